import ResponderChain

/// A clock that moves only when a test advances it, so backoff and timing can be checked without sleeping.
///
/// Nothing sleeps on it forever, and nothing fails in silence:
/// - a sleep the test does not end by advancing the clock within ``deadline`` seconds of real time fails the test
///   at the line that made the clock, with a message that says how far to advance, and then ends with
///   `CancellationError`, so that the code under test finishes;
/// - a ``waitForSleepers(_:timeout:fileID:filePath:line:column:)`` that times out fails the test at the wait, with
///   what happened instead: the sleeps so far, the error that went unhandled, or nothing at all.
///
/// ```swift
/// let clock = ManualClock()
/// let task = Task { try await withRetry(backoff: .constant(.seconds(1)), clock: clock, respond: ...) { ... } }
/// await clock.waitForSleepers(1)     // the retry is now waiting
/// clock.advance(by: .seconds(1))     // and now it tries again
/// ```
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
public final class ManualClock: Clock, Sendable {
    /// A point on a ``ManualClock``: the time since the clock was created.
    public struct Instant: InstantProtocol, Hashable, Sendable {
        /// The time since the clock's start.
        public let offset: Duration

        /// Creates an instant at `offset` from the clock's start.
        ///
        /// - Parameter offset: the time since the start.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        ///
        /// - Parameter duration: how much later.
        /// - Returns: the later instant.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        ///
        /// - Parameter other: the later instant.
        /// - Returns: the duration between them.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private struct Sleeper {
        let id: UInt64
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
        /// Fails the test if the sleep is still under way after the clock's real-time deadline.
        let timer: Task<Void, Never>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var nextID: UInt64 = 0
        var sleepers: [Sleeper] = []
        var cancelledIDs: Set<UInt64> = []
        var sleeps: [Duration] = []
        var sleeperWaiters: [(id: UInt64, count: Int, continuation: CheckedContinuation<Void, Never>)] = []
        var cancelledWaiterIDs: Set<UInt64> = []
    }

    private let state = Locked(State())

    /// How many seconds of real time a sleep may last before it fails the test and ends.
    public let deadline: Double

    /// Where the test made this clock: the line a missed deadline fails at.
    private let site: CallSite

    /// Keeps the unhandled reports of the test while this exists, for a wait that times out to quote.
    private let historyKeeper = UnhandledHistory.Keeper()

    /// Before every unhandled report made after this clock: where a wait's failure starts looking.
    private let unhandledMark = UnhandledHistory.mark

    /// Creates a clock at offset zero.
    ///
    /// - Parameters:
    ///   - deadline: the seconds of real time the test has to advance the clock past each sleep; 50 unless given.
    ///   - fileID: the caller's `#fileID`: where a missed deadline fails the test; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    public init(
        deadline: Double = 50,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.deadline = deadline
        self.site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The current instant.
    public var now: Instant {
        state.withLock { $0.now }
    }

    /// Zero: the clock has no resolution limit.
    public var minimumResolution: Duration {
        .zero
    }

    /// Every sleep requested so far, as the duration from the instant it was requested, in order.
    public var sleeps: [Duration] {
        state.withLock { $0.sleeps }
    }

    /// How many tasks are sleeping on the clock now.
    public var sleeperCount: Int {
        state.withLock { $0.sleepers.count }
    }

