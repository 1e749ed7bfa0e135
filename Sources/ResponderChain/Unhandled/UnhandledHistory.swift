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

    /// The reports kept, by test: at most ``reportsPerTest`` of each of the last ``tests`` tests to report.
    struct Entries {
        private var next: UInt64 = 0
        /// By test, as ``TestingLibraries/currentTestID`` names it; `nil` for the reports made outside Swift
        /// Testing's tests (XCTest's, which run one at a time).
        private var byTest: [String?: [Entry]] = [:]
        /// The tests in `byTest`, the one that reported last at the end.
        private var order: [String?] = []

        /// A mark before every report kept from now on.
        var mark: UInt64 { next }

        /// Keeps `report`, made by the test `testID`: drops the test's oldest report beyond ``reportsPerTest``, and
        /// the reports of the test that reported longest ago beyond ``tests`` tests.
        mutating func append(_ report: UnhandledReport, by testID: String?) {
            var kept = byTest[testID] ?? []
            kept.append(Entry(number: next, report: report))
            next += 1
            if kept.count > reportsPerTest {
                kept.removeFirst(kept.count - reportsPerTest)
            }
            byTest[testID] = kept
            order.removeAll { $0 == testID }
            order.append(testID)
            if order.count > tests {
                byTest[order.removeFirst()] = nil
            }
        }

        /// The reports of the test `testID` kept since `mark`, oldest first.
        func reports(after mark: UInt64, by testID: String?) -> [UnhandledReport] {
            (byTest[testID] ?? []).filter { $0.number >= mark }.map(\.report)
        }
    }

    /// How many reports are kept for each test; older ones are dropped.
    static let reportsPerTest = 16

    /// How many tests' reports are kept; the test that reported longest ago is dropped.
    ///
    /// A test's reports must outlive those of every test that reports while it runs, and Swift Testing starts a
    /// suite's tests at once: 64 was too few for a suite of 750 tests on two busy cores, where more than 64 others
    /// reported while one test waited.
    package static let tests = 1_024

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
        entries.withLock { $0.mark }
    }

    /// Keeps `report`, made on this task, while a ``Keeper`` exists.
    static func append(_ report: UnhandledReport) {
        guard keepers.withLock({ $0 > 0 }) else { return }
        let testID = TestingLibraries.currentTestID
        entries.withLock { $0.append(report, by: testID) }
    }

    /// The reports made since `mark` by the test running on this task (for a task of no Swift Testing test: those
    /// made outside them), oldest first.
    package static func reports(after mark: UInt64) -> [UnhandledReport] {
        let testID = TestingLibraries.currentTestID
        return entries.withLock { $0.reports(after: mark, by: testID) }
    }
}
