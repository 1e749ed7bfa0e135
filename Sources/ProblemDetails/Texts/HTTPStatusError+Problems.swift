public import Foundation
public import ResponderChain

extension HTTPAPIProblem: HTTPStatusError {
    /// The problem's `status`.
    public var httpStatus: Int? { status }

    /// The problem's `type`.
    public var problemType: String? { type }

    /// The wait the response's `Retry-After` asked for, counted from when ``HTTPProblemDecoder`` decoded the
    /// problem; `nil` when it did not say, or when the problem was not decoded from a response.
    public var retryAfter: TimeInterval? { responseRetryAfter }
}

extension HTTPErrorResponse: HTTPStatusError {
    /// The response's status.
    public var httpStatus: Int? { status }

    /// The wait the response's `Retry-After` asks for, counted from now.
    public var retryAfter: TimeInterval? { response.retryAfter() }
}

extension ProblemDecodingError: HTTPStatusError {
    /// The status of the response whose body failed to decode; `nil` when the body did not come from a response.
    public var httpStatus: Int? { response?.status }

    /// The wait the response's `Retry-After` asks for, counted from now.
    public var retryAfter: TimeInterval? { response?.retryAfter() }

    // `problemType` is the stored property: the `type` member of the body, when it could be read.
}

extension ProblemDecodingError: WrappingError {}
