import Foundation
import ResponderChain
import ResponderChainTesting
import Testing

private enum Transient: Error, Equatable {
    case timedOut(attempt: Int)
}

/// A view model as apps write one: its clock held as `any Clock<Duration>`, so that tests can hand it a manual one.
@MainActor
private final class FeedModel {
    let clock: any Clock<Duration>
    let parent: (any ErrorResponder)?
    var attempts = 0

    init(clock: any Clock<Duration> = ContinuousClock(), parent: (any ErrorResponder)?) {
        self.clock = clock
        self.parent = parent
    }

    func load() async throws(RetryFailure) -> Int {
        try await withRetry(asking: parent, backoff: .constant(.seconds(1)), clock: clock) {
            attempts += 1
            if attempts < 3 { throw Transient.timedOut(attempt: attempts) }
            return attempts
        }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct RetryTests {
    @Test("a clock held as any Clock<Duration> drives withRetry, with Foundation imported")
    func aClockHeldAsAnExistential() async throws {
        let clock = ManualClock()
        let model = FeedModel(clock: clock, parent: RecordingResponder("Network", otherwise: { _ in .retry }))
        let load = Task { try await model.load() }
        for _ in 0..<2 {
            await clock.waitForSleepers(1)
            clock.advance(by: .seconds(1))
        }
        #expect(try await load.value == 3)
        #expect(clock.sleeps == [.seconds(1), .seconds(1)])
    }

    @Test func operationIsRetriedWhileTheResponderAnswersRetry() async throws {
        let responder = RecordingResponder("Network", otherwise: { _ in .retry })
        var attempts = 0
        let value = try await withRetry(asking: responder, backoff: .immediate, clock: ManualClock()) {
            attempts += 1
            if attempts < 3 { throw Transient.timedOut(attempt: attempts) }
            return "loaded"
        }
        #expect(value == "loaded")
        #expect(attempts == 3)
        #expect(responder.received.compactMap { $0 as? Transient } == [.timedOut(attempt: 1), .timedOut(attempt: 2)])
    }

    @Test(arguments: [4, 1])  // 1, the least allowed: one attempt, no retry
    func attemptLimitEndsWithTheLastErrorAndTheFinalEvaluation(maxAttempts: Int) async {
        let responder = RecordingResponder("Network", otherwise: { _ in .retry })
        var attempts = 0
        do {
            _ = try await withRetry(
                asking: responder, maxAttempts: maxAttempts, backoff: .immediate, clock: ManualClock()
            ) {
                attempts += 1
                throw Transient.timedOut(attempt: attempts)
            }
            Issue.record("expected a RetryFailure")
        } catch {
            #expect(error.reason == .attemptsExhausted)
            #expect(error.evaluation == .retry)
            #expect(error.attempts == maxAttempts)
            #expect(error.lastError as? Transient == .timedOut(attempt: maxAttempts))
        }
        #expect(attempts == maxAttempts)
        // Each failure, then the RetryFailure once: the chain answered retry to the last attempt, and hears it ended.
        #expect(responder.received.count == maxAttempts + 1)
        #expect(responder.received.dropLast().allSatisfy { $0 is Transient })
        let handedOver = responder.received.last as? RetryFailure
        #expect(handedOver?.reason == .attemptsExhausted)
        #expect(handedOver?.category == .nonRecoverable)
        #expect(handedOver?.underlyingError as? Transient == .timedOut(attempt: maxAttempts))
    }

    @Test("without maxAttempts, withRetry makes 3 attempts, asking a responder or a closure", arguments: [true, false])
    func threeAttemptsUnlessGiven(asksAResponder: Bool) async {
        var attempts = 0
        let operation = { () async throws -> Int in
            attempts += 1
            throw Transient.timedOut(attempt: attempts)
        }
        do {
            if asksAResponder {
                let responder = ErrorResponderChain()
                _ = responder.connect { _ in .retry }
                _ = try await withRetry(
                    asking: responder, backoff: .immediate, clock: ManualClock(), operation: operation)
            } else {
                _ = try await withRetry(
                    backoff: .immediate, clock: ManualClock(), respond: { _ in .retry }, operation: operation)
            }
        } catch {
            #expect(error.reason == .attemptsExhausted)
        }
        #expect(attempts == 3)
    }

    @Test("withRetry asks for at least one attempt: 0 stops the process")
    func noAttemptsIsAProgrammingError() async {
        await #expect(processExitsWith: .failure) {
            _ = try? await withRetry(maxAttempts: 0, backoff: .immediate, respond: { _ in .retry }, operation: { 1 })
        }
    }

    @Test(arguments: [ErrorEvaluation.proceed, .cancel, .abort])
    func anyOtherAnswerStopsAtOnce(answer: ErrorEvaluation) async {
        var attempts = 0
        let respond: (any Error) async -> ErrorEvaluation = { _ in answer }
        do {
            // No wait between attempts: a retry that should not happen shows as a second attempt, at once, instead of
            // a sleep on a clock that nobody advances.
            _ = try await withRetry(backoff: .immediate, clock: ManualClock(), respond: respond) {
                attempts += 1
                throw Transient.timedOut(attempt: attempts)
            }
        } catch {
            #expect(error.reason == .answered)
            #expect(error.evaluation == answer)
            #expect(error.attempts == 1)
        }
        #expect(attempts == 1, "an answer other than .retry must end withRetry after the first attempt")
    }

    /// A 503 whose server asked for a wait.
    struct Busy: HTTPStatusError {
        var httpStatus: Int? { 503 }
        var retryAfter: TimeInterval?
    }

    @Test(
        "a wait the server asked for (Retry-After) is waited when it is longer than the backoff's, up to a day",
        arguments: [
            (30.0, Duration.seconds(2), Duration.seconds(30)), (0.5, .seconds(2), .seconds(2)),
            (-1, .seconds(2), .seconds(2)), (.infinity, .seconds(2), .seconds(2)), (.nan, .seconds(2), .seconds(2)),
            (200_000, .seconds(2), .seconds(86_400)),
            // Under a second, longer than the backoff's.
            (0.5, .milliseconds(100), .milliseconds(500)),
        ])
    func retryAfterIsWaited(retryAfter: Double, backoff: Duration, expected: Duration) async throws {
        let clock = ManualClock()
        let task = Task { @MainActor in
            var attempts = 0
            return try? await withRetry(
                maxAttempts: 2, backoff: .constant(backoff), clock: clock, respond: { _ in .retry }
            ) {
                attempts += 1
                if attempts == 1 { throw Busy(retryAfter: retryAfter) }
                return attempts
            }
        }
        await clock.waitForSleepers(1)
        if let asked = clock.sleeps.last {
            clock.advance(by: asked)
        }
        #expect(await task.value(orFail: "withRetry kept waiting") == 2)
        #expect(clock.sleeps == [expected])
    }

    @Test("a 429 or 503 whose server asks for a wait up to retryAfterLimit is retried after it, asking nobody")
    func aShortRetryAfterIsRetriedWithoutAsking() async throws {
        let clock = ManualClock()
        let responder = RecordingResponder("Network", otherwise: { _ in .cancel })
        let task = Task { @MainActor in
            var attempts = 0
            return try await withRetry(asking: responder, backoff: .immediate, clock: clock) {
                attempts += 1
                if attempts == 1 { throw Busy(retryAfter: 2) }
                return attempts
            }
        }
        await clock.waitForSleepers(1)
        #expect(clock.sleeps == [.seconds(2)])
        clock.advance(by: .seconds(2))
        #expect(try await task.value == 2)
        #expect(responder.received.isEmpty)
    }

    @Test(
        "a wait past retryAfterLimit, or asked for by the last attempt, is dispatched: the user sees one message",
        arguments: [(600.0, 3, Duration.seconds(10)), (2, 1, .seconds(10)), (2, 3, .seconds(1)), (10, 3, .seconds(9))])
    func aLongRetryAfterIsDispatched(retryAfter: Double, maxAttempts: Int, limit: Duration) async throws {
        let clock = ManualClock()
        let presenter = ManualPresenter()
        let categories = CategoryResponder(presentingOn: PresentationQueue(presenter: presenter))
        let task = Task { @MainActor in
            try await withRetry(
                asking: categories, maxAttempts: maxAttempts, backoff: .immediate, retryAfterLimit: limit, clock: clock
            ) { () throws -> Int in
                throw Busy(retryAfter: retryAfter)
            }
        }
        await presenter.waitForPresentation(1)
        #expect(presenter.showing?.title == "Service unavailable")
        presenter.dismiss()
        let failure = try #require(await retryFailure(of: task))
        #expect(failure.reason == .answered)
        #expect(failure.attempts == 1)
        #expect(clock.sleeps.isEmpty)
        #expect(presenter.presented.count == 1)
    }

    @Test func waitsBetweenAttemptsFollowTheBackoffOnTheInjectedClock() async throws {
        let clock = ManualClock()
        let log = Log()
        let task = Task { @MainActor in
            var attempts = 0
            return try? await withRetry(
                maxAttempts: 4,
                backoff: .exponential(initial: .seconds(1), multiplier: 3, maximum: .seconds(5)),
                clock: clock,
                respond: { _ in .retry }
            ) {
                attempts += 1
                log.append("attempt \(attempts) at \(clock.now.offset)")
                if attempts < 4 { throw Transient.timedOut(attempt: attempts) }
                return attempts
            }
        }
        // Each wait is let through with the time it asked for, so that a wrong delay fails the checks below instead
        // of leaving the retry asleep.
        for _ in 0..<3 {
            // A retry that stopped waiting fails the test at the wait, with the sleeps so far.
            await clock.waitForSleepers(1)
            guard clock.sleeperCount == 1, let asked = clock.sleeps.last else { break }
            clock.advance(by: asked)
        }
        let attempts = await task.value(orFail: "withRetry kept waiting after its fourth attempt was due")
        #expect(attempts == 4)
        #expect(clock.sleeps == [.seconds(1), .seconds(3), .seconds(5)], "the waits do not follow the backoff")
        #expect(
            log.entries == [
                "attempt 1 at 0.0 seconds", "attempt 2 at 1.0 seconds", "attempt 3 at 4.0 seconds",
                "attempt 4 at 9.0 seconds",
            ])
    }

