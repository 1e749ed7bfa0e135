import ResponderChain
import ResponderChainTesting
import Testing

/// HierarchyResponder's documented scenarios, written from its README, run against ``ResponderPosition``.
///
/// Each scenario builds the position of the view that triggers or reports (outer responders first, as the
/// README's modifiers apply them from the outside in), sends one value, and checks who was called, in what
/// order, how the dispatch ended, and what reached the unhandled terminal.
@MainActor
@Suite("HierarchyResponder scenarios", .timeLimit(.minutes(2)))
struct HierarchyScenarioTests {
    /// How a scenario's dispatch ends.
    enum End: Equatable, Sendable {
        /// The event was handled by the named responder.
        case handled(by: String)
        /// The named responder threw; the error got this evaluation.
        case failed(at: String, ErrorEvaluation)
        /// The event went unhandled.
        case unhandledEvent
        /// The error got this evaluation.
        case evaluation(ErrorEvaluation)
    }

    struct Scenario: Sendable, CustomTestStringConvertible {
        let name: String
        let origin: @Sendable (Log) -> ResponderPosition
        let value: DispatchedValue
        let calls: [String]
        let end: End
        let unhandled: Int

        init(
            _ name: String,
            send value: DispatchedValue,
            calls: [String],
            end: End,
            unhandled: Int = 0,
            origin: @escaping @Sendable (Log) -> ResponderPosition
        ) {
            self.name = name
            self.origin = origin
            self.value = value
            self.calls = calls
            self.end = end
            self.unhandled = unhandled
        }

        var testDescription: String { name }
    }

