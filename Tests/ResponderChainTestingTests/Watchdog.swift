import Testing

/// Runs `operation` and records an issue if it is still running after `seconds` of real time.
///
/// A guard against hangs, not a timing assertion: the helpers under test give up after 0.2 s, so a generous limit
/// only fires when a regression makes one of them wait forever. The test then fails in seconds instead of at the
/// suite's one-minute time limit. The operation is left running; the test does not wait for it.
@MainActor
func finishing(
    within seconds: Double = 10,
    _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ operation: @escaping @MainActor () async -> Void
) async {
    let finished = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        let outcome = FirstOutcome(continuation)
        let watchdog = Task { @MainActor in
            try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
            outcome.settle(false)
        }
        Task { @MainActor in
            await operation()
            watchdog.cancel()
            outcome.settle(true)
        }
    }
    if !finished {
        Issue.record("\(what) was still waiting after \(seconds) s", sourceLocation: sourceLocation)
    }
}

/// Resumes a continuation with the first outcome it is given, and ignores the rest.
@MainActor
private final class FirstOutcome {
    private var continuation: CheckedContinuation<Bool, Never>?

    init(_ continuation: CheckedContinuation<Bool, Never>) {
        self.continuation = continuation
    }

    func settle(_ finished: Bool) {
        continuation?.resume(returning: finished)
        continuation = nil
    }
}
