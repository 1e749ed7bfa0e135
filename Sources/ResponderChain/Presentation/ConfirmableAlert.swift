/// An alert with one button, in SwiftErrorHandler's shape.
///
/// ```swift
/// ConfirmableAlert(title: "Timeout occurred", confirmTitle: "Retry", confirmEvaluation: .retry)
/// ConfirmableAlert(title: "Did you turn off the internet?", confirmTitle: "No")
/// ```
public struct ConfirmableAlert: ErrorAlert {
    /// The title.
    public var title: String

    /// The message, if any.
    public var message: String?

    /// The button's title.
    public var confirmTitle: String

    /// What the error's origin is told when the user confirms; ``ErrorEvaluation/proceed`` unless given.
    public var confirmEvaluation: ErrorEvaluation

    /// Work to run with the error when the user confirms.
    public var confirmAction: (@MainActor (any Error) async -> Void)?

    /// Creates an alert with one button.
    ///
    /// - Parameters:
    ///   - title: the title.
    ///   - message: the message, if any.
    ///   - confirmTitle: the button's title.
    ///   - confirmEvaluation: what the error's origin is told when the user confirms.
    ///   - confirmAction: work to run with the error when the user confirms.
    public init(
        title: String,
        message: String? = nil,
        confirmTitle: String,
        confirmEvaluation: ErrorEvaluation = .proceed,
        confirmAction: (@MainActor (any Error) async -> Void)? = nil
    ) {
        self.title = title
        self.message = message
        self.confirmTitle = confirmTitle
        self.confirmEvaluation = confirmEvaluation
        self.confirmAction = confirmAction
    }

    /// The alert: the title, the message and one default button.
    ///
    /// - Parameter error: the error being handled; unused.
    /// - Returns: the alert.
    public func makeAlert(for error: any Error) -> AlertModel {
        AlertModel(
            title: title,
            message: message,
            buttons: [AlertButton(confirmTitle, evaluation: confirmEvaluation, work: confirmAction)]
        )
    }
}
