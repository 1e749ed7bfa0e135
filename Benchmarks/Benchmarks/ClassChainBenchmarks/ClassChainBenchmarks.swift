import AreaBenchmarks
import Benchmark

// The ClassChain scenarios, each next to its hand-written baseline.
let benchmarks: @Sendable () -> Void = {
    registerBenchmarks(area: "ClassChain")
}
