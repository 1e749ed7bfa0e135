import Foundation
import ResponderChain

// Five levels: the top one answers, the four below pass the error on. Modes:
//   baseline: the seed's hand-written `parentResponder?.respond(to:) ?? .cancel`
//   respond:  the same levels using `passToParent(_:)`, entered with `respond(to:)`
//   dispatch: the same, entered with `dispatch(_:)` (cancellation gate and the up-front loop walk)
//   chain:    an ErrorResponderChain with three synchronous connections that pass, then the top level
//   rules-N-last / rules-N-none, switch-N-last / switch-N-none (N = 1 or 100): see Rules.swift. The handler is
//   asked with its synchronous `handle(error:onCompleted:)`, the switch is called directly.

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

let rules1 = rulesHandler(count: 1)
let rules100 = rulesHandler(count: 100)
let oldest: any Error = E0()
let unmatched: any Error = Unmatched()

let arguments = CommandLine.arguments.dropFirst()
let count = Int(arguments.first ?? "1") ?? 1
let mode = arguments.dropFirst().first ?? "dispatch"
let error: any Error = Boom()
if mode.hasPrefix("rules-") || mode.hasPrefix("switch-") {
    let answers = (await rules100.respond(to: oldest), await rules100.respond(to: unmatched))
    precondition(answers == (.retry, .cancel))
    let parts = mode.split(separator: "-")
    let error = parts[2] == "last" ? oldest : unmatched
    let ask: @MainActor (any Error) -> Bool
    switch (parts[0], parts[1]) {
    case ("rules", "1"): ask = { rules1.handle(error: $0, onCompleted: nil) }
    case ("rules", _): ask = { rules100.handle(error: $0, onCompleted: nil) }
    case (_, "1"): ask = { handWrittenSwitch1($0) != nil }
    default: ask = { handWrittenSwitch100($0) != nil }
    }
    var matched = 0
    for _ in 0..<count where ask(error) {
        matched += 1
    }
    // The handler takes every error (a rule or the catch-all); the switch only the matched ones.
    precondition(matched == (parts[0] == "rules" || parts[2] == "last" ? count : 0))
    exit(0)
}

if mode == "events-16" || mode == "nested-16" {
    let position = eventPosition(depth: 16)
    let nested = nestedClosures(depth: 16)
    let event: any Event = Tapped()
    var handled = 0
    if mode == "events-16" {
        for _ in 0..<count where await position.trigger(event).isHandled {
            handled += 1
        }
    } else {
        for _ in 0..<count where nested(event) {
            handled += 1
        }
    }
    precondition(handled == count)
    exit(0)
}

if mode == "respond-detached" || mode == "baseline-detached" {
    let top = mode == "respond-detached" ? helper[4] : handWritten[4]
    let count = count
    let done = await Task.detached { @MainActor in
        var proceeded = 0
        for _ in 0..<count where await top.respond(to: Boom()) == .proceed {
            proceeded += 1
        }
        return proceeded
    }.value
    precondition(done == count)
    exit(0)
}

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
