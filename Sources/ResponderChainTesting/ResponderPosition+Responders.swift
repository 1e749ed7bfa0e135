package import ResponderChain

// HierarchyResponder's responder methods on a position, for the package's tests: the forms of the SwiftUI modifiers
// (every verb untyped, typed, and typed without the value, plus handleEvent/handleError without the value), each
// putting one node on the position, with a closure that may await (a test that needs a closure called without an
// await puts `.synchronous` steps with `adding(_:name:fileID:line:)`). They are `package`: apps build hierarchies with
// the SwiftUI modifiers.

extension ResponderPosition {
    // MARK: receiveEvent

    package func receiveEvent(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ closure: @escaping @MainActor (any Event) async throws -> ReceiveEventResult
    ) -> ResponderPosition {
        adding(.receiveEvent(.asynchronous(closure)), name: name, fileID: fileID, line: line)
    }

    package func receiveEvent<Received: Event>(
        _ type: Received.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        closure: @escaping @MainActor (Received) async throws -> ReceiveEventResult
    ) -> ResponderPosition {
        adding(.receiveEvent(type, .asynchronous(closure)), name: name, fileID: fileID, line: line)
    }

    package func receiveEvent<Received: Event>(
        _ type: Received.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        closure: @escaping @MainActor () async throws -> ReceiveEventResult
    ) -> ResponderPosition {
        adding(.receiveEvent(type, .asynchronous { _ in try await closure() }), name: name, fileID: fileID, line: line)
    }

    package func handleEvent(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ handler: @escaping @MainActor (any Event) async throws -> Void
    ) -> ResponderPosition {
        adding(.handleEvent(.asynchronous(handler)), name: name, fileID: fileID, line: line)
    }

    package func handleEvent(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ handler: @escaping @MainActor () async throws -> Void
    ) -> ResponderPosition {
        adding(.handleEvent(.asynchronous { _ in try await handler() }), name: name, fileID: fileID, line: line)
    }

    package func handleEvent<Handled: Event>(
        _ type: Handled.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        handler: @escaping @MainActor (Handled) async throws -> Void
    ) -> ResponderPosition {
        adding(.handleEvent(type, .asynchronous(handler)), name: name, fileID: fileID, line: line)
    }

    package func handleEvent<Handled: Event>(
        _ type: Handled.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        handler: @escaping @MainActor () async throws -> Void
    ) -> ResponderPosition {
        adding(.handleEvent(type, .asynchronous { _ in try await handler() }), name: name, fileID: fileID, line: line)
    }

    package func transformEvent(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ transform: @escaping @MainActor (any Event) async throws -> any Event
    ) -> ResponderPosition {
        adding(.transformEvent(.asynchronous(transform)), name: name, fileID: fileID, line: line)
    }

    package func transformEvent<Transformed: Event>(
        _ type: Transformed.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        transform: @escaping @MainActor (Transformed) async throws -> any Event
    ) -> ResponderPosition {
        adding(.transformEvent(type, .asynchronous(transform)), name: name, fileID: fileID, line: line)
    }

    package func transformEvent<Transformed: Event>(
        _ type: Transformed.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        transform: @escaping @MainActor () async throws -> any Event
    ) -> ResponderPosition {
        adding(
            .transformEvent(type, .asynchronous { _ in try await transform() }), name: name, fileID: fileID, line: line)
    }

    package func receiveError(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ closure: @escaping @MainActor (any Error) async throws -> ReceiveErrorResult
    ) -> ResponderPosition {
        adding(.receiveError(.asynchronous(closure)), name: name, fileID: fileID, line: line)
    }

    package func receiveError<Received: Error>(
        _ type: Received.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        closure: @escaping @MainActor (Received) async throws -> ReceiveErrorResult
    ) -> ResponderPosition {
        adding(.receiveError(type, .asynchronous(closure)), name: name, fileID: fileID, line: line)
    }

    package func receiveError<Received: Error>(
        _ type: Received.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        closure: @escaping @MainActor () async throws -> ReceiveErrorResult
    ) -> ResponderPosition {
        adding(.receiveError(type, .asynchronous { _ in try await closure() }), name: name, fileID: fileID, line: line)
    }

    package func handleError(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ handler: @escaping @MainActor (any Error) async throws -> Void
    ) -> ResponderPosition {
        adding(.handleError(.asynchronous(handler)), name: name, fileID: fileID, line: line)
    }

    package func handleError(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ handler: @escaping @MainActor () async throws -> Void
    ) -> ResponderPosition {
        adding(.handleError(.asynchronous { _ in try await handler() }), name: name, fileID: fileID, line: line)
    }

    package func handleError<Handled: Error>(
        _ type: Handled.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        handler: @escaping @MainActor (Handled) async throws -> Void
    ) -> ResponderPosition {
        adding(.handleError(type, .asynchronous(handler)), name: name, fileID: fileID, line: line)
    }

    package func handleError<Handled: Error>(
        _ type: Handled.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        handler: @escaping @MainActor () async throws -> Void
    ) -> ResponderPosition {
        adding(.handleError(type, .asynchronous { _ in try await handler() }), name: name, fileID: fileID, line: line)
    }

    package func transformError(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ transform: @escaping @MainActor (any Error) async throws -> any Error
    ) -> ResponderPosition {
        adding(.transformError(.asynchronous(transform)), name: name, fileID: fileID, line: line)
    }

    package func transformError<Transformed: Error>(
        _ type: Transformed.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        transform: @escaping @MainActor (Transformed) async throws -> any Error
    ) -> ResponderPosition {
        adding(.transformError(type, .asynchronous(transform)), name: name, fileID: fileID, line: line)
    }

    package func transformError<Transformed: Error>(
        _ type: Transformed.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        transform: @escaping @MainActor () async throws -> any Error
    ) -> ResponderPosition {
        adding(
            .transformError(type, .asynchronous { _ in try await transform() }), name: name, fileID: fileID, line: line)
    }

    package func catchError(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ handler: @escaping @MainActor (any Error) async throws -> any Event
    ) -> ResponderPosition {
        adding(.catchError(.asynchronous(handler)), name: name, fileID: fileID, line: line)
    }

    package func catchError<Caught: Error>(
        _ type: Caught.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        handler: @escaping @MainActor (Caught) async throws -> any Event
    ) -> ResponderPosition {
        adding(.catchError(type, .asynchronous(handler)), name: name, fileID: fileID, line: line)
    }

    package func catchError<Caught: Error>(
        _ type: Caught.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        handler: @escaping @MainActor () async throws -> any Event
    ) -> ResponderPosition {
        adding(.catchError(type, .asynchronous { _ in try await handler() }), name: name, fileID: fileID, line: line)
    }
}
