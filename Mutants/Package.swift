// swift-tools-version: 6.2

import PackageDescription

// The mutant generator of RELIABILITY.md's "Mutants no one chose": it reads the library's sources with swift-syntax
// and writes every mutant of a fixed set of operators, and seeded samples of them for
// `scripts/generated-mutants.sh`. A package of its own, never named by the root Package.swift, so that swift-syntax
// reaches no app that depends on the library.
let package = Package(
    name: "ResponderChainMutants",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "mutants", targets: ["mutants"])
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1")
    ],
    targets: [
        .target(
            name: "MutantGeneration",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "mutants",
            dependencies: ["MutantGeneration"]
        ),
        // The fixture is a Swift file read as text, never compiled: a resource.
        .testTarget(
            name: "MutantGenerationTests",
            dependencies: ["MutantGeneration"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
