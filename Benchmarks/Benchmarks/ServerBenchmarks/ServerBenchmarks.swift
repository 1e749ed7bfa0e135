import AreaBenchmarks
import Benchmark

// The Server scenarios, each next to its hand-written baseline.
let benchmarks: @Sendable () -> Void = {
    registerBenchmarks(area: "Server")
}
