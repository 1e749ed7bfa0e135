// swift-tools-version: 6.1

import Foundation
import PackageDescription

// A package depended on by path is identified by its folder's name, whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// One benchmark executable per area, each measuring the library against hand-written baselines in the same run.
let areas = [
    "ClassChainBenchmarks",
    "ConnectionBenchmarks",
    "ActionChainBenchmarks",
    "EventBenchmarks",
    "RuleBenchmarks",
    "ProblemBenchmarks",
    "ConcurrencyBenchmarks",
]

let package = Package(
    name: "ResponderChainBenchmarks",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: areas.map { area in
        .executableTarget(
            name: area,
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ResponderChain", package: root),
                .product(name: "ProblemDetails", package: root),
            ],
            path: "Benchmarks/\(area)",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    },
    swiftLanguageModes: [.v6]
)
