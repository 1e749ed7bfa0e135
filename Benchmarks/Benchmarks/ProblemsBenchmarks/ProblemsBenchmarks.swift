import AreaBenchmarks
import Benchmark

// The Problems scenarios, each next to its hand-written baseline.
let benchmarks: @Sendable () -> Void = {
    registerBenchmarks(area: "Problems")
}
