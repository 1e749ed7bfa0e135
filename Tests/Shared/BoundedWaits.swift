// Shared by the test targets through symbolic links (Tests/<target>/BoundedWaits.swift), so that every suite bounds
// its waits the same way: a real-time limit generous enough for a loaded machine, never a count of yields. Format
// this file, not the links: `swift format format -i` writes a link over with a copy.
import Foundation
import ResponderChain
import Testing

/// How long a test waits, in real time, for something that should take microseconds before it calls it a hang.
///
/// Generous, so that a loaded CI machine or the thread sanitizer never trips it: the suite's 700 tests share the
/// main actor and two cores, and beside a parallel build a whole run once took 93 s, in which waits of 30 s failed
/// (10 s did once in three runs); below the suites' two-minute `.timeLimit`, so that a hang fails with the behaviour
/// it breaks named, not as "time limit exceeded".
let hangLimit: Duration = .seconds(60)

/// The bound for the stress suites, whose waits cover thousands of dispatches that run alongside the whole suite on
/// two cores: still below the suites' two-minute `.timeLimit`.
let stressHangLimit: Duration = .seconds(90)

extension Task where Failure == Never {
    /// The task's value, or `nil` after recording an issue that names `hang` when the task has not finished within
    /// `limit` of real time.
    ///
    /// For a test that awaits what a bug could leave pending forever, such as a continuation nobody resumes: the
    /// test fails in seconds, saying what broke, instead of hanging the suite (Swift Testing's `.timeLimit` cannot
    /// end a wait that ignores cancellation). A task that does not finish is cancelled and left behind.
    ///
    /// - Parameters:
    ///   - hang: what it means when the task never finishes.
    ///   - limit: how long to wait.
    /// - Returns: the task's value, or `nil` when it did not finish in time.
    func value(
        orFail hang: Comment = "the task never finished",
        within limit: Duration = hangLimit,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Success? {
        let finished = await firstToFinish(within: limit) { finish in
            Task<Void, Never> { finish(await self.value) }
        }
        if finished == nil {
            cancel()
            Issue.record("did not finish within \(limit): \(hang)", sourceLocation: sourceLocation)
        }
        return finished
    }
}

/// Yields until `condition` holds; after `limit` of real time, records an issue naming `never` and returns, so that
/// a bug which keeps the condition from ever holding fails the test instead of hanging it.
///
/// The first checks only yield, which is all that work on the main actor needs. After that it waits a millisecond
/// between checks: a test waiting for work on other threads then leaves them the processor, instead of spinning on
/// the main actor that the other tests of the suite share.
@MainActor
func waitUntil(
    _ never: Comment = "condition never held",
    within limit: Duration = hangLimit,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async {
    let deadline = ContinuousClock.now + limit
    var checks = 0
    while !condition() {
        guard ContinuousClock.now < deadline else {
            Issue.record("not within \(limit): \(never)", sourceLocation: sourceLocation)
            return
        }
        checks += 1
        if checks < 100 {
            await Task.yield()
        } else {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
}

/// What `body` returns, run on a thread of its own; `nil`, after recording an issue that names `hang`, when it has not
/// returned within `limit` of real time.
///
/// For synchronous code that a bug could keep looping forever, such as a walk along errors that wrap each other: the
/// test fails, saying what broke, and the suite goes on. The thread is not one of the few that tasks run on, so a
/// loop left running slows the rest of the suite but cannot stall it; it ends with the process.
///
/// - Parameters:
///   - hang: what it means when `body` never returns.
///   - limit: how long to wait.
///   - body: the code that must return.
/// - Returns: what `body` returned, or `nil` when it did not return in time.
func returnValue<Value: Sendable>(
    orFail hang: Comment = "it never returned",
    within limit: Duration = hangLimit,
    sourceLocation: SourceLocation = #_sourceLocation,
    of body: @escaping @Sendable () -> Value
) async -> Value? {
    let finished = await firstToFinish(within: limit) { finish in
        Thread.detachNewThread { finish(body()) }
    }
    if finished == nil {
        Issue.record("did not return within \(limit): \(hang)", sourceLocation: sourceLocation)
    }
    return finished
}

/// The value `start` hands to the function it is given, or `nil` when `limit` of real time passes first.
private func firstToFinish<Value: Sendable>(
    within limit: Duration,
    _ start: (@escaping @Sendable (Value) -> Void) -> Void
) async -> Value? {
    let race = FirstToFinish<Value>()
    return await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
        race.start(continuation)
        let timer = Task<Void, Never> {
            try? await Task<Never, Never>.sleep(for: limit)
            // Cancelled: the value came first.
            guard !Task<Never, Never>.isCancelled else { return }
            race.finish(with: nil)
        }
        start { value in
            race.finish(with: value)
            timer.cancel()
        }
    }
}

/// Resumes one continuation with whichever answer comes first, and ignores the other.
private final class FirstToFinish<Value: Sendable>: Sendable {
    private let continuation = Locked<CheckedContinuation<Value?, Never>?>(nil)

    func start(_ continuation: CheckedContinuation<Value?, Never>) {
        self.continuation.withLock { $0 = continuation }
    }

    func finish(with value: Value?) {
        let waiting = continuation.withLock { state in
            defer { state = nil }
            return state
        }
        waiting?.resume(returning: value)
    }
}

/// In an exit test's process: ends the process with status 2 once `seconds` of real time have passed, so that code
/// that never returns, such as a loop that holds the main actor, fails the exit test instead of holding the run.
///
/// - Parameter seconds: how long the process may run.
func endProcessWhenItHangs(after seconds: TimeInterval = 30) {
    Thread.detachNewThread {
        Thread.sleep(forTimeInterval: seconds)
        exit(2)
    }
}
