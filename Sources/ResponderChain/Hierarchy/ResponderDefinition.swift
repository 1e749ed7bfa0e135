/// A responder to put at a node of a hierarchy: HierarchyResponder's `receive`, `handle`, `transform` and `catch`
/// responders, untyped and typed, and the actions of `\.respondToError`.
///
/// The SwiftUI modifiers and the positions built without SwiftUI make their responders here, so that each verb
/// means the same everywhere:
///
/// - A typed responder is asked only for values of its type, as Swift's `is` decides (subclasses match, and an
///   error type may be `any Error`); it skips any other value without being called, in most cases without a cast,
///   and registers its type for the safety checks.
/// - A closure that decides at once is called without an `await`; one that may wait is awaited.
/// - An event responder that throws sends the error on from its own node's parent; the event goes no further.
/// - An error responder that throws replaces the error with the thrown one, which continues outwards.
/// - `catchError` turns the error into an event, which continues outwards from its node's parent.
package struct ResponderDefinition {
    let kind: ResponderNode.Kind
    let registration: TypeRegistration?
    /// The type of a typed responder, which skips values of other types.
    let typed: (any Any.Type)?

    init(_ kind: ResponderNode.Kind) {
        self.kind = kind
        self.registration = nil
        self.typed = nil
    }

    init(_ kind: ResponderNode.Kind, registration: TypeRegistration?, typed: (any Any.Type)?) {
        self.kind = kind
        self.registration = registration
        self.typed = typed
    }
}

/// A responder's closure: called without an `await` when it decides at once, awaited when it may wait.
package enum Responding<Input, Output> {
    case synchronous(@MainActor (Input) throws -> Output)
    case asynchronous(@MainActor (Input) async throws -> Output)
}

extension ResponderDefinition {
    /// An event responder of `Typed` events (`any Event` for every event), whose closure's result `step` turns into
    /// what the dispatch does next; `step` may replace the event.
    private static func events<Typed, Output>(
        _ type: Typed.Type,
        _ respond: Responding<Typed, Output>,
        step: @escaping @MainActor (Output, inout any Event) -> EventStep
    ) -> ResponderDefinition {
        let isEveryEvent = type == (any Event).self
        let check = TypeCheck<Typed>()
        let body: EventBody
        switch respond {
        case .synchronous(let respond):
            body = .synchronous { event, shape in
                guard isEveryEvent || check.matches(event, shape: shape) else { return .skipped }
                // A check, then `as!`: `as?` to a generic type looks up `Optional<Typed>`'s metadata on every call.
                return step(try respond(event as! Typed), &event)
            }
        case .asynchronous(let respond):
            body = .asynchronous { event, shape in
                guard isEveryEvent || check.matches(event, shape: shape) else { return .skipped }
                return step(try await respond(event as! Typed), &event)
            }
        }
        if isEveryEvent {
            return ResponderDefinition(.event(body), registration: nil, typed: nil)
        }
        return ResponderDefinition(.event(body), registration: .type(type), typed: type)
    }

    /// An error responder of `Typed` errors (`any Error` untyped), whose closure's result `step` turns into what the
    /// dispatch does next.
    private static func errors<Typed, Output>(
        _ type: Typed.Type,
        untyped: Bool,
        _ respond: Responding<Typed, Output>,
        step: @escaping @Sendable (Output) -> ErrorStep
    ) -> ResponderDefinition {
        let check = TypeCheck<Typed>()
        let body: ErrorBody
        switch respond {
        case .synchronous(let respond):
            body = .synchronous { error, shape in
                guard untyped || check.matches(error, shape: shape) else { return .skipped }
                return step(try respond(error as! Typed))
            }
        case .asynchronous(let respond):
            body = .asynchronous { error, shape in
                guard untyped || check.matches(error, shape: shape) else { return .skipped }
                return step(try await respond(error as! Typed))
            }
        }
        if untyped {
            return ResponderDefinition(.error(body), registration: nil, typed: nil)
        }
        return ResponderDefinition(.error(body), registration: .type(type), typed: type)
    }

