#if canImport(UIKit)
    public import ResponderChain
    public import UIKit
#elseif !canImport(Darwin)  // Linux and the other platforms without Apple's frameworks: the stand-in
    public import ResponderChain
    public import UIKitStandIn
#endif

// A Mac has no UIKit: there this module is empty, and no stand-in is linked.
#if (canImport(UIKit) && !os(watchOS)) || !canImport(Darwin)
    /// Something alerts are presented on, in SwiftErrorHandler's shape: anything with
    /// `present(alert: UIAlertController)`.
    ///
    /// Every view controller is one. An error handler kept outside a view controller presents through any other
    /// object that adopts it:
    ///
    /// ```swift
    /// final class AlertRouter: ErrorHandlerView {
    ///     weak var window: UIWindow?
    ///
    ///     func present(alert: UIAlertController) {
    ///         window?.rootViewController?.present(alert, animated: true, completion: nil)
    ///     }
    /// }
    ///
    /// let handler = ErrorHandler(for: router)
    /// ```
    ///
    /// It is an ``ResponderChain/ErrorPresenter``: the ``ResponderChain/PresentationQueue`` hands it one alert at a
    /// time, as a `UIAlertController` (see ``ResponderChain/ErrorPresenter/present(_:)``), and banners and inline
    /// errors are shown as alerts. Where this module is imported, this protocol is what `ErrorHandlerView` means;
    /// elsewhere it is another name for ``ResponderChain/ErrorPresenter``.
    @MainActor public protocol ErrorHandlerView: ErrorPresenter {
        /// Shows an alert controller.
        ///
        /// Called by ``ResponderChain/ErrorPresenter/present(_:)``, once per alert, for the controller it built. When
        /// the controller is not presented by the time this returns, the alert's answer is `nil` at once.
        ///
        /// - Parameter alert: the controller to show.
        func present(alert: UIAlertController)
    }

    /// Every view controller presents alerts with `UIAlertController`, so `ErrorHandler(for: viewController)` and
    /// `PresentationQueue(presenter: viewController)` work as in SwiftErrorHandler.
    extension UIViewController: ErrorHandlerView {
        /// Presents `alert` from the controller at the top of this one's presentations, as SwiftErrorHandler's
        /// `present(alert:)` does from the controller itself (UIKit refuses to present from a controller that is
        /// already presenting).
        ///
        /// - Parameter alert: the alert controller.
        public func present(alert: UIAlertController) {
            var top: UIViewController = self
            while let presented = top.presentedViewController { top = presented }
            top.present(alert, animated: true, completion: nil)
        }
    }

    extension ErrorHandlerView {
        /// Shows `alert` as a `UIAlertController` through ``ErrorHandlerView/present(alert:)``, and returns the
        /// button the user picks.
        ///
        /// - An alert that an ``ResponderChain/ErrorAlert`` builds itself is shown as built. Calling its completion
        ///   answers the alert's first button (``ResponderChain/ErrorEvaluation/proceed``). Once the controller has let
        ///   go of the completion without calling it (it was dismissed and released), the answer is `nil`, as for a
        ///   dismissal (``ResponderChain/ErrorEvaluation/cancel``), so the caller does not wait for ever and the next
        ///   alert can show. A controller whose actions never held the completion answers `nil` as soon as it is
        ///   presented.
        /// - Otherwise each of the alert's buttons becomes an action, and an alert without buttons gets a
        ///   cancel-role "OK" that answers `nil`, so it can always be dismissed. Each action's handler keeps what
        ///   it needs alive (SwiftErrorHandler's weak captures could lose the answer).
        /// - When the controller was not presented (UIKit refused: the presenter is not in a window, or another
        ///   presentation is under way), the answer is `nil` at once instead of never.
        /// - When the waiting task is cancelled, the controller is dismissed, animated as a user's dismissal is, and
        ///   the answer is `nil`.
        ///
        /// - Parameter alert: the alert.
        /// - Returns: the chosen button, or `nil`.
        public func present(_ alert: AlertModel) async -> AlertButton? {
            await present(alert, configuring: nil)
        }

        /// Shows `alert` as ``present(_:)`` does, with `configure` run on the controller before it is presented.
        func present(_ alert: AlertModel, configuring configure: ((UIAlertController) -> Void)?) async -> AlertButton? {
            let answer = AlertChoice()
            let shown = ShownAlertController()
            return await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    guard answer.wait(with: continuation) else { return }  // cancelled before it started
                    guard let controller = UIAlertController.make(for: alert, answer: answer) else {
                        answer.give(nil)
                        return
                    }
                    configure?(controller)
                    shown.controller = controller
                    present(alert: controller)
                    if controller.presentingViewController == nil {
                        answer.give(nil)  // not presented
                    }
                }
            } onCancel: {
                answer.give(nil)
                Task { @MainActor in
                    if let controller = shown.controller, controller.presentingViewController != nil {
                        controller.dismiss(animated: true)
                    }
                }
            }
        }
    }

    extension ErrorAlert where Built == UIAlertController {
        /// What presenters that cannot show a `UIAlertController` (SwiftUI's, a test's) show instead: the
        /// standard error title, the error's description and one "OK" button that answers
        /// ``ResponderChain/ErrorEvaluation/proceed``, as the controller's completion does; a dismissal answers
        /// ``ResponderChain/ErrorEvaluation/cancel``. Presenters that can show a controller build it with the alert's
        /// `build(for:onCompleted:)` instead.
        ///
        /// - Parameter error: the error being handled.
        /// - Returns: the alert, as data, with its ``ResponderChain/AlertModel/platformAlert`` builder.
        public func makeAlert(for error: any Error) -> AlertModel {
            let text = AlertText.standard
            return AlertModel(
                title: text.title(error),
                message: text.message(error),
                buttons: [AlertButton(text.dismissTitle, evaluation: .proceed)],
                platformAlert: PlatformAlertBuilder { onCompleted in build(for: error, onCompleted: onCompleted) }
            )
        }
    }

    extension UIAlertController {
        /// The controller for `alert`: built by its ``ErrorAlert`` when it builds one, or else from its buttons.
        ///
        /// A built controller answers the alert's first button once it calls its completion, and `nil` once it lets
        /// go of the completion without calling it; a builder that makes something else than a `UIAlertController`
        /// gives no controller, and the answer `nil`.
        fileprivate static func make(for alert: AlertModel, answer: AlertChoice) -> UIAlertController? {
            if let builder = alert.platformAlert {
                let completing = alert.buttons.first
                return builder.build { completed in answer.give(completed ? completing : nil) } as? UIAlertController
            }
            let controller = UIAlertController(title: alert.title, message: alert.message, preferredStyle: .alert)
            for button in alert.buttons {
                controller.addAction(
                    UIAlertAction(title: button.title, style: UIAlertAction.Style(button.role)) { _ in
                        answer.give(button)
                    }
                )
            }
            if alert.buttons.isEmpty {
                let dismiss = AlertText.standard.dismissTitle
                controller.addAction(UIAlertAction(title: dismiss, style: .cancel) { _ in answer.give(nil) })
            }
            return controller
        }
    }

    /// The controller on screen, held weakly, so that a cancelled wait can take it down without keeping it
    /// alive.
    @MainActor private final class ShownAlertController {
        weak var controller: UIAlertController?
    }

    extension UIViewController {
        /// Alerts, with `UIAlertController`, and banners, at the top of the controller's view.
        public var presentableStyles: Set<PresentationStyle.Kind> { [.alert, .banner] }

        /// Shows `alert` in `style`: a banner at the top of this controller's view, announced to VoiceOver, or else
        /// an alert with ``present(_:)``.
        ///
        /// The banner stays until one of its buttons is tapped, or until the queue withdraws it (its duration has
        /// run out, or nobody waits for it any more); then it is taken off the view.
        ///
        /// - Parameters:
        ///   - alert: the banner's title, message and buttons.
        ///   - style: how to show it.
        /// - Returns: the button tapped, or `nil` when the banner went away without a choice.
        public func present(_ alert: AlertModel, as style: PresentationStyle) async -> AlertButton? {
            guard style.kind == .banner else { return await present(alert) }
            let answer = AlertChoice()
            var shown: ErrorBannerView?
            let button = await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    guard answer.wait(with: continuation) else { return }  // cancelled before it started
                    let banner = ErrorBannerView(alert: alert) { answer.give($0) }
                    ErrorBannerStack.of(self).addArrangedSubview(banner)
                    shown = banner
                    UIAccessibility.post(notification: .announcement, argument: banner.announcement)
                }
            } onCancel: {
                answer.give(nil)
            }
            shown?.removeFromSuperview()
            return button
        }
    }

    extension UIAlertAction.Style {
        /// The style of a button's role.
        init(_ role: AlertButton.Role) {
            switch role {
            case .default: self = .default
            case .cancel: self = .cancel
            case .destructive: self = .destructive
            }
        }
    }
#endif  // (canImport(UIKit) && !os(watchOS)) || !canImport(Darwin)
