/// The error for a response outside 2xx whose body is not problem details: an HTML error page, an empty body,
/// plain text, or JSON when plain JSON is not accepted.
public struct HTTPErrorResponse: Error, Hashable, CustomStringConvertible {
    /// The response's status, headers and URL.
    public let response: HTTPResponseSummary
    /// A bounded copy of the body.
    public let body: BoundedBody

    /// Creates the error.
    public init(response: HTTPResponseSummary, body: BoundedBody) {
        self.response = response
        self.body = body
    }

    /// The HTTP status code.
    public var status: Int { response.status }

    /// The status, content type and the start of the body.
    public var description: String {
        described(writingBody: { $0 })
    }

    /// The status, content type and the start of the body (its first 200 characters), written by `write`.
    func described(writingBody write: (String) -> String) -> String {
        let type = response.contentType.map { " (\($0))" } ?? ""
        let start = String(body.text.prefix(200))
        let excerpt = body.totalByteCount == 0 ? "empty body" : "\(body.totalByteCount) bytes: \(write(start))"
        return "HTTP \(status)\(type), \(excerpt)"
    }
}
