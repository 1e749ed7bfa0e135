import Testing

@testable public import ResponderChain

// Events of the kinds a cast can reach from other types; an app would rarely declare these, but a typed responder
// must still answer what `is` answers. (`AnyHashable` cannot be an event: it is not `Sendable`.)
extension Optional: Event where Wrapped: Event {}
extension Array: Event where Element: Event {}

struct HashableEvent: Event, Hashable {}

/// The fast type check of typed event responders answers what `is` answers.
@Suite("Event type checks", .timeLimit(.minutes(1)))
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
        (EventTypeCheck<Typed>().matches(event, shape: EventShape(of: event)), event is Typed)
    }

    @Test("matches agrees with `is` for every event and type", arguments: 0..<9, 0..<12)
    func agreesWithIs(check: Int, event: Int) {
        let (name, answer) = Self.checks[check]
        let (fast, cast) = answer(Self.events[event])
        #expect(fast == cast, "\(name) for \(type(of: Self.events[event]))")
    }

    @Test("only structs and enums outside the standard library's castable types are plain")
    func plainTypes() {
        #expect(EventShape.isPlain(MyEvent.self))
        #expect(EventShape.isPlain(MenuCommand.self))
        #expect(!EventShape.isPlain(NavigationEvent.self))
        #expect(!EventShape.isPlain(MyEvent?.self))
        #expect(!EventShape.isPlain([MyEvent].self))
        #expect(!EventShape.isPlain(AnyHashable.self))
    }
}
