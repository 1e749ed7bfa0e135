// swift-tools-version: 6.2

import PackageDescription

/// Where SwiftUI and UIKit do not exist, and the stand-ins take their place.
let nonApplePlatforms: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

let package = Package(
    name: "ResponderChain",
    platforms: [
        .iOS(.v15),
        .macOS(.v12),
        .tvOS(.v15),
        .watchOS(.v8),
        .visionOS(.v1),
    ],
    products: [
        .library(name: "ResponderChain", targets: ["ResponderChain"]),
        .library(name: "ResponderChainTesting", targets: ["ResponderChainTesting"]),
        .library(name: "ProblemDetails", targets: ["ProblemDetails"]),
        .library(name: "ResponderChainSwiftUI", targets: ["ResponderChainSwiftUI"]),
        .library(name: "ResponderChainUIKit", targets: ["ResponderChainUIKit"]),
        .library(name: "ResponderChainAppKit", targets: ["ResponderChainAppKit"]),
        // Bridges: each its own product, so that an app builds swift-log, swift-distributed-tracing or
        // IssueReporting only when it depends on the bridge that needs it.
        .library(name: "ResponderChainLogging", targets: ["ResponderChainLogging"]),
        .library(name: "ResponderChainTracing", targets: ["ResponderChainTracing"]),
        .library(name: "ResponderChainIssueReporting", targets: ["ResponderChainIssueReporting"]),
        // Server side: a product of its own, so that an app never builds a server framework.
        .library(name: "ProblemDetailsHummingbird", targets: ["ProblemDetailsHummingbird"]),
        // Client side, for apps that call their API through swift-openapi-generator's client.
        .library(name: "ProblemDetailsOpenAPI", targets: ["ProblemDetailsOpenAPI"]),
        .executable(name: "responder-chain-demo", targets: ["responder-chain-demo"]),
    ],
    traits: [
        .trait(
            name: "TracingCompiledOut",
            description: """
                Builds the core without tracing and observation: routes stay empty and observers see nothing. For \
                the benchmarks' baseline of what tracing costs when nobody observes; not for apps.
                """
        )
    ],
    dependencies: [
        // The bridges' dependencies; the core and the other products never build them.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        // The Hummingbird middleware's dependencies; nothing else builds them. Hummingbird without its default
        // traits, so that swift-configuration is not built either.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // The OpenAPI client middleware's: the runtime the generated code calls, and HTTP types.
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // Test-only: the URLSession transport of the generated client, on loopback.
        .package(url: "https://github.com/apple/swift-openapi-urlsession", from: "1.4.0"),
        // Test-only: property-based checks of the dispatch invariants.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Test-only: a real HTTP server on loopback for the problem-details decoding tests.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // A relaxed atomic counter, so that dispatch can tell "nobody observes" with one load.
        .target(name: "CResponderChainAtomics"),
        .target(
            name: "ResponderChain",
            dependencies: ["CResponderChainAtomics"],
            // The translations of the texts users read (Texts/<language>.strings), copied as they are so that the
            // package reads them the same way on every platform; English is in the code.
            resources: [.copy("Resources/Texts")],
            swiftSettings: [
                .define("RESPONDER_CHAIN_TRACING_COMPILED_OUT", .when(traits: ["TracingCompiledOut"]))
            ]
        ),
        // RFC 9457 problem details: Foundation (FoundationNetworking on Linux), and the core for error categories.
        // The core never depends on it.
        .target(
            name: "ProblemDetails",
            dependencies: ["ResponderChain"]
        ),
        .target(
            name: "ResponderChainTesting",
            dependencies: ["ResponderChain"]
        ),
        // Stand-ins for SwiftUI and UIKit, so that the adapters compile and run where Apple's frameworks do not exist.
        // Linked only on those platforms; on Apple platforms the adapters import the real frameworks.
        .target(
            name: "UIKitStandIn",
            path: "Sources/StandIns/UIKitStandIn"
        ),
        .target(
            name: "SwiftUIStandIn",
            path: "Sources/StandIns/SwiftUIStandIn"
        ),
        .target(
            name: "AppKitStandIn",
            path: "Sources/StandIns/AppKitStandIn"
        ),
        // The stand-in's test host: a renderer that evaluates bodies as SwiftUI does, and the containers only tests
        // and the demo use. The adapters never import it.
        .target(
            name: "SwiftUIStandInHost",
            dependencies: [
                .target(name: "SwiftUIStandIn", condition: .when(platforms: nonApplePlatforms)),
                .target(name: "UIKitStandIn", condition: .when(platforms: nonApplePlatforms)),
            ],
            path: "Sources/StandIns/SwiftUIStandInHost"
        ),
        .target(
            name: "ResponderChainSwiftUI",
            dependencies: [
                "ResponderChain",
                .target(name: "SwiftUIStandIn", condition: .when(platforms: nonApplePlatforms)),
            ]
        ),
        .target(
            name: "ResponderChainUIKit",
            dependencies: [
                "ResponderChain",
                "ResponderChainSwiftUI",
                .target(name: "UIKitStandIn", condition: .when(platforms: nonApplePlatforms)),
                .target(name: "SwiftUIStandIn", condition: .when(platforms: nonApplePlatforms)),
            ]
        ),
        // AppKit's responder chain and NSAlert: on a Mac the real AppKit, where Apple's frameworks do not exist the
        // stand-in, and on Apple platforms without AppKit an empty module.
        .target(
            name: "ResponderChainAppKit",
            dependencies: [
                "ResponderChain",
                .target(name: "AppKitStandIn", condition: .when(platforms: nonApplePlatforms)),
            ]
        ),
        // Bridges to swift-log, swift-distributed-tracing and IssueReporting: sinks and observers built on the core's
        // public API.
        .target(
            name: "ResponderChainLogging",
            dependencies: ["ResponderChain", .product(name: "Logging", package: "swift-log")]
        ),
        .target(
            name: "ResponderChainTracing",
            dependencies: ["ResponderChain", .product(name: "Tracing", package: "swift-distributed-tracing")]
        ),
        .target(
            name: "ResponderChainIssueReporting",
            dependencies: [
                "ResponderChain",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ]
        ),
        .target(
            name: "ResponderChainDemoSupport",
            dependencies: [
                // The server scenario: a Hummingbird server on loopback.
                "ProblemDetailsHummingbird",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                "ResponderChain",
                "ProblemDetails",
                // The "showing errors" scenarios render SwiftUI views through the stand-in's renderer, timed on a
                // ManualClock, where the stand-in is what SwiftUI is.
                "ResponderChainSwiftUI",
                "ResponderChainTesting",
                // The "appkit" scenario: a Mac app's window through the AppKit stand-in.
                "ResponderChainAppKit",
                .target(name: "AppKitStandIn", condition: .when(platforms: nonApplePlatforms)),
                // `--log` and `--trace` print what the bridges produced, through the libraries' in-memory handlers.
                "ResponderChainLogging",
                "ResponderChainTracing",
                .product(name: "InMemoryLogging", package: "swift-log"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
                .target(name: "SwiftUIStandIn", condition: .when(platforms: nonApplePlatforms)),
                .target(name: "SwiftUIStandInHost", condition: .when(platforms: nonApplePlatforms)),
            ]
        ),
        // Errors a Hummingbird 2 route throws, answered as RFC 9457 problems.
        .target(
            name: "ProblemDetailsHummingbird",
            dependencies: [
                "ProblemDetails",
                "ResponderChain",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Problem responses to a generated OpenAPI client, thrown as the app's typed problems.
        .target(
            name: "ProblemDetailsOpenAPI",
            dependencies: [
                "ProblemDetails",
                "ResponderChain",
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .executableTarget(
            name: "responder-chain-demo",
            dependencies: ["ResponderChainDemoSupport"]
        ),
        .testTarget(
            name: "ResponderChainTests",
            dependencies: [
                "ResponderChain",
                "ResponderChainTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "ProblemDetailsTests",
            dependencies: [
                "ProblemDetails",
                "ResponderChain",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "ResponderChainSwiftUITests",
            dependencies: [
                "ResponderChainSwiftUI",
                "ResponderChainTesting",
                .target(name: "SwiftUIStandIn", condition: .when(platforms: nonApplePlatforms)),
                .target(name: "SwiftUIStandInHost", condition: .when(platforms: nonApplePlatforms)),
            ]
        ),
        .testTarget(
            name: "ResponderChainUIKitTests",
            dependencies: [
                "ResponderChainUIKit",
                "ResponderChainSwiftUI",
                "ResponderChainTesting",
                .target(name: "UIKitStandIn", condition: .when(platforms: nonApplePlatforms)),
                .target(name: "SwiftUIStandIn", condition: .when(platforms: nonApplePlatforms)),
                .target(name: "SwiftUIStandInHost", condition: .when(platforms: nonApplePlatforms)),
            ]
        ),
        // The three bridges, checked through the libraries' own in-memory log handler, tracer and issue reporters.
        .testTarget(
            name: "ResponderChainAppKitTests",
            dependencies: [
                "ResponderChainAppKit",
                "ResponderChainTesting",
                .target(name: "AppKitStandIn", condition: .when(platforms: nonApplePlatforms)),
            ]
        ),
        .testTarget(
            name: "ResponderChainBridgeTests",
            dependencies: [
                "ResponderChainLogging",
                "ResponderChainTracing",
                "ResponderChainIssueReporting",
                "ResponderChainTesting",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        // ResponderChain alone, as a user's test target before it adds the testing product: what the standard sink
        // does with an unhandled error under Swift Testing and XCTest.
        .testTarget(
            name: "StandardSinkTests",
            dependencies: ["ResponderChain"]
        ),
        // A Hummingbird server on loopback, started and stopped by the tests.
        .testTarget(
            name: "ProblemDetailsHummingbirdTests",
            dependencies: [
                "ProblemDetailsHummingbird",
                "ProblemDetails",
                "ResponderChain",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
                "ProblemDetailsOpenAPI",
                "ResponderChainTesting",
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            // The round trip's OpenAPI document and generator configuration; the code generated from them is in
            // Generated/.
            exclude: ["OpenAPI"]
        ),
        .testTarget(
            name: "ResponderChainTestingTests",
            dependencies: ["ResponderChainTesting"]
        ),
        .testTarget(
            name: "ResponderChainDemoTests",
            dependencies: ["ResponderChainDemoSupport"],
            resources: [.copy("Golden")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .system {
    guard target.name != "CResponderChainAtomics" else { continue }
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            // SE-0335: spell existential types with `any`.
            .enableUpcomingFeature("ExistentialAny"),
            // SE-0444: an import is visible only in the file that writes it.
            .enableUpcomingFeature("MemberImportVisibility"),
            // SE-0409: imports carry an access level; default them to internal.
            .enableUpcomingFeature("InternalImportsByDefault"),
        ]
}
