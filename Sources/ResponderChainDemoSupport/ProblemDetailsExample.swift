import Foundation
import ProblemDetails
import ResponderChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// HTTP responses decoded into RFC 9457 problems through a type registry, then answered by the chain.
@MainActor
struct ProblemDetailsExample {
    let demo: Demo

    /// The extras of RFC 9457's out-of-credit example.
    struct OutOfCredit: HTTPAPIProblemExtras {
        static var associatedProblemType: String? { "https://example.com/probs/out-of-credit" }
        var balance: Int
        var accounts: [String]
    }

    /// (status, content type, body) of the responses the API sends.
    static let responses: [(Int, String, String)] = [
        (
            403, "application/problem+json; charset=utf-8",
            #"{"type": "https://example.com/probs/out-of-credit", "title": "You do not have enough credit.", "#
                + #""balance": 30, "accounts": ["/account/12345"]}"#
        ),
        (
            422, "application/problem+json",
            #"{"type": "https://example.net/validation-error", "title": "Your request is not valid.", "#
                + ##""errors": [{"pointer": "#/age", "detail": "must be a positive integer"}]}"##
        ),
        (503, "text/html", "<html><body><h1>503 Service Unavailable</h1></body></html>"),
        (500, "application/problem+json", #"{"type": "https://example.com/probs/out-of"#),
    ]

    func run() async {
        let write = demo.write
        let problems: HTTPProblemDecoder
        do {
            problems = HTTPProblemDecoder(registry: try ProblemTypeRegistry().registering(OutOfCredit.self))
        } catch {
            write("Cannot register the problem types: \(ErrorPrivacy.currentPolicy.describe(error))")
            return
        }
        let chain = ErrorResponderChain(name: "AccountScreen")
        let connections = [
            chain.connect(name: "ProblemLogger") { error in
                guard let problem = error as? any HTTPAPIProblemProtocol else { return nil }
                write("ProblemLogger: \(problem.status.map(String.init) ?? "-") \(problem.type), answer proceed")
                return .proceed
            },
            chain.connect(name: "ServerErrorPolicy") { error in
                guard let response = error as? HTTPErrorResponse, response.status >= 500 else { return nil }
                write("ServerErrorPolicy: \(response), answer retry")
                return .retry
            },
            chain.connect(name: "TopUpOffer") { error in
                guard let problem = error as? HTTPAPIProblem<OutOfCredit> else { return nil }
                write("TopUpOffer: balance \(problem.extras.balance), offer a top-up, answer cancel")
                return .cancel
            },
        ]
        defer { connections.forEach(chain.disconnect) }
        let url = URL(string: "https://api.example.com/account/12345/msgs")!
        for (status, contentType, body) in Self.responses {
            let response = HTTPURLResponse(
                url: url,
                statusCode: status,
                httpVersion: "HTTP/1.1",
                headerFields: ["Content-Type": contentType]
            )
            guard let response, let error = problems.error(for: Data(body.utf8), response: response) else { continue }
            write("HTTP \(status) \(contentType) → \(String(describing: type(of: error)))")
            let answer = await demo.traced { await chain.dispatch(error) }
            write("Answer: \(answer)")
        }
    }
}
