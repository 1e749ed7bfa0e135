// This target depends on ResponderChain alone, as a user's test target does before it adds the testing product:
// what an unhandled error does here is what the standard sink does in their tests. What it does under Swift Testing,
// where a failure is an issue of the test that only a separate run can show failing, is checked by
// scripts/failures-in-tests.sh on a user's package of its own.
import Foundation
import ResponderChain
import XCTest

/// An error nobody answers.
struct Unanswered: Error, Equatable, PrivacyMarked {
    let test: Int

    /// The test's number is public, so that a report names its test.
    static let privacyMarks: [String: PrivacyMark] = ["test": .public]
}

/// Under XCTest, an unhandled error fails the test case running at that moment. These cases keep the failures
/// ResponderChain gives them, to look at them, instead of failing: a case that lets an error go unhandled records
/// exactly one, with the report, and the case after it records none. Their own assertions fail them as usual.
final class UnhandledUnderXCTestTests: XCTestCase {
    private var failures: [String] = []
    /// Where each failure was recorded: `File.swift:line`.
    private var places: [String] = []

    /// Whether a failure is ResponderChain's rather than one of this case's own assertions or waits.
    private static func isResponderChains(_ description: String) -> Bool {
        description.contains("ResponderChain: ") && !description.hasPrefix("XCTAssert")
    }

    #if canImport(Darwin)
        override func record(_ issue: XCTIssue) {
            guard Self.isResponderChains(issue.compactDescription) else { return super.record(issue) }
            failures.append(issue.compactDescription)
            let location = issue.sourceCodeContext.location
            places.append("\(location?.fileURL.lastPathComponent ?? "?"):\(location?.lineNumber ?? 0)")
        }
    #else
        override func recordFailure(
            withDescription description: String,
            inFile filePath: String,
            atLine lineNumber: Int,
            expected: Bool
        ) {
            guard Self.isResponderChains(description) else {
                return super.recordFailure(
                    withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            }
            failures.append(description)
            places.append("\(URL(fileURLWithPath: filePath).lastPathComponent):\(lineNumber)")
        }
    #endif

    @MainActor
    func testAnUnhandledErrorFailsThisTestCaseAtTheDispatchsLine() async {
        let (line, evaluation) = (#line, await ErrorResponderChain(name: "Screen").dispatch(Unanswered(test: 10)))
        XCTAssertEqual(evaluation, .cancel)
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("ResponderChain: unhandled error Unanswered(test: 10)") == true)
        XCTAssertTrue(failures.first?.contains("last responder: Screen") == true)
        // XCTest's own failure, not Swift Testing's issue of the whole run handed on to XCTest.
        XCTAssertFalse(failures.first?.contains("No Swift Testing test was running") == true, "\(failures)")
        XCTAssertEqual(places, ["UnhandledUnderXCTestTests.swift:\(line)"])
        failures.removeAll()
        places.removeAll()
    }

    @MainActor
    func testTheCaseAfterItHasNoFailure() async {
        let chain = ErrorResponderChain()
        _ = chain.connect { _ in .proceed }
        let evaluation = await chain.dispatch(Unanswered(test: 11))
        XCTAssertEqual(evaluation, .proceed)
        XCTAssertTrue(failures.isEmpty)
    }

    @MainActor
    func testAFireAndForgetHandleReportsBeforeItsCompletion() async {
        let parent = ErrorResponderChain(name: "App")
        let handler = ErrorHandler(name: "Screen", parentResponder: parent)
        let completed = expectation(description: "onCompleted")
        var failuresAtCompletion = -1
        handler.handle(
            error: Unanswered(test: 12),
            onCompleted: {
                failuresAtCompletion = self.failures.count
                completed.fulfill()
            })
        await fulfillment(of: [completed], timeout: 30)
        XCTAssertEqual(failuresAtCompletion, 1)
        failures.removeAll()
        places.removeAll()
    }
}
