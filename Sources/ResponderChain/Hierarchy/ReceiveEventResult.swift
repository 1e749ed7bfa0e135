/// What a `receiveEvent` responder did with an event.
///
/// ```swift
/// ScreenView()
///     .receiveEvent { event in
///         guard canHandle(event) else { return .notHandled }
///         handle(event)
///         return .handled
///     }
/// ```
public enum ReceiveEventResult: Hashable, Sendable {
    /// The event has been handled; it goes no further.
    case handled

    /// The event continues, unchanged, to the responders further out.
    case notHandled
}
