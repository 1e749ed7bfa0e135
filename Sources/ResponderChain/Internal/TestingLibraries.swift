import Foundation

/// The test libraries of the running process, found by their symbols at run time: the core links neither Swift
/// Testing nor XCTest, and an app's process has neither loaded.
///
/// A failure goes to the library whose test is running on the calling task:
/// - Swift Testing, when `Test.current` is set (a task-local, so tasks that a test starts carry it): an issue of
///   that test, through `Issue.record(_:sourceLocation:)`;
/// - otherwise XCTest, through `XCTFail`, which records it for the test case running now;
/// - otherwise Swift Testing again, outside any test: an issue of the whole run.
///
/// The entry points are called through their mangled names with types read from the runtime's metadata, so that
/// values of Swift Testing's resilient types are made by its own initializers and passed the way its functions
/// expect them: by address.
package enum TestingLibraries {
    /// Whether Swift Testing or XCTest is loaded: a test process.
    static var areLoaded: Bool {
        swiftTesting != nil || xcTestFail != nil
    }

    /// Whether a Swift Testing test is running on this task, or XCTest is loaded: whether ``recordFailure(_:at:)``
    /// reaches a test rather than, in a process that links Swift Testing without running it, nothing.
    package static var isTestRunning: Bool {
        swiftTesting?.isTestRunning() == true || xcTestFail != nil
    }

    /// Where in a test's source a failure belongs: the call that found it.
    package struct SourceLocation: Sendable {
        let fileID: String
        let filePath: StaticString
        let line: UInt
        let column: UInt

        /// The location that the caller's `#fileID`, `#filePath`, `#line` and `#column` give.
        package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
            self.fileID = "\(fileID)"
            self.filePath = filePath
            self.line = line
            self.column = column
        }
    }

    /// Records `message` as a failure of the test running on this task.
    ///
    /// - Parameters:
    ///   - message: what failed, as the test's report shows it.
    ///   - location: where the failure belongs; `nil` for this package's own source.
    /// - Returns: whether a test library took the failure; `false` outside a test process.
    package static func recordFailure(_ message: String, at location: SourceLocation? = nil) -> Bool {
        let location = location ?? SourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        if let swiftTesting, swiftTesting.isTestRunning() {
            swiftTesting.record(message, at: location)
            return true
        }
        if let xcTestFail {
            let fail = unsafeBitCast(
                xcTestFail.pointer, to: (@convention(thin) (String, StaticString, UInt) -> Void).self)
            fail(message, location.filePath, location.line)
            return true
        }
        if let swiftTesting {
            swiftTesting.record(message, at: location)
            return true
        }
        return false
    }

    /// XCTest's `XCTFail(_:file:line:)`, when XCTest is loaded.
    private static let xcTestFail = Symbol("$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF")

    /// Swift Testing's entry points, when it is loaded.
    private static let swiftTesting = SwiftTesting()

    /// The address of a function in a loaded image.
    struct Symbol: Sendable {
        let address: UInt

        /// The function named `name`, or `nil` when no loaded image defines it.
        init?(_ name: String) {
            #if canImport(Darwin)
                let handle = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
            #else
                let handle = dlopen(nil, RTLD_NOW)
            #endif
            guard let pointer = dlsym(handle, name) else { return nil }
            address = UInt(bitPattern: pointer)
        }

        var pointer: UnsafeRawPointer {
            UnsafeRawPointer(bitPattern: address)!
        }
    }

    /// The four functions and four types of Swift Testing that recording an issue takes.
    struct SwiftTesting: Sendable {
        private let current: Symbol
        private let makeComment: Symbol
        private let makeSourceLocation: Symbol
        private let recordIssue: Symbol
        private let testType: Any.Type
        private let commentType: Any.Type
        private let sourceLocationType: Any.Type
        private let issueType: Any.Type

        init?() {
            guard
                // static Test.current: Test? { get }
                let current = Symbol("$s7Testing4TestV7currentACSgvgZ"),
                // Comment.init(rawValue: String)
                let makeComment = Symbol("$s7Testing7CommentV8rawValueACSS_tcfC"),
                // SourceLocation.init(fileID: String, filePath: String, line: Int, column: Int)
                let makeSourceLocation = Symbol("$s7Testing14SourceLocationV6fileID0D4Path4line6columnACSS_SSS2itcfC"),
                // static Issue.record(_ comment: Comment?, sourceLocation: SourceLocation) -> Issue
                let recordIssue = Symbol("$s7Testing5IssueV6record_14sourceLocationAcA7CommentVSg_AA06SourceE0VtFZ"),
                let testType = _typeByName("7Testing4TestV"),
                let commentType = _typeByName("7Testing7CommentV"),
                let sourceLocationType = _typeByName("7Testing14SourceLocationV"),
                let issueType = _typeByName("7Testing5IssueV")
            else { return nil }
            self.current = current
            self.makeComment = makeComment
            self.makeSourceLocation = makeSourceLocation
            self.recordIssue = recordIssue
            self.testType = testType
            self.commentType = commentType
            self.sourceLocationType = sourceLocationType
            self.issueType = issueType
        }

        /// Whether a Swift Testing test is running on this task.
        func isTestRunning() -> Bool {
            func read<Test>(_: Test.Type) -> Bool {
                let current = unsafeBitCast(current.pointer, to: (@convention(thin) () -> Test?).self)
                return current() != nil
            }
            return read(testType)
        }

        /// Records an issue with `message` as its comment at `location`, for the test running on this task or,
        /// outside a test, for the run.
        func record(_ message: String, at location: TestingLibraries.SourceLocation) {
            func with<Comment>(_: Comment.Type) {
                func with<SourceLocation>(_: SourceLocation.Type) {
                    func with<Issue>(_: Issue.Type) {
                        record(
                            message, at: location, as: Comment.self, at: SourceLocation.self, returning: Issue.self)
                    }
                    with(issueType)
                }
                with(sourceLocationType)
            }
            with(commentType)
        }

        /// The call itself, with the types opened: the initializers consume their arguments, as initializers do, and
        /// `record` borrows its own; every value of a resilient type travels by address, as a generic one does.
        private func record<Comment, SourceLocation, Issue>(
            _ message: String,
            at location: TestingLibraries.SourceLocation,
            as _: Comment.Type,
            at _: SourceLocation.Type,
            returning _: Issue.Type
        ) {
            let makeComment = unsafeBitCast(
                makeComment.pointer,
                to: (@convention(thin) (consuming String) -> Comment).self
            )
            let makeSourceLocation = unsafeBitCast(
                makeSourceLocation.pointer,
                to: (@convention(thin) (consuming String, consuming String, Int, Int) -> SourceLocation).self
            )
            let recordIssue = unsafeBitCast(
                recordIssue.pointer,
                to: (@convention(thin) (Comment?, SourceLocation) -> Issue).self
            )
            let comment: Comment? = makeComment(message)
            let sourceLocation = makeSourceLocation(
                location.fileID, "\(location.filePath)", Int(location.line), Int(location.column))
            _ = recordIssue(comment, sourceLocation)
        }
    }
}
