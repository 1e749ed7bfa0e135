#if canImport(SwiftUI)
    public import ResponderChain
    public import SwiftUI
#else
    public import ResponderChain
    public import SwiftUIStandIn
#endif

// HierarchyResponder's responder modifiers, in the forms its README and its apps write them: for each verb, one
// that takes every value, one typed with the value, and one typed without it (plus `handleEvent { }` and
// `handleError { }` without the value). Each comes twice: for a closure that may `await`, and for one that decides
// at once, which is called without an `await` (Swift picks it for a closure that does not await). Closures run on
// the main actor. A typed responder skips values of other types without being called. Modifiers written later on a
// view are further out, so they are asked later.
//
// Every modifier also takes `name`, the responder's name in routes and outcomes (where it was applied when `nil`),
// and `fileID` and `line`, filled in for you.

extension View {
    // MARK: receiveEvent

    /// Adds a responder that decides whether it handles each event: it returns
    /// ``ResponderChain/ReceiveEventResult/handled`` to stop the event, or `.notHandled` to pass it on. If it throws,
    /// the error goes up the chain from here, and the event goes no further.
    ///
    /// ```swift
    /// TriggerView()
    ///     .receiveEvent { event in
    ///         guard canHandle(event) else { return .notHandled }
    ///         return .handled
    ///     }
    /// ```
    ///
    /// - Parameter closure: the responder.
    /// - Returns: the view.
    public func receiveEvent(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ closure: @escaping @MainActor (any Event) async throws -> ReceiveEventResult
    ) -> some View {
        responder(.receiveEvent(.asynchronous(closure)), name, fileID, line)
    }

    /// The untyped `receiveEvent` with a closure that decides at once.
    ///
    /// - Parameter closure: the responder, called without an `await`.
    /// - Returns: the view.
    public func receiveEvent(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ closure: @escaping @MainActor (any Event) throws -> ReceiveEventResult
    ) -> some View {
        responder(.receiveEvent(.synchronous(closure)), name, fileID, line)
    }

    /// Adds a responder that decides whether it handles each event of type `Received`; other events pass by.
    ///
    /// - Parameters:
    ///   - type: the event type.
    ///   - closure: the responder.
    /// - Returns: the view.
    public func receiveEvent<Received: Event>(
        _ type: Received.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        closure: @escaping @MainActor (Received) async throws -> ReceiveEventResult
    ) -> some View {
        responder(.receiveEvent(type, .asynchronous(closure)), name, fileID, line)
    }

    /// The typed `receiveEvent` with a closure that decides at once.
    ///
    /// - Parameters:
    ///   - type: the event type.
    ///   - closure: the responder, called without an `await`.
    /// - Returns: the view.
    public func receiveEvent<Received: Event>(
        _ type: Received.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        closure: @escaping @MainActor (Received) throws -> ReceiveEventResult
    ) -> some View {
        responder(.receiveEvent(type, .synchronous(closure)), name, fileID, line)
    }

    /// Adds a responder that decides whether it handles each event of type `Received`, with a closure that does not
    /// need the event.
    ///
    /// - Parameters:
    ///   - type: the event type.
    ///   - closure: the responder.
    /// - Returns: the view.
    public func receiveEvent<Received: Event>(
        _ type: Received.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        closure: @escaping @MainActor () async throws -> ReceiveEventResult
    ) -> some View {
        responder(.receiveEvent(type, .asynchronous { _ in try await closure() }), name, fileID, line)
    }

    /// The typed `receiveEvent` without the event, with a closure that decides at once.
    ///
    /// - Parameters:
    ///   - type: the event type.
    ///   - closure: the responder, called without an `await`.
    /// - Returns: the view.
    public func receiveEvent<Received: Event>(
        _ type: Received.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        closure: @escaping @MainActor () throws -> ReceiveEventResult
    ) -> some View {
        responder(.receiveEvent(type, .synchronous { _ in try closure() }), name, fileID, line)
    }

    // MARK: handleEvent

    /// Adds a responder that handles every event: none goes further up. If it throws, the error goes up the chain
    /// from here.
    ///
    /// - Parameter handler: the responder.
    /// - Returns: the view.
    public func handleEvent(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ handler: @escaping @MainActor (any Event) async throws -> Void
    ) -> some View {
        responder(.handleEvent(.asynchronous(handler)), name, fileID, line)
    }

