// swift-tools-version: 6.1

import Foundation
import PackageDescription

// A package depended on by path is identified by its folder's name, whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent

// A stopgap measurement of dispatch cost and allocations against a hand-written chain, until the
// package-benchmark suite replaces it. Run ./run.sh from this folder.
let package = Package(
    name: "DispatchCost",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "DispatchCost",
            dependencies: [.product(name: "ResponderChain", package: root)]
        )
    ],
    swiftLanguageModes: [.v6]
)
