public import ResponderChain

/// Collects the safety diagnostics of a task scope, for assertions.
///
/// ```swift
/// let (_, diagnostics) = SafetyCapture.run {
///     ResponderPosition.root.triggers(ShowPostEvent.self)
/// }
/// #expect(diagnostics.map(\.kind) == [.missingEventResponder])
/// ```
public final class SafetyCapture: Sendable {
    private let storage = Locked([SafetyDiagnostic]())

    /// Creates an empty capture.
    public init() {}

    /// The sink that appends to this capture.
    public var sink: SafetyDiagnosticSink {
        SafetyDiagnosticSink { [storage] diagnostic in storage.withLock { $0.append(diagnostic) } }
    }

    /// Everything captured so far, in the order it was reported.
    public var diagnostics: [SafetyDiagnostic] {
        storage.withLock { $0 }
    }

    /// Runs synchronous work with its diagnostics captured instead of reaching the process sink.
    ///
    /// - Parameter operation: the work.
    /// - Returns: what `operation` returned, and the diagnostics.
    /// - Throws: what `operation` throws.
    public static func run<Result>(
        _ operation: () throws -> Result
    ) rethrows -> (result: Result, diagnostics: [SafetyDiagnostic]) {
        let capture = SafetyCapture()
        let result = try ResponderSafety.withSink(capture.sink, operation: operation)
        return (result, capture.diagnostics)
    }

    /// Runs asynchronous work with its diagnostics, and those of its child tasks, captured instead of reaching
    /// the process sink.
    ///
    /// - Parameters:
    ///   - isolation: the caller's isolation, inherited by `operation`.
    ///   - operation: the work.
    /// - Returns: what `operation` returned, and the diagnostics.
    /// - Throws: what `operation` throws.
    public static func run<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws -> Result
    ) async rethrows -> (result: Result, diagnostics: [SafetyDiagnostic]) {
        let capture = SafetyCapture()
        let result = try await ResponderSafety.withSink(capture.sink, operation: operation)
        return (result, capture.diagnostics)
    }
}
