/// The closures behind the typed and untyped responders: a typed responder skips values of other types.
extension ResponderBody {
    /// A synchronous responder for values of type `Typed` (`as?`, so subclasses and conformers count).
    static func typed<Typed>(
        _: Typed.Type,
        skipped: Step,
        _ respond: @escaping @MainActor (Typed) throws -> Step
    ) -> ResponderBody {
        .synchronous { value in
            guard let typed = value as? Typed else { return skipped }
            return try respond(typed)
        }
    }

    /// An asynchronous responder for values of type `Typed`.
    static func typed<Typed>(
        _: Typed.Type,
        skipped: Step,
        _ respond: @escaping @MainActor (Typed) async throws -> Step
    ) -> ResponderBody {
        .asynchronous { value in
            guard let typed = value as? Typed else { return skipped }
            return try await respond(typed)
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
