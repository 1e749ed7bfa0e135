import Foundation

/// The text of the alerts a ``CategoryResponder`` presents. Every string can be overridden, and the defaults
/// are localizable.
///
/// By default the title is the error's `LocalizedError.errorDescription` (or an `NSError`'s localized
/// description), and the message joins its `failureReason` and `recoverySuggestion`. Where an error has none, and
/// for the buttons, the defaults are looked up with `NSLocalizedString` in the app's main bundle, table
/// `ResponderChain`, so an app localizes them by adding `ResponderChain.strings`:
///
/// | key | English |
/// |---|---|
/// | `title` | Something went wrong |
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

    /// Creates text from its parts.
    ///
    /// - Parameters:
    ///   - title: the title for an error.
    ///   - message: the message for an error.
    ///   - dismissTitle: the button of a non-recoverable error's alert.
    ///   - cancelTitle: the button that declines recovery.
    public init(
        title: @escaping @Sendable (any Error) -> String,
        message: @escaping @Sendable (any Error) -> String?,
        dismissTitle: String,
        cancelTitle: String
    ) {
        self.title = title
        self.message = message
        self.dismissTitle = dismissTitle
        self.cancelTitle = cancelTitle
    }

    /// The default text, described above.
    public static let standard = CategoryAlertText(
        title: { error in
            if let description = (error as? any LocalizedError)?.errorDescription {
                return description
            }
            if type(of: error) is NSError.Type,
                let description = (error as NSError).userInfo[NSLocalizedDescriptionKey] as? String
            {
                return description
            }
            return localized("title", default: "Something went wrong")
        },
        message: { error in
            guard let localized = error as? any LocalizedError else { return nil }
            let parts = [localized.failureReason, localized.recoverySuggestion].compactMap { $0 }
            return parts.isEmpty ? nil : parts.joined(separator: " ")
        },
        dismissTitle: localized("dismiss", default: "OK"),
        cancelTitle: localized("cancel", default: "Cancel")
    )

    /// The English default of ``RecoveryOption/retry``'s title, as the app's `ResponderChain.strings` localizes it.
    public static var retryTitle: String {
        RecoveryOption.retry.description
    }

    /// `key` from the main bundle's `ResponderChain` table, or `value` when the app does not localize it.
    static func localized(_ key: String, default value: String) -> String {
        NSLocalizedString(key, tableName: "ResponderChain", bundle: .main, value: value, comment: "")
    }
}
