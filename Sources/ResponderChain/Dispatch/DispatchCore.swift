/// The parts every dispatch shares, whatever the kind of responder: the one place the class chain,
/// ``ErrorResponderChain``, actions, hierarchies, rules, categories and publishers go through.
///
/// - **The walk**: ``walk(_:traced:_:)`` drives every walk through responders. Each kind of responder's walk (a
///   ``ResponderWalk``) says only who is asked next and what an answer means; the core decides once whether the walk is traced, checks
///   each error a responder puts in place of another, and ends what nobody answered.
/// - **The cancellation gate**: a cancellation, or any error while the task is cancelled, answers
///   ``ErrorEvaluation/cancel`` without asking anyone (``pastGate(_:isolation:_:)``).
/// - **The cycle check**: a loop of `parentResponder` links is reported, never followed (``ClassChainWalk``,
///   ``passToParent(from:_:)``).
/// - **Hops**: while something traces or observes, each responder asked is recorded on the route under way
///   (``record(_:)``), and each origin starts a route of its own (``origin(_:_:)``).
/// - **The unhandled terminal**: what nobody handled goes to the ``UnhandledTerminal`` and answers
///   ``ErrorEvaluation/cancel`` (``unhandled(_:reason:lastResponder:)``).
/// - **Observers** receive each finished route from the record, never from a kind of responder.
///
/// A kind of responder (`Responder/`, `Action/`, `Hierarchy/`, `Rules/`, `Categories/`, `Publishing/`) keeps only what is
/// its own:
/// how it finds the next responder and what a responder's answer means. Nothing here allocates or takes a lock while
/// nobody observes.
enum DispatchCore {
    /// Whether any observer or trace is active anywhere.
    static var isObserving: Bool {
        DispatchRecord.isObserving
    }

    // MARK: The cancellation gate

    /// Runs `body`, the rest of a dispatch of `error`, unless the dispatch must stop here: when the task is cancelled
    /// or `error` is a cancellation at any level of its chain, the answer is ``ErrorEvaluation/cancel``, nobody is
    /// asked, and the route under way is marked cancelled.
    ///
    /// The chain of `error` is walked once per dispatch: `body`, and every hop it reaches with the same error, find it
    /// already checked.
    static func pastGate(
        _ error: any Error,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async -> ErrorEvaluation
    ) async -> ErrorEvaluation {
        switch CancellationGate.decide(error) {
        case .cancel:
            return .cancel
        case .goOn(let passed):
            return await CancellationGate.goOn(passed, body)
        }
    }

    /// Answers `error` at a responder of the core that anyone may ask directly (``ErrorHandler``,
    /// ``ErrorResponderChain``): past the gate, with `responder` as the first hop of a route of its own when
    /// something observes and no route is under way, and then up the chain from it.
    @MainActor
    static func respond(_ responder: some AnsweringResponder, to error: any Error) async -> ErrorEvaluation {
        await answer(
            error,
            walking: ClassChainWalk(next: responder, recordsNext: false, looksForLoopFirst: false),
            startingAt: [.responder(responder)]
        )
    }

    /// Marks the route under way, if any, as cancelled by its task.
    static func markCancelled() {
        if isObserving {
            DispatchRecord.markCancelled(atLevel: nil)
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
            return await ask(responder, about: error, traced: false)
        }
        return await hop(.error(error), startsDispatch: true, joining: [], starting: []) {
            await ask(responder, about: error, traced: true)
        }
    }

    /// The walk of ``dispatch(_:at:)``: past the cancellation gate, a look for a loop of parents above `responder`,
    /// then `responder`, asked as the first hop of the route, and the responders above it.
    @MainActor
    private static func ask(_ responder: any ErrorResponder, about error: any Error, traced: Bool) async
        -> ErrorEvaluation
    {
        var walk = ClassChainWalk(next: responder, recordsNext: true, looksForLoopFirst: true)
        return await pastGate(error) { await self.walk(error, traced: traced, &walk) }
    }

