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
        write(lines(of: report))
    }

    /// The lines ``standardError`` writes for `report`.
    static func lines(of report: UnhandledReport) -> [String] {
        var lines = ["ResponderChain: \(report)"]
        if let route = report.route {
            lines.append("  route: \(route)")
        }
        if let chain = report.value.errorChain {
            lines.append("  grouping id: \(chain.groupingID)")
            if chain.levels.count > 1 || chain.end != nil {
                lines += chain.description.split(separator: "\n").map { "  \($0)" }
            }
        }
        return lines
    }

    /// The default sink: makes each report hard to miss, by the kind of process.
    ///
    /// - **In a test**, under Swift Testing or XCTest, it fails the test that raised the report, with the report's
    ///   lines as the message: what went unhandled, why, the last responder, the route when the dispatch was
    ///   recorded, and the error chain. The failure points at the line that started the dispatch (the call of
    ///   `dispatch`, an action or `reportError`, in the test or in the code it runs), or else, under Swift Testing,
    ///   at the test itself. The process goes on, and so do the other tests; nothing is written to standard error,
    ///   since the test's report holds it all. It needs no import of `ResponderChainTesting`: the test libraries
    ///   are found at run time. Swift Testing tells the test from the reporting task, which a test's own tasks
    ///   inherit; XCTest takes the test case running at that moment.
    /// - **In a debug build of an app**, it writes the lines to standard error, then, on Apple platforms, logs a
    ///   runtime warning, which Xcode lists with its purple issues while the app goes on. Elsewhere, where no
    ///   runtime warnings exist (a server or a tool in development), the lines are the warning, and the process
    ///   goes on.
    /// - **In a release build**, and while Xcode renders SwiftUI previews, it only writes; in a release build, not
    ///   even that while an observer that writes unhandled dispatches is registered (the logging bridge, or any
    ///   ``DispatchRoute/observe(writesUnhandled:_:)`` with `writesUnhandled: true`): each error is written once,
    ///   by that observer.
    public static let standard = standard(raisingWith: .process)

    static func standard(
        raisingWith alarm: Alarm,
        writtenByObserver: @escaping @Sendable () -> Bool = { ObserverRegistry.routes.hasUnhandledWriter },
        write: @escaping @Sendable ([String]) -> Void = write
    ) -> UnhandledSink {
        UnhandledSink { report in
            let lines = lines(of: report)
            let message = lines.joined(separator: "\n")
            switch alarm.raise(message, at: report.origin) {
            case .failedTest:
                break
            case .warned, .stopsProcess:
                write(lines)
            case .wentOn:
                // An unhandled value never stops the process. In a debug build the written lines are the warning; in
                // a release build they are the record, which an observer that writes unhandled routes already makes.
                if alarm.isDebugBuild || alarm.isPreview || !writtenByObserver() {
                    write(lines)
                }
            }
        }
    }

    /// Writes `lines` to standard error.
    static func write(_ lines: [String]) {
        FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }
}
