#if canImport(SwiftUI)
    public import ResponderChain
    public import SwiftUI
#else
    public import ResponderChain
    public import SwiftUIStandIn
#endif

// HierarchyResponder's `transformEvent`: a responder that replaces an event with another. See `ResponderModifier.swift`
// for what every responder modifier shares.

extension View {
    /// Adds a responder that replaces every event with the one it returns, for the responders further up.
    ///
    /// - Parameters:
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
    ///   - transform: the responder.
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
    /// - Parameters:
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
    ///   - transform: the responder, called without an `await`.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
}
