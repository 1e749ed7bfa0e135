public import ResponderChain

/// An ``ErrorPresenter`` that a test drives by hand: it records each alert and waits until the test picks a
/// button, dismisses it, or the queue withdraws it.
///
/// ```swift
/// let presenter = ManualPresenter()
/// let handler = ErrorHandler(for: presenter)
///     .on(error: .type(NetworkError.self), then: .present(alert: retryAlert))
/// async let evaluation = handler.dispatch(NetworkError.timeout)
/// await presenter.waitForPresentation()
/// #expect(presenter.showing?.title == "Timeout")
/// presenter.choose("Retry")
/// #expect(await evaluation == .retry)
/// ```
@MainActor
public final class ManualPresenter: ErrorPresenter {
    private enum Slot {
        case idle
        case waiting(CheckedContinuation<AlertButton?, Never>)
        case withdrawnEarly
    }

    /// Every alert presented so far, in order.
    public private(set) var presented: [AlertModel] = []

    /// The alerts taken off screen because the queue withdrew them (the presentation's task was cancelled).
    public private(set) var withdrawn: [AlertModel] = []

    /// The alert on screen, if any.
    public private(set) var showing: AlertModel?

    private let slot = Locked(Slot.idle)
    private var presentationWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// Creates a presenter with nothing on screen.
    public init() {}

    /// Shows `alert` until the test answers or the presentation is cancelled.
    ///
    /// - Parameter alert: the alert.
    /// - Returns: the button the test chose, or `nil` when it dismissed the alert or the queue withdrew it.
    public func present(_ alert: AlertModel) async -> AlertButton? {
        presented.append(alert)
        showing = alert
        let ready = presentationWaiters.filter { $0.count <= presented.count }
        presentationWaiters.removeAll { $0.count <= presented.count }
        for waiter in ready {
            waiter.continuation.resume()
        }
        let slot = self.slot
        let button = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let withdrawnEarly: Bool = slot.withLock { slot in
                    if case .withdrawnEarly = slot {
                        slot = .idle
                        return true
                    }
                    slot = .waiting(continuation)
                    return false
                }
                if withdrawnEarly {
                    continuation.resume(returning: nil)
                }
            }
        } onCancel: {
            let continuation: CheckedContinuation<AlertButton?, Never>? = slot.withLock { slot in
                guard case .waiting(let continuation) = slot else {
                    slot = .withdrawnEarly
                    return nil
                }
                slot = .idle
                return continuation
            }
            continuation?.resume(returning: nil)
        }
        if Task.isCancelled {
            withdrawn.append(alert)
        }
        showing = nil
        return button
    }

    /// Waits until `count` alerts have been presented in all.
    ///
    /// - Parameter count: how many presentations to wait for, counting from the first.
    public func waitForPresentation(_ count: Int = 1) async {
        guard presented.count < count else { return }
        await withCheckedContinuation { continuation in
            presentationWaiters.append((count, continuation))
        }
    }

    /// Picks the button titled `title` on the alert on screen.
    ///
    /// - Parameter title: the button's title.
    /// - Returns: `false` when no alert is showing or it has no such button.
    @discardableResult
    public func choose(_ title: String) -> Bool {
        guard let button = showing?.buttons.first(where: { $0.title == title }) else { return false }
        return answer(button)
    }

    /// Dismisses the alert on screen without a choice.
    ///
    /// - Returns: `false` when no alert is showing.
    @discardableResult
    public func dismiss() -> Bool {
        answer(nil)
    }

    private func answer(_ button: AlertButton?) -> Bool {
        let continuation: CheckedContinuation<AlertButton?, Never>? = slot.withLock { slot in
            guard case .waiting(let continuation) = slot else { return nil }
            slot = .idle
            return continuation
        }
        continuation?.resume(returning: button)
        return continuation != nil
    }
}