    /// The untyped `handleEvent` with a closure that decides at once.
    ///
    /// - Parameter handler: the responder, called without an `await`.
    /// - Returns: the view.
    public func handleEvent(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ handler: @escaping @MainActor (any Event) throws -> Void
    ) -> some View {
        responder(.handleEvent(.synchronous(handler)), name, fileID, line)
    }

    /// Adds a responder that handles every event, with a closure that does not need the event.
    ///
    /// ```swift
    /// TriggerView()
    ///     .handleEvent {
    ///         // All event types are handled here
    ///     }
    /// ```
    ///
    /// - Parameter handler: the responder.
    /// - Returns: the view.
    public func handleEvent(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ handler: @escaping @MainActor () async throws -> Void
    ) -> some View {
        responder(.handleEvent(.asynchronous { _ in try await handler() }), name, fileID, line)
    }

    /// The untyped `handleEvent` without the event, with a closure that decides at once.
    ///
    /// - Parameter handler: the responder, called without an `await`.
    /// - Returns: the view.
    public func handleEvent(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ handler: @escaping @MainActor () throws -> Void
    ) -> some View {
        responder(.handleEvent(.synchronous { _ in try handler() }), name, fileID, line)
    }

    /// Adds a responder that handles every event of type `Handled`; other events pass by.
    ///
    /// ```swift
    /// GridView(items: items)
    ///     .handleEvent(ItemSelectionEvent.self) { event in
    ///         selection = event.item
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - type: the event type.
    ///   - handler: the responder.
    /// - Returns: the view.
    public func handleEvent<Handled: Event>(
        _ type: Handled.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        handler: @escaping @MainActor (Handled) async throws -> Void
    ) -> some View {
        responder(.handleEvent(type, .asynchronous(handler)), name, fileID, line)
    }

    /// The typed `handleEvent` with a closure that decides at once.
    ///
    /// - Parameters:
    ///   - type: the event type.
    ///   - handler: the responder, called without an `await`.
    /// - Returns: the view.
    public func handleEvent<Handled: Event>(
        _ type: Handled.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        handler: @escaping @MainActor (Handled) throws -> Void
    ) -> some View {
        responder(.handleEvent(type, .synchronous(handler)), name, fileID, line)
    }

    /// Adds a responder that handles every event of type `Handled`, with a closure that does not need the event.
    ///
    /// - Parameters:
    ///   - type: the event type.
    ///   - handler: the responder.
    /// - Returns: the view.
    public func handleEvent<Handled: Event>(
        _ type: Handled.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        handler: @escaping @MainActor () async throws -> Void
    ) -> some View {
        responder(.handleEvent(type, .asynchronous { _ in try await handler() }), name, fileID, line)
    }

    /// The typed `handleEvent` without the event, with a closure that decides at once.
    ///
    /// - Parameters:
    ///   - type: the event type.
    ///   - handler: the responder, called without an `await`.
    /// - Returns: the view.
    public func handleEvent<Handled: Event>(
        _ type: Handled.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        handler: @escaping @MainActor () throws -> Void
    ) -> some View {
        responder(.handleEvent(type, .synchronous { _ in try handler() }), name, fileID, line)
    }

    // MARK: transformEvent

    /// Adds a responder that replaces every event with the one it returns, for the responders further up.
    ///
    /// - Parameter transform: the responder.
    /// - Returns: the view.
    public func transformEvent(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ transform: @escaping @MainActor (any Event) async throws -> any Event
    ) -> some View {
        responder(.transformEvent(.asynchronous(transform)), name, fileID, line)
    }

    /// The untyped `transformEvent` with a closure that decides at once.
    ///
    /// - Parameter transform: the responder, called without an `await`.
    /// - Returns: the view.
    public func transformEvent(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ transform: @escaping @MainActor (any Event) throws -> any Event
    ) -> some View {
        responder(.transformEvent(.synchronous(transform)), name, fileID, line)
    }

    /// Adds a responder that replaces every event of type `Transformed` with the one it returns; other events pass
    /// by.
    ///
    /// - Parameters:
    ///   - type: the event type.
    ///   - transform: the responder.
    /// - Returns: the view.
    public func transformEvent<Transformed: Event>(
        _ type: Transformed.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        transform: @escaping @MainActor (Transformed) async throws -> any Event
    ) -> some View {
        responder(.transformEvent(type, .asynchronous(transform)), name, fileID, line)
    }