    @Test func cancellationWhileWaitingEndsWithCancelledAndNoFurtherAttempt() async {
        let clock = ManualClock()
        let log = Log()
        let task = Task { @MainActor in
            try await withRetry(backoff: .constant(.seconds(10)), clock: clock, respond: { _ in .retry }) {
                log.append("attempt")
                throw Transient.timedOut(attempt: 1)
            }
        }
        await clock.waitForSleepers(1)
        task.cancel()
        guard let failure = await retryFailure(of: task) else { return }
        #expect(failure.reason == .cancelled)
        #expect(failure.evaluation == .cancel)
        #expect(failure.lastError as? Transient == .timedOut(attempt: 1))
        #expect(log.entries == ["attempt"])
    }

    @Test("a task cancelled before withRetry starts makes no attempt, even of an operation that would succeed")
    func cancelledBeforeTheFirstAttempt() async {
        let log = Log()
        let task = Task { @MainActor in
            try await withRetry(clock: ManualClock(), respond: { _ in .retry }) {
                log.append("attempt")
                return 1
            }
        }
        // Cancelled before it first runs: this test holds the main actor until it awaits.
        task.cancel()
        guard let failure = await retryFailure(of: task) else { return }
        #expect(failure.reason == .cancelled)
        #expect(failure.attempts == 0)
        #expect(log.entries.isEmpty)
    }

