import Foundation

/// How long ``withRetry(maxAttempts:idempotent:backoff:retryAfterLimit:clock:isolation:respond:operation:)`` waits before each new
/// attempt.
///
/// ```swift
/// .exponential(initial: .milliseconds(200), multiplier: 2, maximum: .seconds(5))
/// // waits 200 ms, 400 ms, 800 ms, ... never more than 5 s
/// ```
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
public struct RetryBackoff: Sendable {
    private let delayAfterFailure: @Sendable (Int) -> Duration

    /// Creates a backoff from a function of the number of failed attempts so far.
    ///
    /// - Parameter delay: the wait before the next attempt, given how many attempts have failed (1 or more).
    ///   A negative duration is treated as zero.
    public init(_ delay: @escaping @Sendable (_ failedAttempts: Int) -> Duration) {
        self.delayAfterFailure = delay
    }

    /// The wait before the next attempt, after `failedAttempts` attempts have failed.
    ///
    /// - Parameter failedAttempts: how many attempts have failed, 1 or more.
    /// - Returns: a non-negative duration.
    public func delay(afterFailedAttempts failedAttempts: Int) -> Duration {
        max(.zero, delayAfterFailure(failedAttempts))
    }

    /// Tries again at once.
    public static let immediate = RetryBackoff { _ in .zero }

    /// Waits the same time before every new attempt.
    ///
    /// - Parameter delay: the wait.
    /// - Returns: the backoff.
    public static func constant(_ delay: Duration) -> RetryBackoff {
        RetryBackoff { _ in delay }
    }

    /// Multiplies the wait after each failure, up to a ceiling.
    ///
    /// - Parameters:
    ///   - initial: the wait after the first failure.
    ///   - multiplier: the factor applied after each further failure; at least 1.
    ///   - maximum: the longest wait.
    /// - Returns: the backoff.
    public static func exponential(
        initial: Duration = .milliseconds(200),
        multiplier: Double = 2,
        maximum: Duration = .seconds(30)
    ) -> RetryBackoff {
        precondition(multiplier >= 1, "RetryBackoff.exponential needs a multiplier of at least 1, got \(multiplier)")
        return RetryBackoff { failedAttempts in
            guard initial > .zero else { return .zero }
            let factor = pow(multiplier, Double(max(0, failedAttempts - 1)))
            // Compare in floating point before multiplying, so that many failures cannot overflow `Duration`.
            guard factor < maximum.seconds / initial.seconds else { return maximum }
            // Whole factors multiply exactly: 100 ms × 4 is 400 ms, not 400.000000000000022 ms.
            if let whole = Int64(exactly: factor) {
                return initial * whole
            }
            return initial * factor
        }
    }
}

@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
extension Duration {
    fileprivate var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
