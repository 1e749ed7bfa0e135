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
            name: "receiveEvent answering handled",
            isAsync: isAsync,
            apply: { parent, log, isAsync in
                isAsync
                    ? parent.receiveEvent { () async in
                        log.append("receive")
                        return .handled
                    }
                    : parent.receiveEvent {
                        log.append("receive")
                        return .handled
                    }
            },
            dispatch: triggered,
            expectedOutcome: "handled, event MyEvent",
            expectedLog: ["receive"]
        ),
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
            name: "transformEvent",
            isAsync: isAsync,
            apply: { parent, log, isAsync in
                let outer = parent.handleEvent(AnotherEvent.self) { log.append("another") }
                return isAsync
                    ? outer.transformEvent { () async in AnotherEvent() } : outer.transformEvent { AnotherEvent() }
            },
            dispatch: triggered,
            expectedOutcome: "handled, event AnotherEvent",
            expectedLog: ["another"]
        ),
        WithoutValueCase(
            name: "receiveError answering retry",
            isAsync: isAsync,
            apply: { parent, log, isAsync in
                isAsync
                    ? parent.receiveError { () async in
                        log.append("receive")
                        return .handled(.retry)
                    }
                    : parent.receiveError {
                        log.append("receive")
                        return .handled(.retry)
                    }
            },
            dispatch: reported,
            expectedOutcome: "retry",
            expectedLog: ["receive"]
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
        WithoutValueCase(
            name: "transformError",
            isAsync: isAsync,
            apply: { parent, log, isAsync in
                let outer = parent.receiveError(AnError.self) {
                    log.append("an error")
                    return .handled(.abort)
                }
                return isAsync ? outer.transformError { () async in AnError() } : outer.transformError { AnError() }
            },
            dispatch: reported,
            expectedOutcome: "abort",
            expectedLog: ["an error"]
        ),
        WithoutValueCase(
            name: "catchError",
            isAsync: isAsync,
            apply: { parent, log, isAsync in
                let outer = parent.handleEvent(ShowSignInEvent.self) { log.append("sign in") }
                return isAsync
                    ? outer.catchError { () async in ShowSignInEvent() } : outer.catchError { ShowSignInEvent() }
            },
            dispatch: reported,
            expectedOutcome: "proceed",
            expectedLog: ["sign in"]
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

    @Test("receiveEvent answering notHandled passes the event on to the terminal")
    func notHandledPassesOn() async {
        let log = Log()
        let position = ResponderPosition.root.receiveEvent(name: "ignores") {
            log.append("asked")
            return .notHandled
        }
        let (outcome, unhandled) = await UnhandledCapture.run { await position.trigger(MyEvent()) }
        #expect(outcome.resolution == .unhandled(.endOfChain))
        #expect(log.entries == ["asked"])
        #expect(unhandled.map(\.lastResponder) == ["ignores"])
    }
}