    /// Hands `error` from `responder` to its parent and returns the parent's answer: the body of
    /// ``ErrorResponder/passToParent(_:)``, which the class chain's own responders call.
    ///
    /// A cancellation answers ``ErrorEvaluation/cancel``; the end of the chain is reported unhandled with
    /// `responder` as the last responder. Otherwise the parent is asked with ``ErrorResponder/respond(to:)``: one of
    /// the core's responders walks on from there (``respond(_:to:)``), and any other passes the error on itself. The
    /// hop counts among the hops in flight on the main actor, and past ``CycleDetector/hopsInFlightLimit`` each one
    /// looks for a loop of parents above `responder`, reported unhandled instead of followed.
    @MainActor
    static func passToParent(from responder: any ErrorResponder, _ error: any Error) async -> ErrorEvaluation {
        guard case .goOn(let passed) = CancellationGate.decide(error) else { return .cancel }
        guard let parent = responder.parentResponder else {
            return unhandled(error, reason: .endOfChain, lastResponder: ResponderHop.responderName(of: responder))
        }
        CycleDetector.hopsInFlight += 1
        defer { CycleDetector.hopsInFlight -= 1 }
        if CycleDetector.hopsInFlight > CycleDetector.hopsInFlightLimit,
            let cycle = CycleDetector.cycle(above: responder)
        {
            return unhandled(error, reason: .cycle(cycle), lastResponder: ResponderHop.responderName(of: responder))
        }
        guard isObserving else {
            guard let passed else { return await parent.respond(to: error) }
            return await CancellationGate.goOn(passed) { await parent.respond(to: error) }
        }
        // A hop made outside any route, by a responder asked directly, starts one with both responders.
        return await DispatchRecord.run(
            .error(error),
            joining: [.responder(parent)],
            starting: [.responder(responder), .responder(parent)]
        ) {
            await CancellationGate.goOn(passed) { await parent.respond(to: error) }
        }
    }

    // MARK: Hops and routes

    /// Records `hop` on the route under way, when something observes; otherwise does nothing, and does not make
    /// the hop.
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
    /// point answers for it: ``ErrorEvaluation/cancel``.
    @discardableResult
    static func unhandled(
        _ error: any Error,
        reason: UnhandledReason = .endOfChain,
        lastResponder: String? = nil
    ) -> ErrorEvaluation {
        unhandled(.error(error), reason: reason, lastResponder: lastResponder)
        return .cancel  // the answer every entry point gives an unhandled error
    }

    /// Reports `value`, which nobody handled: marks the route under way, if it is recorded, as unhandled, and hands
    /// the value with that route so far to the ``UnhandledTerminal``, which makes the report and delivers it.
    ///
    /// A value reported where no route is under way (an error dispatched to a parent that has gone, a report made
    /// by hand) gets a route of its own while something observes, so that every observer, a bridge's included,
    /// sees every unhandled value.
    static func unhandled(_ value: DispatchedValue, reason: UnhandledReason, lastResponder: String? = nil) {
        var route = DispatchRecord.markUnhandled(value, reason: reason)
        if route == nil, isObserving, DispatchRecord.current == nil {
            route = DispatchRecord.unhandledAlone(value, reason: reason, lastResponder: lastResponder)
        }
        UnhandledTerminal.deliver(value, reason: reason, lastResponder: lastResponder, route: route)
    }

    /// Ends the chain of `error` at a caller that was told nothing answered it, and so is not reported: the route
    /// under way, if it is recorded, is marked unhandled at the end of the chain, and the sink hears nothing.
    static func returnedUnhandled(_ error: any Error) {
        _ = DispatchRecord.markUnhandled(.error(error), reason: .endOfChain)
    }

    // MARK: Observers and traces

    /// Registers `observer` for the route of every dispatch, until the observation returned ends.
    static func addObserver(writesUnhandled: Bool, _ observer: @escaping @Sendable (DispatchRoute) -> Void)
        -> DispatchObservation
    {
        ObserverRegistry.routes.add(writesUnhandled: writesUnhandled, observer)
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
