/// An error that carries a message fit for the user, and optionally a title, to show in an alert.
///
/// The SwiftUI adapter's `handleAlertErrors()` answers every `AlertableError` below it
/// with an alert built from them.
///
/// ```swift
/// struct QuotaExceeded: AlertableError {
///     var title: String? { "Storage full" }
///     var message: String { "Delete some files and try again." }
/// }
/// ```
public protocol AlertableError: Error {
    /// The alert's title; when `nil` (the default), the alert's default title is used (``AlertText/alertable``).
    var title: String? { get }

    /// The alert's message.
    var message: String { get }
}

extension AlertableError {
    /// No title of its own: the alert uses its default title.
    public var title: String? { nil }
}
