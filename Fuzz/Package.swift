// swift-tools-version: 6.2

import Foundation
import PackageDescription

// A package depended on by path is identified by its folder's name, whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// libFuzzer targets over the code that reads untrusted input: problem details, HTTP error responses and
/// `OpaqueValue`. Built and run by `scripts/fuzz.sh`, with AddressSanitizer and libFuzzer's coverage, and linked
/// with libFuzzer's driver; never by CI or users.
let package = Package(
    name: "ResponderChainFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        // The declaration of libFuzzer's driver, which the fuzzer's entry point hands control to.
        .target(name: "CFuzzerDriver"),
        .executableTarget(
            name: "ProblemDetailsFuzzer",
            dependencies: ["CFuzzerDriver", .product(name: "ProblemDetails", package: root)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
