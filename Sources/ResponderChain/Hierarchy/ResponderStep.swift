/// A responder to put at a node of a hierarchy: HierarchyResponder's `receive`, `handle`, `transform` and `catch`
/// responders, untyped and typed.
///
/// The SwiftUI modifiers and the positions built without SwiftUI make their responders here, so that each verb
/// means the same everywhere:
///
/// - A typed responder is asked only for values of its type, as Swift's `is` decides (subclasses match, and an
///   error type may be `any Error`); it skips any other value without an `await`, and registers its type for the
///   safety checks.
/// - An event responder that throws sends the error on from its own node's parent; the event goes no further.
/// - An error responder that throws replaces the error with the thrown one, which continues outwards.
/// - `catchError` turns the error into an event, which continues outwards from its node's parent.
package struct ResponderStep {
    package let kind: ResponderNode.Kind
    package let registration: TypeRegistration?

    package init(_ kind: ResponderNode.Kind, registration: TypeRegistration? = nil) {
        self.kind = kind
        self.registration = registration
    }
}

extension ResponderStep {
    /// Decides whether it handles every event.
    package static func receiveEvent(
        _ respond: @escaping @MainActor (any Event) async throws -> ReceiveEventResult
    ) -> ResponderStep {
        ResponderStep(.event(.any { event in try await respond(event).step }))
    }

    /// Decides whether it handles every event of type `Typed`.
    package static func receiveEvent<Typed: Event>(
        _ type: Typed.Type,
        _ respond: @escaping @MainActor (Typed) async throws -> ReceiveEventResult
    ) -> ResponderStep {
        ResponderStep(.event(.typed(type) { typed, _ in try await respond(typed).step }), registration: .type(type))
    }

    /// Handles every event: none goes further.
    package static func handleEvent(_ handle: @escaping @MainActor (any Event) async throws -> Void) -> ResponderStep {
        ResponderStep(
            .event(
                .any { event in
                    try await handle(event)
                    return .handled
                }
            )
        )
    }

    /// Handles every event of type `Typed`.
    package static func handleEvent<Typed: Event>(
        _ type: Typed.Type,
        _ handle: @escaping @MainActor (Typed) async throws -> Void
    ) -> ResponderStep {
        ResponderStep(
            .event(
                .typed(type) { typed, _ in
                    try await handle(typed)
                    return .handled
                }
            ),
            registration: .type(type)
        )
    }

    /// Replaces every event with the one it returns.
    package static func transformEvent(
        _ transform: @escaping @MainActor (any Event) async throws -> any Event
    ) -> ResponderStep {
        ResponderStep(
            .event(
                .any { event in
                    event = try await transform(event)
                    return .transformed
                }
            )
        )
    }

    /// Replaces every event of type `Typed` with the one it returns.
    package static func transformEvent<Typed: Event>(
        _ type: Typed.Type,
        _ transform: @escaping @MainActor (Typed) async throws -> any Event
    ) -> ResponderStep {
        ResponderStep(
            .event(
                .typed(type) { typed, event in
                    event = try await transform(typed)
                    return .transformed
                }
            ),
            registration: .type(type)
        )
    }

    /// Decides whether it handles every error.
    package static func receiveError(
        _ respond: @escaping @MainActor (any Error) async throws -> ReceiveErrorResult
    ) -> ResponderStep {
        ResponderStep(.error(.any { try await respond($0).step }))
    }

    /// Decides whether it handles every error of type `Typed`.
    package static func receiveError<Typed: Error>(
        _ type: Typed.Type,
        _ respond: @escaping @MainActor (Typed) async throws -> ReceiveErrorResult
    ) -> ResponderStep {
        ResponderStep(.error(.typed(type) { try await respond($0).step }), registration: .type(type))
    }

    /// Handles every error, answering ``ErrorEvaluation/proceed``.
    package static func handleError(_ handle: @escaping @MainActor (any Error) async throws -> Void) -> ResponderStep {
        ResponderStep(
            .error(
                .any {
                    try await handle($0)
                    return .answered(.proceed)
                }
            )
        )
    }

    /// Handles every error of type `Typed`, answering ``ErrorEvaluation/proceed``.
    package static func handleError<Typed: Error>(
        _ type: Typed.Type,
        _ handle: @escaping @MainActor (Typed) async throws -> Void
    ) -> ResponderStep {
        ResponderStep(
            .error(
                .typed(type) {
                    try await handle($0)
                    return .answered(.proceed)
                }
            ),
            registration: .type(type)
        )
    }

    /// Replaces every error with the one it returns.
    package static func transformError(
        _ transform: @escaping @MainActor (any Error) async throws -> any Error
    ) -> ResponderStep {
        ResponderStep(.error(.any { .transformed(try await transform($0)) }))
    }

    /// Replaces every error of type `Typed` with the one it returns.
    package static func transformError<Typed: Error>(
        _ type: Typed.Type,
        _ transform: @escaping @MainActor (Typed) async throws -> any Error
    ) -> ResponderStep {
        ResponderStep(.error(.typed(type) { .transformed(try await transform($0)) }), registration: .type(type))
    }

    /// Turns every error into the event it returns.
    package static func catchError(_ handle: @escaping @MainActor (any Error) async throws -> any Event)
        -> ResponderStep
    {
        ResponderStep(.error(.any { .caught(try await handle($0)) }))
    }

    /// Turns every error of type `Typed` into the event it returns.
    package static func catchError<Typed: Error>(
        _ type: Typed.Type,
        _ handle: @escaping @MainActor (Typed) async throws -> any Event
    ) -> ResponderStep {
        ResponderStep(.error(.typed(type) { .caught(try await handle($0)) }), registration: .type(type))
    }

    /// Answers every error with `action`: a `\.respondToError` level.
    package static func answer(_ action: RespondToErrorAction) -> ResponderStep {
        ResponderStep(.answer(action))
    }
}
