#if Tracing
    import Foundation
    import InMemoryTracing
    @testable import ResponderChain
    import ResponderChainTesting
    import ResponderChainTracing
    import Testing
    import Tracing

    /// The spans a tracer finished for one test's value; other tests' dispatches use their own tracers.
    private func spans(about tag: String, in tracer: InMemoryTracer) -> [FinishedInMemorySpan] {
        tracer.finishedSpans.filter { span in
            attribute(DispatchSpanAttributes.value, of: span)?.contains(tag) == true
        }
    }

    private func spans(about error: TaggedError, in tracer: InMemoryTracer) -> [FinishedInMemorySpan] {
        spans(about: error.tag, in: tracer)
    }

    /// A string attribute's value.
    private func attribute(_ name: String, of span: FinishedInMemorySpan) -> String? {
        guard case .string(let value) = span.attributes.get(name) else { return nil }
        return value
    }

    /// Serialized: the installations of ``TracingBridge/install()`` are process-wide, and one test checks that
    /// tracing stops when the last is released.
    @MainActor
    @Suite(.serialized, .timeLimit(.minutes(2))) struct TracingBridgeTests {
        @Test(
            "each dispatch is one span: name, attributes, one event per hop, and the status",
            arguments: Scenario.allCases)
        func eachDispatchIsOneSpan(_ scenario: Scenario) async throws {
            let tracer = InMemoryTracer()
            let error = TaggedError()
            let installation = TracingBridge.install()
            defer { installation.cancel() }
            let evaluation = await UnhandledCapture.run {
                await withTracer(tracer) { await scenario.dispatch(error) }
            }.result

            #expect(evaluation == scenario.evaluation)
            let found = spans(about: error, in: tracer)
            try #require(found.count == 1)
            let span = found[0]
            #expect(span.operationName == "TaggedError")
            #expect(span.kind == .internal)
            #expect(span.parentSpanID == nil)
            #expect(attribute(DispatchSpanAttributes.kind, of: span) == "error")
            #expect(attribute(DispatchSpanAttributes.resolution, of: span) == scenario.resolution)
            #expect(attribute(DispatchSpanAttributes.evaluation, of: span) == "\(scenario.evaluation)")
            #expect(span.attributes.get(DispatchSpanAttributes.hopCount) == .int64(Int64(scenario.hops.count)))
            #expect(attribute(DispatchSpanAttributes.answeredBy, of: span) == (scenario == .answered ? "App" : nil))
            #expect(attribute(DispatchSpanAttributes.unhandledReason, of: span) == scenario.reason)
            #expect(span.events.map(\.name) == scenario.hops)
            #expect(attribute(DispatchSpanAttributes.groupingID, of: span) == ErrorChain(error).groupingID)
            #expect(span.attributes.get(DispatchSpanAttributes.errorChain) == nil)
            #expect(
                span.events.map { $0.attributes.get(DispatchSpanAttributes.hopIndex) }
                    == scenario.hops.indices.map { .int64(Int64($0)) })
            #expect(span.events.allSatisfy { $0.attributes.get(DispatchSpanAttributes.hopKind) == "responder" })
            #expect(span.startInstant.nanosecondsSinceEpoch <= span.endInstant.nanosecondsSinceEpoch)
            switch scenario.resolution {
            case "unhandled":
                #expect(span.status == SpanStatus(code: .error, message: "unhandled: \(scenario.reason ?? "")"))
                #expect(attribute(DispatchSpanAttributes.errorType, of: span) == "TaggedError")
                // The span records the error's redacted stand-in: the error's description is not public.
                #expect(span.errors.map { $0.error as? RedactedError } == [RedactedError(error)])
            case "cancelled":
                #expect(span.status == SpanStatus(code: .error, message: "cancelled"))
                #expect(span.errors.isEmpty)
            default:
                #expect(span.status == nil)
                #expect(span.errors.isEmpty)
                #expect(attribute(DispatchSpanAttributes.errorType, of: span) == nil)
            }
        }

        @Test("each hop's event says what was asked: a responder, a chain's connection, a handler's rule, an action")
        func hopKinds() async throws {
            let tracer = InMemoryTracer()
            let installation = TracingBridge.install()
            defer { installation.cancel() }
            let rules = ErrorHandler(name: "Rules").on(error: .type(TaggedError.self), then: .answer(.proceed))
            let chain = ErrorResponderChain(name: "Services", parentResponder: rules)
            _ = chain.connect(name: "Logger") { _ in nil }
            let throughChain = TaggedError()
            _ = await withTracer(tracer) { await chain.dispatch(throughChain) }
            let action = RespondToErrorAction(name: "Save") { _ in .proceed }
            let throughAction = TaggedError()
            _ = await withTracer(tracer) { await action(throughAction) }

            func kinds(_ error: TaggedError) throws -> [SpanAttribute?] {
                let span = try #require(spans(about: error, in: tracer).first)
                return span.events.map { $0.attributes.get(DispatchSpanAttributes.hopKind) }
            }
            #expect(try kinds(throughChain) == ["responder", "connection", "responder", "rule"])
            #expect(try kinds(throughAction) == ["action"])
        }

        @Test("a dispatch inside a traced request is a child span in the request's trace")
        func nestedUnderTheCallersSpan() async throws {
            let tracer = InMemoryTracer()
            let error = TaggedError()
            let observation = DispatchRoute.observeTracing(with: tracer)
            defer { observation.cancel() }
            let evaluation = await tracer.withSpan("GET /profile") { _ in
                await Scenario.answered.dispatch(error)
            }
            #expect(evaluation == .proceed)
            let request = try #require(tracer.finishedSpans.first { $0.operationName == "GET /profile" })
            let dispatch = try #require(spans(about: error, in: tracer).first)
            #expect(dispatch.parentSpanID == request.spanID)
            #expect(dispatch.traceID == request.traceID)
            #expect(dispatch.startInstant.nanosecondsSinceEpoch >= request.startInstant.nanosecondsSinceEpoch)
            #expect(dispatch.endInstant.nanosecondsSinceEpoch <= request.endInstant.nanosecondsSinceEpoch)
        }

        @Test("the span lasts as long as the dispatch, and each hop's event is at the time it was asked")
        func hopEventsAreTimed() async throws {
            let tracer = InMemoryTracer()
            let clock = ManualClock()
            let error = TaggedError()
            let observation = DispatchRoute.observeTracing(with: tracer)
            defer { observation.cancel() }
            _ = await DispatchRoute.trace(clock: clock) {
                let app = RecordingResponder("App", answers: [.proceed])
                let slow = SlowResponder("Slow", clock: clock, delay: .milliseconds(1500), parent: app)
                let screen = SlowResponder("Screen", clock: clock, delay: .milliseconds(500), parent: slow)
                return await screen.dispatch(error)
            }
            let span = try #require(spans(about: error, in: tracer).first)
            let start = span.startInstant.nanosecondsSinceEpoch
            #expect(span.endInstant.nanosecondsSinceEpoch - start == 2_000_000_000)
            #expect(span.events.map(\.name) == ["Screen", "Slow", "App"])
            #expect(span.events.map { $0.nanosecondsSinceEpoch - start } == [0, 500_000_000, 2_000_000_000])
        }

        @Test(
            "on a clock that runs backwards, the span and its hops' events are at its end, never before its start",
            arguments: [Duration.seconds(1), .milliseconds(400)])
        func clockRunningBackwards(step: Duration) async throws {
            let tracer = InMemoryTracer()
            let error = TaggedError()
            let observation = DispatchRoute.observeTracing(with: tracer)
            defer { observation.cancel() }
            // Each reading is a step before the last: the hops' offsets are one step, two steps, and the route's
            // duration more, below zero; with 400 ms, less than a second below (no whole seconds, a negative fraction).
            _ = await DispatchRoute.trace(clock: BackwardClock(step: step)) {
                let app = RecordingResponder("App", answers: [.proceed])
                return await RecordingResponder("Screen", parent: app).dispatch(error)
            }
            let span = try #require(spans(about: error, in: tracer).first)
            let start = span.startInstant.nanosecondsSinceEpoch
            #expect(span.endInstant.nanosecondsSinceEpoch == start)
            #expect(span.events.map(\.name) == ["Screen", "App"])
            #expect(span.events.map(\.nanosecondsSinceEpoch) == [start, start])
        }

        @Test(
            "a dispatch longer than the time since the epoch, or than nanoseconds can count, spans from the epoch to now, its hops inside",
            arguments: [
                Duration.seconds(60 * 365 * 86_400),  // 60 years: longer than since 1970
                // The whole seconds fit in UInt64 nanoseconds, and with the fraction added they do not.
                .seconds(18_446_744_073) + .nanoseconds(999_999_999),
                .seconds(1_000 * 365 * 86_400),  // past what UInt64 nanoseconds can count
            ]
        )
        func dispatchLongerThanTheEpoch(delay: Duration) async throws {
            let tracer = InMemoryTracer()
            let clock = ManualClock()
            let error = TaggedError()
            let observation = DispatchRoute.observeTracing(with: tracer)
            defer { observation.cancel() }
            _ = await DispatchRoute.trace(clock: clock) {
                let app = RecordingResponder("App", answers: [.proceed])
                let slow = SlowResponder("Slow", clock: clock, delay: delay, parent: app)
                return await RecordingResponder("Screen", parent: slow).dispatch(error)
            }
            let span = try #require(spans(about: error, in: tracer).first)
            #expect(span.startInstant.nanosecondsSinceEpoch == 0)
            let end = span.endInstant.nanosecondsSinceEpoch
            #expect(span.events.map(\.name) == ["Screen", "Slow", "App"])
            #expect(span.events.map(\.nanosecondsSinceEpoch) == [0, 0, end])
        }

        @Test("events dispatched up a hierarchy are spans too, named after the event's type")
        func eventsAreTraced() async throws {
            let tracer = InMemoryTracer()
            let observation = DispatchRoute.observeTracing(with: tracer)
            defer { observation.cancel() }
            let tag = TaggedError().tag
            let position = ResponderPosition.root.adding(
                .handleEvent(TracedEvent.self, .asynchronous { _ in }), name: "Feed")
            let outcome = await position.trigger(TracedEvent(tag: tag))
            #expect(outcome.isHandled)
            let span = try #require(spans(about: tag, in: tracer).first)
            #expect(span.operationName == "TracedEvent")
            #expect(attribute(DispatchSpanAttributes.kind, of: span) == "event")
            #expect(attribute(DispatchSpanAttributes.evaluation, of: span) == nil)
            #expect(span.events.map { $0.name } == ["Feed"])
            #expect(span.events.first?.attributes.get(DispatchSpanAttributes.hopKind) == "hierarchy")
            #expect(span.attributes.get(DispatchSpanAttributes.groupingID) == nil)
        }

        @Test("an event nobody handles is an unhandled span with its reason, and without an error type")
        func unhandledEventSpan() async throws {
            let tracer = InMemoryTracer()
            let observation = DispatchRoute.observeTracing(with: tracer)
            defer { observation.cancel() }
            let tag = TaggedError().tag
            let position = ResponderPosition.root.adding(
                .handleEvent(OtherEvent.self, .asynchronous { _ in }), name: "Feed")
            let (outcome, unhandled) = await UnhandledCapture.run { await position.trigger(TracedEvent(tag: tag)) }
            #expect(!outcome.isHandled)
            #expect(unhandled.count == 1)
            let span = try #require(spans(about: tag, in: tracer).first)
            #expect(attribute(DispatchSpanAttributes.kind, of: span) == "event")
            #expect(attribute(DispatchSpanAttributes.resolution, of: span) == "unhandled")
            #expect(attribute(DispatchSpanAttributes.unhandledReason, of: span) != nil)
            #expect(attribute(DispatchSpanAttributes.errorType, of: span) == nil)
            #expect(span.errors.isEmpty)
        }

        @Test("a wrapped error's span carries its chain, outermost first, and the chain's grouping identifier")
        func wrappedErrorSpanCarriesItsChain() async throws {
            let tracer = InMemoryTracer()
            let observation = DispatchRoute.observeTracing(with: tracer)
            defer { observation.cancel() }
            let error = TaggedError()
            let wrapped = SyncFailed(underlyingError: error)
            _ = await UnhandledCapture.run { await RecordingResponder("Screen").dispatch(wrapped) }
            let span = try #require(spans(about: error, in: tracer).first)
            #expect(span.operationName == "SyncFailed")
            #expect(
                span.attributes.get(DispatchSpanAttributes.errorChain)
                    == .stringArray(["SyncFailed", "\(error.written)"]))
            #expect(attribute(DispatchSpanAttributes.groupingID, of: span) == ErrorChain(wrapped).groupingID)
        }

        @Test("installing twice traces once, and tracing stops when the last installation is cancelled or released")
        func installationsShareOneObserver() async {
            let tracer = InMemoryTracer()
            let first = TracingBridge.install()
            var second: TracingBridge.Installation? = TracingBridge.install()
            let whileBoth = TaggedError()
            await withTracer(tracer) { _ = await Scenario.answered.dispatch(whileBoth) }
            first.cancel()
            first.cancel()
            let whileOne = TaggedError()
            await withTracer(tracer) { _ = await Scenario.answered.dispatch(whileOne) }
            _ = second
            second = nil
            let afterBoth = TaggedError()
            await withTracer(tracer) { _ = await Scenario.answered.dispatch(afterBoth) }
            #expect(spans(about: whileBoth, in: tracer).count == 1)
            #expect(spans(about: whileOne, in: tracer).count == 1)
            #expect(spans(about: afterBoth, in: tracer).isEmpty)
        }

        @Test("a span that records nothing, as a tracer gives for a dispatch it samples out, is given no attributes")
        func aSpanThatRecordsNothingIsGivenNoAttributes() async {
            let tracer = SamplingOutTracer()
            let observation = DispatchRoute.observeTracing(with: tracer)
            _ = await Scenario.answered.dispatch(TaggedError())
            observation.cancel()
            // Other tests' dispatches may be recorded too, while the observation lasts: none of them is given any.
            let entries = tracer.log.entries
            #expect(entries.contains("start") && entries.contains("end"))
            #expect(!entries.contains("attributes"))
        }

        @Test(
            "installations made and cancelled on many threads at once keep one observer while one is kept, and none after"
        )
        func installationsFromManyThreads() async {
            let kept = TracingBridge.install()
            // Installed and cancelled at once, on the global executor's threads: the shared count of installations
            // sees every change, or an observer is left behind or ended too soon.
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<4 {
                    group.addTask {
                        for _ in 0..<100_000 {
                            TracingBridge.install().cancel()
                        }
                    }
                }
            }
            let tracer = InMemoryTracer()
            let whileKept = TaggedError()
            await withTracer(tracer) { _ = await Scenario.answered.dispatch(whileKept) }
            kept.cancel()
            let afterAll = TaggedError()
            await withTracer(tracer) { _ = await Scenario.answered.dispatch(afterAll) }
            #expect(spans(about: whileKept, in: tracer).count == 1)
            #expect(spans(about: afterAll, in: tracer).isEmpty)
        }

        @Test(
            "each task's dispatches go to the tracer bound on that task, so concurrent requests keep their spans apart")
        func theTaskBoundTracerRecords() async throws {
            let first = InMemoryTracer()
            let second = InMemoryTracer()
            let (one, two) = (TaggedError(), TaggedError())
            let installation = TracingBridge.install()
            defer { installation.cancel() }
            async let a = withTracer(first) { await Scenario.answered.dispatch(one) }
            async let b = withTracer(second) { await Scenario.answered.dispatch(two) }
            _ = await (a, b)
            #expect(spans(about: one, in: first).count == 1)
            #expect(spans(about: two, in: second).count == 1)
            #expect(spans(about: two, in: first).isEmpty)
            #expect(spans(about: one, in: second).isEmpty)
        }
    }

    /// A tracer that samples every span out: its spans record nothing, and note what they are given.
    private struct SamplingOutTracer: Tracer {
        /// What the spans were given, in order.
        final class Log: @unchecked Sendable {
            private let lock = NSLock()
            private var noted: [String] = []

            var entries: [String] { lock.withLock { noted } }

            func note(_ entry: String) { lock.withLock { noted.append(entry) } }
        }

        struct Span: Tracing.Span {
            let context: ServiceContext
            let log: Log
            var isRecording: Bool { false }
            var operationName: String {
                get { "" }
                nonmutating set { log.note("operationName") }
            }
            var attributes: SpanAttributes {
                get { [:] }
                nonmutating set { log.note("attributes") }
            }
            func setStatus(_ status: SpanStatus) { log.note("status") }
            func addEvent(_ event: SpanEvent) {}
            func recordError<Instant: TracerInstant>(
                _ error: any Error, attributes: SpanAttributes, at instant: @autoclosure () -> Instant
            ) { log.note("error") }
            func addLink(_ link: SpanLink) { log.note("link") }
            func end<Instant: TracerInstant>(at instant: @autoclosure () -> Instant) { log.note("end") }
        }

        let log = Log()

        func startSpan<Instant: TracerInstant>(
            _ operationName: String,
            context: @autoclosure () -> ServiceContext,
            ofKind kind: SpanKind,
            at instant: @autoclosure () -> Instant,
            function: String,
            file fileID: String,
            line: UInt
        ) -> Span {
            log.note("start")
            return Span(context: context(), log: log)
        }

        func forceFlush() {}

        func inject<Carrier, Inject: Injector>(
            _ context: ServiceContext, into carrier: inout Carrier, using injector: Inject
        ) where Inject.Carrier == Carrier {}

        func extract<Carrier, Extract: Extractor>(
            _ carrier: Carrier, into context: inout ServiceContext, using extractor: Extract
        ) where Extract.Carrier == Carrier {}
    }

    private struct OtherEvent: Event {}

    /// A clock each reading of which is one second before the last, as a wall clock set back would be.
    private final class BackwardClock: Clock, Sendable {
        struct Instant: InstantProtocol {
            let offset: Duration
            func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
            func duration(to other: Instant) -> Duration { other.offset - offset }
            static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
        }

        private let readings = Locked(0)
        private let step: Duration

        init(step: Duration) {
            self.step = step
        }

        var now: Instant {
            let reading = readings.withLock { count in
                count += 1
                return count
            }
            return Instant(offset: step * -reading)
        }
        var minimumResolution: Duration { .nanoseconds(1) }
        func sleep(until deadline: Instant, tolerance: Duration?) async throws {}
    }

    private struct TracedEvent: Event, PrivacyMarked {
        let tag: String
        static let privacyMarks: [String: PrivacyMark] = ["tag": .public]
    }
#endif
