/// An error whose own text is written for developers, not for the people using the app, around the error that
/// holds what they should read: the texts users read (``UserFacingMessage``) skip it and let that error speak, and
/// rules, categories and ``ErrorChain`` walk into it as into any wrapped error.
///
/// A client library's wrapper is the usual case: its description names the operation and the layer that failed,
/// and the error it wraps is the server's answer.
///
/// ```swift
/// extension GatewayFailure: DeveloperFacingError {
///     var userFacingError: (any Error)? { cause }
/// }
/// ```
///
/// The `ProblemDetailsOpenAPI` product does this for the generated client's `ClientError`.
public protocol DeveloperFacingError: Error {
    /// The error this one wraps, whose text the user reads; `nil` when it wraps nothing, and the generic text is
    /// shown.
    var userFacingError: (any Error)? { get }
}
