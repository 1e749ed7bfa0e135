/// The completion a callback-style action (`.perform(action:)` with an `OnErrorHandled` parameter) receives.
///
/// It ends in one of two ways: the action calls the completion, or the action lets go of the completion without
/// calling it, which SwiftErrorHandler could not tell from an action that is still running, so the rules behind it
/// waited for ever. Here the abandoned completion ends the wait.
final class CallbackCompletion: Sendable {
    enum Outcome: Sendable {
        case completed
        case abandoned
        /// The task waiting for the completion was cancelled.
        case cancelled
    }

    private enum State {
        case running
        case finished(Outcome)
        case waiting(CheckedContinuation<Outcome, Never>)
    }

    private let state = Locked(State.running)

    /// How it ended, or `nil` while the action runs.
    var outcome: Outcome? {
        state.withLock { state in
            if case .finished(let outcome) = state { outcome } else { nil }
        }
    }

    func finish(_ outcome: Outcome) {
        let continuation: CheckedContinuation<Outcome, Never>? = state.withLock { state in
            switch state {
            case .running:
                state = .finished(outcome)
                return nil
            case .waiting(let continuation):
                state = .finished(outcome)
                return continuation
            case .finished:
                return nil
            }
        }
        continuation?.resume(returning: outcome)
    }

    /// Waits until the action completes or abandons the completion, or the waiting task is cancelled.
    func wait() async -> Outcome {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let finished: Outcome? = state.withLock { state in
                    if case .finished(let outcome) = state {
                        return outcome
                    }
                    state = .waiting(continuation)
                    return nil
                }
                if let finished {
                    continuation.resume(returning: finished)
                }
            }
        } onCancel: {
            finish(.cancelled)
        }
    }

    /// Calls `action` with a completion closure. When the action neither calls nor keeps the closure, the
    /// completion is abandoned by the time this returns.
    @MainActor
    static func start(
        _ action: @MainActor (any Error, OnErrorHandled) -> Bool,
        for error: any Error
    ) -> (handled: Bool, completion: CallbackCompletion) {
        let completion = CallbackCompletion()
        let handled = call(action, for: error, completion: completion)
        return (handled, completion)
    }

    /// A function of its own, so that the token is released when it returns unless the action kept it.
    @MainActor
    private static func call(
        _ action: @MainActor (any Error, OnErrorHandled) -> Bool,
        for error: any Error,
        completion: CallbackCompletion
    ) -> Bool {
        let token = CompletionToken(completion)
        return action(error, { token.complete() })
    }
}

extension CallbackCompletion: CompletionReceiver {
    func completionEnded(called: Bool) {
        finish(called ? .completed : .abandoned)
    }
}

/// What learns how a completion handed to user code ended.
protocol CompletionReceiver: AnyObject, Sendable {
    /// Called with `true` when the completion was called, with `false` when it was let go of without a call;
    /// possibly both, in that order, of which only the first counts.
    func completionEnded(called: Bool)
}

/// Owned by the completion closure handed to user code (`{ token.complete() }`): calling the closure ends it as
/// called, and its release without a call ends it as abandoned. This is how a completion that is dropped, rather
/// than still pending, is told apart.
final class CompletionToken: Sendable {
    private let receiver: any CompletionReceiver

    init(_ receiver: any CompletionReceiver) {
        self.receiver = receiver
    }

    func complete() {
        receiver.completionEnded(called: true)
    }

    deinit {
        receiver.completionEnded(called: false)
    }
}
