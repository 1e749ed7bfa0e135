import ResponderChainTesting
import Testing

@testable import ResponderChain

/// Alerts for the queue tests.
enum Alerts {
    static func simple(_ title: String) -> AlertModel {
        AlertModel(
            title: title,
            buttons: [
                AlertButton("Retry", evaluation: .retry),
                AlertButton("Cancel", role: .cancel, evaluation: .cancel),
            ]
        )
    }
}

/// A presenter that counts alerts on screen at the same time. It forwards to a ``ManualPresenter``, or, when it
/// answers by itself, picks each alert's first button after one suspension.
@MainActor
final class OverlapCheckingPresenter: ErrorPresenter {
    /// The stress scripts run for seconds with alerts left up on purpose: a generous deadline.
    let manual = ManualPresenter(deadline: 600)
    let answersByItself: Bool
    private(set) var onScreen = 0
    private(set) var mostOnScreen = 0

    init(answersByItself: Bool = false) {
        self.answersByItself = answersByItself
    }

    func present(_ alert: AlertModel) async -> AlertButton? {
        onScreen += 1
        mostOnScreen = max(mostOnScreen, onScreen)
        defer { onScreen -= 1 }
        guard answersByItself else { return await manual.present(alert) }
        await Task.yield()
        return alert.buttons.first
    }
}

extension OverlapCheckingPresenter {
    /// Picks `title` on the alert on screen, if one is showing: for the scripts that answer at random moments, where
    /// nothing being on screen is one of the cases they try. A test that expects an alert calls `manual.choose`.
    func chooseIfShowing(_ title: String) {
        guard manual.showing != nil else { return }
        manual.choose(title)
    }
}

extension PresentationQueue {
    /// Starts a caller on the main actor and waits until it has registered in the queue.
    func startCaller(
        _ alert: AlertModel,
        policy: Policy = .enqueue
    ) async -> Task<PresentationOutcome, Never> {
        let before = registrations
        let task = Task { await present(alert, policy: policy) }
        await waitUntil { self.registrations > before }
        return task
    }
}

/// Yields until `condition` holds: ordering by awaited steps, never by sleeping. Gives up after a bounded number
/// of yields and records an issue, so a regression fails instead of spinning.
