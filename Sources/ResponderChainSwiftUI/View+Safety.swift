#if canImport(SwiftUI)
    public import ResponderChain
    public import SwiftUI
#else
    public import ResponderChain
    public import SwiftUIStandIn
#endif

extension View {
    /// Declares the events that come out of this view (HierarchyResponder's `triggers`). See
    /// `ResponderPosition.triggers(_:fileID:filePath:line:)` for the checks; the check for responders above runs when the
    /// view appears.
    ///
    /// - Parameters:
    ///   - types: the event types.
    ///   - fileID: where the declaration is made; filled in for you.
    ///   - filePath: the declaration's full path; filled in for you.
    ///   - line: the line of the declaration; filled in for you.
    /// - Returns: the view.
    public func triggers(
        _ types: any Event.Type...,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line
    ) -> some View {
        let label = ResponderLabel(name: nil, fileID: fileID, filePath: filePath, line: line)
        return modifier(DeclarationModifier(label: label) { $0.eventDeclaration(types, label: label) })
    }

    /// Declares the errors that come out of this view (HierarchyResponder's `reports`). See
    /// `ResponderPosition.reports(_:fileID:filePath:line:)` for the checks; the check for responders above runs when the
    /// view appears.
    ///
    /// - Parameters:
    ///   - types: the error types.
    ///   - fileID: where the declaration is made; filled in for you.
    ///   - filePath: the declaration's full path; filled in for you.
    ///   - line: the line of the declaration; filled in for you.
    /// - Returns: the view.
    public func reports(
        _ types: any Error.Type...,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line
    ) -> some View {
        let label = ResponderLabel(name: nil, fileID: fileID, filePath: filePath, line: line)
        return modifier(DeclarationModifier(label: label) { $0.errorDeclaration(types, label: label) })
    }

    /// Sets how strictly declarations made inside this view are checked.
    ///
    /// - Parameter level: the level.
    /// - Returns: the view.
    public func responderSafetyLevel(_ level: ResponderSafetyLevel) -> some View {
        transformEnvironment(\.responderPosition) { $0.safety.level = level }
    }

    /// Sets whether declarations made inside this view need a typed responder above them for each listed type.
    ///
    /// - Parameter required: whether they do; they do by default.
    /// - Returns: the view.
    public func requireExplicitResponders(_ required: Bool = true) -> some View {
        transformEnvironment(\.responderPosition) { $0.safety.requiresExplicitResponders = required }
    }
}

/// Puts a declaration on the content's chain, kept across re-renders like every responder node, and checks it for
/// responders when the view appears, not each time the view is built.
struct DeclarationModifier: ViewModifier {
    @Environment(\.responderPosition) private var position
    @State private var node: ResponderNode
    let label: ResponderLabel
    let declare: (ResponderPosition) -> ResponderDefinition

    init(label: ResponderLabel, declare: @escaping (ResponderPosition) -> ResponderDefinition) {
        self.label = label
        self.declare = declare
        _node = State(initialValue: .unplaced(label: label))
    }

    func body(content: Content) -> some View {
        let definition = declare(position)
        node.update(definition, label: label, parent: position.head)
        let declared = position.placing(node)
        return content.environment(\.responderPosition, declared).onAppear { declared.checkDeclaration() }
    }
}
