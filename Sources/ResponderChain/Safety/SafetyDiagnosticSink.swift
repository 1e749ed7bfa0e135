import Foundation

/// Where the safety checks of `triggers` and `reports` declarations send their ``SafetyDiagnostic``s.
///
/// Install one for the whole process with ``ResponderSafety/sink`` or for one task scope with
/// ``ResponderSafety/withSink(_:operation:)``.
///
/// ```swift
/// ResponderSafety.sink = SafetyDiagnosticSink { diagnostic in
///     logger.warning("\(diagnostic)")
/// }
/// ```
public struct SafetyDiagnosticSink: Sendable {
    private let receive: @Sendable (SafetyDiagnostic) -> Void

    /// Creates a sink from a function that receives every diagnostic.
    ///
    /// - Parameter receive: called synchronously, where the check ran, once per diagnostic.
    public init(_ receive: @escaping @Sendable (SafetyDiagnostic) -> Void) {
        self.receive = receive
    }

    /// Hands a diagnostic to the sink.
    ///
    /// - Parameter diagnostic: the finding.
    public func callAsFunction(_ diagnostic: SafetyDiagnostic) {
        receive(diagnostic)
    }

    /// Writes each diagnostic as one line to standard error, and never stops the process.
    public static let standardError = SafetyDiagnosticSink { diagnostic in
        FileHandle.standardError.write(Data("ResponderChain safety: \(diagnostic)\n".utf8))
    }

    /// The default sink: writes to standard error, then stops the process with `fatalError` for a diagnostic
    /// made at ``ResponderSafetyLevel/strict``, except while Xcode renders SwiftUI previews.
    public static let standard = standard(stopsOnStrict: !ProcessEnvironment.isRunningForPreviews)

    static func standard(stopsOnStrict: Bool) -> SafetyDiagnosticSink {
        SafetyDiagnosticSink { diagnostic in
            standardError(diagnostic)
            if stopsOnStrict, diagnostic.level == .strict {
                fatalError("ResponderChain safety: \(diagnostic)")
            }
        }
    }
}
