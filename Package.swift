// swift-tools-version: 6.2

import PackageDescription

/// Where SwiftUI and UIKit do not exist, and the stand-ins take their place.
let nonApplePlatforms: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

/// The integrations, one trait each, named in an app's `.package(url:from:traits:)`. Each brings its third-party
/// packages, and only its own; its product's module stops the build with a message naming the trait when it is off.
let integrationTraits: Set<Trait> = [
    .trait(name: "Logging", description: "ResponderChainLogging, the swift-log bridge: brings swift-log."),
    .trait(
        name: "Tracing",
        description: "ResponderChainTracing, the swift-distributed-tracing bridge: brings swift-distributed-tracing."
    ),
    .trait(
        name: "Metrics",
        description: "ResponderChainMetrics, the swift-metrics bridge: brings swift-metrics."
    ),
    .trait(
        name: "IssueReporting",
        description: "ResponderChainIssueReporting, the IssueReporting bridge: brings xctest-dynamic-overlay."
    ),
    // Hummingbird logs through swift-log, so its trait turns on Logging's, which brings swift-log: one condition per
    // dependency, never a list (SwiftPM 6.2.0 reads `.when(traits: [A, B])` as A and B, later versions as A or B).
    .trait(
        name: "Hummingbird",
        description: """
            ProblemDetailsHummingbird, the Hummingbird 2 middleware: brings Hummingbird, SwiftNIO and swift-log (it \
            turns on the Logging trait).
            """,
        enabledTraits: ["Logging"]
    ),
    .trait(
        name: "OpenAPI",
        description: """
            ProblemDetailsOpenAPI, the swift-openapi-runtime client middleware: brings swift-openapi-runtime and \
            swift-http-types.
            """
    ),
]

/// Every integration on by default, for builds that cannot pass `--traits`: Swift Package Index's documentation
/// builds (which set `SPI_GENERATE_DOCS`) and `xcodebuild` (`RESPONDER_CHAIN_ALL_INTEGRATIONS=1`). Elsewhere, name the
/// traits: `swift test --traits Logging,Tracing,Metrics,IssueReporting,Hummingbird,OpenAPI`.
let allIntegrations =
    Context.environment["SPI_GENERATE_DOCS"] != nil || Context.environment["RESPONDER_CHAIN_ALL_INTEGRATIONS"] == "1"

/// A dependency on another package's product that only the given trait brings.
func product(_ name: String, _ package: String, trait: String) -> Target.Dependency {
    .product(name: name, package: package, condition: .when(traits: [trait]))
}

/// A dependency on one of this package's targets that only the given trait builds.
func target(_ name: String, trait: String) -> Target.Dependency {
    .target(name: name, condition: .when(traits: [trait]))
}

