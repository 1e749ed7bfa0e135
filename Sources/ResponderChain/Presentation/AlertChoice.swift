/// The one answer of an alert a platform shows: the first of the user's choice and a cancellation resumes the task
/// waiting for it, and any later one is ignored. The UIKit and AppKit presenters share it.
package final class AlertChoice: Sendable {
    private let state = Locked<(continuation: CheckedContinuation<AlertButton?, Never>?, given: Bool)>((nil, false))

    /// Creates an answer not given yet.
    package init() {}

    /// Keeps `continuation` for the answer; returns `false`, after resuming it with `nil`, when the answer was already
    /// given (the wait was cancelled before it started).
    package func wait(with continuation: CheckedContinuation<AlertButton?, Never>) -> Bool {
        let early = state.withLock { state -> Bool in
            if state.given { return true }
            state.continuation = continuation
            return false
        }
        if early { continuation.resume(returning: nil) }
        return !early
    }

    /// Gives the answer, unless one was given already.
    package func give(_ button: AlertButton?) {
        let continuation = state.withLock { state -> CheckedContinuation<AlertButton?, Never>? in
            guard !state.given else { return nil }
            state.given = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(returning: button)
    }
}
