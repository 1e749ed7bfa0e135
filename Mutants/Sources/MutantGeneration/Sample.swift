/// A seeded random sample of the library's mutants, per module: the quota, then spares in the same random order.
///
/// Each module's mutants that Linux compiles are shuffled with ``SplitMix64``, seeded with the sample's seed mixed
/// with the module's name (so a module's order does not depend on the others'). The first `quota` are the
/// module's sample; the next are its spares: `scripts/generated-mutants.sh` replaces a mutant that does not compile
/// with the module's next one, so that each module reaches its quota of mutants that compile.
public struct Sample: Sendable {
    /// How many spares follow each module's quota.
    public enum Spares: Sendable, Equatable {
        /// As many as the quota.
        case quota
        /// This many.
        case count(Int)
        /// Every other mutant of the module.
        case all
    }

    /// One module's draw.
    public struct ModuleDraw: Sendable {
        /// The module.
        public var name: String
        /// Its lines of code Linux compiles.
        public var activeLines: Int
        /// The mutants it was drawn from.
        public var available: Int
        /// How many of the drawn mutants make the module's sample.
        public var quota: Int
        /// The quota, then the spares, in the random order.
        public var mutants: [Mutant]
    }

    /// The seed.
    public var seed: UInt64
    /// The total asked for (the quotas add up to at least this, unless the modules have fewer mutants).
    public var total: Int
    /// The least quota of a module.
    public var perModuleMinimum: Int
    /// Each module's draw, in Package.swift's order.
    public var modules: [ModuleDraw]

    /// Draws a sample of `repository`'s mutants: `total` split among the modules in proportion to their lines of
    /// code Linux compiles (largest remainders), each raised to `perModuleMinimum`, each capped at what the module
    /// has.
    public init(
        of repository: RepositoryMutants, seed: UInt64, total: Int, perModuleMinimum: Int, spares: Spares
    ) {
        self.seed = seed
        self.total = total
        self.perModuleMinimum = perModuleMinimum
        let quotas = Self.quotas(
            lines: repository.modules.map(\.activeLines), total: total, minimum: perModuleMinimum)
        modules = zip(repository.modules, quotas).map { module, proportional in
            let candidates = module.activeMutants
            var generator = SplitMix64(seed: seed ^ FNV1a64.hash(module.name))
            let shuffled = generator.shuffled(candidates)
            let quota = min(proportional, candidates.count)
            let spareCount: Int
            switch spares {
            case .quota: spareCount = quota
            case .count(let count): spareCount = count
            case .all: spareCount = candidates.count
            }
            return ModuleDraw(
                name: module.name, activeLines: module.activeLines, available: candidates.count, quota: quota,
                mutants: Array(shuffled.prefix(quota + spareCount)))
        }
    }

    /// `total` split in proportion to `lines` by largest remainders (ties to the earlier module), then each raised
    /// to `minimum`.
    static func quotas(lines: [Int], total: Int, minimum: Int) -> [Int] {
        let sum = lines.reduce(0, +)
        guard sum > 0 else { return lines.map { _ in minimum } }
        var quotas = lines.map { total * $0 / sum }
        let remainders = lines.enumerated().map { (index: $0.offset, remainder: total * $0.element % sum) }
        let byRemainder = remainders.sorted { ($1.remainder, $0.index) < ($0.remainder, $1.index) }
        for entry in byRemainder.prefix(total - quotas.reduce(0, +)) {
            quotas[entry.index] += 1
        }
        return quotas.map { max($0, minimum) }
    }

    /// The sample as the runner reads it: comment lines starting with `#`, then one line per mutant, its columns
    /// separated by tabs (see ``TSV``).
    public func tsv(command: String) -> String {
        var lines = [
            "# Mutants drawn by `\(command)`.",
            "# seed\t0x\(String(seed, radix: 16))",
            "# Per module: its quota (role \"quota\"), then spares in the same random order (role \"spare\"); "
                + "scripts/generated-mutants.sh replaces a mutant that does not compile by its module's next.",
            "# In original and replacement, a backslash, a tab, a newline and a carriage return are written \\\\, "
                + "\\t, \\n and \\r.",
        ]
        for module in modules {
            lines.append(
                "# module\t\(module.name)\tlines\t\(module.activeLines)\tmutants\t\(module.available)"
                    + "\tquota\t\(module.quota)\tlisted\t\(module.mutants.count)")
        }
        lines.append("#" + TSV.sampleColumns.joined(separator: "\t"))
        for module in modules {
            for (index, mutant) in module.mutants.enumerated() {
                lines.append(
                    TSV.row(mutant, rank: index + 1, role: index < module.quota ? "quota" : "spare"))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The tab-separated form of mutants the runner reads.
public enum TSV {
    /// The columns of a sample's lines.
    public static let sampleColumns = [
        "id", "module", "rank", "role", "file", "line", "operator", "start", "end", "original", "replacement",
        "description",
    ]

    /// The columns of `mutants list --mutants`.
    public static let listColumns = [
        "id", "module", "region", "file", "line", "operator", "start", "end", "original", "replacement",
        "description",
    ]

    /// One sample line.
    public static func row(_ mutant: Mutant, rank: Int, role: String) -> String {
        [
            mutant.id, mutant.module, String(rank), role, mutant.file, String(mutant.line),
            mutant.mutationOperator.rawValue, String(mutant.start), String(mutant.end), escaped(mutant.original),
            escaped(mutant.replacement), escaped(mutant.description),
        ].joined(separator: "\t")
    }

    /// One line of the full list.
    public static func listRow(_ mutant: Mutant) -> String {
        [
            mutant.id, mutant.module, mutant.region.rawValue, mutant.file, String(mutant.line),
            mutant.mutationOperator.rawValue, String(mutant.start), String(mutant.end), escaped(mutant.original),
            escaped(mutant.replacement), escaped(mutant.description),
        ].joined(separator: "\t")
    }

    /// `text` with its backslashes, tabs, newlines and carriage returns written `\\`, `\t`, `\n` and `\r`: what
    /// bash's `printf '%b'` turns back into the text.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// The text `escaped(_:)` wrote.
    public static func unescaped(_ text: String) -> String {
        var result = ""
        var iterator = text.unicodeScalars.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let next = iterator.next() else {
                result.unicodeScalars.append(character)
                continue
            }
            switch next {
            case "t": result += "\t"
            case "n": result += "\n"
            case "r": result += "\r"
            default: result.unicodeScalars.append(next)
            }
        }
        return result
    }
}
