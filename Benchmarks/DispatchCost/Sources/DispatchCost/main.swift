import ResponderChain

// Five levels: the top one answers, the four below pass the error on. Modes:
//   baseline: the seed's hand-written `parentResponder?.respond(to:) ?? .cancel`
//   respond:  the same levels using `passToParent(_:)`, entered with `respond(to:)`
//   dispatch: the same, entered with `dispatch(_:)` (cancellation gate and the up-front loop walk)
//   chain:    an ErrorResponderChain with three synchronous connections that pass, then the top level

struct Boom: Error {}

final class HandWritten: ErrorResponder {
    weak var parentResponder: (any ErrorResponder)?
    let answers: Bool
    init(answers: Bool, parent: (any ErrorResponder)?) {
        self.answers = answers
        self.parentResponder = parent
    }
    func respond(to error: any Error) async -> ErrorEvaluation {
        answers ? .proceed : await parentResponder?.respond(to: error) ?? .cancel
    }
}

final class Level: ErrorResponder {
    weak var parentResponder: (any ErrorResponder)?
    let answers: Bool
    init(answers: Bool, parent: (any ErrorResponder)?) {
        self.answers = answers
        self.parentResponder = parent
    }
    func respond(to error: any Error) async -> ErrorEvaluation {
        answers ? .proceed : await passToParent(error)
    }
}

let handWritten = (0..<4).reduce([HandWritten(answers: true, parent: nil)]) { levels, _ in
    levels + [HandWritten(answers: false, parent: levels.last)]
}
let levels = (0..<4).reduce([Level(answers: true, parent: nil)]) { levels, _ in
    levels + [Level(answers: false, parent: levels.last)]
}
let chain = ErrorResponderChain(parentResponder: levels[0])
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
    case "respond": evaluation = await levels[4].respond(to: error)
    case "chain": evaluation = await chain.respond(to: error)
    default: evaluation = await levels[4].dispatch(error)
    }
    if evaluation == .proceed { proceeded += 1 }
}
precondition(proceeded == count)
