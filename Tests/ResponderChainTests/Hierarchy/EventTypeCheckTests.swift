import Foundation
import ResponderChainTesting
import Testing

@testable public import ResponderChain

// Events of the kinds a cast can reach from other types; an app would rarely declare these, but a typed responder
// must still answer what `is` answers. (`AnyHashable` cannot be an event: it is not `Sendable`.)
extension Optional: Event where Wrapped: Event {}
extension Array: Event where Element: Event {}

struct HashableEvent: Event, Hashable {}

class ClassError: Error, @unchecked Sendable {}
final class SubclassError: ClassError, @unchecked Sendable {}

/// The fast type checks of typed responders answer what `is` answers.
@Suite("Event type checks", .timeLimit(.minutes(2)))
struct EventTypeCheckTests {
    /// Events of every kind: structs, an enum, a class and its subclass, optionals, arrays and `AnyHashable`.
    static let events: [any Event] = [
        MyEvent(), AnotherEvent(), MenuCommand.refresh, NavigationEvent(), PushEvent(),
        Optional(MyEvent()), Optional<MyEvent>.none, NavigationEvent?(PushEvent()),
        [PushEvent()], [NavigationEvent()], [MyEvent](), HashableEvent(),
    ]

    /// The check of each typed responder type, next to what `is` says.
    static let checks: [(String, @Sendable (any Event) -> (check: Bool, cast: Bool))] = [
        ("MyEvent", { answers(MyEvent.self, $0) }),
        ("MenuCommand", { answers(MenuCommand.self, $0) }),
        ("NavigationEvent", { answers(NavigationEvent.self, $0) }),
        ("PushEvent", { answers(PushEvent.self, $0) }),
        ("MyEvent?", { answers(MyEvent?.self, $0) }),
        ("NavigationEvent?", { answers(NavigationEvent?.self, $0) }),
        ("[NavigationEvent]", { answers([NavigationEvent].self, $0) }),
        ("[MyEvent]", { answers([MyEvent].self, $0) }),
        ("HashableEvent", { answers(HashableEvent.self, $0) }),
    ]

    private static func answers<Typed: Event>(_: Typed.Type, _ event: any Event) -> (check: Bool, cast: Bool) {
        let shape = ValueShape(of: type(of: event))
        let node = PlacedResponder(.handleEvent(Typed.self, .synchronous { _ in }), label: label)
        // The dispatch skips a node from its plain fields before the check; it may only skip what `is` rejects.
        let skipped = node.skips(type(of: event), shape: shape)
        let check = TypeCheck<Typed>().matches(event, shape: shape)
        return (skipped ? false : check, event is Typed)
    }

    static let label = ResponderLabel(name: "typed", fileID: #fileID, line: #line)

    @Test("matches agrees with `is` for every event and type", arguments: 0..<9, 0..<12)
    func agreesWithIs(check: Int, event: Int) {
        let (name, answer) = Self.checks[check]
        let (fast, cast) = answer(Self.events[event])
        #expect(fast == cast, "\(name) for \(type(of: Self.events[event]))")
    }

    /// The same through a dispatch: a responder typed with a class is asked about the events `is` accepts, its
    /// subclass and an optional holding one included, and never about another event, which reaches its closure
    /// only through a check.
    @MainActor
    @Test(
        "a responder of a class of events is asked about exactly the events `is` accepts",
        arguments: [false, true], 0..<12)
    func classResponderIsAskedAboutWhatIsAccepts(asynchronous: Bool, event index: Int) async {
        let event = Self.events[index]
        let asked = Locked(0)
        let step: ResponderDefinition =
            asynchronous
            ? .receiveEvent(
                NavigationEvent.self,
                .asynchronous { _ in
                    asked.withLock { $0 += 1 }
                    return .handled
                })
            : .receiveEvent(
                NavigationEvent.self,
                .synchronous { _ in
                    asked.withLock { $0 += 1 }
                    return .handled
                })
        let node = ResponderNode(step, label: Self.label, parent: nil)
        _ = await UnhandledCapture.run { await ResponderPosition(head: node).trigger(event) }
        #expect(asked.withLock { $0 } == (event is NavigationEvent ? 1 : 0), "\(type(of: event))")
    }

    @Test("only structs and enums outside the standard library's castable types and existentials are plain")
    func plainTypes() {
        #expect(ValueShape.isPlain(MyEvent.self))
        #expect(ValueShape.isPlain(MenuCommand.self))
        #expect(!ValueShape.isPlain(NavigationEvent.self))
        #expect(!ValueShape.isPlain(MyEvent?.self))
        #expect(!ValueShape.isPlain([MyEvent].self))
        #expect(!ValueShape.isPlain(AnyHashable.self))
        #expect(!ValueShape.isPlain((any Error).self))
    }

    /// Errors of every kind: structs, enums, a class, `NSError`s, a `CancellationError` and optionals.
    static let errors: [any Error] = [
        AnError(), ReportedError(), NetworkError.logout, ClassError(), SubclassError(),
        NSError(domain: "test", code: 1), URLError(.timedOut), CancellationError(),
    ]

    /// The check of each typed error responder type, next to what `is` says.
    static let errorChecks: [(String, @Sendable (any Error) -> (check: Bool, cast: Bool))] = [
        ("AnError", { answers(AnError.self, $0) }),
        ("NetworkError", { answers(NetworkError.self, $0) }),
        ("ClassError", { answers(ClassError.self, $0) }),
        ("SubclassError", { answers(SubclassError.self, $0) }),
        ("NSError", { answers(NSError.self, $0) }),
        ("URLError", { answers(URLError.self, $0) }),
        ("any Error", { answers((any Error).self, $0) }),
    ]

    private static func answers<Typed: Error>(_: Typed.Type, _ error: any Error) -> (check: Bool, cast: Bool) {
        let shape = ValueShape(of: type(of: error))
        let node = PlacedResponder(.handleError(Typed.self, .synchronous { _ in }), label: label)
        let skipped = node.skips(type(of: error), shape: shape)
        let check = TypeCheck<Typed>().matches(error, shape: shape)
        return (skipped ? false : check, error is Typed)
    }

    @Test("typed error responders ask exactly the errors `is` accepts", arguments: 0..<7, 0..<8)
    func errorsAgreeWithIs(check: Int, error: Int) {
        let (name, answer) = Self.errorChecks[check]
        let (fast, cast) = answer(Self.errors[error])
        #expect(fast == cast, "\(name) for \(type(of: Self.errors[error]))")
    }
}
