/// A responder of the core whose own answer the walk takes, and which leaves the way on to its parent to the walk:
/// an ``ErrorHandler``'s rules, an ``ErrorResponderChain``'s connections.
@MainActor
protocol AnsweringResponder: ErrorResponder {
    /// This responder's own answer to `error`, which has passed the cancellation gate; `nil` passes the error to
    /// ``ErrorResponder/parentResponder``.
    ///
    /// - Parameters:
    ///   - error: the error.
    ///   - traced: whether what this responder asks is recorded as hops of the route under way.
    /// - Returns: the answer, or `nil`.
    func ownAnswer(to error: any Error, traced: Bool) async -> ErrorEvaluation?
}

/// The class chain's walk: from a responder up its `parentResponder` links.
///
/// A responder of the core (``AnsweringResponder``) gives its own answer, and the walk goes on to its parent; any
/// other responder is asked with ``ErrorResponder/respond(to:)``, whose answer is the walk's, since it passes the
/// error on itself with ``ErrorResponder/passToParent(_:)``.
struct ClassChainWalk: ResponderWalk {
    /// `responder` as one of the core's responders that answer for themselves, or `nil`.
    ///
    /// Class casts, one per kind: a cast to the protocol costs a conformance lookup on every hop, which doubled the
    /// wall time of a walk through 16 responders (`Benchmarks/wall-time.sh`).
    static func answering(_ responder: any ErrorResponder) -> (any AnsweringResponder)? {
        switch responder {
        case let handler as ErrorHandler: handler
        case let chain as ErrorResponderChain: chain
        default: nil
        }
    }

    /// The responder asked next.
    var next: any ErrorResponder

    /// Whether `next` is recorded as a hop when asked: `false` when the caller recorded it already.
    var recordsNext: Bool

    /// Whether the walk starts by looking for a loop of parents above `next`: a dispatch does, before anyone is
    /// asked.
    var looksForLoopFirst: Bool

    mutating func askNext(about error: any Error, traced: Bool) async -> WalkTurn {
        if looksForLoopFirst {
            looksForLoopFirst = false
            if let cycle = CycleDetector.cycle(above: next) {
                return .ended(WalkEnd(reason: .cycle(cycle), lastResponder: .responder(next)))
            }
        }
        var hops = 0
        while true {
            let responder = next
            if traced, recordsNext {
                DispatchCore.record(.responder(responder))
            }
            recordsNext = true
            guard let answering = Self.answering(responder) else {
                guard hops > 0 else { return .answered(await responder.respond(to: error)) }
                // A hop to a parent that passes errors on itself: counted among the hops in flight, as its own
                // `passToParent` counts the next.
                CycleDetector.hopsInFlight += 1
                defer { CycleDetector.hopsInFlight -= 1 }
                return .answered(await responder.respond(to: error))
            }
            if let answer = await answering.ownAnswer(to: error, traced: traced) {
                return .answered(answer)
            }
            if Task.isCancelled {
                return .cancelled
            }
            guard let parent = responder.parentResponder else {
                return .ended(WalkEnd(reason: .endOfChain, lastResponder: .responder(responder)))
            }
            hops += 1
            if hops + CycleDetector.hopsInFlight > CycleDetector.hopsInFlightLimit,
                let cycle = CycleDetector.cycle(above: responder)
            {
                return .ended(WalkEnd(reason: .cycle(cycle), lastResponder: .responder(responder)))
            }
            next = parent
        }
    }
}
