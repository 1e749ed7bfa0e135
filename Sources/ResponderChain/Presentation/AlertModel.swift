/// An alert as plain data: a title, an optional message and buttons. No UI framework is involved.
///
/// Rules present alerts through a ``PresentationQueue``, and an ``ErrorPresenter`` renders them: a
/// `UIAlertController`, a SwiftUI alert, or the demo's terminal. Because an alert is a value, tests can check
/// exactly what the user would see.
///
/// ```swift
/// let alert = AlertModel(
///     title: "Connection lost",
///     message: "Check your connection and try again.",
///     buttons: [
///         AlertButton("Retry", evaluation: .retry),
///         AlertButton("Cancel", role: .cancel, evaluation: .cancel),
///     ]
/// )
/// ```
///
/// Two alerts are equal when they show the same text and buttons (see ``AlertButton``); the queue presents one
/// of a set of equal alerts at a time and gives every caller the same choice.
public struct AlertModel: Hashable, Sendable, CustomStringConvertible {
    /// The title.
    public var title: String

    /// The message under the title, if any.
    public var message: String?

    /// The buttons, in the order the presenter should show them.
    ///
    /// An alert with no buttons can only be dismissed; its answer is then ``dismissalEvaluation``.
    public var buttons: [AlertButton]

    /// Creates an alert.
    ///
    /// - Parameters:
    ///   - title: the title.
    ///   - message: the message, if any.
    ///   - buttons: the buttons, in order.
    public init(title: String, message: String? = nil, buttons: [AlertButton]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The evaluation answered when the alert is dismissed without a choice: its cancel button's, or
    /// ``ErrorEvaluation/cancel`` when it has none.
    public var dismissalEvaluation: ErrorEvaluation {
        buttons.first { $0.role == .cancel }?.evaluation ?? .cancel
    }

    /// `"Title" (message) [Retry → retry | Cancel (cancel) → cancel]`.
    public var description: String {
        var text = "\"\(title)\""
        if let message {
            text += " (\(message))"
        }
        return text + " [" + buttons.map(\.description).joined(separator: " | ") + "]"
    }
}

extension AlertModel: ErrorAlert {
    /// The alert itself, whatever the error.
    ///
    /// - Parameter error: the error being handled; unused.
    /// - Returns: this alert.
    public func makeAlert(for error: any Error) -> AlertModel {
        self
    }
}
