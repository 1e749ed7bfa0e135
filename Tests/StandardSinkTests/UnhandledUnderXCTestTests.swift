import ResponderChain
import XCTest

/// Under XCTest, an unhandled error fails the test case running at that moment. These cases keep the failures they
/// are given, to look at them, instead of failing: a case that lets an error go unhandled records exactly one, with
/// the report, and the case after it records none.
final class UnhandledUnderXCTestTests: XCTestCase {
    private var failures: [String] = []

    #if canImport(Darwin)
        override func record(_ issue: XCTIssue) {
            failures.append(issue.compactDescription)
        }
    #else
        override func recordFailure(
            withDescription description: String,
            inFile filePath: String,
            atLine lineNumber: Int,
            expected: Bool
        ) {
            failures.append(description)
        }
    #endif

    @MainActor
    func testAnUnhandledErrorFailsThisTestCase() async {
        let evaluation = await ErrorResponderChain(name: "Screen").dispatch(Unanswered(test: 10))
        XCTAssertEqual(evaluation, .unhandled)
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("ResponderChain: unhandled error Unanswered(test: 10)") == true)
        XCTAssertTrue(failures.first?.contains("last responder: Screen") == true)
        failures.removeAll()
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
    }
}
