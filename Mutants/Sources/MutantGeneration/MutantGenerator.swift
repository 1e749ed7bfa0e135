import SwiftIfConfig
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// What one source file yields.
public struct FileMutants: Sendable {
    /// Every mutant of the file, in source order, the inactive and stand-in-only ones included.
    public var mutants: [Mutant]
    /// The lines holding code that Linux compiles (not blank, not only comments, not in an inactive `#if` branch,
    /// not stand-in-only): the module's share of a sample is proportional to their count.
    public var activeLines: Int
    /// The lines of the statements left out because they only log.
    public var skippedLoggingLines: [Int]
    /// The custom conditions (`#if NAME`) the file asks about.
    public var customConditions: Set<String>
}

/// An `#if` whose condition could not be evaluated: a module the build configuration does not know, say.
public struct ConditionError: Error, CustomStringConvertible {
    /// The file.
    public var file: String
    /// What swift-syntax said, with the line.
    public var messages: [String]

    /// The file and each message.
    public var description: String {
        messages.map { "\(file):\($0)" }.joined(separator: "\n")
    }
}

/// Produces every mutant of the fixed operators (``MutationOperator``) in a source file.
public enum MutantGenerator {
    /// The options of one file's analysis.
    public struct Options: Sendable {
        /// The module the file belongs to.
        public var module: String
        /// Whether statements that only log are skipped: in every module but the logging bridge.
        public var skipsLoggingStatements: Bool
        /// The build the tests run.
        public var linux: BuildTarget
        /// The Apple builds a branch is looked for in, to tell stand-in-only code; empty in modules that do not
        /// build on a stand-in.
        public var appleBuilds: [BuildTarget]

        /// The options for a file of `module`.
        public init(module: String, skipsLoggingStatements: Bool, linux: BuildTarget, appleBuilds: [BuildTarget]) {
            self.module = module
            self.skipsLoggingStatements = skipsLoggingStatements
            self.linux = linux
            self.appleBuilds = appleBuilds
        }
    }

    /// The mutants of `source`, the text of the file at `path` (relative to the repository's root).
    public static func mutants(inSource source: String, path: String, options: Options) throws -> FileMutants {
        let parsed = Parser.parse(source: source)
        // Folding gives `a < b` its operands; it rebuilds the tree from the same tokens, so positions do not move.
        let tree = OperatorTable.standardOperators.foldAll(parsed) { _ in }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let linuxRegions = tree.configuredRegions(in: options.linux)
        let appleRegions = options.appleBuilds.map { tree.configuredRegions(in: $0) }
        let diagnostics = ([linuxRegions] + appleRegions).flatMap(\.diagnostics)
        if !diagnostics.isEmpty {
            throw ConditionError(
                file: path,
                messages: diagnostics.map { "\($0.location(converter: converter).line): \($0.message)" })
        }
        func region(of node: some SyntaxProtocol) -> MutantRegion {
            guard linuxRegions.isActive(node) == .active else { return .inactive }
            if !appleRegions.isEmpty && !appleRegions.contains(where: { $0.isActive(node) == .active }) {
                return .standInOnly
            }
            return .active
        }

        let bytes = Array(source.utf8)
        let visitor = MutationVisitor(
            skipsLoggingStatements: options.skipsLoggingStatements, converter: converter, bytes: bytes)
        visitor.walk(tree)

        var seen = Set<EditKey>()
        var occurrences: [UInt64: Int] = [:]
        var mutants: [Mutant] = []
        let ordered = visitor.edits.enumerated().sorted { left, right in
            (left.element.start, left.element.mutationOperator, left.offset)
                < (right.element.start, right.element.mutationOperator, right.offset)
        }
        for (_, edit) in ordered {
            let original = String(decoding: bytes[edit.start..<edit.end], as: UTF8.self)
            guard original != edit.replacement,
                seen.insert(EditKey(start: edit.start, end: edit.end, replacement: edit.replacement)).inserted
            else { continue }
            let identity = MutantIdentity(
                path: path, mutationOperator: edit.mutationOperator, start: edit.start, end: edit.end,
                replacement: edit.replacement, bytes: bytes)
            let occurrence = occurrences[identity.key, default: 0]
            occurrences[identity.key] = occurrence + 1
            mutants.append(
                Mutant(
                    id: identity.id(occurrence: occurrence),
                    module: options.module,
                    file: path,
                    line: converter.location(for: AbsolutePosition(utf8Offset: edit.start)).line,
                    mutationOperator: edit.mutationOperator,
                    description: edit.description,
                    start: edit.start,
                    end: edit.end,
                    original: original,
                    replacement: edit.replacement,
                    region: region(of: edit.anchor)))
        }
        // Several operators can propose the same edit; the first operator keeps it, and the list is in source order.
        mutants.sort { ($0.start, $0.mutationOperator) < ($1.start, $1.mutationOperator) }

        var lines = Set<Int>()
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind != .endOfFile {
            guard !Self.isDirective(token), region(of: token) == .active else { continue }
            let first = token.startLocation(converter: converter, afterLeadingTrivia: true).line
            let last = token.endLocation(converter: converter, afterTrailingTrivia: false).line
            lines.formUnion(first...max(first, last))
        }
        return FileMutants(
            mutants: mutants, activeLines: lines.count, skippedLoggingLines: visitor.skippedLoggingLines,
            customConditions: Self.customConditions(in: tree))
    }

