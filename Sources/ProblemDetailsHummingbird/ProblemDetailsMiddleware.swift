#if Hummingbird
    import Foundation
    public import Hummingbird
    import Logging
    import NIOCore
    import ProblemDetails
    import ResponderChain

    /// Answers every error a route throws with an RFC 9457 problem (`application/problem+json`).
    ///
    /// Add it to the router before the routes it covers:
    ///
    /// ```swift
    /// let router = Router()
    /// router.add(middleware: ProblemDetailsMiddleware(mapping: problems))
    /// router.get("account") { _, _ in try await account() }
    /// ```
    ///
    /// What the client receives, by what was thrown:
    /// - **An error a rule of the ``ProblemMapping`` takes**: the rule's problem.
    /// - **A problem** (``ProblemDetails/HTTPAPIProblem`` with `Encodable` extras): the problem as it is, with its
    ///   extension members.
    /// - **A Hummingbird `HTTPResponseError`** (`HTTPError(.notFound)`): its status and headers, but for the
    ///   `Content-Type` and `Content-Length` of its own body, titled with the status's reason phrase; an
    ///   `HTTPError`'s message is the detail.
    /// - **An ``ResponderChain/HTTPStatusError``** with a client or server error status: that status.
    /// - **Anything else**: a 500 of type `about:blank` whose `detail` says nothing of the error, unless
    ///   `exposesErrorDetails` is on (in development). The error is logged at `error` level on the request's logger,
    ///   with its grouping identifier, which the problem carries too (`grouping_id`), so that a client's report can
    ///   be matched with the log line. The log line names the route's pattern (`/users/:id`), and describes the
    ///   error through the current ``ResponderChain/ErrorPrivacy``: what the error carries stays out unless the
    ///   policy makes it public.
    ///
    /// A problem the app throws or maps is the app's words for its client, and is sent as written. Its `status` is
    /// the response's when it is a client or server error's (400–599); a problem without one is sent with status
    /// 500, so that an error never reaches the client as a success.
    ///
    /// A 429 or 503 carries `Retry-After` when the thrown error knows the wait (an ``ResponderChain/HTTPStatusError``
    /// with a `retryAfter`). A problem that fails to encode gives a plain 500 with no body, never half a body.
    public struct ProblemDetailsMiddleware<Context: RequestContext>: RouterMiddleware {
        /// The rules that turn errors into problems.
        public var mapping: ProblemMapping

        /// Whether a problem for an error no rule takes shows the error in its `detail`: its chain, as the current
        /// ``ResponderChain/ErrorPrivacy`` writes it (`DatabaseError.read(query: <private>)` by default). Off by
        /// default: even a redacted chain names the server's types. Turn it on in development only.
        public var exposesErrorDetails: Bool

        /// Creates the middleware.
        ///
        /// - Parameters:
        ///   - mapping: the rules that turn errors into problems.
        ///   - exposesErrorDetails: whether an unmapped error's description is sent to the client; `false` unless
        ///     given.
        public init(mapping: ProblemMapping = ProblemMapping(), exposesErrorDetails: Bool = false) {
            self.mapping = mapping
            self.exposesErrorDetails = exposesErrorDetails
        }

        /// Runs the route, and answers what it throws with a problem.
        public func handle(
            _ request: Request,
            context: Context,
            next: (Request, Context) async throws -> Response
        ) async throws -> Response {
            do {
                return try await next(request, context)
            } catch {
                return response(for: error, to: request, context: context)
            }
        }

        /// The problem response for `error`.
        func response(for error: any Error, to request: Request, context: Context) -> Response {
            var headers = HTTPFields()
            let problem: any HTTPAPIProblemProtocol & Encodable
            do {
                if let mapped = try mapping.problem(for: error) {
                    problem = mapped
                } else {
                    // Casts only to what the error's type takes: a failed cast costs as much as a problem's encoding.
                    // The forced casts cannot fail: `ThrownType` found that conformance on this very type, and a type
                    // never loses a conformance.
                    switch ThrownType.of(error) {
                    case .problem:
                        problem = error as! any HTTPAPIProblemProtocol & Encodable
                    case .httpResponse:
                        let httpError = error as! any HTTPResponseError
                        headers = Self.headers(of: httpError, to: request, context: context)
                        problem = try Self.blankProblem(
                            status: httpError.status, detail: (httpError as? HTTPError)?.body)
                    case .httpStatus:
                        if let status = (error as! any HTTPStatusError).httpStatus, (400...599).contains(status) {
                            problem = try Self.blankProblem(status: HTTPResponse.Status(code: status), detail: nil)
                        } else {
                            problem = try unmappedProblem(for: error, to: request, context: context)
                        }
                    case .unmapped:
                        problem = try unmappedProblem(for: error, to: request, context: context)
                    }
                }
            } catch let ruleError {
                context.logger.error(
                    "A problem mapping rule failed; answering as an unmapped error",
                    metadata: ["problem.rule_error": "\(RedactedError(ruleError))"])
                guard let fallback = try? unmappedProblem(for: error, to: request, context: context) else {
                    return Response(status: .internalServerError)
                }
                problem = fallback
            }
            let status = problem.status.flatMap { (400...599).contains($0) ? $0 : nil } ?? 500
            if status == 429 || status == 503, let wait = (error as? any HTTPStatusError)?.retryAfter, wait >= 0 {
                headers[.retryAfter] = String(Int(wait.rounded(.up)))
            }
            let body: Data
            do {
                body = try JSONEncoder().encode(problem)
            } catch {
                context.logger.error(
                    "A problem failed to encode; answering with a plain 500",
                    metadata: ["problem.type": "\(problem.type)", "problem.encoding_error": "\(RedactedError(error))"])
                return Response(status: .internalServerError)
            }
            headers[.contentType] = "application/problem+json"
            return Response(
                status: HTTPResponse.Status(code: status),
                headers: headers,
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: body))
            )
        }

        /// The 500 for an error no rule takes, logged with the grouping identifier the problem carries.
        ///
        /// The error is described (its chain, through the privacy policy) only for a logger that writes `error` lines
        /// or a problem that exposes the description: a server whose logger is off for errors works out the grouping
        /// identifier alone (``ResponderChain/ErrorChain/fingerprint(of:)``).
        private func unmappedProblem(for error: any Error, to request: Request, context: Context) throws
            -> OpaqueHTTPAPIProblem
        {
            let redacted = context.logger.logLevel <= .error || exposesErrorDetails ? RedactedError(error) : nil
            if let redacted {
                // A logger off for errors drops the line without working out its message or metadata.
                context.logger.error(
                    "Unhandled error in \(request.method) \(Self.route(of: request, context: context))",
                    metadata: [
                        "problem.grouping_id": "\(redacted.groupingID)",
                        "error.type": "\(String(reflecting: type(of: error)))",
                        "error.description": "\(redacted)",
                    ])
            }
            return try Self.blankProblem(
                status: .internalServerError, detail: exposesErrorDetails ? redacted?.description : nil,
                extras: GroupingExtras.of(ErrorChain.fingerprint(of: error)))
        }

        /// The route that failed, as the log line names it: the router's pattern (`/users/:id`), which names no user;
        /// else the request's path, as the current ``ResponderChain/ErrorPrivacy`` writes a URL's path.
        private static func route(of request: Request, context: Context) -> String {
            if let pattern = context.endpointPath {
                return pattern
            }
            return ErrorPrivacy.currentPolicy.written(urlPath: request.uri.path)
        }

        /// A problem of type `about:blank`, titled with the status's reason phrase, as RFC 9457 asks, with `extras` as its
        /// extension members.
        private static func blankProblem(
            status: HTTPResponse.Status,
            detail: String?,
            extras: OpaqueProblemExtras = OpaqueProblemExtras()
        ) throws -> OpaqueHTTPAPIProblem {
            let phrase = status.reasonPhrase.isEmpty ? ReasonPhrases.all[status.code] : status.reasonPhrase
            return try OpaqueHTTPAPIProblem(
                type: "about:blank",
                title: phrase,
                status: status.code,
                detail: detail,
                extras: extras
            )
        }

        /// The headers an `HTTPResponseError` would have sent, but for those describing its body.
        private static func headers(of error: any HTTPResponseError, to request: Request, context: Context)
            -> HTTPFields
        {
            var headers =
                (error as? HTTPError)?.headers ?? (try? error.response(from: request, context: context).headers) ?? [:]
            // The problem's own content type replaces the error's when the response is made.
            headers[.contentLength] = nil
            return headers
        }
    }

    /// Which of the middleware's answers, after the mapping's rules, an error takes: the first protocol of the
    /// middleware's order its type conforms to.
    enum ThrownType: Sendable {
        /// A problem (`HTTPAPIProblemProtocol & Encodable`), sent as it is.
        case problem
        /// A Hummingbird `HTTPResponseError`.
        case httpResponse
        /// An ``ResponderChain/HTTPStatusError``, answered with its status when it is a client or server error's.
        case httpStatus
        /// None of them: an unmapped error.
        case unmapped

        /// The answer `error` takes, found by casting it to each protocol in the middleware's order.
        ///
        /// - Parameter error: a thrown error.
        /// - Returns: the middleware's answer for it.
        static func of(_ error: any Error) -> ThrownType {
            if error is any HTTPAPIProblemProtocol & Encodable {
                .problem
            } else if error is any HTTPResponseError {
                .httpResponse
            } else if error is any HTTPStatusError {
                .httpStatus
            } else {
                .unmapped
            }
        }
    }

    /// The extension members of the problem for an unmapped error: its grouping identifier (`grouping_id`).
    enum GroupingExtras {
        /// The members for an unmapped error of `fingerprint`.
        ///
        /// - Parameter fingerprint: the error's fingerprint.
        static func of(_ fingerprint: ErrorFingerprint) -> OpaqueProblemExtras {
            OpaqueProblemExtras(["grouping_id": .string(fingerprint.groupingID)])
        }
    }

    /// The reason phrases of the client and server error statuses swift-http-types names (RFC 9110, 6585 and 8470).
    private enum ReasonPhrases {
        static let all: [Int: String] = Dictionary(
            uniqueKeysWithValues: [HTTPResponse.Status](
                arrayLiteral:
                    .badRequest, .unauthorized, .forbidden, .notFound, .methodNotAllowed, .notAcceptable,
                .proxyAuthenticationRequired, .requestTimeout, .conflict, .gone, .lengthRequired, .preconditionFailed,
                .contentTooLarge, .uriTooLong, .unsupportedMediaType, .rangeNotSatisfiable, .expectationFailed,
                .misdirectedRequest, .unprocessableContent, .tooEarly, .upgradeRequired, .preconditionRequired,
                .tooManyRequests, .requestHeaderFieldsTooLarge, .unavailableForLegalReasons, .internalServerError,
                .notImplemented, .badGateway, .serviceUnavailable, .gatewayTimeout, .httpVersionNotSupported,
                .networkAuthenticationRequired
            ).map { ($0.code, $0.reasonPhrase) }
        )
    }
#endif
