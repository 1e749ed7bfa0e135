import SwiftIfConfig
import SwiftSyntax

/// A build the library's `#if`s are evaluated for: the Linux build the tests run, or an Apple platform's (to find
/// code that only the stand-ins compile).
///
/// Every question is answered from the lists given; a module that `canImport` asks about and neither list names is
/// an error, so that a new `#if canImport(X)` in the library is decided by a person, not guessed.
public struct BuildTarget: BuildConfiguration, Sendable {
    /// What a diagnostic calls this build.
    public var name: String
    /// `os(…)`.
    public var operatingSystem: String
    /// `arch(…)`.
    public var architecture: String
    /// `_runtime(…)`: `_ObjC` on Apple platforms, `_Native` elsewhere.
    public var runtime: String
    /// Modules `canImport` finds.
    public var importable: Set<String>
    /// Modules `canImport` does not find.
    public var notImportable: Set<String>
    /// `-D` flags and enabled traits.
    public var customConditions: Set<String>
    /// Language features enabled for every library module (`hasFeature`).
    public var features: Set<String>

    /// A build for the given platform.
    public init(
        name: String, operatingSystem: String, architecture: String, runtime: String, importable: Set<String>,
        notImportable: Set<String>, customConditions: Set<String>, features: Set<String>
    ) {
        self.name = name
        self.operatingSystem = operatingSystem
        self.architecture = architecture
        self.runtime = runtime
        self.importable = importable
        self.notImportable = notImportable
        self.customConditions = customConditions
        self.features = features
    }

    /// A module `canImport` asked about that neither list names.
    public struct UnknownModule: Error, CustomStringConvertible {
        /// The module's name.
        public var module: String
        /// The build's name.
        public var build: String

        /// Says what to do.
        public var description: String {
            "canImport(\(module)): the \(build) build does not say whether it can import \(module); add it to "
                + "BuildTarget's lists"
        }
    }

    /// A `-D` flag or an enabled trait; `$Feature` asks about a language feature.
    public func isCustomConditionSet(name: String) throws -> Bool {
        if name.hasPrefix("$") {
            return features.contains(String(name.dropFirst()))
        }
        return customConditions.contains(name)
    }

    /// The upcoming features Package.swift enables.
    public func hasFeature(name: String) throws -> Bool {
        features.contains(name)
    }

    /// Every attribute is known: the library asks about none.
    public func hasAttribute(name: String) throws -> Bool {
        true
    }

    /// From the lists; throws for a module neither names.
    public func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        let module = importPath.first?.1 ?? ""
        if importable.contains(module) {
            return true
        }
        if notImportable.contains(module) {
            return false
        }
        throw UnknownModule(module: module, build: name)
    }

    /// `os(…)`.
    public func isActiveTargetOS(name: String) throws -> Bool {
        name == operatingSystem
    }

    /// `arch(…)`.
    public func isActiveTargetArchitecture(name: String) throws -> Bool {
        name == architecture
    }

    /// `targetEnvironment(…)`: neither a simulator nor Mac Catalyst.
    public func isActiveTargetEnvironment(name: String) throws -> Bool {
        false
    }

    /// `_runtime(…)`.
    public func isActiveTargetRuntime(name: String) throws -> Bool {
        name == runtime
    }

    /// `_ptrauth(…)`: none.
    public func isActiveTargetPointerAuthentication(name: String) throws -> Bool {
        false
    }

    /// `objectFormat(…)`: ELF on Linux, Mach-O on Apple platforms.
    public func isActiveTargetObjectFormat(name: String) throws -> Bool {
        name == (operatingSystem == "Linux" ? "ELF" : "MachO")
    }

    /// `_pointerBitWidth(…)`.
    public var targetPointerBitWidth: Int { 64 }

    /// `_hasAtomicBitWidth(…)`.
    public var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }

    /// `_endian(…)`.
    public var endianness: Endianness { .little }

    /// `swift(…)`: the Swift 6 language mode.
    public var languageVersion: VersionTuple { VersionTuple(6, 0) }

    /// `compiler(…)`: this machine's Swift 6.3.1.
    public var compilerVersion: VersionTuple { VersionTuple(6, 3, 1) }
}

