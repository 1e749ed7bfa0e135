/// The text an ``AlertableError``'s alert uses where the error gives none: the title, and the one button.
///
/// The defaults are HierarchyResponder's, "Error" and "Okay", so that an app that moves over shows the alerts its UI
/// tests expect, translated into the package's ten languages (``ErrorTexts/Key/alertableTitle`` and
/// ``ErrorTexts/Key/alertableDismiss``, keys `alertable.title` and `alertable.dismiss`; an app's `ResponderChain.strings`
/// overrides them). Override them per hierarchy:
///
/// ```swift
/// var text = AlertableErrorText.standard
/// text.dismissTitle = "Got it"
/// let root = ResponderPosition.root.handleAlertErrors(queue: queue, text: text)
/// ```
public struct AlertableErrorText: Hashable, Sendable {
    /// The title of an error whose ``AlertableError/title`` is `nil`.
    public var defaultTitle: String

    /// The title of the button that dismisses the alert.
    public var dismissTitle: String

    /// Creates text from its parts.
    ///
    /// - Parameters:
    ///   - defaultTitle: the title of an error without one.
    ///   - dismissTitle: the button's title.
    public init(defaultTitle: String, dismissTitle: String) {
        self.defaultTitle = defaultTitle
        self.dismissTitle = dismissTitle
    }

    /// The defaults in ``ErrorTexts/currentLanguage``: "Error" and "Okay" in English, as HierarchyResponder's
    /// `handleAlertErrors()` shows.
    public static var standard: AlertableErrorText {
        AlertableErrorText(
            defaultTitle: ErrorTexts.text(.alertableTitle), dismissTitle: ErrorTexts.text(.alertableDismiss))
    }

    /// The alert for `error`: its title (or the default), its message, and one button that answers
    /// ``ErrorEvaluation/proceed``.
    ///
    /// - Parameter error: the error.
    /// - Returns: the alert.
    public func alert(for error: any AlertableError) -> AlertModel {
        AlertModel(
            title: error.title ?? defaultTitle,
            message: error.message,
            buttons: [AlertButton(dismissTitle, role: .cancel, evaluation: .proceed)]
        )
    }
}
