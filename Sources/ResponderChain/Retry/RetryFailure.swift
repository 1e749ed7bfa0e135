/// Why ``withRetry(maxAttempts:idempotent:backoff:clock:isolation:respond:operation:)`` gave up, with the last error.
public struct RetryFailure: Error, CustomStringConvertible {
    /// Why the retries stopped.
    public enum Reason: Hashable, Sendable {
        /// The responder answered something other than ``ErrorEvaluation/retry``.
        case answered

        /// The responder answered ``ErrorEvaluation/retry``, but the attempt limit was reached.
        case attemptsExhausted

        /// The task was cancelled, or the operation threw a cancellation; the responder was not asked about it.
        case cancelled
    }

    /// The last evaluation: the responder's last answer, or ``ErrorEvaluation/cancel`` when cancelled.
    public let evaluation: ErrorEvaluation

    /// The error the last attempt threw (a `CancellationError` if the task was cancelled before any attempt
    /// failed).
    public let lastError: any Error

    /// How many times the operation ran.
    public let attempts: Int

    /// Why the retries stopped.
    public let reason: Reason

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - evaluation: the last evaluation.
    ///   - lastError: the last error.
    ///   - attempts: how many times the operation ran.
    ///   - reason: why the retries stopped.
    package init(evaluation: ErrorEvaluation, lastError: any Error, attempts: Int, reason: Reason) {
        self.evaluation = evaluation
        self.lastError = lastError
        self.attempts = attempts
        self.reason = reason
    }

    /// `gave up after 3 attempts (attempts exhausted, last answer retry): MyError.timeout`.
    public var description: String {
        let why: String
        switch reason {
        case .answered: why = "answered \(evaluation)"
        case .attemptsExhausted: why = "attempts exhausted, last answer \(evaluation)"
        case .cancelled: why = "cancelled"
        }
        let plural = attempts == 1 ? "" : "s"
        return "gave up after \(attempts) attempt\(plural) (\(why)): \(PrivacyRenderer().value(lastError))"
    }
}
