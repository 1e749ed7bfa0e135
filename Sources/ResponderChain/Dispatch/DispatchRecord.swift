/// The route of one dispatch under way, kept only while something traces or observes.
///
/// Entry points find the record through the task-local ``current``. A dispatch starts a record at its first
/// entry point and every later hop on the same task joins it; when the first entry point returns, the record
/// becomes a ``DispatchRoute`` and goes to the trace scope that was active when it started and to every observer.
///
/// `@unchecked Sendable` is sound: the mutable parts live in `state`, a ``Locked`` value, and everything else
/// is immutable.
final class DispatchRecord: @unchecked Sendable {
    private struct State {
        /// Each hop with when it was asked, after the start; the first hops at zero. One array, so that timing a hop
        /// allocates nothing more than listing it.
        var hops: [DispatchRoute.TimedHop]
        var resolution: DispatchRoute.Resolution?
        /// For a cancelled dispatch, the level of the error's chain that is the cancellation.
        var cancellationLevel: Int?
        /// How long a responder held the error until it answered, if one did.
        var held: DispatchTimer.Components?
        /// The support code made for the error when a queue presented it, if one did.
        var supportCode: SupportCode?
        /// The route, once the dispatch has finished.
        var route: DispatchRoute?
        var finished: Bool { route != nil }
    }

    @TaskLocal static var current: DispatchRecord?

    /// Whether any observer or trace scope is active anywhere.
    ///
    /// Always `false` when the package is built with its `TracingCompiledOut` trait, so that the optimizer removes
    /// every traced path: the benchmarks' measure of what tracing costs when nobody observes.
    static var isObserving: Bool {
        #if RESPONDER_CHAIN_TRACING_COMPILED_OUT
            false
        #else
            ObservationCount.isPositive
        #endif
    }

    /// The record of the dispatch under way on this task, read only when something observes.
    static var active: DispatchRecord? {
        isObserving ? current : nil
    }

    private let value: DispatchedValue
    private let scope: TraceScope?
    private let elapsed: @Sendable () -> DispatchTimer.Components
    private let state: Locked<State>

    private init(value: DispatchedValue, firstHops: [ResponderHop]) {
        self.value = value
        self.scope = TraceScope.current
        self.elapsed = (scope?.timer ?? .uptime).start()
        self.state = Locked(State(hops: firstHops.map { DispatchRoute.TimedHop(hop: $0, offset: (0, 0)) }))
    }

    func append(_ hop: ResponderHop) {
        let offset = elapsed()
        state.withLock { state in
            if !state.finished { state.hops.append(DispatchRoute.TimedHop(hop: hop, offset: offset)) }
        }
    }

    /// Records that a responder held the error for `duration` before it answered (an ``OfflineResponder`` waiting
    /// for the network); a later hold of the same dispatch adds to it.
    func noteHeld(_ duration: DispatchTimer.Components) {
        state.withLock { state in
            guard !state.finished else { return }
            let before = state.held.map(Nanoseconds.of) ?? 0
            let total = before.addingReportingOverflow(Nanoseconds.of(duration))
            state.held = DispatchTimer.components(
                nanoseconds: UInt64(max(0, total.overflow ? .max : total.partialValue)))
        }
    }

    /// Records the support code a queue made for the error when it presented it; the first one stays.
    func noteSupportCode(_ code: SupportCode) {
        state.withLock { state in
            if !state.finished, state.supportCode == nil { state.supportCode = code }
        }
    }

    /// The route's one-line description so far: ``DispatchRoute/description`` once the dispatch has finished; before,
    /// the value and the responders asked until now, ending `⇒ under way`.
    var descriptionSoFar: String {
        state.withLock { state in
            state.route?.description ?? DispatchRoute.asked(value, state.hops.map(\.hop)) + " ⇒ under way"
        }
    }

    /// Records the first way a dispatch resolved early; later marks do not overwrite it.
    func mark(_ resolution: DispatchRoute.Resolution) {
        state.withLock { state in
            if !state.finished, state.resolution == nil { state.resolution = resolution }
        }
    }

    /// Marks the dispatch under way, if it is recorded, as unhandled for `reason`, and returns its route so far: the
    /// responders asked before `value` went unhandled, ending unhandled for `reason`, with the evaluation its origin
    /// receives (``ErrorEvaluation/cancel`` for an error, none for an event).
    static func markUnhandled(_ value: DispatchedValue, reason: UnhandledReason) -> DispatchRoute? {
        guard let record = active else { return nil }
        let duration = record.elapsed()
        let evaluation: ErrorEvaluation? = if case .error = value { .cancel } else { nil }
        return record.state.withLock { state in
            guard !state.finished else { return nil }
            if state.resolution == nil { state.resolution = .unhandled(reason) }
            return DispatchRoute(
                value: record.value,
                timedHops: state.hops,
                resolution: .unhandled(reason),
                evaluation: evaluation,
                durationComponents: duration
            )
        }
    }

