import AreaBenchmarks
import Benchmark

// The Metrics scenarios: a dispatch with the metrics bridge installed, next to the same dispatch observed by one
// observer that only keeps the route.
let benchmarks: @Sendable () -> Void = {
    registerBenchmarks(area: "Metrics")
}
