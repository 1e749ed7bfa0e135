/// The runs of an ``ErrorCoalescer`` under way, and who waits for each, behind a lock so that a cancelled
/// waiter is resumed at once from any thread. Methods return the continuations to resume after the lock is
/// released.
struct CoalescerState {
    typealias Resumption = (continuation: CheckedContinuation<ErrorEvaluation?, Never>, answer: ErrorEvaluation?)

    private struct Run {
        let id: Int
        var waiters: [(id: Int, continuation: CheckedContinuation<ErrorEvaluation?, Never>)]
        var task: Task<Void, Never>?
    }

    private var runs: [ErrorCoalescer.SendableKey: Run] = [:]
    private var announced: Set<Int> = []
    private var cancelledEarly: Set<Int> = []
    private var nextID = 0

    /// How many runs are under way; for tests.
    var runCount: Int { runs.count }

    /// How many errors wait for a run; for tests.
    var waiterCount: Int { runs.values.reduce(0) { $0 + $1.waiters.count } }

    mutating func announce() -> Int {
        nextID += 1
        announced.insert(nextID)
        return nextID
    }

    enum Joined {
        /// The waiter was cancelled before it joined.
        case cancelled
        /// The waiter joined a run under way.
        case joined
        /// The waiter starts a new run with this identifier.
        case starts(Int)
    }

    mutating func join(
        _ key: ErrorCoalescer.SendableKey,
        waiter: Int,
        continuation: CheckedContinuation<ErrorEvaluation?, Never>
    ) -> Joined {
        announced.remove(waiter)
        if cancelledEarly.remove(waiter) != nil {
            return .cancelled
        }
        if runs[key] != nil {
            runs[key]?.waiters.append((waiter, continuation))
            return .joined
        }
        nextID += 1
        runs[key] = Run(id: nextID, waiters: [(waiter, continuation)])
        return .starts(nextID)
    }

    /// Keeps a run's task so that it can be cancelled when nobody waits any more; `false` when the run is gone.
    mutating func attach(_ task: Task<Void, Never>, to key: ErrorCoalescer.SendableKey, run: Int) -> Bool {
        guard runs[key]?.id == run else { return false }
        runs[key]?.task = task
        return true
    }

    /// Ends a run with its answer; later errors with the key start afresh.
    mutating func finish(_ key: ErrorCoalescer.SendableKey, run: Int, answer: ErrorEvaluation?) -> [Resumption] {
        guard let finished = runs[key], finished.id == run else { return [] }
        runs[key] = nil
        return finished.waiters.map { ($0.continuation, answer) }
    }

    /// Withdraws a cancelled waiter; a run nobody waits for any more is dropped and its task returned to cancel.
    mutating func cancel(_ waiter: Int) -> (resumption: Resumption?, abandoned: Task<Void, Never>?) {
        if announced.remove(waiter) != nil {
            cancelledEarly.insert(waiter)
            return (nil, nil)
        }
        for (key, run) in runs {
            guard let position = run.waiters.firstIndex(where: { $0.id == waiter }) else { continue }
            let removed = runs[key]!.waiters.remove(at: position)
            var abandoned: Task<Void, Never>?
            if runs[key]!.waiters.isEmpty {
                abandoned = run.task
                runs[key] = nil
            }
            return ((removed.continuation, .cancel), abandoned)
        }
        return (nil, nil)
    }
}
