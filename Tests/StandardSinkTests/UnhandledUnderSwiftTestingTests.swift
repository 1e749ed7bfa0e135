// This target depends on ResponderChain alone, as a user's test target does before it adds the testing product:
// what an unhandled error does here is what the standard sink does in their tests.
import Foundation
import ResponderChain
import Testing

/// An error nobody answers.
struct Unanswered: Error, Equatable, PrivacyMarked {
    let test: Int

    /// The test's number is public, so that a report names its test.
    static let privacyMarks: [String: PrivacyMark] = ["test": .public]
}

/// What happened, in order, from any task.
final class Order: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []

    var all: [String] { lock.withLock { items } }

    func append(_ item: String) { lock.withLock { items.append(item) } }
}

/// Whether `issue` is the report of the unanswered error of test `test`, and of no other.
func isReport(_ issue: Issue, of test: Int) -> Bool {
    let text = issue.comments.map(\.rawValue).joined(separator: "\n")
    return text.hasPrefix("ResponderChain: unhandled error Unanswered(test: \(test))")
}

@MainActor
@Suite("Under Swift Testing, an unhandled error fails the test that raised it, and no other", .timeLimit(.minutes(1)))
struct UnhandledUnderSwiftTestingTests {
    @Test("the end of a chain reports to the test that dispatched, as an issue with the report")
    func endOfChain() async {
        let chain = ErrorResponderChain(name: "Screen")
        await withKnownIssue {
            #expect(await chain.dispatch(Unanswered(test: 1)) == .unhandled)
        } matching: { issue in
            isReport(issue, of: 1) && issue.comments.contains { $0.rawValue.contains("last responder: Screen") }
        }
    }

    @Test("a task the test started carries the test with it: the report lands in this test")
    func fromATaskOfTheTest() async {
        let chain = ErrorResponderChain()
        await withKnownIssue {
            await Task { _ = await chain.dispatch(Unanswered(test: 2)) }.value
        } matching: {
            isReport($0, of: 2)
        }
    }

    @Test("a fire-and-forget handle(error:onCompleted:) reports before onCompleted, inside the call's test")
    func fireAndForgetReportsBeforeCompletion() async {
        let parent = ErrorResponderChain(name: "App")
        let handler = ErrorHandler(name: "Screen", parentResponder: parent)
        let order = Order()
        await withKnownIssue {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                let took = handler.handle(error: Unanswered(test: 3), onCompleted: { done.resume() })
                #expect(!took)
                order.append("returned")
            }
            order.append("completed")
        } matching: { issue in
            order.append("reported")
            return isReport(issue, of: 3)
        }
        #expect(order.all == ["returned", "reported", "completed"])
    }

    @Test("a handler without a parent tells its caller through the result, and reports nothing")
    func handlerWithoutParentTellsItsCaller() {
        let handler = ErrorHandler(name: "Standalone")
        var completed = false
        let took = handler.handle(error: Unanswered(test: 4), onCompleted: { completed = true })
        #expect(!took)
        #expect(completed)
    }

    /// Ten tests run at once; the even ones let an error go unhandled, each inside its own `withKnownIssue`. An
    /// issue that landed in another test would fail that test: an odd one, which expects none, or an even one,
    /// whose matcher takes only its own.
    @Test("ten at once: each report lands in the test that raised it", arguments: 0..<10)
    func inParallel(test: Int) async {
        let chain = ErrorResponderChain()
        await Task.yield()
        if test.isMultiple(of: 2) {
            await withKnownIssue {
                _ = await chain.dispatch(Unanswered(test: 100 + test))
            } matching: {
                isReport($0, of: 100 + test)
            }
        } else {
            let answered = ErrorResponderChain()
            _ = answered.connect { _ in .proceed }
            #expect(await answered.dispatch(Unanswered(test: 100 + test)) == .proceed)
        }
    }
}
