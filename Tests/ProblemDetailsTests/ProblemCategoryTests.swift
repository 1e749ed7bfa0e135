import Foundation
import ProblemDetails
import Testing

@testable import ResponderChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Problem details meet error categories", .timeLimit(.minutes(2)))
struct ProblemCategoryTests {
    static let statusTable: [(Int?, ErrorCategory)] = [
        (401, .requiresSignout),
        (408, .recoverable(recoveryOption: .retry)),
        (429, .recoverable(recoveryOption: .retry)),
        (500, .recoverable(recoveryOption: .retry)),
        (503, .recoverable(recoveryOption: .retry)),
        (599, .recoverable(recoveryOption: .retry)),
        (400, .nonRecoverable),
        (403, .nonRecoverable),
        (404, .nonRecoverable),
        (422, .nonRecoverable),
        (499, .nonRecoverable),
        (302, .nonRecoverable),
        (nil, .nonRecoverable),
    ]

    @Test("each HTTP status maps to its default category", arguments: statusTable)
    func statusMapsToCategory(status: Int?, expected: ErrorCategory) throws {
        #expect(ErrorCategory.forHTTPStatus(status) == expected)
        let problem = try OpaqueHTTPAPIProblem(type: "https://example.com/probs/any", status: status, extras: .init())
        #expect(problem.category == expected)
        #expect(problem.resolveCategory() == expected)
        if let status {
            let response = HTTPErrorResponse(
                response: HTTPResponseSummary(status: status, headers: [:], url: nil),
                body: BoundedBody(Data())
            )
            #expect(response.resolveCategory() == expected)
        }
    }

    static let sessionExpired = "https://example.com/probs/session-expired"

