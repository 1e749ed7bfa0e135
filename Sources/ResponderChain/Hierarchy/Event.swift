/// A value that travels up a responder hierarchy, the way an error does.
///
/// `Event` has no requirements: it marks a type as something a view or model can trigger for an ancestor to
/// receive. An event that no responder handles reaches the same ``UnhandledTerminal`` as an unhandled error.
///
/// ```swift
/// struct ItemSelected: Event {
///     let itemID: Int
/// }
/// ```
public protocol Event: Sendable {}