    /// Whether `token` belongs to an `#if` directive (its keyword or its condition) rather than to code.
    private static func isDirective(_ token: TokenSyntax) -> Bool {
        switch token.tokenKind {
        case .poundIf, .poundElseif, .poundElse, .poundEndif:
            return true
        default:
            var current = token.parent
            while let ancestor = current {
                if let clause = ancestor.as(IfConfigClauseSyntax.self) {
                    return clause.condition.map { token.position >= $0.position && token.position < $0.endPosition }
                        ?? false
                }
                current = ancestor.parent
            }
            return false
        }
    }

    /// The names `#if` conditions test as custom conditions: bare identifiers, not `os(…)` or `canImport(…)`.
    static func customConditions(in tree: some SyntaxProtocol) -> Set<String> {
        var names = Set<String>()
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind,
                let reference = token.parent?.as(DeclReferenceExprSyntax.self)
            else { continue }
            var current = reference.parent
            while let ancestor = current {
                if ancestor.is(FunctionCallExprSyntax.self) {
                    break  // an argument of `os(…)`, `canImport(…)` and the like
                }
                if let clause = ancestor.as(IfConfigClauseSyntax.self) {
                    if let condition = clause.condition, reference.position >= condition.position,
                        reference.endPosition <= condition.endPosition
                    {
                        names.insert(name)
                    }
                    break
                }
                current = ancestor.parent
            }
        }
        return names
    }
}

private struct EditKey: Hashable {
    var start: Int
    var end: Int
    var replacement: String
}

/// A mutant's id: stable while the lines it touches stay as they are.
///
/// The id hashes the file's path, the operator, the text of the lines the edit touches (each without its
/// indentation), where the edit starts in them, its replacement, and how many mutants with all of these the file
/// held before it. Editing, adding or removing other lines leaves it as it is, and so does re-indenting; editing one
/// of its lines, renaming the file, or adding the same line with the same mutant above it in that file changes it.
/// The line number is shown, never hashed.
struct MutantIdentity {
    var key: UInt64
    private var prefix: String

    init(path: String, mutationOperator: MutationOperator, start: Int, end: Int, replacement: String, bytes: [UInt8]) {
        let newline = UInt8(ascii: "\n")
        var lineStart = start
        while lineStart > 0 && bytes[lineStart - 1] != newline {
            lineStart -= 1
        }
        var lineEnd = max(end, start)
        while lineEnd < bytes.count && bytes[lineEnd] != newline {
            lineEnd += 1
        }
        let lines = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        let context = lines.map { $0.trimmingWhitespace() }.joined(separator: "\n")
        let indentation = lines.first.map { $0.count - $0.drop { $0 == " " || $0 == "\t" }.count } ?? 0
        let column = start - lineStart - indentation
        key = FNV1a64.hash(
            path, mutationOperator.rawValue, context, String(column), String(end - start), replacement)
        let stem = path.split(separator: "/").last.map { $0.split(separator: ".").first.map(String.init) ?? "" } ?? ""
        prefix = "\(stem).\(mutationOperator.rawValue)"
    }

    func id(occurrence: Int) -> String {
        var hasher = FNV1a64()
        hasher.add(String(key))
        hasher.add(String(occurrence))
        let hex = String(hasher.value, radix: 16)
        let padded = String(repeating: "0", count: 16 - hex.count) + hex
        return "\(prefix).\(padded.prefix(10))"
    }
}

extension Substring {
    fileprivate func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
