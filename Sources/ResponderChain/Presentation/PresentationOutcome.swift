/// How a request to present an alert through a ``PresentationQueue`` ended. Every request ends in one of these.
///
/// It can gain cases: a `switch` over it outside this package needs an `@unknown default`.
#if hasAttribute(nonexhaustive)
    @nonexhaustive
#endif
public enum PresentationOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The user picked this button.
    case chosen(AlertButton)

    /// The alert went away without a choice: the presenter returned `nil`, or
    /// ``PresentationQueue/dismissAll()`` withdrew it.
    case dismissed

    /// A newer alert presented with ``PresentationQueue/Policy/replaceCurrent`` took its place.
    case replaced

    /// There was no presenter to show it, or the presenter went away.
    case presenterUnavailable

    /// The task waiting for it was cancelled.
    case cancelled

    /// `chosen Retry → retry`, `dismissed`, …
    public var description: String {
        switch self {
        case .chosen(let button): "chosen \(button)"
        case .dismissed: "dismissed"
        case .replaced: "replaced"
        case .presenterUnavailable: "presenter unavailable"
        case .cancelled: "cancelled"
        }
    }
}

extension PresentationOutcome {
    /// The evaluation an alert's outcome leads to: `chosen` decides for a chosen button; a dismissal answers the
    /// alert's ``AlertModel/dismissalEvaluation``; a replaced alert or a cancelled wait answers
    /// ``ErrorEvaluation/cancel``; without a presenter the answer is `nil`, to pass the error on.
    @MainActor
    func evaluation(
        for alert: AlertModel,
        chosen: (AlertButton) async -> ErrorEvaluation
    ) async -> ErrorEvaluation? {
        switch self {
        case .chosen(let button): await chosen(button)
        case .dismissed: alert.dismissalEvaluation
        case .replaced, .cancelled: .cancel
        case .presenterUnavailable: nil
        }
    }
}

extension PresentationQueue {
    /// Presents `alert` for `error` and returns the evaluation it leads to: the chosen button's work runs, then
    /// its evaluation is the answer; `nil` (pass the error on) when there is no presenter.
    func answer(
        _ error: any Error,
        with alert: AlertModel,
        style: PresentationStyle = .alert,
        policy: Policy = .enqueue
    ) async -> ErrorEvaluation? {
        await present(alert, style: style, policy: policy, for: error).evaluation(for: alert) { chosen in
            // A joined caller's alert is equal to the one shown, not the same: run this caller's own work.
            let button = alert.buttons.first { $0 == chosen } ?? chosen
            if let work = button.work {
                await work(error)
            }
            return button.evaluation
        }
    }
}
