/// Runs an operation, and when it fails, asks a responder what to do; tries again while the answer is
/// ``ErrorEvaluation/retry``.
///
/// Each failure is dispatched to `respond`, so the chain can show an alert, refresh a token or log, and decide.
/// Between attempts the task waits on `clock` for the time `backoff` gives, or longer when the server asked for a
/// longer wait: the `retryAfter` of an ``HTTPStatusError`` (a 429 or 503 with `Retry-After`), in the failure or in
/// an error it wraps.
///
/// A failure whose server asked for a wait of at most `retryAfterLimit` is retried after that wait without asking
/// anyone, while attempts remain: nobody sees "Too many requests" for a 2-second wait. A longer wait, or the last
/// attempt, is dispatched as any failure.
///
/// ```swift
/// let user = try await withRetry(maxAttempts: 3, respond: { await parentResponder.dispatch($0) }) {
///     try await api.fetchUser()
/// }
/// ```
///
/// - Cancellation is cooperative: a cancelled task stops before the next attempt or during the wait, and a
///   cancellation thrown by the operation is never sent to the responder.
/// - The responder is asked about every failure but those retried on the server's word, the last one included, so
///   the user always learns of it. When it answers ``ErrorEvaluation/retry`` to the last attempt, it expects an
///   attempt that will not come: the ``RetryFailure``, of reason ``RetryFailure/Reason/attemptsExhausted``, is
///   dispatched to it once more, so that the user hears that the operation gave up, and then thrown.
/// - An attempt that failed offline can be held by an ``OfflineResponder`` until the network comes back, and then
///   retried: one that sent nothing, or any when `idempotent` is `true`. A held attempt does not count against
///   `maxAttempts`, and the next attempt starts as soon as the hold ends, without `backoff`.
/// - Each attempt is stamped when it starts: a ``CategoryResponder`` (through its ``SignOutCoordinator``) absorbs
///   the failure of an attempt that started before the last sign-out finished, so the stragglers of an expired
///   session sign out no more.
///
/// - Parameters:
///   - maxAttempts: how many times the operation may run; at least 1.
///   - idempotent: whether running the operation twice does what running it once does (a GET, a PUT of a whole
///     value), so that an attempt that may have reached the server (a dropped connection, a time-out) can be held
///     offline and sent again; `false` by default, as for a payment.
///   - backoff: how long to wait before each new attempt.
///   - retryAfterLimit: the longest wait a server may ask for (`Retry-After`) and have the failure retried without
///     asking anyone; 10 seconds unless given.
///   - clock: the clock to wait on; inject a manual clock in tests.
///   - isolation: the caller's isolation, inherited by the closures.
///   - respond: asked about each failure; its answer decides whether to try again.
///   - operation: the work.
/// - Returns: the operation's value from the first attempt that succeeds.
/// - Throws: ``RetryFailure``, carrying the final evaluation and the last error, when no attempt succeeded.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
public func withRetry<Value>(
    maxAttempts: Int = 3,
    idempotent: Bool = false,
    backoff: RetryBackoff = .exponential(),
    retryAfterLimit: Duration = .seconds(10),
    clock: any Clock<Duration> = ContinuousClock(),
    isolation: isolated (any Actor)? = #isolation,
    respond: (any Error) async -> ErrorEvaluation,
    operation: () async throws -> Value
) async throws(RetryFailure) -> Value {
    precondition(maxAttempts >= 1, "withRetry needs maxAttempts of at least 1, got \(maxAttempts)")
    var attempts = 0
    // Attempts held offline and resumed: they do not count against maxAttempts.
    var heldAttempts = 0
    let context = RetryContext(isIdempotent: idempotent)
    var lastError: any Error = CancellationError()
    while true {
        if Task.isCancelled {
            throw RetryFailure(evaluation: .cancel, lastError: lastError, attempts: attempts, reason: .cancelled)
        }
        attempts += 1
        // Stamped as it starts, so that a sign-out that finished after this attempt started absorbs its failure.
        let started = AttemptStamp.next()
        do {
            return try await operation()
        } catch {
            lastError = error
        }
        // The failure's chain is walked once: the dispatch that `respond` starts finds it checked.
        guard case .goOn(let passed) = CancellationGate.decide(lastError, marksRoute: false) else {
            throw RetryFailure(evaluation: .cancel, lastError: lastError, attempts: attempts, reason: .cancelled)
        }
        let requestedWait = serverRequestedWait(lastError)
        // A wait the server asked for, short enough to take without asking anyone, while attempts remain; any other
        // failure is dispatched.
        let retriesUnasked =
            requestedWait > .zero && requestedWait <= retryAfterLimit && attempts - heldAttempts < maxAttempts
        if !retriesUnasked {
            let failed = lastError
            let evaluation = await RetryContext.$current.withValue(context) {
                await AttemptStamp.$started.withValue(started) {
                    await CancellationGate.goOn(passed) { await respond(failed) }
                }
            }
            let resumedAfterHold = context.takeResumedAfterHold()
            guard evaluation == .retry else {
                throw RetryFailure(evaluation: evaluation, lastError: lastError, attempts: attempts, reason: .answered)
            }
            if resumedAfterHold {
                heldAttempts += 1
                continue
            }
            guard attempts - heldAttempts < maxAttempts else {
                let exhausted = RetryFailure(
                    evaluation: evaluation, lastError: lastError, attempts: attempts, reason: .attemptsExhausted)
                // The chain answered retry and expects another attempt: it hears, once, that none will come.
                _ = await respond(exhausted)
                throw exhausted
            }
        }
        do {
            try await clock.sleep(for: max(backoff.delay(afterFailedAttempts: attempts), requestedWait))
        } catch {
            throw RetryFailure(evaluation: .cancel, lastError: lastError, attempts: attempts, reason: .cancelled)
        }
    }
}

