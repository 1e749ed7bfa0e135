/// Why ``withRetry(maxAttempts:idempotent:backoff:retryAfterLimit:clock:isolation:respond:operation:)`` gave up, with
/// the last error.
///
/// It wraps the last error (``WrappingError``), so that texts, rules and fingerprints find what failed. A failure
/// whose attempts ran out is ``ErrorCategory/nonRecoverable``: a ``CategoryResponder`` shows it with an OK button
/// only, since nothing will try again; any other takes the category of its last error.
public struct RetryFailure: WrappingError, CategorizedError, CustomStringConvertible {
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

    /// The last error.
    public var underlyingError: (any Error)? {
        lastError
    }

    /// ``ErrorCategory/nonRecoverable`` when the attempts ran out; otherwise the last error's category.
    public var category: ErrorCategory {
        reason == .attemptsExhausted ? .nonRecoverable : lastError.resolveCategory()
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