/// What the demo and the tests use of each integration beside its module: the libraries' in-memory log handler and
/// tracer, and a server to run; each under the integration's trait.
let loggingInMemory: [Target.Dependency] = [
    target("ResponderChainLogging", trait: "Logging"),
    product("Logging", "swift-log", trait: "Logging"),
    product("InMemoryLogging", "swift-log", trait: "Logging"),
]
let tracingInMemory: [Target.Dependency] = [
    target("ResponderChainTracing", trait: "Tracing"),
    product("Tracing", "swift-distributed-tracing", trait: "Tracing"),
    product("InMemoryTracing", "swift-distributed-tracing", trait: "Tracing"),
]
let hummingbirdServer: [Target.Dependency] = [
    target("ProblemDetailsHummingbird", trait: "Hummingbird"),
    product("Hummingbird", "hummingbird", trait: "Hummingbird"),
    product("NIOCore", "swift-nio", trait: "Hummingbird"),
]

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
        // The integrations: each needs its trait (below), which brings its third-party packages.
        .library(name: "ResponderChainLogging", targets: ["ResponderChainLogging"]),
        .library(name: "ResponderChainTracing", targets: ["ResponderChainTracing"]),
        .library(name: "ResponderChainMetrics", targets: ["ResponderChainMetrics"]),
        .library(name: "ResponderChainIssueReporting", targets: ["ResponderChainIssueReporting"]),
        .library(name: "ProblemDetailsHummingbird", targets: ["ProblemDetailsHummingbird"]),
        .library(name: "ProblemDetailsOpenAPI", targets: ["ProblemDetailsOpenAPI"]),
        .executable(name: "responder-chain-demo", targets: ["responder-chain-demo"]),
    ],
    traits: integrationTraits.union([
        .trait(
            name: "TracingCompiledOut",
            description: """
                Builds the core without tracing and observation: routes stay empty and observers see nothing. For \
                the benchmarks' baseline of what tracing costs when nobody observes; not for apps.
                """
        ),
        // No integration by default, but for Swift Package Index's documentation builds and builds that ask for all of
        // them (see `allIntegrations`).
        .default(enabledTraits: allIntegrations ? Set(integrationTraits.map { $0.name }) : Set<String>()),
    ]),
    // Each third-party package is used only under an integration's trait or by tests, so an app resolves none of them
    // unless it enables that trait: SwiftPM leaves a dependency out when only disabled traits' conditions use it, and
    // never resolves what only another package's tests use.
    dependencies: [
        // The bridges' dependencies.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        // The Hummingbird middleware's dependencies. Hummingbird without its default traits, so that
        // swift-configuration is not resolved either.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // The OpenAPI client middleware's: the runtime the generated code calls, and HTTP types.
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // Test-only (the OpenAPI round trip): the URLSession transport of the generated client, on loopback.
        .package(url: "https://github.com/apple/swift-openapi-urlsession", from: "1.4.0"),
        // Test-only: property-based checks of the dispatch invariants.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Test-only: a real HTTP server on loopback for the problem-details decoding tests.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .target(
            name: "ResponderChain",
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
        // UIKit's responder chain, UIAlertController and banners. Nothing of SwiftUI: a UIKit-only app links neither
        // the SwiftUI adapter nor SwiftUI.
        .target(
            name: "ResponderChainUIKit",
            dependencies: [
                "ResponderChain",
                .target(name: "UIKitStandIn", condition: .when(platforms: nonApplePlatforms)),
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
        // Bridges to swift-log, swift-distributed-tracing, swift-metrics and IssueReporting: sinks and observers built on the core's
        // public API, each under its trait.
        .target(
            name: "ResponderChainLogging",
            dependencies: ["ResponderChain", product("Logging", "swift-log", trait: "Logging")]
        ),
        .target(
            name: "ResponderChainTracing",
            dependencies: ["ResponderChain", product("Tracing", "swift-distributed-tracing", trait: "Tracing")]
        ),
        .target(
            name: "ResponderChainMetrics",
            dependencies: ["ResponderChain", product("CoreMetrics", "swift-metrics", trait: "Metrics")]
        ),
        .target(
            name: "ResponderChainIssueReporting",
            dependencies: [
                "ResponderChain",
                product("IssueReporting", "xctest-dynamic-overlay", trait: "IssueReporting"),
            ]
        ),
        // Errors a Hummingbird 2 route throws, answered as RFC 9457 problems.
        .target(
            name: "ProblemDetailsHummingbird",
            dependencies: [
                "ProblemDetails",
                "ResponderChain",
                product("Hummingbird", "hummingbird", trait: "Hummingbird"),
                product("NIOCore", "swift-nio", trait: "Hummingbird"),
                product("Logging", "swift-log", trait: "Logging"),
            ]
        ),
        // Problem responses to a generated OpenAPI client, thrown as the app's typed problems.
        .target(
            name: "ProblemDetailsOpenAPI",
            dependencies: [
                "ProblemDetails",
                "ResponderChain",
                product("OpenAPIRuntime", "swift-openapi-runtime", trait: "OpenAPI"),
                product("HTTPTypes", "swift-http-types", trait: "OpenAPI"),
            ]
        ),
        .target(
            name: "ResponderChainDemoSupport",
            dependencies: [
                "ResponderChain",
                "ProblemDetails",
                // The "showing errors" scenarios render SwiftUI views through the stand-in's renderer, timed on a
                // ManualClock, where the stand-in is what SwiftUI is.
                "ResponderChainSwiftUI",
                "ResponderChainTesting",
                // The "appkit" scenario: a Mac app's window through the AppKit stand-in.
                "ResponderChainAppKit",
                .target(name: "AppKitStandIn", condition: .when(platforms: nonApplePlatforms)),
                .target(name: "SwiftUIStandIn", condition: .when(platforms: nonApplePlatforms)),
                .target(name: "SwiftUIStandInHost", condition: .when(platforms: nonApplePlatforms)),
            ]
                // The server scenario, `--log` and `--trace`, each under its integration's trait, so that the README's
                // `swift run responder-chain-demo` builds no server stack.
                + hummingbirdServer + loggingInMemory + tracingInMemory
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
                "ResponderChainTesting",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // With the UIKit stand-in for a SwiftUI view hosted in a UIKit controller (`UIHostingController`), whose
        // errors reach the controller's responder.
        .testTarget(
            name: "ResponderChainSwiftUITests",
            dependencies: [
                "ResponderChainSwiftUI",
                "ResponderChainTesting",
                .target(name: "SwiftUIStandIn", condition: .when(platforms: nonApplePlatforms)),
                .target(name: "SwiftUIStandInHost", condition: .when(platforms: nonApplePlatforms)),
                .target(name: "UIKitStandIn", condition: .when(platforms: nonApplePlatforms)),
            ]
        ),
        .testTarget(
            name: "ResponderChainUIKitTests",
            dependencies: [
                "ResponderChainUIKit",
                "ResponderChainTesting",
                .target(name: "UIKitStandIn", condition: .when(platforms: nonApplePlatforms)),
            ]
        ),
        .testTarget(
            name: "ResponderChainAppKitTests",
            dependencies: [
                "ResponderChainAppKit",
                "ResponderChainTesting",
                .target(name: "AppKitStandIn", condition: .when(platforms: nonApplePlatforms)),
            ]
        ),
        // The three bridges, checked through the libraries' own in-memory log handler, tracer and issue reporters; each
        // bridge's tests under its trait.
        .testTarget(
            name: "ResponderChainBridgeTests",
            dependencies: ["ResponderChainTesting"] + loggingInMemory + tracingInMemory + [
                target("ResponderChainMetrics", trait: "Metrics"),
                product("CoreMetrics", "swift-metrics", trait: "Metrics"),
                product("MetricsTestKit", "swift-metrics", trait: "Metrics"),
                target("ResponderChainIssueReporting", trait: "IssueReporting"),
                product("IssueReporting", "xctest-dynamic-overlay", trait: "IssueReporting"),
                product("IssueReportingTestSupport", "xctest-dynamic-overlay", trait: "IssueReporting"),
            ]
        ),
        // ResponderChain alone, as a user's test target before it adds the testing product: what the standard sink
        // does with an unhandled error under Swift Testing and XCTest.
        .testTarget(
            name: "StandardSinkTests",
            dependencies: ["ResponderChain"]
        ),
        // A Hummingbird server on loopback, started and stopped by the tests; with the OpenAPI trait too, the round
        // trip from that server to a generated client.
        .testTarget(
            name: "ProblemDetailsHummingbirdTests",
            dependencies: [
                "ProblemDetails",
                "ResponderChain",
                "ResponderChainTesting",
            ] + hummingbirdServer + loggingInMemory + [
                target("ProblemDetailsOpenAPI", trait: "OpenAPI"),
                product("OpenAPIRuntime", "swift-openapi-runtime", trait: "OpenAPI"),
                product("OpenAPIURLSession", "swift-openapi-urlsession", trait: "OpenAPI"),
                product("HTTPTypes", "swift-http-types", trait: "OpenAPI"),
            ],
            // The round trip's OpenAPI document and generator configuration; the code generated from them is in
            // Generated/.
            exclude: ["OpenAPI"]
        ),
        // The client middleware on its own: hostile bodies, content types and sizes.
        .testTarget(
            name: "ProblemDetailsOpenAPITests",
            dependencies: [
                "ProblemDetails",
                "ResponderChainTesting",
                target("ProblemDetailsOpenAPI", trait: "OpenAPI"),
                product("OpenAPIRuntime", "swift-openapi-runtime", trait: "OpenAPI"),
                product("HTTPTypes", "swift-http-types", trait: "OpenAPI"),
            ]
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
