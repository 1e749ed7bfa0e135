// The closures behind the typed responders: a typed responder skips values of other types, as `is` decides.

/// Whether an event is of type `Typed`, with the answer of `is` but mostly without its cost.
///
/// An event's type can only be a subtype of `Typed` when both are classes; for any other `Typed` (a struct or an
/// enum, as events usually are), `is` holds exactly when the event's dynamic type is `Typed`, which one pointer
/// comparison tells. The runtime cast runs only where a subclass could match. (Errors keep the full cast: an
/// `NSError` can bridge to a Swift error type.)
struct EventTypeCheck<Typed: Event>: Sendable {
    private let typedIsClass = Typed.self is AnyClass

    func matches(_ event: any Event) -> Bool {
        let eventType = type(of: event)
        if eventType == Typed.self { return true }
        return typedIsClass && eventType is AnyClass && event is Typed
    }
}

extension EventBody {
    static func typed<Typed: Event>(
        _: Typed.Type,
        _ respond: @escaping @MainActor (Typed) throws -> EventStep
    ) -> EventBody {
        let check = EventTypeCheck<Typed>()
        return .synchronous { event in
            // A check, then `as!`: `as?` to a generic type looks up `Optional<Typed>`'s metadata on every call,
            // which costs more than both.
            guard check.matches(event) else { return .skipped }
            return try respond(event as! Typed)
        }
    }

    static func typed<Typed: Event>(
        _: Typed.Type,
        _ respond: @escaping @MainActor (Typed) async throws -> EventStep
    ) -> EventBody {
        let check = EventTypeCheck<Typed>()
        return .asynchronous { event in
            guard check.matches(event) else { return .skipped }
            return try await respond(event as! Typed)
        }
    }

    /// An untyped transform: its result replaces the event.
    static func transforming(_ transform: @escaping @MainActor (any Event) throws -> any Event) -> EventBody {
        .synchronous { event in
            event = try transform(event)
            return .transformed
        }
    }

    static func transforming(_ transform: @escaping @MainActor (any Event) async throws -> any Event) -> EventBody {
        .asynchronous { event in
            event = try await transform(event)
            return .transformed
        }
    }

    /// A typed transform: its result replaces events of type `Typed`.
    static func transforming<Typed: Event>(
        _: Typed.Type,
        _ transform: @escaping @MainActor (Typed) throws -> any Event
    ) -> EventBody {
        let check = EventTypeCheck<Typed>()
        return .synchronous { event in
            guard check.matches(event) else { return .skipped }
            event = try transform(event as! Typed)
            return .transformed
        }
    }

    static func transforming<Typed: Event>(
        _: Typed.Type,
        _ transform: @escaping @MainActor (Typed) async throws -> any Event
    ) -> EventBody {
        let check = EventTypeCheck<Typed>()
        return .asynchronous { event in
            guard check.matches(event) else { return .skipped }
            event = try await transform(event as! Typed)
            return .transformed
        }
    }
}

extension ErrorBody {
    static func typed<Typed: Error>(
        _: Typed.Type,
        _ respond: @escaping @MainActor (Typed) throws -> ErrorStep
    ) -> ErrorBody {
        .synchronous { error in
            // `is`, then `as!`: `as?` to a generic type looks up `Optional<Typed>`'s metadata on every call,
            // which costs more than both casts.
            guard error is Typed else { return .skipped }
            return try respond(error as! Typed)
        }
    }

    static func typed<Typed: Error>(
        _: Typed.Type,
        _ respond: @escaping @MainActor (Typed) async throws -> ErrorStep
    ) -> ErrorBody {
        .asynchronous { error in
            guard error is Typed else { return .skipped }
            return try await respond(error as! Typed)
        }
    }
}

extension ReceiveEventResult {
    var step: EventStep {
        switch self {
        case .handled: .handled
        case .notHandled: .notHandled
        }
    }
}
