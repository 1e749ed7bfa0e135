/// The switches and the sink of the `triggers` / `reports` safety checks.
///
/// The checks are a development aid: by default they run only in debug builds (``isEnabled``), and what they
/// find goes to ``sink``. A view chooses how strict the checks inside it are with the SwiftUI adapter's
/// `responderSafetyLevel(_:)`.
///
/// ```swift
/// // At launch: send the findings to your logger.
/// ResponderSafety.sink = SafetyDiagnosticSink { diagnostic in logger.warning("\(diagnostic)") }
///
/// // In a test (ResponderChainTesting wraps this as `SafetyCapture.run`):
/// let (_, diagnostics) = SafetyCapture.run {
///     screen.triggers(ShowPostEvent.self)
/// }
/// #expect(diagnostics.map(\.kind) == [.missingEventResponder])
/// ```
public enum ResponderSafety {
    private static let sinks = ScopedSetting(SafetyDiagnosticSink.standard)
    private static let enabled = ScopedSetting(ProcessEnvironment.assertionsEnabled)

    /// Whether the checks run, for the whole process, where no task scope sets otherwise; by default `true` in
    /// debug builds and `false` in release builds.
    ///
    /// Set it to `true` to run the checks in a release build, for example in a QA configuration. Reading and
    /// writing are thread-safe.
    public static var isEnabled: Bool {
        get { enabled.processWide }
        set { enabled.processWide = newValue }
    }

    /// Whether the checks run on this task: the innermost ``withIsEnabled(_:operation:)`` scope's setting, else
    /// ``isEnabled``.
    static var currentIsEnabled: Bool {
        enabled.current
    }

    /// Runs synchronous work with the checks on or off in it and in its child tasks, without touching
    /// ``isEnabled``; for tests of what a release build does.
    static func withIsEnabled<Result>(_ value: Bool, operation: () throws -> Result) rethrows -> Result {
        try enabled.with(value, operation: operation)
    }

    /// Runs asynchronous work with the checks on or off in it and in its child tasks, without touching
    /// ``isEnabled``.
    static func withIsEnabled<Result>(
        _ value: Bool,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await enabled.with(value, isolation: isolation, operation: operation)
    }

    /// The process-wide sink, used where no task-scoped sink is set; ``SafetyDiagnosticSink/standard`` until you set
    /// another.
    ///
    /// Set it once at launch. Reading and writing are thread-safe.
    public static var sink: SafetyDiagnosticSink {
        get { sinks.processWide }
        set { sinks.processWide = newValue }
    }

    /// Runs synchronous work with `sink` receiving every diagnostic made in it and in its child tasks.
    ///
    /// - Parameters:
    ///   - sink: the sink for this scope.
    ///   - operation: the work.
    /// - Returns: what `operation` returns.
    /// - Throws: what `operation` throws.
    public static func withSink<Result>(
        _ sink: SafetyDiagnosticSink,
        operation: () throws -> Result
    ) rethrows -> Result {
        try sinks.with(sink, operation: operation)
    }

    /// Runs asynchronous work with `sink` receiving every diagnostic made in it and in its child tasks.
    ///
    /// - Parameters:
    ///   - sink: the sink for this scope.
    ///   - isolation: the caller's isolation, inherited by `operation`.
    ///   - operation: the work.
    /// - Returns: what `operation` returns.
    /// - Throws: what `operation` throws.
    public static func withSink<Result>(
        _ sink: SafetyDiagnosticSink,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await sinks.with(sink, isolation: isolation, operation: operation)
    }

    /// The sink in force on this task: the innermost ``withSink(_:operation:)`` scope's, else ``sink``.
    static var currentSink: SafetyDiagnosticSink {
        sinks.current
    }

    /// Hands `diagnostic` to the sink in force.
    static func report(_ diagnostic: SafetyDiagnostic) {
        currentSink(diagnostic)
    }
}
