import CrashReporterBridge
import Synchronization

/// A crash reporter that keeps what it is sent, for a test to read.
final class InMemoryCrashReporter: CrashReporter {
    private let sent = Mutex<(nonFatals: [NonFatal], breadcrumbs: [String])>(([], []))

    var nonFatals: [NonFatal] { sent.withLock { $0.nonFatals } }
    var breadcrumbs: [String] { sent.withLock { $0.breadcrumbs } }

    func recordNonFatal(_ nonFatal: NonFatal) {
        sent.withLock { $0.nonFatals.append(nonFatal) }
    }

    func leaveBreadcrumb(_ message: String) {
        sent.withLock { $0.breadcrumbs.append(message) }
    }
}
