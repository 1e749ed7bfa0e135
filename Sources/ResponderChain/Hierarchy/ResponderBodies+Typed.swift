// The closures behind the typed responders: a typed responder skips values of other types, as `is` decides.

/// Whether an event is of type `Typed`, with the answer of `is` but mostly without its cost.
///
/// Events of exactly `Typed` match after one pointer comparison. Between two plain types (see ``EventShape``) no
/// cast can succeed, so an event of another plain type is skipped without one. Everything else (classes,
/// optionals, collections, `AnyHashable`) gets the runtime's `is`.
struct EventTypeCheck<Typed: Event>: Sendable {
    private let typedIsPlain = EventShape.isPlain(Typed.self)

    func matches(_ event: any Event, shape: EventShape) -> Bool {
        if type(of: event) == Typed.self { return true }
        if typedIsPlain && shape.isPlain { return false }
        return event is Typed
    }
}

extension EventBody {
    static func typed<Typed: Event>(
        _: Typed.Type,
        _ respond: @escaping @MainActor (Typed) throws -> EventStep
    ) -> EventBody {
        let check = EventTypeCheck<Typed>()
        return .synchronous { event, shape in
            // A check, then `as!`: `as?` to a generic type looks up `Optional<Typed>`'s metadata on every call,
            // which costs more than both.
            guard check.matches(event, shape: shape) else { return .skipped }
            return try respond(event as! Typed)
        }
    }

    static func typed<Typed: Event>(
        _: Typed.Type,
        _ respond: @escaping @MainActor (Typed) async throws -> EventStep
    ) -> EventBody {
        let check = EventTypeCheck<Typed>()
        return .asynchronous { event, shape in
            guard check.matches(event, shape: shape) else { return .skipped }
            return try await respond(event as! Typed)
        }
    }

    /// An untyped transform: its result replaces the event.
    static func transforming(_ transform: @escaping @MainActor (any Event) throws -> any Event) -> EventBody {
        .synchronous { event, _ in
            event = try transform(event)
            return .transformed
        }
    }

    static func transforming(_ transform: @escaping @MainActor (any Event) async throws -> any Event) -> EventBody {
        .asynchronous { event, _ in
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
        return .synchronous { event, shape in
            guard check.matches(event, shape: shape) else { return .skipped }
            event = try transform(event as! Typed)
            return .transformed
        }
    }

    static func transforming<Typed: Event>(
        _: Typed.Type,
        _ transform: @escaping @MainActor (Typed) async throws -> any Event
    ) -> EventBody {
        let check = EventTypeCheck<Typed>()
        return .asynchronous { event, shape in
            guard check.matches(event, shape: shape) else { return .skipped }
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
