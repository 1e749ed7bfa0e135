public import ResponderChain

// The module's errors name themselves for fingerprints with the module-qualified names they had when they were first
// shipped, so that moving or renaming one in a later version regroups nothing in an app's crash reporter.

extension HTTPAPIProblem: StablyNamedError {
    /// `ProblemDetails.HTTPAPIProblem`, whatever the extras: a problem groups by its type URI and status, whether the
    /// app decoded it into typed extras (`HTTPAPIProblem<OutOfCredit>`) or opaque ones, so that registering a type
    /// for a problem later regroups nothing.
    public static var stableName: String { "ProblemDetails.HTTPAPIProblem" }
}

extension HTTPErrorResponse: StablyNamedError {
    /// `ProblemDetails.HTTPErrorResponse`.
    public static var stableName: String { "ProblemDetails.HTTPErrorResponse" }
}

extension ProblemDecodingError: StablyNamedError {
    /// `ProblemDetails.ProblemDecodingError`.
    public static var stableName: String { "ProblemDetails.ProblemDecodingError" }
}

extension ProblemTypeRegistrationError: StablyNamedError {
    /// `ProblemDetails.ProblemTypeRegistrationError`.
    public static var stableName: String { "ProblemDetails.ProblemTypeRegistrationError" }
}

extension HTTPAPIProblemTypeMissing: StablyNamedError {
    /// `ProblemDetails.HTTPAPIProblemTypeMissing`.
    public static var stableName: String { "ProblemDetails.HTTPAPIProblemTypeMissing" }
}

extension HTTPAPIProblemTypeMismatch: StablyNamedError {
    /// `ProblemDetails.HTTPAPIProblemTypeMismatch`.
    public static var stableName: String { "ProblemDetails.HTTPAPIProblemTypeMismatch" }
}
