import Foundation

/// The text of the alerts a ``CategoryResponder`` presents. Every string can be overridden, and the defaults
/// are localizable.
///
/// By default the title is the `LocalizedError.errorDescription` (or an `NSError`'s localized description) of the
/// error or, failing that, of the first error it wraps that has one; the message likewise joins a
/// `failureReason` and a `recoverySuggestion` (or an `NSError`'s matching `userInfo` entries). Where no error has
/// them, and for the buttons, the defaults are looked up with `NSLocalizedString` in the app's main bundle, table
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

    /// The default text, described above.
    public static let standard = CategoryAlertText(
        title: { error in
            ErrorUnwrapping.first(in: error) {
                text(of: $0, localizedError: \.errorDescription, key: NSLocalizedDescriptionKey)
            }
                ?? localized("title", default: "Something went wrong")
        },
        message: { error in
            ErrorUnwrapping.first(in: error) { candidate in
                let parts = [
                    text(of: candidate, localizedError: \.failureReason, key: NSLocalizedFailureReasonErrorKey),
                    text(
                        of: candidate, localizedError: \.recoverySuggestion, key: NSLocalizedRecoverySuggestionErrorKey),
                ].compactMap { $0 }
                return parts.isEmpty ? nil : parts.joined(separator: " ")
            }
        },
        dismissTitle: localized("dismiss", default: "OK"),
        cancelTitle: localized("cancel", default: "Cancel")
    )

    /// A text of one error: a `LocalizedError`'s property, or an `NSError`'s `userInfo` entry.
    private static func text(
        of error: any Error,
        localizedError property: KeyPath<any LocalizedError, String?>,
        key: String
    ) -> String? {
        if let localized = error as? any LocalizedError {
            return localized[keyPath: property]
        }
        if type(of: error) is NSError.Type {
            return (error as NSError).userInfo[key] as? String
        }
        return nil
    }

    /// `key` from the main bundle's `ResponderChain` table, or `value` when the app does not localize it.
    static func localized(_ key: String, default value: String) -> String {
        NSLocalizedString(key, tableName: "ResponderChain", bundle: .main, value: value, comment: "")
    }
}
