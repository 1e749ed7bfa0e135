#if Logging
    import InMemoryLogging
    import Logging
    import ResponderChain
    import ResponderChainLogging
    import ResponderChainTesting
    import Testing

    /// A logger at `trace` whose records stay in memory, and the records about one test's error.
    private struct CapturedLog {
        let handler = InMemoryLogHandler()
        let logger: Logger

        init() {
            var logger = Logger(label: "test.errors") { [handler] _ in handler }
            logger.logLevel = .trace
            self.logger = logger
        }

        /// The records about `error`; other tests' dispatches reach the process-wide observer too.
        func entries(about error: TaggedError) -> [InMemoryLogHandler.Entry] {
            handler.entries.filter { $0.metadata[DispatchLogMetadata.value]?.description.contains(error.tag) == true }
        }
    }

    private func strings(_ value: Logger.MetadataValue?) -> [String]? {
        guard case .array(let values) = value else { return nil }
        return values.map(\.description)
    }

    @MainActor
    @Suite(.timeLimit(.minutes(2))) struct LoggingBridgeTests {
        @Test(
            "the observer logs each dispatch once, at its level, with its metadata",
            arguments: Scenario.allCases
        )
        func eachDispatchIsLoggedOnce(_ scenario: Scenario) async throws {
            let log = CapturedLog()
            let error = TaggedError()
            let observation = DispatchRoute.observeLogging(to: log.logger)
            let (evaluation, _) = await UnhandledCapture.run { await scenario.dispatch(error) }
            observation.cancel()

            #expect(evaluation == scenario.evaluation)
            let entries = log.entries(about: error)
            try #require(entries.count == 1)
            let entry = entries[0]
            #expect(entry.level == (scenario.resolution == "unhandled" ? .error : .debug))
            #expect(entry.metadata[DispatchLogMetadata.resolution] == "\(scenario.resolution)")
            #expect(entry.metadata[DispatchLogMetadata.kind] == "error")
            #expect(entry.metadata[DispatchLogMetadata.type] == "TaggedError")
            #expect(entry.metadata[DispatchLogMetadata.evaluation] == "\(scenario.evaluation)")
            #expect(strings(entry.metadata[DispatchLogMetadata.hops]) == scenario.hops)
            #expect(entry.metadata[DispatchLogMetadata.durationMilliseconds] != nil)
            #expect(entry.metadata[DispatchLogMetadata.reason]?.description == scenario.reason)
            #expect(
                entry.metadata[DispatchLogMetadata.answeredBy]?.description == (scenario == .answered ? "App" : nil)
            )
            // The last responder asked: a loop of parents is found before anyone is, and its reason names it.
            #expect(
                entry.metadata[DispatchLogMetadata.lastResponder]?.description
                    == (scenario == .cyclic ? nil : scenario.lastResponder))
            #expect(entry.metadata[DispatchLogMetadata.groupingID]?.description == ErrorChain(error).groupingID)
            // An error that wraps nothing has no chain to show beyond its value.
            #expect(entry.metadata[DispatchLogMetadata.errorChain] == nil)
            #expect(entry.message.description.hasPrefix("error TaggedError("))
            if scenario.resolution == "unhandled" {
                // The handler gets the error's redacted stand-in: the error's description is not public.
                #expect(entry.error as? RedactedError == RedactedError(error))
                #expect(entry.message.description.contains("; unhandled (\(scenario.reason ?? "")): cancel"))
            } else {
                #expect(entry.error == nil)
            }
        }

        @Test("a wrapped error is logged with its chain, outermost first, and the chain's grouping identifier")
        func wrappedErrorIsLoggedWithItsChain() async throws {
            let log = CapturedLog()
            let error = TaggedError()
            let wrapped = SyncFailed(underlyingError: error)
            let observation = DispatchRoute.observeLogging(to: log.logger)
            _ = await UnhandledCapture.run { await RecordingResponder("Screen").dispatch(wrapped) }
            observation.cancel()

            let entry = try #require(log.entries(about: error).first)
            #expect(
                strings(entry.metadata[DispatchLogMetadata.errorChain]) == [
                    "SyncFailed", "\(error.written)",
                ])
            #expect(entry.metadata[DispatchLogMetadata.groupingID]?.description == ErrorChain(wrapped).groupingID)
            #expect(
                entry.metadata[DispatchLogMetadata.value]?.description == "SyncFailed → \(error.written)")
            #expect(entry.metadata[DispatchLogMetadata.type] == "SyncFailed")
        }

        @Test("the sink, installed in the alarm's place, logs an unhandled report made by hand")
        func sinkWithoutObserver() async throws {
            let log = CapturedLog()
            let error = TaggedError()
            UnhandledTerminal.withSink(.logging(to: log.logger)) {
                _ = UnhandledTerminal.report(error, reason: .responderReleased, lastResponder: "Gone")
            }
            let entry = try #require(log.entries(about: error).first)
            #expect(log.entries(about: error).count == 1)
            #expect(entry.level == .error)
            #expect(entry.metadata[DispatchLogMetadata.reason] == "responder released")
            #expect(entry.metadata[DispatchLogMetadata.lastResponder] == "Gone")
        }

        /// An error raised where the parent has gone has a route of its own: the observer logs it, and the metrics
        /// bridge, which counts routes, counts it.
        @Test func anErrorRaisedWhereTheParentHasGoneIsLogged() async throws {
            let log = CapturedLog()
            let error = TaggedError()
            let observation = DispatchRoute.observeLogging(to: log.logger)
            let gone: (any ErrorResponder)? = nil
            _ = await UnhandledCapture.run { await gone.dispatch(error) }
            observation.cancel()
            let entry = try #require(log.entries(about: error).first)
            #expect(log.entries(about: error).count == 1)
            #expect(entry.level == .error)
            #expect(entry.metadata[DispatchLogMetadata.resolution] == "unhandled")
            #expect(entry.metadata[DispatchLogMetadata.reason] == "end of chain")
        }

        @Test("levels are the user's: unhandled as warning, answered at info, cancelled left out")
        func levelsAreConfigurable() async {
            let log = CapturedLog()
            let errors = Scenario.allCases.map { _ in TaggedError() }
            let observation = DispatchRoute.observeLogging(
                to: log.logger, answered: .info, cancelled: nil, unhandled: .warning)
            _ = await UnhandledCapture.run {
                for (scenario, error) in zip(Scenario.allCases, errors) {
                    _ = await scenario.dispatch(error)
                }
            }
            observation.cancel()
            let levels = errors.map { error in log.entries(about: error).map(\.level) }
            #expect(levels == [[.info], [.warning], [], [.warning]])
        }

        @Test("a logger's own level still filters: a logger at info drops the answered dispatches logged at debug")
        func loggerLevelFilters() async {
            let log = CapturedLog()
            var logger = log.logger
            logger.logLevel = .info
            let error = TaggedError()
            let observation = DispatchRoute.observeLogging(to: logger)
            _ = await Scenario.answered.dispatch(error)
            observation.cancel()
            #expect(log.entries(about: error).isEmpty)
        }

        @Test(
            "durations come from the route's clock, in milliseconds with their fraction",
            arguments: [
                (Duration.seconds(2), "2000.0"), (.microseconds(2_500), "2.5"), (.milliseconds(1_250), "1250.0"),
                (.nanoseconds(250_000), "0.25"),
            ]
        )
        func durationFromTheRoute(delay: Duration, milliseconds: String) async throws {
            let log = CapturedLog()
            let error = TaggedError()
            let clock = ManualClock()
            let observation = DispatchRoute.observeLogging(to: log.logger)
            _ = await DispatchRoute.trace(clock: clock) {
                let app = RecordingResponder("App", answers: [.retry])
                let slow = SlowResponder("Slow", clock: clock, delay: delay, parent: app)
                return await slow.dispatch(error)
            }
            observation.cancel()
            let entry = try #require(log.entries(about: error).first)
            #expect(entry.metadata[DispatchLogMetadata.durationMilliseconds] == "\(milliseconds)")
            #expect(entry.metadata[DispatchLogMetadata.evaluation] == "retry")
            #expect(strings(entry.metadata[DispatchLogMetadata.hops]) == ["Slow", "App"])
        }

        @Test(
            "a route's metadata, as an app reads it from a traced route, says how each dispatch ended",
            arguments: Scenario.allCases)
        func metadataOfARoute(_ scenario: Scenario) async throws {
            let error = TaggedError()
            let ((_, routes), _) = await UnhandledCapture.run {
                await DispatchRoute.trace { await scenario.dispatch(error) }
            }
            try #require(routes.count == 1)
            let metadata = DispatchLogMetadata.of(routes[0])
            #expect(metadata[DispatchLogMetadata.resolution] == "\(scenario.resolution)")
            #expect(metadata[DispatchLogMetadata.reason]?.description == scenario.reason)
            #expect(metadata[DispatchLogMetadata.lastResponder]?.description == (scenario == .unhandled ? "App" : nil))
            #expect(metadata[DispatchLogMetadata.evaluation] == "\(scenario.evaluation)")
        }

        @Test("an event is logged as an event: its kind and type, with no grouping identifier and no evaluation")
        func eventDispatch() async throws {
            let log = CapturedLog()
            let tag = TaggedError().tag
            let observation = DispatchRoute.observeLogging(to: log.logger)
            let position = ResponderPosition.root.adding(
                .handleEvent(LoggedEvent.self, .asynchronous { _ in }), name: "Feed")
            #expect(await position.trigger(LoggedEvent(tag: tag)).isHandled)
            observation.cancel()
            let entry = try #require(
                log.handler.entries.first { $0.metadata[DispatchLogMetadata.value]?.description.contains(tag) == true })
            #expect(entry.metadata[DispatchLogMetadata.kind] == "event")
            #expect(entry.metadata[DispatchLogMetadata.type] == "LoggedEvent")
            #expect(entry.metadata[DispatchLogMetadata.resolution] == "answered")
            #expect(entry.metadata[DispatchLogMetadata.groupingID] == nil)
            #expect(entry.metadata[DispatchLogMetadata.evaluation] == nil)
        }

        @Test("safety diagnostics are logged at warning, at the declaration's file and line, with their facts")
        func safetyDiagnostics() throws {
            let log = CapturedLog()
            let line = #line + 2
            ResponderSafety.withSink(.logging(to: log.logger)) {
                _ = ResponderPosition.root.adding(.handleEvent(.asynchronous { _ in })).triggers(BridgeEvent.self)
            }
            let entry = try #require(log.handler.entries.first)
            #expect(log.handler.entries.count == 1)
            #expect(entry.level == .warning)
            #expect(entry.metadata[DispatchLogMetadata.diagnostic] == "missingEventResponder")
            #expect(entry.metadata[DispatchLogMetadata.type] == "BridgeEvent")
            #expect(strings(entry.metadata[DispatchLogMetadata.declaredTypes]) == ["BridgeEvent"])
            #expect(entry.metadata[DispatchLogMetadata.safetyLevel] == "relaxed")
            #expect(entry.message.description.contains("LoggingBridgeTests.swift:\(line): triggers(BridgeEvent)"))
        }

        @Test("install with the default levels logs what nobody handled as an error, and the rest as documented")
        func defaultLevels() {
            let levels = DispatchLogLevels()
            #expect(levels.unhandled == .error)
            #expect(levels.answered == .debug)
            #expect(levels.cancelled == .debug)
            #expect(levels.safetyDiagnostic == .warning)
        }

        @Test(
            "install with no levels given logs an unhandled error at error level",
            .isolatedResponderChain
        )
        func installWithDefaultLevels() async {
            let log = CapturedLog()
            let observation = LoggingBridge.install(log.logger)
            defer { observation.cancel() }
            let unhandled = TaggedError()
            await expectOneFailureAtTheDispatch { _ = await Scenario.unhandled.dispatch(unhandled) }
            #expect(log.entries(about: unhandled).map(\.level) == [.error])
        }

        @Test(
            "install observes and adds to the safety sink, keeping the alarm; it leaves out the kinds given no level",
            .isolatedResponderChain
        )
        func installSetsBothSinks() async throws {
            let log = CapturedLog()
            // The trait keeps what install sets, and the routes its observer sees, in this test.
            let observation = LoggingBridge.install(
                log.logger,
                levels: DispatchLogLevels(unhandled: .critical, answered: nil, safetyDiagnostic: .notice)
            )
            defer { observation.cancel() }

            let unhandled = TaggedError()
            await expectOneFailureAtTheDispatch { _ = await Scenario.unhandled.dispatch(unhandled) }
            let answered = TaggedError()
            _ = await Scenario.answered.dispatch(answered)
            let cancelled = TaggedError()
            _ = await Scenario.cancelled.dispatch(cancelled)
            _ = ResponderPosition.root.adding(.handleEvent(.asynchronous { _ in })).triggers(BridgeEvent.self)
            #expect(log.entries(about: unhandled).map(\.level) == [.critical])
            #expect(log.entries(about: answered).isEmpty)
            #expect(log.entries(about: cancelled).map(\.level) == [.debug])
            #expect(
                log.handler.entries.filter { $0.metadata[DispatchLogMetadata.diagnostic] != nil }.map(\.level) == [
                    .notice
                ])
        }
    }

    /// Runs `body`, whose one unhandled error must fail the test exactly once, at the line in `Scenarios.swift`
    /// that started its dispatch: the alarm, which no bridge takes away.
    @MainActor
    func expectOneFailureAtTheDispatch(_ body: @MainActor () async -> Void) async {
        let failures = Locked<[Issue]>([])
        await withKnownIssue {
            await body()
        } matching: { issue in
            failures.withLock { $0.append(issue) }
            return true
        }
        let recorded = failures.withLock { $0 }
        #expect(recorded.count == 1)
        #expect(recorded.first?.sourceLocation?.fileName == "Scenarios.swift")
    }

    private struct BridgeEvent: Event {}

    private struct LoggedEvent: Event, PrivacyMarked {
        let tag: String
        static let privacyMarks: [String: PrivacyMark] = ["tag": .public]
    }
#endif
