#if Logging && Metrics
    import InMemoryLogging
    import Logging
    import MetricsTestKit
    import ResponderChain
    import ResponderChainLogging
    import ResponderChainMetrics
    import ResponderChainTesting
    import Testing

    /// What is logged is what is counted: with both bridges installed, every error the logging bridge writes is
    /// counted once by the metrics bridge, under the same resolution, whichever way its dispatch ended.
    @MainActor
    @Suite(.isolatedResponderChain, .timeLimit(.minutes(1))) struct LogMetricsParityTests {
        /// The ways a dispatch ends, each with the resolution both bridges must give it.
        enum Ending: String, CaseIterable, Sendable {
            case answered, unhandled, cancelled, cyclic
            case parentGone = "parent gone"
            case reportedByHand = "reported by hand"
            case cutOff = "an action cut off by its time limit, nobody above"
            case cutOffThenAnswered = "an action cut off by its time limit, the parent answers"

            var resolution: String {
                switch self {
                case .answered, .cutOffThenAnswered: "answered"
                case .cancelled: "cancelled"
                case .unhandled, .cyclic, .parentGone, .reportedByHand, .cutOff: "unhandled"
                }
            }

            /// Whether the route holds the hop that marks the cut.
            var isCutOff: Bool { self == .cutOff || self == .cutOffThenAnswered }

            func dispatch(_ error: TaggedError) async {
                switch self {
                case .answered, .unhandled, .cancelled, .cyclic:
                    _ = await Scenario(rawValue: rawValue)!.dispatch(error)
                case .parentGone:
                    let gone: (any ErrorResponder)? = nil
                    _ = await gone.dispatch(error)
                case .reportedByHand:
                    _ = UnhandledTerminal.report(error, reason: .responderReleased, lastResponder: "Screen")
                case .cutOff, .cutOffThenAnswered:
                    await Self.cutOff(error, parentAnswers: self == .cutOffThenAnswered)
                }
            }

            /// Dispatches `error` to a handler whose one action never finishes, and cuts it off at its limit.
            @MainActor
            static func cutOff(_ error: TaggedError, parentAnswers: Bool) async {
                let clock = ManualClock()
                let parent = ErrorResponderChain(name: "Parent")
                if parentAnswers { _ = parent.connect { _ in .proceed } }
                let handler = ErrorHandler(name: "Screen", parentResponder: parentAnswers ? parent : nil)
                    .limitingActions(to: .seconds(5), clock: clock)
                    .on(
                        error: .type(TaggedError.self),
                        then: .perform { _ in
                            try? await clock.sleep(for: .seconds(3600))
                            return .retry
                        })
                async let evaluation = handler.dispatch(error)
                await clock.waitForSleepers(2)
                clock.advance(by: .seconds(5))
                _ = await evaluation
            }
        }

        @Test(arguments: Ending.allCases)
        func eachErrorLoggedIsCountedOnce(_ ending: Ending) async throws {
            let handler = InMemoryLogHandler()
            var logger = Logger(label: "app.errors") { _ in handler }
            logger.logLevel = .trace
            let metrics = TestMetrics()
            let counting = MetricsBridge.install(factory: metrics)
            let logging = LoggingBridge.install(logger)
            let error = TaggedError()
            _ = await UnhandledCapture.run { await ending.dispatch(error) }
            counting.cancel()
            logging.cancel()

            let logged = handler.entries.filter {
                $0.metadata[DispatchLogMetadata.value]?.description.contains(error.tag) == true
            }
            let counters = metrics.counters(label: "responder_chain_errors")
            try #require(logged.count == 1, "logged \(logged.count) times")
            #expect(counters.map(\.totalValue) == [1], "counted \(counters.map(\.totalValue))")
            let countedResolution = counters.first?.dimensions.first { $0.0 == "resolution" }?.1
            #expect(logged[0].metadata[DispatchLogMetadata.resolution]?.description == ending.resolution)
            #expect(countedResolution == ending.resolution)
            #expect((logged[0].level >= .error) == (ending.resolution == "unhandled"))
            let hops = logged[0].metadata[DispatchLogMetadata.hops]?.description ?? ""
            #expect(hops.contains("action cut off at its time limit") == ending.isCutOff, "hops: \(hops)")
        }
    }
#endif
