import SwiftParser
import SwiftSyntax

/// What the generator reads of the root Package.swift, with swift-syntax (the manifest is not run): its library
/// products' targets, each target's folder, and the targets each one depends on.
public struct PackageManifest: Sendable {
    /// One `.target`, `.executableTarget` or `.testTarget`.
    public struct Target: Sendable, Equatable {
        /// Its name.
        public var name: String
        /// Its folder, relative to the package's root: `path:` when given, else `Sources/<name>` (or `Tests/<name>`).
        public var path: String
        /// The names of the targets and products it depends on, as written.
        public var dependencies: [String]
    }

    /// Every target, in the manifest's order.
    public var targets: [Target]
    /// The targets of the `.library` products, in the manifest's order, each once.
    public var libraryTargets: [String]

    /// Reads `source`, the text of a Package.swift.
    public init(source: String) {
        let collector = ManifestCollector(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: source))
        targets = collector.targets
        var seen = Set<String>()
        libraryTargets = collector.libraryTargets.filter { seen.insert($0).inserted }
    }

    /// The library modules the generator mutates: the Swift targets of the library products. (A C target would be
    /// left out: it has no Swift file.)
    public var libraryModules: [Target] {
        libraryTargets.compactMap { name in targets.first { $0.name == name } }
    }

    /// The names of every target, which `canImport` finds.
    public var moduleNames: Set<String> {
        Set(targets.map(\.name))
    }
}

private final class ManifestCollector: SyntaxVisitor {
    var targets: [PackageManifest.Target] = []
    var libraryTargets: [String] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil else {
            return .visitChildren
        }
        let kind = member.declName.baseName.text
        switch kind {
        case "library":
            if let list = argument("targets", of: node)?.as(ArrayExprSyntax.self) {
                libraryTargets += list.elements.compactMap { stringLiteral($0.expression) }
            }
        case "target", "executableTarget", "testTarget":
            // `.target(name:condition:)` in a dependency list names a target; it does not declare one.
            guard argument("condition", of: node) == nil, let nameExpression = argument("name", of: node),
                let name = stringLiteral(nameExpression)
            else { break }
            let folder = kind == "testTarget" ? "Tests" : "Sources"
            let path = argument("path", of: node).flatMap(stringLiteral) ?? "\(folder)/\(name)"
            var dependencies: [String] = []
            if let list = argument("dependencies", of: node) {
                dependencies = Self.strings(in: list)
            }
            targets.append(PackageManifest.Target(name: name, path: path, dependencies: dependencies))
        default:
            break
        }
        return .visitChildren
    }

    private func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    private func stringLiteral(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }

    /// Every plain string literal in `node`: in a dependency list, the names of targets and products.
    private static func strings(in node: some SyntaxProtocol) -> [String] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .stringSegment(let text) = token.tokenKind { text } else { nil }
        }
    }
}
