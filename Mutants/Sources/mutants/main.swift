import Foundation
import MutantGeneration

let usage = """
    usage:
      mutants list [--root DIR] [--module NAME] [--mutants] [--all]
          Counts of the library's mutants per module and per operator, those in #if branches Linux does not
          compile ("checked on the SDKs only") and stand-in-only code apart. --mutants prints every mutant instead,
          one tab-separated line each (only those Linux compiles, unless --all).
      mutants sample --seed HEX --total N [--per-module-min N] [--spares N|quota|all] [--output FILE] [--root DIR]
          Draws a seeded random sample for scripts/generated-mutants.sh: per module a quota proportional to its
          lines of code Linux compiles (at least --per-module-min, default 20), then spares in the same random
          order (as many as the quota unless --spares says). Writes --output (default
          scripts/generated-mutants-sample.tsv under the root).
    --root is the repository's root (default: the current folder).
    """

struct UsageError: Error, CustomStringConvertible {
    var description: String
}

/// The command line, as options with values and flags.
struct Arguments {
    var command: String
    var values: [String: String] = [:]
    var flags: Set<String> = []

    init(_ arguments: [String], flags known: Set<String>) throws {
        guard let command = arguments.first else { throw UsageError(description: "no command") }
        self.command = command
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--") else { throw UsageError(description: "unexpected \(argument)") }
            let name = String(argument.dropFirst(2))
            if known.contains(name) {
                flags.insert(name)
            } else if let value = rest.popFirst() {
                values[name] = value
            } else {
                throw UsageError(description: "\(argument) needs a value")
            }
        }
    }

    func integer(_ name: String, default defaultValue: Int? = nil) throws -> Int {
        guard let text = values[name] else {
            if let defaultValue { return defaultValue }
            throw UsageError(description: "--\(name) is required")
        }
        guard let value = Int(text), value >= 0 else { throw UsageError(description: "--\(name) takes a number") }
        return value
    }
}

func table(_ header: [String], _ rows: [[String]]) -> String {
    ([header, header.map { _ in "---" }] + rows).map { "| " + $0.joined(separator: " | ") + " |" }
        .joined(separator: "\n")
}

func list(_ arguments: Arguments, repository: RepositoryMutants) {
    var modules = repository.modules
    if let only = arguments.values["module"] {
        modules = modules.filter { $0.name == only }
    }
    if arguments.flags.contains("mutants") {
        print("#" + TSV.listColumns.joined(separator: "\t"))
        for module in modules {
            for mutant in module.mutants where arguments.flags.contains("all") || mutant.region == .active {
                print(TSV.listRow(mutant))
            }
        }
        return
    }
    let operators = MutationOperator.allCases
    print("Mutants Linux compiles, per module and operator; apart: in #if branches Linux does not compile")
    print("(checked on the SDKs only) and in stand-in-only code; never sampled.\n")
    var rows: [[String]] = []
    for module in modules {
        let count = { (region: MutantRegion) in module.mutants.filter { $0.region == region }.count }
        rows.append([
            module.name, String(module.activeLines), String(count(.active)), String(count(.inactive)),
            String(count(.standInOnly)), String(module.skippedLoggingStatements.count),
        ])
    }
    let all = modules.flatMap(\.mutants)
    let total = { (region: MutantRegion) in String(all.filter { $0.region == region }.count) }
    rows.append([
        "**all**", String(modules.map(\.activeLines).reduce(0, +)), total(.active), total(.inactive),
        total(.standInOnly), String(modules.map(\.skippedLoggingStatements.count).reduce(0, +)),
    ])
    print(
        table(
            [
                "module", "lines Linux compiles", "mutants", "inactive #if (SDKs only)", "stand-in only",
                "logging-only statements skipped",
            ], rows))
    print()
    let active = all.filter { $0.region == .active }
    var operatorRows: [[String]] = operators.map { op in
        [op.rawValue]
            + modules.map { module in String(module.activeMutants.filter { $0.mutationOperator == op }.count) }
            + [String(active.filter { $0.mutationOperator == op }.count)]
    }
    operatorRows.append(["**all**"] + modules.map { String($0.activeMutants.count) } + [String(active.count)])
    print(table(["operator"] + modules.map(\.name) + ["all"], operatorRows))
    let skipped = modules.flatMap(\.skippedLoggingStatements)
    if !skipped.isEmpty {
        print("\nStatements skipped because they only log: " + skipped.joined(separator: ", "))
    }
}

func sample(_ arguments: Arguments, repository: RepositoryMutants, root: URL) throws {
    guard var seedText = arguments.values["seed"] else { throw UsageError(description: "--seed is required") }
    if seedText.hasPrefix("0x") {
        seedText.removeFirst(2)
    }
    guard let seed = UInt64(seedText, radix: 16) else {
        throw UsageError(description: "--seed takes up to 16 hexadecimal digits")
    }
    let total = try arguments.integer("total")
    let minimum = try arguments.integer("per-module-min", default: 20)
    let spares: Sample.Spares
    switch arguments.values["spares"] {
    case nil, "quota": spares = .quota
    case "all": spares = .all
    case let text?:
        guard let count = Int(text), count >= 0 else { throw UsageError(description: "--spares takes N, quota or all") }
        spares = .count(count)
    }
    let drawn = Sample(of: repository, seed: seed, total: total, perModuleMinimum: minimum, spares: spares)
    var command = "mutants sample --seed 0x\(String(seed, radix: 16)) --total \(total) --per-module-min \(minimum)"
    command += " --spares " + (arguments.values["spares"] ?? "quota")
    let output =
        arguments.values["output"].map { URL(fileURLWithPath: $0) }
        ?? root.appendingPathComponent("scripts/generated-mutants-sample.tsv")
    try drawn.tsv(command: command).write(to: output, atomically: true, encoding: .utf8)
    let rows = drawn.modules.map { module in
        [
            module.name, String(module.activeLines), String(module.available), String(module.quota),
            String(module.mutants.count - module.quota),
        ]
    }
    print(table(["module", "lines Linux compiles", "mutants", "quota", "spares"], rows))
    let quotas = drawn.modules.map(\.quota).reduce(0, +)
    print("\n\(quotas) mutants in all (asked: \(total)); written to \(output.path)")
    for module in drawn.modules where module.quota < minimum {
        print("note: \(module.name) has only \(module.available) mutants, fewer than the minimum of \(minimum)")
    }
}

do {
    let arguments = try Arguments(Array(CommandLine.arguments.dropFirst()), flags: ["mutants", "all"])
    let root = URL(fileURLWithPath: arguments.values["root"] ?? FileManager.default.currentDirectoryPath)
    guard ["list", "sample"].contains(arguments.command) else {
        throw UsageError(description: "unknown command \(arguments.command)")
    }
    let repository = try RepositoryMutants(root: root)
    if !repository.unknownConditions.isEmpty {
        FileHandle.standardError.write(
            Data(
                ("warning: the sources ask about conditions the Linux build neither sets nor leaves off on purpose: "
                    + repository.unknownConditions.sorted().joined(separator: ", ") + "\n").utf8))
    }
    if arguments.command == "list" {
        list(arguments, repository: repository)
    } else {
        try sample(arguments, repository: repository, root: root)
    }
} catch let error as UsageError {
    FileHandle.standardError.write(Data("error: \(error)\n\n\(usage)\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
