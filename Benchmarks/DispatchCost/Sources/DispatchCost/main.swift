import ResponderChain

// Five levels: the top one answers, the four below pass the error on. Modes:
//   baseline: the seed's hand-written `parentResponder?.respond(to:) ?? .cancel`
//   respond:  the same levels using `passToParent(_:)`, entered with `respond(to:)`
//   dispatch: the same, entered with `dispatch(_:)` (cancellation gate and the up-front loop walk)
//   chain:    an ErrorResponderChain with three synchronous connections that pass, then the top level

struct Boom: Error {}

/// One level; `forwarding` picks the seed's hand-written forwarding or the library's helper, so both modes
/// pay for the same branch and differ only in how they pass an error on.
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

@MainActor
func levels(_ forwarding: Level.Forwarding) -> [Level] {
    (0..<4).reduce([Level(answers: true, forwarding: forwarding, parent: nil)]) { levels, _ in
        levels + [Level(answers: false, forwarding: forwarding, parent: levels.last)]
    }
}

let handWritten = levels(.handWritten)
let helper = levels(.helper)
let chain = ErrorResponderChain(parentResponder: helper[0])
for _ in 0..<3 { _ = chain.connect { _ in nil } }

let arguments = CommandLine.arguments.dropFirst()
let count = Int(arguments.first ?? "1") ?? 1
let mode = arguments.dropFirst().first ?? "dispatch"
let error: any Error = Boom()
var proceeded = 0
for _ in 0..<count {
    let evaluation: ErrorEvaluation
    switch mode {
    case "baseline": evaluation = await handWritten[4].respond(to: error)
    case "respond": evaluation = await helper[4].respond(to: error)
    case "chain": evaluation = await chain.respond(to: error)
    default: evaluation = await helper[4].dispatch(error)
    }
    if evaluation == .proceed { proceeded += 1 }
}
precondition(proceeded == count)