    /// The typed `transformEvent` with a closure that decides at once.
    ///
    /// - Parameters:
    ///   - type: the event type.
    ///   - transform: the responder, called without an `await`.
    /// - Returns: the view.
    public func transformEvent<Transformed: Event>(
        _ type: Transformed.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        transform: @escaping @MainActor (Transformed) throws -> any Event
    ) -> some View {
        responder(.transformEvent(type, .synchronous(transform)), name, fileID, line)
    }

    /// Adds a responder that replaces every event of type `Transformed` with the one it returns, with a closure
    /// that does not need the event.
    ///
    /// ```swift
    /// TriggerView()
    ///     .transformEvent(MyEvent.self) {
    ///         return AnotherEvent()
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - type: the event type.
    ///   - transform: the responder.
    /// - Returns: the view.
    public func transformEvent<Transformed: Event>(
        _ type: Transformed.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        transform: @escaping @MainActor () async throws -> any Event
    ) -> some View {
        responder(.transformEvent(type, .asynchronous { _ in try await transform() }), name, fileID, line)
    }

    /// The typed `transformEvent` without the event, with a closure that decides at once.
    ///
    /// - Parameters:
    ///   - type: the event type.
    ///   - transform: the responder, called without an `await`.
    /// - Returns: the view.
    public func transformEvent<Transformed: Event>(
        _ type: Transformed.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        transform: @escaping @MainActor () throws -> any Event
    ) -> some View {
        responder(.transformEvent(type, .synchronous { _ in try transform() }), name, fileID, line)
    }

    // MARK: receiveError

    /// Adds a responder that decides whether it handles each error: it returns
    /// ``ResponderChain/ReceiveErrorResult/handled`` (or `.handled(_:)` with an evaluation) to answer the error, or
    /// `.notHandled` to pass it on. If it throws, the thrown error goes on up in place of this one.
    ///
    /// - Parameter closure: the responder.
    /// - Returns: the view.
    public func receiveError(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ closure: @escaping @MainActor (any Error) async throws -> ReceiveErrorResult
    ) -> some View {
        responder(.receiveError(.asynchronous(closure)), name, fileID, line)
    }

    /// The untyped `receiveError` with a closure that decides at once.
    ///
    /// - Parameter closure: the responder, called without an `await`.
    /// - Returns: the view.
    public func receiveError(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ closure: @escaping @MainActor (any Error) throws -> ReceiveErrorResult
    ) -> some View {
        responder(.receiveError(.synchronous(closure)), name, fileID, line)
    }

    /// Adds a responder that decides whether it handles each error of type `Received`; other errors pass by.
    ///
    /// - Parameters:
    ///   - type: the error type; subclasses match, and it may be `any Error`.
    ///   - closure: the responder.
    /// - Returns: the view.
    public func receiveError<Received: Error>(
        _ type: Received.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        closure: @escaping @MainActor (Received) async throws -> ReceiveErrorResult
    ) -> some View {
        responder(.receiveError(type, .asynchronous(closure)), name, fileID, line)
    }

    /// The typed `receiveError` with a closure that decides at once.
    ///
    /// - Parameters:
    ///   - type: the error type.
    ///   - closure: the responder, called without an `await`.
    /// - Returns: the view.
    public func receiveError<Received: Error>(
        _ type: Received.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        closure: @escaping @MainActor (Received) throws -> ReceiveErrorResult
    ) -> some View {
        responder(.receiveError(type, .synchronous(closure)), name, fileID, line)
    }

    /// Adds a responder that decides whether it handles each error of type `Received`, with a closure that does not
    /// need the error.
    ///
    /// - Parameters:
    ///   - type: the error type.
    ///   - closure: the responder.
    /// - Returns: the view.
    public func receiveError<Received: Error>(
        _ type: Received.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        closure: @escaping @MainActor () async throws -> ReceiveErrorResult
    ) -> some View {
        responder(.receiveError(type, .asynchronous { _ in try await closure() }), name, fileID, line)
    }

    /// The typed `receiveError` without the error, with a closure that decides at once.
    ///
    /// - Parameters:
    ///   - type: the error type.
    ///   - closure: the responder, called without an `await`.
    /// - Returns: the view.
    public func receiveError<Received: Error>(
        _ type: Received.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        closure: @escaping @MainActor () throws -> ReceiveErrorResult
    ) -> some View {
        responder(.receiveError(type, .synchronous { _ in try closure() }), name, fileID, line)
    }

