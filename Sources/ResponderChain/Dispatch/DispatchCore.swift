/// The steps every dispatch shares, whatever its style: the one place the class chain, ``ErrorResponderChain``,
/// actions, hierarchies, rules, categories and publishers go through.
///
/// - **The cancellation gate**: a cancellation, or any error while the task is cancelled, answers
///   ``ErrorEvaluation/cancel`` without asking anyone (``cancellationAnswer(for:)``).
/// - **The cycle check**: a loop of `parentResponder` links is reported, never followed (``dispatch(_:at:)``,
///   ``hop(from:to:_:)``).
/// - **Hops**: while something traces or observes, each responder asked is recorded on the route under way
///   (``record(_:)``), and each origin starts a route of its own (``origin(_:_:)``).
/// - **The unhandled terminal**: what nobody handled goes to the ``UnhandledTerminal`` and answers
///   ``ErrorEvaluation/unhandled`` (``unhandled(_:reason:lastResponder:)``).
/// - **Observers** receive each finished route from the record, never from a style.
///
/// A style (`Responder/`, `Action/`, `Hierarchy/`, `Rules/`, `Categories/`, `Publishing/`) keeps only what is its own:
/// how it finds the next responder and what a responder's answer means. Nothing here allocates or takes a lock while
/// nobody observes.
@usableFromInline
enum DispatchCore {
    /// Whether any observer or trace is active anywhere: one relaxed atomic load.
    @inline(__always)
    static var isObserving: Bool {
        DispatchRecord.isObserving
    }

    // MARK: The cancellation gate

    /// `.cancel` when the dispatch of `error` must stop here (it is a cancellation, or the task is cancelled), after
    /// marking the route under way as cancelled; `nil` when it goes on.
    static func cancellationAnswer(for error: any Error) -> ErrorEvaluation? {
        CancellationGate.cancellationAnswer(for: error)
    }

    /// ``cancellationAnswer(for:)`` for an error whose dynamic type the caller has already read.
    static func cancellationAnswer(for error: any Error, of errorType: any Error.Type) -> ErrorEvaluation? {
        CancellationGate.cancellationAnswer(for: error, of: errorType)
    }

    /// `.cancel` when the task was cancelled while a responder was awaited, for an error that already passed the
    /// gate; `nil` when the dispatch goes on.
    static func evaluationIfTaskCancelled() -> ErrorEvaluation? {
        CancellationGate.evaluationIfTaskCancelled()
    }

    /// Whether `error` says that work was cancelled rather than that it failed.
    static func isCancellation(_ error: any Error) -> Bool {
        CancellationGate.isCancellation(error)
    }

    /// Whether an untraced hop must answer ``ErrorEvaluation/cancel`` at once: the task is cancelled, or `error` is a
    /// cancellation. An answer of `false` may remember `error` for the hops it reaches; the caller must call
    /// ``endUntracedHop(_:)`` with the same error when its hop ends.
    @usableFromInline
    static func untracedHopCancels(_ error: any Error) -> Bool {
        Task.isCancelled || CancellationGate.isCancellationCheckedOnce(error)
    }

    /// Ends a hop that ``untracedHopCancels(_:)`` let through.
    @usableFromInline
    static func endUntracedHop(_ error: any Error) {
        CancellationGate.forgetCheckedError(error)
    }

    /// How a hop that checks its error with ``untracedStart(_:)`` goes on.
    @usableFromInline
    enum UntracedStart {
        /// Something traces or observes: the hop takes its traced path, which has checks of its own.
        case traced
        /// The task is cancelled or the error is a cancellation: the answer is ``ErrorEvaluation/cancel``.
        case cancelled
        /// The hop answers; ``endUntracedHop(_:)`` must follow, with the same error.
        case answer
    }

    /// The checks before a hop answers `error` without tracing, in one call: whether something observes, then
    /// ``untracedHopCancels(_:)``. A ``RespondToErrorAction`` makes them before its target answers.
    @usableFromInline
    static func untracedStart(_ error: any Error) -> UntracedStart {
        if isObserving {
            return .traced
        }
        if untracedHopCancels(error) {
            return .cancelled
        }
        return .answer
    }

