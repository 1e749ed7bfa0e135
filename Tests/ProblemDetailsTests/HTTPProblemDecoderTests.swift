import Foundation
import ProblemDetails
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("HTTPProblemDecoder: responses to typed errors", .timeLimit(.minutes(2)))
struct HTTPProblemDecoderTests {
    static let url = URL(string: "https://api.example.com/account/12345/msgs")!

    static func response(_ status: Int, contentType: String?) -> HTTPURLResponse {
        var headers = ["X-Request-ID": "abc"]
        if let contentType { headers["Content-Type"] = contentType }
        return HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
    }

    static let decoder = HTTPProblemDecoder(
        registry: (try? ProblemTypeRegistry().registering(OutOfCredit.self)) ?? .init())

    static let problemContentTypes = [
        "application/problem+json",
        "Application/Problem+JSON",
        "APPLICATION/PROBLEM+JSON",
        "application/problem+json; charset=utf-8",
        "application/problem+json;charset=UTF-8",
        " application/problem+json ; charset=\"utf-8\"",
    ]

    @Test("problem+json is recognised in any case and with parameters", arguments: problemContentTypes)
    func problemContentType(contentType: String) throws {
        let error = Self.decoder.error(for: RFC9457.outOfCredit, response: Self.response(403, contentType: contentType))
        let problem = try #require(error as? HTTPAPIProblem<OutOfCredit>)
        #expect(problem.extras.balance == 30)
        // The body had no status; the response's is authoritative and fills it in.
        #expect(problem.status == 403)
    }

    static let notProblemContentTypes: [String?] = [
        nil, "", "text/html", "text/plain; charset=utf-8", "application/json", "application/problem+xml",
        "application/problem", "problem+json", "application/xproblem+json",
    ]

    @Test("Other content types are HTTP error responses that keep the body", arguments: notProblemContentTypes)
    func otherContentTypes(contentType: String?) throws {
        let error = Self.decoder.error(for: RFC9457.outOfCredit, response: Self.response(403, contentType: contentType))
        let response = try #require(error as? HTTPErrorResponse)
        #expect(response.status == 403)
        #expect(response.body.data == RFC9457.outOfCredit)
        #expect(response.response.header(named: "x-request-id") == "abc")
        #expect(response.response.url == Self.url)
    }

