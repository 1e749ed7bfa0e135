/// What ``withRetry(maxAttempts:idempotent:backoff:retryAfterLimit:clock:isolation:respond:operation:)`` tells the responders it
/// asks about a failure, through a task-local: whether the operation may be sent again after it may have reached the
/// server, and, back from them, whether the answer came after a hold for the network.
final class RetryContext: Sendable {
    @TaskLocal static var current: RetryContext?

    /// Whether the app marked the operation idempotent: running it twice does what running it once does.
    let isIdempotent: Bool

    private let resumedAfterHold = Locked(false)

    init(isIdempotent: Bool) {
        self.isIdempotent = isIdempotent
    }

    /// Notes that the responder held the failed attempt until the network came back, and answers
    /// ``ErrorEvaluation/retry`` for that reason.
    func noteResumedAfterHold() {
        resumedAfterHold.withLock { $0 = true }
    }

    /// Whether the last answer came after a hold; clears the note.
    func takeResumedAfterHold() -> Bool {
        resumedAfterHold.withLock { held in
            defer { held = false }
            return held
        }
    }
}
