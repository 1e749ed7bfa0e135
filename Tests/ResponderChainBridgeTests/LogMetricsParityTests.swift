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

            var resolution: String {
                switch self {
                case .answered: "answered"
                case .cancelled: "cancelled"
                case .unhandled, .cyclic, .parentGone, .reportedByHand: "unhandled"
                }
            }

            func dispatch(_ error: TaggedError) async {
                switch self {
                case .answered, .unhandled, .cancelled, .cyclic:
                    _ = await Scenario(rawValue: rawValue)!.dispatch(error)
                case .parentGone:
                    let gone: (any ErrorResponder)? = nil
                    _ = await gone.dispatch(error)
                case .reportedByHand:
                    _ = UnhandledTerminal.report(error, reason: .responderReleased, lastResponder: "Screen")
                }
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
        }
    }
#endif