    /// How a responder asked about an error goes on, after ``responderStart(_:of:)``.
    enum ResponderStart {
        /// Something traces or observes: the responder answers as a hop of the route, with the checks inside it.
        case traced
        /// The error is a cancellation, or the task is cancelled: the responder answers this.
        case cancelled(ErrorEvaluation)
        /// The responder answers untraced; the error has passed the cancellation gate.
        case untraced
    }

    /// What a responder of the core asks before it answers `error`, of the dynamic type `errorType`, in one call:
    /// whether something observes, then the cancellation gate. ``ErrorHandler`` and ``ErrorResponderChain`` ask it
    /// first in `respond(to:)`, which anyone may call.
    ///
    /// `observing` is ``isObserving`` but in tests, which cannot keep every other test from observing.
    static func responderStart(
        _ error: any Error,
        of errorType: any Error.Type,
        observing: Bool = isObserving
    ) -> ResponderStart {
        if observing {
            return .traced
        }
        if let early = CancellationGate.cancellationAnswer(for: error, of: errorType) {
            return .cancelled(early)
        }
        return .untraced
    }

    /// Marks the route under way, if any, as cancelled.
    static func markCancelled() {
        if isObserving {
            DispatchRecord.markCancelled()
        }
    }

    // MARK: The class chain: the origin, the cycle check and the hop to a parent

    /// Starts a dispatch of `error` at `responder`: what ``ErrorResponder/dispatch(_:fileID:filePath:line:column:)``
    /// does once it has recorded its caller's line, and ``ErrorHandler/handle(error:)`` in the task it starts.
    ///
    /// A route of its own while something observes; a cancellation answers ``ErrorEvaluation/cancel`` without asking
    /// anyone; a loop of parents above `responder` is reported unhandled before anyone is asked. Then `responder` is
    /// asked, as the first hop of the route.
    @MainActor
    static func dispatch(_ error: any Error, at responder: any ErrorResponder) async -> ErrorEvaluation {
        guard isObserving else {
            return await ask(responder, about: error)
        }
        return await hop(.error(error), startsDispatch: true, joining: [], starting: []) {
            await ask(responder, about: error)
        }
    }

    /// The checks of ``dispatch(_:at:)`` that come before anyone is asked (the cancellation gate, then the cycle
    /// check), then `responder`'s answer.
    @MainActor
    private static func ask(_ responder: any ErrorResponder, about error: any Error) async -> ErrorEvaluation {
        if let early = cancellationAnswer(for: error) {
            return early
        }
        if let cycle = CycleDetector.cycle(above: responder) {
            return unhandled(error, reason: .cycle(cycle), lastResponder: ResponderHop.responderName(of: responder))
        }
        record(.responder(responder))
        return await responder.respond(to: error)
    }

    /// Hands `error` from `responder` to its parent and returns the parent's answer: the body of
    /// ``ErrorResponder/passToParent(_:)``, which the class chain's styles call directly.
    ///
    /// The common hop, inlined into the caller's `respond(to:)`: a parent, nobody observing, no cancellation, and few
    /// hops in flight. One async frame fewer than a call, which is most of the helper's cost. Everything else goes
    /// through ``passToParentChecked(from:_:)``.
    @MainActor
    @inlinable
    static func passToParent(from responder: some ErrorResponder, _ error: any Error) async -> ErrorEvaluation {
        if let parent = responder.parentResponder, mayHopToParent(error) {
            enterParentHop()
            defer { leaveParentHop(error) }
            return await parent.respond(to: error)
        }
        return await passToParentChecked(from: responder, error)
    }

