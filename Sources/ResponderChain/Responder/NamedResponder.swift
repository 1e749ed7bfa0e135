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
