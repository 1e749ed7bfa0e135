#if canImport(SwiftUI)
    public import ResponderChain
    public import SwiftUI
#else
    public import ResponderChain
    public import SwiftUIStandIn
#endif

// HierarchyResponder's `receiveError`: a responder that decides, for each error, whether it handles it. See
// `ResponderModifier.swift` for what every responder modifier shares.

extension View {
    /// Adds a responder that decides whether it handles each error: it returns
    /// ``ResponderChain/ReceiveErrorResult/handled`` (or `.handled(_:)` with an evaluation) to answer the error, or
    /// `.notHandled` to pass it on. If it throws, the thrown error goes on up in place of this one.
    ///
    /// - Parameters:
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
    ///   - closure: the responder.
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
    /// - Parameters:
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
    ///   - closure: the responder, called without an `await`.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
}
