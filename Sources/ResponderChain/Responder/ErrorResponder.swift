/// An object in a chain of error responders: it answers an error or passes it to its parent.
///
/// View models, view controllers, coordinators, services and the app delegate can all be responders. Each one
/// handles the errors it knows about and hands the rest to ``parentResponder`` with ``passToParent(_:)``, which
/// reaches the ``UnhandledTerminal`` when there is no parent and stops at a loop of parents.
///
/// ```swift
/// final class HomeTabViewController: UINavigationController, ErrorResponder {
///     weak var parentResponder: (any ErrorResponder)?
///
///     func respond(to error: any Error) async -> ErrorEvaluation {
///         switch error {
///         case MyError.homeTabError:
///             print("Error handled at Home Tab level")
///             return .proceed
///         default:
///             return await passToParent(error)
///         }
///     }
/// }
/// ```
///
/// - Important: Declare ``parentResponder`` `weak`: a child must never keep its parent alive.
@MainActor public protocol ErrorResponder: AnyObject {
    /// The next responder up the chain, asked when this one does not handle an error.
    var parentResponder: (any ErrorResponder)? { get set }

    /// Answers `error`, or passes it on with ``passToParent(_:)``.
    ///
    /// The default implementation passes every error to the parent.
    ///
    /// - Parameter error: the error raised below this responder.
    /// - Returns: what the code that raised the error should do next.
    @discardableResult
    func respond(to error: any Error) async -> ErrorEvaluation
}
