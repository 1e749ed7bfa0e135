import AreaBenchmarks
import Benchmark

// The Rules scenarios, each next to its hand-written baseline.
let benchmarks: @Sendable () -> Void = {
    registerBenchmarks(area: "Rules")
}
