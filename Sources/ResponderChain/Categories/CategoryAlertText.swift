/// The text of the alerts a ``CategoryResponder`` presents. Every string can be overridden; the defaults are the
/// package's texts, translated into ten languages.
///
/// By default the title and the message are the error's ``UserFacingMessage``: its own text (`LocalizedError`,
/// ``AlertableError``, an `NSError`'s user info, a problem's title and detail), or else, through the errors it
/// wraps, an app mapper's or a built-in mapping's text, or else "Something went wrong". The buttons are
/// ``ErrorTexts/Key/dismiss``, ``ErrorTexts/Key/cancel`` and each option's `description` (``RecoveryOption/retry``'s is
/// ``ErrorTexts/Key/retry``), in ``ErrorTexts/currentLanguage`` when ``standard`` is read. An app changes any of
/// them in every language by adding `ResponderChain.strings` with the keys of ``ErrorTexts/Key``:
///
/// | key | English |
/// |---|---|
/// | `title` | Something went wrong |
/// | `message` | Please try again. If the problem continues, contact support. |
/// | `dismiss` | OK |
/// | `cancel` | Cancel |
/// | `retry` | Retry |
///
/// ```swift
/// var text = CategoryAlertText.standard
/// text.dismissTitle = "Got it"
/// text.title = { error in (error as? LocalizedError)?.errorDescription ?? "Oops" }
/// ```
public struct CategoryAlertText: Sendable {
    /// The alert's title for an error.
    public var title: @Sendable (any Error) -> String

    /// The alert's message for an error, if any.
    public var message: @Sendable (any Error) -> String?

    /// The button of a non-recoverable error's alert.
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
    ///   - dismissTitle: the button of a non-recoverable error's alert.
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

    /// The default text, described above, in ``ErrorTexts/currentLanguage``.
    public static var standard: CategoryAlertText {
        CategoryAlertText(
            title: { error in UserFacingMessage(for: error).title },
            message: { error in UserFacingMessage(for: error).message },
            dismissTitle: ErrorTexts.text(.dismiss),
            cancelTitle: ErrorTexts.text(.cancel)
        )
    }
}
