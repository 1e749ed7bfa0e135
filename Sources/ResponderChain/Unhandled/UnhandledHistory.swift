/// The last unhandled reports of each test in a test process: what a testing helper's wait that timed out names as
/// what happened instead.
///
/// Only a test process keeps them (``CallSite/isRecorded``), whatever sink received them: the last
/// ``reportsPerTest`` of each of the last ``tests`` tests, so that a test that reports thousands never pushes out
/// another's.
package enum UnhandledHistory {
    private struct Entry {
        let number: UInt64
        let report: UnhandledReport
    }

    private struct Entries {
        var next: UInt64 = 0
        /// By test, as ``TestingLibraries/currentTestID`` names it; `nil` for the reports made outside Swift
        /// Testing's tests (XCTest's, which run one at a time).
        var byTest: [String?: [Entry]] = [:]
        /// The tests in `byTest`, the one that reported last at the end.
        var order: [String?] = []
    }

    /// How many reports are kept for each test; older ones are dropped.
    package static let reportsPerTest = 16

    /// How many tests' reports are kept; the test that reported longest ago is dropped.
    package static let tests = 64

    private static let entries = Locked(Entries())

    /// A mark before every report made from now on: pass it to ``reports(after:)``.
    package static var mark: UInt64 {
        entries.withLock { $0.next }
    }

    /// Keeps `report`, made on this task.
    static func append(_ report: UnhandledReport) {
        let testID = TestingLibraries.currentTestID
        entries.withLock { entries in
            var kept = entries.byTest[testID] ?? []
            kept.append(Entry(number: entries.next, report: report))
            entries.next += 1
            if kept.count > reportsPerTest {
                kept.removeFirst(kept.count - reportsPerTest)
            }
            entries.byTest[testID] = kept
            entries.order.removeAll { $0 == testID }
            entries.order.append(testID)
            if entries.order.count > tests {
                entries.byTest[entries.order.removeFirst()] = nil
            }
        }
    }

    /// The reports made since `mark` by the test running on this task (for a task of no Swift Testing test: those
    /// made outside them), oldest first.
    package static func reports(after mark: UInt64) -> [UnhandledReport] {
        let testID = TestingLibraries.currentTestID
        return entries.withLock { entries in
            (entries.byTest[testID] ?? []).filter { $0.number >= mark }.map(\.report)
        }
    }
}
