/// A responder that gives itself a name for dispatch routes and unhandled reports.
///
/// Without it a responder is named by its type, which is enough when each type appears once in a chain.
///
/// ```swift
/// extension TabCoordinator: NamedResponder {
///     var responderName: String { "Tab \(index)" }
/// }
/// ```
@MainActor public protocol NamedResponder: AnyObject {
    /// The name that routes and reports show for this responder.
    var responderName: String { get }
}

@MainActor
extension ResponderHop {
    /// The hop for a responder object: its ``NamedResponder/responderName`` or else its type name.
    static func responder(_ object: AnyObject) -> ResponderHop {
        ResponderHop(name: responderName(of: object), kind: .responder)
    }

    /// The name a route or report uses for `object`.
    static func responderName(of object: AnyObject) -> String {
        (object as? any NamedResponder)?.responderName ?? ValueDescription.typeName(of: object)
    }
}