    /// Everything else ``passToParent(from:_:)`` does: a cancellation answers ``ErrorEvaluation/cancel``, the end of
    /// the chain is reported unhandled with `responder` as the last responder, and any other hop goes through
    /// ``hop(from:to:_:)``.
    @MainActor
    @usableFromInline
    static func passToParentChecked(from responder: any ErrorResponder, _ error: any Error) async -> ErrorEvaluation {
        if let early = cancellationAnswer(for: error) {
            return early
        }
        guard let parent = responder.parentResponder else {
            return unhandled(error, reason: .endOfChain, lastResponder: ResponderHop.responderName(of: responder))
        }
        return await hop(from: responder, to: parent, error)
    }

    /// Whether the hop from a responder to its parent can go straight on: nobody observes, the task is not
    /// cancelled, the error is not a cancellation, and the hops in flight are below the limit that makes a hop look
    /// for a loop of parents. An answer of `true` must be followed by ``enterParentHop()`` and ``leaveParentHop(_:)``.
    @MainActor
    @usableFromInline
    static func mayHopToParent(_ error: any Error) -> Bool {
        !isObserving && CycleDetector.hopsInFlight < CycleDetector.hopsInFlightLimit
            && !Task.isCancelled && !CancellationGate.isCancellationCheckedOnce(error)
    }

    /// Starts a hop that ``mayHopToParent(_:)`` allowed.
    @MainActor
    @usableFromInline
    static func enterParentHop() {
        CycleDetector.hopsInFlight += 1
    }

    /// Ends a hop that ``mayHopToParent(_:)`` allowed for `error`.
    @MainActor
    @usableFromInline
    static func leaveParentHop(_ error: any Error) {
        CycleDetector.hopsInFlight -= 1
        CancellationGate.forgetCheckedError(error)
    }

    /// Hands `error` from `responder` to `parent` with every check: many hops in flight make it look for a loop of
    /// parents above `responder` (reported unhandled instead of followed), and the hop is recorded when something
    /// observes.
    @MainActor
    @inline(__always)
    static func hop(
        from responder: any ErrorResponder,
        to parent: any ErrorResponder,
        _ error: any Error
    ) async -> ErrorEvaluation {
        CycleDetector.hopsInFlight += 1
        defer { CycleDetector.hopsInFlight -= 1 }
        if CycleDetector.hopsInFlight > CycleDetector.hopsInFlightLimit,
            let cycle = CycleDetector.cycle(above: responder)
        {
            return unhandled(error, reason: .cycle(cycle), lastResponder: ResponderHop.responderName(of: responder))
        }
        guard isObserving else {
            return await parent.respond(to: error)
        }
        return await DispatchRecord.run(
            .error(error),
            joining: [.responder(parent)],
            starting: [.responder(responder), .responder(parent)]
        ) {
            await parent.respond(to: error)
        }
    }

    // MARK: Hops and routes

    /// Records `hop` on the route under way, when something observes; otherwise does nothing, and does not make
    /// the hop.
    @inline(__always)
    static func record(_ hop: @autoclosure () -> ResponderHop) {
        guard isObserving else { return }
        DispatchRecord.current?.append(hop())
    }

    /// Records the hops of `hops` on the route under way, when something observes.
    static func record(_ hops: @autoclosure () -> [ResponderHop]) {
        guard isObserving, let record = DispatchRecord.current else { return }
        for hop in hops() { record.append(hop) }
    }

