#if Metrics
    import CoreMetrics
    import Foundation
    import MetricsTestKit
    import ResponderChain
    import ResponderChainMetrics
    import ResponderChainTesting
    import Testing

    /// A presenter that answers every alert at once with its first button, as a user who always taps the first one.
    @MainActor
    private final class FirstButtonPresenter: ErrorPresenter {
        var presentableStyles: Set<PresentationStyle.Kind> { [.alert, .banner, .inline] }

        func present(_ alert: AlertModel) async -> AlertButton? {
            alert.buttons.first
        }
    }

    /// Errors of the generic-share table: which show the generic text, and which a text of their own.
    private enum ShareError: Error, CaseIterable {
        case generic
        case genericToo
    }

    private struct OwnText: LocalizedError {
        var errorDescription: String? { "Your basket is full" }
    }

    private struct Status: HTTPStatusError {
        let httpStatus: Int?
    }

    /// A value of `dimension` on a metric.
    private func value(_ dimension: String, of dimensions: [(String, String)]) -> String? {
        dimensions.first { $0.0 == dimension }?.1
    }

    /// Every dimension value the factory was asked for, across every metric.
    private func dimensionValues(_ metrics: TestMetrics) -> [String] {
        (metrics.counters.map(\.dimensions) + metrics.timers.map(\.dimensions)).flatMap { $0.map(\.1) }
    }

    /// A factory that makes its metrics with `TestMetrics`, and counts how often it was asked for each label.
    private final class CountingFactory: MetricsFactory {
        let metrics = TestMetrics()
        private let asked = Locked<[String: Int]>([:])

        /// How often a metric labelled `label` was asked for.
        func asks(_ label: String) -> Int {
            asked.withLock { $0[label, default: 0] }
        }

        private func count(_ label: String) {
            asked.withLock { $0[label, default: 0] += 1 }
        }

        func makeCounter(label: String, dimensions: [(String, String)]) -> any CounterHandler {
            count(label)
            return metrics.makeCounter(label: label, dimensions: dimensions)
        }

        func makeRecorder(label: String, dimensions: [(String, String)], aggregate: Bool) -> any RecorderHandler {
            count(label)
            return metrics.makeRecorder(label: label, dimensions: dimensions, aggregate: aggregate)
        }

        func makeTimer(label: String, dimensions: [(String, String)]) -> any TimerHandler {
            count(label)
            return metrics.makeTimer(label: label, dimensions: dimensions)
        }

        func destroyCounter(_ handler: any CounterHandler) {
            metrics.destroyCounter(handler)
        }

        func destroyRecorder(_ handler: any RecorderHandler) {
            metrics.destroyRecorder(handler)
        }

        func destroyTimer(_ handler: any TimerHandler) {
            metrics.destroyTimer(handler)
        }
    }

    /// The bridge with an injected factory, inside tests isolated from each other: each test's observation sees its
    /// own dispatches and presentations only, however many run at once.
    @MainActor
    @Suite("Metrics bridge", .isolatedResponderChain, .timeLimit(.minutes(2)))
    struct MetricsBridgeTests {
        @Test("the limits by default: 200 grouping identifiers, 100 error types, 100 responder names")
        func defaultLimits() {
            let limits = DispatchMetricLimits()
            #expect(limits.groupingIDs == 200)
            #expect(limits.errorTypes == 100)
            #expect(limits.responders == 100)
        }

        @Test("each error dispatched is counted once, by grouping identifier, type, resolution, responder, evaluation")
        func countsEachDispatch() async throws {
            for scenario in Scenario.allCases {
                let metrics = TestMetrics()
                let observation = MetricsBridge.install(factory: metrics)
                let error = TaggedError()
                _ = await UnhandledCapture.run { await scenario.dispatch(error) }
                observation.cancel()

                let counters = metrics.counters(label: "responder_chain_errors")
                try #require(counters.count == 1, "\(scenario)")
                let counter = counters[0]
                #expect(counter.totalValue == 1)
                #expect(
                    counter.dimensions.map(\.0) == [
                        "grouping_id", "error_type", "resolution", "responder", "evaluation",
                    ])
                #expect(value("grouping_id", of: counter.dimensions) == ErrorChain.groupingID(of: error))
                #expect(value("error_type", of: counter.dimensions) == "TaggedError")
                #expect(value("resolution", of: counter.dimensions) == scenario.resolution)
                #expect(value("responder", of: counter.dimensions) == (scenario == .answered ? "App" : "(none)"))
                #expect(value("evaluation", of: counter.dimensions) == "\(scenario.evaluation)")
                // One timer per resolution, made when the bridge is installed; this dispatch's has its one value.
                let timers = metrics.timers(label: "responder_chain_error_dispatch_duration")
                #expect(
                    Set(timers.compactMap { value("resolution", of: $0.dimensions) }) == [
                        "answered", "unhandled", "cancelled",
                    ])
                let timed = timers.filter { !$0.values.isEmpty }
                #expect(timed.map(\.values.count) == [1])
                #expect(timed.first.map { value("resolution", of: $0.dimensions) } == scenario.resolution)
            }
        }

        @Test(
            "a rule that answers is counted under its handler's name; once the observation ends, nothing is counted")
        func rulesFoldIntoTheirHandler() async throws {
            let metrics = TestMetrics()
            let observation = MetricsBridge.install(factory: metrics)
            let handler = ErrorHandler(name: "DefaultRules").on(error: .code(7), then: .doNothing)
            for code in [7, 7] {
                _ = await handler.dispatch(NSError(domain: "com.example", code: code))
            }
            observation.cancel()
            _ = await handler.dispatch(NSError(domain: "com.example", code: 7))

            let counters = metrics.counters(label: "responder_chain_errors")
            try #require(counters.count == 1)
            #expect(value("responder", of: counters[0].dimensions) == "DefaultRules")
            #expect(value("error_type", of: counters[0].dimensions) == "NSError")
            #expect(counters[0].totalValue == 2)
        }

        @Test(
            "distinct values beyond a dimension's limit count under the overflow value, and nothing is lost",
            arguments: [-3, 0, 1, 3, 12]
        )
        func dimensionsAreBounded(limit: Int) async throws {
            let metrics = TestMetrics()
            let observation = MetricsBridge.install(
                factory: metrics, limits: DispatchMetricLimits(groupingIDs: limit, errorTypes: limit, responders: limit)
            )
            let codes = Array(0..<12)
            let chain = ErrorResponderChain(name: "Screen")
            for code in codes + codes {
                _ = chain.connect(name: "Rule \(code)") { _ in .proceed }
                _ = await chain.dispatch(NSError(domain: "com.example.bounded", code: code))
            }
            observation.cancel()

            let counters = metrics.counters(label: "responder_chain_errors")
            let groupingIDs = Set(counters.compactMap { value("grouping_id", of: $0.dimensions) })
            let responders = Set(counters.compactMap { value("responder", of: $0.dimensions) })
            // A limit below zero counts as zero.
            #expect(groupingIDs.subtracting([MetricsBridge.overflowValue]).count == max(0, min(limit, codes.count)))
            #expect(responders.subtracting([MetricsBridge.overflowValue]).count <= max(0, limit))
            #expect(groupingIDs.contains(MetricsBridge.overflowValue) == (limit < codes.count))
            #expect(counters.reduce(0) { $0 + $1.totalValue } == Int64(2 * codes.count))
            // The first values seen keep their own, and keep it when they come again.
            let kept = counters.filter { value("grouping_id", of: $0.dimensions) != MetricsBridge.overflowValue }
            #expect(kept.allSatisfy { $0.totalValue == 2 })
        }

        @Test("no dimension holds what an error carries: every canary answered, unhandled and presented")
        func dimensionsHoldNoCanary() async throws {
            let metrics = TestMetrics()
            let observation = MetricsBridge.install(factory: metrics)
            let presenter = FirstButtonPresenter()
            let categories = CategoryResponder(presentingOn: PresentationQueue(presenter: presenter))
            let chain = ErrorResponderChain(name: "Screen")
            _ = chain.connect(name: "Categories") { await categories.respond(to: $0) }
            _ = await UnhandledCapture.run {
                for (_, error, _) in Canary.carriers {
                    _ = await chain.dispatch(error)
                    _ = await ErrorResponderChain(name: "Nobody").dispatch(error)
                }
            }
            observation.cancel()

            let values = dimensionValues(metrics)
            #expect(metrics.counterTotal(label: "responder_chain_errors") == Int64(2 * Canary.carriers.count))
            #expect(metrics.counterTotal(label: "responder_chain_presentations") == Int64(Canary.carriers.count))
            #expect(Canary.found(in: values.joined(separator: "\n")).isEmpty, "\(values)")
            let types = Set(metrics.counters.compactMap { value("error_type", of: $0.dimensions) })
            #expect(
                types.isSuperset(of: ["CanaryError", "CanaryUploadFailed", "CanaryWrapper", "NSError", "URLError"]))
        }

        @Test("over 1,000 presented errors, the generic-text share by grouping identifier is exact")
        func genericShareIsExact() async throws {
            // The table: each error, and whether the alert it gets shows the generic text. A built-in mapping (a
            // URLError, an HTTP status) counts as specific.
            let table: [(error: any Error, generic: Bool)] = [
                (ShareError.generic, true),
                (ShareError.genericToo, true),
                (OwnText(), false),
                (URLError(.notConnectedToInternet), false),
                (Status(httpStatus: 503), false),
                (Status(httpStatus: nil), true),
            ]
            // A fixed mix, interleaved so that no two neighbours repeat the same pattern.
            let picks = (0..<1_000).map { ($0 * 7 + $0 / 3) % table.count }
            let metrics = TestMetrics()
            let observation = MetricsBridge.install(factory: metrics)
            let presenter = FirstButtonPresenter()
            let categories = CategoryResponder(presentingOn: PresentationQueue(presenter: presenter))
            for pick in picks {
                _ = await categories.dispatch(table[pick].error)
            }
            observation.cancel()

            var expected: [String: (generic: Int64, specific: Int64)] = [:]
            for pick in picks {
                let id = ErrorChain.groupingID(of: table[pick].error)
                if table[pick].generic {
                    expected[id, default: (0, 0)].generic += 1
                } else {
                    expected[id, default: (0, 0)].specific += 1
                }
            }
            var counted: [String: (generic: Int64, specific: Int64)] = [:]
            for counter in metrics.counters(label: "responder_chain_presentations") {
                let id = try #require(value("grouping_id", of: counter.dimensions))
                #expect(value("outcome", of: counter.dimensions) == "answered")
                #expect(value("style", of: counter.dimensions) == "alert")
                switch value("text", of: counter.dimensions) {
                case "generic": counted[id, default: (0, 0)].generic += counter.totalValue
                case "specific": counted[id, default: (0, 0)].specific += counter.totalValue
                case let other: Issue.record("text dimension \(other ?? "missing")")
                }
            }
            #expect(counted.count == expected.count)
            for (id, shares) in expected {
                #expect(counted[id]?.generic == shares.generic && counted[id]?.specific == shares.specific, "\(id)")
            }
            #expect(metrics.counterTotal(label: "responder_chain_presentations") == 1_000)
            #expect(metrics.timers(label: "responder_chain_time_to_answer").reduce(0) { $0 + $1.values.count } == 1_000)
        }

        @Test("a metric is made once per set of dimension values: the same error again reuses its counters and timer")
        func metricsAreMadeOnce() async {
            let factory = CountingFactory()
            let observation = MetricsBridge.install(factory: factory)
            let presenter = FirstButtonPresenter()  // a queue holds its presenter weakly
            let categories = CategoryResponder(presentingOn: PresentationQueue(presenter: presenter))
            for _ in 0..<3 {
                _ = await categories.dispatch(ShareError.generic)
            }
            observation.cancel()

            // One timer per resolution, at install; then one of each for the values this error brought.
            #expect(factory.asks("responder_chain_error_dispatch_duration") == 3)
            #expect(factory.asks("responder_chain_errors") == 1)
            #expect(factory.asks("responder_chain_presentations") == 1)
            #expect(factory.asks("responder_chain_time_to_answer") == 1)
            #expect(factory.metrics.counterTotal(label: "responder_chain_errors") == 3)
            #expect(factory.metrics.counterTotal(label: "responder_chain_presentations") == 3)
            #expect(factory.metrics.timers(label: "responder_chain_time_to_answer").map(\.values.count) == [3])
        }

        @Test(
            "one time to answer per answered presentation, on the queue's clock; none for one dismissed, cancelled or withdrawn"
        )
        func timeToAnswer() async throws {
            let metrics = TestMetrics()
            let observation = MetricsBridge.install(factory: metrics)
            let clock = ManualClock()
            let presenter = ManualPresenter(showing: [.alert, .banner])
            let queue = PresentationQueue(presenter: presenter, clock: clock)
            let retrying = AlertModel(
                title: "Upload failed",
                buttons: [
                    AlertButton("Retry", evaluation: .retry), AlertButton("Cancel", role: .cancel, evaluation: .cancel),
                ]
            )
            let handler = ErrorHandler(name: "Uploads", presentingOn: queue)
                .on(error: .code(1), then: .present(alert: retrying))
                .on(error: .code(2), then: .present(alert: retrying, style: .banner(duration: 4)))
            let upload = NSError(domain: "com.example.upload", code: 1)

            // Answered after 3 s, by two identical errors that joined one alert: one presentation, one answer.
            async let first = handler.dispatch(upload)
            async let second = handler.dispatch(upload)
            await presenter.waitForPresentation()
            clock.advance(by: .seconds(3))
            presenter.choose("Retry")
            #expect(await [first, second] == [.retry, .retry])

            // A banner whose time runs out: dismissed by the system, not answered.
            async let banner = handler.dispatch(NSError(domain: "com.example.upload", code: 2))
            await presenter.waitForPresentation(2)
            await clock.waitForSleepers()
            clock.advance(by: .seconds(4))
            _ = await banner

            // An alert whose dispatch is cancelled while it is on screen.
            let cancelled = Task { await handler.dispatch(NSError(domain: "com.example.upload", code: 1)) }
            await presenter.waitForPresentation(3)
            clock.advance(by: .seconds(5))
            cancelled.cancel()
            _ = await cancelled.value

            // An alert on screen when the app lets go of its presenter: withdrawn, the presenter unavailable. The
            // rule then leaves the error to the handler's parent.
            let app = RecordingResponder("App", otherwise: { _ in .cancel })
            handler.parentResponder = app
            async let withdrawn = handler.dispatch(NSError(domain: "com.example.upload", code: 1))
            await presenter.waitForPresentation(4)
            clock.advance(by: .seconds(1))
            queue.presenter = nil
            #expect(await withdrawn == .cancel)
            #expect(app.received.count == 1)
            observation.cancel()

            let timers = metrics.timers(label: "responder_chain_time_to_answer")
            try #require(timers.count == 1)
            #expect(timers[0].values == [3_000_000_000])
            #expect(value("style", of: timers[0].dimensions) == "alert")
            #expect(value("evaluation", of: timers[0].dimensions) == "retry")
            let outcomes = metrics.counters(label: "responder_chain_presentations").map {
                "\(value("style", of: $0.dimensions) ?? "?") \(value("outcome", of: $0.dimensions) ?? "?") \($0.totalValue)"
            }
            #expect(
                outcomes.sorted() == [
                    "alert answered 1", "alert cancelled 1", "alert unavailable 1", "banner dismissed 1",
                ])
        }

        @Test("operations held offline are counted as held, then resumed, expired or cancelled; each outage is timed")
        func offlineOperations() async throws {
            let metrics = TestMetrics()
            let observation = MetricsBridge.install(factory: metrics)
            defer { observation.cancel() }
            let path = ManualNetworkPath(.unsatisfied())
            let clock = ManualClock()
            let offline = OfflineResponder(path: path, presentingOn: nil, clock: clock)
            let operations = (0..<3).map { _ in
                Task { @MainActor in
                    var attempts = 0
                    return try await withRetry(asking: offline, backoff: .immediate, clock: clock) {
                        attempts += 1
                        if attempts == 1 { throw URLError(.notConnectedToInternet) }
                        return attempts
                    }
                }
            }
            await clock.waitForSleepers(3)  // three holds
            operations[0].cancel()
            _ = await operations[0].result
            clock.advance(by: .seconds(5))
            path.set(.satisfied)
            await clock.waitForSleepers(1)  // the second resumption; the first needs no wait
            clock.advance(by: .seconds(1))
            #expect(try await operations[1].value == 2)
            #expect(try await operations[2].value == 2)

            path.set(.unsatisfied())
            let expiring = Task { @MainActor in
                try await withRetry(asking: offline, backoff: .immediate, clock: clock) { () throws -> Int in
                    throw URLError(.notConnectedToInternet)
                }
            }
            await clock.waitForSleepers(1)
            clock.advance(by: .seconds(60))
            _ = await expiring.result

            let counts = metrics.counters(label: "responder_chain_offline_operations").map {
                "\(value("outcome", of: $0.dimensions) ?? "?") \($0.totalValue)"
            }
            #expect(counts.sorted() == ["cancelled 1", "expired 1", "held 4", "resumed 2"])
            let timers = metrics.timers(label: "responder_chain_time_offline")
            #expect(timers.map(\.values) == [[5_000_000_000]])
        }
    }
#endif
