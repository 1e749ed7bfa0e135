import Foundation

/// Every mutant of the library: each module of each library product in the root Package.swift.
public struct RepositoryMutants: Sendable {
    /// One library module's mutants.
    public struct Module: Sendable {
        /// The target's name.
        public var name: String
        /// Its folder, relative to the repository's root.
        public var path: String
        /// Its lines of code Linux compiles (see ``FileMutants/activeLines``).
        public var activeLines: Int
        /// Every mutant, inactive and stand-in-only ones included, file by file in path order.
        public var mutants: [Mutant]
        /// The statements left out because they only log, as `file:line`.
        public var skippedLoggingStatements: [String]

        /// The mutants the sample draws from: those Linux compiles, stand-in-only code excepted.
        public var activeMutants: [Mutant] {
            mutants.filter { $0.region == .active }
        }
    }

    /// The modules, in the order of Package.swift's products.
    public var modules: [Module]
    /// Custom conditions the sources ask about that the Linux build neither sets nor knows to leave off.
    public var unknownConditions: Set<String>

    /// The module whose job is logging: its log statements are its behaviour, and are mutated.
    public static let loggingModule = "ResponderChainLogging"

    /// The given modules, for tests.
    init(modules: [Module], unknownConditions: Set<String> = []) {
        self.modules = modules
        self.unknownConditions = unknownConditions
    }

    /// Reads the root Package.swift and every Swift file of every library module under `root`.
    public init(root: URL) throws {
        let manifestURL = root.appendingPathComponent("Package.swift")
        let manifest = PackageManifest(source: try String(contentsOf: manifestURL, encoding: .utf8))
        guard !manifest.libraryModules.isEmpty else {
            throw GenerationError("no library product in \(manifestURL.path)")
        }
        let packageModules = manifest.moduleNames
        let linux = BuildTarget.linux(packageModules: packageModules)
        let apple = [
            BuildTarget.macOS(packageModules: packageModules), BuildTarget.iOS(packageModules: packageModules),
        ]
        var modules: [Module] = []
        var conditions = Set<String>()
        for target in manifest.libraryModules {
            // A module that builds on a stand-in where Apple's frameworks do not exist: code only Linux compiles
            // there is the stand-in's, not an app's.
            let buildsOnStandIn = target.dependencies.contains { BuildTarget.standIns.contains($0) }
            let files = try Self.swiftFiles(in: root.appendingPathComponent(target.path))
            var module = Module(
                name: target.name, path: target.path, activeLines: 0, mutants: [], skippedLoggingStatements: [])
            for file in files {
                let path = target.path + "/" + file
                let source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                let options = MutantGenerator.Options(
                    module: target.name, skipsLoggingStatements: target.name != Self.loggingModule, linux: linux,
                    appleBuilds: buildsOnStandIn ? apple : [])
                let result = try MutantGenerator.mutants(inSource: source, path: path, options: options)
                module.mutants += result.mutants
                module.activeLines += result.activeLines
                module.skippedLoggingStatements += result.skippedLoggingLines.map { "\(path):\($0)" }
                conditions.formUnion(result.customConditions)
            }
            modules.append(module)
        }
        self.modules = modules
        unknownConditions = conditions.subtracting(linux.customConditions).subtracting(BuildTarget.conditionsOff)
        let ids = modules.flatMap(\.mutants).map(\.id)
        if Set(ids).count != ids.count {
            throw GenerationError("two mutants have the same id; lengthen MutantIdentity's hash")
        }
    }

    /// The Swift files under `folder`, relative to it, in path order.
    static func swiftFiles(in folder: URL) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
            throw GenerationError("cannot read \(folder.path)")
        }
        var files: [String] = []
        while let file = enumerator.nextObject() as? String {
            if file.hasSuffix(".swift") {
                files.append(file)
            }
        }
        return files.sorted()
    }
}

/// A failure with a message for the person running the generator.
public struct GenerationError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String

    /// A failure saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
