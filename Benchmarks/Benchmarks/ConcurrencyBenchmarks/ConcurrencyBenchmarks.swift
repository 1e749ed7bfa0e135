import AreaBenchmarks
import Benchmark

// The Concurrency scenarios: milliseconds each, so one iteration per sample; thousands of tasks and alerts make the
// mallocs vary by a few hundred per sample (task scheduling).
let benchmarks: @Sendable () -> Void = {
    registerBenchmarks(area: "Concurrency", scalingFactor: .one, mallocTolerance: 1_000)
}
