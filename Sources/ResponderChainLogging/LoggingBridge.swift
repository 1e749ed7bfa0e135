#if Logging
    public import Logging
    public import ResponderChain

    /// The levels at which the logging bridge writes each kind of record; `nil` leaves that kind out.
    public struct DispatchLogLevels: Hashable, Sendable {
        /// Errors and events that no responder handled. `error` by default.
        public var unhandled: Logger.Level?

        /// Dispatches that a responder answered. `debug` by default.
        public var answered: Logger.Level?

        /// Dispatches resolved early because the error was a cancellation or the task was cancelled. `debug` by
        /// default.
        public var cancelled: Logger.Level?

        /// Findings of the safety checks. `warning` by default.
        public var safetyDiagnostic: Logger.Level?

        /// Creates a set of levels.
        ///
        /// - Parameters:
        ///   - unhandled: the level of unhandled values.
        ///   - answered: the level of answered dispatches.
        ///   - cancelled: the level of cancelled dispatches.
        ///   - safetyDiagnostic: the level of safety diagnostics.
        public init(
            unhandled: Logger.Level? = .error,
            answered: Logger.Level? = .debug,
            cancelled: Logger.Level? = .debug,
            safetyDiagnostic: Logger.Level? = .warning
        ) {
            self.unhandled = unhandled
            self.answered = answered
            self.cancelled = cancelled
            self.safetyDiagnostic = safetyDiagnostic
        }
    }

    /// Sends what ResponderChain sees to a swift-log `Logger`: unhandled values, safety diagnostics, and every
    /// answered or cancelled dispatch, each once, with structured metadata (``DispatchLogMetadata``).
    ///
    /// ```swift
    /// import Logging
    /// import ResponderChainLogging
    ///
    /// let errorLogging = LoggingBridge.install(Logger(label: "app.errors"))   // keep it while the app runs
    /// ```
    ///
    /// Each dispatch is logged once, from its route, whatever its resolution: so what is logged is what the metrics
    /// bridge counts. The bridge adds where reports go and never takes the alarm away: an unhandled error still fails
    /// its test at the dispatch's line, and a debug app still shows its runtime warning. In a release build the
    /// unhandled error is written once, by the bridge: the standard sink leaves standard error alone while an
    /// observer that writes unhandled dispatches is registered. Safety diagnostics still reach the sink they reached
    /// before. Use the parts on their own,
    /// ``ResponderChain/DispatchRoute/observeLogging(to:answered:cancelled:unhandled:)`` and
    /// ``ResponderChain/SafetyDiagnosticSink/logging(to:level:)``, to install them in a scope; replacing the alarm
    /// with ``ResponderChain/UnhandledSink/logging(to:level:)`` is a choice of its own.
    public enum LoggingBridge {
        /// Starts logging every dispatch process-wide, and adds the logger to the safety diagnostics' sink.
        ///
        /// - Parameters:
        ///   - logger: where the records go.
        ///   - levels: the level of each kind of record; `nil` leaves a kind out.
        /// - Returns: the observation of dispatches; they are logged until you cancel or release it. The safety
        ///   diagnostics' sink keeps the logger until another sink is installed.
        public static func install(_ logger: Logger, levels: DispatchLogLevels = DispatchLogLevels())
            -> DispatchObservation
        {
            if let level = levels.safetyDiagnostic {
                ResponderSafety.sink = ResponderSafety.sink.adding(.logging(to: logger, level: level))
            }
            return DispatchRoute.observeLogging(
                to: logger, answered: levels.answered, cancelled: levels.cancelled, unhandled: levels.unhandled)
        }

        /// Logs one finished dispatch as the observer does, at the level of its resolution.
        ///
        /// Call it for routes you collected with `DispatchRoute.trace(isolation:operation:)` instead
        /// of observing the whole process.
        ///
        /// - Parameters:
        ///   - route: the dispatch.
        ///   - logger: where the record goes.
        ///   - answered: the level of an answered dispatch; `nil` leaves it out.
        ///   - cancelled: the level of a cancelled dispatch; `nil` leaves it out.
        ///   - unhandled: the level of an unhandled dispatch; `nil` leaves it out.
        public static func log(
            _ route: DispatchRoute,
            to logger: Logger,
            answered: Logger.Level? = .debug,
            cancelled: Logger.Level? = .debug,
            unhandled: Logger.Level? = .error
        ) {
            let level: Logger.Level?
            switch route.resolution {
            case .answered: level = answered
            case .cancelled: level = cancelled
            case .unhandled: level = unhandled
            // A resolution a later version adds is written as loudly as an unhandled one until this bridge knows it.
            @unknown default: level = unhandled
            }
            guard let level else { return }
            // An unhandled error is handed over for log handlers that write errors themselves, redacted.
            let error = route.resolution == .answered || route.resolution == .cancelled ? nil : route.value.error
            logger.log(
                level: level, "\(route.detailedDescription)",
                error: error.map { ErrorPrivacy.currentPolicy.handOver($0) },
                metadata: DispatchLogMetadata.of(route), source: "ResponderChain")
        }
    }

    extension UnhandledSink {
        /// A sink that logs each unhandled value once, at `level`, with the value, the reason, the last responder,
        /// the evaluation and, when the dispatch was recorded, its hops and duration so far.
        ///
        /// It never stops the process, and never fails a test: installed as ``ResponderChain/UnhandledTerminal/sink``,
        /// it replaces the alarm, a choice of its own. ``LoggingBridge/install(_:levels:)`` logs unhandled
        /// dispatches from their routes instead, and keeps the alarm. The record's `error`, for log handlers that write errors themselves, is the
        /// error's ``ResponderChain/RedactedError``: the error itself only where the current
        /// ``ResponderChain/ErrorPrivacy`` makes every level of its chain public.
        ///
        /// ```swift
        /// UnhandledTerminal.sink = .logging(to: logger)
        /// ```
        ///
        /// - Parameters:
        ///   - logger: where the records go.
        ///   - level: the level of each record; `error` by default.
        /// - Returns: the sink.
        public static func logging(to logger: Logger, level: Logger.Level = .error) -> UnhandledSink {
            UnhandledSink { report in
                logger.log(
                    level: level,
                    "\(report)",
                    error: report.value.error.map { ErrorPrivacy.currentPolicy.handOver($0) },
                    metadata: DispatchLogMetadata.of(report),
                    source: "ResponderChain"
                )
            }
        }
    }

    extension SafetyDiagnosticSink {
        /// A sink that logs each safety diagnostic at `level`, at the file and line of the declaration concerned.
        ///
        /// It never stops the process, whatever the diagnostic's level; the level is in the metadata.
        ///
        /// - Parameters:
        ///   - logger: where the records go.
        ///   - level: the level of each record; `warning` by default.
        /// - Returns: the sink.
        public static func logging(to logger: Logger, level: Logger.Level = .warning) -> SafetyDiagnosticSink {
            SafetyDiagnosticSink { diagnostic in
                logger.log(
                    level: level,
                    "\(diagnostic)",
                    metadata: DispatchLogMetadata.of(diagnostic),
                    source: "ResponderChain",
                    file: diagnostic.fileID,
                    function: "",
                    line: diagnostic.line
                )
            }
        }
    }

    extension DispatchRoute {
        /// Logs every dispatch in the process, once, with its metadata, until the observation ends: each at the level
        /// of its resolution.
        ///
        /// Unless `unhandled` is `nil`, it observes as a writer of unhandled dispatches
        /// (``ResponderChain/DispatchRoute/observe(writesUnhandled:_:)``): in a release build the standard sink then
        /// leaves them to the logger.
        ///
        /// - Parameters:
        ///   - logger: where the records go.
        ///   - answered: the level of answered dispatches; `nil` leaves them out.
        ///   - cancelled: the level of cancelled dispatches; `nil` leaves them out.
        ///   - unhandled: the level of unhandled dispatches; `nil` leaves them out.
        /// - Returns: the observation; keep it for as long as you want dispatches logged.
        public static func observeLogging(
            to logger: Logger,
            answered: Logger.Level? = .debug,
            cancelled: Logger.Level? = .debug,
            unhandled: Logger.Level? = .error
        ) -> DispatchObservation {
            observe(writesUnhandled: unhandled != nil) { route in
                LoggingBridge.log(route, to: logger, answered: answered, cancelled: cancelled, unhandled: unhandled)
            }
        }
    }
#endif
