/// Where an error was raised, for recovery: ErrorHandling's `emittingError(_:recoveryHandler:)` without SwiftUI.
///
/// A screen that raises errors knows how to recover from them ("resubmit the form"). It raises them through a
/// scope, and the ``CategoryResponder`` up the chain calls the scope's recovery handler with the option the user
/// chose:
///
/// ```swift
/// let scope = RecoveryScope(parentResponder: categories) { option, _ in
///     switch option {
///     case .resubmit: await submit()
///     default: break
///     }
/// }
/// let evaluation = await scope.emit(error)
/// ```
@MainActor public final class RecoveryScope {
    /// The responder the scope's errors are dispatched to. Held weakly.
    public weak var parentResponder: (any ErrorResponder)?

    /// Recovers from one of the scope's errors with the option the user chose.
    public let recoveryHandler: @MainActor (RecoveryOption, any Error) async -> Void

    /// The sign-out session of the screen that raises errors through the scope, if known: a ``CategoryResponder``
    /// with a ``SignOutCoordinator`` absorbs a sign-out error of a session that was already signed out.
    public let session: SignOutCoordinator.Session?

    /// The scope whose ``emit(_:)`` is under way on this task.
    @TaskLocal static var current: RecoveryScope?

    /// Creates a scope.
    ///
    /// - Parameters:
    ///   - parentResponder: the responder to dispatch errors to; held weakly.
    ///   - session: the sign-out session of the screen, read from the coordinator when the screen appeared;
    ///     `nil` when unknown, so that a sign-out error always signs out.
    ///   - recoveryHandler: recovers with the chosen option.
    public init(
        parentResponder: (any ErrorResponder)?,
        session: SignOutCoordinator.Session? = nil,
        recoveryHandler: @escaping @MainActor (RecoveryOption, any Error) async -> Void
    ) {
        self.parentResponder = parentResponder
        self.session = session
        self.recoveryHandler = recoveryHandler
    }

    /// Dispatches `error` up the chain, with this scope's recovery handler recovering from it.
    ///
    /// - Parameter error: the error.
    /// - Returns: the chain's answer; ``ErrorEvaluation/cancel`` when there is no parent.
    @discardableResult
    public func emit(_ error: any Error) async -> ErrorEvaluation {
        await Self.$current.withValue(self) {
            await parentResponder.dispatchHere(error)
        }
    }
}
