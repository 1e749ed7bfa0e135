/// The fixed set of mutation operators, in the order their mutants are listed. When two operators make the same edit
/// (the same bytes replaced by the same text), the mutant is kept once, under the operator that comes first.
public enum MutationOperator: String, CaseIterable, Sendable, Comparable {
    /// `<` ↔ `<=`, `>` ↔ `>=`, `==` ↔ `!=`.
    case comparison
    /// `&&` ↔ `||`.
    case logical
    /// The condition of an `if`, `guard`, `while`, `repeat … while` or ternary, negated.
    case conditionNegated = "condition-negated"
    /// That condition replaced by `true`.
    case conditionTrue = "condition-true"
    /// That condition replaced by `false`.
    case conditionFalse = "condition-false"
    /// `a ?? b` → `b`, or a literal default replaced by its neighbour.
    case nilCoalescing = "nil-coalescing"
    /// `x?.f()` as a statement: the call skipped.
    case optionalChain = "optional-chain"
    /// `+` ↔ `-` and `*` ↔ `/` (and their compound assignments) on numbers.
    case arithmetic
    /// An integer literal `n` → `n + 1`, `n - 1`, and `0` when `n` is not 0.
    case integerLiteral = "integer-literal"
    /// A float literal → its neighbour: one more in its last written digit.
    case floatLiteral = "float-literal"
    /// `true` ↔ `false`.
    case booleanLiteral = "boolean-literal"
    /// A call or an assignment, as a statement, removed.
    case statementRemoved = "statement-removed"
    /// `return` of the function's other value inserted at the start of its body.
    case earlyReturn = "early-return"
    /// Two adjacent `case`s of a `switch` with their bodies exchanged.
    case switchCaseSwapped = "switch-case-swapped"

    /// Orders operators as they are declared.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Whether a mutant's code is part of the Linux build the tests run.
public enum MutantRegion: String, Sendable {
    /// Compiled on Linux: sampled.
    case active
    /// In an `#if` branch that Linux does not compile: checked on Apple's SDKs only, never sampled.
    case inactive
    /// Compiled on Linux only because a stand-in replaces an Apple framework there, and on no Apple platform: code
    /// that exists only for the stand-ins' tests, never sampled.
    case standInOnly = "stand-in-only"
}

/// One mutant: a precise edit of one source file.
public struct Mutant: Sendable, Equatable {
    /// Stable across edits of other lines (see ``MutantIdentity``).
    public var id: String
    /// The library module whose sources hold the file.
    public var module: String
    /// The file's path, relative to the repository's root.
    public var file: String
    /// The 1-based line where the edit starts.
    public var line: Int
    /// The operator that made the mutant.
    public var mutationOperator: MutationOperator
    /// What the mutant does, in a few words.
    public var description: String
    /// The UTF-8 offset of the first byte replaced.
    public var start: Int
    /// The UTF-8 offset just past the last byte replaced.
    public var end: Int
    /// The bytes replaced, as text.
    public var original: String
    /// The text that replaces them.
    public var replacement: String
    /// Whether the Linux build compiles the code.
    public var region: MutantRegion

    /// A mutant of `file`.
    public init(
        id: String, module: String, file: String, line: Int, mutationOperator: MutationOperator,
        description: String, start: Int, end: Int, original: String, replacement: String, region: MutantRegion
    ) {
        self.id = id
        self.module = module
        self.file = file
        self.line = line
        self.mutationOperator = mutationOperator
        self.description = description
        self.start = start
        self.end = end
        self.original = original
        self.replacement = replacement
        self.region = region
    }

    /// `source` with this mutant applied: the bytes `start..<end` replaced.
    public func applied(to source: String) -> String {
        let bytes = Array(source.utf8)
        return String(decoding: bytes[..<start] + Array(replacement.utf8) + bytes[end...], as: UTF8.self)
    }
}