    /// Marks the dispatch under way, if it is recorded, as cancelled: by the cancellation at `level` of its error's
    /// chain, or, when `level` is `nil`, by its task's cancellation.
    /// The route of `value`, reported unhandled where no dispatch was recorded: its last responder, if known, as its
    /// one hop. It is finished at once, and delivered to the trace scope and the observers.
    static func unhandledAlone(_ value: DispatchedValue, reason: UnhandledReason, lastResponder: String?)
        -> DispatchRoute?
    {
        let record = DispatchRecord(
            value: value, firstHops: lastResponder.map { [ResponderHop(name: $0, kind: .responder)] } ?? [])
        let evaluation: ErrorEvaluation? = if case .error = value { .cancel } else { nil }
        let route = $current.withValue(record) { markUnhandled(value, reason: reason) }
        record.finish(evaluation: evaluation)
        return route
    }

    static func markCancelled(atLevel level: Int?) {
        active?.state.withLock { state in
            if !state.finished, state.resolution == nil {
                state.resolution = .cancelled
                state.cancellationLevel = level
            }
        }
    }

    /// Starts a record for an origin that runs partly without awaiting, such as
    /// ``ErrorHandler/handle(error:onCompleted:fileID:filePath:line:column:)``; the origin runs its work with the
    /// record as ``current`` and calls ``finish(evaluation:)`` when it ends.
    static func begin(_ value: DispatchedValue, hops: [ResponderHop]) -> DispatchRecord {
        DispatchRecord(value: value, firstHops: hops)
    }

    func finish(evaluation: ErrorEvaluation?) {
        let duration = elapsed()
        let route: DispatchRoute? = state.withLock { state in
            guard !state.finished else { return nil }
            state.route = DispatchRoute(
                value: value,
                timedHops: state.hops,
                resolution: state.resolution ?? .answered,
                evaluation: evaluation,
                durationComponents: duration,
                cancellationLevel: state.cancellationLevel,
                held: state.held,
                supportCode: state.supportCode
            )
            return state.route
        }
        guard let route else { return }
        scope?.collect(route)
        ObserverRegistry.routes.deliver(route)
    }

    /// Runs an entry point's work as a hop of the dispatch under way on this task, or as a new dispatch.
    ///
    /// Call it only when ``isObserving`` is true; the untraced path calls `body` directly.
    ///
    /// - Parameters:
    ///   - value: what is being dispatched.
    ///   - startsDispatch: `true` for an origin (``ErrorResponder/dispatch(_:fileID:filePath:line:column:)``), which
    ///     always starts a record.
    ///   - joining: the hops to append when joining a dispatch under way.
    ///   - starting: the hops a new record starts with.
    ///   - body: the entry point's work.
    static func run(
        _ value: @autoclosure () -> DispatchedValue,
        startsDispatch: Bool = false,
        joining: @autoclosure () -> [ResponderHop],
        starting: @autoclosure () -> [ResponderHop],
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async -> ErrorEvaluation
    ) async -> ErrorEvaluation {
        if !startsDispatch, let record = current {
            for hop in joining() { record.append(hop) }
            return await body()
        }
        let record = DispatchRecord(value: value(), firstHops: starting())
        let evaluation = await $current.withValue(record, operation: body)
        record.finish(evaluation: evaluation)
        return evaluation
    }

    /// Runs an origin's work as a new dispatch, whatever dispatch is under way, for origins whose outcome is not
    /// an evaluation (an event's).
    ///
    /// Call it only when ``isObserving`` is true.
    ///
    /// - Parameters:
    ///   - value: what is being dispatched.
    ///   - body: the origin's work.
    static func run<Outcome: RoutedOutcome>(
        origin value: DispatchedValue,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async -> Outcome
    ) async -> Outcome {
        let record = DispatchRecord(value: value, firstHops: [])
        let outcome = await $current.withValue(record, operation: body)
        record.finish(evaluation: outcome.routeEvaluation)
        return outcome
    }
}

/// What an origin returns, as its route records it.
protocol RoutedOutcome {
    /// The evaluation the route shows: an error's evaluation, `nil` for an event.
    var routeEvaluation: ErrorEvaluation? { get }
}

extension ErrorEvaluation: RoutedOutcome {
    var routeEvaluation: ErrorEvaluation? { self }
}

extension EventOutcome: RoutedOutcome {
    var routeEvaluation: ErrorEvaluation? { nil }
}

extension PublishOutcome: RoutedOutcome {
    var routeEvaluation: ErrorEvaluation? { nil }
}