    /// Runs `body` outside any route: what it dispatches starts routes of its own, as work shared by several
    /// dispatches (a coalesced run) must.
    static func outsideRoutes<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async -> Result
    ) async -> Result {
        await DispatchRecord.$current.withValue(nil, operation: body)
    }

    /// An origin whose work runs partly without awaiting and partly in a task it starts, such as
    /// ``ErrorHandler/handle(error:onCompleted:fileID:filePath:line:column:)``: a route of its own while something
    /// observes, nothing otherwise.
    struct DetachedOrigin: Sendable {
        private let record: DispatchRecord?

        /// Starts the route of `value`, beginning with `hops`, when something observes.
        init(_ value: @autoclosure () -> DispatchedValue, hops: @autoclosure () -> [ResponderHop]) {
            record = DispatchCore.isObserving ? DispatchRecord.begin(value(), hops: hops()) : nil
        }

        /// Runs synchronous work as part of the route.
        func run<Result>(_ body: () -> Result) -> Result {
            guard let record else { return body() }
            return DispatchRecord.$current.withValue(record, operation: body)
        }

        /// Runs asynchronous work as part of the route.
        func run<Result>(isolation: isolated (any Actor)? = #isolation, _ body: () async -> Result) async -> Result {
            await DispatchRecord.$current.withValue(record, operation: body)
        }

        /// Ends the route with the origin's answer.
        func finish(_ evaluation: ErrorEvaluation) {
            record?.finish(evaluation: evaluation)
        }
    }

    /// Runs an origin's work as a route of its own. Call it only when ``isObserving``.
    @inline(__always)
    static func origin<Outcome: RoutedOutcome>(
        _ value: DispatchedValue,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async -> Outcome
    ) async -> Outcome {
        await DispatchRecord.run(origin: value, body)
    }

    /// Runs a responder's work as a hop of the route under way, or as a new route when none is. Call it only when
    /// ``isObserving``.
    ///
    /// - Parameters:
    ///   - value: what is being dispatched.
    ///   - startsDispatch: `true` for an origin that always starts a route of its own.
    ///   - joining: the hops to record when joining a route under way.
    ///   - starting: the hops a new route starts with.
    ///   - body: the responder's work.
    @inline(__always)
    static func hop(
        _ value: @autoclosure () -> DispatchedValue,
        startsDispatch: Bool = false,
        joining: @autoclosure () -> [ResponderHop],
        starting: @autoclosure () -> [ResponderHop],
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async -> ErrorEvaluation
    ) async -> ErrorEvaluation {
        await DispatchRecord.run(
            value(),
            startsDispatch: startsDispatch,
            joining: joining(),
            starting: starting(),
            body
        )
    }

    // MARK: The unhandled terminal

    /// Reports `error`, which nobody handled, to the ``UnhandledTerminal`` and returns the evaluation every entry
    /// point answers for it: ``ErrorEvaluation/unhandled``.
    @discardableResult
    @usableFromInline
    static func unhandled(
        _ error: any Error,
        reason: UnhandledReason = .endOfChain,
        lastResponder: String? = nil
    ) -> ErrorEvaluation {
        unhandled(.error(error), reason: reason, lastResponder: lastResponder)
        return .unhandled
    }

    /// Reports `value`, which nobody handled: marks the route under way, if it is recorded, as unhandled, and hands
    /// the value with that route so far to the ``UnhandledTerminal``, which makes the report and delivers it.
    static func unhandled(_ value: DispatchedValue, reason: UnhandledReason, lastResponder: String? = nil) {
        let route = DispatchRecord.markUnhandled(value, reason: reason)
        UnhandledTerminal.deliver(value, reason: reason, lastResponder: lastResponder, route: route)
    }

    /// Ends the chain of `error` at a caller that was told nothing answered it, and so is not reported: the route
    /// under way, if it is recorded, is marked unhandled at the end of the chain, and the sink hears nothing.
    static func returnedUnhandled(_ error: any Error) {
        _ = DispatchRecord.markUnhandled(.error(error), reason: .endOfChain)
    }

    // MARK: Observers and traces

    /// Registers `observer` for the route of every dispatch, until the observation returned ends.
    static func addObserver(_ observer: @escaping @Sendable (DispatchRoute) -> Void) -> DispatchObservation {
        ObserverRegistry.routes.add(observer)
    }

    /// Runs `operation`, collecting the route of every dispatch that started in it, timed by `timer`.
    static func collectingRoutes<Result>(
        timer: DispatchTimer,
        isolation: isolated (any Actor)?,
        operation: () async throws -> Result
    ) async rethrows -> (result: Result, routes: [DispatchRoute]) {
        try await TraceScope.run(timer: timer, isolation: isolation, operation: operation)
    }
}
