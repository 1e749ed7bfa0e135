/// The error thrown when a problem has no usable `type`.
///
/// ``HTTPAPIProblem`` throws it in two cases:
/// - the `type` member is present but empty (an absent member means `"about:blank"` and is fine);
/// - ``HTTPAPIProblem/init(title:status:detail:instance:extras:)`` is asked to take the type from extras whose
///   ``HTTPAPIProblemExtras/associatedProblemType`` is `nil`.
public struct HTTPAPIProblemTypeMissing: Error, Hashable, CustomStringConvertible {
    /// The type the extras declare, if any.
    public let expectedType: String?
    /// The name of the extras type involved.
    public let extrasTypeName: String

    /// Creates a missing-type error.
    public init(expectedType: String?, extrasTypeName: String) {
        self.expectedType = expectedType
        self.extrasTypeName = extrasTypeName
    }

    /// A sentence that says what was missing.
    public var description: String {
        if let expectedType {
            return "problem type is empty; \(extrasTypeName) expects \"\(expectedType)\""
        }
        return "no problem type: the type is empty or \(extrasTypeName) declares no associatedProblemType"
    }
}
