#if Logging && Tracing
    import Foundation
    import InMemoryLogging
    import InMemoryTracing
    import Logging
    import ResponderChain
    import ResponderChainLogging
    import ResponderChainTesting
    import ResponderChainTracing
    import Testing
    import Tracing

    /// A tracer that propagates W3C's `traceparent`, and starts spans that record nothing.
    private struct TraceparentTracer: Tracer {
        typealias Span = NoOpTracer.NoOpSpan
        static let traceparent = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"

        func startSpan<Instant: TracerInstant>(
            _ operationName: String, context: @autoclosure () -> InstrumentationContext, ofKind kind: SpanKind,
            at instant: @autoclosure () -> Instant, function: String, file fileID: String, line: UInt
        ) -> Span {
            NoOpTracer.NoOpSpan(context: context())
        }

        func forceFlush() {}

        func inject<Carrier, Inject: Injector>(
            _ context: InstrumentationContext, into carrier: inout Carrier, using injector: Inject
        ) where Inject.Carrier == Carrier {
            injector.inject(Self.traceparent, forKey: "traceparent", into: &carrier)
        }

        func extract<Carrier, Extract: Extractor>(
            _ carrier: Carrier, into context: inout InstrumentationContext, using extractor: Extract
        ) where Extract.Carrier == Carrier {}
    }

    /// The tracing bridge installed and dispatches logged, into memory, until ``stop()``.
    private struct Capture {
        let tracer = InMemoryTracer()
        let handler = InMemoryLogHandler()
        let installation = TracingBridge.install()
        let logging: DispatchObservation

        init() {
            var logger = Logger(label: "test.support-codes") { [handler] _ in handler }
            logger.logLevel = .trace
            logging = DispatchRoute.observeLogging(to: logger)
        }

        func stop() {
            installation.cancel()
            logging.cancel()
        }

        /// The log lines about `error`: other tests' dispatches reach the process-wide observer too.
        func lines(about error: TaggedError) -> [InMemoryLogHandler.Entry] {
            handler.entries.filter { $0.metadata[DispatchLogMetadata.value]?.description.contains(error.tag) == true }
        }

        /// The spans about `error`.
        func spans(about error: TaggedError) -> [FinishedInMemorySpan] {
            tracer.finishedSpans.filter { span in
                guard case .string(let value) = span.attributes.get(DispatchSpanAttributes.value) else { return false }
                return value.contains(error.tag)
            }
        }
    }

    /// The reports a test's reporting sent.
    @MainActor
    private final class SentReports {
        var reports: [ErrorReport] = []
    }

    /// In the tracing bridge's suite, which is serialized: the tracing bridge's installations are process-wide.
    extension TracingBridgeTests {
        @Test("one occurrence's support code is the same in the alert, the log line and the span; the next differs")
        func oneSupportCodeEverywhere() async throws {
            let capture = Capture()
            let tracer = capture.tracer
            defer { capture.stop() }

            let presenter = ManualPresenter()
            let queue = PresentationQueue(presenter: presenter)
            queue.showsSupportCodes = true
            let categories = CategoryResponder(presentingOn: queue)
            // Two occurrences of one error, a moment apart: the same structure, different payloads.
            let occurrences = [TaggedError(), TaggedError()]
            var shown: [SupportCode] = []
            for (index, error) in occurrences.enumerated() {
                let dispatch = Task { await withTracer(tracer) { await categories.dispatch(error) } }
                await presenter.waitForPresentation(index + 1)
                let line = try #require(presenter.showing?.message?.components(separatedBy: "\n\n").last)
                shown.append(try #require(SupportCode(line.replacingOccurrences(of: "Support code: ", with: ""))))
                presenter.choose("OK")
                _ = await dispatch.value
            }

            for (error, code) in zip(occurrences, shown) {
                let lines = capture.lines(about: error)
                #expect(lines.map { $0.metadata[DispatchLogMetadata.supportCode]?.description } == [code.description])
                let spans = capture.spans(about: error)
                #expect(
                    spans.map { $0.attributes.get(DispatchSpanAttributes.supportCode) } == [.string(code.description)])
            }
            #expect(shown[0].groupingPart == shown[1].groupingPart)
            #expect(shown[0].occurrence != shown[1].occurrence)
            #expect(shown.allSatisfy { $0.groups(ErrorChain.fingerprint(of: occurrences[0])) })
        }

        @Test("equal errors at once show one presentation: its code is the first caller's, the others log their own")
        func coalescedCallersLogTheirOwn() async throws {
            let capture = Capture()
            defer { capture.stop() }
            let presenter = ManualPresenter()
            let queue = PresentationQueue(presenter: presenter)
            queue.showsSupportCodes = true
            let categories = CategoryResponder(presentingOn: queue)
            let occurrences = [TaggedError(), TaggedError(), TaggedError()]
            let first = Task { await categories.dispatch(occurrences[0]) }
            await presenter.waitForPresentation()
            let others = occurrences.dropFirst().map { error in Task { await categories.dispatch(error) } }
            while categories.coalescer.waitingErrors < occurrences.count { await Task.yield() }
            let line = try #require(presenter.showing?.message?.components(separatedBy: "\n\n").last)
            let shown = try #require(SupportCode(line.replacingOccurrences(of: "Support code: ", with: "")))
            presenter.choose("OK")
            _ = await first.value
            for other in others { _ = await other.value }
            #expect(presenter.presented.count == 1)

            let logged = try occurrences.map { error in
                let lines = capture.lines(about: error)
                try #require(lines.count == 1)
                return try #require(lines[0].metadata[DispatchLogMetadata.supportCode].flatMap { SupportCode("\($0)") })
            }
            #expect(logged[0] == shown)
            #expect(Set(logged).count == 3)
            #expect(logged.allSatisfy { $0.groupingPart == shown.groupingPart })
        }

        @Test("a report made inside a traced request names the request's trace; one made outside a trace, none")
        func reportNamesTheTrace() async throws {
            let tracer = InMemoryTracer()
            let presenter = ManualPresenter()
            let queue = PresentationQueue(presenter: presenter)
            let sent = SentReports()
            queue.reporting = ErrorReporting(
                traceID: { TracingBridge.currentTraceID() },
                preview: { $0 },
                send: { sent.reports.append($0) })
            let categories = CategoryResponder(presentingOn: queue)
            let requestTrace = await withTracer(tracer) {
                await tracer.withSpan("GET /feed") { span in
                    let dispatch = Task { await categories.dispatch(TaggedError()) }
                    await presenter.waitForPresentation()
                    presenter.choose("Report a problem")
                    _ = await dispatch.value
                    return span.context.inMemorySpanContext?.traceID
                }
            }
            let untraced = Task { await categories.dispatch(TaggedError()) }
            await presenter.waitForPresentation(2)
            presenter.choose("Report a problem")
            _ = await untraced.value
            #expect(requestTrace != nil)
            #expect(sent.reports.map(\.traceID) == [requestTrace, nil])
            #expect(TracingBridge.currentTraceID() == nil)
        }

        @Test("the trace id is read from W3C's traceparent, or a header ending in trace-id; none without either")
        func traceIDFromHeaders() {
            #expect(
                withTracer(TraceparentTracer()) { TracingBridge.currentTraceID(in: .topLevel) }
                    == "4bf92f3577b34da6a3ce929d0e0e4736")
            #expect(withTracer(NoOpTracer()) { TracingBridge.currentTraceID(in: .topLevel) } == nil)
            #expect(withTracer(TraceparentTracer()) { TracingBridge.currentTraceID(in: nil) } == nil)
        }

        @Test("a dispatch presented without a code, or not presented, has none in its log line or its span")
        func noCodeWithoutOne() async throws {
            let capture = Capture()
            let tracer = capture.tracer
            defer { capture.stop() }
            let presenter = ManualPresenter()
            let categories = CategoryResponder(presentingOn: PresentationQueue(presenter: presenter))
            let error = TaggedError()
            let dispatch = Task { await withTracer(tracer) { await categories.dispatch(error) } }
            await presenter.waitForPresentation()
            #expect(presenter.showing?.message?.contains("Support code") == false)
            presenter.choose("OK")
            _ = await dispatch.value
            let lines = capture.lines(about: error)
            #expect(lines.count == 1)
            #expect(lines.allSatisfy { $0.metadata[DispatchLogMetadata.supportCode] == nil })
            let spans = capture.spans(about: error)
            #expect(spans.count == 1)
            #expect(spans.allSatisfy { $0.attributes.get(DispatchSpanAttributes.supportCode) == nil })
        }
    }
#endif