    // MARK: handleError

    /// Adds a responder that handles every error, answering ``ResponderChain/ErrorEvaluation/proceed``: none goes
    /// further up.
    ///
    /// - Parameter handler: the responder.
    /// - Returns: the view.
    public func handleError(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ handler: @escaping @MainActor (any Error) async throws -> Void
    ) -> some View {
        responder(.handleError(.asynchronous(handler)), name, fileID, line)
    }

    /// The untyped `handleError` with a closure that decides at once.
    ///
    /// - Parameter handler: the responder, called without an `await`.
    /// - Returns: the view.
    public func handleError(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ handler: @escaping @MainActor (any Error) throws -> Void
    ) -> some View {
        responder(.handleError(.synchronous(handler)), name, fileID, line)
    }

    /// Adds a responder that handles every error, with a closure that does not need the error.
    ///
    /// - Parameter handler: the responder.
    /// - Returns: the view.
    public func handleError(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ handler: @escaping @MainActor () async throws -> Void
    ) -> some View {
        responder(.handleError(.asynchronous { _ in try await handler() }), name, fileID, line)
    }

    /// The untyped `handleError` without the error, with a closure that decides at once.
    ///
    /// - Parameter handler: the responder, called without an `await`.
    /// - Returns: the view.
    public func handleError(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ handler: @escaping @MainActor () throws -> Void
    ) -> some View {
        responder(.handleError(.synchronous { _ in try handler() }), name, fileID, line)
    }

    /// Adds a responder that handles every error of type `Handled`, answering
    /// ``ResponderChain/ErrorEvaluation/proceed``; other errors pass by.
    ///
    /// - Parameters:
    ///   - type: the error type; subclasses match, and it may be `any Error`.
    ///   - handler: the responder.
    /// - Returns: the view.
    public func handleError<Handled: Error>(
        _ type: Handled.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        handler: @escaping @MainActor (Handled) async throws -> Void
    ) -> some View {
        responder(.handleError(type, .asynchronous(handler)), name, fileID, line)
    }

    /// The typed `handleError` with a closure that decides at once.
    ///
    /// - Parameters:
    ///   - type: the error type.
    ///   - handler: the responder, called without an `await`.
    /// - Returns: the view.
    public func handleError<Handled: Error>(
        _ type: Handled.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        handler: @escaping @MainActor (Handled) throws -> Void
    ) -> some View {
        responder(.handleError(type, .synchronous(handler)), name, fileID, line)
    }

    /// Adds a responder that handles every error of type `Handled`, with a closure that does not need the error.
    ///
    /// - Parameters:
    ///   - type: the error type.
    ///   - handler: the responder.
    /// - Returns: the view.
    public func handleError<Handled: Error>(
        _ type: Handled.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        handler: @escaping @MainActor () async throws -> Void
    ) -> some View {
        responder(.handleError(type, .asynchronous { _ in try await handler() }), name, fileID, line)
    }

    /// The typed `handleError` without the error, with a closure that decides at once.
    ///
    /// - Parameters:
    ///   - type: the error type.
    ///   - handler: the responder, called without an `await`.
    /// - Returns: the view.
    public func handleError<Handled: Error>(
        _ type: Handled.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        handler: @escaping @MainActor () throws -> Void
    ) -> some View {
        responder(.handleError(type, .synchronous { _ in try handler() }), name, fileID, line)
    }

    // MARK: transformError

    /// Adds a responder that replaces every error with the one it returns, for the responders further up.
    ///
    /// - Parameter transform: the responder.
    /// - Returns: the view.
    public func transformError(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ transform: @escaping @MainActor (any Error) async throws -> any Error
    ) -> some View {
        responder(.transformError(.asynchronous(transform)), name, fileID, line)
    }

    /// The untyped `transformError` with a closure that decides at once.
    ///
    /// - Parameter transform: the responder, called without an `await`.
    /// - Returns: the view.
    public func transformError(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ transform: @escaping @MainActor (any Error) throws -> any Error
    ) -> some View {
        responder(.transformError(.synchronous(transform)), name, fileID, line)
    }

    /// Adds a responder that replaces every error of type `Transformed` with the one it returns; other errors pass
    /// by.
    ///
    /// - Parameters:
    ///   - type: the error type.
    ///   - transform: the responder.
    /// - Returns: the view.
    public func transformError<Transformed: Error>(
        _ type: Transformed.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        transform: @escaping @MainActor (Transformed) async throws -> any Error
    ) -> some View {
        responder(.transformError(type, .asynchronous(transform)), name, fileID, line)
    }

