import SwiftSyntax

/// An edit a mutation operator proposes, before it gets an id and a region.
struct ProposedEdit {
    var mutationOperator: MutationOperator
    var start: Int
    var end: Int
    var replacement: String
    var description: String
    /// The node whose `#if` region decides whether the edit is compiled.
    var anchor: Syntax
}

/// Walks a folded syntax tree (every `SequenceExprSyntax` already an operator tree) and proposes every edit of every
/// operator. What may not be mutated is skipped here: `#if` conditions, attributes, and, when asked, statements that
/// only log. Comments are trivia, which no operator touches.
final class MutationVisitor: SyntaxVisitor {
    private(set) var edits: [ProposedEdit] = []
    /// The lines of the statements skipped because they only log.
    private(set) var skippedLoggingLines: [Int] = []

    private let skipsLoggingStatements: Bool
    private let converter: SourceLocationConverter
    private let bytes: [UInt8]

    init(skipsLoggingStatements: Bool, converter: SourceLocationConverter, bytes: [UInt8]) {
        self.skipsLoggingStatements = skipsLoggingStatements
        self.converter = converter
        self.bytes = bytes
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: What no operator touches

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
    }

    /// A clause's condition is not code that runs; its statements are (whether Linux compiles them is decided later).
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let elements = node.elements {
            walk(elements)
        }
        return .skipChildren
    }

    // MARK: Comparison, logical and arithmetic operators

    private static let comparisons = ["<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="]
    private static let logicals = ["&&": "||", "||": "&&"]
    private static let arithmetics = [
        "+": "-", "-": "+", "*": "/", "/": "*", "+=": "-=", "-=": "+=", "*=": "/=", "/=": "*=",
    ]

    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.operator.text
        if let other = Self.comparisons[text] {
            propose(.comparison, replacing: node, with: other, "`\(text)` → `\(other)`")
        } else if let other = Self.logicals[text] {
            propose(.logical, replacing: node, with: other, "`\(text)` → `\(other)`")
        } else if let other = Self.arithmetics[text], let infix = node.parent?.as(InfixOperatorExprSyntax.self),
            !Self.isNonNumeric(infix.leftOperand), !Self.isNonNumeric(infix.rightOperand)
        {
            propose(.arithmetic, replacing: node, with: other, "`\(text)` → `\(other)` in `\(snippet(infix))`")
        }
        return .visitChildren
    }

    /// Whether `expression` is certainly not a number: a string, array or dictionary literal, or a sum with one.
    private static func isNonNumeric(_ expression: ExprSyntax) -> Bool {
        if expression.is(StringLiteralExprSyntax.self) || expression.is(ArrayExprSyntax.self)
            || expression.is(DictionaryExprSyntax.self)
        {
            return true
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
            infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
        {
            return isNonNumeric(infix.leftOperand) || isNonNumeric(infix.rightOperand)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isNonNumeric(only.expression)
        }
        return false
    }

    // MARK: Conditions

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        proposeConditions(node.conditions, of: "if")
        return .visitChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        proposeConditions(node.conditions, of: "guard")
        return .visitChildren
    }

    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
        proposeConditions(node.conditions, of: "while")
        return .visitChildren
    }

    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind {
        proposeCondition(node.condition, of: "repeat … while")
        return .visitChildren
    }

    override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
        proposeCondition(node.condition, of: "ternary")
        return .visitChildren
    }

    /// Each boolean condition of the list; a binding (`let x = y`), a `case` pattern or `#available` has none.
    private func proposeConditions(_ conditions: ConditionElementListSyntax, of statement: String) {
        for element in conditions {
            if case .expression(let expression) = element.condition {
                proposeCondition(expression, of: statement)
            }
        }
    }

    private func proposeCondition(_ condition: ExprSyntax, of statement: String) {
        let text = condition.trimmedDescription
        let negated: String
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            negated = prefix.expression.trimmedDescription
        } else if Self.isPostfixForm(condition) {
            negated = "!" + text
        } else {
            negated = "!(\(text))"
        }
        let shown = snippet(condition)
        propose(.conditionNegated, replacing: condition, with: negated, "\(statement) condition `\(shown)` negated")
        propose(.conditionTrue, replacing: condition, with: "true", "\(statement) condition `\(shown)` → `true`")
        propose(.conditionFalse, replacing: condition, with: "false", "\(statement) condition `\(shown)` → `false`")
    }

    /// Whether `!` can stand before `expression` without parentheses.
    private static func isPostfixForm(_ expression: ExprSyntax) -> Bool {
        expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
            || expression.is(FunctionCallExprSyntax.self) || expression.is(SubscriptCallExprSyntax.self)
            || expression.is(TupleExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self)
            || expression.is(ForceUnwrapExprSyntax.self)
    }

    // MARK: Nil-coalescing

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return .visitChildren }
        let right = node.rightOperand
        if !Self.neverReturns(right) {
            propose(
                .nilCoalescing, replacing: node, with: right.trimmedDescription,
                "`\(snippet(node))` → `\(snippet(right))`: the optional side dropped")
        }
        if let neighbour = Self.neighbourLiteral(of: right) {
            propose(
                .nilCoalescing, replacing: right, with: neighbour,
                "`?? \(snippet(right))` → `?? \(neighbour)`: the default changed")
        }
        return .visitChildren
    }

    /// Whether `expression` is a call that never returns: `fatalError(…)` and its kin.
    private static func neverReturns(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        return neverReturningFunctions.contains(call.calledExpression.trimmedDescription)
    }

    private static let neverReturningFunctions: Set<String> = ["fatalError", "preconditionFailure", "exit", "abort"]

    /// The neighbour of a literal default: an integer plus one, a float's neighbour, the other boolean, or an empty
    /// string for a non-empty one (and `"x"` for an empty one). Nil for anything else.
    static func neighbourLiteral(of expression: ExprSyntax) -> String? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return Literals.integerNeighbour(of: integer.literal.text, negated: false)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
            let integer = prefix.expression.as(IntegerLiteralExprSyntax.self)
        {
            return Literals.integerNeighbour(of: integer.literal.text, negated: true)
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Literals.floatNeighbour(of: float.literal.text)
        }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
            return boolean.literal.tokenKind == .keyword(.true) ? "false" : "true"
        }
        if let string = expression.as(StringLiteralExprSyntax.self), string.openingPounds == nil,
            string.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
        {
            return Literals.stringNeighbour(isEmpty: string.segments.trimmedDescription.isEmpty)
        }
        return nil
    }

    // MARK: Literals

    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        var target = Syntax(node)
        var negated = false
        if let prefix = node.parent?.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            target = Syntax(prefix)
            negated = true
        }
        let original = target.trimmedDescription
        for variant in Literals.integerVariants(of: node.literal.text, negated: negated) {
            var replacement = variant
            if variant.hasPrefix("-") && !negated && !precededBySeparator(target) {
                replacement = "(\(variant))"
            }
            propose(.integerLiteral, replacing: target, with: replacement, "`\(original)` → `\(variant)`")
        }
        return .skipChildren
    }

    /// Whether the byte before `node` lets a `-` follow it without forming another operator.
    private func precededBySeparator(_ node: Syntax) -> Bool {
        guard let previous = node.previousToken(viewMode: .sourceAccurate) else { return true }
        if !previous.trailingTrivia.isEmpty || !node.leadingTrivia.isEmpty {
            return true
        }
        switch previous.tokenKind {
        case .leftParen, .leftSquare, .leftBrace, .comma, .colon: return true
        default: return false
        }
    }

    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if let neighbour = Literals.floatNeighbour(of: node.literal.text) {
            propose(.floatLiteral, replacing: node, with: neighbour, "`\(node.literal.text)` → `\(neighbour)`")
        }
        return .skipChildren
    }

    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        let other = node.literal.tokenKind == .keyword(.true) ? "false" : "true"
        propose(.booleanLiteral, replacing: node, with: other, "`\(node.literal.text)` → `\(other)`")
        return .skipChildren
    }

    // MARK: Statements

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        guard let expression = Self.expressionStatement(node) else { return .visitChildren }
        let core = Self.unwrapped(expression)
        if skipsLoggingStatements, let output = Logging.output(of: core), !Logging.isDocumented(output, at: node) {
            skippedLoggingLines.append(line(of: node))
            return .skipChildren
        }
        proposeRemoval(of: node, core: core)
        return .visitChildren
    }

    /// The expression of an expression statement.
    private static func expressionStatement(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let expression): expression
        case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: nil
        }
    }

    /// `expression` without `try`, `await` and `unsafe`.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let tried = expression.as(TryExprSyntax.self) {
            return unwrapped(tried.expression)
        }
        if let awaited = expression.as(AwaitExprSyntax.self) {
            return unwrapped(awaited.expression)
        }
        if let unsafe = expression.as(UnsafeExprSyntax.self) {
            return unwrapped(unsafe.expression)
        }
        return expression
    }

    /// Calls whose removal leaves a closure that returns `Void` as before: they return nothing worth returning.
    private static let voidCalls: Set<String> = [
        "append", "insert", "removeAll", "resume", "cancel", "finish", "yield", "send", "fulfill", "signal",
        "leave", "store", "write",
    ]

    private func proposeRemoval(of item: CodeBlockItemSyntax, core: ExprSyntax) {
        let isAssignment: Bool
        let isOptionalChain: Bool
        let callee: String
        if let call = core.as(FunctionCallExprSyntax.self) {
            isAssignment = false
            isOptionalChain = Self.containsOptionalChaining(call.calledExpression)
            callee = Self.calleeName(call.calledExpression)
            // A call that never returns ends a path the compiler checks; `super.init` and `self.init` make the
            // object.
            if Self.neverReturningFunctions.contains(callee) || callee == "init" {
                return
            }
        } else if let infix = core.as(InfixOperatorExprSyntax.self), Self.isAssignment(infix.operator) {
            isAssignment = true
            isOptionalChain = false
            callee = ""
        } else {
            return
        }
        let list = item.parent?.as(CodeBlockItemListSyntax.self)
        let owner = list.map(BlockOwner.init(of:)) ?? .other
        let isLast = list?.last == item
        let isOnly = list?.count == 1
        if case .guardElse = owner, isLast {
            return  // an `else` must leave the scope: its last statement is one that does
        }
        if isAssignment, let infix = core.as(InfixOperatorExprSyntax.self),
            !infix.leftOperand.is(DiscardAssignmentExprSyntax.self), Self.isInInitializer(item)
        {
            return  // most assignments in an initializer give a stored property its value: required
        }
        var replacement = ""
        if isOnly || isLast {
            switch owner {
            case .valueBlock:
                if isOnly { return }
            case .closure(let closure):
                let returnsVoid = closure.signature?.returnClause.map { Self.isVoid($0.type) } ?? false
                if isOnly && !(isAssignment || returnsVoid || Self.voidCalls.contains(callee)) {
                    return
                }
            case .switchCase(let isValue):
                if isValue && isOnly { return }
                if isOnly { replacement = "break" }
            case .guardElse, .other:
                break
            }
        }
        let text = snippet(item)
        if isOptionalChain {
            propose(.optionalChain, replacing: item, with: replacement, "`\(text)`: the optional call skipped")
        } else {
            let what = isAssignment ? "assignment" : "call"
            let result = replacement.isEmpty ? "removed" : "replaced by `break`"
            propose(.statementRemoved, replacing: item, with: replacement, "\(what) `\(text)` \(result)")
        }
    }

    private static func isAssignment(_ operatorExpression: ExprSyntax) -> Bool {
        if operatorExpression.is(AssignmentExprSyntax.self) {
            return true
        }
        let text = operatorExpression.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""
        return text.count >= 2 && text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(text)
    }

    private static func containsOptionalChaining(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let node = current {
            if node.is(OptionalChainingExprSyntax.self) {
                return true
            }
            if let member = node.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else if let call = node.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let subscriptCall = node.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else if let forced = node.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                current = nil
            }
        }
        return false
    }

    /// The name a call is made through: `append` for `list.append(x)`, `fatalError` for `fatalError()`.
    private static func calleeName(_ expression: ExprSyntax) -> String {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return calleeName(specialized.expression)
        }
        return ""
    }

    static func isVoid(_ type: TypeSyntax) -> Bool {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return identifier.name.text == "Void" && identifier.genericArgumentClause == nil
        }
        if let tuple = type.as(TupleTypeSyntax.self) {
            return tuple.elements.isEmpty
        }
        return false
    }

    /// Whether the nearest function around `node` is an initializer (a closure in between is a function of its own).
    private static func isInInitializer(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(InitializerDeclSyntax.self) {
                return true
            }
            if ancestor.is(ClosureExprSyntax.self) || ancestor.is(FunctionDeclSyntax.self)
                || ancestor.is(AccessorDeclSyntax.self)
            {
                return false
            }
            current = ancestor.parent
        }
        return false
    }

    // MARK: Early returns

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let body = node.body, !Self.hasResultBuilder(node.attributes) else { return .visitChildren }
        let returnType = node.signature.returnClause?.type
        let name = node.name.text
        if let returnType, !Self.isVoid(returnType) {
            proposeEarlyReturns(for: returnType, in: body.statements, brace: body.leftBrace, of: "`\(name)`")
        } else if !body.statements.isEmpty {
            proposeEarlyReturn("return", in: body.statements, brace: body.leftBrace, of: "`\(name)`")
        }
        return .visitChildren
    }

    /// A computed property's getter, when the property is a `Bool` or an optional.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.bindings.count == 1, let binding = node.bindings.first, let type = binding.typeAnnotation?.type,
            let accessors = binding.accessorBlock, !Self.hasResultBuilder(node.attributes)
        else { return .visitChildren }
        let name = "`\(binding.pattern.trimmedDescription)`"
        switch accessors.accessors {
        case .getter(let statements):
            proposeEarlyReturns(for: type, in: statements, brace: accessors.leftBrace, of: name)
        case .accessors(let list):
            if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                let body = getter.body
            {
                proposeEarlyReturns(for: type, in: body.statements, brace: body.leftBrace, of: name)
            }
        }
        return .visitChildren
    }

    private func proposeEarlyReturns(
        for type: TypeSyntax, in statements: CodeBlockItemListSyntax, brace: TokenSyntax, of name: String
    ) {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Bool" {
            proposeEarlyReturn("return true", in: statements, brace: brace, of: name)
            proposeEarlyReturn("return false", in: statements, brace: brace, of: name)
        } else if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
        {
            proposeEarlyReturn("return nil", in: statements, brace: brace, of: name)
        }
    }

    /// `return …;` right after the body's `{`: the semicolon keeps the next line from being read as the value.
    private func proposeEarlyReturn(
        _ statement: String, in statements: CodeBlockItemListSyntax, brace: TokenSyntax, of name: String
    ) {
        // The same return first already, or a body that is only the returned value (`{ true }`): no change.
        let value = statement.split(separator: " ", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
        if statements.first?.trimmedDescription == statement
            || (!value.isEmpty && statements.count == 1 && statements.first?.trimmedDescription == value)
        {
            return
        }
        propose(.earlyReturn, replacing: brace, with: "{ \(statement);", "`\(statement)` at the start of \(name)")
    }

    private static func hasResultBuilder(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return attribute.attributeName.trimmedDescription.hasSuffix("Builder")
        }
    }

    // MARK: Switch cases

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        let cases = Array(node.cases)
        for (first, second) in zip(cases, cases.dropFirst()) {
            guard case .switchCase(let a) = first, case .switchCase(let b) = second,
                Self.canSwap(a), Self.canSwap(b),
                a.statements.trimmedDescription != b.statements.trimmedDescription
            else { continue }
            let aRange = range(of: a.statements)
            let bRange = range(of: b.statements)
            let between = source(aRange.upperBound..<bRange.lowerBound)
            let replacement = b.statements.trimmedDescription + between + a.statements.trimmedDescription
            edits.append(
                ProposedEdit(
                    mutationOperator: .switchCaseSwapped, start: aRange.lowerBound, end: bRange.upperBound,
                    replacement: replacement,
                    description: "the bodies of `\(snippet(a.label))` and `\(snippet(b.label))` exchanged",
                    anchor: Syntax(a)))
        }
        return .visitChildren
    }

    /// Whether a case's body can move: its label binds no names the body could use, and it does not fall through.
    private static func canSwap(_ switchCase: SwitchCaseSyntax) -> Bool {
        let binds = switchCase.label.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .keyword(.let) || token.tokenKind == .keyword(.var)
        }
        let fallsThrough = switchCase.statements.tokens(viewMode: .sourceAccurate).contains {
            $0.tokenKind == .keyword(.fallthrough)
        }
        return !binds && !fallsThrough
    }

    // MARK: Helpers

    /// Proposes replacing `node`'s text (without its trivia) by `replacement`.
    private func propose(
        _ mutationOperator: MutationOperator, replacing node: some SyntaxProtocol, with replacement: String,
        _ description: String
    ) {
        let nodeRange = range(of: node)
        edits.append(
            ProposedEdit(
                mutationOperator: mutationOperator, start: nodeRange.lowerBound, end: nodeRange.upperBound,
                replacement: replacement, description: description, anchor: Syntax(node)))
    }

    private func range(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    private func source(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func line(of node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter, afterLeadingTrivia: true).line
    }
}

/// A short, one-line form of a node's text for a description.
func snippet(_ node: some SyntaxProtocol, limit: Int = 60) -> String {
    let words = node.trimmedDescription.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    return words.count > limit ? String(words.prefix(limit - 1)) + "…" : words
}
