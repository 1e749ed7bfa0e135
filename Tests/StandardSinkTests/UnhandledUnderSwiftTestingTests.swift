import ResponderChain
import Testing

/// Under Swift Testing, through the library's own functions, found at run time: the two places the standard sink
/// puts an issue. Each test expects its issue, so these two are the run's known issues, and the package's only
/// check, inside its own suite, that an issue reaches Swift Testing where it should. (A user's suite whose tests go
/// wrong, run by scripts/failures-in-tests.sh, checks the rest: ten tests at once, tasks, XCTest.)
@MainActor
@Suite("Under Swift Testing, an unhandled error is an issue of its test, at the user's line", .timeLimit(.minutes(2)))
struct UnhandledUnderSwiftTestingTests {
    @Test("at the line that started the dispatch, with the report")
    func atTheDispatchsLine() async {
        let line = #line + 2
        await withKnownIssue {
            _ = await ErrorResponderChain(name: "Screen").dispatch(Unanswered(test: 1))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.hasPrefix(
                "ResponderChain: unhandled error Unanswered(test: 1) (end of chain, last responder: Screen)")
                && !text.contains("No Swift Testing test was running")
                && issue.sourceLocation?.fileName == "UnhandledUnderSwiftTestingTests.swift"
                && issue.sourceLocation?.line == line
        }
    }

    @Test("at the test itself, with a note, when the dispatch started where no line is known")
    func atTheTestWhenNoLineIsKnown() async {
        let testLine = #line - 2
        await withKnownIssue {
            _ = await ErrorResponderChain(name: "Screen").respond(to: Unanswered(test: 2))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.hasPrefix("ResponderChain: unhandled error Unanswered(test: 2)")
                && text.contains("(Shown at the test: this dispatch started in a call that does not take its caller's")
                && !text.contains("No Swift Testing test was running")
                && issue.sourceLocation?.fileName == "UnhandledUnderSwiftTestingTests.swift"
                && issue.sourceLocation?.line == testLine
        }
    }
}
