/// An alert with a confirm and a reject button, in SwiftErrorHandler's shape.
///
/// ```swift
/// RejectableAlert(
///     title: "Are you sure you want to logout?",
///     confirmTitle: "Yes",
///     rejectTitle: "No",
///     confirmEvaluation: .abort,
///     confirmAction: { _ in await session.signOut() }
/// )
/// ```
///
/// The reject button has the cancel role, so a dismissal answers the reject evaluation.
public struct RejectableAlert: ErrorAlert {
    /// The title.
    public var title: String

    /// The message, if any.
    public var message: String?

    /// The confirm button's title.
    public var confirmTitle: String

    /// The reject button's title.
    public var rejectTitle: String

    /// What the error's origin is told when the user confirms; ``ErrorEvaluation/proceed`` unless given.
    public var confirmEvaluation: ErrorEvaluation

    /// What the error's origin is told when the user rejects; ``ErrorEvaluation/cancel`` unless given.
    public var rejectEvaluation: ErrorEvaluation

    /// Work to run with the error when the user confirms.
    public var confirmAction: (@MainActor (any Error) async -> Void)?

    /// Work to run with the error when the user rejects.
    public var rejectAction: (@MainActor (any Error) async -> Void)?

    /// Creates an alert with a confirm and a reject button.
    ///
    /// - Parameters:
    ///   - title: the title.
    ///   - message: the message, if any.
    ///   - confirmTitle: the confirm button's title.
    ///   - rejectTitle: the reject button's title.
    ///   - confirmEvaluation: what the error's origin is told when the user confirms.
    ///   - rejectEvaluation: what the error's origin is told when the user rejects or dismisses the alert.
    ///   - confirmAction: work to run with the error when the user confirms.
    ///   - rejectAction: work to run with the error when the user rejects.
    public init(
        title: String,
        message: String? = nil,
        confirmTitle: String,
        rejectTitle: String,
        confirmEvaluation: ErrorEvaluation = .proceed,
        rejectEvaluation: ErrorEvaluation = .cancel,
        confirmAction: (@MainActor (any Error) async -> Void)? = nil,
        rejectAction: (@MainActor (any Error) async -> Void)? = nil
    ) {
        self.title = title
        self.message = message
        self.confirmTitle = confirmTitle
        self.rejectTitle = rejectTitle
        self.confirmEvaluation = confirmEvaluation
        self.rejectEvaluation = rejectEvaluation
        self.confirmAction = confirmAction
        self.rejectAction = rejectAction
    }

    /// The alert: the title, the message, the reject button (cancel role) and the confirm button.
    ///
    /// - Parameter error: the error being handled; unused.
    /// - Returns: the alert.
    public func makeAlert(for error: any Error) -> AlertModel {
        AlertModel(
            title: title,
            message: message,
            buttons: [
                AlertButton(rejectTitle, role: .cancel, evaluation: rejectEvaluation, work: rejectAction),
                AlertButton(confirmTitle, evaluation: confirmEvaluation, work: confirmAction),
            ]
        )
    }
}
