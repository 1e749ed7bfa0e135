/// The error thrown when a problem's `type` is not the type its extras belong to.
///
/// ``HTTPAPIProblem`` throws it while decoding or initialising when
/// ``HTTPAPIProblemExtras/associatedProblemType`` is non-`nil` and differs from the problem's type. An absent `type`
/// member counts as `"about:blank"` (RFC 9457, section 3.1.1), so it mismatches any other expected type.
public struct HTTPAPIProblemTypeMismatch: Error, Hashable, CustomStringConvertible {
    /// The type the extras declare.
    public let expectedType: String
    /// The type the problem carries.
    public let actualType: String
    /// The name of the extras type that declared ``expectedType``.
    public let extrasTypeName: String

    /// Creates a mismatch error.
    public init(expectedType: String, actualType: String, extrasTypeName: String) {
        self.expectedType = expectedType
        self.actualType = actualType
        self.extrasTypeName = extrasTypeName
    }

    /// A sentence that names both types.
    public var description: String {
        "problem type \"\(actualType)\" does not match \"\(expectedType)\", the type of \(extrasTypeName)"
    }
}
