#if canImport(SwiftUI)
    import ResponderChain
    public import SwiftUI
#else
    import ResponderChain
    public import SwiftUIStandIn
#endif

// HierarchyResponder's `handleError`: a responder that handles every error it is called with. See
// `ResponderModifier.swift` for what every responder modifier shares.

extension View {
    /// Adds a responder that handles every error, answering ``ResponderChain/ErrorEvaluation/proceed``: none goes
    /// further up.
    ///
    /// - Parameters:
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
    ///   - handler: the responder.
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
    /// - Parameters:
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
    ///   - handler: the responder, called without an `await`.
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
    /// - Parameters:
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
    ///   - handler: the responder.
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
    /// - Parameters:
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
    ///   - handler: the responder, called without an `await`.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
}