    @Test("2xx responses are not errors, whatever their body", arguments: [200, 201, 204, 299])
    func success(status: Int) throws {
        #expect(
            Self.decoder.error(
                for: RFC9457.outOfCredit, response: Self.response(status, contentType: "application/problem+json"))
                == nil)
        let response = try Self.decoder.validate(Data(), Self.response(status, contentType: nil))
        #expect(response.statusCode == status)
    }

    @Test("Outside 2xx, even 1xx and 3xx, validate throws", arguments: [100, 304, 400, 404, 500, 503])
    func failure(status: Int) {
        #expect(throws: HTTPErrorResponse.self) {
            try Self.decoder.validate(Data("<html></html>".utf8), Self.response(status, contentType: "text/html"))
        }
    }

    /// Extension members the server may leave out or send as null, and an app that tells the two apart.
    struct RegionalOutage: HTTPAPIProblemExtras, Decodable, Equatable {
        static var associatedProblemType: String? { "https://example.com/probs/outage" }
        var region: String?
        var retryIn: Int?
        /// Whether `region` was sent as null rather than left out.
        var regionIsNull = false

        enum CodingKeys: String, CodingKey {
            case region, retryIn
        }

        init(region: String?, retryIn: Int?, regionIsNull: Bool = false) {
            (self.region, self.retryIn, self.regionIsNull) = (region, retryIn, regionIsNull)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            region = try container.decodeIfPresent(String.self, forKey: .region)
            retryIn = try container.decodeIfPresent(Int.self, forKey: .retryIn)
            regionIsNull = container.contains(.region) ? try container.decodeNil(forKey: .region) : false
        }
    }

    @Test(
        "Optional extension members decode as a decoder of their own reads them: present, null or left out",
        arguments: [
            (#", "region": "eu-west", "retryIn": 30"#, RegionalOutage(region: "eu-west", retryIn: 30)),
            (#", "region": null, "retryIn": 30"#, RegionalOutage(region: nil, retryIn: 30, regionIsNull: true)),
            (#", "retryIn": null"#, RegionalOutage(region: nil, retryIn: nil)),
        ]
    )
    func optionalExtensionMembers(members: String, expected: RegionalOutage) throws {
        let decoder = HTTPProblemDecoder(registry: try ProblemTypeRegistry().registering(RegionalOutage.self))
        let body = Data(#"{"type": "https://example.com/probs/outage", "status": 503\#(members)}"#.utf8)
        let error = decoder.error(for: body, response: Self.response(503, contentType: "application/problem+json"))
        let problem = try #require(error as? HTTPAPIProblem<RegionalOutage>)
        #expect(problem.extras == expected)
        #expect(try JSONDecoder().decode(RegionalOutage.self, from: body) == expected)
    }

    @Test(
        "A problem of an unregistered type without a status gets the response's; one whose status had the wrong type keeps it in its extras",
        arguments: [
            (#"{"type": "https://example.com/probs/unknown", "title": "Conflict"}"#, 409, nil),
            (#"{"type": "https://example.com/probs/unknown", "status": "409"}"#, nil, "409"),
        ] as [(String, Int?, String?)]
    )
    func opaqueStatusFilledIn(body: String, status: Int?, keptMember: String?) throws {
        let error = Self.decoder.error(
            for: json(body), response: Self.response(409, contentType: "application/problem+json"))
        let problem = try #require(error as? OpaqueHTTPAPIProblem)
        #expect(problem.status == status)
        #expect(problem.extras["status"] == keptMember.map(OpaqueValue.string))
    }

    @Test("By default a body is decoded up to 1 MiB, and an error keeps 16 KiB of it")
    func defaultLimits() {
        #expect(HTTPProblemDecoder.defaultMaximumBodySize == 1_048_576)
        #expect(HTTPProblemDecoder().maximumBodySize == 1_048_576)
        #expect(HTTPProblemDecoder().bodyLimit == 16_384)
    }

    @Test("A status in the body is kept, even when it differs from the response's")
    func bodyStatusKept() throws {
        let body = json(#"{"type": "https://x", "status": 409}"#)
        let error = Self.decoder.error(for: body, response: Self.response(400, contentType: "application/problem+json"))
        #expect((error as? OpaqueHTTPAPIProblem)?.status == 409)
    }

    @Test("Plain JSON is decoded as a problem only when accepted")
    func plainJSON() throws {
        let body = json(#"{"error": "not_found", "message": "No such account"}"#)
        let response = Self.response(404, contentType: "application/json; charset=utf-8")
        #expect(Self.decoder.error(for: body, response: response) is HTTPErrorResponse)
        var accepting = Self.decoder
        accepting.acceptsPlainJSON = true
        let problem = try #require(accepting.error(for: body, response: response) as? OpaqueHTTPAPIProblem)
        #expect(problem.type == "about:blank")
        #expect(problem.status == 404)
        #expect(problem.extras["message"] == "No such account")
        // Plain JSON that is not an object never claimed to be a problem: it stays a response error.
        let array = accepting.error(for: json("[1]"), response: response)
        #expect((array as? HTTPErrorResponse)?.body.data == json("[1]"))
        #expect(accepting.error(for: json("{"), response: response) is HTTPErrorResponse)
        // A body without a content type never claimed to be JSON, whatever it holds.
        #expect(accepting.error(for: body, response: Self.response(404, contentType: nil)) is HTTPErrorResponse)
        #expect(
            accepting.error(
                for: RFC9457.outOfCredit, response: Self.response(403, contentType: "application/vnd.api+json"))
                is HTTPAPIProblem<OutOfCredit>)
    }

    @Test("Malformed problem+json is a decoding error with the status, headers and body")
    func malformedProblem() throws {
        let body = json(#"{"type": "https://x", "title": "#)
        let error = try #require(
            Self.decoder.error(for: body, response: Self.response(500, contentType: "application/problem+json"))
                as? ProblemDecodingError
        )
        #expect(error.reason == .invalidJSON)
        #expect(error.response?.status == 500)
        #expect(error.response?.header(named: "X-REQUEST-ID") == "abc")
        #expect(error.body.data == body)
    }

    @Test("A problem keeps the wait its response's Retry-After asked for, and one without the header has none")
    func problemKeepsRetryAfter() throws {
        let headers = ["Content-Type": "application/problem+json", "Retry-After": "30"]
        let response = try #require(
            HTTPURLResponse(url: Self.url, statusCode: 503, httpVersion: "HTTP/1.1", headerFields: headers))
        let busy = try #require(
            Self.decoder.error(for: json(#"{"title": "Busy", "status": 503}"#), response: response)
                as? OpaqueHTTPAPIProblem)
        #expect(busy.retryAfter == 30)
        #expect(busy.status == 503)
        let typed = try #require(
            Self.decoder.error(for: RFC9457.outOfCredit, response: response) as? HTTPAPIProblem<OutOfCredit>)
        #expect(typed.retryAfter == 30)
        #expect(typed.status == 503)  // filled in from the response, as before
        let plain = Self.decoder.error(
            for: RFC9457.outOfCredit, response: Self.response(403, contentType: "application/problem+json"))
        #expect((plain as? HTTPAPIProblem<OutOfCredit>)?.retryAfter == nil)
    }

    @Test(
        "An HTTP error response describes its status, its content type and the start of its body, or that it had none",
        arguments: [
            (502, "text/html", "<h1>Bad gateway</h1>", "HTTP 502 (text/html), 20 bytes: <h1>Bad gateway</h1>"),
            (503, nil, "", "HTTP 503, empty body"),
            // A long body is described by its first 200 characters.
            (
                500, "text/plain", String(repeating: "a", count: 250),
                "HTTP 500 (text/plain), 250 bytes: " + String(repeating: "a", count: 200)
            ),
        ] as [(Int, String?, String, String)])
    func errorResponseDescription(status: Int, contentType: String?, body: String, description: String) {
        let headers = contentType.map { ["Content-Type": $0] } ?? [:]
        let error = HTTPErrorResponse(
            response: HTTPResponseSummary(status: status, headers: headers), body: BoundedBody(Data(body.utf8)))
        #expect(error.description == description)
    }

    @Test("A content type with nothing before its first semicolon names no media type: the body is not decoded")
    func contentTypeWithoutAnEssence() throws {
        let response = Self.response(403, contentType: ";application/problem+json")
        #expect(Self.decoder.error(for: RFC9457.outOfCredit, response: response) is HTTPErrorResponse)
    }

    @Test("A problem body of exactly the maximum size is decoded; one byte more is too large")
    func bodyAtTheLimit() throws {
        let response = Self.response(403, contentType: "application/problem+json")
        var decoder = Self.decoder
        decoder.maximumBodySize = RFC9457.outOfCredit.count
        #expect(decoder.error(for: RFC9457.outOfCredit, response: response) is HTTPAPIProblem<OutOfCredit>)
        decoder.maximumBodySize = RFC9457.outOfCredit.count - 1
        let tooLarge = try #require(
            decoder.error(for: RFC9457.outOfCredit, response: response) as? ProblemDecodingError)
        #expect(tooLarge.reason == .bodyTooLarge)
    }

    @Test("An oversized body is kept only up to the limit, and a problem body that large is not decoded")
    func oversized() throws {
        var small = Self.decoder
        small.bodyLimit = 100
        small.maximumBodySize = 10_000
        let padding = String(repeating: "x", count: 20_000)
        let body = json(#"{"type": "https://x", "pad": "\#(padding)"}"#)
        let problemError = try #require(
            small.error(for: body, response: Self.response(413, contentType: "application/problem+json"))
                as? ProblemDecodingError
        )
        #expect(problemError.reason == .bodyTooLarge)
        #expect(problemError.body.data.count == 100)
        #expect(problemError.body.totalByteCount == body.count)
        let html = Data(("<html>" + padding + "</html>").utf8)
        let htmlError = try #require(
            small.error(for: html, response: Self.response(502, contentType: "text/html")) as? HTTPErrorResponse)
        #expect(htmlError.body.data == html.prefix(100))
        #expect(htmlError.body.isTruncated)
        // Plain JSON that large is not decoded either, and, not being problem details, is an HTTP error response.
        small.acceptsPlainJSON = true
        let plainError = try #require(
            small.error(for: body, response: Self.response(500, contentType: "application/json"))
                as? HTTPErrorResponse)
        #expect(plainError.body.data == body.prefix(100))
        #expect(htmlError.description.hasPrefix("HTTP 502 (text/html)"))
    }

    @Test("A response that is not HTTP is refused with URLError")
    func notHTTP() {
        let response = URLResponse(
            url: Self.url, mimeType: "text/plain", expectedContentLength: 0, textEncodingName: nil)
        #expect(throws: URLError.self) { try Self.decoder.validate(Data(), response) }
    }

    @Test("Bounded bodies describe what was cut off", arguments: [0, 5, 10, 11, -3])
    func boundedBody(limit: Int) {
        let body = BoundedBody(Data("0123456789".utf8), limit: limit)
        #expect(body.data.count == min(max(limit, 0), 10))
        #expect(body.totalByteCount == 10)
        #expect(body.isTruncated == (max(limit, 0) < 10))
        #expect(body.description.contains("more bytes") == body.isTruncated)
        let kept = String("0123456789".prefix(max(limit, 0)))
        #expect(body.description == (body.isTruncated ? "\(kept)… (\(10 - kept.count) more bytes)" : kept))
    }
}
