import ResponderChain

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

/// What `--log` and `--trace` show: the logging and tracing bridges fed with the demo's own dispatches, their
/// output kept in memory by swift-log's and swift-distributed-tracing's in-memory handlers and printed after each
/// traced step.
///
/// The demo hands the bridges the routes its trace scopes collected rather than observing the whole process, so
/// that its output holds only its own dispatches, also when its tests run beside others.
///
/// Each bridge is built only with its trait (`Logging`, `Tracing`); without it, the option prints one line saying how
/// to build it, and the run goes on without it.
@MainActor
final class BridgesOutput {
    private let showsTimings: Bool
    #if Logging
        private let logs: InMemoryLogHandler?
        private let logger: Logger?
    #endif
    #if Tracing
        private let tracer: InMemoryTracer?
    #endif

    init(options: DemoOptions) {
        showsTimings = options.showsTimings
        #if Logging
            if options.showsLog {
                let handler = InMemoryLogHandler()
                var logger = Logger(label: "responder-chain-demo") { _ in handler }
                logger.logLevel = .trace
                self.logs = handler
                self.logger = logger
            } else {
                self.logs = nil
                self.logger = nil
            }
        #endif
        #if Tracing
            tracer = options.showsTrace ? InMemoryTracer(idGenerator: .incrementing) : nil
        #endif
    }

    /// The lines that say which of the asked-for bridges this build leaves out, and how to build them.
    static func notBuilt(for options: DemoOptions) -> [String] {
        var lines: [String] = []
        #if !Logging
            if options.showsLog {
                lines.append(
                    DemoOptions.notBuiltNote("--log (the swift-log bridge)", trait: "Logging", arguments: "--log"))
            }
        #endif
        #if !Tracing
            if options.showsTrace {
                lines.append(
                    DemoOptions.notBuiltNote(
                        "--trace (the swift-distributed-tracing bridge)", trait: "Tracing", arguments: "--trace"))
            }
        #endif
        return lines
    }

    /// The sink for the demo's run: `sink`, and the logging bridge's sink when logging.
    func unhandledSink(wrapping sink: UnhandledSink) -> UnhandledSink {
        #if Logging
            guard let logger else { return sink }
            let logging = UnhandledSink.logging(to: logger)
            return UnhandledSink { report in
                sink(report)
                logging(report)
            }
        #else
            return sink
        #endif
    }

    /// Runs one scenario inside a span of its own when tracing, so that its dispatches' spans are its children.
    func scenario(_ name: String, write: (String) -> Void, _ body: () async -> Void) async {
        #if Tracing
            guard let tracer else { return await body() }
            await tracer.withSpan("scenario \(name)") { _ in await body() }
            printSpans(write: write)
        #else
            await body()
        #endif
    }

    /// Hands the routes of one traced step to the bridges, then prints what they produced.
    func record(_ routes: [DispatchRoute], write: (String) -> Void) {
        #if Logging
            if let logger {
                // The unhandled ones were logged by the sink, with the report's words, when they happened.
                for route in routes {
                    LoggingBridge.log(route, to: logger, unhandled: nil)
                }
            }
            printLogs(write: write)
        #endif
        #if Tracing
            if let tracer {
                for route in routes {
                    TracingBridge.record(route, with: tracer)
                }
            }
            printSpans(write: write)
        #endif
    }

    #if Logging
        private func printLogs(write: (String) -> Void) {
            guard let logs else { return }
            for entry in logs.entries {
                let metadata = entry.metadata
                    .filter { showsTimings || $0.key != DispatchLogMetadata.durationMilliseconds }
                    .sorted { $0.key < $1.key }
                    .map { "\($0.key)=\($0.value)" }
                    .joined(separator: " ")
                write("  log \(entry.level): \(entry.message) [\(metadata)]")
            }
            logs.clear()
        }
    #endif

    #if Tracing
        private func printSpans(write: (String) -> Void) {
            guard let tracer else { return }
            for span in tracer.popFinishedSpans() {
                var line = "  span \(span.spanID) \(span.operationName), parent \(span.parentSpanID ?? "none")"
                if let status = span.status {
                    line += ", status \(status.code): \(status.message ?? "")"
                }
                var attributes: [String] = []
                // SpanAttributes is not a Sequence: forEach is the only way through it.
                // swift-format-ignore: ReplaceForEachWithForLoop
                span.attributes.forEach { key, value in attributes.append("\(key)=\(Self.text(value))") }
                if !attributes.isEmpty {
                    line += " [\(attributes.sorted().joined(separator: " "))]"
                }
                write(line)
                let start = span.startInstant.nanosecondsSinceEpoch
                for event in span.events {
                    let offset = event.nanosecondsSinceEpoch - start
                    let at = showsTimings ? " at +\(Double(offset) / 1_000_000) ms" : ""
                    write("    event \(event.name)\(at)")
                }
            }
        }

        private static func text(_ attribute: SpanAttribute) -> String {
            switch attribute {
            case .string(let value): value
            case .int64(let value): "\(value)"
            default: "\(attribute)"
            }
        }
    #endif
}
