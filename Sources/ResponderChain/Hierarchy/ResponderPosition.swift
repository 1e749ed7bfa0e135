/// A position in a hierarchy of responders: the chain of nodes that an event triggered or an error reported here
/// passes through on its way out, and the settings and publishers in force here.
///
/// This is HierarchyResponder's model without SwiftUI. The SwiftUI adapter keeps a position in the environment,
/// and each modifier puts one node on it; positions built here with ``adding(_:name:fileID:line:)`` are for the
/// package's own tests, demo and benchmarks. A value dispatched at a position is offered first to the node applied
/// last (the one closest to it), then outwards, and finally to the ``UnhandledTerminal``.
///
/// ```swift
/// let app = ResponderPosition.root
///     .adding(.handleEvent(ShowSignIn.self, .synchronous { _ in router.showSignIn() }))
/// let screen = app
///     .adding(.catchError(Unauthenticated.self, .synchronous { _ in ShowSignIn() }))
///
/// let evaluation = await screen.report(Unauthenticated())   // caught, then handled as ShowSignIn
/// ```
///
/// ## Semantics
///
/// - "Not handled" passes the value on unchanged; a transform replaces it for everything further out.
/// - An event responder that throws sends the error on from its own node's parent (to the error responders applied
///   before it); the event goes no further, and ``EventOutcome/Resolution/failed(_:)`` carries the error's
///   evaluation.
/// - An error responder that throws replaces the error with the thrown one, which continues outwards.
/// - A `catchError` responder turns an error into an event at its node's parent. The error's evaluation is then
///   the event's ``EventOutcome/evaluation``.
/// - An action node (a `\.respondToError` level) answers every error that reaches it.
/// - Cancellations, and errors reported from a cancelled task, answer ``ErrorEvaluation/cancel`` without reaching
///   a responder.
///
/// ## Cost
///
/// A dispatch is one loop on the caller's task: no task per hop, and no allocation per hop. A typed responder skips
/// a value of another type without an `await`.
package struct ResponderPosition: Sendable, Equatable {
    /// The innermost node, or `nil` at the top.
    package var head: ResponderNode?
    package var safety = SafetySettings()
    var publishers: PublisherLink?

    package init(head: ResponderNode? = nil) {
        self.head = head
    }

    /// The top of a hierarchy: with no responder applied, every event and error goes to the ``UnhandledTerminal``.
    package static let root = ResponderPosition()

    /// Positions are the same when they dispatch to the same nodes, with the same settings and publishers.
    package static func == (lhs: ResponderPosition, rhs: ResponderPosition) -> Bool {
        ResponderNode.isSamePlace(lhs.head, rhs.head) && lhs.safety == rhs.safety && lhs.publishers === rhs.publishers
    }

    /// Triggers `event` here and returns how its dispatch ended.
    @MainActor
    @discardableResult
    package func trigger(_ event: any Event) async -> EventOutcome {
        await HierarchyDispatch.trigger(event, from: head)
    }

    /// Reports `error` here and returns its evaluation.
    @MainActor
    @discardableResult
    package func report(_ error: any Error) async -> ErrorEvaluation {
        await HierarchyDispatch.report(error, from: head)
    }

    /// The position below one more node.
    package func adding(_ definition: ResponderDefinition, label: ResponderLabel) -> ResponderPosition {
        var child = self
        child.head = ResponderNode(definition, label: label, parent: head)
        return child
    }

    /// The position below one more responder, named `name` in routes (where it was applied when `nil`).
    ///
    /// ```swift
    /// let screen = app
    ///     .adding(.catchError(Unauthenticated.self, .synchronous { _ in ShowSignIn() }))
    ///     .adding(.handleEvent(ItemSelected.self, .synchronous { event in selection = event.item }))
    /// ```
    package func adding(
        _ definition: ResponderDefinition,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> ResponderPosition {
        adding(definition, label: ResponderLabel(name: name, fileID: fileID, line: line))
    }

    /// The position below a node that answers every error with `action`: the bridge from a hierarchy into an
    /// environment-style chain or an ``ErrorResponder``, as writing `\.respondToError` makes it.
    ///
    /// The node is named after the write, `respondToError`; the action's own name is the one routes show, since
    /// they record the action's hop, not the node's. Writing an equal action at the same place again gives an equal
    /// position.
    package func answering(withWritten action: RespondToErrorAction) -> ResponderPosition {
        var child = self
        child.head = ResponderNode(
            written: action,
            label: ResponderLabel(name: "respondToError", fileID: #fileID, line: #line),
            parent: head
        )
        return child
    }

    /// This position with `node`, whose parent is this position's head, as its head: how a SwiftUI modifier puts
    /// the node it keeps on the chain.
    package func placing(_ node: ResponderNode) -> ResponderPosition {
        var child = self
        child.head = node
        return child
    }
}
