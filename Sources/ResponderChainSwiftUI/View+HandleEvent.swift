#if canImport(SwiftUI)
    public import ResponderChain
    public import SwiftUI
#else
    public import ResponderChain
    public import SwiftUIStandIn
#endif

// HierarchyResponder's `handleEvent`: a responder that handles every event it is called with. See
// `ResponderModifier.swift` for what every responder modifier shares.

extension View {
    /// Adds a responder that handles every event: none goes further up. If it throws, the error goes up the chain
    /// from here.
    ///
    /// - Parameters:
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
    ///   - handler: the responder.
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
    /// - Parameters:
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
    ///   - handler: the responder, called without an `await`.
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
    /// - Parameters:
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
    ///   - handler: the responder.
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
    /// - Parameters:
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
    ///   - handler: the responder, called without an `await`.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
}
