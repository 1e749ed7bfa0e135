/// Something that shows an ``AlertModel`` to the user and reports the button they picked.
///
/// A view controller presenting a `UIAlertController`, a SwiftUI scene, or the demo's terminal can be a
/// presenter. Presenters are called by a ``PresentationQueue``, one alert at a time.
///
/// ```swift
/// @MainActor final class ConsolePresenter: ErrorPresenter {
///     func present(_ alert: AlertModel) async -> AlertButton? {
///         print(alert)
///         return alert.buttons.first
///     }
/// }
/// ```
///
/// A presenter that can show more than alerts (banners, errors inline in a view) says so in
/// ``presentableStyles`` and shows them in ``present(_:as:)``; the queue sends it several banners at once, and
/// ends each by cancelling its call when the banner's duration has run out.
///
/// With the UIKit adapter, a presenter can also be anything with `present(alert: UIAlertController)`, as in
/// SwiftErrorHandler: the adapter's `ErrorHandlerView` protocol refines this one.
///
/// - Important: When the task that calls ``present(_:)`` (or ``present(_:as:)``) is cancelled, the queue has
///   withdrawn the presentation (it was replaced, dismissed, timed out, or nobody waits for it any more): take it
///   off screen and return promptly. The next alert is shown only after this call returns.
@MainActor public protocol ErrorPresenter: AnyObject {
    /// Shows `alert` and returns the button the user picked.
    ///
    /// - Parameter alert: the alert to show.
    /// - Returns: one of `alert.buttons`, or `nil` when the alert went away without a choice.
    func present(_ alert: AlertModel) async -> AlertButton?

    /// The styles this presenter can show. An alert can always be shown; the default is `[.alert]`.
    var presentableStyles: Set<PresentationStyle.Kind> { get }

    /// Shows `alert` in `style`, one of ``presentableStyles``, and returns the button the user picked.
    ///
    /// The default shows it as an alert with ``present(_:)``.
    ///
    /// - Parameters:
    ///   - alert: what to show: title, message and buttons.
    ///   - style: how to show it; never ``PresentationStyle/silent``.
    /// - Returns: one of `alert.buttons`, or `nil` when it went away without a choice.
    func present(_ alert: AlertModel, as style: PresentationStyle) async -> AlertButton?
}

extension ErrorPresenter {
    /// Alerts only.
    public var presentableStyles: Set<PresentationStyle.Kind> { [.alert] }

    /// Shows `alert` as an alert, whatever `style` says.
    ///
    /// - Parameters:
    ///   - alert: the alert.
    ///   - style: ignored.
    /// - Returns: the button the user picked, or `nil`.
    public func present(_ alert: AlertModel, as style: PresentationStyle) async -> AlertButton? {
        await present(alert)
    }
}
