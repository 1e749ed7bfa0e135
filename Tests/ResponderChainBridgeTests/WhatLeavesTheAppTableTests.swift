#if Logging && Tracing && IssueReporting && Metrics
    import Foundation
    import InMemoryLogging
    import InMemoryTracing
    import IssueReporting
    import Logging
    import MetricsTestKit
    import ResponderChain
    import ResponderChainIssueReporting
    import ResponderChainLogging
    import ResponderChainMetrics
    import ResponderChainTesting
    import ResponderChainTracing
    import Testing
    import Tracing

    /// The sample error of the DocC article "What leaves the app".
    struct CheckoutFailed: WrappingError, LocalizedError {
        let email: String
        let underlyingError: (any Error)?
        var errorDescription: String? { "We couldn't charge the card of \(email)." }
    }

    /// Every row of the article's table of what each output writes for its sample error, computed: the article shows
    /// what the package writes today.
    @MainActor
    @Suite("'What leaves the app': the sample error's table", .isolatedResponderChain)
    struct WhatLeavesTheAppTableTests {
        static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "Sources/ResponderChain/Documentation.docc/WhatLeavesTheApp.md")

        /// The rows after the table's marker: the first cell, and the second cell's code.
        static func rows() throws -> [(output: String, written: String)] {
            let text = try String(contentsOf: article, encoding: .utf8)
            let table = try #require(text.components(separatedBy: "<!-- sample-error-table").last)
            return table.split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
                .dropFirst(2).map { line in
                    let cells = line.dropFirst().dropLast().components(separatedBy: " | ")
                    let code = cells.last!.trimmingCharacters(in: .whitespaces)
                    return (cells[0].trimmingCharacters(in: .whitespaces), String(code.dropFirst().dropLast()))
                }
        }

        /// What each output writes for the sample error, by the article's name for it.
        private func written() async throws -> [String: String] {
            let error = CheckoutFailed(
                email: "ada@example.com",
                underlyingError: URLError(
                    .userAuthenticationRequired,
                    userInfo: [
                        NSURLErrorFailingURLErrorKey: URL(string: "https://pay.example.com/v1/cards?token=s3cr3t")!
                    ]))
            let screen = ErrorResponderChain(name: "CheckoutScreen")
            let prompt = screen.connect(name: "SignInPrompt") { _ in .retry }
            let metrics = TestMetrics()
            let counting = MetricsBridge.install(factory: metrics)
            defer { counting.cancel() }
            let ((_, routes), reports) = await UnhandledCapture.run {
                await DispatchRoute.trace {
                    _ = await screen.dispatch(error)
                    screen.disconnect(prompt)
                    _ = await screen.dispatch(error)
                }
            }
            let answered = try #require(routes.first)
            let report = try #require(reports.first)

            let handler = InMemoryLogHandler()
            var logger = Logger(label: "checkout") { _ in handler }
            logger.logLevel = .trace
            LoggingBridge.log(answered, to: logger)
            let logged = try #require(handler.entries.first)
            UnhandledSink.logging(to: logger)(report)
            let loggedError = try #require(handler.entries.last?.error)

            let tracer = InMemoryTracer()
            TracingBridge.record(routes[1], with: tracer)
            let span = try #require(tracer.finishedSpans.first)
            var tracedValue = ""
            // swift-format-ignore: ReplaceForEachWithForLoop
            span.attributes.forEach { key, value in
                if key == "responder_chain.value", case .string(let text) = value { tracedValue = text }
            }

            let issues = RecordingReporter()
            withIssueReporters([issues]) { UnhandledSink.reportingIssues()(report) }

            return [
                "``DispatchRoute`` `description`, answered": answered.description,
                "``DispatchRoute`` `detailedDescription`, answered": answered.detailedDescription,
                "``UnhandledReport`` `description`": report.description,
                "The standard sink's first line, and the test failure it records": "ResponderChain: \(report)",
                "``ErrorChain`` `summary`": ErrorChain(error).summary,
                "``RedactedError`` `description`": RedactedError(error).description,
                "``ErrorPrivacy/describe(_:)``": ErrorPrivacy.currentPolicy.describe(error),
                "The logging bridge's `responder_chain.value`": "\(logged.metadata[DispatchLogMetadata.value]!)",
                "The logging bridge's `responder_chain.error_chain`":
                    "\(logged.metadata[DispatchLogMetadata.errorChain]!)",
                "The `error` the logging bridge hands the log handler": "\(loggedError)",
                "The tracing bridge's `responder_chain.value`": tracedValue,
                "The error the tracing bridge records on the span":
                    span.errors.map { "\($0.error)" }.joined(separator: "; "),
                "The IssueReporting bridge's message": issues.reported.compactMap(\.message).joined(separator: "; "),
                "The metrics bridge's dimensions, answered": metrics.counters(label: "responder_chain_errors")
                    .map { $0.dimensions.map { "\($0.0)=\($0.1)" }.joined(separator: " ") }.sorted().first ?? "",
                "The alert the user reads (its title)": UserFacingMessage(for: error, in: .english).title,
            ]
        }

        @Test func everyRowIsWhatThePackageWrites() async throws {
            let rows = try Self.rows()
            let written = try await written()
            #expect(rows.map(\.output).sorted() == written.keys.sorted())
            for row in rows {
                #expect(written[row.output] == row.written, "\(row.output)")
            }
        }
    }
#endif
