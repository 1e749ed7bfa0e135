#if canImport(SwiftUI)
    public import ResponderChain
    public import SwiftUI
#else
    public import ResponderChain
    public import SwiftUIStandIn
#endif

// HierarchyResponder's `catchError`: a responder that turns an error into an event. See `ResponderModifier.swift` for
// what every responder modifier shares.

extension View {
    /// Adds a responder that turns every error into the event it returns, which goes on up the chain from here.
    /// The error's evaluation is then the event's: ``ResponderChain/ErrorEvaluation/proceed`` once a responder
    /// handles it. If it throws, the thrown error goes on up.
    ///
    /// - Parameters:
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
    ///   - handler: the responder.
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
    /// - Parameters:
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
    ///   - handler: the responder, called without an `await`.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
