import Foundation
import SwiftParser
import Testing

@testable import MutantGeneration

/// The fixture's text and its mutants, as the generator makes them for a module that is not the logging bridge and
/// builds on a stand-in (so that stand-in-only code is told apart).
enum Fixture {
    static let source: String = {
        let url = Bundle.module.url(forResource: "Fixture", withExtension: "swift", subdirectory: "Fixtures")!
        return try! String(contentsOf: url, encoding: .utf8)
    }()

    static let linux = BuildTarget.linux(packageModules: [])
    static let apple = [BuildTarget.macOS(packageModules: []), BuildTarget.iOS(packageModules: [])]

    static func mutants(
        of source: String = source, skipsLogging: Bool = true, buildsOnStandIn: Bool = true
    ) throws -> FileMutants {
        try MutantGenerator.mutants(
            inSource: source, path: "Sources/Fixture/Fixture.swift",
            options: .init(
                module: "Fixture", skipsLoggingStatements: skipsLogging, linux: linux,
                appleBuilds: buildsOnStandIn ? apple : []))
    }

    static let all: [Mutant] = try! mutants().mutants

    static var active: [Mutant] {
        all.filter { $0.region == .active }
    }

    /// The 1-based number of the fixture's line holding `text`.
    static func line(of text: String) -> Int {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.firstIndex { $0.contains(text) }! + 1
    }
}

/// One edit the fixture must yield.
struct Expected: Sendable, CustomTestStringConvertible {
    var mutationOperator: MutationOperator
    var line: String
    var original: String
    var replacement: String

    init(_ mutationOperator: MutationOperator, on line: String, _ original: String, _ replacement: String) {
        self.mutationOperator = mutationOperator
        self.line = line
        self.original = original
        self.replacement = replacement
    }

    var testDescription: String {
        "\(mutationOperator.rawValue): `\(original)` → `\(replacement)`"
    }
}

@Suite("the generator on its fixture")
struct GeneratorTests {
    @Test("every operator has a mutant Linux compiles", arguments: MutationOperator.allCases)
    func everyOperator(_ mutationOperator: MutationOperator) {
        #expect(Fixture.active.contains { $0.mutationOperator == mutationOperator })
    }

