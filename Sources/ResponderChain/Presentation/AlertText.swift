/// The texts of the alerts, banners and fallbacks the package shows for errors: how a ``CategoryResponder``,
/// `handleAlertErrors()` and an error boundary word what they show. Every text can be overridden.
///
/// Two sets of defaults come with the package, both translated into its ten languages:
///
/// - ``standard``: the error's ``UserFacingMessage`` as the title and message (its own text, an app mapper's, a
///   built-in mapping's, or "Something went wrong"), "OK" to dismiss, "Cancel" to decline recovery, and each
///   recovery option's `description` (``RecoveryOption/retry``'s is "Retry").
/// - ``alertable``: HierarchyResponder's, for ``AlertableError``s: the error's ``AlertableError/title`` or "Error", its
///   ``AlertableError/message``, and "Okay", so that an app that moves over shows the alerts its UI tests expect.
///
/// They are in ``ErrorTexts/currentLanguage`` when read. An app changes any default in every language with its own
/// `ResponderChain.strings` (keys `title`, `message`, `dismiss`, `cancel`, `retry`, `alertable.title` and
/// `alertable.dismiss`), or one responder's text in code:
///
/// ```swift
/// var text = AlertText.standard
/// text.dismissTitle = "Got it"
/// text.title = { error in (error as? LocalizedError)?.errorDescription ?? "Oops" }
/// let categories = CategoryResponder(presentingOn: queue, text: text)
/// ```
public struct AlertText: Sendable {
    /// The title for an error.
    public var title: @Sendable (any Error) -> String

    /// The message for an error, if any.
    public var message: @Sendable (any Error) -> String?

    /// The button that dismisses an alert that offers nothing else: a non-recoverable error's, an alertable one's.
    public var dismissTitle: String

    /// The button that declines every recovery option of a recoverable error's alert.
    public var cancelTitle: String

    /// The title of a recovery option's button; by default the option's `description`.
    public var optionTitle: @Sendable (RecoveryOption, any Error) -> String

    /// Creates text from its parts.
    ///
    /// - Parameters:
    ///   - title: the title for an error.
    ///   - message: the message for an error.
    ///   - dismissTitle: the button that dismisses.
    ///   - cancelTitle: the button that declines recovery.
    ///   - optionTitle: the title of a recovery option's button.
    public init(
        title: @escaping @Sendable (any Error) -> String,
        message: @escaping @Sendable (any Error) -> String?,
        dismissTitle: String,
        cancelTitle: String,
        optionTitle: @escaping @Sendable (RecoveryOption, any Error) -> String = { option, _ in option.description }
    ) {
        self.title = title
        self.message = message
        self.dismissTitle = dismissTitle
        self.cancelTitle = cancelTitle
        self.optionTitle = optionTitle
    }

    /// The package's texts, from the error's ``UserFacingMessage``, in ``ErrorTexts/currentLanguage``.
    public static var standard: AlertText {
        AlertText(
            title: { error in UserFacingMessage(for: error).title },
            message: { error in UserFacingMessage(for: error).message },
            dismissTitle: ErrorTexts.text(.dismiss),
            cancelTitle: ErrorTexts.text(.cancel)
        )
    }

    /// HierarchyResponder's texts for an ``AlertableError``: its title or "Error", its message, and "Okay", in
    /// ``ErrorTexts/currentLanguage``. For another error, its ``UserFacingMessage``.
    public static var alertable: AlertText {
        let defaultTitle = ErrorTexts.text(.alertableTitle)
        return AlertText(
            title: { error in
                guard let alertable = error as? any AlertableError else { return UserFacingMessage(for: error).title }
                return alertable.title ?? defaultTitle
            },
            message: { error in
                (error as? any AlertableError)?.message ?? UserFacingMessage(for: error).message
            },
            dismissTitle: ErrorTexts.text(.alertableDismiss),
            cancelTitle: ErrorTexts.text(.cancel)
        )
    }

    /// The alert of an error that offers nothing but dismissing it: the title, the message and one button, which
    /// answers `evaluation`.
    func dismissableAlert(for error: any Error, answering evaluation: ErrorEvaluation) -> AlertModel {
        AlertModel(
            title: title(error),
            message: message(error),
            buttons: [AlertButton(dismissTitle, role: .cancel, evaluation: evaluation)]
        )
    }
}
