import SwiftSyntax

/// What a block of statements belongs to, as far as removing one of its statements is concerned.
enum BlockOwner {
    /// A closure: whether it must return a value is not known from the syntax alone.
    case closure(ClosureExprSyntax)
    /// A block whose single expression is its value: the body of a function or getter that returns something, or a
    /// branch of an `if` used as a value.
    case valueBlock
    /// A `case` of a `switch`, which needs one statement at least; `isValue` when the `switch` is used as a value.
    case switchCase(isValue: Bool)
    /// The `else` of a `guard`, which must leave the scope.
    case guardElse
    /// Any other block: a statement can go without another taking its place.
    case other

    init(of list: CodeBlockItemListSyntax) {
        guard let parent = list.parent else {
            self = .other
            return
        }
        if let closure = parent.as(ClosureExprSyntax.self) {
            self = .closure(closure)
        } else if let switchCase = parent.as(SwitchCaseSyntax.self) {
            let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self)
            self = .switchCase(isValue: switchExpression.map { isUsedAsValue(ExprSyntax($0)) } ?? false)
        } else if parent.is(AccessorBlockSyntax.self) {
            self = .valueBlock  // `var x: T { … }`: a getter
        } else if let block = parent.as(CodeBlockSyntax.self), let owner = block.parent {
            if let function = owner.as(FunctionDeclSyntax.self) {
                let returnType = function.signature.returnClause?.type
                self = returnType.map { MutationVisitor.isVoid($0) } ?? true ? .other : .valueBlock
            } else if let accessor = owner.as(AccessorDeclSyntax.self) {
                self = accessor.accessorSpecifier.tokenKind == .keyword(.get) ? .valueBlock : .other
            } else if owner.is(SubscriptDeclSyntax.self) {
                self = .valueBlock
            } else if let ifExpression = owner.as(IfExprSyntax.self) {
                self = isUsedAsValue(ExprSyntax(ifExpression)) ? .valueBlock : .other
            } else if owner.is(GuardStmtSyntax.self) {
                self = .guardElse
            } else {
                self = .other
            }
        } else {
            self = .other
        }
    }
}

/// Whether an `if` or `switch` expression gives a value, rather than standing as a statement: it is assigned,
/// returned, passed, or it is the single statement of a block whose value it is.
func isUsedAsValue(_ expression: ExprSyntax) -> Bool {
    var node = Syntax(expression)
    // `else if`: the outermost `if` decides.
    while let parent = node.parent?.as(IfExprSyntax.self), parent.elseBody.map(Syntax.init) == node {
        node = Syntax(parent)
    }
    var parent = node.parent
    if let statement = parent?.as(ExpressionStmtSyntax.self) {
        parent = statement.parent
    }
    guard let item = parent?.as(CodeBlockItemSyntax.self) else { return true }
    guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return false }
    switch BlockOwner(of: list) {
    case .valueBlock, .closure: return true
    case .switchCase(let isValue): return isValue
    case .guardElse, .other: return false
    }
}

/// How the library writes what it logs, to tell the statements that only log.
enum Logging {
    /// Where a statement's output goes.
    enum Output {
        /// A swift-log `Logger`'s level method.
        case logger
        /// Standard error: `FileHandle.standardError.write`, `fputs(…, stderr)`, `print(…, to: &…)`.
        case standardError
        /// Standard output: `print`, `debugPrint`, `FileHandle.standardOutput.write`.
        case standardOutput

        /// Whether a doc comment says that the declaration writes this output: a logger's line is documented by
        /// the words "log", "logs", "logged" or "logging"; a stream's by its name ("standard error").
        func isNamed(in documentation: String) -> Bool {
            let text = documentation.lowercased()
            switch self {
            case .logger:
                let words = text.split { !$0.isLetter }
                return words.contains { ["log", "logs", "logged", "logging"].contains($0) }
            case .standardError:
                return text.contains("standard error") || text.contains("stderr")
            case .standardOutput:
                return text.contains("standard output") || text.contains("stdout")
            }
        }
    }

    private static let loggerLevels: Set<String> = [
        "trace", "debug", "info", "notice", "warning", "error", "critical", "log",
    ]

    /// Where the call `expression` writes, when it is one of the calls that write logs or diagnostics.
    static func output(of expression: ExprSyntax) -> Output? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let method = member.declName.baseName.text
            let receiver = base.trimmedDescription
            if loggerLevels.contains(method), receiver == "logger" || receiver.hasSuffix(".logger") {
                return .logger
            }
            if method == "write", receiver == "FileHandle.standardError" {
                return .standardError
            }
            if method == "write", receiver == "FileHandle.standardOutput" {
                return .standardOutput
            }
            return nil
        }
        guard let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        switch function {
        case "print", "debugPrint":
            return call.arguments.contains { $0.label?.text == "to" } ? .standardError : .standardOutput
        case "fputs", "fprintf":
            return call.arguments.contains { $0.expression.trimmedDescription == "stderr" } ? .standardError : nil
        default:
            return nil
        }
    }

    /// Whether the declaration around `node` (the nearest function, initializer, subscript or property) says in
    /// its doc comment that it writes `output`: then the line is its documented behaviour, not only a log.
    static func isDocumented(_ output: Output, at node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self)
                || ancestor.is(SubscriptDeclSyntax.self) || ancestor.is(VariableDeclSyntax.self)
                || ancestor.is(DeinitializerDeclSyntax.self)
            {
                return output.isNamed(in: docComment(of: ancestor))
            }
            current = ancestor.parent
        }
        return false
    }

    /// The text of the doc comments before `declaration`.
    static func docComment(of declaration: Syntax) -> String {
        declaration.leadingTrivia.compactMap { piece -> String? in
            switch piece {
            case .docLineComment(let text), .docBlockComment(let text): text
            default: nil
            }
        }.joined(separator: "\n")
    }
}
