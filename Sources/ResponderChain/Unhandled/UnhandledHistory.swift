/// The last unhandled reports of each test in a test process: what a testing helper's wait that timed out names as
/// what happened instead.
///
/// Only a test process keeps them (``CallSite/isRecorded``), and only while a helper that may ask for them exists
/// (a ``Keeper``: the testing product's presenter and clock hold one), whatever sink received them: the last
/// ``reportsPerTest`` of each of the last ``tests`` tests, so that a test that reports thousands never pushes out
/// another's. Telling the test costs a reflection of Swift Testing's `Test`, about 13 µs, which a suite that reports
/// by the thousand without such a helper does not pay.
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
    static let reportsPerTest = 16

    /// How many tests' reports are kept; the test that reported longest ago is dropped.
    package static let tests = 64

    private static let entries = Locked(Entries())

    /// How many ``Keeper``s exist.
    private static let keepers = Locked(0)

    /// Keeps the history going while it exists: held by what may ask for ``reports(after:)`` later.
    package final class Keeper: Sendable {
        /// Starts keeping the history, from now on.
        package init() {
            UnhandledHistory.keepers.withLock { $0 += 1 }
        }

        deinit {
            UnhandledHistory.keepers.withLock { $0 -= 1 }
        }
    }

    /// A mark before every report made from now on: pass it to ``reports(after:)``.
    package static var mark: UInt64 {
        entries.withLock { $0.next }
    }

    /// Keeps `report`, made on this task, while a ``Keeper`` exists.
    static func append(_ report: UnhandledReport) {
        guard keepers.withLock({ $0 > 0 }) else { return }
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
