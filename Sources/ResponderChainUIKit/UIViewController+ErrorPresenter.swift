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
        /// Each action's handler keeps what it needs alive (the seed's weak captures could lose the answer). When the
        /// waiting task is cancelled, the alert is dismissed and the answer is `nil`.
        ///
        /// - Parameter alert: the alert.
        /// - Returns: the chosen button, or `nil`.
        public func present(_ alert: AlertModel) async -> AlertButton? {
            let controller = UIAlertController(title: alert.title, message: alert.message, preferredStyle: .alert)
            let answer = AlertAnswer()
            return await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    answer.wait(with: continuation)
                    for button in alert.buttons {
                        controller.addAction(
                            UIAlertAction(title: button.title, style: UIAlertAction.Style(button.role)) { _ in
                                answer.give(button)
                            }
                        )
                    }
                    var top: UIViewController = self
                    while let presented = top.presentedViewController { top = presented }
                    top.present(controller, animated: true)
                }
            } onCancel: {
                answer.give(nil)
                Task { @MainActor in controller.dismiss(animated: true) }
            }
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

        func wait(with continuation: CheckedContinuation<AlertButton?, Never>) {
            let early = state.withLock { state -> Bool in
                if state.given { return true }
                state.continuation = continuation
                return false
            }
            if early { continuation.resume(returning: nil) }
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
