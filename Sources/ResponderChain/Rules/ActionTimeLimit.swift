/// How long a `perform` action of an ``ErrorHandler`` may run before the handler stops waiting for it.
struct ActionTimeLimit: Sendable {
    /// The handler's name, for the hop that marks a cut-off action in routes.
    let handlerName: String

    /// Sleeps for the limit on the handler's clock; throws when cancelled.
    let sleep: @Sendable () async throws -> Void

    enum Outcome: Sendable {
        case finished(ErrorEvaluation?)
        case timedOut
        case cancelled
    }

    /// Runs `body` until it finishes, the limit passes (its task is then cancelled), or the caller is cancelled,
    /// before or while it runs.
    ///
    /// It costs two tasks, one for the work and one for the timer, and only runs when a handler has a limit.
    @MainActor
    func run(_ body: @escaping @MainActor () async -> ErrorEvaluation?) async -> Outcome {
        let race = Race()
        let sleep = self.sleep
        // Both tasks start on the main actor, so neither can finish before this function suspends below: the
        // race holds them before anything can end it.
        let work = Task { @MainActor in
            race.finish(.finished(await body()))
        }
        let timer = Task { @MainActor in
            do {
                try await sleep()
                race.finish(.timedOut)
            } catch {
                // Cancelled: the work finished first, or the caller went away.
            }
        }
        race.hold(work, timer)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                race.install(continuation)
            }
        } onCancel: {
            race.finish(.cancelled)
        }
    }

    /// The first of the work, the timer and the caller's cancellation to finish.
    private final class Race: Sendable {
        private struct State {
            var continuation: CheckedContinuation<Outcome, Never>?
            var outcome: Outcome?
            var tasks: [Task<Void, Never>] = []
        }

        private let state = Locked(State())

        func install(_ continuation: CheckedContinuation<Outcome, Never>) {
            let outcome: Outcome? = state.withLock { state in
                if let outcome = state.outcome { return outcome }
                state.continuation = continuation
                return nil
            }
            if let outcome {
                continuation.resume(returning: outcome)
            }
        }

        /// Keeps the tasks to cancel when the race ends; called before anything can end it.
        func hold(_ tasks: Task<Void, Never>...) {
            state.withLock { $0.tasks = tasks }
        }

        func finish(_ outcome: Outcome) {
            let (continuation, tasks): (CheckedContinuation<Outcome, Never>?, [Task<Void, Never>]) = state.withLock {
                state in
                guard state.outcome == nil else { return (nil, []) }
                state.outcome = outcome
                defer {
                    state.continuation = nil
                    state.tasks = []
                }
                return (state.continuation, state.tasks)
            }
            continuation?.resume(returning: outcome)
            for task in tasks { task.cancel() }
        }
    }
}
