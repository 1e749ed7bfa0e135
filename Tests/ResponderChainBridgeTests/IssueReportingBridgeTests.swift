#if IssueReporting
    import IssueReporting
    import ResponderChain
    import ResponderChainIssueReporting
    import ResponderChainTesting
    import Testing

    /// An issue reporter that keeps what it is given, in place of IssueReporting's default reporter.
    final class RecordingReporter: IssueReporter, Sendable {
        struct Issue: Equatable {
            let message: String?
            let severity: IssueSeverity
            let fileID: String
            let filePath: String
            let line: UInt
        }

        private let issues = Locked<[Issue]>([])

        var reported: [Issue] {
            issues.withLock { $0 }
        }

        func reportIssue(
            _ message: @autoclosure () -> String?,
            severity: IssueSeverity,
            fileID: StaticString,
            filePath: StaticString,
            line: UInt,
            column: UInt
        ) {
            let issue = Issue(
                message: message(),
                severity: severity,
                fileID: "\(fileID)",
                filePath: "\(filePath)",
                line: line
            )
            issues.withLock { $0.append(issue) }
        }
    }

    @MainActor
    @Suite(.timeLimit(.minutes(2))) struct IssueReportingBridgeTests {
        @Test(
            "an unhandled dispatch is one issue, with its report, at the line that started it; others are none",
            arguments: Scenario.allCases
        )
        func unhandledDispatchesAreIssues(_ scenario: Scenario) async throws {
            let reporter = RecordingReporter()
            let error = TaggedError()
            let sink = UnhandledSink.reportingIssues()
            let evaluation = await withIssueReporters([reporter]) {
                await UnhandledTerminal.withSink(sink) { await scenario.dispatch(error) }
            }
            #expect(evaluation == scenario.evaluation)
            guard let reason = scenario.reason, let lastResponder = scenario.lastResponder else {
                #expect(reporter.reported.isEmpty)
                return
            }
            let issue = try #require(reporter.reported.first)
            #expect(reporter.reported.count == 1)
            #expect(
                issue.message
                    == "ResponderChain: unhandled error \(error.written) (\(reason), last responder: \(lastResponder)) → cancel"
            )
            #expect(issue.severity == .error)
            // The line in Scenarios.swift that dispatched, as the standard sink's failure points at it.
            #expect(issue.fileID.hasSuffix("Scenarios.swift"))
            #expect(issue.filePath.hasSuffix("Tests/ResponderChainBridgeTests/Scenarios.swift"))
        }

        @Test(
            "a safety diagnostic is an issue at the declaration: its #fileID, #filePath and line; relaxed is a warning")
        func safetyDiagnosticsPointAtTheDeclaration() throws {
            let reporter = RecordingReporter()
            let line: UInt = #line + 3
            withIssueReporters([reporter]) {
                ResponderSafety.withSink(.reportingIssues()) {
                    _ = ResponderPosition.root.adding(.handleEvent(.asynchronous { _ in })).triggers(ReportedEvent.self)
                }
            }
            let issue = try #require(reporter.reported.first)
            #expect(reporter.reported.count == 1)
            #expect(issue.severity == .warning)
            #expect(issue.line == line)
            #expect(issue.fileID.hasSuffix("IssueReportingBridgeTests.swift"))
            #expect(issue.filePath.hasPrefix("/"))
            #expect(issue.filePath.hasSuffix("Tests/ResponderChainBridgeTests/IssueReportingBridgeTests.swift"))
            #expect(issue.message?.hasPrefix("ResponderChain safety: ") == true)
            #expect(
                issue.message?.contains("triggers(ReportedEvent): no responder above for event ReportedEvent") == true)
        }

        @Test(
            "the severity follows the level in force where the declaration was made",
            arguments: [(ResponderSafetyLevel.relaxed, IssueSeverity.warning), (.strict, .error)]
        )
        func severityFollowsTheLevel(level: ResponderSafetyLevel, severity: IssueSeverity) {
            let reporter = RecordingReporter()
            withIssueReporters([reporter]) {
                ResponderSafety.withSink(.reportingIssues()) {
                    _ = ResponderPosition.root.responderSafetyLevel(level).adding(.handleEvent(.asynchronous { _ in }))
                        .reports(
                            ReportedError.self)
                }
            }
            #expect(reporter.reported.map(\.severity) == [severity])
        }

        @Test("a diagnostic made by hand, without a site, is reported where the sink was made")
        func diagnosticWithoutSite() throws {
            let reporter = RecordingReporter()
            let line: UInt = #line + 1
            let sink = SafetyDiagnosticSink.reportingIssues()
            withIssueReporters([reporter]) {
                sink(
                    SafetyDiagnostic(
                        kind: .undeclaredError, typeName: "E", level: .strict, fileID: "App/X.swift", line: 3))
            }
            let issue = try #require(reporter.reported.first)
            #expect(issue.line == line)
            #expect(issue.severity == .error)
            #expect(
                issue.message
                    == "ResponderChain safety: App/X.swift:3: error E crossed reports() without being declared (strict)"
            )
        }

        @Test("under Swift Testing, IssueReporting's default reporter turns an unhandled error into a recorded issue")
        func defaultReporterRecordsATestIssue() async {
            let error = TaggedError()
            await withKnownIssue {
                _ = await UnhandledTerminal.withSink(.reportingIssues()) {
                    await Scenario.unhandled.dispatch(error)
                }
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("unhandled error \(error.written)") }
            }
        }

        @Test(
            "install puts both sinks in place, the app goes on where the standard sink would have stopped",
            .isolatedResponderChain
        )
        func installReplacesBothSinks() async throws {
            let reporter = RecordingReporter()
            // The trait keeps what install sets in this test.
            IssueReportingBridge.replaceAlarm(unhandledSeverity: .warning, relaxedSeverity: .error)
            let error = TaggedError()
            await withIssueReporters([reporter]) {
                _ = await Scenario.unhandled.dispatch(error)
                _ = ResponderPosition.root.adding(.handleEvent(.asynchronous { _ in })).triggers(ReportedEvent.self)
            }
            #expect(reporter.reported.map(\.severity) == [.warning, .error])
        }

        @Test(
            "install reports a diagnostic made at the strict safety level with the strict severity",
            .isolatedResponderChain
        )
        func installKeepsTheStrictSeverity() async {
            let reporter = RecordingReporter()
            IssueReportingBridge.replaceAlarm(relaxedSeverity: .warning, strictSeverity: .error)
            withIssueReporters([reporter]) {
                _ = ResponderPosition.root.adding(.handleEvent(.asynchronous { _ in })).triggers(ReportedEvent.self)
                _ = ResponderPosition.root.responderSafetyLevel(.strict).adding(.handleEvent(.asynchronous { _ in }))
                    .reports(
                        ReportedError.self)
            }
            #expect(reporter.reported.map(\.severity) == [.warning, .error])
        }
    }

    private struct ReportedEvent: Event {}
    private struct ReportedError: Error {}
#endif