    @Test("a registry's assignment overrides the status for registered and opaque types")
    func registryAssignmentOverridesTheStatus() throws {
        let registry = try ProblemTypeRegistry()
            .registering(OutOfCredit.self)
            .assigning(.recoverable(recoveryOption: .retry), toType: OutOfCredit.associatedProblemType!)
            .assigning(.requiresSignout, toType: Self.sessionExpired)
        #expect(registry.category(forType: Self.sessionExpired) == .requiresSignout)

        let outOfCredit = try registry.decodeProblem(from: RFC9457.outOfCredit)
        #expect(outOfCredit is HTTPAPIProblem<OutOfCredit>)
        #expect(outOfCredit.resolveCategory() == .recoverable(recoveryOption: .retry))

        let expired = try registry.decodeProblem(
            from: Data(#"{"type": "\#(Self.sessionExpired)", "status": 403}"#.utf8)
        )
        #expect(expired.resolveCategory() == .requiresSignout)

        // The same body decoded without the assignment falls back to its status.
        let plain = try ProblemTypeRegistry().decodeProblem(
            from: Data(#"{"type": "\#(Self.sessionExpired)", "status": 403}"#.utf8)
        )
        #expect(plain.resolveCategory() == .nonRecoverable)
        // The assignment does not change what the problem is.
        #expect(expired as? OpaqueHTTPAPIProblem == plain as? OpaqueHTTPAPIProblem)
    }

    @Test("categories resolve through the HTTP decoder and through wrappers")
    func categoryThroughTheDecoderAndWrappers() throws {
        let decoder = HTTPProblemDecoder(
            registry: ProblemTypeRegistry().assigning(.requiresSignout, toType: Self.sessionExpired))
        let url = URL(string: "https://api.example.com/me")!
        let response = HTTPURLResponse(
            url: url, statusCode: 403, httpVersion: "HTTP/1.1",
            headerFields: ["Content-Type": "application/problem+json"]
        )!
        let error = try #require(
            decoder.error(for: Data(#"{"type": "\#(Self.sessionExpired)"}"#.utf8), response: response)
        )
        #expect(error.resolveCategory() == .requiresSignout)
        let wrapped = NSError(domain: "app.sync", code: 7, userInfo: [NSUnderlyingErrorKey: error])
        #expect(wrapped.resolveCategory() == .requiresSignout)
    }

    @Test("a problem body that fails to decode is categorized by its response's status")
    func undecodableProblemIsCategorizedByStatus() throws {
        let response = HTTPURLResponse(
            url: URL(string: "https://api.example.com/me")!, statusCode: 401, httpVersion: "HTTP/1.1",
            headerFields: ["Content-Type": "application/problem+json"]
        )!
        let error = try #require(HTTPProblemDecoder().error(for: Data("{ not json".utf8), response: response))
        #expect(error is ProblemDecodingError)
        #expect(error.resolveCategory() == .requiresSignout)
    }

    @Test("occurrences of one problem are one failure; other problems are not")
    func problemsCoalesceByTypeStatusTitleAndDetail() throws {
        func problem(instance: String, detail: String? = "Expired") throws -> OpaqueHTTPAPIProblem {
            try OpaqueHTTPAPIProblem(
                type: "https://example.com/probs/unauthorized",
                title: "Unauthorized",
                status: 401,
                detail: detail,
                instance: instance,
                extras: .init()
            )
        }
        let key = ErrorCoalescer.Key.standard
        #expect(key.make(try problem(instance: "/req/1")) == key.make(try problem(instance: "/req/2")))
        #expect(
            key.make(try problem(instance: "/req/1")) != key.make(try problem(instance: "/req/1", detail: "Revoked")))
        let other = try OpaqueHTTPAPIProblem(type: "https://example.com/probs/other", status: 401, extras: .init())
        #expect(key.make(try problem(instance: "/req/1")) != key.make(other))
    }

    @Test("error pages are one failure per status and content type, whatever the case of the header's name")
    func errorPagesCoalesceByStatusAndContentType() {
        func page(_ status: Int, headers: [String: String]) -> HTTPErrorResponse {
            HTTPErrorResponse(
                response: HTTPResponseSummary(status: status, headers: headers), body: BoundedBody(Data()))
        }
        let key = ErrorCoalescer.Key.standard
        let html = ["Content-Type": "text/html"]
        #expect(key.make(page(503, headers: html)) == key.make(page(503, headers: ["content-type": "text/html"])))
        #expect(key.make(page(503, headers: html)) != key.make(page(502, headers: html)))
        #expect(key.make(page(403, headers: html)) != key.make(page(404, headers: html)))
        #expect(key.make(page(503, headers: html)) != key.make(page(503, headers: ["Content-Type": "text/plain"])))
    }

    @Test("concurrent 401 problems share one sign-out")
    @MainActor
    func unauthorizedProblemsShareOneSignOut() async throws {
        let signOuts = SignOutCounter()
        let responder = CategoryResponder(signOutHandler: { await signOuts.signOut() })
        let problem = try OpaqueHTTPAPIProblem(
            type: "https://example.com/probs/unauthorized", status: 401, extras: .init())
        let answers = await withTaskGroup(of: ErrorEvaluation.self) { group in
            for _ in 0..<20 {
                group.addTask { await responder.respond(to: problem) }
            }
            // Every problem joins the one sign-out under way before it finishes.
            await waitUntil { responder.coalescer.waitingErrors == 20 && signOuts.waiting > 0 }
            signOuts.finish()
            var answers: [ErrorEvaluation] = []
            for await answer in group {
                answers.append(answer)
            }
            return answers
        }
        #expect(answers == Array(repeating: .abort, count: 20))
        #expect(signOuts.count == 1)
    }
}

/// Counts sign-outs and holds each one until the test lets it finish.
@MainActor
final class SignOutCounter {
    private(set) var count = 0
    private var continuation: CheckedContinuation<Void, Never>?

    var waiting: Int { continuation == nil ? 0 : 1 }

    func signOut() async {
        count += 1
        await withCheckedContinuation { continuation = $0 }
    }

    func finish() {
        continuation?.resume()
        continuation = nil
    }
}
