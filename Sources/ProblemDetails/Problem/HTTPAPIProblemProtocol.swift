/// The members every ``HTTPAPIProblem`` has, whatever its extras.
///
/// ``ProblemTypeRegistry`` and ``HTTPProblemDecoder`` return problems of several extras types; use this protocol to
/// read the standard members without knowing which, and a cast or ``as(_:)`` to get the typed problem:
///
/// ```swift
/// catch let problem as any HTTPAPIProblemProtocol {
///     log(problem.type, problem.status)
///     if let outOfCredit = problem.as(OutOfCredit.self) { … }
/// }
/// ```
public protocol HTTPAPIProblemProtocol: Error {
    /// The problem type URI reference; `"about:blank"` when the problem did not say.
    var type: String { get }
    /// A short, human-readable summary of the problem type.
    var title: String? { get }
    /// The HTTP status code the origin server generated for this occurrence.
    var status: Int? { get }
    /// A human-readable explanation specific to this occurrence.
    var detail: String? { get }
    /// A URI reference that identifies this occurrence.
    var instance: String? { get }
    /// The extras, type-erased.
    var anyExtras: any HTTPAPIProblemExtras { get }
}

extension HTTPAPIProblem: HTTPAPIProblemProtocol {
    /// The extras, type-erased.
    public var anyExtras: any HTTPAPIProblemExtras { extras }
}

extension HTTPAPIProblemProtocol {
    /// This problem as a problem with the given extras, or `nil` when it has other extras.
    public func `as`<Extras: HTTPAPIProblemExtras>(_ extras: Extras.Type) -> HTTPAPIProblem<Extras>? {
        self as? HTTPAPIProblem<Extras>
    }
}
