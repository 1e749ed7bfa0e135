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

    /// This sink, then `other`: how a bridge adds where diagnostics go without taking away what the sink did.
    ///
    /// ```swift
    /// ResponderSafety.sink = ResponderSafety.sink.adding(.logging(to: logger))
    /// ```
    ///
    /// - Parameter other: the sink that receives each diagnostic after this one.
    /// - Returns: a sink that hands each diagnostic to both.
    public func adding(_ other: SafetyDiagnosticSink) -> SafetyDiagnosticSink {
        SafetyDiagnosticSink { diagnostic in
            self(diagnostic)
            other(diagnostic)
        }
    }

    /// Writes each diagnostic as one line to standard error, and never stops the process.
    public static let standardError = SafetyDiagnosticSink { diagnostic in
        FileHandle.standardError.write(Data("ResponderChain safety: \(diagnostic)\n".utf8))
    }

    /// The default sink: writes each diagnostic to standard error; a diagnostic made at
    /// ``ResponderSafetyLevel/strict`` instead fails the running test, in a test process (Swift Testing or XCTest,
    /// found at run time), at the declaration it concerns, or else is written and stops the process with
    /// `fatalError`, except while Xcode renders SwiftUI previews.
    public static let standard = standard(raisingWith: .process)

    static func standard(
        raisingWith alarm: Alarm,
        write: @escaping @Sendable (SafetyDiagnostic) -> Void = { standardError($0) }
    ) -> SafetyDiagnosticSink {
        SafetyDiagnosticSink { diagnostic in
            guard diagnostic.level == .strict else { return write(diagnostic) }
            let message = "ResponderChain safety: \(diagnostic)"
            let outcome = alarm.raise(message, at: diagnostic.site, stopsEverywhere: true)
            if outcome != .failedTest {
                write(diagnostic)
            }
            if outcome == .stopsProcess {
                fatalError(message)
            }
        }
    }
}