    nonisolated static let scenarios: [Scenario] = [
        Scenario(
            "an item selection is handled two levels up, by ParentView",
            send: .event(ItemSelectionEvent(item: 3)),
            calls: ["ParentView selects 3"],
            end: .handled(by: "ParentView")
        ) { log in
            let parentView = ResponderPosition.root
                .adding(
                    .handleEvent(
                        ItemSelectionEvent.self,
                        .asynchronous { event in
                            log.append("ParentView selects \(event.item)")
                        }), name: "ParentView")
            let gridView = parentView  // GridView registers nothing
            return gridView  // ItemView triggers with the environment it inherits
        },
        Scenario(
            "a typed handler absorbs its type before an untyped one sees it",
            send: .event(MyEvent()),
            calls: ["typed"],
            end: .handled(by: "typed")
        ) { log in
            ResponderPosition.root
                .adding(.handleEvent(.asynchronous { _ in log.append("untyped") }), name: "untyped")
                .adding(.handleEvent(MyEvent.self, .asynchronous { _ in log.append("typed") }), name: "typed")
        },
        Scenario(
            "an untyped handler receives the types a typed one lets by",
            send: .event(AnotherEvent()),
            calls: ["untyped"],
            end: .handled(by: "untyped")
        ) { log in
            ResponderPosition.root
                .adding(.handleEvent(.asynchronous { _ in log.append("untyped") }), name: "untyped")
                .adding(.handleEvent(MyEvent.self, .asynchronous { _ in log.append("typed") }), name: "typed")
        },
        Scenario(
            "receiveEvent returning notHandled lets the event continue",
            send: .event(MyEvent()),
            calls: ["receive", "outer"],
            end: .handled(by: "outer")
        ) { log in
            ResponderPosition.root
                .adding(.handleEvent(.asynchronous { _ in log.append("outer") }), name: "outer")
                .adding(
                    .receiveEvent(
                        .asynchronous { _ in
                            log.append("receive")
                            return .notHandled
                        }), name: "receive")
        },
        Scenario(
            "receiveEvent returning handled stops the event",
            send: .event(MyEvent()),
            calls: ["receive"],
            end: .handled(by: "receive")
        ) { log in
            ResponderPosition.root
                .adding(.handleEvent(.asynchronous { _ in log.append("outer") }), name: "outer")
                .adding(
                    .receiveEvent(
                        MyEvent.self,
                        .asynchronous { _ in
                            log.append("receive")
                            return .handled
                        }), name: "receive")
        },
        Scenario(
            "a typed receiveEvent that answers notHandled",
            send: .event(MyEvent()),
            calls: ["receive", "outer"],
            end: .handled(by: "outer")
        ) { log in
            ResponderPosition.root
                .adding(.handleEvent(.asynchronous { _ in log.append("outer") }), name: "outer")
                .adding(
                    .receiveEvent(
                        MyEvent.self,
                        .asynchronous { _ -> ReceiveEventResult in
                            log.append("receive")
                            return .notHandled
                        }), name: "receive")
        },
        Scenario(
            "transformEvent replaces MyEvent with AnotherEvent for everything further out",
            send: .event(MyEvent()),
            calls: ["transform", "AnotherEvent handled"],
            end: .handled(by: "outer")
        ) { log in
            ResponderPosition.root
                .adding(
                    .handleEvent(AnotherEvent.self, .asynchronous { _ in log.append("AnotherEvent handled") }),
                    name: "outer"
                )
                .adding(.handleEvent(MyEvent.self, .asynchronous { _ in log.append("MyEvent handled") }), name: "never")
                .adding(
                    .transformEvent(
                        MyEvent.self,
                        .asynchronous { _ in
                            log.append("transform")
                            return AnotherEvent()
                        }), name: "transform")
        },
        Scenario(
            "an untyped transform sees every event",
            send: .event(ItemSelectionEvent(item: 1)),
            calls: ["transform", "item 2"],
            end: .handled(by: "outer")
        ) { log in
            ResponderPosition.root
                .adding(
                    .handleEvent(ItemSelectionEvent.self, .asynchronous { event in log.append("item \(event.item)") }),
                    name: "outer"
                )
                .adding(
                    .transformEvent(
                        .asynchronous { event in
                            log.append("transform")
                            return ItemSelectionEvent(item: ((event as? ItemSelectionEvent)?.item ?? 0) + 1)
                        }), name: "transform")
        },
        Scenario(
            "a failable event handler sends its error up the error chain",
            send: .event(MyEvent()),
            calls: ["handler throws", "AnError handled"],
            end: .failed(at: "handler", .proceed)
        ) { log in
            ResponderPosition.root
                .adding(
                    .handleError(AnError.self, .asynchronous { _ in log.append("AnError handled") }), name: "errors"
                )
                .adding(
                    .handleEvent(
                        .asynchronous { _ in
                            log.append("handler throws")
                            throw AnError()
                        }), name: "handler")
        },
        Scenario(
            "a failable handler's error that nobody handles reaches the terminal",
            send: .event(MyEvent()),
            calls: ["handler throws"],
            end: .failed(at: "handler", .cancel),
            unhandled: 1
        ) { log in
            ResponderPosition.root
                .adding(
                    .handleEvent(
                        .asynchronous { _ in
                            log.append("handler throws")
                            throw AnError()
                        }), name: "handler")
        },
        Scenario(
            "catchError turns UnauthenticatedError into ShowSignInEvent",
            send: .error(UnauthenticatedError()),
            calls: ["catch", "show sign-in"],
            end: .evaluation(.proceed)
        ) { log in
            ResponderPosition.root
                .adding(
                    .handleEvent(ShowSignInEvent.self, .asynchronous { _ in log.append("show sign-in") }), name: "app"
                )
                .adding(
                    .catchError(
                        UnauthenticatedError.self,
                        .asynchronous { _ in
                            log.append("catch")
                            return ShowSignInEvent()
                        }), name: "catch")
        },
        Scenario(
            "catchError lets other errors by",
            send: .error(ReportedError()),
            calls: ["errors"],
            end: .evaluation(.proceed)
        ) { log in
            ResponderPosition.root
                .adding(.handleError(.asynchronous { _ in log.append("errors") }), name: "errors")
                .adding(
                    .catchError(
                        UnauthenticatedError.self,
                        .asynchronous { _ in
                            log.append("catch")
                            return ShowSignInEvent()
                        }), name: "catch")
        },
        Scenario(
            "a caught error whose event nobody handles is unhandled, and the event reaches the terminal",
            send: .error(UnauthenticatedError()),
            calls: ["catch"],
            end: .evaluation(.cancel),
            unhandled: 1
        ) { log in
            ResponderPosition.root
                .adding(
                    .catchError(
                        .asynchronous { _ in
                            log.append("catch")
                            return ShowSignInEvent()
                        }), name: "catch")
        },
        Scenario(
            "reportError reaches a handleError above",
            send: .error(ReportedError()),
            calls: ["handled"],
            end: .evaluation(.proceed)
        ) { log in
            ResponderPosition.root.adding(.handleError(.asynchronous { _ in log.append("handled") }), name: "errors")
        },
        Scenario(
            "receiveError decides with an evaluation",
            send: .error(ReportedError()),
            calls: ["receive"],
            end: .evaluation(.retry)
        ) { log in
            ResponderPosition.root
                .adding(.handleError(.asynchronous { _ in log.append("outer") }), name: "outer")
                .adding(
                    .receiveError(
                        ReportedError.self,
                        .asynchronous { _ in
                            log.append("receive")
                            return .handled(.retry)
                        }), name: "receive")
        },
        Scenario(
            "receiveError returning notHandled lets the error continue",
            send: .error(ReportedError()),
            calls: ["receive", "outer"],
            end: .evaluation(.proceed)
        ) { log in
            ResponderPosition.root
                .adding(.handleError(.asynchronous { _ in log.append("outer") }), name: "outer")
                .adding(
                    .receiveError(
                        .asynchronous { _ in
                            log.append("receive")
                            return .notHandled
                        }), name: "receive")
        },
        Scenario(
            "transformError replaces the error for everything further out",
            send: .error(ReportedError()),
            calls: ["transform", "AnError handled"],
            end: .evaluation(.proceed)
        ) { log in
            ResponderPosition.root
                .adding(.handleError(AnError.self, .asynchronous { _ in log.append("AnError handled") }), name: "outer")
                .adding(
                    .handleError(ReportedError.self, .asynchronous { _ in log.append("ReportedError handled") }),
                    name: "never"
                )
                .adding(
                    .transformError(
                        ReportedError.self,
                        .asynchronous { _ in
                            log.append("transform")
                            return AnError()
                        }), name: "transform")
        },
        Scenario(
            "an unhandled event reaches the terminal",
            send: .event(MyEvent()),
            calls: ["receive"],
            end: .unhandledEvent,
            unhandled: 1
        ) { log in
            ResponderPosition.root.adding(
                .receiveEvent(
                    .asynchronous { _ in
                        log.append("receive")
                        return .notHandled
                    }), name: "receive")
        },
        Scenario(
            "an unhandled error reaches the terminal",
            send: .error(ReportedError()),
            calls: [],
            end: .evaluation(.cancel),
            unhandled: 1
        ) { log in
            ResponderPosition.root.adding(
                .handleError(AnError.self, .asynchronous { _ in log.append("other") }), name: "other")
        },
        Scenario(
            "asynchronous responders are awaited in the same order",
            send: .event(MyEvent()),
            calls: ["async receive", "async outer"],
            end: .handled(by: "outer")
        ) { log in
            ResponderPosition.root
                .adding(
                    .handleEvent(
                        MyEvent.self,
                        .asynchronous { _ in
                            await Task.yield()
                            log.append("async outer")
                        }), name: "outer"
                )
                .adding(
                    .receiveEvent(
                        .asynchronous { _ in
                            await Task.yield()
                            log.append("async receive")
                            return .notHandled
                        }), name: "receive")
        },
        Scenario(
            "a subclass event reaches a handler of its superclass",
            send: .event(PushEvent()),
            calls: ["navigation"],
            end: .handled(by: "navigation")
        ) { log in
            ResponderPosition.root.adding(
                .handleEvent(NavigationEvent.self, .asynchronous { _ in log.append("navigation") }), name: "navigation")
        },
    ]

    @Test("scenario", arguments: scenarios)
    func scenario(_ scenario: Scenario) async {
        let log = Log()
        let position = scenario.origin(log)
        let (end, unhandled) = await UnhandledCapture.run { () -> End in
            switch scenario.value {
            case .event(let event):
                let outcome = await position.trigger(event)
                switch outcome.resolution {
                case .handled: return .handled(by: outcome.responder ?? "?")
                case .failed(let evaluation): return .failed(at: outcome.responder ?? "?", evaluation)
                case .unhandled: return .unhandledEvent
                case .cancelled: return .evaluation(.cancel)
                }
            case .error(let error):
                return .evaluation(await position.report(error))
            }
        }
        #expect(log.entries == scenario.calls)
        #expect(end == scenario.end)
        #expect(unhandled.count == scenario.unhandled)
    }
}
