public import Foundation
public import ResponderChain

/// Maps problem type URIs to typed problems, so that a group of problem types decodes with one lookup.
///
/// ```swift
/// var registry = ProblemTypeRegistry()
/// try registry.register(OutOfCredit.self, message: { "Top up: your balance is \($0.extras.balance)." })
/// try registry.register(ValidationFailed.self)
///
/// let problem = try registry.decodeProblem(from: body)
/// switch problem {
/// case let outOfCredit as HTTPAPIProblem<OutOfCredit>: …
/// case let opaque as OpaqueHTTPAPIProblem: …   // an unregistered type
/// default: …
/// }
/// ```
///
/// A body's `type` is read once and looked up; its extras are then decoded in the same pass over the JSON. A body
/// of an unregistered type decodes as an ``OpaqueHTTPAPIProblem``. A body of a registered type that does not fit
/// its extras throws a ``ProblemDecodingError`` naming the type and the decoder's error, with the raw body. (Trying
/// each candidate type in turn, instead, costs a decode per registered type and reports only the last failure.)
///
/// Types are compared as exact strings; relative type references are not resolved against a base URI.
public struct ProblemTypeRegistry: Sendable {
    struct Entry: Sendable {
        let extrasType: any HTTPAPIProblemExtras.Type
        /// `HTTPAPIProblem<Extras>`, which decodes a body of the entry's type.
        let problem: any RegisteredProblem.Type
        let message: (@Sendable (any HTTPAPIProblemProtocol) -> String?)?
    }

    private var entries: [String: Entry] = [:]
    private var categories: [String: ErrorCategory] = [:]

    /// Creates an empty registry: every problem decodes as opaque.
    public init() {}

    /// Registers extras for a problem type.
    ///
    /// - Parameters:
    ///   - extras: The extras of the problem type.
    ///   - type: The type URI; `nil` takes `Extras.associatedProblemType`. Give one to reuse extras that accept any
    ///     type (`associatedProblemType == nil`) for a particular type.
    ///   - message: What the app tells its user about a problem of this type, read by ``userMessage(for:)``.
    /// - Throws: ``ProblemTypeRegistrationError`` when there is no type, when it differs from the one the extras
    ///   declare, or when it is already registered.
    public mutating func register<Extras: HTTPAPIProblemExtras>(
        _ extras: Extras.Type,
        forType type: String? = nil,
        message: (@Sendable (HTTPAPIProblem<Extras>) -> String?)? = nil
    ) throws(ProblemTypeRegistrationError) {
        let declared = Extras.associatedProblemType
        let name = String(reflecting: Extras.self)
        guard let type = type ?? declared, !type.isEmpty else {
            throw ProblemTypeRegistrationError(reason: .missingType, problemType: "", extrasTypeName: name)
        }
        if let declared, declared != type {
            throw ProblemTypeRegistrationError(
                reason: .conflictingType(declared: declared),
                problemType: type,
                extrasTypeName: name
            )
        }
        guard entries[type] == nil else {
            throw ProblemTypeRegistrationError(reason: .duplicateType, problemType: type, extrasTypeName: name)
        }
        var erasedMessage: (@Sendable (any HTTPAPIProblemProtocol) -> String?)?
        if let message {
            erasedMessage = { problem in
                guard let typed = problem as? HTTPAPIProblem<Extras> else { return nil }
                return message(typed)
            }
        }
        entries[type] = Entry(
            extrasType: Extras.self,
            problem: HTTPAPIProblem<Extras>.self,
            message: erasedMessage
        )
    }

    /// A copy of this registry with one more registration; see ``register(_:forType:message:)``.
    public func registering<Extras: HTTPAPIProblemExtras>(
        _ extras: Extras.Type,
        forType type: String? = nil,
        message: (@Sendable (HTTPAPIProblem<Extras>) -> String?)? = nil
    ) throws(ProblemTypeRegistrationError) -> ProblemTypeRegistry {
        var copy = self
        try copy.register(extras, forType: type, message: message)
        return copy
    }

    /// Assigns an `ErrorCategory` to a problem type, overriding the default for the problem's
    /// status; problems this registry decodes carry it as their `category`.
    ///
    /// It works for registered and unregistered (opaque) types alike, and replaces an earlier assignment.
    ///
    /// ```swift
    /// registry.assign(.requiresSignout, toType: "https://example.com/probs/session-expired")
    /// registry.assign(.recoverable(recoveryOption: .topUp), toType: OutOfCredit.associatedProblemType!)
    /// ```
    ///
    /// - Parameters:
    ///   - category: the category.
    ///   - type: the problem type URI.
    public mutating func assign(_ category: ErrorCategory, toType type: String) {
        categories[type] = category
    }

    /// A copy of this registry with one more category assignment; see ``assign(_:toType:)``.
    ///
    /// - Parameters:
    ///   - category: the category.
    ///   - type: the problem type URI.
    /// - Returns: the copy.
    public func assigning(_ category: ErrorCategory, toType type: String) -> ProblemTypeRegistry {
        var copy = self
        copy.assign(category, toType: type)
        return copy
    }

    /// The category assigned to a problem type, if any.
    ///
    /// - Parameter type: the problem type URI.
    /// - Returns: the category given to ``assign(_:toType:)``.
    public func category(forType type: String) -> ErrorCategory? {
        categories[type]
    }

    /// The registered type URIs, sorted.
    public var registeredTypes: [String] { entries.keys.sorted() }

    /// The extras registered for a type, if any.
    public func extrasType(forType type: String) -> (any HTTPAPIProblemExtras.Type)? {
        entries[type]?.extrasType
    }

    /// The message registered for the problem's type, if there is one and it has something to say.
    public func userMessage(for problem: any HTTPAPIProblemProtocol) -> String? {
        entries[problem.type]?.message?(problem)
    }

    /// Decodes a problem details body: a problem of the registered extras for its type, or an opaque problem.
    ///
    /// - Parameters:
    ///   - data: The body, a JSON object.
    ///   - decoder: The decoder for the extras, with whatever strategies they need.
    ///   - bodyLimit: How many bytes of the body an error keeps.
    /// - Returns: An `HTTPAPIProblem` of the registered extras, or an ``OpaqueHTTPAPIProblem``.
    /// - Throws: ``ProblemDecodingError`` when the body is not JSON, not an object, has an empty type, or does not
    ///   fit the extras registered for its type.
    public func decodeProblem(
        from data: Data,
        using decoder: JSONDecoder = JSONDecoder(),
        bodyLimit: Int = BoundedBody.defaultLimit
    ) throws(ProblemDecodingError) -> any HTTPAPIProblemProtocol {
        try decodeProblem(from: data, using: decoder, bodyLimit: bodyLimit, response: nil)
    }

    func decodeProblem(
        from data: Data,
        using decoder: JSONDecoder,
        bodyLimit: Int,
        response: HTTPResponseSummary?
    ) throws(ProblemDecodingError) -> any HTTPAPIProblemProtocol {
        do {
            return try RegistryDecoding.$registry.withValue(self) {
                try decoder.decode(RegistryDecoding.Dispatch.self, from: data).problem
            }
        } catch {
            throw ProblemDecodingError(decoding: data, failedWith: error, bodyLimit: bodyLimit, response: response)
        }
    }

    func entry(forType type: String) -> Entry? {
        entries[type]
    }
}
