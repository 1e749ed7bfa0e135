import AreaBenchmarks
import Benchmark

// The Connections scenarios, each next to its hand-written baseline.
let benchmarks: @Sendable () -> Void = {
    registerBenchmarks(area: "Connections")
}
