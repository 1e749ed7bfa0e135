import CoreMetrics
import Foundation
import ResponderChain
import ResponderChainMetrics

extension Scenarios {
    /// What the metrics bridge adds to a dispatch: the same dispatch observed by one observer that only keeps the
    /// route (the baseline), and observed by the installed bridge, whose factory's handlers only add to a number.
    /// A dispatch nobody observes pays nothing for either (ClassChain's tracing rows).
    static func metrics() -> [Scenario] {
        var scenarios: [Scenario] = []
        for depth in [4, 16] {
            let subject = "observed dispatch depth \(depth), payload error"
            scenarios.append(
                Scenario("Metrics", subject, "baseline: one observer keeps the route", baseline: true) { count in
                    let chain = levels(depth, .helper)
                    let error: any Error = UploadFailed.rejected(path: "/Users/ada/report.pdf", attempts: 3)
                    let observation = DispatchRoute.observe { consume($0) }
                    for _ in 0..<count { consume(await chain[depth - 1].dispatch(error)) }
                    observation.cancel()
                }
            )
            scenarios.append(
                Scenario("Metrics", subject, "metrics bridge installed") { count in
                    let chain = levels(depth, .helper)
                    let error: any Error = UploadFailed.rejected(path: "/Users/ada/report.pdf", attempts: 3)
                    let observation = MetricsBridge.install(factory: SummingMetrics())
                    for _ in 0..<count { consume(await chain[depth - 1].dispatch(error)) }
                    observation.cancel()
                }
            )
        }
        return scenarios
    }
}

/// A metrics backend that only adds up what it is given: the cheapest a real backend could be, so that the row
/// shows what the bridge itself costs.
private final class SummingMetrics: MetricsFactory {
    func makeCounter(label: String, dimensions: [(String, String)]) -> any CounterHandler { SummingHandler() }
    func makeRecorder(label: String, dimensions: [(String, String)], aggregate: Bool) -> any RecorderHandler {
        SummingHandler()
    }
    func makeTimer(label: String, dimensions: [(String, String)]) -> any TimerHandler { SummingHandler() }
    func destroyCounter(_ handler: any CounterHandler) {}
    func destroyRecorder(_ handler: any RecorderHandler) {}
    func destroyTimer(_ handler: any TimerHandler) {}
}

/// Adds every value to a total, under a lock.
private final class SummingHandler: CounterHandler, RecorderHandler, TimerHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var total: Int64 = 0

    private func add(_ value: Int64) {
        lock.lock()
        total &+= value
        lock.unlock()
    }

    func increment(by amount: Int64) { add(amount) }
    func reset() { lock.withLock { total = 0 } }
    func record(_ value: Int64) { add(value) }
    func record(_ value: Double) { add(Int64(value)) }
    func recordNanoseconds(_ duration: Int64) { add(duration) }
}
