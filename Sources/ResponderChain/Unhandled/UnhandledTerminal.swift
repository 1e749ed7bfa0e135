/// The one place every unhandled error and event ends up.
///
/// Every entry point (the class chain's ``ErrorResponder/passToParent(_:)``, ``ErrorResponderChain``,
/// ``RespondToErrorAction/unhandled`` and the ones built on them) reports here when nothing handled a value,
/// and answers ``ErrorEvaluation/cancel`` to the origin of an error; whether the error was handled is read from
/// the ``UnhandledReport`` or the route's ``DispatchRoute/resolution``, not from the evaluation. The terminal is
/// never silent: it always hands the report to a sink.
///
/// - The sink set for the current task scope with ``withSink(_:operation:)`` wins. Tests use it to
///   capture what went unhandled instead of stopping at an assertion.
/// - Otherwise the process-wide ``sink`` receives it; it is ``UnhandledSink/standard`` until you set another.
///
/// ```swift
/// // At launch: send reports to your logger instead of standard error.
/// UnhandledTerminal.sink = UnhandledSink { report in logger.error("\(report)") }
///
/// // In a test (ResponderChainTesting wraps this as `UnhandledCapture.run`):
/// let capture = UnhandledCapture()
/// await UnhandledTerminal.withSink(capture.sink) {
///     await viewModel.load()
/// }
/// #expect(capture.reports.isEmpty)
/// ```
public enum UnhandledTerminal {
    private static let sinks = ScopedSetting(UnhandledSink.standard)

    /// The process-wide sink, used where no task-scoped sink is set; ``UnhandledSink/standard`` until you set
    /// another.
    ///
    /// Set it once at launch, for example to send reports to your logger. Reading and writing are thread-safe.
    public static var sink: UnhandledSink {
        get { sinks.processWide }
        set { sinks.processWide = newValue }
    }

    /// The sink in force on this task: the innermost ``withSink(_:operation:)`` scope's, else ``sink``.
    static var currentSink: UnhandledSink {
        sinks.current
    }

    /// Runs synchronous work with `sink` receiving everything reported unhandled in it and in its child tasks.
    ///
    /// - Parameters:
    ///   - sink: the sink for this scope.
    ///   - operation: the work.
    /// - Returns: what `operation` returns.
    /// - Throws: what `operation` throws.
    public static func withSink<Result>(
        _ sink: UnhandledSink,
        operation: () throws -> Result
    ) rethrows -> Result {
        try sinks.with(sink, operation: operation)
    }

    /// Runs asynchronous work with `sink` receiving everything reported unhandled in it and in its child tasks.
    ///
    /// - Parameters:
    ///   - sink: the sink for this scope.
    ///   - isolation: the caller's isolation, inherited by `operation`.
    ///   - operation: the work.
    /// - Returns: what `operation` returns.
    /// - Throws: what `operation` throws.
    public static func withSink<Result>(
        _ sink: UnhandledSink,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await sinks.with(sink, isolation: isolation, operation: operation)
    }

    /// Makes the report of `value`, which nobody handled, and hands it to the sink in force: the terminal's own part of
    /// `DispatchCore.unhandled`, which has marked the route under way.
    ///
    /// The report carries `route`, the route so far when the dispatch is recorded. In a test process it also carries
    /// the line that started the dispatch (``CallSite/origin``), and ``UnhandledHistory`` keeps it, whatever sink
    /// receives it.
    static func deliver(
        _ value: DispatchedValue,
        reason: UnhandledReason,
        lastResponder: String?,
        route: DispatchRoute?
    ) {
        var report = UnhandledReport(value: value, reason: reason, lastResponder: lastResponder)
        report.route = route
        if CallSite.isRecorded {
            report.origin = CallSite.origin
            UnhandledHistory.append(report)
        }
        currentSink(report)
    }

    /// Reports an unhandled error and returns the evaluation its origin receives.
    ///
    /// In a test, the standard sink fails the test at the line that started the dispatch under way, or else at the
    /// line that called this.
    ///
    /// - Parameters:
    ///   - error: the error nothing handled.
    ///   - reason: why.
    ///   - lastResponder: the last responder that had it.
    ///   - fileID: the caller's `#fileID`; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    /// - Returns: ``ErrorEvaluation/cancel``, what every entry point answers for an unhandled error.
    @discardableResult
    public static func report(
        _ error: any Error,
        reason: UnhandledReason = .endOfChain,
        lastResponder: String? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> ErrorEvaluation {
        CallSite.starting(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            DispatchCore.unhandled(error, reason: reason, lastResponder: lastResponder)
        }
    }
}
