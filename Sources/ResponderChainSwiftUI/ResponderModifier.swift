#if canImport(SwiftUI)
    import ResponderChain
    import SwiftUI
#else
    import ResponderChain
    import SwiftUIStandIn
#endif

/// Puts one responder on the chain of the content it modifies: the glue behind every responder modifier.
///
/// Its node is made once and kept in `@State`; each render gives it the responder of that render and the node
/// above it. The content's `\.responderPosition` is then the same node on every render, which SwiftUI compares
/// equal, so the views below that read `\.respondToError`, `\.reportError` or `\.triggerEvent` are not evaluated
/// again, and a dispatch always runs the latest closures.
struct ResponderModifier: ViewModifier {
    @Environment(\.responderPosition) private var position
    @State private var node: ResponderNode
    let definition: ResponderDefinition
    let label: ResponderLabel

    init(_ definition: ResponderDefinition, label: ResponderLabel) {
        self.definition = definition
        self.label = label
        _node = State(initialValue: ResponderNode(definition, label: label, parent: nil))
    }

    func body(content: Content) -> some View {
        node.update(definition, label: label, parent: position.head)
        return content.environment(\.responderPosition, position.placing(node))
    }
}

// HierarchyResponder's responder modifiers (`View+ReceiveEvent.swift`, `View+HandleEvent.swift`,
// `View+TransformEvent.swift`, `View+ReceiveError.swift`, `View+HandleError.swift`, `View+TransformError.swift`,
// `View+CatchError.swift`), in the forms its README and its apps write them: for each verb, one that takes every
// value, one typed with the value, and one typed without it (plus `handleEvent { }` and `handleError { }` without the
// value). Each comes twice: for a closure that may `await`, and for one that decides at once, which is called without
// an `await` (Swift picks it for a closure that does not await). Closures run on the main actor. A typed responder
// skips values of other types without being called. Modifiers written later on a view are further out, so they are
// asked later.
//
// Every modifier also takes `name`, the responder's name in routes and outcomes (where it was applied when `nil`),
// and `fileID` and `line`, filled in for you. Each puts its responder on the chain with `responder(_:_:_:_:)` below.

extension View {
    /// This view with `definition` on the chain of its content, named `name` or else by where the modifier was applied.
    func responder(_ definition: ResponderDefinition, _ name: String?, _ fileID: StaticString, _ line: UInt)
        -> some View
    {
        modifier(ResponderModifier(definition, label: ResponderLabel(name: name, fileID: fileID, line: line)))
    }
}
