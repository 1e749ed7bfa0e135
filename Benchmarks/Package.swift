// swift-tools-version: 6.1

import Foundation
import PackageDescription

// A package depended on by path is identified by its folder's name, whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// One package-benchmark executable per area. Each registers the area's scenarios from `BenchmarkScenarios`, where
/// every library path sits next to its hand-written baseline.
let areas = [
    "ClassChain", "Connections", "ActionChain", "Events", "Rules", "Problems", "Concurrency", "Metrics", "Server",
]

/// `RESPONDER_CHAIN_TRACING=compiled-out` builds only `Measure`, against the library built with its
/// `TracingCompiledOut` trait: run.sh's baseline for tracing when nobody observes. Build it in a scratch path of its
/// own (`--scratch-path .build/tracing-compiled-out`).
let tracingCompiledOut = Context.environment["RESPONDER_CHAIN_TRACING"] == "compiled-out"

/// The library's traits in every build: `Metrics`, for the `Metrics` area's bridge, and `Hummingbird`, for the `Server`
/// area's middleware (it brings swift-log, Hummingbird and SwiftNIO, whose products the scenarios name too).
let libraryTraits: Set<Package.Dependency.Trait> = ["Hummingbird", "Metrics"]

let package = Package(
    name: "ResponderChainBenchmarks",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(path: "..", traits: tracingCompiledOut ? libraryTraits.union(["TracingCompiledOut"]) : libraryTraits),
        // The versions the library asks for; Hummingbird without its default traits, as the library has it.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
    ]
        + (tracingCompiledOut
            ? []
            : [.package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"])]),
    targets: [
        // The scenarios: each library path and its baseline, as plain functions of an iteration count.
        .target(
            name: "BenchmarkScenarios",
            dependencies: [
                .product(name: "ResponderChain", package: root),
                .product(name: "ProblemDetails", package: root),
                .product(name: "ResponderChainMetrics", package: root),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "ProblemDetailsHummingbird", package: root),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // Without access control, so that the scenarios can measure paths that only the library's own modules
            // reach: a hierarchy of responders is `package` API, which the SwiftUI adapter builds for its modifiers.
            // (A benchmark module of another package cannot share the library's package name: SwiftPM's own
            // `-package-name` comes last.)
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-access-control"])]
        ),
        // Runs one scenario a given number of times, for run.sh's instruction (callgrind) and malloc counts.
        .executableTarget(name: "Measure", dependencies: ["BenchmarkScenarios"]),
        // A Hummingbird server with and without the middleware, for load.sh's load generator (wrk).
        .executableTarget(
            name: "LoadServer",
            dependencies: [
                .product(name: "ProblemDetails", package: root),
                .product(name: "ProblemDetailsHummingbird", package: root),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
    ]
        + (tracingCompiledOut
            ? []
            : [
                // Registers an area's scenarios with package-benchmark, with the metrics and threshold tolerances.
                .target(
                    name: "AreaBenchmarks",
                    dependencies: [.product(name: "Benchmark", package: "benchmark"), "BenchmarkScenarios"]
                )
            ]
                + areas.map { area in
                    .executableTarget(
                        name: "\(area)Benchmarks",
                        dependencies: [.product(name: "Benchmark", package: "benchmark"), "AreaBenchmarks"],
                        path: "Benchmarks/\(area)Benchmarks",
                        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
                    )
                }),
    swiftLanguageModes: [.v6]
)
