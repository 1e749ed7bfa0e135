#if !canImport(SwiftUI)
    import ResponderChain
    import ResponderChainSwiftUI
    import ResponderChainTesting
    import SwiftUIStandIn
    import SwiftUIStandInHost
    import Testing

    /// One untyped modifier written with a closure that ignores its argument, as HierarchyResponder's README writes
    /// `.handleEvent { }`, put on `TriggerView`: the button to tap, and what the recorder must hold after it.
    struct WithoutValueCase: Sendable, CustomTestStringConvertible {
        let name: String
        let isAsync: Bool
        /// Puts the modifier under test on the view, recording to the recorder.
        let view: @MainActor @Sendable (Recorder, Bool) -> AnyView
        let tap: String
        let expectedLines: [String]

        var testDescription: String { "\(name)\(isAsync ? " (async)" : "")" }
    }

    private let withoutValueCases: [WithoutValueCase] = [false, true].flatMap { isAsync in
        [
            WithoutValueCase(
                name: "handleEvent",
                isAsync: isAsync,
                view: { recorder, isAsync in
                    isAsync
                        ? AnyView(TriggerView().handleEvent { () async in recorder.lines.append("handle") })
                        : AnyView(TriggerView().handleEvent { recorder.lines.append("handle") })
                },
                tap: "Trigger",
                expectedLines: ["handle"]
            ),
            WithoutValueCase(
                name: "handleEvent that throws",
                isAsync: isAsync,
                view: { recorder, isAsync in
                    isAsync
                        ? AnyView(
                            TriggerView()
                                .handleEvent { () async throws in throw AnError() }
                                .handleError { recorder.lines.append("error handled") })
                        : AnyView(
                            TriggerView()
                                .handleEvent { throw AnError() }
                                .handleError { recorder.lines.append("error handled") })
                },
                tap: "Trigger",
                expectedLines: ["error handled"]
            ),
            WithoutValueCase(
                name: "handleError",
                isAsync: isAsync,
                view: { recorder, isAsync in
                    isAsync
                        ? AnyView(TriggerView().handleError { () async in recorder.lines.append("handle") })
                        : AnyView(TriggerView().handleError { recorder.lines.append("handle") })
                },
                tap: "Report",
                expectedLines: ["handle"]
            ),
        ]
    }

    @MainActor
    @Suite("Untyped modifiers whose closure ignores the value, rendered", .timeLimit(.minutes(2)))
    struct UntypedWithoutValueTests {
        @Test("each handles what reaches it, as the same modifier that takes the value", arguments: withoutValueCases)
        func behavesLikeTheOneTakingTheValue(_ testCase: WithoutValueCase) async {
            let recorder = Recorder()
            let (_, unhandled) = await UnhandledCapture.run {
                let host = ViewHost(testCase.view(recorder, testCase.isAsync))
                #expect(host.tap(testCase.tap))
                await waitUntil { recorder.lines.count == testCase.expectedLines.count }
                await host.settle()
            }
            #expect(recorder.lines == testCase.expectedLines)
            #expect(unhandled.isEmpty)
        }

        @Test("receiveEvent answering notHandled passes the event on to the terminal, naming the modifier")
        func notHandledPassesOn() async {
            let recorder = Recorder()
            let (_, unhandled) = await UnhandledCapture.run {
                let host = ViewHost(
                    TriggerView().receiveEvent(name: "ignores") { _ in
                        recorder.lines.append("asked")
                        return .notHandled
                    })
                #expect(host.tap("Trigger"))
                await waitUntil { recorder.lines.count == 1 }
                await host.settle()
            }
            #expect(recorder.lines == ["asked"])
            #expect(unhandled.map(\.reason) == [.endOfChain])
            #expect(unhandled.map(\.lastResponder) == ["ignores"])
        }
    }
#endif
