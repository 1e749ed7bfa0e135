#if Tracing
    import Foundation
    public import ResponderChain
    public import Tracing

    /// Turns each dispatch into a span of swift-distributed-tracing, nested under the span that was current where the
    /// dispatch ran, so that an error raised inside a traced request appears in the same trace.
    ///
    /// ```swift
    /// import ResponderChainTracing
    ///
    /// let errorTracing = TracingBridge.install()   // keep it while the app runs
    /// ```
    ///
    /// Each span:
    /// - is named after the dispatched value's type (`NetworkError`) and is of kind `internal`;
    /// - starts when the dispatch started and ends when the origin had its answer;
    /// - has the attributes named in ``DispatchSpanAttributes``: the value, how the dispatch ended, the evaluation,
    ///   who answered and how many responders were asked;
    /// - has one event per responder asked, named after it, at the time it was asked;
    /// - has status `error` when the dispatch went unhandled (message `unhandled: ` and the reason, and the error
    ///   recorded) or was cancelled (message `cancelled`: the origin received `.cancel`, not an answer); no status
    ///   otherwise, as OpenTelemetry asks of instrumentation libraries.
    ///
    /// Spans are made when a dispatch finishes, on the task that finished it, with the tracer active there
    /// (``install()``) or the one you pass (``ResponderChain/DispatchRoute/observeTracing(with:)``). The parent is
    /// that task's current
    /// `ServiceContext`: the origin's, unless the dispatch was finished elsewhere (an `ErrorHandler`'s completion
    /// handler called from another task).
    public enum TracingBridge {
        /// Traces every dispatch in the process with the tracer active where it runs: the one bound by
        /// `withTracer(_:_:)` on that task, otherwise the one bootstrapped in `InstrumentationSystem`.
        ///
        /// Installing again while an installation is kept does not trace anything twice: all installations share
        /// one observer, which stops when the last of them is cancelled or released.
        ///
        /// - Returns: the installation; dispatches are traced while you keep it.
        public static func install() -> Installation {
            Installation()
        }

        /// The trace id of the work under way: the one the active tracer propagates for `context`, as W3C's
        /// `traceparent` header carries it, or under a header whose name ends in `trace-id`; `nil` outside a trace,
        /// or when the tracer propagates neither.
        ///
        /// Give it to ``ResponderChain/ErrorReporting`` so that a user's report names the trace of the error:
        ///
        /// ```swift
        /// queue.reporting = ErrorReporting(traceID: { TracingBridge.currentTraceID() }, preview: …, send: …)
        /// ```
        ///
        /// - Parameter context: the context; the task's current one unless given.
        /// - Returns: the trace id, or `nil`.
        public static func currentTraceID(in context: ServiceContext? = .current) -> String? {
            guard let context else { return nil }
            var headers: [String: String] = [:]
            InstrumentationSystem.tracer.inject(context, into: &headers, using: HeaderInjector())
            if let parent = headers.first(where: { $0.key.lowercased() == "traceparent" })?.value {
                let fields = parent.split(separator: "-")
                return fields.count >= 3 ? String(fields[1]) : nil
            }
            return headers.first { $0.key.lowercased().hasSuffix("trace-id") }?.value
        }

        /// Writes a propagated header into a dictionary.
        private struct HeaderInjector: Injector {
            func inject(_ value: String, forKey key: String, into carrier: inout [String: String]) {
                carrier[key] = value
            }
        }

        /// A reason for ``TracingBridge`` to trace with the active tracer; see ``TracingBridge/install()``.
        public final class Installation: Sendable {
            /// How many installations are kept, and the observer they share while there is at least one.
            private static let shared = Guarded<(count: Int, observation: DispatchObservation?)>((0, nil))

            private let isCancelled = Guarded(false)

            fileprivate init() {
                Self.shared.withLock { shared in
                    shared.count += 1
                    if shared.observation == nil {
                        shared.observation = DispatchRoute.observe { route in
                            TracingBridge.record(route, with: InstrumentationSystem.tracer)
                        }
                    }
                }
            }

            /// Gives up this installation; tracing stops when no other is kept. Calling it again does nothing.
            public func cancel() {
                let first = isCancelled.withLock { cancelled in
                    defer { cancelled = true }
                    return !cancelled
                }
                guard first else { return }
                let ended: DispatchObservation? = Self.shared.withLock { shared in
                    shared.count -= 1
                    guard shared.count == 0 else { return nil }
                    defer { shared.observation = nil }
                    return shared.observation
                }
                ended?.cancel()
            }

            deinit {
                cancel()
            }
        }

        /// Records `route`, a dispatch that just finished, as a span of `tracer`, ending now.
        ///
        /// The observers call it for you; call it yourself for routes you collected with
        /// `DispatchRoute.trace(isolation:operation:)`, right after the scope ends.
        ///
        /// - Parameters:
        ///   - route: the dispatch.
        ///   - tracer: the tracer that records the span.
        ///   - context: the parent context; by default the current one.
        public static func record(
            _ route: DispatchRoute,
            with tracer: any Tracer,
            context: @autoclosure () -> ServiceContext = .current ?? .topLevel
        ) {
            let end = DefaultTracerClock.now
            let timeline = Timeline(route: route, end: end.nanosecondsSinceEpoch)
            let span = tracer.startSpan(
                route.value.typeName,
                context: context(),
                ofKind: .internal,
                at: timeline.start
            )
            // A span that records nothing (a no-op tracer's) needs no attributes worked out for it.
            if span.isRecording {
                span.attributes = DispatchSpanAttributes.of(route)
            }
            for (index, hop) in route.hops.enumerated() {
                span.addEvent(
                    SpanEvent(
                        name: hop.name,
                        at: timeline.instant(ofHop: index),
                        attributes: DispatchSpanAttributes.of(hop, at: index)
                    )
                )
            }
            switch route.resolution {
            case .answered:
                break
            case .unhandled(let reason):
                if let error = route.value.error {
                    span.recordError(ErrorPrivacy.currentPolicy.handOver(error), attributes: [:], at: end)
                }
                span.setStatus(SpanStatus(code: .error, message: "unhandled: \(reason)"))
            case .cancelled:
                span.setStatus(SpanStatus(code: .error, message: "cancelled"))
            @unknown default:
                span.setStatus(SpanStatus(code: .error, message: "\(route.resolution)"))
            }
            span.end(at: end)
        }
    }

    extension DispatchRoute {
        /// Records every dispatch in the process as a span of `tracer`; see ``TracingBridge`` for what each span
        /// holds. To trace with whichever tracer is active where each dispatch runs, use
        /// ``TracingBridge/install()``.
        ///
        /// - Parameter tracer: the tracer that records the spans.
        /// - Returns: the observation; keep it for as long as you want dispatches traced.
        public static func observeTracing(with tracer: any Tracer) -> DispatchObservation {
            observe { route in
                TracingBridge.record(route, with: tracer)
            }
        }
    }

    /// When a finished dispatch and each of its hops happened, on the tracer's wall clock: the end is now, the
    /// start is the end less the route's duration, and each hop is the start plus its offset. A duration longer
    /// than the time since the epoch starts the span at the epoch; a hop never lies outside the span.
    private struct Timeline {
        let start: DefaultTracerClock.Instant
        private let hopOffsets: [UInt64]

        init(route: DispatchRoute, end: UInt64) {
            if #available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *) {
                let length = min(Self.nanoseconds(route.duration), end)
                start = DefaultTracerClock.Instant(nanosecondsSinceEpoch: end - length)
                hopOffsets = route.hopOffsets.map { min(Self.nanoseconds($0), length) }
            } else {
                start = DefaultTracerClock.Instant(nanosecondsSinceEpoch: end)
                hopOffsets = Array(repeating: 0, count: route.hops.count)
            }
        }

        func instant(ofHop index: Int) -> DefaultTracerClock.Instant {
            DefaultTracerClock.Instant(nanosecondsSinceEpoch: start.nanosecondsSinceEpoch + hopOffsets[index])
        }

        @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
        private static func nanoseconds(_ duration: Duration) -> UInt64 {
            let (seconds, attoseconds) = duration.components
            guard seconds >= 0, attoseconds >= 0 else { return 0 }
            let (whole, overflow) = UInt64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
            let (total, overflowToo) = whole.addingReportingOverflow(UInt64(attoseconds / 1_000_000_000))
            return overflow || overflowToo ? UInt64.max : total
        }
    }

    /// A value behind a lock, as any bridge keeps its state: only ever read or written inside `withLock`, which holds
    /// the lock for the whole access, so `@unchecked Sendable` is sound.
    final class Guarded<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Value

        init(_ value: Value) {
            self.value = value
        }

        func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
            lock.lock()
            defer { lock.unlock() }
            return try body(&value)
        }
    }
#endif
