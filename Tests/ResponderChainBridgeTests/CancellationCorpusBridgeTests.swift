#if Logging && Metrics && IssueReporting
    import Foundation
    import InMemoryLogging
    import IssueReporting
    import Logging
    import MetricsTestKit
    import ResponderChain
    import ResponderChainIssueReporting
    import ResponderChainLogging
    import ResponderChainMetrics
    import ResponderChainTesting
    import Testing

    /// A presenter that answers every alert at once with its last button, as a user who always dismisses.
    @MainActor
    private final class DismissingPresenter: ErrorPresenter {
        private(set) var shown: [AlertModel] = []

        func present(_ alert: AlertModel) async -> AlertButton? {
            shown.append(alert)
            return alert.buttons.last
        }
    }

    /// The corpus through every bridge at once: a cancellation, however it is wrapped, is counted only under
    /// `resolution=cancelled`, logged only below `error` and reported nowhere; a look-alike is shown and counted as
    /// answered.
    @MainActor
    @Suite(.isolatedResponderChain, .timeLimit(.minutes(2))) struct CancellationCorpusBridgeTests {
        /// What the bridges made of some dispatches.
        private struct Outputs {
            let metrics: TestMetrics
            let log: InMemoryLogHandler
            let issues: RecordingReporter
            let shown: [AlertModel]

            /// The `resolution` of every error counted, once per count.
            var countedResolutions: [String] {
                metrics.counters(label: "responder_chain_errors").flatMap { counter in
                    let resolution = counter.dimensions.first { $0.0 == "resolution" }?.1 ?? "?"
                    return Array(repeating: resolution, count: Int(counter.totalValue))
                }
            }
        }

        /// Dispatches each error through a screen's chain to a `CategoryResponder`, through rules, through an action
        /// and through `withRetry`, with every bridge installed process-wide as an app installs them.
        private func dispatchEverywhere(_ errors: [any Error]) async -> Outputs {
            let metrics = TestMetrics()
            let log = InMemoryLogHandler()
            var logger = Logger(label: "app.errors") { [log] _ in log }
            logger.logLevel = .trace
            let issues = RecordingReporter()
            let counting = MetricsBridge.install(factory: metrics)
            let logging = LoggingBridge.install(logger)
            IssueReportingBridge.replaceAlarm()
            let presenter = DismissingPresenter()
            let categories = CategoryResponder(presentingOn: PresentationQueue(presenter: presenter))
            let screen = RecordingResponder("Screen", parent: categories)
            let rules = ErrorHandler(name: "Rules", parentResponder: categories).onNoMatch(.passOn)
            let action = RespondToErrorAction(responder: categories)
            await withIssueReporters([issues]) {
                for error in errors {
                    _ = await screen.dispatch(error)
                    _ = await rules.respond(to: error)
                    _ = await action(error)
                    _ = try? await withRetry(asking: categories, maxAttempts: 1, clock: ManualClock()) {
                        () async throws -> Int in throw error
                    }
                }
            }
            counting.cancel()
            logging.cancel()
            return Outputs(metrics: metrics, log: log, issues: issues, shown: presenter.shown)
        }

        @Test func noCancellationIsShownCountedAsAFailureLoggedAtErrorOrReported() async {
            let corpus = CancellationCorpus.cancellations
            let outputs = await dispatchEverywhere(corpus.map(\.error))
            #expect(outputs.shown.isEmpty, "shown: \(outputs.shown)")
            #expect(outputs.countedResolutions.count == corpus.count * 3, "one count per dispatch")
            #expect(outputs.countedResolutions.allSatisfy { $0 == "cancelled" })
            #expect(outputs.log.entries.filter { $0.level >= .error }.isEmpty)
            #expect(outputs.log.entries.count == corpus.count * 3)
            #expect(outputs.issues.reported.isEmpty)
        }

        @Test func everyLookAlikeIsShownAndCountedAsAnswered() async {
            let corpus = CancellationCorpus.lookAlikes
            let outputs = await dispatchEverywhere(corpus.map(\.error))
            #expect(outputs.shown.count == corpus.count * 4)
            #expect(outputs.countedResolutions.count == corpus.count * 4)
            #expect(outputs.countedResolutions.allSatisfy { $0 == "answered" })
            #expect(outputs.issues.reported.isEmpty)
        }
    }
#endif