    @Test func cancellationThrownByTheOperationIsNotSentToTheResponder() async {
        let responder = RecordingResponder("Network", otherwise: { _ in .retry })
        do {
            _ = try await withRetry(asking: responder, clock: ManualClock()) { () async throws -> Int in
                throw CancellationError()
            }
        } catch {
            #expect(error.reason == .cancelled)
            #expect(error.lastError is CancellationError)
        }
        #expect(responder.received.isEmpty)
    }

    @Test(arguments: [
        (1, Duration.milliseconds(100)),
        (2, .milliseconds(200)),
        (3, .milliseconds(400)),
        (6, .seconds(2)),
        (1000, .seconds(2)),
    ])
    func exponentialBackoffDoublesUpToItsMaximum(failedAttempts: Int, expected: Duration) {
        let backoff = RetryBackoff.exponential(initial: .milliseconds(100), multiplier: 2, maximum: .seconds(2))
        #expect(backoff.delay(afterFailedAttempts: failedAttempts) == expected)
    }

    @Test(
        "by default the backoff starts at 200 ms and doubles, up to 30 s",
        arguments: [
            (1, Duration.milliseconds(200)), (2, .milliseconds(400)), (5, .milliseconds(3_200)), (9, .seconds(30)),
        ])
    func exponentialBackoffDefaults(failedAttempts: Int, expected: Duration) {
        #expect(RetryBackoff.exponential().delay(afterFailedAttempts: failedAttempts) == expected)
    }

