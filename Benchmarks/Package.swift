// swift-tools-version: 6.1

import Foundation
import PackageDescription

// A package depended on by path is identified by its folder's name, whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// One package-benchmark executable per area. Each registers the area's scenarios from `BenchmarkScenarios`, where
/// every library path sits next to its hand-written baseline.
let areas = ["ClassChain", "Connections", "ActionChain", "Events", "Rules", "Problems", "Concurrency"]

let package = Package(
    name: "ResponderChainBenchmarks",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The scenarios: each library path and its baseline, as plain functions of an iteration count.
        .target(
            name: "BenchmarkScenarios",
            dependencies: [
                .product(name: "ResponderChain", package: root),
                .product(name: "ProblemDetails", package: root),
            ]
        ),
        // Runs one scenario a given number of times, for run.sh's instruction (callgrind) and malloc counts.
        .executableTarget(name: "Measure", dependencies: ["BenchmarkScenarios"]),
    ]
        + areas.map { area in
            .executableTarget(
                name: "\(area)Benchmarks",
                dependencies: [.product(name: "Benchmark", package: "benchmark"), "BenchmarkScenarios"],
                path: "Benchmarks/\(area)Benchmarks",
                plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
            )
        },
    swiftLanguageModes: [.v6]
)
