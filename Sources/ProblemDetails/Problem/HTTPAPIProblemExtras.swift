/// The members a problem type adds to the standard RFC 9457 members, and the type it belongs to.
///
/// Extras are decoded from the same JSON object as the standard members, so a problem of type
/// `https://example.com/probs/out-of-credit` with a `balance` extension member is modelled like this:
///
/// ```swift
/// struct OutOfCredit: HTTPAPIProblemExtras, Codable {
///     static var associatedProblemType: String? { "https://example.com/probs/out-of-credit" }
///     var balance: Int
///     var accounts: [String]
/// }
///
/// let problem = try JSONDecoder().decode(HTTPAPIProblem<OutOfCredit>.self, from: body)
/// ```
///
/// If the extras also conform to `Encodable`, the problem is `Encodable` too. They must then encode as a keyed
/// container (a JSON object), because their members are written into the problem's object.
public protocol HTTPAPIProblemExtras: Decodable, Sendable {
    /// The problem type URI these extras belong to, or `nil` when they fit a problem of any type.
    ///
    /// When it is non-`nil`, ``HTTPAPIProblem`` refuses a problem whose `type` differs, with
    /// ``HTTPAPIProblemTypeMismatch``. Types are compared as exact strings.
    static var associatedProblemType: String? { get }
}
