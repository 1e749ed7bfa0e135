import Foundation
import ResponderChainTesting
import Testing

@testable import ResponderChain

private struct Lost: Error {}
private struct Ignored: Event {}

/// Every entry point that starts a dispatch, as a user's code calls it.
enum DispatchEntry: String, CaseIterable, Sendable {
    case classChainDispatch, noResponderDispatch, traceDispatch, action, nestedActions, reportError, triggerEvent
    case publish, publisherCall, handleWithCompletion, resultGet, resultGetWithCompletion, resultResolve
    case terminalReport
    /// Entry points that cannot take their caller's line: a function reference's shape, and a protocol requirement.
    case handle, respondTo

    /// Whether the report knows its caller's line.
    var takesTheLine: Bool {
        self != .handle && self != .respondTo
    }
}

/// In a test process, each entry point records the line that called it as the dispatch's origin, where the standard
/// sink fails the test; the failure itself goes to the test library there.
@MainActor
@Suite("A test's failure points at the user's line", .timeLimit(.minutes(2)))
struct FailureLocationTests {
    /// Starts a dispatch of an error or event that nobody answers through `entry`, on one line of this file.
    ///
    /// - Returns: that line, and the reports the dispatch made.
    private func leaveUnhandled(through entry: DispatchEntry) async -> (line: Int, reports: [UnhandledReport]) {
        let capture = UnhandledCapture()
        let parent = ErrorResponderChain(name: "App")
        let failed = Result<Int, any Error>.failure(Lost())
        let line: Int = await UnhandledTerminal.withSink(capture.sink) {
            switch entry {
            case .classChainDispatch:
                return (#line, await parent.dispatch(Lost())).0
            case .noResponderDispatch:
                let none: (any ErrorResponder)? = nil
                return (#line, await none.dispatch(Lost())).0
            case .traceDispatch:
                return (#line, await parent.traceDispatch(Lost())).0
            case .action:
                return (#line, await RespondToErrorAction.unhandled(Lost())).0
            case .nestedActions:
                let outer = RespondToErrorAction(name: "Outer") { error in await RespondToErrorAction.unhandled(error) }
                return (#line, await outer(Lost())).0
            case .reportError:
                return (#line, await ReportErrorAction(from: nil)(Lost()).value).0
            case .triggerEvent:
                let line = (#line, TriggerEventAction(from: nil)(Ignored())).0
                await waitUntil("the triggered event never went unhandled") { !capture.reports.isEmpty }
                return line
            case .publish:
                return (#line, await EventPublisher(Ignored.self).publish(Ignored())).0
            case .publisherCall:
                let line = (#line, EventPublisher(Ignored.self)(Ignored())).0
                await waitUntil("the published event never went unhandled") { !capture.reports.isEmpty }
                return line
            case .handleWithCompletion:
                let handler = ErrorHandler(name: "Screen", parentResponder: parent)
                var line = 0
                await withCheckedContinuation { done in
                    line = (#line, handler.handle(error: Lost(), onCompleted: { done.resume() })).0
                }
                return line
            case .resultGet:
                let line = (#line, failed.get(onError: ErrorHandler(name: "Screen", parentResponder: parent))).0
                await waitUntil("the failure never went unhandled") { !capture.reports.isEmpty }
                return line
            case .resultGetWithCompletion:
                let handler = ErrorHandler(name: "Screen", parentResponder: parent)
                var line = 0
                await withCheckedContinuation { done in
                    line = (#line, failed.get(onError: handler, onErrorCompleted: { done.resume() })).0
                }
                return line
            case .resultResolve:
                return (#line, await failed.resolve(with: parent)).0
            case .terminalReport:
                return (#line, UnhandledTerminal.report(Lost())).0
            case .handle:
                let line = (#line, ErrorHandler(name: "Screen", parentResponder: parent).handle(error: Lost())).0
                await waitUntil("the handled error never went unhandled") { !capture.reports.isEmpty }
                return line
            case .respondTo:
                return (#line, await parent.respond(to: Lost())).0
            }
        }
        return (line, capture.reports)
    }

    @Test(arguments: DispatchEntry.allCases)
    func theReportKnowsTheLineThatStartedTheDispatch(through entry: DispatchEntry) async throws {
        let (line, reports) = await leaveUnhandled(through: entry)
        let report = try #require(reports.only)
        if entry.takesTheLine {
            #expect(report.origin?.description == "ResponderChainTests/FailureLocationTests.swift:\(line)")
        } else {
            #expect(report.origin == nil)
        }
    }

    @Test("the standard sink fails the test at the dispatch's line, and writes nothing the test library shows")
    func standardSinkFailsAtTheOrigin() async throws {
        let calls = AlarmTests.Calls()
        let written = Locked<[String]>([])
        let sink = UnhandledSink.standard(
            raisingWith: AlarmTests.alarm(test: true, warnings: false, debug: true, preview: false, calls: calls),
            write: { lines in written.withLock { $0 += lines } })
        let line = await UnhandledTerminal.withSink(sink) {
            (#line, await ErrorResponderChain(name: "Checkout").dispatch(Lost())).0
        }
        // The report's lines, as the test library shows them: a route too, while another test observes.
        let failure = try #require(calls.all.only)
        #expect(
            failure.hasPrefix(
                """
                test at ResponderChainTests/FailureLocationTests.swift:\(line): ResponderChain: unhandled error Lost() \
                (end of chain, last responder: Checkout) → cancel
                """))
        #expect(failure.hasSuffix("  grouping id: \(ErrorChain(Lost()).groupingID)"))
        #expect(written.withLock { $0 }.isEmpty)
    }

    @Test("outside a test, the standard sink writes the report's lines, then warns")
    func standardSinkWritesOutsideTests() async {
        let calls = AlarmTests.Calls()
        let written = Locked<[String]>([])
        let sink = UnhandledSink.standard(
            raisingWith: AlarmTests.alarm(test: false, warnings: true, debug: true, preview: false, calls: calls),
            write: { lines in written.withLock { $0 += lines } })
        _ = await UnhandledTerminal.withSink(sink) { await ErrorResponderChain(name: "Checkout").dispatch(Lost()) }
        #expect(
            written.withLock { $0 }.first
                == "ResponderChain: unhandled error Lost() (end of chain, last responder: Checkout) → cancel")
        #expect(calls.all.map { $0.prefix(8) } == ["test at ", "warning:"])
    }

    @Test("a strict diagnostic fails the test at its declaration; a relaxed one is only written")
    func strictDiagnosticAtItsDeclaration() {
        let calls = AlarmTests.Calls()
        let written = Locked<[SafetyDiagnostic]>([])
        let sink = SafetyDiagnosticSink.standard(
            raisingWith: AlarmTests.alarm(test: true, warnings: false, debug: true, preview: false, calls: calls),
            write: { diagnostic in written.withLock { $0.append(diagnostic) } })
        let site = CallSite(fileID: "App/FeedView.swift", filePath: "/App/FeedView.swift", line: 12)
        for level in [ResponderSafetyLevel.strict, .relaxed] {
            sink(SafetyDiagnostic(kind: .missingEventResponder, typeName: "Tap", level: level, site: site))
        }
        #expect(calls.all.count == 1)
        #expect(calls.all.first?.hasPrefix("test at App/FeedView.swift:12: ResponderChain safety: ") == true)
        #expect(written.withLock { $0 }.map(\.level) == [.relaxed])
    }
}

/// Where ``TestingLibraries/recordFailure(_:at:)`` puts a failure under Swift Testing, with its recorder watching.
@Suite("A failure without a line is shown at the test, and says why", .timeLimit(.minutes(2)))
struct FailureFallbackTests {
    private func record(_ message: String, at site: CallSite?) -> [TestingLibraries.RecordedFailure] {
        let (took, failures) = TestingLibraries.recordingFailures { TestingLibraries.recordFailure(message, at: site) }
        #expect(took)
        return failures
    }

    @Test func atTheCallersLine() throws {
        let site = CallSite(
            fileID: "AppTests/CheckoutTests.swift", filePath: "/p/CheckoutTests.swift", line: 9, column: 5)
        let failure = try #require(record("lost", at: site).only)
        #expect(
            failure == TestingLibraries.RecordedFailure(message: "lost", location: "AppTests/CheckoutTests.swift:9:5"))
    }

    @Test func atTheTestWhenTheLineIsUnknown() throws {
        let failure = try #require(record("lost", at: nil).only)
        #expect(failure.location?.hasPrefix("FailureLocationTests.swift:") == true)
        #expect(failure.message == "lost\n" + TestingLibraries.Note.shownAtTheTest)
    }

    @Test("a failure on a task of no test, without a recorder, is an issue of the Swift Testing run, with a note")
    func onATaskOfNoTestTheRunGetsTheIssue() async {
        // In a process of its own, whose issues come back to this test: this one is expected.
        await withKnownIssue {
            await #expect(processExitsWith: .success) {
                await Task.detached { _ = TestingLibraries.recordFailure("lost", at: nil) }.value
            }
        } matching: { issue in
            issue.description.contains(TestingLibraries.Note.noTestOnThisTask)
        }
    }

    @Test func onATaskOfNoTestWithoutALineInThisPackagesSourceWithANote() async {
        // A detached task carries no test: neither the caller's line nor a test's declaration is known.
        let failures = await Task.detached {
            TestingLibraries.recordingFailures { TestingLibraries.recordFailure("lost", at: nil) }.failures
        }.value
        #expect(
            failures == [
                TestingLibraries.RecordedFailure(message: "lost\n" + TestingLibraries.Note.noLine, location: nil)
            ])
    }

    @Test("each test's reports are its own, the last 16 of each, and a mark leaves out older ones")
    func historyByTest() async {
        let keeper = UnhandledHistory.Keeper()
        let before = UnhandledHistory.mark
        for number in 0..<20 {
            _ = UnhandledCapture.run { UnhandledTerminal.report(HistoryError(number: number)) }
        }
        await Task.detached {
            _ = UnhandledCapture.run { UnhandledTerminal.report(HistoryError(number: 99)) }
        }.value
        let mark = UnhandledHistory.mark
        #expect(
            UnhandledHistory.reports(after: before).map(\.value.description)
                == (4..<20).map { "error HistoryError(number: \($0))" })
        #expect(UnhandledHistory.reports(after: mark).isEmpty)
        withExtendedLifetime(keeper) {}
    }

    @Test("the reports of the last 1,024 tests to report are kept: the test that reported longest ago goes first")
    func historyKeepsTheLastTests() throws {
        let report = try #require(UnhandledCapture.run { UnhandledTerminal.report(HistoryError(number: 1)) }.1.first)
        var history = UnhandledHistory.Entries()
        func kept(_ test: String?) -> Int { history.reports(after: 0, by: test).count }
        for test in 0..<UnhandledHistory.tests {
            history.append(report, by: "test \(test)")
        }
        history.append(report, by: nil)
        // One test more than are kept: the first to report is dropped, and only it.
        #expect(kept("test 0") == 0)
        #expect(
            (1..<UnhandledHistory.tests).map { kept("test \($0)") }
                == Array(repeating: 1, count: UnhandledHistory.tests - 1))
        #expect(kept(nil) == 1)
        // Reporting again makes a test the newest: the next to go is the one after it.
        history.append(report, by: "test 1")
        history.append(report, by: "test \(UnhandledHistory.tests)")
        #expect(kept("test 1") == 2)
        #expect(kept("test 2") == 0)
        #expect(kept("test 3") == 1)
        #expect(kept("test \(UnhandledHistory.tests)") == 1)
    }
}

private struct HistoryError: Error, PrivacyMarked {
    let number: Int
    static let privacyMarks: [String: PrivacyMark] = ["number": .public]
}

extension Collection {
    /// The one element, or `nil` when there are none or several.
    fileprivate var only: Element? {
        count == 1 ? first : nil
    }
}
