import AreaBenchmarks
import Benchmark

// The ActionChain scenarios, each next to its hand-written baseline.
let benchmarks: @Sendable () -> Void = {
    registerBenchmarks(area: "ActionChain")
}
