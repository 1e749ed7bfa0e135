public import Foundation

/// An error that stands for an HTTP response that failed: its status, how long the server asked the client to wait
/// before trying again, and the RFC 9457 problem type it named.
///
/// Adopt it in your API client's error type, and the error gets the package's localized text for its status
/// (401, 403, 404, 408, 409, 422, 429, 503, any other 4xx or 5xx), with the wait from `Retry-After` in the message,
/// and its status and problem type in the ``ErrorChain`` and its grouping identifier. The `ProblemDetails` product's
/// errors adopt it.
///
/// ```swift
/// struct APIFailure: HTTPStatusError {
///     let httpStatus: Int?
/// }
///
/// UserFacingMessage(for: APIFailure(httpStatus: 404)).title   // "Not found"
/// ```
public protocol HTTPStatusError: Error {
    /// The response's status code, if known.
    var httpStatus: Int? { get }

    /// How many seconds the server asked the client to wait before trying again (its `Retry-After`), if it said.
    var retryAfter: TimeInterval? { get }

    /// The type of the RFC 9457 problem the response held (`https://example.com/probs/out-of-credit`), if it held
    /// one. Like a domain, it tells kinds of failure apart, so it takes part in the grouping identifier.
    var problemType: String? { get }
}

extension HTTPStatusError {
    /// `nil`: the server did not say.
    public var retryAfter: TimeInterval? { nil }

    /// `nil`: the response held no problem details.
    public var problemType: String? { nil }
}
