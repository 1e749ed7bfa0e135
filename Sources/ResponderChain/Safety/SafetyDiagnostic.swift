/// One finding of the safety checks: a value that crossed a declaration without being on its list, a declared
/// type that nothing above can respond to, or a subscriber without a publisher.
///
/// Diagnostics go to the ``ResponderSafety/sink``; install your own with
/// ``ResponderSafety/withSink(_:operation:)`` to assert on them in tests.
///
/// ```swift
/// // FeedView.swift:14: event LikeEvent crossed triggers(ShowPostEvent) without being declared (relaxed)
/// ```
public struct SafetyDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What was found.
    ///
    /// It can gain cases: a `switch` over it outside this package needs an `@unknown default`.
    #if hasAttribute(nonexhaustive)
        @nonexhaustive
    #endif
    public enum Kind: Hashable, Sendable {
        /// An event crossed a `triggers` declaration that does not list its type, and no declaration below it
        /// listed it either.
        case undeclaredEvent

        /// An error crossed a `reports` declaration that does not list its type, and no declaration below it
        /// listed it either.
        case undeclaredError

        /// A type listed by `triggers` has no typed event responder above the declaration.
        case missingEventResponder

        /// A type listed by `reports` has no typed error responder (a typed receive, handle, transform or catch,
        /// or `handleAlertErrors` for an ``AlertableError``) above the declaration.
        case missingErrorResponder

        /// A subscriber was registered where no publisher of its event type is above it.
        case subscriberWithoutPublisher

        /// A presentation queue's presenter cannot show the style asked for (``declaredTypes`` names it, and
        /// ``typeName`` the presenter): the error was shown as an alert instead.
        case unsupportedPresentationStyle
    }

    /// What was found.
    public let kind: Kind

    /// The name of the type concerned: the value's type, or the declared type that has no responder.
    public let typeName: String

    /// The declared types of the declaration concerned, in order; empty for a subscriber without a publisher.
    public let declaredTypes: [String]

    /// The safety level in force where the declaration (or the subscriber) was made.
    public let level: ResponderSafetyLevel

    /// The file of the declaration or subscriber, as `#fileID` gives it.
    public let fileID: String

    /// The line of the declaration or subscriber.
    public let line: UInt

    /// Where the declaration or subscriber was written, as the compiler's own literals, when the diagnostic came
    /// from the safety checks; `nil` for one made by hand in the package's tests.
    ///
    /// Tools that take `StaticString` locations, such as IssueReporting's `reportIssue`, use it to point a test
    /// failure or a runtime warning at the declaration. It takes no part in equality.
    public private(set) var site: CallSite?

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - kind: what was found.
    ///   - typeName: the type concerned.
    ///   - declaredTypes: the declaration's types.
    ///   - level: the level in force.
    ///   - fileID: where the declaration was made.
    ///   - line: the line of the declaration.
    package init(
        kind: Kind,
        typeName: String,
        declaredTypes: [String] = [],
        level: ResponderSafetyLevel,
        fileID: String,
        line: UInt
    ) {
        self.kind = kind
        self.typeName = typeName
        self.declaredTypes = declaredTypes
        self.level = level
        self.fileID = fileID
        self.line = line
    }

    /// Creates a diagnostic about a declaration written at `site`.
    ///
    /// - Parameters:
    ///   - kind: what was found.
    ///   - typeName: the type concerned.
    ///   - declaredTypes: the declaration's types.
    ///   - level: the level in force.
    ///   - site: where the declaration was written; it also gives ``fileID`` and ``line``.
    package init(
        kind: Kind,
        typeName: String,
        declaredTypes: [String] = [],
        level: ResponderSafetyLevel,
        site: CallSite
    ) {
        self.init(
            kind: kind,
            typeName: typeName,
            declaredTypes: declaredTypes,
            level: level,
            fileID: "\(site.fileID)",
            line: site.line
        )
        self.site = site
    }

    /// Whether two diagnostics report the same finding at the same file and line; where it was written is not
    /// compared.
    public static func == (lhs: SafetyDiagnostic, rhs: SafetyDiagnostic) -> Bool {
        lhs.kind == rhs.kind && lhs.typeName == rhs.typeName && lhs.declaredTypes == rhs.declaredTypes
            && lhs.level == rhs.level && lhs.fileID == rhs.fileID && lhs.line == rhs.line
    }

    /// Hashes what `==` compares.
    ///
    /// - Parameter hasher: the hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(typeName)
        hasher.combine(declaredTypes)
        hasher.combine(level)
        hasher.combine(fileID)
        hasher.combine(line)
    }

    /// One line: where, what, and the level.
    public var description: String {
        let list = declaredTypes.joined(separator: ", ")
        let finding =
            switch kind {
            case .undeclaredEvent: "event \(typeName) crossed triggers(\(list)) without being declared"
            case .undeclaredError: "error \(typeName) crossed reports(\(list)) without being declared"
            case .missingEventResponder: "triggers(\(list)): no responder above for event \(typeName)"
            case .missingErrorResponder: "reports(\(list)): no responder above for error \(typeName)"
            case .subscriberWithoutPublisher: "subscriber to \(typeName) has no publisher above it"
            case .unsupportedPresentationStyle: "presenter \(typeName) cannot show \(list): shown as an alert"
            }
        return "\(fileID):\(line): \(finding) (\(level))"
    }
}
