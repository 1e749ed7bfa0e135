import Foundation

/// What leaves the app: which values that errors and events carry are written as they are, left out or hashed, in
/// everything the package writes for developers.
///
/// Routes (both forms), unhandled reports and the standard sink's line, error chains, the logging, tracing and
/// IssueReporting bridges, the Hummingbird middleware's log line and the testing product's messages all describe
/// values through the current policy. By default it writes what says *what* failed and leaves out what says *whose*:
///
/// | public | private |
/// |---|---|
/// | type and case names, `NSError` domains and codes, HTTP statuses, problem types and titles (a title can be marked), a URL's scheme and host | enum payloads and stored properties, descriptions and other free text, `userInfo` values, a URL's path, query and fragment, a problem's `detail`, `instance` and extension members |
///
/// An app changes it once, at launch, without touching library code:
///
/// ```swift
/// ErrorPrivacy.policy = ErrorPrivacy.default
///     .marking(OrderError.self, ["orderNumber": .public])     // a public identifier
///     .marking(userInfoKey: "RequestID", as: .hashed)          // correlates, unreadable
///     .marking(problemMember: "balance", as: .public)
/// ```
///
/// A type can mark its own values with ``PrivacyMarked``. Grouping identifiers never depend on a value, whatever the
/// policy: they hash names.
///
/// A mark that cannot take effect is refused where it is written, never ignored: in a test the test fails at the
/// `marking` call, in a debug app a runtime warning says why (elsewhere a line on standard error), and the policy
/// goes on without it. So are a problem member the package never redacts (`type`, `status`), the `userInfo` key of
/// the underlying error, a type whose values are written by other marks (Foundation's errors, problems, HTTP error
/// responses, decoding errors), and, when the first value of a type is written, a name that is none of the type's
/// stored properties, cases or payload labels.
///
/// - Important: A value the policy cannot classify is left out. A private value is never described: its
///   `description` is never called. Debug and release builds use the same default.
public struct ErrorPrivacy: Sendable {
    /// The payloads of enum cases and the stored properties of errors and events. `private` by default.
    public var values: PrivacyMark

    /// Descriptions and other free text: an error's or event's own `description`, a decoding error's
    /// `debugDescription`, an HTTP error response's body. `private` by default.
    public var descriptions: PrivacyMark

    /// The values of an `NSError`'s `userInfo`, but for URLs. `private` by default.
    public var userInfoValues: PrivacyMark

    /// A URL's path, query and fragment; its scheme, host and port are public. `private` by default.
    public var urlPaths: PrivacyMark

    /// A problem's `detail`, `instance` and extension members. `private` by default.
    public var problemMembers: PrivacyMark

    /// The key that ``PrivacyMark/hashed`` values are hashed with.
    public var hashKey: HashKey

    var typeMarks: [ObjectIdentifier: TypeMarks] = [:]
    var userInfoKeyMarks: [String: PrivacyMark] = [:]
    var problemMemberMarks: [String: PrivacyMark] = [:]

    /// The marks an app gave one type: for all its values, and by name, with where each name was marked.
    struct TypeMarks: Sendable {
        var all: PrivacyMark?
        var named: [String: PrivacyMark] = [:]
        var sites: [String: CallSite] = [:]
    }

    /// The key of hashed values.
    public struct HashKey: Sendable {
        let bytes: [UInt8]

        /// A key the app gives, the same on every launch and device that has it: digests correlate across launches.
        ///
        /// - Parameter bytes: the key; 32 random bytes are a good one. HMAC-SHA-256 hashes a longer key first.
        public static func app(_ bytes: [UInt8]) -> HashKey {
            HashKey(bytes: bytes)
        }

