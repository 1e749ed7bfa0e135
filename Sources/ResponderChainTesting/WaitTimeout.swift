import Foundation
import ResponderChain

/// Calls `expire` after `seconds` of real time, unless the returned task is cancelled first: the bound on the
/// testing helpers' waits. Cancel the task when the wait ends.
func startWaitTimeout(
    seconds: Double,
    _ expire: @escaping @Sendable () async -> Void
) -> Task<Void, Never> {
    WaitTimeoutRecording.seconds?.withLock { $0.append(seconds) }
    return Task {
        try? await Task.sleep(nanoseconds: UInt64(max(seconds, 0) * 1_000_000_000))
        // Cancelled: the wait is over, and there is nothing to end.
        guard !Task.isCancelled else { return }
        await expire()
    }
}

/// The bounds of the waits started while a test of the testing product records them: what a helper waits for,
/// seen without waiting that long.
package enum WaitTimeoutRecording {
    @TaskLocal static var seconds: Locked<[Double]>?

    /// Runs `body`, and returns the seconds of real time of every wait's bound started in it, and in the tasks it
    /// starts, in the order they started.
    package static func record(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async -> Void
    ) async -> [Double] {
        let record = Locked<[Double]>([])
        await $seconds.withValue(record, operation: body)
        return record.withLock { $0 }
    }
}

/// Fails the test running on this task with `message`, under Swift Testing or XCTest, at `site`, a line of the
/// test's code; outside a test, writes it to standard error.
func failTest(_ message: String, at site: CallSite) {
    if !TestingLibraries.recordFailure(message, at: site) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

/// What went unhandled in the running test since `mark`, as the lines a wait's failure ends with: the reports, or
/// that there were none.
func unhandledSince(_ mark: UInt64) -> String? {
    let reports = UnhandledHistory.reports(after: mark)
    guard !reports.isEmpty else { return nil }
    let lines = reports.map { "  ResponderChain: \($0)" }
    let lead =
        reports.count == 1
        ? "What happened instead: an error went unhandled in this test:"
        : "What happened instead: \(reports.count) values went unhandled in this test:"
    return ([lead] + lines).joined(separator: "\n")
}

/// `seconds` as a person writes it: `5 s`, `0.5 s`.
func secondsText(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
}

/// `duration` as Swift code: `.seconds(2)`, `.milliseconds(1500)`.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
package func durationCode(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return ".seconds(\(seconds))" }
    let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
    if attoseconds % attosecondsPerMillisecond == 0 {
        return ".milliseconds(\(seconds * 1000 + attoseconds / attosecondsPerMillisecond))"
    }
    return ".seconds(\(Double(seconds) + Double(attoseconds) / 1e18))"
}

/// `duration` as a person writes it: `2 s`, `1.5 s`.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
package func durationText(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return secondsText(Double(seconds) + Double(attoseconds) / 1e18)
}
