import ResponderChain

// The class chain: levels in the Error Responder Chain example's style, whose top answers. The library's forwarding
// helper (`passToParent`) against the example's hand-written `parentResponder?.respond(to:) ?? .cancel`, and tracing
// with and without an observer.

struct Boom: Error {}

/// One level of a chain; both kinds pay for the same branch and differ only in how they pass an error on.
@MainActor
final class Level: ErrorResponder {
    enum Forwarding { case handWritten, helper, bareHelper }

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
        case .bareHelper: return await forwardWithoutChecks(error)
        }
    }
}

extension ErrorResponder {
    /// The least a forwarding helper can be: a protocol-extension method that does what the hand-written line
    /// does, with none of `passToParent`'s checks. What it costs beyond the hand-written line is the price of
    /// being a helper at all: Swift keeps the main-actor hop at the start of the inlined method.
    func forwardWithoutChecks(_ error: any Error) async -> ErrorEvaluation {
        await parentResponder?.respond(to: error) ?? .cancel
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
                Scenario("ClassChain", subject, "reference: helper without checks") { count in
                    let chain = levels(depth, .bareHelper)
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
        // Tracing: `dispatch(_:)` with nobody observing, against the same code in a build of the library without
        // tracing (run.sh runs the baseline in the `RESPONDER_CHAIN_TRACING=compiled-out` build), and with one
        // observer.
        let subject = "tracing depth 16"
        scenarios.append(
            Scenario("ClassChain", subject, "baseline: tracing compiled out", baseline: true) { count in
                let chain = levels(16, .helper)
                let error: any Error = Boom()
                for _ in 0..<count { consume(await chain[15].dispatch(error)) }
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
        // Reports (issue 65): what an app pays for the ring of recent dispatches. One that never makes one, or made
        // one and let it go, should pay what a build without tracing pays; one that keeps a ring pays for recording
        // and writing each route.
        let recent = "recent dispatches depth 16"
        scenarios.append(
            Scenario("ClassChain", recent, "baseline: tracing compiled out", baseline: true) { count in
                let chain = levels(16, .helper)
                let error: any Error = Boom()
                for _ in 0..<count { consume(await chain[15].dispatch(error)) }
            }
        )
        scenarios.append(
            Scenario("ClassChain", recent, "no ring") { count in
                let chain = levels(16, .helper)
                let error: any Error = Boom()
                for _ in 0..<count { consume(await chain[15].dispatch(error)) }
            }
        )
        scenarios.append(
            Scenario("ClassChain", recent, "a ring made, then released") { count in
                consume(RecentDispatches(capacity: 20).lines)
                let chain = levels(16, .helper)
                let error: any Error = Boom()
                for _ in 0..<count { consume(await chain[15].dispatch(error)) }
            }
        )
        scenarios.append(
            Scenario("ClassChain", recent, "a ring of 20 kept") { count in
                let ring = RecentDispatches(capacity: 20)
                let chain = levels(16, .helper)
                let error: any Error = Boom()
                for _ in 0..<count { consume(await chain[15].dispatch(error)) }
                consume(ring.lines)
            }
        )
        // What an observer that writes each route, as the logging bridge does, pays for the privacy policy: the route
        // of an error with a payload written through the policy, against the observer writing the error as Swift
        // describes it. The route is written only when read, so a dispatch nobody observes pays nothing (the rows
        // above).
        let written = "observed route depth 4, payload error"
        scenarios.append(
            Scenario("ClassChain", written, "baseline: observer writes the error as Swift does", baseline: true) {
                count in
                let chain = levels(4, .helper)
                let error: any Error = UploadFailed.rejected(path: "/Users/ada/report.pdf", attempts: 3)
                let observation = DispatchRoute.observe { route in
                    consume(route.value.error.map { String(reflecting: $0) })
                }
                for _ in 0..<count { consume(await chain[3].dispatch(error)) }
                observation.cancel()
            }
        )
        scenarios.append(
            Scenario("ClassChain", written, "observer writes detailedDescription") { count in
                let chain = levels(4, .helper)
                let error: any Error = UploadFailed.rejected(path: "/Users/ada/report.pdf", attempts: 3)
                let observation = DispatchRoute.observe { route in consume(route.detailedDescription) }
                for _ in 0..<count { consume(await chain[3].dispatch(error)) }
                observation.cancel()
            }
        )
        return scenarios
    }
}

/// An error with a payload: a path the user chose, which the privacy policy leaves out by default.
enum UploadFailed: Error {
    case rejected(path: String, attempts: Int)
}
