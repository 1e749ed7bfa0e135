import Testing

@testable import ResponderChain

/// The fast type check of typed event responders answers what `is` answers.
@Suite("Event type checks")
struct EventTypeCheckTests {
    /// Events of every kind: structs, an enum, a class and its subclass.
    static let events: [any Event] = [MyEvent(), AnotherEvent(), MenuCommand.refresh, NavigationEvent(), PushEvent()]

    /// The check of each typed responder type, next to what `is` says.
    static let checks: [(String, @Sendable (any Event) -> (check: Bool, cast: Bool))] = [
        ("MyEvent", { (EventTypeCheck<MyEvent>().matches($0), $0 is MyEvent) }),
        ("MenuCommand", { (EventTypeCheck<MenuCommand>().matches($0), $0 is MenuCommand) }),
        ("NavigationEvent", { (EventTypeCheck<NavigationEvent>().matches($0), $0 is NavigationEvent) }),
        ("PushEvent", { (EventTypeCheck<PushEvent>().matches($0), $0 is PushEvent) }),
    ]

    @Test("matches agrees with `is` for every event and type", arguments: 0..<4, 0..<5)
    func agreesWithIs(check: Int, event: Int) {
        let (name, answer) = Self.checks[check]
        let (fast, cast) = answer(Self.events[event])
        #expect(fast == cast, "\(name) for \(type(of: Self.events[event]))")
    }
}
