/// A value that is dispatched up a responder hierarchy, the way an error is.
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
