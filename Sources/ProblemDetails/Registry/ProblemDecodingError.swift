import Foundation

/// The error for a body that claims to be problem details but could not be decoded as one.
///
/// It names the cause (``reason`` and ``underlyingError``), the problem type when the body declared one, and keeps
/// a bounded copy of the raw body and, for HTTP, the response.
public struct ProblemDecodingError: Error, CustomStringConvertible {
    /// Why a body could not be decoded.
    public struct Reason: Sendable, Hashable, CustomStringConvertible {
        /// A short name for the reason.
        public let description: String

        private init(_ description: String) {
            self.description = description
        }

        /// The body is not JSON: a syntax error, invalid UTF-8, truncation, or nesting deeper than the decoder
        /// allows.
        public static let invalidJSON = Reason("invalid JSON")
        /// The body is JSON, but not an object.
        public static let notAnObject = Reason("not a JSON object")
        /// The `type` member is present but empty.
        public static let emptyType = Reason("empty problem type")
        /// The body's type is a different one than the extras declare.
        public static let typeMismatch = Reason("problem type mismatch")
        /// The body's type is the expected one (registered, or the extras' own), but the body does not fit the
        /// extras.
        public static let doesNotFitExtras = Reason("body does not fit the extras of its problem type")
        /// The body is larger than the decoder accepts.
        public static let bodyTooLarge = Reason("body too large to decode")
    }

    /// Why the body could not be decoded.
    public let reason: Reason
    /// The `type` member of the body, when it could be read.
    public let problemType: String?
    /// The error the decoder reported, if any.
    public let underlyingError: (any Error)?
    /// A bounded copy of the raw body.
    public let body: BoundedBody
    /// The HTTP response the body came with, when decoded from one.
    public let response: HTTPResponseSummary?

    /// Creates the error.
    public init(
        reason: Reason,
        problemType: String? = nil,
        underlyingError: (any Error)? = nil,
        body: BoundedBody,
        response: HTTPResponseSummary? = nil
    ) {
        self.reason = reason
        self.problemType = problemType
        self.underlyingError = underlyingError
        self.body = body
        self.response = response
    }

    /// The error for a failed decode of `data`, with its cause named.
    init(decoding data: Data, failedWith error: any Error, bodyLimit: Int, response: HTTPResponseSummary?) {
        let failure = RegistryDecoding.classify(error)
        self.init(
            reason: failure.reason,
            problemType: failure.type,
            underlyingError: failure.underlying,
            body: BoundedBody(data, limit: bodyLimit),
            response: response
        )
    }

    /// The reason, the type, the underlying error and the size of the body.
    public var description: String {
        var text = "cannot decode problem details: \(reason)"
        if let problemType { text += " (type \"\(problemType)\")" }
        if let underlyingError { text += ": \(underlyingError)" }
        if let response { text += "; HTTP \(response.status)" }
        return text + "; body of \(body.totalByteCount) bytes"
    }
}