    static let expected: [Expected] = [
        Expected(.comparison, on: "total >= limit &&", ">=", ">"),
        Expected(.comparison, on: "value == 0 ||", "==", "!="),
        Expected(.comparison, on: "value == 0 ||", "<", "<="),
        Expected(.comparison, on: "return value > 10", ">", ">="),
        Expected(.logical, on: "total >= limit &&", "&&", "||"),
        Expected(.logical, on: "value == 0 ||", "||", "&&"),
        Expected(.conditionNegated, on: "value == 0 ||", "value == 0 || value < -1", "!(value == 0 || value < -1)"),
        Expected(.conditionTrue, on: "value == 0 ||", "value == 0 || value < -1", "true"),
        Expected(.conditionFalse, on: "value == 0 ||", "value == 0 || value < -1", "false"),
        Expected(.conditionNegated, on: "return value > 10", "value > 10", "!(value > 10)"),
        Expected(.conditionFalse, on: "while count < end", "count < end", "false"),
        Expected(.conditionNegated, on: "} while !done", "!done", "done"),
        Expected(.nilCoalescing, on: "factor ?? 1.5", "factor ?? 1.5", "1.5"),
        Expected(.nilCoalescing, on: "factor ?? 1.5", "1.5", "1.6"),
        Expected(.optionalChain, on: "continuation?.resume()", "continuation?.resume()", ""),
        Expected(.arithmetic, on: "total = total + value", "+", "-"),
        Expected(.arithmetic, on: "total = total + value", "*", "/"),
        Expected(.arithmetic, on: "count += 1", "+=", "-="),
        Expected(.integerLiteral, on: "value > 10", "10", "11"),
        Expected(.integerLiteral, on: "value > 10", "10", "9"),
        Expected(.integerLiteral, on: "value > 10", "10", "0"),
        Expected(.integerLiteral, on: "value == 0 ||", "0", "1"),
        Expected(.integerLiteral, on: "value == 0 ||", "-1", "-2"),
        Expected(.integerLiteral, on: "value == 0 ||", "-1", "0"),
        Expected(.floatLiteral, on: "/ 2.0", "2.0", "2.1"),
        Expected(.booleanLiteral, on: "done = true", "true", "false"),
        Expected(.statementRemoved, on: "items.append(value)", "items.append(value)", ""),
        Expected(.statementRemoved, on: "task.cancel()", "task.cancel()", ""),
        Expected(.statementRemoved, on: "total = total + value", "total = total + value * 2", ""),
        Expected(.statementRemoved, on: "logger.error(", #"logger.error("rejected \(value)")"#, ""),
        Expected(.earlyReturn, on: "func isFull()", "{", "{ return true;"),
        Expected(.earlyReturn, on: "func isFull()", "{", "{ return false;"),
        Expected(.earlyReturn, on: "func first()", "{", "{ return nil;"),
        Expected(.earlyReturn, on: "func add(", "{", "{ return;"),
        Expected(
            .switchCaseSwapped, on: "case ..<10:", "return .small\n        case 10..<100: return .medium",
            "return .medium\n        case 10..<100: return .small"),
    ]

    @Test("each expected edit is made, where expected", arguments: expected)
    func expectedEdit(_ expected: Expected) {
        let line = Fixture.line(of: expected.line)
        let matches = Fixture.active.filter {
            $0.mutationOperator == expected.mutationOperator && $0.original == expected.original
                && $0.replacement == expected.replacement && $0.line == line
        }
        #expect(matches.count == 1, "\(Fixture.active.filter { $0.line == line }.map(\.testDescription))")
    }

    @Test("a body that is only a value is not given an early return of that same value, only of the other")
    func earlyReturnOfTheSameValue() {
        let line = Fixture.line(of: "var alwaysOn: Bool { true }")
        let returns = Fixture.active.filter { $0.mutationOperator == .earlyReturn && $0.line == line }
        #expect(returns.map(\.replacement) == ["{ return false;"])
    }

    @Test("comments and doc comments are never mutated")
    func comments() {
        for text in ["A doc comment that reads like code", "A comment, also left alone", "Logs each rejected value"] {
            let line = Fixture.line(of: text)
            #expect(!Fixture.all.contains { $0.line == line }, "\(text)")
        }
    }

    @Test("a branch Linux does not compile is listed apart; the one it compiles is sampled")
    func inactiveBranch() throws {
        let appleOnly = Fixture.line(of: "count > 1 && count != 7")
        let all = try Fixture.mutants(buildsOnStandIn: false).mutants
        let inactive = all.filter { $0.region == .inactive }
        let darwin = Fixture.line(of: "#if canImport(Darwin)")...Fixture.line(of: "#else")
        let objectiveC = Fixture.line(of: "#if canImport(ObjectiveC)")...Fixture.line(of: "// Where the stand-in")
        #expect(inactive.allSatisfy { darwin.contains($0.line) || objectiveC.contains($0.line) })
        #expect(inactive.contains { $0.mutationOperator == .comparison && $0.line == appleOnly })
        #expect(Fixture.all.filter { $0.region == .inactive }.map(\.id) == inactive.map(\.id))
        let linuxOnly = Fixture.line(of: "count - 1")
        #expect(all.contains { $0.mutationOperator == .arithmetic && $0.line == linuxOnly && $0.region == .active })
    }

    /// In a module that builds on a stand-in where Apple's frameworks do not exist, code that Linux compiles and no
    /// Apple platform does is the stand-in's.
    @Test("code that only the stand-ins compile is listed apart", arguments: ["flag == false", "count - 1"])
    func standInOnly(_ text: String) throws {
        let line = Fixture.line(of: text)
        #expect(Fixture.all.contains { $0.line == line && $0.region == .standInOnly })
        #expect(!Fixture.active.contains { $0.line == line })
        #expect(
            try Fixture.mutants(buildsOnStandIn: false).mutants.contains { $0.line == line && $0.region == .active })
    }

