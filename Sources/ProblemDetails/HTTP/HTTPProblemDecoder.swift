public import Foundation

#if canImport(FoundationNetworking)
    public import FoundationNetworking
#endif

/// Turns HTTP responses outside 2xx into typed errors: problems for problem details, and
/// ``HTTPErrorResponse`` for anything else.
///
/// ```swift
/// let problems = HTTPProblemDecoder(registry: registry)
/// let (data, response) = try await URLSession.shared.data(for: request)
/// let http = try problems.validate(data, response)   // throws for a status outside 2xx
/// ```
///
/// For a response outside 2xx:
/// - `application/problem+json` (in any case, with any parameters such as `; charset=utf-8`) decodes through the
///   ``registry`` into an `HTTPAPIProblem`, or fails with a ``ProblemDecodingError`` that keeps the body.
/// - With ``acceptsPlainJSON``, an `application/json` (or other `+json`) object decodes as a problem too; one that
///   does not is an ``HTTPErrorResponse``.
/// - Anything else (an HTML error page, an empty body, text) is an ``HTTPErrorResponse`` with the status, headers
///   and a bounded copy of the body.
///
/// A decoded problem without a `status` member gets the response's status, which RFC 9457 section 3.1.2 makes
/// authoritative, so that the error is complete on its own. A body whose `status` member had the wrong type keeps
/// it in its opaque extras instead, and a response status outside 100–599 is not copied.
public struct HTTPProblemDecoder: Sendable {
    /// The largest body decoded when no other limit is given: 1 MiB.
    public static let defaultMaximumBodySize = 1024 * 1024

    /// The problem types decoded to typed problems; others decode as ``OpaqueHTTPAPIProblem``.
    public var registry: ProblemTypeRegistry
    /// Whether `application/json` bodies are decoded as problems too.
    public var acceptsPlainJSON: Bool
    /// How many bytes of a body an error keeps.
    public var bodyLimit: Int
    /// The largest body that is decoded; a larger problem body fails with
    /// ``ProblemDecodingError/Reason/bodyTooLarge``.
    public var maximumBodySize: Int
    /// The decoder for problem bodies, with whatever strategies the registered extras need.
    ///
    /// `JSONDecoder` is a class: copies of this value share it. Give a copy its own decoder before changing
    /// strategies on one of them.
    public var jsonDecoder: JSONDecoder

    /// Creates a decoder.
    public init(
        registry: ProblemTypeRegistry = ProblemTypeRegistry(),
        acceptsPlainJSON: Bool = false,
        bodyLimit: Int = BoundedBody.defaultLimit,
        maximumBodySize: Int = HTTPProblemDecoder.defaultMaximumBodySize,
        jsonDecoder: JSONDecoder = JSONDecoder()
    ) {
        self.registry = registry
        self.acceptsPlainJSON = acceptsPlainJSON
        self.bodyLimit = bodyLimit
        self.maximumBodySize = maximumBodySize
        self.jsonDecoder = jsonDecoder
    }

    /// The error a response stands for, or `nil` when its status is 2xx.
    ///
    /// - Returns: an `HTTPAPIProblem` (use ``HTTPAPIProblemProtocol`` or a cast), a ``ProblemDecodingError``, or an
    ///   ``HTTPErrorResponse``.
    public func error(for data: Data, response: HTTPURLResponse) -> (any Error)? {
        error(for: data, response: HTTPResponseSummary(response))
    }

    /// The error a response stands for, or `nil` when its status is 2xx: for a response that did not come from
    /// `URLSession`, such as an OpenAPI client transport's.
    ///
    /// - Parameters:
    ///   - data: the response's body.
    ///   - summary: its status, header fields and URL.
    /// - Returns: an `HTTPAPIProblem` (use ``HTTPAPIProblemProtocol`` or a cast), a ``ProblemDecodingError``, or an
    ///   ``HTTPErrorResponse``.
    public func error(for data: Data, response summary: HTTPResponseSummary) -> (any Error)? {
        guard !(200...299).contains(summary.status) else { return nil }
        let mediaType = MediaType(contentType: summary.contentType)
        let isProblem = mediaType?.isProblemJSON ?? false
        let isPlainJSON = acceptsPlainJSON && (mediaType?.isJSON ?? false)
        guard isProblem || isPlainJSON else {
            return HTTPErrorResponse(response: summary, body: BoundedBody(data, limit: bodyLimit))
        }
        guard data.count <= maximumBodySize else {
            guard isProblem else {
                return HTTPErrorResponse(response: summary, body: BoundedBody(data, limit: bodyLimit))
            }
            return ProblemDecodingError(
                reason: .bodyTooLarge,
                body: BoundedBody(data, limit: bodyLimit),
                response: summary
            )
        }
        do {
            let problem = try registry.decodeProblem(
                from: data,
                using: jsonDecoder,
                bodyLimit: bodyLimit,
                response: summary
            )
            guard let fillable = problem as? any ResponseFillable else { return problem }
            // The response's status, when the body has none; its Retry-After, for the wait before trying again.
            let fillsStatus =
                problem.status == nil && StandardMembers.validStatusCodes ~= summary.status
                && !Self.holdsStatusMember(problem.anyExtras)
            let retryAfter = summary.retryAfter()
            guard fillsStatus || retryAfter != nil else { return problem }
            return fillable.filling(status: fillsStatus ? summary.status : nil, retryAfter: retryAfter)
        } catch {
            guard isProblem else {
                return HTTPErrorResponse(response: summary, body: BoundedBody(data, limit: bodyLimit))
            }
            return error
        }
    }

    /// Returns the response when its status is 2xx, and throws the error it stands for otherwise.
    ///
    /// - Throws: the error `error(for:response:)` returns for the response, or `URLError(.badServerResponse)` when
    ///   the response is not an HTTP response.
    @discardableResult
    public func validate(_ data: Data, _ response: URLResponse) throws -> HTTPURLResponse {
        guard let http = response as? HTTPURLResponse else {
            throw URLError(.badServerResponse, userInfo: [NSLocalizedDescriptionKey: "not an HTTP response"])
        }
        if let error = error(for: data, response: http) { throw error }
        return http
    }
}

extension HTTPProblemDecoder {
    /// Whether opaque extras kept a wrongly typed `status` member, which filling in would overwrite.
    fileprivate static func holdsStatusMember(_ extras: any HTTPAPIProblemExtras) -> Bool {
        switch extras {
        case let opaque as OpaqueProblemExtras: opaque["status"] != nil
        case let value as OpaqueValue: value["status"] != nil
        default: false
        }
    }
}

/// A problem whose missing status, and the wait its response's `Retry-After` asked for, can be filled in from the
/// response.
protocol ResponseFillable {
    func filling(status: Int?, retryAfter: TimeInterval?) -> any HTTPAPIProblemProtocol
}

extension HTTPAPIProblem: ResponseFillable {
    func filling(status: Int?, retryAfter: TimeInterval?) -> any HTTPAPIProblemProtocol {
        var copy = self
        if let status {
            copy.status = status
        }
        copy.responseRetryAfter = retryAfter
        return copy
    }
}