    @Test("a multiplier that is not whole grows the wait by its fractions: 1.5 from 100 ms")
    func exponentialBackoffWithAFractionalMultiplier() {
        let backoff = RetryBackoff.exponential(initial: .milliseconds(100), multiplier: 1.5, maximum: .seconds(2))
        #expect(
            (1...4).map(backoff.delay(afterFailedAttempts:))
                == [.milliseconds(100), .milliseconds(150), .microseconds(225_000), .microseconds(337_500)])
    }

    @Test("a whole factor multiplies exactly however large it grows: 7 attoseconds after 3³² times as long")
    func exponentialBackoffWithAVeryLargeWholeFactor() {
        let initial = Duration(secondsComponent: 0, attosecondsComponent: 7)
        let backoff = RetryBackoff.exponential(initial: initial, multiplier: 3, maximum: .seconds(1))
        // 3³² is 1 853 020 188 851 841; seven times that, in attoseconds, is past what a Double holds exactly.
        let expected = Duration(secondsComponent: 0, attosecondsComponent: 7 * 1_853_020_188_851_841)
        #expect(backoff.delay(afterFailedAttempts: 33) == expected)
    }

    @Test("a multiplier of 1, the least allowed, waits the initial time after every failure")
    func exponentialBackoffWithMultiplierOne() {
        let backoff = RetryBackoff.exponential(initial: .milliseconds(300), multiplier: 1, maximum: .seconds(2))
        #expect((1...5).map(backoff.delay(afterFailedAttempts:)) == Array(repeating: .milliseconds(300), count: 5))
    }

    @Test func customBackoffNeverWaitsANegativeTime() {
        #expect(RetryBackoff { _ in .seconds(-1) }.delay(afterFailedAttempts: 1) == .zero)
        #expect(RetryBackoff.constant(.seconds(2)).delay(afterFailedAttempts: 9) == .seconds(2))
    }

    @Test func failureDescriptionNamesTheReasonAndTheLastError() {
        let failure = RetryFailure(
            evaluation: .retry, lastError: Transient.timedOut(attempt: 3), attempts: 3, reason: .attemptsExhausted)
        #expect(
            failure.description
                == "gave up after 3 attempts (attempts exhausted, last answer retry): Transient.timedOut(attempt: <private>)"
        )
    }
}
