/// The value a dispatch carries: an error on its way to an evaluation, or an event.
public enum DispatchedValue: Sendable {
    /// An error dispatched to error responders.
    case error(any Error)

    /// An event dispatched to event responders.
    case event(any Event)

    /// The error, when this value is one.
    public var error: (any Error)? {
        if case .error(let error) = self { error } else { nil }
    }

    /// The event, when this value is one.
    public var event: (any Event)? {
        if case .event(let event) = self { event } else { nil }
    }
}

extension DispatchedValue: CustomStringConvertible {
    /// A short description such as `error MyError.rootError`.
    public var description: String {
        switch self {
        case .error(let error): "error \(ValueDescription.of(error))"
        case .event(let event): "event \(ValueDescription.of(event))"
        }
    }
}
