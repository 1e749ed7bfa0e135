#if canImport(SwiftUI)
    import ResponderChain
    public import SwiftUI
#else
    import ResponderChain
    public import SwiftUIStandIn
#endif

// HierarchyResponder's `transformError`: a responder that replaces an error with another. See `ResponderModifier.swift`
// for what every responder modifier shares.

extension View {
    /// Adds a responder that replaces every error with the one it returns, for the responders further up.
    ///
    /// - Parameters:
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
    ///   - transform: the responder.
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
    /// - Parameters:
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
    ///   - transform: the responder, called without an `await`.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
}
