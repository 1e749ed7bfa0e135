import Foundation

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
/// Two alerts are equal when they show the same text and buttons (see ``AlertButton``) and are built by the same
/// platform alert builder, if any; the queue presents one of a set of equal alerts at a time and gives every caller
/// the same choice.
public struct AlertModel: Hashable, Sendable, CustomStringConvertible {
    /// The title.
    public var title: String

    /// The message under the title, if any.
    public var message: String?

    /// The buttons, in the order the presenter should show them.
    ///
    /// An alert with no buttons can only be dismissed; its answer is then ``dismissalEvaluation``.
    public var buttons: [AlertButton]

    /// How to build the platform's own alert controller, when an ``ErrorAlert`` builds one itself (see
    /// ``ErrorAlert/build(for:onCompleted:)``); `nil` for an alert that is only data.
    ///
    /// A presenter that can show the controller shows it instead of the title, message and buttons, and answers
    /// the first button once the controller calls its completion. The others show the data.
    package var platformAlert: PlatformAlertBuilder?

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
        self.platformAlert = nil
    }

    /// Creates an alert that a presenter able to show the platform's own controller builds with `platformAlert`;
    /// the UIKit adapter's alerts that build their own `UIAlertController`.
    package init(title: String, message: String?, buttons: [AlertButton], platformAlert: PlatformAlertBuilder?) {
        self.title = title
        self.message = message
        self.buttons = buttons
        self.platformAlert = platformAlert
    }

    /// The evaluation answered when the alert is dismissed without a choice: its cancel button's, or
    /// ``ErrorEvaluation/cancel`` when it has none.
    public var dismissalEvaluation: ErrorEvaluation {
        buttons.first { $0.role == .cancel }?.evaluation ?? .cancel
    }

    /// `"Title" (message) [Retry → retry | Cancel (cancel) → cancel]`, followed by `, own controller` when the
    /// alert builds a platform controller itself.
    public var description: String {
        var text = "\"\(title)\""
        if let message {
            text += " (\(message))"
        }
        text += " [" + buttons.map(\.description).joined(separator: " | ") + "]"
        return platformAlert == nil ? text : text + ", own controller"
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

/// How an ``ErrorAlert`` that builds its own platform alert controller, such as a `UIAlertController`, builds it
/// for one error.
///
/// The UIKit adapter makes one for every alert whose ``ErrorAlert/build(for:onCompleted:)`` returns a
/// `UIAlertController`, and its presenters call it. Two builders are equal only when they are the same builder,
/// so alerts built for different errors are never taken for duplicates.
package struct PlatformAlertBuilder: Hashable, Sendable {
    private final class Storage: Sendable {
        let build: @MainActor @Sendable (OnErrorHandled) -> AnyObject

        init(_ build: @escaping @MainActor @Sendable (OnErrorHandled) -> AnyObject) {
            self.build = build
        }
    }

    /// Passes how a built controller's completion ended on to a presenter.
    private final class EndReceiver: CompletionReceiver {
        let onEnd: @Sendable (Bool) -> Void

        init(_ onEnd: @escaping @Sendable (Bool) -> Void) {
            self.onEnd = onEnd
        }

        func completionEnded(called: Bool) {
            onEnd(called)
        }
    }

    private let storage: Storage

    /// Creates a builder.
    ///
    /// - Parameter build: builds the controller; the controller calls the completion it is given once the user
    ///   has picked an action.
    package init(_ build: @escaping @MainActor @Sendable (_ onCompleted: OnErrorHandled) -> AnyObject) {
        self.storage = Storage(build)
    }

    /// Builds the controller and reports how its completion ends.
    ///
    /// `onEnd(true)` comes when the controller calls its completion. `onEnd(false)` comes once the controller has
    /// let go of the completion without calling it: it was dismissed and released, or its actions never held the
    /// completion, in which case it comes before this returns. Only the first report counts; a later one may
    /// follow and is to be ignored.
    ///
    /// - Parameter onEnd: called with whether the completion was called.
    /// - Returns: the controller, such as a `UIAlertController`.
    @MainActor package func build(onEnd: @escaping @Sendable (_ completed: Bool) -> Void) -> AnyObject {
        let token = CompletionToken(EndReceiver(onEnd))
        return storage.build({ token.complete() })
    }

    /// Whether the two are the same builder.
    package static func == (lhs: PlatformAlertBuilder, rhs: PlatformAlertBuilder) -> Bool {
        lhs.storage === rhs.storage
    }

    /// Hashes the builder's identity.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(storage))
    }
}

extension AlertModel {
    /// This alert with `code` on a line of its own under the message, in the current language: what a queue that
    /// shows support codes presents.
    func showing(_ code: SupportCode) -> AlertModel {
        var shown = self
        let line = String(format: ErrorTexts.text(.supportCode), code.description)
        shown.message = [message, line].compactMap { $0 }.joined(separator: "\n\n")
        return shown
    }
}
