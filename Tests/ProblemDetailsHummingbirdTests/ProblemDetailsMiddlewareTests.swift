#if Hummingbird
    import Foundation
    import Hummingbird
    import InMemoryLogging
    import Logging
    import NIOCore
    import ProblemDetails
    import ProblemDetailsHummingbird
    import ResponderChain
    import Testing

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// The problem type both ends register: the server throws it, the app decodes it.
    struct OutOfCredit: HTTPAPIProblemExtras, Codable, Hashable {
        static var associatedProblemType: String? { "https://example.com/probs/out-of-credit" }
        var balance: Int
        var accounts: [String]
    }

    /// A domain error of the server, which a rule turns into the `OutOfCredit` problem.
    struct PaymentDeclined: Error {
        let balance: Int
    }

    /// A domain error that knows its HTTP status and how long the client should wait.
    struct Overloaded: HTTPStatusError {
        var httpStatus: Int? { 503 }
        var retryAfter: TimeInterval? { 119.2 }
    }

    /// A domain error with a status and, perhaps, a wait: as a rate limiter or a maintenance mode throws it.
    struct Waiting: HTTPStatusError {
        let httpStatus: Int?
        let retryAfter: TimeInterval?
    }

    /// A domain error of a class type, which the middleware cannot know by its type alone.
    final class Throttled: HTTPStatusError {
        var httpStatus: Int? { 429 }
        var retryAfter: TimeInterval? { 5 }
    }

    /// An error nobody mapped, whose description must not reach the client.
    struct DatabaseFailure: Error, CustomStringConvertible {
        var description: String { "connection to postgres://admin:secret@db.internal:5432 refused" }
    }

    /// Counts how often ``Marked``'s privacy marks are read.
    final class Reads: @unchecked Sendable {
        private let lock = NSLock()
        private var made = 0
        var count: Int { lock.withLock { made } }
        func add() { lock.withLock { made += 1 } }
    }

    /// An error whose privacy marks count their reads: describing it, through the privacy policy, reads them, and
    /// working out its grouping identifier does not.
    struct Marked: Error, PrivacyMarked {
        static let reads = Reads()
        static var privacyMarks: [String: PrivacyMark] {
            reads.add()
            return ["account": .private]
        }
        let account = "acct-1"
    }

    /// Extras that cannot be encoded: the problem fails to encode.
    struct Unencodable: HTTPAPIProblemExtras, Encodable {
        static var associatedProblemType: String? { "https://example.com/probs/unencodable" }
        func encode(to encoder: any Encoder) throws {
            throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "never encodes"))
        }
    }

    /// A Hummingbird server on 127.0.0.1, on a port the system picks, with the middleware in front of every route,
    /// for the length of `body`; it is stopped before this returns.
    func withProblemServer<Result: Sendable>(
        mapping: ProblemMapping = ProblemMapping(),
        exposesErrorDetails: Bool = false,
        logHandler: InMemoryLogHandler = InMemoryLogHandler(),
        isolation: isolated (any Actor)? = #isolation,
        routes: (Router<BasicRequestContext>) -> Void,
        _ body: (URL) async throws -> Result
    ) async throws -> Result {
        let router = Router()
        // Written as an app writes it: the default unless development asks for the details.
        let middleware: ProblemDetailsMiddleware<BasicRequestContext> =
            exposesErrorDetails
            ? ProblemDetailsMiddleware(mapping: mapping, exposesErrorDetails: true)
            : ProblemDetailsMiddleware(mapping: mapping)
        router.add(middleware: middleware)
        routes(router)
        let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
        let app = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in
                portSink.yield(channel.localAddress?.port ?? 0)
                portSink.finish()
            },
            logger: Logger(label: "test-server") { _ in logHandler }
        )
        let server = Task { try await app.run() }
        defer { server.cancel() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        let result = try await body(try #require(URL(string: "http://127.0.0.1:\(port)")))
        server.cancel()
        _ = await server.result
        return result
    }

    /// The response to a GET of `path`: its status, headers and body.
    func get(_ path: String, from base: URL) async throws -> (HTTPURLResponse, Data) {
        let session = URLSession(configuration: .ephemeral)
        let (data, response) = try await session.data(from: base.appendingPathComponent(path))
        return (try #require(response as? HTTPURLResponse), data)
    }

    /// The JSON object of a body.
    func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Suite("ProblemDetailsMiddleware: what a route throws, answered as RFC 9457", .timeLimit(.minutes(2)))
    struct ProblemDetailsMiddlewareTests {
        static let problems = ProblemMapping()
            .mapping(PaymentDeclined.self) { error in
                try HTTPAPIProblem(
                    title: "You do not have enough credit.",
                    status: 403,
                    detail: "Your balance is \(error.balance), but that costs 50.",
                    instance: "/account/12345/msgs/abc",
                    extras: OutOfCredit(balance: error.balance, accounts: ["/account/12345"])
                )
            }

        static func routes(_ router: Router<BasicRequestContext>) {
            router.get("ok") { _, _ in "fine" }
            router.get("declined") { _, _ -> String in throw PaymentDeclined(balance: 30) }
            router.get("problem") { _, _ -> String in
                throw try HTTPAPIProblem(status: 403, extras: OutOfCredit(balance: 7, accounts: []))
            }
            router.get("unauthorized") { _, _ -> String in
                throw HTTPError(.unauthorized, headers: [.wwwAuthenticate: "Bearer"], message: "The token has expired.")
            }
            router.get("overloaded") { _, _ -> String in throw Overloaded() }
            router.get("unmapped") { _, _ -> String in throw DatabaseFailure() }
            router.get("unencodable") { _, _ -> String in
                throw try HTTPAPIProblem(status: 400, extras: Unencodable())
            }
        }

        @Test("a success goes through untouched")
        func success() async throws {
            try await withProblemServer(mapping: Self.problems, routes: Self.routes) { base in
                let (response, data) = try await get("ok", from: base)
                #expect(response.statusCode == 200)
                #expect(String(decoding: data, as: UTF8.self) == "fine")
            }
        }

        @Test("an error a rule maps becomes the rule's problem, with its extension members, status and type")
        func mapped() async throws {
            try await withProblemServer(mapping: Self.problems, routes: Self.routes) { base in
                let (response, data) = try await get("declined", from: base)
                #expect(response.statusCode == 403)
                #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/problem+json")
                let body = try object(data)
                #expect(body["type"] as? String == "https://example.com/probs/out-of-credit")
                #expect(body["title"] as? String == "You do not have enough credit.")
                #expect(body["status"] as? Int == 403)
                #expect(body["balance"] as? Int == 30)
                #expect(body["accounts"] as? [String] == ["/account/12345"])
            }
        }

        @Test("of two rules that take an error, the newer decides; a rule that declines leaves it to the older")
        func newerRuleFirst() async throws {
            let mapping = Self.problems
                .mapping(PaymentDeclined.self) { error -> OpaqueHTTPAPIProblem? in
                    guard error.balance < 10 else { return nil }
                    return try OpaqueHTTPAPIProblem(
                        type: "https://example.com/probs/broke", status: 402, extras: .init())
                }
            func routes(_ router: Router<BasicRequestContext>) {
                Self.routes(router)
                router.get("broke") { _, _ -> String in throw PaymentDeclined(balance: 3) }
            }
            try await withProblemServer(mapping: mapping, routes: routes) { base in
                let (broke, brokeBody) = try await get("broke", from: base)
                #expect(broke.statusCode == 402)
                #expect(try object(brokeBody)["type"] as? String == "https://example.com/probs/broke")
                let (declined, declinedBody) = try await get("declined", from: base)
                #expect(declined.statusCode == 403)
                #expect(try object(declinedBody)["type"] as? String == "https://example.com/probs/out-of-credit")
            }
        }

        @Test(
            "a rule that throws: the client gets the unmapped error's 500, no older rule is asked, and the rule's error is logged"
        )
        func throwingRule() async throws {
            // A problem whose type its extras contradict: the newer rule throws, and the older one is not asked.
            let mapping = Self.problems
                .mapping(PaymentDeclined.self) { error -> HTTPAPIProblem<OutOfCredit>? in
                    try HTTPAPIProblem(
                        type: "https://example.com/probs/broke", status: 402,
                        extras: OutOfCredit(balance: error.balance, accounts: []))
                }
            let log = InMemoryLogHandler()
            try await withProblemServer(mapping: mapping, logHandler: log, routes: Self.routes) { base in
                let (response, data) = try await get("declined", from: base)
                #expect(response.statusCode == 500)
                #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/problem+json")
                let body = try object(data)
                #expect(body["title"] as? String == "Internal Server Error")
                #expect(body["status"] as? Int == 500)
                #expect(body["detail"] == nil)
                #expect(body["balance"] == nil)
                let groupingID = try #require(body["grouping_id"] as? String)
                #expect(groupingID == ErrorChain(PaymentDeclined(balance: 30)).groupingID)
                let lines = log.entries.filter { $0.level == .error }
                #expect(
                    lines.map { "\($0.message)" } == [
                        "A problem mapping rule failed; answering as an unmapped error",
                        "Unhandled error in GET /declined",
                    ])
                // The rule's error, through the privacy policy: its type, and none of its values.
                #expect(
                    lines.first?.metadata["problem.rule_error"]
                        == "HTTPAPIProblemTypeMismatch(expectedType: <private>, actualType: <private>, extrasTypeName: <private>)"
                )
                #expect(lines.last?.metadata["problem.grouping_id"] == "\(groupingID)")
                #expect(lines.last?.metadata["error.type"] == "\(String(reflecting: PaymentDeclined.self))")
            }
        }

        @Test("a thrown problem is sent as it is")
        func thrownProblem() async throws {
            try await withProblemServer(routes: Self.routes) { base in
                let (response, data) = try await get("problem", from: base)
                #expect(response.statusCode == 403)
                let body = try object(data)
                #expect(body["type"] as? String == "https://example.com/probs/out-of-credit")
                #expect(body["balance"] as? Int == 7)
            }
        }

        @Test("an error of a class type is answered as what it is, each time it is thrown")
        func classError() async throws {
            func routes(_ router: Router<BasicRequestContext>) {
                router.get("throttled") { _, _ -> String in throw Throttled() }
            }
            try await withProblemServer(routes: routes) { base in
                for _ in 0..<2 {
                    let (response, _) = try await get("throttled", from: base)
                    #expect(response.statusCode == 429)
                    #expect(response.value(forHTTPHeaderField: "Retry-After") == "5")
                }
            }
        }

        @Test("Hummingbird's HTTPError keeps its status and headers; its message is the detail")
        func httpError() async throws {
            try await withProblemServer(routes: Self.routes) { base in
                let (response, data) = try await get("unauthorized", from: base)
                #expect(response.statusCode == 401)
                #expect(response.value(forHTTPHeaderField: "WWW-Authenticate") == "Bearer")
                #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/problem+json")
                let body = try object(data)
                #expect(body["type"] == nil || body["type"] as? String == "about:blank")
                #expect(body["title"] as? String == "Unauthorized")
                #expect(body["detail"] as? String == "The token has expired.")
            }
        }

        @Test(
            "a problem without a client or server error status is sent with status 500, its body as written",
            arguments: [nil, 200, 302, 399, 600] as [Int?]
        )
        func problemWithoutAnErrorStatus(status: Int?) async throws {
            func routes(_ router: Router<BasicRequestContext>) {
                router.get("odd") { _, _ -> String in
                    throw try OpaqueHTTPAPIProblem(
                        type: "https://example.com/probs/odd", title: "Odd", status: status, extras: .init())
                }
            }
            try await withProblemServer(routes: routes) { base in
                let (response, data) = try await get("odd", from: base)
                #expect(response.statusCode == 500)
                #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/problem+json")
                let body = try object(data)
                #expect(body["type"] as? String == "https://example.com/probs/odd")
                #expect(body["title"] as? String == "Odd")
            }
        }

        @Test(
            "a problem's or an HTTPStatusError's client or server error status is the response's, 400 to 599",
            arguments: [400, 451, 599]
        )
        func errorStatusesKept(status: Int) async throws {
            struct Failing: HTTPStatusError {
                let httpStatus: Int?
            }
            func routes(_ router: Router<BasicRequestContext>) {
                router.get("problem") { _, _ -> String in
                    throw try OpaqueHTTPAPIProblem(type: "https://example.com/probs/x", status: status, extras: .init())
                }
                router.get("status") { _, _ -> String in throw Failing(httpStatus: status) }
            }
            try await withProblemServer(routes: routes) { base in
                for path in ["problem", "status"] {
                    let (response, data) = try await get(path, from: base)
                    #expect(response.statusCode == status, "\(path)")
                    #expect(try object(data)["status"] as? Int == status, "\(path)")
                }
            }
        }

        @Test(
            "an HTTPStatusError without a client or server error status is answered as an unmapped error",
            arguments: [nil, 200, 302, 399, 600] as [Int?]
        )
        func statusErrorWithoutAnErrorStatus(status: Int?) async throws {
            struct Odd: HTTPStatusError {
                let httpStatus: Int?
            }
            func routes(_ router: Router<BasicRequestContext>) {
                router.get("odd") { _, _ -> String in throw Odd(httpStatus: status) }
            }
            try await withProblemServer(routes: routes) { base in
                let (response, data) = try await get("odd", from: base)
                #expect(response.statusCode == 500)
                let body = try object(data)
                #expect(body["title"] as? String == "Internal Server Error")
                #expect(body["grouping_id"] as? String == ErrorChain(Odd(httpStatus: status)).groupingID)
            }
        }

        @Test(
            "an HTTPError's own Content-Type and Content-Length are dropped: they described its body, not the problem")
        func httpErrorBodyHeaders() async throws {
            func routes(_ router: Router<BasicRequestContext>) {
                router.get("taken") { _, _ -> String in
                    throw HTTPError(
                        .conflict,
                        headers: [.contentType: "text/plain", .contentLength: "2", .cacheControl: "no-store"],
                        message: "That name is already taken.")
                }
            }
            try await withProblemServer(routes: routes) { base in
                let (response, data) = try await get("taken", from: base)
                #expect(response.statusCode == 409)
                #expect(response.value(forHTTPHeaderField: "Cache-Control") == "no-store")
                #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/problem+json")
                #expect(response.value(forHTTPHeaderField: "Content-Length") == "\(data.count)")
                #expect(try object(data)["detail"] as? String == "That name is already taken.")
            }
        }

        @Test("a route nobody registered is a 404 problem")
        func notFound() async throws {
            try await withProblemServer(routes: Self.routes) { base in
                let (response, data) = try await get("nowhere", from: base)
                #expect(response.statusCode == 404)
                #expect(try object(data)["title"] as? String == "Not Found")
            }
        }

        @Test("a 503 that knows its wait carries Retry-After, in whole seconds rounded up")
        func retryAfter() async throws {
            try await withProblemServer(routes: Self.routes) { base in
                let (response, data) = try await get("overloaded", from: base)
                #expect(response.statusCode == 503)
                #expect(response.value(forHTTPHeaderField: "Retry-After") == "120")
                #expect(try object(data)["title"] as? String == "Service Unavailable")
            }
        }

        @Test(
            "only a 429 or a 503 carries Retry-After, and only with a wait of zero or more",
            arguments: [
                (429, 30, "30"), (503, 0.5, "1"), (503, 0, "0"), (500, 30, nil), (409, 30, nil), (503, -1, nil),
                (503, nil, nil),
            ] as [(Int, TimeInterval?, String?)]
        )
        func retryAfterOnlyWhereItMeansSomething(status: Int, wait: TimeInterval?, header: String?) async throws {
            let error = Waiting(httpStatus: status, retryAfter: wait)
            func routes(_ router: Router<BasicRequestContext>) {
                router.get("waiting") { _, _ -> String in throw error }
            }
            try await withProblemServer(routes: routes) { base in
                let (response, _) = try await get("waiting", from: base)
                #expect(response.statusCode == status)
                #expect(response.value(forHTTPHeaderField: "Retry-After") == header)
            }
        }

        @Test("an unmapped error is a 500 about:blank that shows nothing of it, logged with its grouping identifier")
        func unmapped() async throws {
            // A logger that writes errors and nothing less still gets the line.
            var log = InMemoryLogHandler()
            log.logLevel = .error
            try await withProblemServer(logHandler: log, routes: Self.routes) { base in
                let (response, data) = try await get("unmapped", from: base)
                #expect(response.statusCode == 500)
                let text = String(decoding: data, as: UTF8.self)
                #expect(!text.contains("postgres"), "the error's description leaked: \(text)")
                let body = try object(data)
                #expect(body["title"] as? String == "Internal Server Error")
                #expect(body["detail"] == nil)
                let groupingID = try #require(body["grouping_id"] as? String)
                #expect(groupingID == ErrorChain(DatabaseFailure()).groupingID)
                let entry = try #require(log.entries.first { $0.metadata["problem.grouping_id"] != nil })
                #expect(entry.level == .error)
                #expect(entry.metadata["problem.grouping_id"] == "\(groupingID)")
            }
        }

        /// What the middleware keeps of an error's type (which answer it takes, and the identifier when the type
        /// alone decides it) gives every response the identifier of its own error.
        @Test("with the logger off for errors, an unmapped error carries its grouping identifier and is not described")
        func unmappedWithTheLoggerOff() async throws {
            enum Storage: Error {
                case unavailable(table: String)
                case failed(any Error)
            }
            let errors: [String: any Error] = [
                "struct": DatabaseFailure(), "case": Storage.unavailable(table: "orders"),
                "wrapping": Storage.failed(URLError(.timedOut)), "status": Overloaded(),
                "marked": Marked(),
            ]
            func routes(_ router: Router<BasicRequestContext>) {
                for (path, error) in errors {
                    router.get("\(path)") { _, _ -> String in throw error }
                }
            }
            var log = InMemoryLogHandler()
            log.logLevel = .critical
            try await withProblemServer(logHandler: log, routes: routes) { base in
                // Twice: once with the types unknown, once with what they say kept.
                for _ in 0..<2 {
                    for (path, error) in errors where path != "status" {
                        let before = Marked.reads.count
                        let (response, data) = try await get(path, from: base)
                        #expect(Marked.reads.count == before, "\(path) was described")
                        #expect(response.statusCode == 500)
                        #expect(try object(data)["grouping_id"] as? String == ErrorChain(error).groupingID, "\(path)")
                    }
                    let (overloaded, _) = try await get("status", from: base)
                    #expect(overloaded.statusCode == 503)
                }
            }
            #expect(log.entries.isEmpty)
        }

        @Test("in development, an unmapped error's chain is the detail, as the privacy policy writes it")
        func exposed() async throws {
            try await withProblemServer(exposesErrorDetails: true, routes: Self.routes) { base in
                let (_, data) = try await get("unmapped", from: base)
                let detail = try #require(try object(data)["detail"] as? String)
                #expect(detail == "DatabaseFailure")
                #expect(!detail.contains("secret") && !detail.contains("refused"))
            }
        }

        @Test("a problem that fails to encode gives a plain 500 with no body")
        func encodingFailure() async throws {
            try await withProblemServer(routes: Self.routes) { base in
                let (response, data) = try await get("unencodable", from: base)
                #expect(response.statusCode == 500)
                #expect(data.isEmpty)
                #expect(response.value(forHTTPHeaderField: "Content-Type") != "application/problem+json")
            }
        }

        @Test("what the server sends, the app's decoder reads back as the same type")
        func roundTrip() async throws {
            let decoder = HTTPProblemDecoder(registry: try ProblemTypeRegistry().registering(OutOfCredit.self))
            try await withProblemServer(mapping: Self.problems, routes: Self.routes) { base in
                let session = URLSession(configuration: .ephemeral)
                let error = await #expect(throws: HTTPAPIProblem<OutOfCredit>.self) {
                    _ = try await session.problemCheckedData(
                        from: base.appendingPathComponent("declined"), problems: decoder)
                }
                #expect(error?.extras == OutOfCredit(balance: 30, accounts: ["/account/12345"]))
                #expect(error?.status == 403)
            }
        }
    }

    @Suite("ProblemDetailsMiddleware under load", .timeLimit(.minutes(2)))
    struct ProblemDetailsMiddlewareLoadTests {
        /// What one failing request received: its status, its content type, and its body.
        struct Received: Sendable {
            let status: Int
            let contentType: String?
            let body: Data
        }

        @Test("1,000 concurrent failing requests each get valid problem+json, and none shows an error's description")
        func concurrentFailures() async throws {
            let paths = ["declined", "problem", "unauthorized", "overloaded", "unmapped", "nowhere"]
            let expected = [
                "declined": 403, "problem": 403, "unauthorized": 401, "overloaded": 503, "unmapped": 500,
                "nowhere": 404,
            ]
            let log = InMemoryLogHandler()
            let received = try await withProblemServer(
                mapping: ProblemDetailsMiddlewareTests.problems,
                logHandler: log,
                routes: ProblemDetailsMiddlewareTests.routes
            ) { base in
                let session = URLSession(configuration: .ephemeral)
                return try await withThrowingTaskGroup(of: (String, Received).self) { group in
                    for index in 0..<1_000 {
                        let path = paths[index % paths.count]
                        group.addTask {
                            let (data, response) = try await session.data(from: base.appendingPathComponent(path))
                            let http = try #require(response as? HTTPURLResponse)
                            return (
                                path,
                                Received(
                                    status: http.statusCode,
                                    contentType: http.value(forHTTPHeaderField: "Content-Type"),
                                    body: data)
                            )
                        }
                    }
                    var all: [(String, Received)] = []
                    for try await answer in group { all.append(answer) }
                    return all
                }
            }
            #expect(received.count == 1_000)
            for (path, answer) in received {
                #expect(answer.status == expected[path], "\(path)")
                #expect(answer.contentType == "application/problem+json", "\(path)")
                let body = try object(answer.body)
                #expect(body["status"] as? Int == answer.status, "\(path)")
                #expect(!String(decoding: answer.body, as: UTF8.self).contains("postgres"), "\(path) leaked")
            }
            // Every unmapped failure was logged once, with the identifier its response carried.
            let unmapped = received.filter { $0.0 == "unmapped" }
            let logged = log.entries.filter { $0.metadata["problem.grouping_id"] != nil }
            #expect(logged.count == unmapped.count)
        }
    }
#endif
