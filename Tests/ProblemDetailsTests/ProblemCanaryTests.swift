import Foundation
import ProblemDetails
import ResponderChain
import ResponderChainTesting
import Testing

/// What a server said in a problem (an email in its `detail`, a token in its `instance` and in extension members)
/// stays out of everything the package writes for developers about it, answered or unhandled, alone or wrapped; its
/// type and status stay readable, and users read its own words.
@MainActor
@Suite("Canaries in problems: what the server said never reaches an output for developers", .isolatedResponderChain)
struct ProblemCanaryTests {
    static let body = Data(
        """
        {
         "type": "https://example.com/probs/account-locked",
         "title": "Your account is locked.",
         "status": 403,
         "detail": "\(Canary.email) tried five times.",
         "instance": "\(Canary.urlWithToken)",
         "email": "\(Canary.email)",
         "session": {"token": "\(Canary.token)", "file": "\(Canary.path)"},
         "balance": 30
        }
        """.utf8
    )

    static func problem() throws -> OpaqueHTTPAPIProblem {
        try JSONDecoder().decode(OpaqueHTTPAPIProblem.self, from: body)
    }

    /// Routes of an answered and an unhandled dispatch, the report, the chain and the redacted stand-in.
    private func outputs(of error: any Error) async -> String {
        let answering = ErrorResponderChain(name: "Screen")
        let connection = answering.connect(name: "Answers") { _ in .proceed }
        defer { answering.disconnect(connection) }
        let (_, answered) = await DispatchRoute.trace { await answering.dispatch(error) }
        let ((_, unhandled), reports) = await UnhandledCapture.run {
            await DispatchRoute.trace { await ErrorResponderChain(name: "Nobody").dispatch(error) }
        }
        let chain = ErrorChain(error)
        let written =
            (answered + unhandled).flatMap { [$0.description, $0.detailedDescription] }
            + reports.map(\.description)
            + [chain.description, chain.summary, RedactedError(error).description]
            + chain.levels.compactMap(\.detail)
        return written.joined(separator: "\n")
    }

    @Test(arguments: [false, true])
    func noCanaryUnderTheDefaultPolicy(wrapped: Bool) async throws {
        let problem = try Self.problem()
        let error: any Error = wrapped ? CanaryWrapper(underlyingError: problem) : problem
        let written = await outputs(of: error)
        #expect(Canary.found(in: written).isEmpty, "\(written)")
        #expect(written.contains("https://example.com/probs/account-locked"))
        #expect(written.contains("403"))
        #expect(!written.contains("balance"))
    }

    @Test func aMemberTheAppMarksPublicIsWrittenAndTheRestStayOut() async throws {
        let policy = ErrorPrivacy.default.marking(problemMember: "balance", as: .public)
        let written = try await ErrorPrivacy.withPolicy(policy) { await outputs(of: try Self.problem()) }
        #expect(written.contains("balance: 30"), "\(written)")
        #expect(Canary.found(in: written).isEmpty, "\(written)")
    }

    @Test func hashedMembersCorrelateWithoutBeingReadable() async throws {
        let policy = ErrorPrivacy(problemMembers: .hashed, hashKey: .app(Array("app key".utf8)))
        let first = try await ErrorPrivacy.withPolicy(policy) { await outputs(of: try Self.problem()) }
        let second = try await ErrorPrivacy.withPolicy(policy) { await outputs(of: try Self.problem()) }
        #expect(Canary.found(in: first).isEmpty, "\(first)")
        #expect(first == second)
        #expect(first.contains("detail: <hashed "))
    }

    @Test("an error page is written as its status, its content type and its size, and its body as free text")
    func errorPagesAreWrittenByTheirSize() async {
        let empty = HTTPErrorResponse(
            response: HTTPResponseSummary(status: 503, headers: ["Content-Type": "text/html"]),
            body: BoundedBody(Data()))
        let emptyWritten = await outputs(of: empty)
        #expect(emptyWritten.contains("HTTP 503 (text/html), empty body"), "\(emptyWritten)")
        let page = "<p>\(Canary.email)</p>"
        let full = HTTPErrorResponse(response: HTTPResponseSummary(status: 502), body: BoundedBody(Data(page.utf8)))
        let written = await outputs(of: full)
        #expect(written.contains("HTTP 502, \(page.utf8.count) bytes: <private>"), "\(written)")
        #expect(Canary.found(in: written).isEmpty)
    }

