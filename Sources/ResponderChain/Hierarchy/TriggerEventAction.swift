/// Triggers events up a view hierarchy without waiting: the value the SwiftUI environment calls `\.triggerEvent`
/// (HierarchyResponder's).
///
/// ```swift
/// Button("Open") { triggerEvent(ItemSelected(item: item)) }
/// ```
///
/// Each call starts one task on the main actor, whatever the depth of the hierarchy.
///
/// Two actions are equal when they trigger at the same place in a hierarchy, so the environment value stays
/// equal across re-renders while the responders above keep their place.
public struct TriggerEventAction: Sendable, Equatable {
    /// The innermost responder the events go to; `nil` at the top, where they go to the ``UnhandledTerminal``.
    let head: ResponderNode?

    /// Creates an action that triggers events at `head` and outwards.
    package init(from head: ResponderNode?) {
        self.head = head
    }

    /// Whether two actions trigger at the same place.
    public static func == (lhs: TriggerEventAction, rhs: TriggerEventAction) -> Bool {
        lhs.head === rhs.head
    }

    /// Triggers `event` in a new task, without waiting.
    ///
    /// - Parameter event: the event.
    public func callAsFunction(_ event: any Event) {
        trigger(event)
    }

    /// Triggers `event` in a new task, and returns the task, whose value is the outcome; for the package's tests.
    @discardableResult
    package func trigger(_ event: any Event) -> Task<EventOutcome, Never> {
        Task { @MainActor [head] in
            await HierarchyDispatch.trigger(event, from: head)
        }
    }
}