extension BuildTarget {
    /// The integration traits `scripts/traits.sh` turns on for the tests; each is a compilation condition in every
    /// module of the package. `TracingCompiledOut` (and the `RESPONDER_CHAIN_TRACING_COMPILED_OUT` it defines) is off.
    public static let integrationTraits: Set<String> = [
        "Logging", "Tracing", "Metrics", "IssueReporting", "Hummingbird", "OpenAPI",
    ]

    /// The conditions the tests' build leaves off, named so that a test can check that every condition the sources
    /// ask about is decided on purpose.
    public static let conditionsOff: Set<String> = ["TracingCompiledOut", "RESPONDER_CHAIN_TRACING_COMPILED_OUT"]

    /// The upcoming features Package.swift enables for every module.
    static let packageFeatures: Set<String> = ["ExistentialAny", "MemberImportVisibility", "InternalImportsByDefault"]

    /// Apple's frameworks and the modules only Apple platforms have.
    static let appleOnly: Set<String> = [
        "SwiftUI", "UIKit", "AppKit", "Darwin", "ObjectiveC", "Combine", "os", "CoreGraphics", "Accessibility",
        "WatchKit", "CoreFoundation",
    ]

    /// The stand-ins for Apple's UI frameworks, which only platforms without them build.
    public static let standIns: Set<String> = ["SwiftUIStandIn", "SwiftUIStandInHost", "UIKitStandIn", "AppKitStandIn"]

    /// The modules every build finds: the standard ones, the third-party modules the integrations import, and the
    /// package's own.
    static func common(packageModules: Set<String>) -> Set<String> {
        Set([
            "Foundation", "Dispatch", "Testing", "XCTest", "Synchronization", "_Concurrency", "Logging", "Tracing",
            "Instrumentation", "CoreMetrics", "Metrics", "IssueReporting", "Hummingbird", "NIOCore", "OpenAPIRuntime",
            "HTTPTypes",
        ]).union(packageModules.subtracting(standIns))
    }

    /// The build `swift test --traits Logging,Tracing,Metrics,IssueReporting,Hummingbird,OpenAPI` makes on this
    /// machine: Linux on x86_64, in debug, with the stand-ins in place of Apple's frameworks.
    public static func linux(packageModules: Set<String>) -> BuildTarget {
        BuildTarget(
            name: "Linux",
            operatingSystem: "Linux",
            architecture: "x86_64",
            runtime: "_Native",
            importable: common(packageModules: packageModules)
                .union(["Glibc", "FoundationNetworking", "FoundationEssentials"]).union(standIns),
            notImportable: appleOnly,
            customConditions: integrationTraits.union(["DEBUG", "SWIFT_PACKAGE"]),
            features: packageFeatures
        )
    }

    /// A Mac's build: AppKit and SwiftUI are the real frameworks, and no stand-in is linked.
    public static func macOS(packageModules: Set<String>) -> BuildTarget {
        BuildTarget(
            name: "macOS",
            operatingSystem: "macOS",
            architecture: "arm64",
            runtime: "_ObjC",
            importable: common(packageModules: packageModules).union(appleOnly.subtracting(["UIKit", "WatchKit"])),
            notImportable: standIns.union([
                "Glibc", "FoundationNetworking", "FoundationEssentials", "UIKit", "WatchKit",
            ]),
            customConditions: integrationTraits.union(["DEBUG", "SWIFT_PACKAGE"]),
            features: packageFeatures
        )
    }

    /// An iPhone's build: UIKit and SwiftUI are the real frameworks, and no stand-in is linked.
    public static func iOS(packageModules: Set<String>) -> BuildTarget {
        BuildTarget(
            name: "iOS",
            operatingSystem: "iOS",
            architecture: "arm64",
            runtime: "_ObjC",
            importable: common(packageModules: packageModules).union(appleOnly.subtracting(["AppKit", "WatchKit"])),
            notImportable: standIns.union([
                "Glibc", "FoundationNetworking", "FoundationEssentials", "AppKit", "WatchKit",
            ]),
            customConditions: integrationTraits.union(["DEBUG", "SWIFT_PACKAGE"]),
            features: packageFeatures
        )
    }
}
