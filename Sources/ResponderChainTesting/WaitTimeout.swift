/// Calls `expire` after `seconds` of real time, unless the returned task is cancelled first: the bound on the
/// testing helpers' waits. Cancel the task when the wait ends.
func startWaitTimeout(
    seconds: Double,
    _ expire: @escaping @Sendable () async -> Void
) -> Task<Void, Never> {
    Task {
        try? await Task.sleep(nanoseconds: UInt64(max(seconds, 0) * 1_000_000_000))
        // Cancelled: the wait is over, and there is nothing to end.
        guard !Task.isCancelled else { return }
        await expire()
    }
}
