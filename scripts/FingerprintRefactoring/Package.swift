// swift-tools-version: 6.2

import Foundation
import PackageDescription

// A package depended on by path is identified by its folder's name, whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent

/// The errors of a made-up app, as written and, built with `-Xswiftc -DFINGERPRINT_EDITED`, as a later version edits
/// them: scripts/fingerprint-refactoring.sh builds it both ways and compares the fingerprints. Not part of the
/// library: an app that depends on ResponderChain never resolves it.
let package = Package(
    name: "FingerprintRefactoring",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "FingerprintRefactoring",
            dependencies: [
                .product(name: "ResponderChain", package: root),
                .product(name: "ProblemDetails", package: root),
                .product(name: "ResponderChainTesting", package: root),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
