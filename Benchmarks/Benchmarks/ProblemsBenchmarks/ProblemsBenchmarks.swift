import Benchmark
import BenchmarkScenarios

// The Problems scenarios, each next to its hand-written baseline, with package-benchmark's metrics. Instructions need
// the machine's performance counters; where they are missing, Benchmarks/run.sh counts them with callgrind.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.instructions, .mallocCountTotal, .wallClock],
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        // For `thresholds check`: mallocs may differ by a couple per sample (runtime caches); wall clock on a
        // shared 2-core machine varies so much that only a doubling counts.
        thresholds: [
            .mallocCountTotal: .init(absolute: [.p90: 2]),
            .wallClock: .init(relative: [.p90: 100]),
        ]
    )
    for scenario in Scenarios.area("Problems") {
        Benchmark(scenario.benchmarkName) { benchmark in
            await scenario.run(benchmark.scaledIterations.count)
        }
    }
}
