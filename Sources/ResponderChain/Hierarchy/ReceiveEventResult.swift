/// What a `receiveEvent` responder of a ``ResponderPosition`` did with an event.
///
/// ```swift
/// let screen = parent.receiveEvent { event in
///     guard canHandle(event) else { return .notHandled }
///     handle(event)
///     return .handled
/// }
/// ```
public enum ReceiveEventResult: Hashable, Sendable {
    /// The event has been handled; it goes no further.
    case handled

    /// The event continues, unchanged, to the responders further out.
    case notHandled
}
