import ResponderChain
import Testing

/// How long a test waits, in real time, for something that should take microseconds before it calls it a hang.
///
/// Generous, so that a loaded CI machine or the thread sanitizer never trips it; far below the one-minute
/// `.timeLimit` of the suites, so that a hang fails with the behaviour it breaks named, not as "time limit exceeded".
let hangLimit: Duration = .seconds(10)

/// The value of `task`, or `nil` after recording an issue that names `hang` when the task has not finished within
/// `limit` of real time.
///
/// For a test that awaits what a bug could leave pending forever, such as a continuation nobody resumes: the test
/// fails in seconds, saying what broke, instead of hanging the suite. A task that does not finish is cancelled and
/// left behind.
///
/// - Parameters:
///   - task: the work the test waits for.
///   - limit: how long to wait.
///   - hang: what it means when the task never finishes, for example "a closure disconnected mid-dispatch was
///     asked again".
/// - Returns: the task's value, or `nil` when it did not finish in time.
func value<Value: Sendable>(
    of task: Task<Value, Never>,
    within limit: Duration = hangLimit,
    orFail hang: Comment,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> Value? {
    let race = FirstToFinish<Value>()
    let finished = await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
        race.start(continuation)
        let timer = Task {
            try? await Task.sleep(for: limit)
            race.finish(with: nil)
        }
        Task {
            let value = await task.value
            timer.cancel()
            race.finish(with: value)
        }
    }
    if finished == nil {
        task.cancel()
        Issue.record("did not finish within \(limit): \(hang)", sourceLocation: sourceLocation)
    }
    return finished
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