    /// Suspends until `deadline`, which only ``advance(by:)`` brings; throws `CancellationError` if the task is
    /// cancelled first.
    ///
    /// - Parameters:
    ///   - deadline: when to wake.
    ///   - tolerance: ignored.
    /// - Throws: `CancellationError` when the task is cancelled while sleeping.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id: UInt64 = state.withLock { state in
            state.sleeps.append(state.now.duration(to: deadline))
            defer { state.nextID += 1 }
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let limit = self.deadline
                let resume: Result<Void, any Error>? = state.withLock { state in
                    if state.cancelledIDs.remove(id) != nil { return .failure(CancellationError()) }
                    if deadline <= state.now { return .success(()) }
                    let timer = startWaitTimeout(seconds: limit) { [weak self] in self?.expire(id, after: limit) }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation, timer: timer))
                    return nil
                }
                if let resume {
                    continuation.resume(with: resume)
                } else {
                    wakeSleeperWaiters()
                }
            }
        } onCancel: {
            let sleeper: Sleeper? = state.withLock { state in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
                    state.cancelledIDs.insert(id)
                    return nil
                }
                return state.sleepers.remove(at: index)
            }
            sleeper?.timer.cancel()
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock forward and wakes, in deadline order, every sleeper whose deadline has come.
    ///
    /// - Parameter duration: how far to move; not negative.
    public func advance(by duration: Duration) {
        precondition(duration >= .zero, "ManualClock cannot move backwards")
        let due: [Sleeper] = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let ready = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
            state.sleepers.removeAll { $0.deadline <= now }
            return ready
        }
        for sleeper in due {
            sleeper.timer.cancel()
            sleeper.continuation.resume()
        }
    }

    /// Fails the test for a sleep it never ended, and ends it with `CancellationError`.
    private func expire(_ id: UInt64, after limit: Double) {
        let found: (sleeper: Sleeper, now: Instant)? = state.withLock { state in
            guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
            return (state.sleepers.remove(at: index), state.now)
        }
        guard let (sleeper, now) = found else { return }
        let remaining = now.duration(to: sleeper.deadline)
        failTest(
            """
            ManualClock: a task has been sleeping until \(durationText(sleeper.deadline.offset)) on the clock, which \
            stands at \(durationText(now.offset)), and the test did not advance the clock within \
            \(secondsText(limit)) of real time. Call clock.advance(by: \(durationCode(remaining))) in the test \
            (await clock.waitForSleepers() first to know the sleep has begun). The sleep ends now with \
            CancellationError.
            """,
            at: site
        )
        sleeper.continuation.resume(throwing: CancellationError())
    }

    /// Suspends until at least `count` tasks are sleeping on the clock, so a test can advance it at the right
    /// moment without sleeping itself.
    ///
    /// When they are not sleeping within `timeout` seconds of real time, the wait fails the test at its own line,
    /// with what happened instead (the sleeps so far, the error that went unhandled in this test, or nothing at
    /// all), and returns. A cancelled task stops waiting without a failure.
    ///
    /// - Parameters:
    ///   - count: how many sleepers to wait for.
    ///   - timeout: the seconds of real time to wait at most; 50 unless given.
    ///   - fileID: the caller's `#fileID`: where a timeout fails the test; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    public func waitForSleepers(
        _ count: Int = 1,
        timeout: Double = 50,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let id: UInt64 = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        let timer = startWaitTimeout(seconds: timeout) { [weak self] in self?.stopWaiting(id) }
        defer { timer.cancel() }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let ready = state.withLock { state in
                    if state.cancelledWaiterIDs.remove(id) != nil || state.sleepers.count >= count { return true }
                    state.sleeperWaiters.append((id, count, continuation))
                    return false
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            stopWaiting(id)
        }
        guard sleeperCount < count, !Task.isCancelled else { return }
        failTest(
            missingSleepers(count, after: timeout),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// What a wait for `count` sleepers that timed out after `timeout` seconds found instead.
    private func missingSleepers(_ count: Int, after timeout: Double) -> String {
        let (sleeping, sleeps, now) = state.withLock { ($0.sleepers.count, $0.sleeps, $0.now) }
        let call = count == 1 ? "waitForSleepers()" : "waitForSleepers(\(count))"
        let expected = count == 1 ? "a task" : "\(count) tasks"
        var lines = [
            """
            ManualClock: \(call) waited \(secondsText(timeout)) for \(expected) to sleep on the clock, and \
            \(sleeping == 0 ? "none sleeps" : sleeping == 1 ? "1 sleeps" : "\(sleeping) sleep") now.
            """
        ]
        if !sleeps.isEmpty {
            lines.append(
                """
                Sleeps so far: \(sleeps.map(durationText).joined(separator: ", ")), with the clock now at \
                \(durationText(now.offset)); a sleep the clock has passed is over.
                """)
        }
        if let unhandled = unhandledSince(unhandledMark) {
            lines.append(unhandled)
        } else if sleeps.isEmpty {
            lines.append(
                """
                Nothing has slept on this clock, and no error went unhandled in this test: check that the code under \
                test ran, and that it sleeps on this clock (passed to it as its clock).
                """)
        }
        return lines.joined(separator: "\n")
    }

    /// How many calls of ``waitForSleepers(_:timeout:fileID:filePath:line:column:)`` are waiting now: for the
    /// package's own tests.
    package var sleeperWaitCount: Int {
        state.withLock { $0.sleeperWaiters.count }
    }

    /// Ends the wait `id` early: at once when it is waiting, and before it starts otherwise.
    private func stopWaiting(_ id: UInt64) {
        let continuation: CheckedContinuation<Void, Never>? = state.withLock { state in
            guard let index = state.sleeperWaiters.firstIndex(where: { $0.id == id }) else {
                state.cancelledWaiterIDs.insert(id)
                return nil
            }
            return state.sleeperWaiters.remove(at: index).continuation
        }
        continuation?.resume()
    }

    private func wakeSleeperWaiters() {
        let ready: [CheckedContinuation<Void, Never>] = state.withLock { state in
            let sleeping = state.sleepers.count
            let ready = state.sleeperWaiters.filter { $0.count <= sleeping }.map(\.continuation)
            state.sleeperWaiters.removeAll { $0.count <= sleeping }
            return ready
        }
        for continuation in ready {
            continuation.resume()
        }
    }
}
