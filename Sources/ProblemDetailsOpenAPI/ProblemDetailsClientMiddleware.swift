#if OpenAPI
    public import Foundation
    public import HTTPTypes
    public import OpenAPIRuntime
    public import ProblemDetails
    public import ResponderChain

    /// Throws the error an HTTP error response stands for, from a client swift-openapi-generator generated: the app's
    /// typed problem for `application/problem+json`, as ``ProblemDetails/HTTPProblemDecoder`` decodes it.
    ///
    /// Add it to the generated client's middlewares:
    ///
    /// ```swift
    /// let client = Client(
    ///     serverURL: try Servers.Server1.url(),
    ///     transport: URLSessionTransport(),
    ///     middlewares: [ProblemDetailsClientMiddleware(problems: HTTPProblemDecoder(registry: registry))]
    /// )
    /// ```
    ///
    /// For a response whose status is 400 or above:
    /// - a problem of a registered type is thrown as that type (`HTTPAPIProblem<OutOfCredit>`), one of an unknown type
    ///   as ``ProblemDetails/OpaqueHTTPAPIProblem``, and a problem that does not decode as
    ///   ``ProblemDetails/ProblemDecodingError``;
    /// - any other body is thrown as ``ProblemDetails/HTTPErrorResponse``, which keeps the status, the header fields and
    ///   the first bytes of the body.
    ///
    /// Each error's response (``ProblemDetails/HTTPResponseSummary``) has the URL the request went to, as the OpenAPI
    /// transports make it: the operation's path appended to the server URL's path, with its query.
    ///
    /// The responses the OpenAPI document describes for an operation stay the generated client's: list their statuses
    /// in `documentedResponses`, by operation ID, and the client returns them as the operation's documented cases.
    ///
    /// The generated client wraps what a middleware throws in a `ClientError`; its `underlyingError` is the problem.
    /// Rules, categories and texts find it there: this module makes `ClientError` a
    /// ``ResponderChain/DeveloperFacingError`` around it, so that the chain walks into it as into any wrapped error, and
    /// the alert shows the problem's title instead of the client's description.
    ///
    /// A body is read up to ``ProblemDetails/HTTPProblemDecoder/maximumBodySize`` and one byte more, never further: a
    /// larger problem is a ``ProblemDetails/ProblemDecodingError`` of reason `bodyTooLarge`.
    public struct ProblemDetailsClientMiddleware: ClientMiddleware {
        /// Decodes the error responses.
        public var problems: HTTPProblemDecoder

        /// The error statuses each operation documents, by operation ID: such responses go on to the generated client.
        public var documentedResponses: [String: Set<Int>]

        /// Creates the middleware.
        ///
        /// - Parameters:
        ///   - problems: the decoder, with the app's registry of problem types.
        ///   - documentedResponses: the error statuses to leave to the generated client, by operation ID; none unless
        ///     given.
        public init(problems: HTTPProblemDecoder = HTTPProblemDecoder(), documentedResponses: [String: Set<Int>] = [:])
        {
            self.problems = problems
            self.documentedResponses = documentedResponses
        }

        /// Sends the request on, and throws the error an error response stands for.
        public func intercept(
            _ request: HTTPRequest,
            body: HTTPBody?,
            baseURL: URL,
            operationID: String,
            next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
        ) async throws -> (HTTPResponse, HTTPBody?) {
            let (response, responseBody) = try await next(request, body, baseURL)
            let status = response.status.code
            guard status >= 400, documentedResponses[operationID]?.contains(status) != true else {
                return (response, responseBody)
            }
            let data = try await Self.collect(responseBody, upTo: problems.maximumBodySize + 1)
            let summary = HTTPResponseSummary(
                status: status,
                headers: Self.headers(of: response),
                url: Self.url(of: request, on: baseURL)
            )
            if let error = problems.error(for: data, response: summary) {
                throw error
            }
            return (response, HTTPBody(data))
        }

        /// The URL the request went to, as the OpenAPI transports make it: the request's path appended to the base
        /// URL's (a server at `https://example.com/api` serves `/account` at `https://example.com/api/account`), with
        /// the request's query. `nil` when the two make no URL.
        private static func url(of request: HTTPRequest, on baseURL: URL) -> URL? {
            guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true),
                let requested = URLComponents(string: request.path ?? "")
            else { return nil }
            components.percentEncodedPath += requested.percentEncodedPath
            components.percentEncodedQuery = requested.percentEncodedQuery
            return components.url
        }

        /// The body's first `limit` bytes.
        private static func collect(_ body: HTTPBody?, upTo limit: Int) async throws -> Data {
            guard let body else { return Data() }
            var data = Data()
            for try await chunk in body {
                data.append(contentsOf: chunk.prefix(limit - data.count))
                if data.count >= limit { break }
            }
            return data
        }

        /// The response's header fields by name; a field sent more than once has its values joined with commas.
        private static func headers(of response: HTTPResponse) -> [String: String] {
            var headers: [String: String] = [:]
            for field in response.headerFields {
                let name = field.name.canonicalName
                headers[name] = headers[name].map { "\($0), \(field.value)" } ?? field.value
            }
            return headers
        }
    }

    extension ClientError: DeveloperFacingError {
        /// The error the client wrapped: for a problem response, the typed problem ``ProblemDetailsClientMiddleware``
        /// threw. Rules, categories and texts walk into it, and the alert shows its title instead of this error's
        /// description, which names the operation and the layer that failed.
        public var userFacingError: (any Error)? { underlyingError }
    }
#endif