/// Runs an operation, dispatching each failure to `responder`; tries again while it answers
/// ``ErrorEvaluation/retry``.
///
/// The same as ``withRetry(maxAttempts:idempotent:backoff:retryAfterLimit:clock:isolation:respond:operation:)`` with
/// `respond: { await responder.dispatchHere($0) }`; a `nil` responder reports each failure unhandled.
///
/// ```swift
/// let feed = try await withRetry(asking: parentResponder) { try await api.feed() }
/// ```
///
/// - Parameters:
///   - responder: the responder asked about each failure.
///   - maxAttempts: how many times the operation may run; at least 1.
///   - idempotent: whether running the operation twice does what running it once does.
///   - backoff: how long to wait before each new attempt.
///   - retryAfterLimit: the longest wait a server may ask for and have the failure retried without asking anyone.
///   - clock: the clock to wait on.
///   - operation: the work.
/// - Returns: the operation's value from the first attempt that succeeds.
/// - Throws: ``RetryFailure`` when no attempt succeeded.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
@MainActor
public func withRetry<Value>(
    asking responder: (any ErrorResponder)?,
    maxAttempts: Int = 3,
    idempotent: Bool = false,
    backoff: RetryBackoff = .exponential(),
    retryAfterLimit: Duration = .seconds(10),
    clock: any Clock<Duration> = ContinuousClock(),
    operation: () async throws -> Value
) async throws(RetryFailure) -> Value {
    try await withRetry(
        maxAttempts: maxAttempts, idempotent: idempotent, backoff: backoff, retryAfterLimit: retryAfterLimit,
        clock: clock,
        respond: { await responder.dispatchHere($0) },
        operation: operation)
}

/// How long the server asked the client to wait before trying again: the first `retryAfter` of an
/// ``HTTPStatusError``, from `error` inwards (at most a day); zero when none said.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
private func serverRequestedWait(_ error: any Error) -> Duration {
    let seconds = ErrorUnwrapping.first(in: error) { candidate in
        (candidate as? any HTTPStatusError)?.retryAfter
    }
    guard let seconds, seconds.isFinite, seconds > 0 else { return .zero }
    return .milliseconds(Int64((min(seconds, 86_400) * 1_000).rounded(.up)))
}
