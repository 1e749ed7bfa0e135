public import ResponderChain

/// Sends the app's errors to a crash reporter: each error nobody handled as a non-fatal, and each answered dispatch
/// and each presentation as a breadcrumb.
public enum CrashReporterBridge {
    /// Starts reporting; call it once, at launch.
    ///
    /// The alarm stays: the sink it installs hands each report on to the sink that was there before it, which fails
    /// a test at the dispatch's line and warns in a debug build.
    ///
    /// - Parameter reporter: where the non-fatals and breadcrumbs go.
    /// - Returns: the breadcrumbs' observation; they stop when you cancel or release it.
    public static func install(_ reporter: any CrashReporter) -> DispatchObservation {
        UnhandledTerminal.sink = .recordingNonFatals(to: reporter, then: UnhandledTerminal.sink)
        return DispatchObservation([
            DispatchRoute.observe { route in
                guard route.resolution == .answered else { return }
                reporter.leaveBreadcrumb("\(route)")
            },
            PresentationRecord.observe { presentation in
                let group = ErrorChain.fingerprint(of: presentation.error).groupingID
                reporter.leaveBreadcrumb("\(presentation.style) for \(group): \(presentation.outcome)")
            },
        ])
    }
}

extension UnhandledSink {
    /// A sink that records each unhandled error as a non-fatal, then hands the report to `next`.
    ///
    /// - Parameters:
    ///   - reporter: where the non-fatals go.
    ///   - next: the sink that receives every report after it.
    /// - Returns: the sink.
    public static func recordingNonFatals(to reporter: any CrashReporter, then next: UnhandledSink) -> UnhandledSink {
        UnhandledSink { report in
            if let nonFatal = NonFatal(report) {
                reporter.recordNonFatal(nonFatal)
            }
            next(report)
        }
    }
}
