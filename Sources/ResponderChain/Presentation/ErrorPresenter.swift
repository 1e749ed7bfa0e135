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
/// - Important: When the task that calls ``present(_:)`` is cancelled, the queue has withdrawn the alert
///   (it was replaced, dismissed, or nobody waits for it any more): take it off screen and return promptly.
///   The next alert is shown only after this call returns.
@MainActor public protocol ErrorPresenter: AnyObject {
    /// Shows `alert` and returns the button the user picked.
    ///
    /// - Parameter alert: the alert to show.
    /// - Returns: one of `alert.buttons`, or `nil` when the alert went away without a choice.
    func present(_ alert: AlertModel) async -> AlertButton?
}

/// The seed's name for the object that alerts are presented on.
public typealias ErrorHandlerView = ErrorPresenter