    @Test("a statement that only logs is skipped, unless the module's job is logging")
    func loggingOnly() throws {
        let line = Fixture.line(of: "logger.info(")
        #expect(!Fixture.all.contains { $0.line == line })
        #expect(try Fixture.mutants().skippedLoggingLines == [line])
        let logging = try Fixture.mutants(skipsLogging: false)
        #expect(logging.mutants.contains { $0.line == line && $0.mutationOperator == .statementRemoved })
        #expect(logging.skippedLoggingLines.isEmpty)
    }

    @Test("a closure's only statement that gives its value is kept")
    func closureValue() {
        let line = Fixture.line(of: "items.map { abs($0) }")
        #expect(!Fixture.all.contains { $0.line == line && $0.mutationOperator == .statementRemoved })
    }

    @Test("every mutant changes the file, and the file still parses")
    func everyMutantParses() {
        for mutant in Fixture.all {
            let mutated = mutant.applied(to: Fixture.source)
            #expect(mutated != Fixture.source, "\(mutant.id)")
            #expect(!Parser.parse(source: mutated).hasError, "\(mutant.testDescription)")
        }
    }

    @Test("the fixture type-checks")
    func fixtureTypeChecks() throws {
        #expect(try typeChecks(Fixture.source))
    }

    @Test("every mutant type-checks", arguments: Fixture.all)
    func everyMutantTypeChecks(_ mutant: Mutant) throws {
        #expect(try typeChecks(mutant.applied(to: Fixture.source)))
    }

    /// Whether `swiftc -typecheck` accepts `source`, in the Swift 6 language mode.
    private func typeChecks(_ source: String) throws -> Bool {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mutant-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try swiftc(["-typecheck", "-swift-version", "6", file.path]) == 0
    }

    private func swiftc(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

extension Mutant: CustomTestStringConvertible {
    /// The operator, the line and the edit.
    public var testDescription: String {
        "\(mutationOperator.rawValue) line \(line): `\(original)` → `\(replacement)`"
    }
}

@Suite("ids")
struct IdentityTests {
    @Test("editing other lines keeps every id; editing a line changes only its mutants' ids")
    func stableIds() throws {
        let before = Fixture.all
        let added = "// A new first line.\nlet unrelated = 42\n" + Fixture.source
        #expect(try Fixture.mutants(of: added).mutants.filter { $0.line > 2 }.map(\.id) == before.map(\.id))

        let edited = Fixture.source.replacingOccurrences(of: "value * 2", with: "value * 3")
            .replacingOccurrences(of: "        items.append(value)", with: "    items.append(value)")
        let after = try Fixture.mutants(of: edited).mutants
        let line = Fixture.line(of: "value * 2")
        #expect(
            after.filter { $0.line != line }.map(\.id) == before.filter { $0.line != line }.map(\.id),
            "re-indenting a line keeps its ids")
        let editedIDs = Set(after.filter { $0.line == line }.map(\.id))
        #expect(!editedIDs.isEmpty && editedIDs.isDisjoint(with: before.filter { $0.line == line }.map(\.id)))
    }

    @Test("two identical lines' mutants differ by their occurrence")
    func identicalLines() throws {
        let source = "func f(_ x: Int) -> Bool {\n    x < 1\n}\nfunc g(_ x: Int) -> Bool {\n    x < 1\n}\n"
        let mutants = try Fixture.mutants(of: source).mutants.filter { $0.mutationOperator == .comparison }
        #expect(mutants.count == 2)
        #expect(Set(mutants.map(\.id)).count == 2)
    }

    @Test("ids are unique in the fixture")
    func unique() {
        #expect(Set(Fixture.all.map(\.id)).count == Fixture.all.count)
    }
}

@Suite("samples")
struct SampleTests {
    @Test("SplitMix64 gives the published sequence")
    func splitMix() {
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xe220_a839_7b1d_cdaf)
        #expect(generator.next() == 0x6e78_9e6a_a1b9_65f4)
    }

