/// Presents alerts one at a time, and makes sure that everyone waiting for one gets an answer.
///
/// Rules and responders ask the queue to present an ``AlertModel`` and await the ``PresentationOutcome``. The
/// queue shows one alert at a time through its ``presenter``:
///
/// - While an equal alert is showing or waiting, a new request joins it instead of stacking a second one, and
///   receives the same outcome.
/// - Every caller is resumed exactly once: when the user chooses (``PresentationOutcome/chosen(_:)``), when the
///   alert is dismissed (``PresentationOutcome/dismissed``) or replaced (``PresentationOutcome/replaced``), when
///   there is no presenter (``PresentationOutcome/presenterUnavailable``), or when the caller's task is cancelled
///   (``PresentationOutcome/cancelled``). A cancelled caller is resumed at once; an alert nobody waits for any
///   more is withdrawn.
///
/// ```swift
/// let queue = PresentationQueue(presenter: rootViewController)
/// switch await queue.present(alert) {
/// case .chosen(let button): return button.evaluation
/// default: return .cancel
/// }
/// ```
///
/// Use one queue per window or scene; ``shared(for:)`` gives every ``ErrorHandler`` created for the same
/// presenter the same queue.
@MainActor public final class PresentationQueue {
    /// Where a new alert goes.
    public enum Policy: Hashable, Sendable {
        /// After the alerts already waiting.
        case enqueue

        /// In place of the alert on screen, whose callers receive ``PresentationOutcome/replaced``; it is shown
        /// next, before the alerts already waiting. An equal alert that was waiting moves to the front with its
        /// callers; when the equal alert is the one on screen, the caller joins it and nothing is replaced.
        case replaceCurrent
    }

    /// The object that shows the alerts. Held weakly.
    ///
    /// When it is `nil` or has gone away, waiting alerts end with ``PresentationOutcome/presenterUnavailable``.
    /// Setting it to `nil` withdraws every alert at once.
    public weak var presenter: (any ErrorPresenter)? {
        didSet {
            if presenter == nil {
                withdrawAll(.presenterUnavailable)
            }
        }
    }

    private let state = Locked(PresentationState())
    private var isPresenting = false

    /// Creates a queue.
    ///
    /// - Parameter presenter: the object that shows the alerts; held weakly.
    public init(presenter: (any ErrorPresenter)? = nil) {
        self.presenter = presenter
    }

    /// The alert on screen, if any.
    public var current: AlertModel? {
        state.withLock { state in
            state.entries.first.flatMap { $0.isShowing ? $0.alert : nil }
        }
    }

    /// The alerts waiting to be shown, in order.
    public var pending: [AlertModel] {
        state.withLock { state in
            state.entries.filter { !$0.isShowing }.map(\.alert)
        }
    }

    /// How many callers wait for an alert; for tests.
    var waiterCount: Int {
        state.withLock { state in
            state.entries.reduce(0) { $0 + $1.waiters.count }
        }
    }

    /// How many callers have registered so far; for tests.
    var registrations: Int {
        state.withLock { $0.registrations }
    }

    /// Presents `alert` once every alert before it has been answered, and returns how it ended.
    ///
    /// - Parameters:
    ///   - alert: the alert.
    ///   - policy: where it goes in the queue.
    /// - Returns: the button the user chose, or why there was no choice.
    public func present(_ alert: AlertModel, policy: Policy = .enqueue) async -> PresentationOutcome {
        let state = self.state
        let waiterID = state.withLock { $0.announce() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let (resumptions, withdrawn) = state.withLock {
                    $0.register(waiterID, alert: alert, policy: policy, continuation: continuation)
                }
                withdrawn?.cancel()
                Self.resume(resumptions)
                presentIfIdle()
            }
        } onCancel: {
            let (resumptions, withdrawn) = state.withLock { $0.cancel(waiterID) }
            withdrawn?.cancel()
            Self.resume(resumptions)
        }
    }

    /// Ends every alert, showing or waiting, with ``PresentationOutcome/dismissed``.
    public func dismissAll() {
        withdrawAll(.dismissed)
    }

    private func withdrawAll(_ outcome: PresentationOutcome) {
        let (resumptions, withdrawn) = state.withLock { $0.withdrawAll(outcome) }
        withdrawn?.cancel()
        Self.resume(resumptions)
    }

    private nonisolated static func resume(_ resumptions: [PresentationState.Resumption]) {
        for (continuation, outcome) in resumptions {
            continuation.resume(returning: outcome)
        }
    }

    /// Starts showing alerts unless that is under way: one task per run of alerts, not per alert or caller.
    private func presentIfIdle() {
        guard !isPresenting else { return }
        isPresenting = true
        Task { await presentAll() }
    }

    private func presentAll() async {
        // Nothing suspends between the last `beginNext` and clearing the flag, so a caller registering on the
        // main actor either is picked up by the loop or finds the queue idle.
        defer { isPresenting = false }
        while let (entryID, alert) = state.withLock({ $0.beginNext() }) {
            guard let presenter else {
                withdrawAll(.presenterUnavailable)
                continue
            }
            let presentation = Task { await presenter.present(alert) }
            if !state.withLock({ $0.attach(presentation, to: entryID) }) {
                presentation.cancel()
            }
            let button = await presentation.value
            Self.resume(state.withLock { $0.finish(entryID, choosing: button) })
        }
    }
}

extension PresentationQueue {
    private static var queuesByPresenter: [ObjectIdentifier: PresentationQueue] = [:]

    /// The queue for `presenter`, created on first use and shared by everyone who asks for it afterwards.
    ///
    /// ``ErrorHandler/init(for:name:parentResponder:)`` uses it, so that several handlers presenting on the
    /// same view controller still show one alert at a time.
    ///
    /// - Parameter presenter: the presenter.
    /// - Returns: its queue.
    public static func shared(for presenter: any ErrorPresenter) -> PresentationQueue {
        let key = ObjectIdentifier(presenter)
        if let queue = queuesByPresenter[key], queue.presenter === presenter {
            return queue
        }
        queuesByPresenter = queuesByPresenter.filter { $0.value.presenter != nil }
        let queue = PresentationQueue(presenter: presenter)
        queuesByPresenter[key] = queue
        return queue
    }
}
