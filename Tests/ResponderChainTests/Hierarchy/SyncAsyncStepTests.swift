import ResponderChainTesting
import Testing

@testable import ResponderChain

/// Every verb's responder, given a closure that decides at once or one that may wait, behaves the same: the same
/// outcome, the same responders asked. The SwiftUI modifiers pick one or the other by the closure's type.
@MainActor
@Suite("Responders that decide at once and responders that wait agree", .timeLimit(.minutes(2)))
struct SyncAsyncStepTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// The responder under test, made with a closure of the kind asked for; it logs `"step"` when asked.
        let step: @MainActor @Sendable (_ isAsync: Bool, Log) -> ResponderDefinition
        /// Whether an event goes up through it (else an error), to an outer responder that logs what reaches it.
        let sendsEvent: Bool
        let expected: ErrorEvaluation
        let expectedLog: [String]

        var testDescription: String { name }
    }

    nonisolated static func responding<Input, Output>(
        _ isAsync: Bool,
        _ body: @escaping @MainActor (Input) throws -> Output
    ) -> Responding<Input, Output> {
        isAsync ? .asynchronous { try body($0) } : .synchronous(body)
    }

    nonisolated static let cases: [Case] = [
        Case(
            name: "receiveEvent, not handled",
            step: { isAsync, log in
                .receiveEvent(
                    responding(isAsync) { _ in
                        log.append("step")
                        return .notHandled
                    })
            },
            sendsEvent: true, expected: .proceed, expectedLog: ["step", "outer MyEvent"]),
        Case(
            name: "typed handleEvent",
            step: { isAsync, log in .handleEvent(MyEvent.self, responding(isAsync) { _ in log.append("step") }) },
            sendsEvent: true, expected: .proceed, expectedLog: ["step"]),
        Case(
            name: "typed handleEvent of another type",
            step: { isAsync, log in .handleEvent(AnotherEvent.self, responding(isAsync) { _ in log.append("step") }) },
            sendsEvent: true, expected: .proceed, expectedLog: ["outer MyEvent"]),
        Case(
            name: "typed transformEvent",
            step: { isAsync, log in
                .transformEvent(
                    MyEvent.self,
                    responding(isAsync) { _ in
                        log.append("step")
                        return AnotherEvent()
                    })
            },
            sendsEvent: true, expected: .proceed, expectedLog: ["step", "outer AnotherEvent"]),
        Case(
            name: "handleEvent that throws",
            step: { isAsync, log in
                .handleEvent(
                    responding(isAsync) { _ in
                        log.append("step")
                        throw AnError()
                    })
            },
            sendsEvent: true, expected: .cancel, expectedLog: ["step"]),
        Case(
            name: "typed receiveError",
            step: { isAsync, log in
                .receiveError(
                    AnError.self,
                    responding(isAsync) { _ in
                        log.append("step")
                        return .handled(.retry)
                    })
            },
            sendsEvent: false, expected: .retry, expectedLog: ["step"]),
        Case(
            name: "handleError",
            step: { isAsync, log in .handleError(responding(isAsync) { _ in log.append("step") }) },
            sendsEvent: false, expected: .proceed, expectedLog: ["step"]),
        Case(
            name: "typed transformError",
            step: { isAsync, log in
                .transformError(
                    AnError.self,
                    responding(isAsync) { _ in
                        log.append("step")
                        return ReportedError()
                    })
            },
            sendsEvent: false, expected: .abort, expectedLog: ["step", "outer ReportedError"]),
        Case(
            name: "typed catchError",
            step: { isAsync, log in
                .catchError(
                    AnError.self,
                    responding(isAsync) { _ in
                        log.append("step")
                        return MyEvent()
                    })
            },
            sendsEvent: false, expected: .cancel, expectedLog: ["step"]),
    ]

    @Test("the answer and the responders asked are the same", arguments: cases, [false, true])
    func agree(_ testCase: Case, isAsync: Bool) async {
        let log = Log()
        let outer =
            testCase.sendsEvent
            ? ResponderPosition.root.adding(
                .handleEvent(.synchronous { event in log.append("outer \(type(of: event))") }))
            : ResponderPosition.root.adding(
                .receiveError(
                    .synchronous { error in
                        log.append("outer \(type(of: error))")
                        return .handled(.abort)
                    }))
        let position = outer.adding(testCase.step(isAsync, log), name: "step")
        let (answer, _) = await UnhandledCapture.run {
            testCase.sendsEvent ? await position.trigger(MyEvent()).evaluation : await position.report(AnError())
        }
        #expect(answer == testCase.expected)
        #expect(log.entries == testCase.expectedLog)
    }
}
