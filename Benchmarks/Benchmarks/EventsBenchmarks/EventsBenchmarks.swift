import AreaBenchmarks
import Benchmark

// The Events scenarios, each next to its hand-written baseline.
let benchmarks: @Sendable () -> Void = {
    registerBenchmarks(area: "Events")
}
