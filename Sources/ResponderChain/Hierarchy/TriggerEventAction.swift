/// Triggers events at a ``ResponderPosition`` without waiting: the value the SwiftUI environment calls
/// `\.triggerEvent`.
///
/// ```swift
/// Button("Open") { triggerEvent(ItemSelected(item: item)) }
/// ```
///
/// Each call starts one task on the main actor, whatever the depth of the hierarchy; to wait for the outcome
/// without that task, call ``ResponderPosition/trigger(_:)``.
public struct TriggerEventAction: Sendable {
    /// The position where events are triggered.
    public let position: ResponderPosition

    /// Creates an action that triggers events at `position`.
    ///
    /// - Parameter position: the position.
    public init(position: ResponderPosition) {
        self.position = position
    }

    /// Triggers `event` in a new task, and returns the task, whose value is the outcome.
    ///
    /// - Parameter event: the event.
    /// - Returns: the task dispatching it; you need not keep it.
    @discardableResult
    public func callAsFunction(_ event: any Event) -> Task<EventOutcome, Never> {
        Task { @MainActor [position] in
            await position.trigger(event)
        }
    }
}
