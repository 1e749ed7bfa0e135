#if canImport(SwiftUI)
    public import ResponderChain
    public import SwiftUI
#else
    public import ResponderChain
    public import SwiftUIStandIn
#endif

// HierarchyResponder's `receiveEvent`: a responder that decides, for each event, whether it handles it. See
// `ResponderModifier.swift` for what every responder modifier shares.

extension View {
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
    /// - Parameters:
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
    ///   - closure: the responder.
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
    /// - Parameters:
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
    ///   - closure: the responder, called without an `await`.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
    ///   - name: the responder's name in routes and outcomes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
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
}
