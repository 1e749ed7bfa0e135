/// The runs of an ``ErrorCoalescer`` under way, and who waits for each, behind a lock so that a cancelled
/// waiter is resumed at once from any thread. Methods return the continuations to resume after the lock is
/// released.
///
/// A key names its run: a run leaves `runs` only through its own task's ``finish(_:answer:)``, and that task
/// cannot start before ``attach(_:to:)`` has kept it, since both happen on the main actor in one synchronous step
/// of ``ErrorCoalescer``.
struct CoalescerState {
    typealias Resumption = (continuation: CheckedContinuation<ErrorEvaluation?, Never>, answer: ErrorEvaluation?)

    typealias Handler = @MainActor (any Error) async -> ErrorEvaluation?

    private struct Run {
        var waiters: [(id: Int, continuation: CheckedContinuation<ErrorEvaluation?, Never>)]
        var task: Task<Void, Never>?
        /// Every waiter left and the task was cancelled, but it has not returned yet: its handler may still be
        /// doing what it does (signing out), so identical errors must not start a second one meanwhile.
        var isAbandoned = false
        /// The first error that joined after the run was abandoned, to be handled afresh once it returns.
        var restart: (error: any Error, handler: Handler)?
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
        /// The waiter starts a new run.
        case starts
    }

    mutating func join(
        _ key: ErrorCoalescer.SendableKey,
        waiter: Int,
        continuation: CheckedContinuation<ErrorEvaluation?, Never>,
        error: any Error,
        handler: @escaping Handler
    ) -> Joined {
        announced.remove(waiter)
        if cancelledEarly.remove(waiter) != nil {
            return .cancelled
        }
        if let run = runs[key] {
            runs[key]?.waiters.append((waiter, continuation))
            if run.isAbandoned, run.restart == nil {
                runs[key]?.restart = (error, handler)
            }
            return .joined
        }
        runs[key] = Run(waiters: [(waiter, continuation)])
        return .starts
    }

    /// Keeps a run's task so that it can be cancelled when nobody waits any more; `false` when the run was
    /// abandoned before its task existed, so that the caller cancels the task itself.
    mutating func attach(_ task: Task<Void, Never>, to key: ErrorCoalescer.SendableKey) -> Bool {
        runs[key]?.task = task
        return runs[key]?.isAbandoned == false
    }

    enum Finished {
        /// Resume these waiters with the run's answer.
        case resume([Resumption])
        /// The run had been abandoned and errors joined it since: handle the first of them afresh, in the same
        /// run, for all of them.
        case restart(error: any Error, handler: Handler)
    }

    /// Ends a run with its answer; later errors with the key start afresh.
    mutating func finish(_ key: ErrorCoalescer.SendableKey, answer: ErrorEvaluation?) -> Finished {
        guard let finished = runs[key] else { return .resume([]) }
        if finished.isAbandoned, let restart = finished.restart, !finished.waiters.isEmpty {
            runs[key]?.isAbandoned = false
            runs[key]?.restart = nil
            runs[key]?.task = nil
            return .restart(error: restart.error, handler: restart.handler)
        }
        runs[key] = nil
        return .resume(finished.waiters.map { ($0.continuation, answer) })
    }

    /// Withdraws a cancelled waiter; a run nobody waits for any more is marked abandoned and its task returned to
    /// cancel. It stays registered until its task returns.
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
                runs[key]?.isAbandoned = true
                runs[key]?.restart = nil
            }
            return ((removed.continuation, .cancel), abandoned)
        }
        return (nil, nil)
    }
}
