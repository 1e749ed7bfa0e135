import Foundation

/// The test libraries of the running process, found by their symbols at run time: the core links neither Swift
/// Testing nor XCTest, and an app's process has neither loaded.
///
/// A failure goes to the library whose test is running on the calling task (``recordFailure(_:at:)``), at the line
/// of the caller's code it belongs to.
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
        swiftTesting?.currentTest() != nil || xcTestFail != nil
    }

    /// A failure as ``recordFailure(_:at:)`` recorded it: the message the test shows, and where.
    struct RecordedFailure: Sendable, Equatable {
        /// The message, with a note when the failure could not be put at the caller's line.
        let message: String
        /// Where it was recorded: `Module/File.swift:12:5`; `nil` in this package's own source.
        let location: String?
    }

    /// Where a failure goes: the package's own tests set it to watch the failures of a task scope, which then go
    /// to no test library.
    @TaskLocal static var recorder: (@Sendable (RecordedFailure) -> Void)?

    /// Runs `body` with the failures recorded in it and in the tasks it starts kept, instead of failing the running
    /// test: what a user's test would show, and where. For the package's own tests.
    ///
    /// - Returns: what `body` returned, and the failures in the order they were recorded.
    static func recordingFailures<Result>(
        _ body: () throws -> Result
    ) rethrows -> (result: Result, failures: [RecordedFailure]) {
        let failures = Locked<[RecordedFailure]>([])
        let result = try $recorder.withValue({ failure in failures.withLock { $0.append(failure) } }, operation: body)
        return (result, failures.withLock { $0 })
    }

    /// Runs asynchronous `body` with its failures kept, like ``recordingFailures(_:)``.
    static func recordingFailures<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> (result: Result, failures: [RecordedFailure]) {
        let failures = Locked<[RecordedFailure]>([])
        let result = try await $recorder.withValue(
            { failure in failures.withLock { $0.append(failure) } }, operation: body)
        return (result, failures.withLock { $0 })
    }

    /// An identifier of the Swift Testing test running on this task (its declaration's place), or `nil` outside
    /// one, under XCTest for example: failures and reports with the same identifier belong to the same test.
    static var currentTestID: String? {
        guard let swiftTesting, let test = swiftTesting.currentTest() else { return nil }
        return swiftTesting.sourceLocation(of: test).map { String(describing: $0) } ?? "\(test)"
    }

    /// Records `message` as a failure of the test running on this task, at `site` when it is known.
    ///
    /// - With Swift Testing's test on this task (`Test.current`, which tasks the test starts carry): an issue of
    ///   that test at `site`, or else at the test's own declaration, with a note that says why.
    /// - Otherwise both libraries hear of it, and each drops what it cannot place: XCTest fails the test case
    ///   running now, at `site` (or else in this package's source, with a note); Swift Testing records an issue of
    ///   the run under way, with a note that no test of its own ran on the task (a detached one, say). So a report
    ///   made on a detached task fails a Swift Testing run rather than going to an XCTest that runs no case, which
    ///   drops it.
    ///
    /// - Parameters:
    ///   - message: what failed, as the test's report shows it.
    ///   - site: the line in the caller's code the failure belongs to; `nil` when it is not known.
    /// - Returns: whether a test library took the failure; `false` outside a test process.
    package static func recordFailure(_ message: String, at site: CallSite?) -> Bool {
        if let swiftTesting, let test = swiftTesting.currentTest(), site == nil,
            let declaration = swiftTesting.sourceLocation(of: test)
        {
            record(message + "\n" + Note.shownAtTheTest, atTest: declaration)
            return true
        }
        // The test on this task, if any, gets the failure at `site`, or, when neither the line nor the test's
        // declaration is known, in this package's source with a note.
        guard swiftTesting != nil || xcTestFail != nil || recorder != nil else { return false }
        record(message + (site == nil ? "\n" + Note.noLine : ""), at: site)
        return true
    }

    /// What a failure says when it could not be put at the caller's line.
    enum Note {
        static let shownAtTheTest = """
            (Shown at the test: this dispatch started in a call that does not take its caller's line, such as \
            respond(to:) or handle(error:).)
            """
        static let noLine = """
            (ResponderChain cannot tell the line: this dispatch started in a call that does not take its caller's \
            line, such as respond(to:) or handle(error:).)
            """
        static let noTestOnThisTask = """
            (No Swift Testing test was running on the task that found this, a detached task for example, so it \
            belongs to the whole run rather than to one test.)
            """
    }

    /// Hands the failure to the ``recorder`` or, else, to the test libraries: to Swift Testing's test on this task,
    /// or, when none runs on it, to XCTest's case running now and to Swift Testing's run; at `site`, or in this
    /// package's source.
    private static func record(_ message: String, at site: CallSite?) {
        if let recorder {
            return recorder(
                RecordedFailure(message: message, location: site.map { "\($0.fileID):\($0.line):\($0.column)" }))
        }
        let site = site ?? CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        if let swiftTesting, swiftTesting.currentTest() != nil {
            return swiftTesting.record(message, at: site)
        }
        if let xcTestFail {
            let fail = unsafeBitCast(
                xcTestFail.pointer, to: (@convention(thin) (String, StaticString, UInt) -> Void).self)
            fail(message, site.filePath, site.line)
        }
        swiftTesting?.record(message + "\n" + Note.noTestOnThisTask, at: site)
    }

    /// Hands the failure to the ``recorder`` or to Swift Testing, at the running test's declaration.
    private static func record(_ message: String, atTest declaration: Any) {
        if let recorder {
            return recorder(RecordedFailure(message: message, location: String(describing: declaration)))
        }
        swiftTesting?.record(message, atSourceLocation: declaration)
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

        /// The Swift Testing test running on this task, as a value of its `Test` type; `nil` outside one.
        func currentTest() -> Any? {
            func read<Test>(_: Test.Type) -> Any? {
                let current = unsafeBitCast(current.pointer, to: (@convention(thin) () -> Test?).self)
                return current()
            }
            return read(testType)
        }

        /// Where `test` is declared, as a value of Swift Testing's `SourceLocation`; `nil` when its stored
        /// properties cannot be read.
        func sourceLocation(of test: Any) -> Any? {
            Mirror(reflecting: test).children.first { $0.label == "sourceLocation" }?.value
        }

        /// Records an issue with `message` as its comment at `site`, for the test running on this task or, outside
        /// a test, for the run.
        func record(_ message: String, at site: CallSite) {
            func with<SourceLocation>(_: SourceLocation.Type) {
                let makeSourceLocation = unsafeBitCast(
                    makeSourceLocation.pointer,
                    to: (@convention(thin) (consuming String, consuming String, Int, Int) -> SourceLocation).self
                )
                let location = makeSourceLocation(
                    "\(site.fileID)", "\(site.filePath)", Int(site.line), Int(max(site.column, 1)))
                record(message, atSourceLocation: location)
            }
            with(sourceLocationType)
        }

        /// Records an issue with `message` as its comment at `location`, a value of Swift Testing's
        /// `SourceLocation`.
        func record(_ message: String, atSourceLocation location: Any) {
            func with<Comment>(_: Comment.Type) {
                func with<SourceLocation>(_: SourceLocation.Type) {
                    func with<Issue>(_: Issue.Type) {
                        guard let location = location as? SourceLocation else { return }
                        record(message, at: location, as: Comment.self, returning: Issue.self)
                    }
                    with(issueType)
                }
                with(sourceLocationType)
            }
            with(commentType)
        }

        /// The call itself, with the types opened: the initializer consumes its argument, as initializers do, and
        /// `record` borrows its own; every value of a resilient type travels by address, as a generic one does.
        private func record<Comment, SourceLocation, Issue>(
            _ message: String,
            at location: SourceLocation,
            as _: Comment.Type,
            returning _: Issue.Type
        ) {
            let makeComment = unsafeBitCast(
                makeComment.pointer,
                to: (@convention(thin) (consuming String) -> Comment).self
            )
            let recordIssue = unsafeBitCast(
                recordIssue.pointer,
                to: (@convention(thin) (Comment?, SourceLocation) -> Issue).self
            )
            let comment: Comment? = makeComment(message)
            _ = recordIssue(comment, location)
        }
    }
}
