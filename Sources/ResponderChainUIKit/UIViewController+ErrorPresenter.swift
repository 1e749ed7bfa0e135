#if canImport(UIKit)
    public import ResponderChain
    public import UIKit
#else
    public import ResponderChain
    public import UIKitStandIn
#endif

#if !os(watchOS)
    /// Every view controller presents alerts with `UIAlertController`, so `ErrorHandler(for: viewController)` and
    /// `PresentationQueue(presenter: viewController)` work as in the seed.
    extension UIViewController: ErrorPresenter {
        /// Presents `alert` as a `UIAlertController` from the controller at the top of this one's presentations, and
        /// returns the button the user picks.
        ///
        /// - Each action's handler keeps what it needs alive (the seed's weak captures could lose the answer).
        /// - An alert without buttons gets a cancel-role "OK" that answers `nil`, so it can always be dismissed.
        /// - When UIKit refuses to present (the controller is not in a window, or another presentation is under
        ///   way), the answer is `nil` at once instead of never.
        /// - When the waiting task is cancelled, the alert is dismissed and the answer is `nil`.
        ///
        /// - Parameter alert: the alert.
        /// - Returns: the chosen button, or `nil`.
        public func present(_ alert: AlertModel) async -> AlertButton? {
            let controller = UIAlertController(title: alert.title, message: alert.message, preferredStyle: .alert)
            let answer = AlertAnswer()
            return await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    guard answer.wait(with: continuation) else { return }  // cancelled before it started
                    for button in alert.buttons {
                        controller.addAction(
                            UIAlertAction(title: button.title, style: UIAlertAction.Style(button.role)) { _ in
                                answer.give(button)
                            }
                        )
                    }
                    if alert.buttons.isEmpty {
                        let dismiss = CategoryAlertText.standard.dismissTitle
                        controller.addAction(UIAlertAction(title: dismiss, style: .cancel) { _ in answer.give(nil) })
                    }
                    var top: UIViewController = self
                    while let presented = top.presentedViewController { top = presented }
                    top.present(controller, animated: true)
                    if controller.presentingViewController == nil {
                        answer.give(nil)  // UIKit refused to present it
                    }
                }
            } onCancel: {
                answer.give(nil)
                Task { @MainActor in
                    if controller.presentingViewController != nil { controller.dismiss(animated: true) }
                }
            }
        }
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
            let answer = AlertAnswer()
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

    /// The one answer of a presented alert: the first of a tap and a cancellation resumes the waiting task.
    final class AlertAnswer: Sendable {
        private let state = Locked<(continuation: CheckedContinuation<AlertButton?, Never>?, given: Bool)>((nil, false))

        /// Keeps `continuation` for the answer; returns `false`, after resuming it with `nil`, when the answer was
        /// already given (the wait was cancelled before it started).
        func wait(with continuation: CheckedContinuation<AlertButton?, Never>) -> Bool {
            let early = state.withLock { state -> Bool in
                if state.given { return true }
                state.continuation = continuation
                return false
            }
            if early { continuation.resume(returning: nil) }
            return !early
        }

        func give(_ button: AlertButton?) {
            let continuation = state.withLock { state -> CheckedContinuation<AlertButton?, Never>? in
                guard !state.given else { return nil }
                state.given = true
                defer { state.continuation = nil }
                return state.continuation
            }
            continuation?.resume(returning: button)
        }
    }
#endif  // !os(watchOS)