    /// The typed `transformError` with a closure that decides at once.
    ///
    /// - Parameters:
    ///   - type: the error type.
    ///   - transform: the responder, called without an `await`.
    /// - Returns: the view.
    public func transformError<Transformed: Error>(
        _ type: Transformed.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        transform: @escaping @MainActor (Transformed) throws -> any Error
    ) -> some View {
        responder(.transformError(type, .synchronous(transform)), name, fileID, line)
    }

    /// Adds a responder that replaces every error of type `Transformed` with the one it returns, with a closure
    /// that does not need the error.
    ///
    /// - Parameters:
    ///   - type: the error type.
    ///   - transform: the responder.
    /// - Returns: the view.
    public func transformError<Transformed: Error>(
        _ type: Transformed.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        transform: @escaping @MainActor () async throws -> any Error
    ) -> some View {
        responder(.transformError(type, .asynchronous { _ in try await transform() }), name, fileID, line)
    }

    /// The typed `transformError` without the error, with a closure that decides at once.
    ///
    /// - Parameters:
    ///   - type: the error type.
    ///   - transform: the responder, called without an `await`.
    /// - Returns: the view.
    public func transformError<Transformed: Error>(
        _ type: Transformed.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        transform: @escaping @MainActor () throws -> any Error
    ) -> some View {
        responder(.transformError(type, .synchronous { _ in try transform() }), name, fileID, line)
    }

    // MARK: catchError

    /// Adds a responder that turns every error into the event it returns, which goes on up the chain from here.
    /// The error's evaluation is then the event's: ``ResponderChain/ErrorEvaluation/proceed`` once a responder
    /// handles it. If it throws, the thrown error goes on up.
    ///
    /// - Parameter handler: the responder.
    /// - Returns: the view.
    public func catchError(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ handler: @escaping @MainActor (any Error) async throws -> any Event
    ) -> some View {
        responder(.catchError(.asynchronous(handler)), name, fileID, line)
    }

    /// The untyped `catchError` with a closure that decides at once.
    ///
    /// - Parameter handler: the responder, called without an `await`.
    /// - Returns: the view.
    public func catchError(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ handler: @escaping @MainActor (any Error) throws -> any Event
    ) -> some View {
        responder(.catchError(.synchronous(handler)), name, fileID, line)
    }

    /// Adds a responder that turns every error of type `Caught` into the event it returns; other errors pass by.
    ///
    /// - Parameters:
    ///   - type: the error type.
    ///   - handler: the responder.
    /// - Returns: the view.
    public func catchError<Caught: Error>(
        _ type: Caught.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        handler: @escaping @MainActor (Caught) async throws -> any Event
    ) -> some View {
        responder(.catchError(type, .asynchronous(handler)), name, fileID, line)
    }

    /// The typed `catchError` with a closure that decides at once.
    ///
    /// - Parameters:
    ///   - type: the error type.
    ///   - handler: the responder, called without an `await`.
    /// - Returns: the view.
    public func catchError<Caught: Error>(
        _ type: Caught.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        handler: @escaping @MainActor (Caught) throws -> any Event
    ) -> some View {
        responder(.catchError(type, .synchronous(handler)), name, fileID, line)
    }

    /// Adds a responder that turns every error of type `Caught` into the event it returns, with a closure that does
    /// not need the error.
    ///
    /// ```swift
    /// TriggerView()
    ///     .catchError(UnauthenticatedError.self) {
    ///         ShowSignInEvent()
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - type: the error type.
    ///   - handler: the responder.
    /// - Returns: the view.
    public func catchError<Caught: Error>(
        _ type: Caught.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        handler: @escaping @MainActor () async throws -> any Event
    ) -> some View {
        responder(.catchError(type, .asynchronous { _ in try await handler() }), name, fileID, line)
    }

    /// The typed `catchError` without the error, with a closure that decides at once.
    ///
    /// - Parameters:
    ///   - type: the error type.
    ///   - handler: the responder, called without an `await`.
    /// - Returns: the view.
    public func catchError<Caught: Error>(
        _ type: Caught.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        handler: @escaping @MainActor () throws -> any Event
    ) -> some View {
        responder(.catchError(type, .synchronous { _ in try handler() }), name, fileID, line)
    }
}
