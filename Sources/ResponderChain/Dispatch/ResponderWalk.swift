/// One kind of responder's part of a walk through responders: who is asked next, and what an answer means.
///
/// ``DispatchCore/walk(_:traced:_:)`` drives every walk: it makes the cancellation check and the observation decision,
/// asks the walk for turns, checks each error a responder put in the place of another, and ends an error nobody
/// answered at the unhandled terminal. A walk never reports to a sink and never checks for a cancellation; it
/// records hops only when the walk is `traced`.
@MainActor
protocol ResponderWalk {
    /// Asks responders about `error`, from where the walk stands, until one answers it, one replaces it with
    /// another error, the task is cancelled while one was awaited, or nobody is left.
    ///
    /// - Parameters:
    ///   - error: the error, which has passed the cancellation gate.
    ///   - traced: whether the responders asked are recorded as hops of the route under way.
    /// - Returns: how the turn ended.
    mutating func askNext(about error: any Error, traced: Bool) async -> WalkTurn
}

/// How a turn of a ``ResponderWalk`` ended.
enum WalkTurn {
    /// A responder answered: the walk ends with this evaluation.
    case answered(ErrorEvaluation)

    /// A responder replaced the error with this one, and responders are left to ask about it once it has passed the
    /// cancellation gate.
    case replaced(any Error)

    /// The task was cancelled while a responder was awaited: the walk ends with ``ErrorEvaluation/cancel``.
    case cancelled

    /// Nobody is left to ask: the error (or the one that replaced it on this turn) goes to the unhandled terminal.
    case ended(WalkEnd)
}

/// Where a walk ran out of responders: what reaches the unhandled terminal, why, and who was asked last.
struct WalkEnd {
    /// The error that replaced the walk's error on the last turn, if one did: it passes the gate before it is
    /// reported.
    var replacement: (any Error)?

    /// Why nobody answered: the end of the chain, or a loop of responders.
    var reason: UnhandledReason

    /// The last responder asked, named as a report names it.
    var lastResponder: LastResponder

    /// The last responder asked, as a walk knows it: the core names it.
    enum LastResponder {
        /// A responder of the class chain.
        case responder(any ErrorResponder)
        /// A responder known by its name, or nobody.
        case named(String?)
    }
}

extension DispatchCore {
    /// Drives `walk` for `error`, which has passed the cancellation gate: the one loop of every kind of responder.
    ///
    /// - Parameters:
    ///   - error: the error.
    ///   - traced: whether something observes: decided once, by the caller, for the whole dispatch.
    ///   - walk: the walk of the kind of responder asked.
    /// - Returns: the answer, ``ErrorEvaluation/cancel`` for a cancellation, or the unhandled terminal's.
    @MainActor
    static func walk(_ error: any Error, traced: Bool, _ walk: inout some ResponderWalk) async -> ErrorEvaluation {
        var error = error
        while true {
            switch await walk.askNext(about: error, traced: traced) {
            case .answered(let evaluation):
                return evaluation
            case .cancelled:
                markCancelled()
                return .cancel
            case .replaced(let replacement):
                guard case .goOn = CancellationGate.decide(replacement) else { return .cancel }
                error = replacement
            case .ended(let end):
                if let replacement = end.replacement {
                    guard case .goOn = CancellationGate.decide(replacement) else { return .cancel }
                    error = replacement
                }
                let lastResponder: String? =
                    switch end.lastResponder {
                    case .responder(let responder): ResponderHop.responderName(of: responder)
                    case .named(let name): name
                    }
                return unhandled(error, reason: end.reason, lastResponder: lastResponder)
            }
        }
    }

    /// Walks `walk` for `error`: past the gate, as a route of its own or a hop of the route under way while
    /// something observes. What an action of a hierarchy answers, and a responder of the core asked directly.
    ///
    /// - Parameters:
    ///   - error: the error.
    ///   - walk: the walk, from where the error starts.
    ///   - firstHops: the hops a route of its own starts with: the responder asked, when the walk does not record
    ///     it itself.
    /// - Returns: the answer, or the unhandled terminal's.
    @MainActor
    static func answer(
        _ error: any Error,
        walking walk: some ResponderWalk,
        startingAt firstHops: [ResponderHop] = []
    ) async -> ErrorEvaluation {
        var walk = walk
        guard isObserving else {
            return await pastGate(error) { await self.walk(error, traced: false, &walk) }
        }
        return await hop(.error(error), joining: [], starting: firstHops) {
            await pastGate(error) { await self.walk(error, traced: true, &walk) }
        }
    }
}