        /// A key of 32 bytes drawn at random once per process, as long as the digest: digests correlate within one
        /// launch only.
        public static let perProcess: HashKey = {
            var generator = SystemRandomNumberGenerator()
            return HashKey(bytes: (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
        }()
    }

    /// Creates a policy; every argument defaults to the package's default.
    ///
    /// - Parameters:
    ///   - values: the mark of payloads and stored properties.
    ///   - descriptions: the mark of descriptions and other free text.
    ///   - userInfoValues: the mark of `userInfo` values that are not URLs.
    ///   - urlPaths: the mark of a URL's path, query and fragment.
    ///   - problemMembers: the mark of a problem's `detail`, `instance` and extension members.
    ///   - hashKey: the key of hashed values: ``HashKey/perProcess`` unless the app gives one.
    public init(
        values: PrivacyMark = .private,
        descriptions: PrivacyMark = .private,
        userInfoValues: PrivacyMark = .private,
        urlPaths: PrivacyMark = .private,
        problemMembers: PrivacyMark = .private,
        hashKey: HashKey = .perProcess
    ) {
        self.values = values
        self.descriptions = descriptions
        self.userInfoValues = userInfoValues
        self.urlPaths = urlPaths
        self.problemMembers = problemMembers
        self.hashKey = hashKey
    }

    /// The package's default: payloads, free text, `userInfo` values and URLs' paths and queries private; type and
    /// case names, domains, codes, statuses and problem types public.
    public static let `default` = ErrorPrivacy()

    /// Every value public: what the package wrote before it had a policy. For a test or a local debug session, never
    /// for a build that reaches users.
    public static let everythingPublic = ErrorPrivacy(
        values: .public, descriptions: .public, userInfoValues: .public, urlPaths: .public, problemMembers: .public)

    /// This policy, with every value of `type` (its payloads, stored properties and description) marked `mark`.
    ///
    /// - Parameters:
    ///   - type: an error or event type. Foundation's errors, problems, HTTP error responses and decoding errors are
    ///     refused: their values are marked by `userInfo` key, problem member or ``descriptions``.
    ///   - mark: the mark of all its values.
    ///   - fileID: the caller's `#fileID`: where a refused mark fails a test; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    /// - Returns: the new policy.
    public func marking<T>(
        _ type: T.Type,
        as mark: PrivacyMark,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> ErrorPrivacy {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard Self.acceptsTypeMarks(type, call: "marking(\(Self.name(of: type)).self, as: .\(mark))", at: site) else {
            return self
        }
        var policy = self
        policy.typeMarks[ObjectIdentifier(type), default: TypeMarks()].all = mark
        return policy
    }

    /// This policy, with named values of `type` marked: a stored property, an enum case (its whole payload), a
    /// payload's label, or `case.label`. They win over the type's own ``PrivacyMarked/privacyMarks``.
    ///
    /// For a struct or a class, a name that is no stored property is refused when the first value of `type` is
    /// written, at this call's line. An enum's names are not checked: a value shows only its own case.
    ///
    /// - Parameters:
    ///   - type: an error or event type, or a type of values they carry. Foundation's errors, problems, HTTP error
    ///     responses and decoding errors are refused: their values are marked by `userInfo` key, problem member or
    ///     ``descriptions``.
    ///   - marks: the marks, by name.
    ///   - fileID: the caller's `#fileID`: where a refused mark fails a test; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    /// - Returns: the new policy.
    public func marking<T>(
        _ type: T.Type,
        _ marks: [String: PrivacyMark],
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> ErrorPrivacy {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let names = marks.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        guard Self.acceptsTypeMarks(type, call: "marking(\(Self.name(of: type)).self, [\(names)])", at: site) else {
            return self
        }
        var policy = self
        policy.typeMarks[ObjectIdentifier(type), default: TypeMarks()].named.merge(marks) { $1 }
        for name in marks.keys {
            policy.typeMarks[ObjectIdentifier(type), default: TypeMarks()].sites[name] = site
        }
        return policy
    }

    /// This policy, with the value of one `userInfo` key marked, in every `NSError`.
    ///
    /// `NSUnderlyingErrorKey` is refused: the underlying error is the next level of the error's chain, written by
    /// its own marks.
    ///
    /// - Parameters:
    ///   - key: the key, such as `NSFilePathErrorKey` or an app's own.
    ///   - mark: its mark.
    ///   - fileID: the caller's `#fileID`: where a refused mark fails a test; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    /// - Returns: the new policy.
    public func marking(
        userInfoKey key: String,
        as mark: PrivacyMark,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> ErrorPrivacy {
        guard key != NSUnderlyingErrorKey else {
            IneffectiveSetting.refuse(
                """
                ErrorPrivacy: marking(userInfoKey: NSUnderlyingErrorKey, as: .\(mark)) does nothing: the underlying \
                error is the next level of the error's chain, written by its own type's marks. Mark that type instead.
                """,
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return self
        }
        var policy = self
        policy.userInfoKeyMarks[key] = mark
        return policy
    }

    /// This policy, with one member of every problem marked: `title`, `detail`, `instance` or an extension member's
    /// name.
    ///
    /// A problem's `title` is public unless it is marked here. RFC 9457 asks that a title not change from one
    /// occurrence of a problem type to the next, so it usually says what failed, not whose; but a server may put a
    /// value in it (`Query 'alice@example.com' is not valid`), and then marking it `private` or `hashed` keeps it out
    /// of routes, reports, error chains and every bridge's output, as for any other member. Grouping identifiers
    /// never depend on it. `type` and `status` are refused: they are what a developer needs to know which problem
    /// it was, and never carry a user's value.
    ///
    /// ```swift
    /// ErrorPrivacy.policy = ErrorPrivacy.default
    ///     .marking(problemMember: "title", as: .private)   // this server quotes the query in its titles
    /// ```
    ///
    /// - Parameters:
    ///   - name: the member's name in the problem's JSON.
    ///   - mark: its mark.
    ///   - fileID: the caller's `#fileID`: where a refused mark fails a test; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    /// - Returns: the new policy.
    public func marking(
        problemMember name: String,
        as mark: PrivacyMark,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> ErrorPrivacy {
        guard !Self.unmarkableProblemMembers.contains(name) else {
            IneffectiveSetting.refuse(
                """
                ErrorPrivacy: marking(problemMember: "\(name)", as: .\(mark)) does nothing: a problem's type and \
                status are always written, since they say which problem it was and carry no user's value. A \
                problem's title, detail, instance and extension members can be marked.
                """,
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return self
        }
        var policy = self
        policy.problemMemberMarks[name] = mark
        return policy
    }

    /// The mark that this policy's ``marking(problemMember:as:fileID:filePath:line:column:)`` gave the member named
    /// `name`, or `nil` when it gave none: then a problem's `title` is public, and any other member has the mark
    /// ``problemMembers``.
    ///
    /// - Parameter name: the member's name in the problem's JSON.
    /// - Returns: the mark given to it, if any.
    public func mark(ofProblemMember name: String) -> PrivacyMark? {
        problemMemberMarks[name]
    }

    /// The members of a problem that every policy writes as they are.
    static let unmarkableProblemMembers: Set<String> = ["type", "status"]

    /// Whether marks given to `type` can take effect; when they cannot, refuses `call` at `site` and says which
    /// marks do: Foundation's errors and the types that write themselves through the policy (problems, HTTP error
    /// responses, decoding errors) never read a type's marks.
    private static func acceptsTypeMarks<T>(_ type: T.Type, call: String, at site: CallSite) -> Bool {
        let isFoundationError =
            type is NSError.Type || type == URLError.self || type == CocoaError.self || type == POSIXError.self
        guard isFoundationError || PrivacyRenderer.writesItself(type) else { return true }
        let instead =
            isFoundationError
            ? """
            Foundation's errors are written as their domain and code, and their userInfo values by key: use \
            marking(userInfoKey:as:) or userInfoValues.
            """
            : """
            its values are marked by name for every value of its kind: a problem's members with \
            marking(problemMember:as:), free text (a body, a debug description) with descriptions.
            """
        IneffectiveSetting.refuse("ErrorPrivacy: \(call) does nothing: \(instead)", at: site)
        return false
    }

    /// `OrderError`, as a refusal names a type.
    static func name(of type: Any.Type) -> String {
        ValueDescription.typeName(type)
    }

    // MARK: - Scopes

    private static let policies = ScopedSetting(ErrorPrivacy.default)

    /// The process-wide policy, used where no task-scoped policy is set; ``default`` until you set another.
    ///
    /// Set it once at launch. Reading and writing are thread-safe. Inside the testing product's
    /// `isolatedResponderChain` trait a test's setting stays its own.
    public static var policy: ErrorPrivacy {
        get { policies.processWide }
        set { policies.processWide = newValue }
    }

    /// The policy in force on this task: the innermost ``withPolicy(_:operation:)`` scope's, else ``policy``.
    public static var currentPolicy: ErrorPrivacy {
        policies.current
    }

    /// Runs synchronous work with `policy` in force in it and in its child tasks.
    ///
    /// - Parameters:
    ///   - policy: the policy for this scope.
    ///   - operation: the work.
    /// - Returns: what `operation` returns.
    /// - Throws: what `operation` throws.
    public static func withPolicy<Result>(
        _ policy: ErrorPrivacy,
        operation: () throws -> Result
    ) rethrows -> Result {
        try policies.with(policy, operation: operation)
    }

    /// Runs asynchronous work with `policy` in force in it and in its child tasks.
    ///
    /// - Parameters:
    ///   - policy: the policy for this scope.
    ///   - isolation: the caller's isolation, inherited by `operation`.
    ///   - operation: the work.
    /// - Returns: what `operation` returns.
    /// - Throws: what `operation` throws.
    public static func withPolicy<Result>(
        _ policy: ErrorPrivacy,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await policies.with(policy, isolation: isolation, operation: operation)
    }
}
