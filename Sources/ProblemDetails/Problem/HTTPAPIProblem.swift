import ResponderChain

/// An error that an HTTP API returned as problem details (RFC 9457, `application/problem+json`).
///
/// The standard members follow RFC 9457 section 3.1: every one is optional, and an absent `type` means
/// `"about:blank"`. The `Extras` hold the members a problem type adds; they are decoded from the same JSON object.
///
/// ```swift
/// do {
///     let (data, _) = try await URLSession.shared.problemCheckedData(for: request)
///     …
/// } catch let problem as HTTPAPIProblem<OutOfCredit> {
///     showTopUp(balance: problem.extras.balance)
/// }
/// ```
///
/// The type is checked against ``HTTPAPIProblemExtras/associatedProblemType`` whenever a problem is created or
/// decoded: a differing type throws ``HTTPAPIProblemTypeMismatch``, and an empty one ``HTTPAPIProblemTypeMissing``.
/// Use ``OpaqueHTTPAPIProblem`` to accept any problem, and ``ProblemTypeRegistry`` to decode a group of problem
/// types by looking each body's type up once.
public struct HTTPAPIProblem<Extras: HTTPAPIProblemExtras>: Error {
    /// The problem type URI reference; `"about:blank"` when the problem did not say.
    public let type: String
    /// A short, human-readable summary of the problem type.
    public var title: String?
    /// The HTTP status code the origin server generated for this occurrence (advisory, RFC 9457 section 3.1.2).
    public var status: Int?
    /// A human-readable explanation specific to this occurrence.
    public var detail: String?
    /// A URI reference that identifies this occurrence.
    public var instance: String?
    /// The members the problem type adds to the standard ones.
    public var extras: Extras

    /// Whether `type` is written when encoding even though it is `"about:blank"` (it was present, or given).
    let writesBlankType: Bool

    /// The category a ``ProblemTypeRegistry`` assigned to the problem's type when it decoded the problem.
    var assignedCategory: ErrorCategory?

    /// The wait the response's `Retry-After` asked for, in seconds from when ``HTTPProblemDecoder`` decoded it.
    var responseRetryAfter: Double?

    /// Creates a problem of the given type, checked against the extras.
    ///
    /// - Throws: ``HTTPAPIProblemTypeMissing`` when `type` is empty, and ``HTTPAPIProblemTypeMismatch`` when the
    ///   extras declare a different type.
    public init(
        type: String,
        title: String? = nil,
        status: Int? = nil,
        detail: String? = nil,
        instance: String? = nil,
        extras: Extras
    ) throws {
        try Self.check(type: type)
        self.init(
            checkedType: type,
            explicit: true,
            title: title,
            status: status,
            detail: detail,
            instance: instance,
            extras: extras
        )
    }

    /// Creates a problem whose type is the one the extras declare.
    ///
    /// - Throws: ``HTTPAPIProblemTypeMissing`` when `Extras.associatedProblemType` is `nil` or empty.
    public init(
        title: String? = nil,
        status: Int? = nil,
        detail: String? = nil,
        instance: String? = nil,
        extras: Extras
    ) throws {
        // An empty type goes on to `init(type:…)`, which refuses it with the same error.
        guard let type = Extras.associatedProblemType else {
            throw HTTPAPIProblemTypeMissing(
                expectedType: Extras.associatedProblemType,
                extrasTypeName: String(reflecting: Extras.self)
            )
        }
        try self.init(type: type, title: title, status: status, detail: detail, instance: instance, extras: extras)
    }

    init(
        checkedType type: String,
        explicit: Bool,
        title: String?,
        status: Int?,
        detail: String?,
        instance: String?,
        extras: Extras
    ) {
        self.type = type
        self.writesBlankType = explicit
        self.title = title
        self.status = status
        self.detail = detail
        self.instance = instance
        self.extras = extras
    }

    /// Throws when `type` is empty or differs from the type the extras declare.
    static func check(type: String) throws {
        guard !type.isEmpty else {
            throw HTTPAPIProblemTypeMissing(
                expectedType: Extras.associatedProblemType,
                extrasTypeName: String(reflecting: Extras.self)
            )
        }
        if let expected = Extras.associatedProblemType, expected != type {
            throw HTTPAPIProblemTypeMismatch(
                expectedType: expected,
                actualType: type,
                extrasTypeName: String(reflecting: Extras.self)
            )
        }
    }
}

extension HTTPAPIProblem {
    /// The type RFC 9457 assumes when a problem has none: the problem has no semantics beyond its HTTP status.
    public static var blankType: String { StandardMembers.blankType }
}

extension HTTPAPIProblem: Equatable where Extras: Equatable {
    /// Two problems are equal when their members are; whether an `"about:blank"` type was spelled out is ignored.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.type == rhs.type && lhs.title == rhs.title && lhs.status == rhs.status && lhs.detail == rhs.detail
            && lhs.instance == rhs.instance && lhs.extras == rhs.extras
    }
}

extension HTTPAPIProblem: Hashable where Extras: Hashable {
    /// Hashes the members that ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(title)
        hasher.combine(status)
        hasher.combine(detail)
        hasher.combine(instance)
        hasher.combine(extras)
    }
}

extension HTTPAPIProblem: CustomStringConvertible {
    /// The type, status and title: `problem https://example.com/probs/out-of-credit, status 403: …`.
    ///
    /// What the package writes for developers (routes, reports, error chains, the bridges) goes through
    /// `ErrorPrivacy` instead, which leaves the title out when the app marks it private.
    public var description: String {
        var text = "problem \(type)"
        if let status { text += ", status \(status)" }
        if let title { text += ": \(title)" }
        return text
    }
}
