import ResponderChain

// The class chain: seed-style levels whose top answers. The library's forwarding helper (`passToParent`) against
// the seed's hand-written `parentResponder?.respond(to:) ?? .cancel`, and tracing with and without an observer.

struct Boom: Error {}

/// One level of a chain; both kinds pay for the same branch and differ only in how they pass an error on.
@MainActor
final class Level: ErrorResponder {
    enum Forwarding { case handWritten, helper }

    weak var parentResponder: (any ErrorResponder)?
    let answers: Bool
    let forwarding: Forwarding

    init(answers: Bool, forwarding: Forwarding, parent: (any ErrorResponder)?) {
        self.answers = answers
        self.forwarding = forwarding
        self.parentResponder = parent
    }

    func respond(to error: any Error) async -> ErrorEvaluation {
        if answers { return .proceed }
        switch forwarding {
        case .handWritten: return await parentResponder?.respond(to: error) ?? .cancel
        case .helper: return await passToParent(error)
        }
    }
}

/// `depth` levels, top first; the last is the origin. The array keeps them alive (parents are weak).
@MainActor
func levels(_ depth: Int, _ forwarding: Level.Forwarding) -> [Level] {
    var levels = [Level(answers: true, forwarding: forwarding, parent: nil)]
    while levels.count < depth {
        levels.append(Level(answers: false, forwarding: forwarding, parent: levels.last))
    }
    return levels
}

extension Scenarios {
    static func classChain() -> [Scenario] {
        var scenarios: [Scenario] = []
        for depth in [1, 4, 16, 64] {
            let subject = "class chain depth \(depth)"
            scenarios.append(
                Scenario("ClassChain", subject, "baseline: hand-written forwarding", baseline: true) { count in
                    let chain = levels(depth, .handWritten)
                    let error: any Error = Boom()
                    for _ in 0..<count { consume(await chain[depth - 1].respond(to: error)) }
                }
            )
            scenarios.append(
                Scenario("ClassChain", subject, "passToParent") { count in
                    let chain = levels(depth, .helper)
                    let error: any Error = Boom()
                    for _ in 0..<count { consume(await chain[depth - 1].respond(to: error)) }
                }
            )
        }
        // Tracing: `dispatch(_:)` with nobody observing, against the same chain without any tracing code (the
        // hand-written one), and with one observer.
        let subject = "tracing depth 16"
        scenarios.append(
            Scenario("ClassChain", subject, "baseline: no tracing code", baseline: true) { count in
                let chain = levels(16, .handWritten)
                let error: any Error = Boom()
                for _ in 0..<count { consume(await chain[15].respond(to: error)) }
            }
        )
        scenarios.append(
            Scenario("ClassChain", subject, "dispatch, no observer") { count in
                let chain = levels(16, .helper)
                let error: any Error = Boom()
                for _ in 0..<count { consume(await chain[15].dispatch(error)) }
            }
        )
        scenarios.append(
            Scenario("ClassChain", subject, "dispatch, one observer") { count in
                let chain = levels(16, .helper)
                let error: any Error = Boom()
                let observation = DispatchRoute.observe { consume($0) }
                for _ in 0..<count { consume(await chain[15].dispatch(error)) }
                observation.cancel()
            }
        )
        return scenarios
    }
}