    /// Decides whether it handles every event.
    package static func receiveEvent(_ respond: Responding<any Event, ReceiveEventResult>) -> ResponderDefinition {
        events((any Event).self, respond) { result, _ in result.step }
    }

    /// Decides whether it handles every event of type `Typed`.
    package static func receiveEvent<Typed: Event>(
        _ type: Typed.Type,
        _ respond: Responding<Typed, ReceiveEventResult>
    ) -> ResponderDefinition {
        events(type, respond) { result, _ in result.step }
    }

    /// Handles every event: none goes further.
    package static func handleEvent(_ handle: Responding<any Event, Void>) -> ResponderDefinition {
        events((any Event).self, handle) { _, _ in .handled }
    }

    /// Handles every event of type `Typed`.
    package static func handleEvent<Typed: Event>(_ type: Typed.Type, _ handle: Responding<Typed, Void>)
        -> ResponderDefinition
    {
        events(type, handle) { _, _ in .handled }
    }

    /// Replaces every event with the one it returns.
    package static func transformEvent(_ transform: Responding<any Event, any Event>) -> ResponderDefinition {
        events((any Event).self, transform) { transformed, event in
            event = transformed
            return .transformed
        }
    }

    /// Replaces every event of type `Typed` with the one it returns.
    package static func transformEvent<Typed: Event>(
        _ type: Typed.Type,
        _ transform: Responding<Typed, any Event>
    ) -> ResponderDefinition {
        events(type, transform) { transformed, event in
            event = transformed
            return .transformed
        }
    }

    /// Decides whether it handles every error.
    package static func receiveError(_ respond: Responding<any Error, ReceiveErrorResult>) -> ResponderDefinition {
        errors((any Error).self, untyped: true, respond) { $0.step }
    }

    /// Decides whether it handles every error of type `Typed`.
    package static func receiveError<Typed: Error>(
        _ type: Typed.Type,
        _ respond: Responding<Typed, ReceiveErrorResult>
    ) -> ResponderDefinition {
        errors(type, untyped: false, respond) { $0.step }
    }

    /// Handles every error, answering ``ErrorEvaluation/proceed``.
    package static func handleError(_ handle: Responding<any Error, Void>) -> ResponderDefinition {
        errors((any Error).self, untyped: true, handle) { .answered(.proceed) }
    }

    /// Handles every error of type `Typed`, answering ``ErrorEvaluation/proceed``.
    package static func handleError<Typed: Error>(_ type: Typed.Type, _ handle: Responding<Typed, Void>)
        -> ResponderDefinition
    {
        errors(type, untyped: false, handle) { .answered(.proceed) }
    }

    /// Replaces every error with the one it returns.
    package static func transformError(_ transform: Responding<any Error, any Error>) -> ResponderDefinition {
        errors((any Error).self, untyped: true, transform) { .transformed($0) }
    }

    /// Replaces every error of type `Typed` with the one it returns.
    package static func transformError<Typed: Error>(
        _ type: Typed.Type,
        _ transform: Responding<Typed, any Error>
    ) -> ResponderDefinition {
        errors(type, untyped: false, transform) { .transformed($0) }
    }

    /// Turns every error into the event it returns.
    package static func catchError(_ handle: Responding<any Error, any Event>) -> ResponderDefinition {
        errors((any Error).self, untyped: true, handle) { .caught($0) }
    }

    /// Turns every error of type `Typed` into the event it returns.
    package static func catchError<Typed: Error>(
        _ type: Typed.Type,
        _ handle: Responding<Typed, any Event>
    ) -> ResponderDefinition {
        errors(type, untyped: false, handle) { .caught($0) }
    }

    /// Answers every error with `action`: a `\.respondToError` level.
    package static func answer(_ action: RespondToErrorAction) -> ResponderDefinition {
        ResponderDefinition(.answer(action))
    }
}
