import Foundation
import ResponderChain

// `ErrorResponderChain` with 1, 8 and 64 connected closures, none of which answers but the oldest, against an
// array of closures of the same kind looped by hand; synchronous and asynchronous. The synchronous rows also set
// closures kept in structs (`StoredConnection`) and the Error Responder Chain example's own design
// (`ExampleErrorResponderChain`) beside it.

/// The Error Responder Chain example's `ErrorResponderChain`, written from its description: every connection is an
/// `async` closure with an id, inserted at index 0 of an array, and a dispatch awaits them in order until one answers.
@MainActor
final class ExampleErrorResponderChain {
    private var connections: [(id: UUID, respond: (any Error) async -> ErrorEvaluation?)] = []

    func connect(_ respond: @escaping (any Error) async -> ErrorEvaluation?) -> UUID {
        let id = UUID()
        connections.insert((id: id, respond: respond), at: 0)
        return id
    }

    func respond(to error: any Error) async -> ErrorEvaluation {
        for connection in connections {
            if let evaluation = await connection.respond(error) {
                return evaluation
            }
        }
        return .cancel
    }
}

/// A connection as an app might keep one by hand: the closure in a struct, so that it is called as it was made.
struct StoredConnection {
    let respond: (any Error) -> ErrorEvaluation?
}

extension Scenarios {
    static func connections() -> [Scenario] {
        var scenarios: [Scenario] = []
        for count in [1, 8, 64] {
            let subject = "ErrorResponderChain \(count) sync connections"
            scenarios.append(
                Scenario("Connections", subject, "baseline: hand-looped closures", baseline: true) { iterations in
                    var closures: [(any Error) -> ErrorEvaluation?] = [{ _ in .proceed }]
                    while closures.count < count { closures.append { _ in nil } }
                    let error: any Error = Boom()
                    for _ in 0..<iterations {
                        var answer: ErrorEvaluation?
                        for closure in closures.reversed() {
                            answer = closure(error)
                            if answer != nil { break }
                        }
                        consume(answer)
                    }
                }
            )
            scenarios.append(
                Scenario("Connections", subject, "baseline: closures kept in structs", baseline: true) { iterations in
                    var connections = [StoredConnection { _ in .proceed }]
                    while connections.count < count { connections.append(StoredConnection { _ in nil }) }
                    let error: any Error = Boom()
                    for _ in 0..<iterations {
                        var answer: ErrorEvaluation?
                        var index = connections.count - 1
                        while index >= 0 {
                            answer = connections[index].respond(error)
                            if answer != nil { break }
                            index -= 1
                        }
                        consume(answer)
                    }
                }
            )
            scenarios.append(
                Scenario(
                    "Connections", subject,
                    "baseline: design of the Error Responder Chain example, async closures inserted at 0",
                    baseline: true
                ) {
                    iterations in
                    let chain = ExampleErrorResponderChain()
                    _ = chain.connect { _ in .proceed }
                    for _ in 1..<count { _ = chain.connect { _ in nil } }
                    let error: any Error = Boom()
                    for _ in 0..<iterations { consume(await chain.respond(to: error)) }
                }
            )
            scenarios.append(
                Scenario("Connections", subject, "ErrorResponderChain") { iterations in
                    let chain = ErrorResponderChain()
                    _ = chain.connect { (_: any Error) -> ErrorEvaluation? in .proceed }
                    for _ in 1..<count { _ = chain.connect { (_: any Error) -> ErrorEvaluation? in nil } }
                    let error: any Error = Boom()
                    for _ in 0..<iterations { consume(await chain.respond(to: error)) }
                }
            )
            let asyncSubject = "ErrorResponderChain \(count) async connections"
            scenarios.append(
                Scenario("Connections", asyncSubject, "baseline: hand-looped async closures", baseline: true) {
                    iterations in
                    // Formed on the main actor, like the closures the chain is given: no executor hop per call.
                    var closures: [(any Error) async -> ErrorEvaluation?] = [{ _ in .proceed }]
                    while closures.count < count { closures.append { _ in nil } }
                    let error: any Error = Boom()
                    for _ in 0..<iterations {
                        var answer: ErrorEvaluation?
                        for closure in closures.reversed() {
                            answer = await closure(error)
                            if answer != nil { break }
                        }
                        consume(answer)
                    }
                }
            )
            scenarios.append(
                Scenario("Connections", asyncSubject, "ErrorResponderChain") { iterations in
                    let chain = ErrorResponderChain()
                    _ = chain.connect { (_: any Error) async -> ErrorEvaluation? in .proceed }
                    for _ in 1..<count { _ = chain.connect { (_: any Error) async -> ErrorEvaluation? in nil } }
                    let error: any Error = Boom()
                    for _ in 0..<iterations { consume(await chain.respond(to: error)) }
                }
            )
        }
        return scenarios
    }
}
