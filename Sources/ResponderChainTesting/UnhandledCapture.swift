public import ResponderChain

/// Collects the reports of a task scope's unhandled terminal, for assertions.
///
/// ```swift
/// let (evaluation, unhandled) = await UnhandledCapture.run {
///     await orphan.dispatch(MyError.appError)
/// }
/// #expect(evaluation == .cancel)
/// #expect(unhandled.map(\.reason) == [.endOfChain])
/// ```
public final class UnhandledCapture: Sendable {
    private let storage = Locked([UnhandledReport]())

    /// Creates an empty capture.
    public init() {}

    /// The sink that appends to this capture.
    public var sink: UnhandledSink {
        UnhandledSink { [storage] report in storage.withLock { $0.append(report) } }
    }

    /// Everything captured so far, in the order it was reported.
    public var reports: [UnhandledReport] {
        storage.withLock { $0 }
    }

    /// Runs synchronous work with everything it reports unhandled captured instead of reaching the process sink.
    ///
    /// - Parameter operation: the work.
    /// - Returns: what `operation` returned, and the reports.
    /// - Throws: what `operation` throws.
    public static func run<Result>(
        _ operation: () throws -> Result
    ) rethrows -> (result: Result, unhandled: [UnhandledReport]) {
        let capture = UnhandledCapture()
        let result = try UnhandledTerminal.withSink(capture.sink, operation: operation)
        return (result, capture.reports)
    }

    /// Runs asynchronous work with everything it and its child tasks report unhandled captured instead of
    /// reaching the process sink.
    ///
    /// - Parameters:
    ///   - isolation: the caller's isolation, inherited by `operation`.
    ///   - operation: the work.
    /// - Returns: what `operation` returned, and the reports.
    /// - Throws: what `operation` throws.
    public static func run<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws -> Result
    ) async rethrows -> (result: Result, unhandled: [UnhandledReport]) {
        let capture = UnhandledCapture()
        let result = try await UnhandledTerminal.withSink(capture.sink, operation: operation)
        return (result, capture.reports)
    }
}