    @Test(
        "quotas are proportional to lines, at least the minimum, and add up to at least the total",
        arguments: [(300, 20), (24, 2), (1000, 20)])
    func quotas(total: Int, minimum: Int) {
        let lines = [7242, 941, 1512, 1203, 234, 166, 193, 169, 172, 64, 214, 57]
        let quotas = Sample.quotas(lines: lines, total: total, minimum: minimum)
        #expect(quotas.allSatisfy { $0 >= minimum })
        #expect(quotas.reduce(0, +) >= total)
        #expect(quotas[0] >= quotas[2] && quotas[2] >= quotas[1])
        let proportional = Sample.quotas(lines: lines, total: total, minimum: 0)
        #expect(proportional.reduce(0, +) == total)
    }

    @Test("the same seed draws the same sample, in the same order; another seed another order")
    func seeded() throws {
        let repository = RepositoryMutants(modules: [
            .init(
                name: "Fixture", path: "Sources/Fixture", activeLines: 100, mutants: Fixture.all,
                skippedLoggingStatements: [])
        ])
        let first = Sample(of: repository, seed: 0x5eed, total: 10, perModuleMinimum: 2, spares: .count(5))
        let again = Sample(of: repository, seed: 0x5eed, total: 10, perModuleMinimum: 2, spares: .count(5))
        let other = Sample(of: repository, seed: 0x5eee, total: 10, perModuleMinimum: 2, spares: .count(5))
        #expect(first.modules[0].quota == 10)
        #expect(first.modules[0].mutants.count == 15)
        #expect(first.modules[0].mutants.map(\.id) == again.modules[0].mutants.map(\.id))
        #expect(first.modules[0].mutants.map(\.id) != other.modules[0].mutants.map(\.id))
        #expect(first.modules[0].mutants.allSatisfy { $0.region == .active })
        let tsv = first.tsv(command: "test")
        let rows = tsv.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(rows.count == 15)
        #expect(rows.prefix(10).allSatisfy { $0.split(separator: "\t")[3] == "quota" })
        #expect(rows.suffix(5).allSatisfy { $0.split(separator: "\t")[3] == "spare" })
    }

    @Test(
        "a replacement survives the sample's escaping",
        arguments: ["a\tb", "line\nnext", "back\\slash \\n", "\r\n", "plain"])
    func escaping(text: String) {
        let escaped = TSV.escaped(text)
        #expect(!escaped.contains("\t") && !escaped.contains("\n"))
        #expect(TSV.unescaped(escaped) == text)
    }
}

@Suite("the root package")
struct ManifestTests {
    @Test("the library modules are the Swift targets of Package.swift's library products")
    func libraryModules() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let manifest = PackageManifest(
            source: try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8))
        #expect(
            Set(manifest.libraryModules.map(\.name)) == [
                "ResponderChain", "ResponderChainTesting", "ProblemDetails", "ResponderChainSwiftUI",
                "ResponderChainUIKit", "ResponderChainAppKit", "ResponderChainLogging", "ResponderChainTracing",
                "ResponderChainMetrics", "ResponderChainIssueReporting", "ProblemDetailsHummingbird",
                "ProblemDetailsOpenAPI",
            ])
        let standIns = manifest.libraryModules.filter { $0.dependencies.contains { BuildTarget.standIns.contains($0) } }
        #expect(Set(standIns.map(\.name)) == ["ResponderChainSwiftUI", "ResponderChainUIKit", "ResponderChainAppKit"])
        #expect(manifest.targets.first { $0.name == "SwiftUIStandIn" }?.path == "Sources/StandIns/SwiftUIStandIn")
    }
}
