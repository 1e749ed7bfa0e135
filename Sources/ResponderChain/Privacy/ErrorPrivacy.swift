/// What leaves the app: which values that errors and events carry are written as they are, left out or hashed, in
/// everything the package writes for developers.
///
/// Routes (both forms), unhandled reports and the standard sink's line, error chains, the logging, tracing and
/// IssueReporting bridges, the Hummingbird middleware's log line and the testing product's messages all describe
/// values through the current policy. By default it writes what says *what* failed and leaves out what says *whose*:
///
/// | public | private |
/// |---|---|
/// | type and case names, `NSError` domains and codes, HTTP statuses, problem types and titles, a URL's scheme and host | enum payloads and stored properties, descriptions and other free text, `userInfo` values, a URL's path, query and fragment, a problem's `detail`, `instance` and extension members |
///
/// An app changes it once, at launch, without touching library code:
///
/// ```swift
/// ErrorPrivacy.process = ErrorPrivacy.default
///     .marking(OrderError.self, ["orderNumber": .public])     // a public identifier
///     .marking(userInfoKey: "RequestID", as: .hashed)          // correlates, unreadable
///     .marking(problemMember: "balance", as: .public)
/// ```
///
/// A type can mark its own values with ``PrivacyMarked``. Grouping identifiers never depend on a value, whatever the
/// policy: they hash names.
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

    /// The marks an app gave one type: for all its values, and by name.
    struct TypeMarks: Sendable {
        var all: PrivacyMark?
        var named: [String: PrivacyMark] = [:]
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
    ///   - type: an error or event type.
    ///   - mark: the mark of all its values.
    /// - Returns: the new policy.
    public func marking<T>(_ type: T.Type, as mark: PrivacyMark) -> ErrorPrivacy {
        var policy = self
        policy.typeMarks[ObjectIdentifier(type), default: TypeMarks()].all = mark
        return policy
    }

    /// This policy, with named values of `type` marked: a stored property, an enum case (its whole payload), a
    /// payload's label, or `case.label`. They win over the type's own ``PrivacyMarked/privacyMarks``.
    ///
    /// - Parameters:
    ///   - type: an error or event type.
    ///   - marks: the marks, by name.
    /// - Returns: the new policy.
    public func marking<T>(_ type: T.Type, _ marks: [String: PrivacyMark]) -> ErrorPrivacy {
        var policy = self
        policy.typeMarks[ObjectIdentifier(type), default: TypeMarks()].named.merge(marks) { $1 }
        return policy
    }

    /// This policy, with the value of one `userInfo` key marked, in every `NSError`.
    ///
    /// - Parameters:
    ///   - key: the key, such as `NSFilePathErrorKey` or an app's own.
    ///   - mark: its mark.
    /// - Returns: the new policy.
    public func marking(userInfoKey key: String, as mark: PrivacyMark) -> ErrorPrivacy {
        var policy = self
        policy.userInfoKeyMarks[key] = mark
        return policy
    }

    /// This policy, with one member of every problem marked: `detail`, `instance` or an extension member's name.
    ///
    /// - Parameters:
    ///   - name: the member's name in the problem's JSON.
    ///   - mark: its mark.
    /// - Returns: the new policy.
    public func marking(problemMember name: String, as mark: PrivacyMark) -> ErrorPrivacy {
        var policy = self
        policy.problemMemberMarks[name] = mark
        return policy
    }

    // MARK: - Scopes

    private static let setting = ScopedSetting(ErrorPrivacy.default)

    /// The policy of the whole process, used where no task scope sets another; ``default`` until the app sets one.
    ///
    /// Set it once at launch. Inside the testing product's `isolatedResponderChain` trait a test's setting stays its
    /// own.
    public static var process: ErrorPrivacy {
        get { setting.processWide }
        set { setting.processWide = newValue }
    }

    /// The policy that applies on this task now: the innermost scope's, or ``process``.
    public static var current: ErrorPrivacy {
        setting.current
    }

    /// Runs synchronous work with `policy` applying in it and in its child tasks.
    ///
    /// - Parameters:
    ///   - policy: the policy for this scope.
    ///   - operation: the work.
    /// - Returns: what `operation` returns.
    /// - Throws: what `operation` throws.
    public static func with<Result>(_ policy: ErrorPrivacy, operation: () throws -> Result) rethrows -> Result {
        try setting.with(policy, operation: operation)
    }

    /// Runs asynchronous work with `policy` applying in it and in its child tasks.
    ///
    /// - Parameters:
    ///   - policy: the policy for this scope.
    ///   - isolation: the caller's isolation, inherited by `operation`.
    ///   - operation: the work.
    /// - Returns: what `operation` returns.
    /// - Throws: what `operation` throws.
    public static func with<Result>(
        _ policy: ErrorPrivacy,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await setting.with(policy, isolation: isolation, operation: operation)
    }
}
