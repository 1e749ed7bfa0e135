import FlyingFox
import FlyingSocks
import Foundation
import ProblemDetails
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A real HTTP server on 127.0.0.1 with one route per kind of response, shared by the tests.
enum LoopbackServer {
    static let padding = String(repeating: "x", count: 2 * 1024 * 1024)

    /// (path, status, content type, body)
    static let routes: [(String, Int, String?, Data)] = [
        ("/ok", 200, "application/json", json(#"{"ok": true}"#)),
        ("/problem", 403, "application/problem+json", RFC9457.outOfCredit),
        ("/problem-charset", 422, "Application/Problem+JSON; charset=utf-8", RFC9457.validationError),
        (
            "/unknown-type", 409, "application/problem+json",
            json(#"{"type": "https://x/conflict", "id": 18446744073709551616}"#)
        ),
        ("/plain-json", 404, "application/json", json(#"{"error": "not_found", "message": "No such account"}"#)),
        ("/html", 502, "text/html; charset=utf-8", json("<html><body><h1>502 Bad Gateway</h1></body></html>")),
        ("/empty", 503, nil, Data()),
        ("/text", 429, "text/plain", json("slow down")),
        ("/oversized", 500, "application/problem+json", json(#"{"type": "https://x", "pad": "\#(padding)"}"#)),
        ("/malformed", 500, "application/problem+json", json(#"{"type": "https://x", "title": "#)),
        (
            "/wrong-types", 400, "application/problem+json",
            json(#"{"type": ["no"], "title": 1, "status": "400", "detail": {}, "instance": false, "code": "E1"}"#)
        ),
        (
            "/unfit", 402, "application/problem+json",
            json(#"{"type": "https://example.com/probs/out-of-credit", "balance": "30"}"#)
        ),
    ]

    static let baseURL: Task<URL, any Error> = Task {
        let server = HTTPServer(address: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0), logger: .disabled)
        for (path, status, contentType, body) in routes {
            await server.appendRoute(HTTPRoute(path)) { _ in
                var headers: HTTPHeaders = [HTTPHeader("X-Route"): path]
                if let contentType { headers[.contentType] = contentType }
                return HTTPResponse(
                    statusCode: HTTPStatusCode(status, phrase: "Status \(status)"), headers: headers, body: body)
            }
        }
        Task { try await server.run() }
        try await server.waitUntilListening()
        guard case .ip4(let host, let port) = await server.listeningAddress else {
            throw URLError(.cannotConnectToHost)
        }
        return URL(string: "http://\(host):\(port)")!
    }
}

@Suite("Decoding real HTTP responses from a loopback server", .timeLimit(.minutes(2)))
struct LoopbackServerTests {
    enum Expected: Sendable, CustomStringConvertible {
        case data
        case typedOutOfCredit
        case typedValidation
        case opaque(type: String, status: Int?)
        case decodingError(ProblemDecodingError.Reason, status: Int)
        case response(status: Int)

        var description: String {
            switch self {
            case .data: "data"
            case .typedOutOfCredit: "HTTPAPIProblem<OutOfCredit>"
            case .typedValidation: "HTTPAPIProblem<ValidationError>"
            case .opaque(let type, let status): "opaque \(type) \(status.map(String.init) ?? "-")"
            case .decodingError(let reason, let status): "decoding error \(reason) \(status)"
            case .response(let status): "HTTPErrorResponse \(status)"
            }
        }
    }

    static let cases: [(String, Expected)] = [
        ("/ok", .data),
        ("/problem", .typedOutOfCredit),
        ("/problem-charset", .typedValidation),
        ("/unknown-type", .opaque(type: "https://x/conflict", status: 409)),
        ("/plain-json", .response(status: 404)),
        ("/html", .response(status: 502)),
        ("/empty", .response(status: 503)),
        ("/text", .response(status: 429)),
        ("/oversized", .decodingError(.bodyTooLarge, status: 500)),
        ("/malformed", .decodingError(.invalidJSON, status: 500)),
        // The body's wrongly typed "status" is kept in the extras, so the response's status is not filled in.
        ("/wrong-types", .opaque(type: "about:blank", status: nil)),
        ("/unfit", .decodingError(.doesNotFitExtras, status: 402)),
    ]

    static let problems = HTTPProblemDecoder(
        registry: (try? ProblemTypeRegistry().registering(OutOfCredit.self).registering(ValidationError.self))
            ?? .init(),
        bodyLimit: 1_024
    )

    static func body(of path: String) -> Data {
        LoopbackServer.routes.first { $0.0 == path }?.3 ?? Data()
    }

    @Test("URLSession's problem-checked data gives data for 2xx and a typed error otherwise", arguments: cases)
    func route(path: String, expected: Expected) async throws {
        let url = try await LoopbackServer.baseURL.value.appendingPathComponent(String(path.dropFirst()))
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        do {
            let (data, response) = try await session.problemCheckedData(from: url, problems: Self.problems)
            guard case .data = expected else {
                Issue.record("\(path): expected \(expected), got \(response.statusCode) with \(data.count) bytes")
                return
            }
            #expect(data == Self.body(of: path))
        } catch {
            check(error, path: path, expected: expected)
        }
    }

    func check(_ error: any Error, path: String, expected: Expected) {
        switch (expected, error) {
        case (.typedOutOfCredit, let problem as HTTPAPIProblem<OutOfCredit>):
            #expect(problem.extras.accounts.count == 2 && problem.status == 403)
        case (.typedValidation, let problem as HTTPAPIProblem<ValidationError>):
            #expect(problem.extras.errors.count == 2 && problem.status == 422)
        case (.opaque(let type, let status), let problem as OpaqueHTTPAPIProblem):
            #expect(problem.type == type && problem.status == status)
            if path == "/unknown-type" { #expect(problem.extras["id"]?.description == "18446744073709551616") }
            if path == "/wrong-types" {
                #expect(problem.title == nil && problem.detail == nil && problem.instance == nil)
                #expect(problem.extras["code"] == "E1" && problem.extras["status"] == "400")
            }
        case (.decodingError(let reason, let status), let failure as ProblemDecodingError):
            #expect(failure.reason == reason)
            #expect(failure.response?.status == status)
            #expect(failure.response?.header(named: "x-route") == path)
            #expect(failure.body.data == Self.body(of: path).prefix(1_024))
            #expect(failure.body.totalByteCount == Self.body(of: path).count)
        case (.response(let status), let response as HTTPErrorResponse):
            #expect(response.status == status)
            #expect(response.response.header(named: "X-Route") == path)
            #expect(response.body.data == Self.body(of: path).prefix(1_024))
            #expect(response.body.totalByteCount == Self.body(of: path).count)
        default:
            Issue.record("\(path): expected \(expected), got \(type(of: error)): \(error)")
        }
    }

    @Test("Plain JSON error bodies decode as problems when accepted")
    func plainJSON() async throws {
        var problems = Self.problems
        problems.acceptsPlainJSON = true
        let url = try await LoopbackServer.baseURL.value.appendingPathComponent("plain-json")
        let error = await #expect(throws: OpaqueHTTPAPIProblem.self) {
            try await URLSession.shared.problemCheckedData(for: URLRequest(url: url), problems: problems)
        }
        #expect(error?.status == 404)
        #expect(error?.extras["message"] == "No such account")
    }
}
