import ResponderChain
import ResponderChainTesting
import Testing

/// HierarchyResponder's documented scenarios, written from its README, run against ``ResponderPosition``.
///
/// Each scenario builds the position of the view that triggers or reports (outer responders first, as the
/// README's modifiers apply them from the outside in), sends one value, and checks who was called, in what
/// order, how the dispatch ended, and what reached the unhandled terminal.
@MainActor
@Suite("HierarchyResponder scenarios", .timeLimit(.minutes(1)))
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
                .handleEvent(ItemSelectionEvent.self, name: "ParentView") { event in
                    log.append("ParentView selects \(event.item)")
                }
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
                .handleEvent(name: "untyped") { _ in log.append("untyped") }
                .handleEvent(MyEvent.self, name: "typed") { log.append("typed") }
        },
        Scenario(
            "an untyped handler receives the types a typed one lets by",
            send: .event(AnotherEvent()),
            calls: ["untyped"],
            end: .handled(by: "untyped")
        ) { log in
            ResponderPosition.root
                .handleEvent(name: "untyped") { _ in log.append("untyped") }
                .handleEvent(MyEvent.self, name: "typed") { log.append("typed") }
        },
        Scenario(
            "receiveEvent returning notHandled lets the event continue",
            send: .event(MyEvent()),
            calls: ["receive", "outer"],
            end: .handled(by: "outer")
        ) { log in
            ResponderPosition.root
                .handleEvent(name: "outer") { _ in log.append("outer") }
                .receiveEvent(name: "receive") { _ in
                    log.append("receive")
                    return .notHandled
                }
        },
        Scenario(
            "receiveEvent returning handled stops the event",
            send: .event(MyEvent()),
            calls: ["receive"],
            end: .handled(by: "receive")
        ) { log in
            ResponderPosition.root
                .handleEvent(name: "outer") { _ in log.append("outer") }
                .receiveEvent(MyEvent.self, name: "receive") { _ in
                    log.append("receive")
                    return .handled
                }
        },
        Scenario(
            "a typed receiveEvent without the value",
            send: .event(MyEvent()),
            calls: ["receive", "outer"],
            end: .handled(by: "outer")
        ) { log in
            ResponderPosition.root
                .handleEvent(name: "outer") { _ in log.append("outer") }
                .receiveEvent(MyEvent.self, name: "receive") { () -> ReceiveEventResult in
                    log.append("receive")
                    return .notHandled
                }
        },
        Scenario(
            "transformEvent replaces MyEvent with AnotherEvent for everything further out",
            send: .event(MyEvent()),
            calls: ["transform", "AnotherEvent handled"],
            end: .handled(by: "outer")
        ) { log in
            ResponderPosition.root
                .handleEvent(AnotherEvent.self, name: "outer") { log.append("AnotherEvent handled") }
                .handleEvent(MyEvent.self, name: "never") { log.append("MyEvent handled") }
                .transformEvent(MyEvent.self, name: "transform") {
                    log.append("transform")
                    return AnotherEvent()
                }
        },
        Scenario(
            "an untyped transform sees every event",
            send: .event(ItemSelectionEvent(item: 1)),
            calls: ["transform", "item 2"],
            end: .handled(by: "outer")
        ) { log in
            ResponderPosition.root
                .handleEvent(ItemSelectionEvent.self, name: "outer") { event in log.append("item \(event.item)") }
                .transformEvent(name: "transform") { event in
                    log.append("transform")
                    return ItemSelectionEvent(item: ((event as? ItemSelectionEvent)?.item ?? 0) + 1)
                }
        },
        Scenario(
            "a failable event handler sends its error up the error chain",
            send: .event(MyEvent()),
            calls: ["handler throws", "AnError handled"],
            end: .failed(at: "handler", .proceed)
        ) { log in
            ResponderPosition.root
                .handleError(AnError.self, name: "errors") { log.append("AnError handled") }
                .handleEvent(name: "handler") { _ in
                    log.append("handler throws")
                    throw AnError()
                }
        },
        Scenario(
            "a failable handler's error that nobody handles reaches the terminal",
            send: .event(MyEvent()),
            calls: ["handler throws"],
            end: .failed(at: "handler", .unhandled),
            unhandled: 1
        ) { log in
            ResponderPosition.root
                .handleEvent(name: "handler") { _ in
                    log.append("handler throws")
                    throw AnError()
                }
        },
        Scenario(
            "catchError turns UnauthenticatedError into ShowSignInEvent",
            send: .error(UnauthenticatedError()),
            calls: ["catch", "show sign-in"],
            end: .evaluation(.proceed)
        ) { log in
            ResponderPosition.root
                .handleEvent(ShowSignInEvent.self, name: "app") { log.append("show sign-in") }
                .catchError(UnauthenticatedError.self, name: "catch") {
                    log.append("catch")
                    return ShowSignInEvent()
                }
        },
        Scenario(
            "catchError lets other errors by",
            send: .error(ReportedError()),
            calls: ["errors"],
            end: .evaluation(.proceed)
        ) { log in
            ResponderPosition.root
                .handleError(name: "errors") { _ in log.append("errors") }
                .catchError(UnauthenticatedError.self, name: "catch") {
                    log.append("catch")
                    return ShowSignInEvent()
                }
        },
        Scenario(
            "a caught error whose event nobody handles is unhandled, and the event reaches the terminal",
            send: .error(UnauthenticatedError()),
            calls: ["catch"],
            end: .evaluation(.unhandled),
            unhandled: 1
        ) { log in
            ResponderPosition.root
                .catchError(name: "catch") { _ in
                    log.append("catch")
                    return ShowSignInEvent()
                }
        },
        Scenario(
            "reportError reaches a handleError above",
            send: .error(ReportedError()),
            calls: ["handled"],
            end: .evaluation(.proceed)
        ) { log in
            ResponderPosition.root.handleError(name: "errors") { _ in log.append("handled") }
        },
        Scenario(
            "receiveError decides with an evaluation",
            send: .error(ReportedError()),
            calls: ["receive"],
            end: .evaluation(.retry)
        ) { log in
            ResponderPosition.root
                .handleError(name: "outer") { _ in log.append("outer") }
                .receiveError(ReportedError.self, name: "receive") { _ in
                    log.append("receive")
                    return .handled(.retry)
                }
        },
        Scenario(
            "receiveError returning notHandled lets the error continue",
            send: .error(ReportedError()),
            calls: ["receive", "outer"],
            end: .evaluation(.proceed)
        ) { log in
            ResponderPosition.root
                .handleError(name: "outer") { _ in log.append("outer") }
                .receiveError(name: "receive") { _ in
                    log.append("receive")
                    return .notHandled
                }
        },
        Scenario(
            "transformError replaces the error for everything further out",
            send: .error(ReportedError()),
            calls: ["transform", "AnError handled"],
            end: .evaluation(.proceed)
        ) { log in
            ResponderPosition.root
                .handleError(AnError.self, name: "outer") { log.append("AnError handled") }
                .handleError(ReportedError.self, name: "never") { log.append("ReportedError handled") }
                .transformError(ReportedError.self, name: "transform") {
                    log.append("transform")
                    return AnError()
                }
        },
        Scenario(
            "an unhandled event reaches the terminal",
            send: .event(MyEvent()),
            calls: ["receive"],
            end: .unhandledEvent,
            unhandled: 1
        ) { log in
            ResponderPosition.root.receiveEvent(name: "receive") { _ in
                log.append("receive")
                return .notHandled
            }
        },
        Scenario(
            "an unhandled error reaches the terminal",
            send: .error(ReportedError()),
            calls: [],
            end: .evaluation(.unhandled),
            unhandled: 1
        ) { log in
            ResponderPosition.root.handleError(AnError.self, name: "other") { log.append("other") }
        },
        Scenario(
            "asynchronous responders are awaited in the same order",
            send: .event(MyEvent()),
            calls: ["async receive", "async outer"],
            end: .handled(by: "outer")
        ) { log in
            ResponderPosition.root
                .handleEvent(MyEvent.self, name: "outer") { _ in
                    await Task.yield()
                    log.append("async outer")
                }
                .receiveEvent(name: "receive") { _ in
                    await Task.yield()
                    log.append("async receive")
                    return .notHandled
                }
        },
        Scenario(
            "a subclass event reaches a handler of its superclass",
            send: .event(PushEvent()),
            calls: ["navigation"],
            end: .handled(by: "navigation")
        ) { log in
            ResponderPosition.root.handleEvent(NavigationEvent.self, name: "navigation") { log.append("navigation") }
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
