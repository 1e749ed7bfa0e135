#if IssueReporting
    public import IssueReporting
    public import ResponderChain

    /// Reports what ResponderChain finds through Point-Free's IssueReporting: in an app run from Xcode, a purple
    /// runtime warning that does not stop the app; under Swift Testing or XCTest, a test failure (or a warning, for
    /// an issue of severity `warning` under Swift Testing).
    ///
    /// ```swift
    /// import ResponderChainIssueReporting
    ///
    /// IssueReportingBridge.replaceAlarm()
    /// ```
    ///
    /// Unlike the other bridges, which add where reports go and keep the alarm, this one replaces the alarm, a
    /// choice its name says: the standard sinks fail the running test in a test process and, in an app, show a
    /// runtime warning on Apple platforms (unhandled values, in debug builds) and stop with a `fatalError` (strict
    /// safety diagnostics); an issue is reported instead, once, and the app goes on. In a test, the issue points at the
    /// line that started the dispatch, as the standard sink's failure does. Which reporters
    /// receive the issues is IssueReporting's business: `IssueReporters.current`, or `withIssueReporters(_:operation:)`
    /// for one task scope. Off Apple platforms, IssueReporting records test issues only in a test target that
    /// links its `IssueReportingTestSupport` product: add it there.
    public enum IssueReportingBridge {
        /// Replaces the alarm process-wide with the issue-reporting sinks, for unhandled values and safety
        /// diagnostics.
        ///
        /// - Parameters:
        ///   - unhandledSeverity: the severity of an unhandled value's issue; `error` by default.
        ///   - relaxedSeverity: the severity of a diagnostic made at `ResponderSafetyLevel.relaxed`;
        ///     `warning` by default.
        ///   - strictSeverity: the severity of a diagnostic made at `ResponderSafetyLevel.strict`;
        ///     `error` by default.
        ///   - fileID: where unhandled values are reported when their dispatch's line is not known (outside tests);
        ///     filled in with the call's location.
        ///   - filePath: the full path of that file; filled in for you.
        ///   - line: that line; filled in for you.
        ///   - column: that column; filled in for you.
        public static func replaceAlarm(
            unhandledSeverity: IssueSeverity = .error,
            relaxedSeverity: IssueSeverity = .warning,
            strictSeverity: IssueSeverity = .error,
            fileID: StaticString = #fileID,
            filePath: StaticString = #filePath,
            line: UInt = #line,
            column: UInt = #column
        ) {
            UnhandledTerminal.sink = .reportingIssues(
                severity: unhandledSeverity,
                fileID: fileID,
                filePath: filePath,
                line: line,
                column: column
            )
            ResponderSafety.sink = .reportingIssues(relaxedSeverity: relaxedSeverity, strictSeverity: strictSeverity)
        }
    }

    extension UnhandledSink {
        /// A sink that reports each unhandled value as an issue with its one-line report as the message, such as
        /// `ResponderChain: unhandled error MyError.appError (end of chain, last responder: App) → cancel`.
        ///
        /// In a test, the issue points at the line that started the dispatch. Elsewhere, where that line is not
        /// recorded, it points at the location given here: by default, where the sink was made.
        ///
        /// ```swift
        /// UnhandledTerminal.sink = .reportingIssues()
        /// ```
        ///
        /// - Parameters:
        ///   - severity: the issue's severity; `error` by default, which fails a test.
        ///   - fileID: the issue's file; filled in for you.
        ///   - filePath: the full path of that file; filled in for you.
        ///   - line: the issue's line; filled in for you.
        ///   - column: the issue's column; filled in for you.
        /// - Returns: the sink.
        public static func reportingIssues(
            severity: IssueSeverity = .error,
            fileID: StaticString = #fileID,
            filePath: StaticString = #filePath,
            line: UInt = #line,
            column: UInt = #column
        ) -> UnhandledSink {
            UnhandledSink { report in
                let site = report.origin ?? CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
                reportIssue(
                    "ResponderChain: \(report)",
                    severity: severity,
                    fileID: site.fileID,
                    filePath: site.filePath,
                    line: site.line,
                    column: site.column
                )
            }
        }
    }

    extension SafetyDiagnosticSink {
        /// A sink that reports each safety diagnostic as an issue at the declaration it concerns, with its one-line
        /// description as the message.
        ///
        /// The diagnostics the safety checks make carry their declaration's `#fileID`, `#filePath` and `#line`
        /// (`SafetyDiagnostic.site`); one made by hand without a site is reported at the location
        /// given here.
        ///
        /// - Parameters:
        ///   - relaxedSeverity: the severity for a diagnostic made at `ResponderSafetyLevel.relaxed`;
        ///     `warning` by default, which Swift Testing shows without failing the test.
        ///   - strictSeverity: the severity for one made at `ResponderSafetyLevel.strict`; `error`
        ///     by default.
        ///   - fileID: the fallback location's file; filled in for you.
        ///   - filePath: the full path of that file; filled in for you.
        ///   - line: the fallback location's line; filled in for you.
        /// - Returns: the sink.
        public static func reportingIssues(
            relaxedSeverity: IssueSeverity = .warning,
            strictSeverity: IssueSeverity = .error,
            fileID: StaticString = #fileID,
            filePath: StaticString = #filePath,
            line: UInt = #line
        ) -> SafetyDiagnosticSink {
            SafetyDiagnosticSink { diagnostic in
                let severity = diagnostic.level == .strict ? strictSeverity : relaxedSeverity
                let site = diagnostic.site ?? CallSite(fileID: fileID, filePath: filePath, line: line)
                reportIssue(
                    "ResponderChain safety: \(diagnostic)",
                    severity: severity,
                    fileID: site.fileID,
                    filePath: site.filePath,
                    line: site.line,
                    column: site.column
                )
            }
        }
    }
#endif
