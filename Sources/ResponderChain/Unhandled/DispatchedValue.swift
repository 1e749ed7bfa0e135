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

    /// The name of the value's dynamic type, without its module: `NetworkError`, `ShowPostEvent`.
    ///
    /// Logging and tracing bridges use it as a low-cardinality name for the dispatch.
    public var typeName: String {
        switch self {
        case .error(let error): ValueDescription.typeName(type(of: error))
        case .event(let event): ValueDescription.typeName(type(of: event))
        }
    }

    /// The value itself, described shortly as the current ``ErrorPrivacy`` allows: `NetworkError.noInternet` for an
    /// enum case, `NetworkError.http(status: <private>)` for one with a payload; for an error that wraps others, its
    /// ``ErrorChain/summary`` (`ProfileError.load → DatabaseError.read → CocoaError.fileReadCorruptFile
    /// [NSCocoaErrorDomain 259]`).
    public var valueDescription: String {
        switch self {
        case .error(let error):
            ErrorChain.wrapped(by: error) == nil ? PrivacyRenderer().value(error) : ErrorChain(error).summary
        case .event(let event):
            PrivacyRenderer().value(event)
        }
    }

    /// `error` or `event`.
    var kindName: String {
        switch self {
        case .error: "error"
        case .event: "event"
        }
    }

    /// The value with everything the current ``ErrorPrivacy`` shows of it: for an error, its ``ErrorChain/summary``
    /// (`URLError.timedOut [NSURLErrorDomain -1001]`, or each error it wraps with its payload as marked), never
    /// Foundation's `"(null)"`.
    var detailedValueDescription: String {
        switch self {
        case .error(let error): ErrorChain(error).summary
        case .event(let event): PrivacyRenderer().value(event)
        }
    }

    /// The value as a route's line shows it: an error's type and case, with its HTTP status, and the innermost error
    /// it wraps (`ProfileError.load (from URLError.notConnectedToInternet)`); `event Tap()` for an event.
    var glanceDescription: String {
        switch self {
        case .error(let error):
            let levels = ErrorChain(error).levels
            guard let outer = levels.first else { return PrivacyRenderer().value(error) }
            guard levels.count > 1, let inner = levels.last else { return outer.glanceDescription }
            return "\(outer.glanceDescription) (from \(inner.glanceDescription))"
        case .event(let event):
            return "event \(PrivacyRenderer().value(event))"
        }
    }

    /// The error's ``ErrorChain``: the error and every error it wraps. `nil` for an event.
    package var errorChain: ErrorChain? {
        error.map(ErrorChain.init)
    }

    /// The error's ``ErrorChain/groupingID``: the same for every error of the same structure, whatever its payload.
    /// `nil` for an event.
    public var groupingID: String? {
        error.map(ErrorChain.groupingID(of:))
    }
}

extension DispatchedValue: CustomStringConvertible {
    /// A short description such as `error MyError.rootError`.
    public var description: String {
        switch self {
        case .error: "error \(valueDescription)"
        case .event: "event \(valueDescription)"
        }
    }
}
