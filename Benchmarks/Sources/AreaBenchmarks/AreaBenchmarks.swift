public import Benchmark
import BenchmarkScenarios

/// Registers the scenarios of one area with package-benchmark, each next to its hand-written baseline.
///
/// The metrics are instructions (where the machine's performance counters allow; elsewhere `run.sh` counts them
/// with valgrind), mallocs and wall clock. For `thresholds check`, mallocs may differ by `mallocTolerance` per
/// sample (runtime caches), and wall clock, on a shared 2-core machine, varies so much that only a doubling counts.
///
/// - Parameters:
///   - area: the area, as in ``Scenarios/area(_:)``.
///   - scalingFactor: the iterations per sample: `.kilo` for paths of microseconds, `.one` for longer ones.
///   - mallocTolerance: the mallocs per sample a check allows beyond the recorded threshold.
public func registerBenchmarks(
    area: String,
    scalingFactor: BenchmarkScalingFactor = .kilo,
    mallocTolerance: Int = 2
) {
    Benchmark.defaultConfiguration = .init(
        metrics: [.instructions, .mallocCountTotal, .wallClock],
        scalingFactor: scalingFactor,
        maxDuration: .seconds(2),
        thresholds: [
            .mallocCountTotal: .init(absolute: [.p90: mallocTolerance]),
            .wallClock: .init(relative: [.p90: 100]),
        ]
    )
    for scenario in Scenarios.area(area) {
        Benchmark(scenario.benchmarkName) { benchmark in
            await scenario.run(benchmark.scaledIterations.count)
        }
    }
}
