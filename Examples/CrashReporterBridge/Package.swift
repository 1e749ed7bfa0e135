// swift-tools-version: 6.2

import PackageDescription

let package = Package(
    name: "CrashReporterBridge",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "CrashReporterBridge", targets: ["CrashReporterBridge"])
    ],
    dependencies: [
        // The checkout this example lives in, which SwiftPM names after its folder: `ResponderChain` in a clone.
        // A bridge of your own names the package by URL instead:
        // .package(url: "https://github.com/responder-chain/ResponderChain", from: "0.1.0")
        .package(path: "../..")
    ],
    targets: [
        .target(
            name: "CrashReporterBridge",
            dependencies: [.product(name: "ResponderChain", package: "ResponderChain")]
        ),
        .testTarget(
            name: "CrashReporterBridgeTests",
            dependencies: ["CrashReporterBridge", .product(name: "ResponderChain", package: "ResponderChain")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
