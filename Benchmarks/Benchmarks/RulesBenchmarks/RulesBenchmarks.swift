import Benchmark
import BenchmarkScenarios

// The Rules scenarios, each next to its hand-written baseline, with package-benchmark's metrics. Instructions need
// the machine's performance counters; where they are missing, Benchmarks/run.sh counts them with callgrind.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.instructions, .mallocCountTotal, .wallClock],
        scalingFactor: .kilo,
        maxDuration: .seconds(2)
    )
    for scenario in Scenarios.area("Rules") {
        Benchmark(scenario.benchmarkName) { benchmark in
            await scenario.run(benchmark.scaledIterations.count)
        }
    }
}
