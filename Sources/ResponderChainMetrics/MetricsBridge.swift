#if Metrics
    import Foundation
    public import CoreMetrics
    public import ResponderChain

    /// How many distinct values the metrics bridge keeps for each dimension whose values the app's errors decide;
    /// values past a limit are counted under ``MetricsBridge/overflowValue``.
    ///
    /// The first values seen keep their own; a value counted once keeps its own for as long as the bridge is
    /// installed. A limit below zero counts as zero: every value is then the overflow value.
    public struct DispatchMetricLimits: Hashable, Sendable {
        /// Distinct grouping identifiers (`grouping_id`). 200 by default.
        public var groupingIDs: Int

        /// Distinct error types (`error_type`). 100 by default.
        public var errorTypes: Int

        /// Distinct names of answering responders (`responder`). 100 by default.
        public var responders: Int

        /// Creates a set of limits.
        ///
        /// - Parameters:
        ///   - groupingIDs: distinct grouping identifiers.
        ///   - errorTypes: distinct error types.
        ///   - responders: distinct names of answering responders.
        public init(groupingIDs: Int = 200, errorTypes: Int = 100, responders: Int = 100) {
            self.groupingIDs = groupingIDs
            self.errorTypes = errorTypes
            self.responders = responders
        }
    }

    /// Counts the app's errors with swift-metrics: which errors users meet, who answers them and with what, which
    /// still show the generic text, and how long users take to answer what they are shown.
    ///
    /// ```swift
    /// import ResponderChainMetrics
    ///
    /// let errorMetrics = MetricsBridge.install()   // keep it while the app runs
    /// ```
    ///
    /// | metric | kind | dimensions |
    /// |---|---|---|
    /// | `responder_chain_errors` | counter | `grouping_id`, `error_type`, `resolution`, `responder`, `evaluation` |
    /// | `responder_chain_error_dispatch_duration` | timer | `resolution` |
    /// | `responder_chain_presentations` | counter | `grouping_id`, `style`, `text`, `outcome` |
    /// | `responder_chain_time_to_answer` | timer | `style`, `evaluation` |
    /// | `responder_chain_offline_operations` | counter | `outcome` |
    /// | `responder_chain_time_offline` | timer | none |
    ///
    /// - `responder_chain_errors` counts every error dispatched (events are not counted). `resolution` is
    ///   `answered`, `unhandled` or `cancelled`; `responder` is the name of the responder that answered, a rule folded
    ///   into its handler's name, or `(none)`; `evaluation` is what the origin received: `proceed`, `retry`,
    ///   `cancel` or `abort`.
    /// - `responder_chain_presentations` counts each alert, banner or inline error shown to the user for an error,
    ///   once however many identical errors joined it. `text` is `generic` when it showed the package's generic text
    ///   ("Something went wrong"), `specific` otherwise (the error's own, a mapper's, a built-in mapping's such as a
    ///   `URLError`'s or an HTTP status's, or a rule's). `outcome` is `answered` (the user chose a button),
    ///   `dismissed` (it went away without a choice: a banner's time ran out, or it was dismissed), `replaced`,
    ///   `cancelled` or `unavailable` (its presenter went away).
    /// - `responder_chain_time_to_answer` records, for each presentation the user answered and for nothing else, the
    ///   time from its appearing to the choice, on its queue's clock; `evaluation` is the chosen button's.
    /// - `responder_chain_offline_operations` counts what an ``ResponderChain/OfflineResponder`` did with the
    ///   operations that failed offline: `outcome` is `held` when one began to wait for the network, then `resumed`
    ///   (the network came back), `expired` (the hold ran out) or `cancelled` (its caller was).
    /// - `responder_chain_time_offline` records how long each outage lasted, from the path going unsatisfied (or
    ///   the first failure that said offline) to the path being satisfied again, on the responder's clock.
    ///
    /// `grouping_id`, `error_type` and `responder` are bounded by ``DispatchMetricLimits``. No dimension holds a
    /// message, a payload, a URL or anything else an error carries: `grouping_id` is the ``ResponderChain/ErrorChain``
    /// grouping identifier, a hash of type and case names; `error_type` is the type's
    /// ``ResponderChain/StablyNamedError/stableName`` or its name.
    ///
    /// Time to answer measures how users behave: an app may have to disclose it, as data about use of the app, in
    /// its privacy declarations.
    ///
    /// The bridge observes like ``ResponderChain/DispatchRoute/observe(writesUnhandled:_:)``: installed inside a test isolated with
    /// `.isolatedResponderChain`, it counts only that test's errors.
    public enum MetricsBridge {
        /// The value that stands for every value past a dimension's limit: `(other)`.
        public static let overflowValue = "(other)"

        /// Starts counting the errors of the process (or of the isolated test that installs it).
        ///
        /// - Parameters:
        ///   - factory: where the metrics go; the factory `MetricsSystem.bootstrap` installed unless given, and
        ///     a test's own `TestMetrics` in tests.
        ///   - limits: how many distinct values each open-ended dimension keeps.
        /// - Returns: the observation; errors are counted until you cancel or release it.
        public static func install(
            factory: any MetricsFactory = MetricsSystem.factory,
            limits: DispatchMetricLimits = DispatchMetricLimits()
        ) -> DispatchObservation {
            let recorder = ErrorMetricsRecorder(factory: factory, limits: limits)
            return DispatchObservation([
                DispatchRoute.observe { route in recorder.record(route) },
                PresentationRecord.observe { presentation in recorder.record(presentation) },
                OfflineRecord.observe { record in recorder.record(record) },
            ])
        }
    }

    /// What the bridge keeps while it is installed: its factory, the values each bounded dimension has let in, and
    /// the handlers made so far, one per set of dimension values. A dispatch whose values were seen before finds its
    /// handlers with one lookup, builds no string and casts nothing.
    final class ErrorMetricsRecorder: Sendable {
        private struct ErrorsKey: Hashable {
            let groupingID: String
            let errorType: String
            let resolution: String
            let responder: String
            let evaluation: String
        }

        private struct PresentationsKey: Hashable {
            let groupingID: String
            let style: PresentationStyle.Kind
            let showsGenericText: Bool
            let outcome: String
        }

        private struct AnswerKey: Hashable {
            let style: PresentationStyle.Kind
            let evaluation: ErrorEvaluation
        }

        private let factory: any MetricsFactory
        private let groupingIDs: BoundedValues<UInt64>
        private let errorTypes: BoundedValues<ObjectIdentifier>
        private let responders: BoundedValues<String>
        private let errors = Guarded<[ErrorsKey: any CounterHandler]>([:])
        private let durations: [String: any TimerHandler]
        private let presentations = Guarded<[PresentationsKey: any CounterHandler]>([:])
        private let answers = Guarded<[AnswerKey: any TimerHandler]>([:])
        private let offlineOperations: [OfflineRecord.Kind: any CounterHandler]
        private let timeOffline: any TimerHandler

        init(factory: any MetricsFactory, limits: DispatchMetricLimits) {
            self.factory = factory
            groupingIDs = BoundedValues(limit: limits.groupingIDs)
            errorTypes = BoundedValues(limit: limits.errorTypes)
            responders = BoundedValues(limit: limits.responders)
            var durations: [String: any TimerHandler] = [:]
            for resolution in ["answered", "unhandled", "cancelled"] {
                durations[resolution] = factory.makeTimer(
                    label: "responder_chain_error_dispatch_duration", dimensions: [("resolution", resolution)])
            }
            self.durations = durations
            var offlineOperations: [OfflineRecord.Kind: any CounterHandler] = [:]
            let outcomes: [(OfflineRecord.Kind, String)] = [
                (.held, "held"), (.resumed, "resumed"), (.expired, "expired"), (.cancelled, "cancelled"),
            ]
            for (kind, outcome) in outcomes {
                offlineOperations[kind] = factory.makeCounter(
                    label: "responder_chain_offline_operations", dimensions: [("outcome", outcome)])
            }
            self.offlineOperations = offlineOperations
            timeOffline = factory.makeTimer(label: "responder_chain_time_offline", dimensions: [])
        }

        /// Counts what an offline responder did with an operation, or times an outage that ended.
        func record(_ record: OfflineRecord) {
            if record.kind == .cameBackOnline, let lasted = record.durationNanoseconds {
                timeOffline.recordNanoseconds(lasted)
            }
            offlineOperations[record.kind]?.increment(by: 1)
        }

        /// Counts one finished dispatch of an error, and times it.
        func record(_ route: DispatchRoute) {
            guard let error = route.value.error else { return }
            let resolution: String
            switch route.resolution {
            case .answered: resolution = "answered"
            case .unhandled: resolution = "unhandled"
            case .cancelled: resolution = "cancelled"
            @unknown default: resolution = "\(route.resolution)"
            }
            let key = ErrorsKey(
                groupingID: groupingID(of: error),
                errorType: errorTypes.admit(ObjectIdentifier(type(of: error))) { Self.typeName(of: error) },
                resolution: resolution,
                responder: route.answeringResponderName.map { name in responders.admit(name) { name } } ?? "(none)",
                evaluation: route.evaluation.map(Self.name) ?? "(none)"
            )
            let counter = errors.withLock { errors in
                if let counter = errors[key] { return counter }
                let counter = factory.makeCounter(
                    label: "responder_chain_errors",
                    dimensions: [
                        ("grouping_id", key.groupingID), ("error_type", key.errorType), ("resolution", key.resolution),
                        ("responder", key.responder), ("evaluation", key.evaluation),
                    ]
                )
                errors[key] = counter
                return counter
            }
            counter.increment(by: 1)
            durations[resolution]?.recordNanoseconds(route.durationNanoseconds)
        }

        /// Counts one presentation the user saw, and times the user's answer.
        func record(_ presentation: PresentationRecord) {
            guard let timeOnScreen = presentation.timeOnScreenNanoseconds else { return }
            let outcome: String
            switch presentation.outcome {
            case .chosen: outcome = "answered"
            case .dismissed: outcome = "dismissed"
            case .replaced: outcome = "replaced"
            case .cancelled: outcome = "cancelled"
            case .presenterUnavailable: outcome = "unavailable"
            @unknown default: outcome = "\(presentation.outcome)"
            }
            let key = PresentationsKey(
                groupingID: groupingID(of: presentation.error),
                style: presentation.style,
                showsGenericText: presentation.showsGenericText,
                outcome: outcome
            )
            let counter = presentations.withLock { presentations in
                if let counter = presentations[key] { return counter }
                let counter = factory.makeCounter(
                    label: "responder_chain_presentations",
                    dimensions: [
                        ("grouping_id", key.groupingID), ("style", key.style.description),
                        ("text", key.showsGenericText ? "generic" : "specific"), ("outcome", key.outcome),
                    ]
                )
                presentations[key] = counter
                return counter
            }
            counter.increment(by: 1)
            guard case .chosen(let button) = presentation.outcome else { return }
            let answerKey = AnswerKey(style: presentation.style, evaluation: button.evaluation)
            let timer = answers.withLock { answers in
                if let timer = answers[answerKey] { return timer }
                let timer = factory.makeTimer(
                    label: "responder_chain_time_to_answer",
                    dimensions: [
                        ("style", answerKey.style.description), ("evaluation", Self.name(of: button.evaluation)),
                    ]
                )
                answers[answerKey] = timer
                return timer
            }
            timer.recordNanoseconds(timeOnScreen)
        }

        /// The error's grouping identifier, or the overflow value past the limit; written out once per identifier.
        private func groupingID(of error: any Error) -> String {
            let fingerprint = ErrorChain.fingerprint(of: error)
            return groupingIDs.admit(fingerprint.value) { fingerprint.groupingID }
        }

        /// The type's stable name, else its name without its module.
        private static func typeName(of error: any Error) -> String {
            if let named = type(of: error) as? any StablyNamedError.Type {
                return named.stableName
            }
            return String(describing: type(of: error))
        }

        private static func name(of evaluation: ErrorEvaluation) -> String {
            switch evaluation {
            case .proceed: "proceed"
            case .retry: "retry"
            case .cancel: "cancel"
            case .abort: "abort"
            }
        }
    }

    /// The values of one bounded dimension, by what identifies them: the first `limit` distinct ones keep their own,
    /// the rest become ``MetricsBridge/overflowValue``. Each value is written out once, when it is let in.
    final class BoundedValues<Identity: Hashable & Sendable>: Sendable {
        private let limit: Int
        private let admitted = Guarded<[Identity: String]>([:])

        /// Creates the values of a dimension that lets in its first `limit` distinct values: none when `limit` is
        /// zero or less.
        init(limit: Int) {
            self.limit = limit
        }

        /// The value of `identity`, written by `value` when it is let in; the overflow value when there is no room.
        func admit(_ identity: Identity, _ value: () -> String) -> String {
            admitted.withLock { admitted in
                if let known = admitted[identity] { return known }
                guard admitted.count < limit else { return MetricsBridge.overflowValue }
                let written = value()
                admitted[identity] = written
                return written
            }
        }
    }

    /// A value behind a lock, as any bridge keeps its state: only ever read or written inside `withLock`, which holds
    /// the lock for the whole access, so `@unchecked Sendable` is sound.
    final class Guarded<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Value

        init(_ value: Value) {
            self.value = value
        }

        func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
            lock.lock()
            defer { lock.unlock() }
            return try body(&value)
        }
    }
#endif
