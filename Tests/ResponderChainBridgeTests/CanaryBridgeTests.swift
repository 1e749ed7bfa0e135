import Foundation
import ResponderChain
import ResponderChainTesting
import Testing

#if Logging
    import InMemoryLogging
    import Logging
    import ResponderChainLogging
#endif
#if Tracing
    import InMemoryTracing
    import ResponderChainTracing
    import Tracing
#endif
#if IssueReporting
    import IssueReporting
    import ResponderChainIssueReporting
#endif

/// The canaries' errors through each bridge, answered and unhandled: under the default policy the log records (message,
/// metadata, the record's error), the spans (attributes, events, status, recorded errors) and the issues hold no
/// canary, and still name what failed; marked public, they hold what the errors carry.
@MainActor
@Suite("Canaries through the bridges", .timeLimit(.minutes(2)))
struct CanaryBridgeTests {
    /// The routes of one answered and one unhandled dispatch of `error`, and the unhandled report.
    private func dispatches(of error: any Error) async -> (routes: [DispatchRoute], reports: [UnhandledReport]) {
        let answering = ErrorResponderChain(name: "Screen")
        let connection = answering.connect(name: "Answers") { _ in .proceed }
        defer { answering.disconnect(connection) }
        let ((_, routes), reports) = await UnhandledCapture.run {
            await DispatchRoute.trace {
                _ = await answering.dispatch(error)
                _ = await ErrorResponderChain(name: "Nobody").dispatch(error)
            }
        }
        return (routes, reports)
    }

    #if Logging
        private func logged(_ error: any Error) async -> String {
            let handler = InMemoryLogHandler()
            var logger = Logger(label: "canaries") { _ in handler }
            logger.logLevel = .trace
            let (routes, reports) = await dispatches(of: error)
            for route in routes { LoggingBridge.log(route, to: logger) }
            for report in reports { UnhandledSink.logging(to: logger)(report) }
            return handler.entries.map { entry in
                let metadata = entry.metadata.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " ")
                return "\(entry.message) [\(metadata)] error: \(entry.error.map { String(describing: $0) } ?? "none")"
            }.joined(separator: "\n")
        }

        @Test(arguments: Canary.carriers.indices)
        func logRecordsHoldNoCanary(carrier: Int) async {
            let (shape, error, stillShown) = Canary.carriers[carrier]
            let written = await logged(error)
            #expect(Canary.found(in: written).isEmpty, "\(shape): \(written)")
            for part in stillShown { #expect(written.contains(part), "\(shape): \(part) is not in \(written)") }
            let everything = await ErrorPrivacy.withPolicy(.everythingPublic) { await logged(error) }
            #expect(!Canary.found(in: everything).isEmpty, "\(shape), public: \(everything)")
        }

        @Test("the redaction attribute's raw values, which swift-log keeps and handlers write out, are 1 and 2")
        func redactionRawValues() {
            #expect(DispatchLogMetadata.Redaction.redacted.rawValue == 1)
            #expect(DispatchLogMetadata.Redaction.hashed.rawValue == 2)
            #expect(DispatchLogMetadata.Redaction(rawValue: 2) == .hashed)
        }

        @Test func aRedactedValueCarriesTheRedactionAttributeAndAPublicOneNone() async {
            let handler = InMemoryLogHandler()
            let logger = Logger(label: "canaries") { _ in handler }
            let (routes, _) = await dispatches(of: CanaryError.invalidEmail(Canary.email))
            LoggingBridge.log(routes[0], to: logger, answered: .error)
            let value = handler.entries.first?.metadata[DispatchLogMetadata.value]
            #expect(value?.attributes[DispatchLogMetadata.Redaction.self] == .redacted)
            handler.clear()
            let (plain, _) = await dispatches(of: CanaryError.invalidEmail(Canary.email))
            ErrorPrivacy.withPolicy(.everythingPublic) { LoggingBridge.log(plain[0], to: logger, answered: .error) }
            #expect(
                handler.entries.first?.metadata[DispatchLogMetadata.value]?.attributes[
                    DispatchLogMetadata.Redaction.self] == nil)
            let hashed = ErrorPrivacy.default.marking(CanaryError.self, as: .hashed)
            handler.clear()
            ErrorPrivacy.withPolicy(hashed) { LoggingBridge.log(plain[0], to: logger, answered: .error) }
            #expect(
                handler.entries.first?.metadata[DispatchLogMetadata.value]?.attributes[
                    DispatchLogMetadata.Redaction.self] == .hashed)
        }

        @Test func theHandlerGetsTheErrorItselfWhenItsTypesArePublic() async {
            let handler = InMemoryLogHandler()
            let logger = Logger(label: "canaries") { _ in handler }
            let error = CanaryError.invalidEmail(Canary.email)
            let (_, reports) = await dispatches(of: error)
            UnhandledSink.logging(to: logger)(reports[0])
            #expect(handler.entries.last?.error is RedactedError)
            ErrorPrivacy.withPolicy(.default.marking(CanaryError.self, as: .public)) {
                UnhandledSink.logging(to: logger)(reports[0])
            }
            #expect(handler.entries.last?.error is CanaryError)
        }
    #endif

    #if Tracing
        private func traced(_ error: any Error) async -> String {
            let tracer = InMemoryTracer()
            let (routes, _) = await dispatches(of: error)
            for route in routes { TracingBridge.record(route, with: tracer) }
            return tracer.finishedSpans.map { span in
                var attributes: [String] = []
                // swift-format-ignore: ReplaceForEachWithForLoop
                span.attributes.forEach { key, value in attributes.append("\(key)=\(value)") }
                let events = span.events.map { event in
                    var eventAttributes: [String] = []
                    // swift-format-ignore: ReplaceForEachWithForLoop
                    event.attributes.forEach { key, value in eventAttributes.append("\(key)=\(value)") }
                    return "\(event.name) \(eventAttributes.sorted())"
                }
                let errors = span.errors.map { String(describing: $0.error) }
                return
                    "\(span.operationName) \(attributes.sorted()) \(events) \(span.status.map { "\($0)" } ?? "") \(errors)"
            }.joined(separator: "\n")
        }

        @Test(arguments: Canary.carriers.indices)
        func spansHoldNoCanary(carrier: Int) async {
            let (shape, error, stillShown) = Canary.carriers[carrier]
            let written = await traced(error)
            #expect(Canary.found(in: written).isEmpty, "\(shape): \(written)")
            for part in stillShown { #expect(written.contains(part), "\(shape): \(part) is not in \(written)") }
            let everything = await ErrorPrivacy.withPolicy(.everythingPublic) { await traced(error) }
            #expect(!Canary.found(in: everything).isEmpty, "\(shape), public: \(everything)")
        }
    #endif

    #if IssueReporting
        @Test(arguments: Canary.carriers.indices)
        func issuesHoldNoCanary(carrier: Int) async {
            let (shape, error, stillShown) = Canary.carriers[carrier]
            let issues = RecordingReporter()
            let (_, reports) = await dispatches(of: error)
            withIssueReporters([issues]) {
                for report in reports { UnhandledSink.reportingIssues()(report) }
            }
            let written = issues.reported.compactMap(\.message).joined(separator: "\n")
            #expect(!written.isEmpty)
            #expect(Canary.found(in: written).isEmpty, "\(shape): \(written)")
            for part in stillShown { #expect(written.contains(part), "\(shape): \(part) is not in \(written)") }
        }
    #endif
}
