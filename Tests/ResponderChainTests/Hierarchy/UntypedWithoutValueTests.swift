import ResponderChainTesting
import Testing

@testable import ResponderChain

/// One untyped responder written with a closure that ignores its argument, as HierarchyResponder's README writes
/// `.handleEvent { }`, and what the dispatch through it must come to.
struct WithoutValueCase: Sendable, CustomTestStringConvertible {
    let name: String
    let isAsync: Bool
    /// Applies the responder under test to `parent`, logging to `log`.
    let apply: @MainActor @Sendable (ResponderPosition, Log, Bool) -> ResponderPosition
    /// Dispatches through `position` and describes what happened.
    let dispatch: @MainActor @Sendable (ResponderPosition) async -> String
    let expectedOutcome: String
    let expectedLog: [String]

    var testDescription: String { "\(name)\(isAsync ? " (async)" : "")" }
}

@MainActor
private func triggered(_ position: ResponderPosition) async -> String {
    let outcome = await position.trigger(MyEvent())
    return "\(outcome.resolution), event \(type(of: outcome.event))"
}

@MainActor
private func reported(_ position: ResponderPosition) async -> String {
    "\(await position.report(ReportedError()))"
}

private let cases: [WithoutValueCase] = [false, true].flatMap { isAsync in
    [
        WithoutValueCase(
            name: "handleEvent",
            isAsync: isAsync,
            apply: { parent, log, isAsync in
                isAsync
                    ? parent.handleEvent { () async in log.append("handle") }
                    : parent.handleEvent { log.append("handle") }
            },
            dispatch: triggered,
            expectedOutcome: "handled, event MyEvent",
            expectedLog: ["handle"]
        ),
        WithoutValueCase(
            name: "handleEvent that throws",
            isAsync: isAsync,
            apply: { parent, log, isAsync in
                let outer = parent.handleError { log.append("error handled") }
                return isAsync
                    ? outer.handleEvent { () async throws in throw AnError() } : outer.handleEvent { throw AnError() }
            },
            dispatch: triggered,
            expectedOutcome: "failed(proceed), event MyEvent",
            expectedLog: ["error handled"]
        ),
        WithoutValueCase(
            name: "handleError",
            isAsync: isAsync,
            apply: { parent, log, isAsync in
                isAsync
                    ? parent.handleError { () async in log.append("handle") }
                    : parent.handleError { log.append("handle") }
            },
            dispatch: reported,
            expectedOutcome: "proceed",
            expectedLog: ["handle"]
        ),
    ]
}

@MainActor
@Suite("Untyped responders whose closure ignores the value", .timeLimit(.minutes(1)))
struct UntypedWithoutValueTests {
    @Test("each behaves as the same responder that takes the value", arguments: cases)
    func behavesLikeTheOneTakingTheValue(_ testCase: WithoutValueCase) async {
        let log = Log()
        let position = testCase.apply(.root, log, testCase.isAsync)
        let (outcome, unhandled) = await UnhandledCapture.run { await testCase.dispatch(position) }
        #expect(outcome == testCase.expectedOutcome)
        #expect(log.entries == testCase.expectedLog)
        #expect(unhandled.isEmpty)
    }

    @Test("receiveEvent answering notHandled, with a closure that ignores the event, passes it on to the terminal")
    func notHandledPassesOn() async {
        let log = Log()
        let position = ResponderPosition.root.receiveEvent(name: "ignores") { _ in
            log.append("asked")
            return .notHandled
        }
        let (outcome, unhandled) = await UnhandledCapture.run { await position.trigger(MyEvent()) }
        #expect(outcome.resolution == .unhandled(.endOfChain))
        #expect(log.entries == ["asked"])
        #expect(unhandled.map(\.lastResponder) == ["ignores"])
    }
}
