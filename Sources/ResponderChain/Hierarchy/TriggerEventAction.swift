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
    /// In a test, an event that goes unhandled fails the test at the line that called this.
    ///
    /// - Parameters:
    ///   - event: the event.
    ///   - fileID: the caller's `#fileID`: where a test fails when the event goes unhandled; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    public func callAsFunction(
        _ event: any Event,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        CallSite.starting(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            trigger(event)
        }
    }

    /// Triggers `event` in a new task, and returns the task, whose value is the outcome; for the package's tests.
    @discardableResult
    package func trigger(_ event: any Event) -> Task<EventOutcome, Never> {
        Task { @MainActor [head] in
            await HierarchyDispatch.trigger(event, from: head)
        }
    }
}
