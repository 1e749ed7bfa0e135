import Foundation

/// Where the ``UnhandledTerminal`` sends what no responder handled.
///
/// A sink is a `@Sendable` function of an ``UnhandledReport``. Install one for the whole process with
/// ``UnhandledTerminal/sink`` or for one task scope with ``UnhandledTerminal/withSink(_:operation:)``.
///
/// ```swift
/// UnhandledTerminal.sink = UnhandledSink { report in
///     logger.error("\(report)")
/// }
/// ```
public struct UnhandledSink: Sendable {
    private let receive: @Sendable (UnhandledReport) -> Void

    /// Creates a sink from a function that receives every report.
    ///
    /// - Parameter receive: called synchronously, on the reporting task, once for each unhandled value.
    public init(_ receive: @escaping @Sendable (UnhandledReport) -> Void) {
        self.receive = receive
    }

    /// Hands a report to the sink.
    ///
    /// - Parameter report: what went unhandled.
    public func callAsFunction(_ report: UnhandledReport) {
        receive(report)
    }

    /// Writes each report to standard error, and never stops the process: one line, then, for an error, its
    /// grouping identifier and, when it wraps others, its ``ErrorChain`` as a tree. For an app module named `MyApp`:
    ///
    /// ```
    /// ResponderChain: unhandled error ProfileError.load → DatabaseError.read → URLError.timedOut [NSURLErrorDomain -1001] (end of chain) → cancel
    ///   grouping id: 381914682362
    ///   ProfileError.load
    ///   └─ DatabaseError.read
    ///      └─ URLError.timedOut [NSURLErrorDomain -1001]
    /// ```
    public static let standardError = UnhandledSink { report in
        FileHandle.standardError.write(Data((lines(of: report).joined(separator: "\n") + "\n").utf8))
    }

    /// The lines ``standardError`` writes for `report`.
    static func lines(of report: UnhandledReport) -> [String] {
        var lines = ["ResponderChain: \(report)"]
        if let chain = report.value.errorChain {
            lines.append("  grouping id: \(chain.groupingID)")
            if chain.levels.count > 1 || chain.end != nil {
                lines += chain.description.split(separator: "\n").map { "  \($0)" }
            }
        }
        return lines
    }

    /// The default sink: writes to standard error, then, in debug builds, stops at an `assertionFailure` so the
    /// missing responder is noticed, except while Xcode renders SwiftUI previews, where it only writes.
    public static let standard = standard(
        trapsInDebug: ProcessEnvironment.assertionsEnabled && !ProcessEnvironment.isRunningForPreviews
    )

    static func standard(trapsInDebug: Bool) -> UnhandledSink {
        UnhandledSink { report in
            standardError(report)
            if trapsInDebug {
                assertionFailure("ResponderChain: \(report)")
            }
        }
    }
}
