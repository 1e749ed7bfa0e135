/// Where a call was written in its caller's source, as the compiler's `#fileID`, `#filePath`, `#line` and `#column`
/// gave it: the line a test failure or an issue points at.
///
/// Entry points that start a dispatch take these four as defaulted parameters, so that an error left unhandled in a
/// test fails it at the line that raised the error, not in this package's source.
public struct CallSite: Sendable, CustomStringConvertible {
    /// The file, as `#fileID` gives it: `MyAppTests/CheckoutTests.swift`.
    public let fileID: StaticString
    /// The file's full path, as `#filePath` gives it: what XCTest takes.
    public let filePath: StaticString
    /// The line.
    public let line: UInt
    /// The column; 1 where only the line was captured.
    public let column: UInt

    /// Creates a site; pass the caller's `#fileID`, `#filePath`, `#line` and `#column`.
    ///
    /// - Parameters:
    ///   - fileID: the file, as `#fileID` gives it.
    ///   - filePath: the file's full path, as `#filePath` gives it.
    ///   - line: the line.
    ///   - column: the column.
    public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt = 1) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `MyAppTests/CheckoutTests.swift:12`.
    public var description: String {
        "\(fileID):\(line)"
    }

    /// The call that started the dispatch under way on this task: set by the entry points in a test process only,
    /// where a failure needs it, and by the outermost one, whose caller is the code that raised the error.
    @TaskLocal package static var origin: CallSite?

    /// Whether this is a test process, where the entry points record their caller's site: one load of a value
    /// computed once.
    static let isRecorded = TestingLibraries.areLoaded

    /// Runs `body` as the dispatch started at `site`, which becomes ``origin`` unless an outer dispatch set it.
    @discardableResult
    static func starting<Result>(at site: @autoclosure () -> CallSite, _ body: () -> Result) -> Result {
        guard isRecorded, origin == nil else { return body() }
        return $origin.withValue(site(), operation: body)
    }

    /// Runs asynchronous `body` as the dispatch started at `site`, like ``starting(at:_:)``.
    @discardableResult
    static func starting<Result>(
        at site: CallSite,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async -> Result
    ) async -> Result {
        guard isRecorded, origin == nil else { return await body() }
        return await $origin.withValue(site, operation: body)
    }
}
