import Foundation
import ProblemDetails
import ResponderChain
import Testing

/// What users read of HTTP failures: the server's own words in a problem, else the package's text for the status,
/// with the wait `Retry-After` asks for; and what developers see of them.
@Suite("Problem details meet user-facing texts", .timeLimit(.minutes(2)))
struct ProblemTextsTests {
    static let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT

    @Test(
        "Retry-After is read as seconds or as any of the three HTTP-date formats",
        arguments: [
            ("120", 120.0), (" 30 ", 30), ("0", 0),
            ("Sun, 06 Nov 1994 08:51:37 GMT", 120), ("Sunday, 06-Nov-94 08:50:37 GMT", 60),
            ("Sun Nov  6 08:49:47 1994", 10), ("Sun, 06 Nov 1994 08:00:00 GMT", 0),
        ] as [(String, Double)])
    func retryAfterIsRead(value: String, seconds: Double) {
        let summary = HTTPResponseSummary(status: 429, headers: ["retry-after": value])
        #expect(summary.retryAfter(relativeTo: Self.now) == seconds)
    }

    @Test("a Retry-After that cannot be read is no wait", arguments: ["soon", "-5", "1.5", "", "Mon, 99 Foo 1994"])
    func unreadableRetryAfterIsNil(value: String) {
        #expect(
            HTTPResponseSummary(status: 429, headers: ["Retry-After": value]).retryAfter(relativeTo: Self.now) == nil)
        #expect(HTTPResponseSummary(status: 429).retryAfter() == nil)
    }

    @Test("an error page's status gives the text, with the wait its Retry-After asks for")
    func errorResponseTextsFollowTheStatus() {
        let limited = HTTPErrorResponse(
            response: HTTPResponseSummary(status: 429, headers: ["Retry-After": "120"]), body: BoundedBody(Data()))
        let message = UserFacingMessage(for: limited, in: .english)
        #expect(message.title == "Too many requests")
        #expect(message.message == "Please wait 2 minutes, then try again.")
        let missing = HTTPErrorResponse(
            response: HTTPResponseSummary(status: 404), body: BoundedBody(Data("<html>".utf8)))
        #expect(UserFacingMessage(for: missing, in: .english).title == "Not found")
    }

    @Test("a problem's own title and detail come first; without them, its status speaks, in the app's language")
    func problemTexts() throws {
        let titled = try OpaqueHTTPAPIProblem(
            type: "https://example.com/probs/out-of-credit", title: "You do not have enough credit.", status: 403,
            detail: "Your balance is 30.", extras: .init())
        #expect(
            UserFacingMessage(for: titled, in: .german)
                == UserFacingMessage(title: "You do not have enough credit.", message: "Your balance is 30."))
        let untitled = try OpaqueHTTPAPIProblem(type: "https://example.com/probs/gone", status: 404, extras: .init())
        ErrorTexts.withLanguage(.german) {
            #expect(untitled.errorDescription == ErrorTexts.text(.notFoundTitle, in: .german))
            #expect(untitled.failureReason == ErrorTexts.text(.notFoundMessage, in: .german))
            #expect(UserFacingMessage(for: untitled).title == ErrorTexts.text(.notFoundTitle, in: .german))
        }
        let blankTitle = try OpaqueHTTPAPIProblem(
            type: "https://example.com/probs/busy", title: " ", status: 503, extras: .init())
        #expect(UserFacingMessage(for: blankTitle, in: .english).title == "Service unavailable")
        let titledWithoutDetail = try OpaqueHTTPAPIProblem(
            type: "https://example.com/probs/x", title: "Quota exceeded", status: 429, extras: .init())
        #expect(titledWithoutDetail.failureReason == nil)
    }

    @Test("a blank title or detail counts as none: the status speaks instead", arguments: ["", " ", "\n\t "])
    func blankTitleAndDetail(blank: String) throws {
        let problem = try OpaqueHTTPAPIProblem(
            type: "https://example.com/probs/busy", title: blank, status: 503, detail: blank, extras: .init())
        ErrorTexts.withLanguage(.english) {
            #expect(problem.errorDescription == ErrorTexts.text(.unavailableTitle, in: .english))
            #expect(problem.failureReason == ErrorTexts.text(.unavailableMessage, in: .english))
        }
        let titled = try OpaqueHTTPAPIProblem(
            type: "https://example.com/probs/busy", title: "Busy", status: 503, detail: blank, extras: .init())
        #expect(titled.failureReason == nil)
    }

    @Test("a body that failed to decode speaks by its response's status, or else by its decoding error")
    func decodingFailureTexts() {
        let decoding = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON"))
        let fromResponse = ProblemDecodingError(
            reason: .invalidJSON, underlyingError: decoding, body: BoundedBody(Data("{".utf8)),
            response: HTTPResponseSummary(status: 503, headers: ["Retry-After": "30"]))
        #expect(UserFacingMessage(for: fromResponse, in: .english).message == "Please wait 30 seconds, then try again.")
        let withoutResponse = ProblemDecodingError(
            reason: .invalidJSON, underlyingError: decoding, body: BoundedBody(Data("{".utf8)))
        #expect(UserFacingMessage(for: withoutResponse, in: .english).title == "Unreadable data")
        #expect(ErrorChain(withoutResponse).levels.map(\.typeName) == ["ProblemDecodingError", "DecodingError"])
    }

    @Test("problems group by status and type, never by instance, detail or extras")
    func problemsGroupByStatusAndType() throws {
        func problem(_ type: String, status: Int, instance: String) throws -> OpaqueHTTPAPIProblem {
            try OpaqueHTTPAPIProblem(
                type: type, title: "t \(instance)", status: status, detail: "d \(instance)", instance: instance,
                extras: OpaqueProblemExtras(["account": .string(instance)]))
        }
        let credit = "https://example.com/probs/out-of-credit"
        let first = try problem(credit, status: 403, instance: "/account/1")
        let second = try problem(credit, status: 403, instance: "/account/22")
        let otherType = try problem("https://example.com/probs/frozen", status: 403, instance: "/account/1")
        let otherStatus = try problem(credit, status: 402, instance: "/account/1")
        #expect(ErrorChain(first).groupingID == ErrorChain(second).groupingID)
        #expect(ErrorChain(first).groupingID != ErrorChain(otherType).groupingID)
        #expect(ErrorChain(first).groupingID != ErrorChain(otherStatus).groupingID)
        #expect(ErrorChain(first).levels[0].detail == "HTTP 403, type \(credit)")
    }

    @Test("a problem groups by type and status whether its extras are typed or opaque")
    func typedAndOpaqueExtrasGroupTogether() throws {
        let credit = "https://example.com/probs/out-of-credit"
        let typed = try HTTPAPIProblem(
            type: credit, title: "t", status: 403, extras: OutOfCredit(balance: 30, accounts: ["/account/1"]))
        let opaque = try OpaqueHTTPAPIProblem(
            type: credit, title: "t", status: 403, extras: OpaqueProblemExtras(["balance": .string("30")]))
        #expect(ErrorChain.fingerprint(of: typed) == ErrorChain.fingerprint(of: opaque))
        // Through the stable name that stands for every specialization: no fallback.
        #expect(!ErrorChain.fingerprint(of: typed).isFallback && !ErrorChain.fingerprint(of: opaque).isFallback)
        let otherStatus = try OpaqueHTTPAPIProblem(type: credit, title: "t", status: 402, extras: .init())
        #expect(ErrorChain.fingerprint(of: typed) != ErrorChain.fingerprint(of: otherStatus))
    }

    /// The module's errors name themselves as they are named today, so declaring the names changed no identifier;
    /// `HTTPAPIProblem`'s stands for every specialization.
    @Test(
        arguments: [
            (HTTPErrorResponse.self, "ProblemDetails.HTTPErrorResponse"),
            (ProblemDecodingError.self, "ProblemDetails.ProblemDecodingError"),
            (ProblemTypeRegistrationError.self, "ProblemDetails.ProblemTypeRegistrationError"),
            (HTTPAPIProblemTypeMissing.self, "ProblemDetails.HTTPAPIProblemTypeMissing"),
            (HTTPAPIProblemTypeMismatch.self, "ProblemDetails.HTTPAPIProblemTypeMismatch"),
        ] as [(any StablyNamedError.Type, String)])
    func theModulesErrorsDeclareTheNamesTheyHave(type: any StablyNamedError.Type, name: String) {
        #expect(type.stableName == name)
        #expect(String(reflecting: type) == name)
        #expect(OpaqueHTTPAPIProblem.stableName == "ProblemDetails.HTTPAPIProblem")
        #expect(HTTPAPIProblem<OutOfCredit>.stableName == OpaqueHTTPAPIProblem.stableName)
    }
}