    @Test("where text is public, an error page's body is written as its first 200 characters")
    func publicErrorPagesShowTheStartOfTheirBody() async {
        let page = String(repeating: "a", count: 200) + "b"
        let full = HTTPErrorResponse(response: HTTPResponseSummary(status: 502), body: BoundedBody(Data(page.utf8)))
        let written = await ErrorPrivacy.withPolicy(.everythingPublic) { await outputs(of: full) }
        #expect(written.contains("HTTP 502, 201 bytes: \(String(repeating: "a", count: 200))"), "\(written)")
        #expect(!written.contains(page), "\(written)")
    }

    /// A problem whose server quotes what the user typed in its title.
    static func quotingProblem() throws -> OpaqueHTTPAPIProblem {
        try OpaqueHTTPAPIProblem(
            type: "https://example.com/probs/invalid-query", title: "Query '\(Canary.email)' is not valid",
            status: 422, extras: OpaqueProblemExtras())
    }

    @Test("a problem's title is written by default: it names the problem type, as RFC 9457 asks")
    func titlesArePublicByDefault() async throws {
        let written = await outputs(of: try Self.quotingProblem())
        #expect(written.contains("status 422: Query '\(Canary.email)' is not valid"), "\(written)")
    }

    @Test(
        "a title marked private or hashed stays out of every output, wrapped or not, and groups as before",
        arguments: [PrivacyMark.private, .hashed], [false, true])
    func aMarkedTitleStaysOut(mark: PrivacyMark, wrapped: Bool) async throws {
        let problem = try Self.quotingProblem()
        let error: any Error = wrapped ? CanaryWrapper(underlyingError: problem) : problem
        let policy = ErrorPrivacy.default.marking(problemMember: "title", as: mark)
        let written = await ErrorPrivacy.withPolicy(policy) { await outputs(of: error) }
        #expect(Canary.found(in: written).isEmpty, "\(written)")
        #expect(written.contains("https://example.com/probs/invalid-query"), "\(written)")
        if !wrapped {
            // Alone, the problem is written as itself; wrapped, as a level of the chain, by its type and status.
            #expect(written.contains("problem https://example.com/probs/invalid-query, status 422"), "\(written)")
            #expect(written.contains("status 422: <hashed ") == (mark == .hashed), "\(written)")
        }
        // What a bridge hands to a log handler, a span or an issue reporter, even where everything else is public.
        let everythingElse = ErrorPrivacy.everythingPublic.marking(problemMember: "title", as: mark)
        let handed = everythingElse.handOver(error)
        #expect(handed is RedactedError)
        #expect(Canary.found(in: "\(handed)").isEmpty, "\(handed)")
        #expect(ErrorPrivacy.everythingPublic.handOver(error) is OpaqueHTTPAPIProblem == !wrapped)
        let fingerprint = ErrorPrivacy.withPolicy(policy) { ErrorChain.fingerprint(of: error) }
        #expect(fingerprint == ErrorChain.fingerprint(of: error))
    }

    @Test func everythingPublicWritesWhatTheServerSaid() async throws {
        let written = try await ErrorPrivacy.withPolicy(.everythingPublic) { await outputs(of: try Self.problem()) }
        #expect(written.contains(Canary.email), "\(written)")
        #expect(written.contains(Canary.token), "\(written)")
    }

    /// Users read the problem's own words, canaries included: the text is theirs, and is not redacted.
    @Test(arguments: ErrorTexts.Language.all)
    func usersReadTheProblemsOwnWords(language: ErrorTexts.Language) throws {
        let message = UserFacingMessage(for: try Self.problem(), in: language)
        #expect(message.title == "Your account is locked.")
        #expect(message.message == "\(Canary.email) tried five times.")
    }
}
