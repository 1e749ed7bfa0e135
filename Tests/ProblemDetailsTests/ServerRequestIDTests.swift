import Foundation
import ProblemDetails
import ResponderChain
import ResponderChainTesting
import Testing

/// Typed extras that carry a server's request id.
private struct Traced: HTTPAPIProblemExtras, Codable, Hashable {
    static var associatedProblemType: String? { "https://example.com/probs/traced" }
    var requestId: String
    var attempts: Int
}

/// An app's error around what its client threw.
private enum CheckoutFailure: Error {
    case server(any Error)
}

/// The reports a test's reporting sent.
@MainActor
private final class Sent {
    var reports: [ErrorReport] = []
}

@MainActor
@Suite("A server's request id in a report, only from a member the app marks public", .isolatedResponderChain)
struct ServerRequestIDTests {
    nonisolated static func opaque(_ members: [String: OpaqueValue]) throws -> OpaqueHTTPAPIProblem {
        try OpaqueHTTPAPIProblem(
            type: "https://example.com/probs/declined", status: 402, instance: "/requests/abc-123",
            extras: OpaqueProblemExtras(members))
    }

    nonisolated static let requestIDPublic = ErrorPrivacy.default.marking(problemMember: "requestId", as: .public)

    /// (what, policy, member, error, the id read)
    nonisolated static func cases() throws -> [(String, ErrorPrivacy, String, any Error, String?)] {
        [
            ("instance, private by default", .default, "instance", try opaque([:]), nil),
            (
                "instance marked public", .default.marking(problemMember: "instance", as: .public), "instance",
                try opaque([:]), "/requests/abc-123"
            ),
            (
                "an extension member marked public", requestIDPublic, "requestId", try opaque(["requestId": "r-77"]),
                "r-77"
            ),
            (
                "the problem inside an app's enum", requestIDPublic, "requestId",
                CheckoutFailure.server(try opaque(["requestId": "r-77"])), "r-77"
            ),
            (
                "typed extras", requestIDPublic, "requestId",
                try HTTPAPIProblem(
                    type: Traced.associatedProblemType ?? "", extras: Traced(requestId: "t-9", attempts: 2)),
                "t-9"
            ),
            (
                "the member marked hashed", .default.marking(problemMember: "requestId", as: .hashed), "requestId",
                try opaque(["requestId": "r-77"]), nil
            ),
            ("the member absent", requestIDPublic, "requestId", try opaque([:]), nil),
            ("the member a number", requestIDPublic, "requestId", try opaque(["requestId": 77]), nil),
            ("no problem in the chain", requestIDPublic, "requestId", URLError(.badServerResponse), nil),
            (
                "another member marked public", .default.marking(problemMember: "traceId", as: .public), "requestId",
                try opaque(["requestId": "r-77"]), nil
            ),
        ]
    }

    @Test("the member is read only when the policy marks it public, at any depth of the chain")
    func readOnlyWhenPublic() throws {
        for (what, policy, member, error, expected) in try Self.cases() {
            #expect(policy.publicProblemMember(member, in: error) == expected, "\(what)")
        }
    }

    @Test("Report a problem puts the id in the report, read where the error was presented")
    func inTheReport() async throws {
        ErrorPrivacy.policy = Self.requestIDPublic
        let presenter = ManualPresenter()
        let queue = PresentationQueue(presenter: presenter)
        let sent = Sent()
        queue.reporting = ErrorReporting(
            serverRequestID: { ErrorPrivacy.currentPolicy.publicProblemMember("requestId", in: $0) },
            preview: { $0 },
            send: { sent.reports.append($0) })
        let categories = CategoryResponder(presentingOn: queue)
        let error = CheckoutFailure.server(try Self.opaque(["requestId": "r-77"]))
        let dispatch = Task { await categories.dispatch(error) }
        await presenter.waitForPresentation()
        presenter.choose("Report a problem")
        _ = await dispatch.value
        #expect(sent.reports.map(\.serverRequestID) == ["r-77"])
        #expect(sent.reports.first?.text.contains("Server request: r-77") == true)
    }
}
