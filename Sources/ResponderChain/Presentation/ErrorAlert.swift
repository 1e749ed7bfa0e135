/// Something that builds the alert for an error: adopt it to present your own alerts from rules.
///
/// ``ConfirmableAlert``, ``RejectableAlert`` and ``AlertModel`` adopt it. Your own alert can put the error's
/// details into the text:
///
/// ```swift
/// struct DetailedAlert: ErrorAlert {
///     func makeAlert(for error: any Error) -> AlertModel {
///         AlertModel(
///             title: "Something went wrong",
///             message: (error as? LocalizedError)?.errorDescription,
///             buttons: [AlertButton("OK", role: .cancel, evaluation: .cancel)]
///         )
///     }
/// }
///
/// handler.onNoMatch(.present(alert: DetailedAlert()))
/// ```
///
/// ### Alerts that build their own controller
///
/// With the UIKit adapter, an alert can instead build its own `UIAlertController`, as SwiftErrorHandler's alerts
/// do: implement ``build(for:onCompleted:)`` to return one, and call `onCompleted` in every action's handler.
///
/// ```swift
/// struct SupportAlert: ErrorAlert {
///     func build(for error: Error, onCompleted: OnErrorHandled) -> UIAlertController {
///         let alert = UIAlertController(title: "Something went wrong", message: nil, preferredStyle: .alert)
///         alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in onCompleted?() })
///         return alert
///     }
/// }
/// ```
///
/// Such an alert goes through the same ``PresentationQueue`` as the others, one at a time. A presenter that
/// shows `UIAlertController`s (a view controller, or anything with `present(alert: UIAlertController)`) shows
/// the controller; calling `onCompleted` answers ``ErrorEvaluation/proceed``, and a controller dismissed and let
/// go of without calling it answers as a dismissal, so nobody waits for ever. Other presenters, such as SwiftUI's
/// or a test's, show a plain alert with the error's description and one button instead.
public protocol ErrorAlert: Sendable {
    /// What ``build(for:onCompleted:)`` returns: an ``AlertModel`` unless the alert builds a platform alert
    /// controller itself.
    associatedtype Built = AlertModel

    /// The alert to show for `error`, as data.
    ///
    /// - Parameter error: the error being handled.
    /// - Returns: the alert, as data.
    func makeAlert(for error: any Error) -> AlertModel

    /// The alert to show for `error`, built by the alert itself: a `UIAlertController` in SwiftErrorHandler's shape, or
    /// else ``makeAlert(for:)``'s model.
    ///
    /// A controller must call `onCompleted` once the user has picked an action, in every action's handler.
    ///
    /// - Parameters:
    ///   - error: the error being handled.
    ///   - onCompleted: the completion to call when the alert is done with.
    /// - Returns: the alert.
    @MainActor func build(for error: any Error, onCompleted: OnErrorHandled) -> Built
}

extension ErrorAlert where Built == AlertModel {
    /// The alert as data: ``makeAlert(for:)``'s model; `onCompleted` is not used.
    ///
    /// - Parameters:
    ///   - error: the error being handled.
    ///   - onCompleted: unused; the queue answers with the button the user picks.
    /// - Returns: the alert, as data.
    @MainActor public func build(for error: any Error, onCompleted: OnErrorHandled) -> AlertModel {
        makeAlert(for: error)
    }
}
