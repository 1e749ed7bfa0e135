#if Hummingbird && OpenAPI
    import Foundation
    import HTTPTypes
    import Hummingbird
    import InMemoryLogging
    import Logging
    import OpenAPIRuntime
    import OpenAPIURLSession
    import ProblemDetails
    import ProblemDetailsHummingbird
    import ProblemDetailsOpenAPI
    import ResponderChain
    import ResponderChainTesting
    import Testing

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// An expired session, as the server's problem type for it.
    struct SessionExpired: HTTPAPIProblemExtras, Codable, Hashable {
        static var associatedProblemType: String? { "https://example.com/probs/session-expired" }
    }

    /// Calls the operation of the generated client (Generated/, from OpenAPI/openapi.yaml) for `path`, and returns its
    /// text when it succeeds.
    @discardableResult
    func call(_ path: String, on client: Client) async throws -> String {
        func text(_ body: HTTPBody) async throws -> String { try await String(collecting: body, upTo: 1_024) }
        switch path {
        case "ok": return try await text(client.getOK().ok.body.plainText)
        case "declined": return try await text(client.getDeclined().ok.body.plainText)
        case "session": return try await text(client.getSession().ok.body.plainText)
        case "overloaded": return try await text(client.getOverloaded().ok.body.plainText)
        case "unmapped": return try await text(client.getUnmapped().ok.body.plainText)
        default: return try await text(client.getNowhere().ok.body.plainText)
        }
    }

    /// The generated client on `base`, with the middleware.
    func generatedClient(_ base: URL, _ middleware: ProblemDetailsClientMiddleware) -> Client {
        Client(serverURL: base, transport: URLSessionTransport(), middlewares: [middleware])
    }

    /// How many times the app signed out.
    @MainActor
    final class SignOutCount {
        var value = 0
    }

    @Suite("From server to screen: one problem type, thrown by the server, caught by the app", .timeLimit(.minutes(2)))
    struct RoundTripTests {
        static let problems = ProblemDetailsMiddlewareTests.problems
            .mapping(HTTPError.self) { error -> HTTPAPIProblem<SessionExpired>? in
                // The server's 401s become the registered session problem; other HTTPErrors keep their own answer.
                guard error.status == .unauthorized else { return nil }
                return try HTTPAPIProblem(title: "Your session has expired.", status: 401, extras: SessionExpired())
            }

        static func routes(_ router: Router<BasicRequestContext>) {
            ProblemDetailsMiddlewareTests.routes(router)
            router.get("session") { _, _ -> String in throw HTTPError(.unauthorized) }
        }

        static let registry: ProblemTypeRegistry = {
            (try? ProblemTypeRegistry().registering(OutOfCredit.self).registering(SessionExpired.self)) ?? .init()
        }()

        /// What each client received for `path`: the error it threw, or nil.
        static func errors(for path: String, base: URL) async throws -> (generated: (any Error)?, session: (any Error)?)
        {
            let decoder = HTTPProblemDecoder(registry: registry)
            let client = generatedClient(base, ProblemDetailsClientMiddleware(problems: decoder))
            var generated: (any Error)?
            do { try await call(path, on: client) } catch { generated = error }
            var session: (any Error)?
            do {
                _ = try await URLSession(configuration: .ephemeral)
                    .problemCheckedData(from: base.appendingPathComponent(path), problems: decoder)
            } catch { session = error }
            return (generated, session)
        }

        @Test("the generated client, through the middleware, and URLSession receive the same typed errors")
        func sameErrorsOnBothPaths() async throws {
            try await withProblemServer(mapping: Self.problems, routes: Self.routes) { base in
                #expect(try await call("ok", on: generatedClient(base, ProblemDetailsClientMiddleware())) == "fine")

                let credit = try await Self.errors(for: "declined", base: base)
                let wrapped = try #require(credit.generated as? ClientError)
                let fromClient = try #require(wrapped.underlyingError as? HTTPAPIProblem<OutOfCredit>)
                let fromSession = try #require(credit.session as? HTTPAPIProblem<OutOfCredit>)
                #expect(fromClient.extras == fromSession.extras)
                #expect(fromClient.title == "You do not have enough credit.")
                #expect(fromClient.status == 403)

                let session = try await Self.errors(for: "session", base: base)
                #expect((session.generated as? ClientError)?.underlyingError is HTTPAPIProblem<SessionExpired>)
                #expect(session.session is HTTPAPIProblem<SessionExpired>)

                let busy = try await Self.errors(for: "overloaded", base: base)
                let busyProblem = try #require(
                    (busy.generated as? ClientError)?.underlyingError as? OpaqueHTTPAPIProblem)
                #expect(busyProblem.status == 503)
                #expect((busy.session as? OpaqueHTTPAPIProblem)?.status == 503)

                let unmapped = try await Self.errors(for: "unmapped", base: base)
                let unmappedProblem = try #require(
                    (unmapped.generated as? ClientError)?.underlyingError as? OpaqueHTTPAPIProblem)
                #expect(unmappedProblem.status == 500)
                #expect(unmappedProblem.extras["grouping_id"] != nil)
            }
        }

        @Test("a response the operation documents goes on to the generated client; the same status elsewhere throws")
        func documentedResponses() async throws {
            try await withProblemServer(routes: Self.routes) { base in
                let middleware = ProblemDetailsClientMiddleware(documentedResponses: ["getNowhere": [404]])
                let client = generatedClient(base, middleware)
                // The document describes getNowhere's 404: the generated client returns it as its case.
                let documented = try await client.getNowhere()
                guard case .notFound = documented else {
                    Issue.record("a documented 404 did not reach the generated client's case: \(documented)")
                    return
                }
                let thrown = await #expect(throws: ClientError.self) { try await call("session", on: client) }
                #expect((thrown?.underlyingError as? OpaqueHTTPAPIProblem)?.status == 401)
            }
        }

        @MainActor
        @Test("a 503 is tried again when the user taps Retry, after the Retry-After the server sent")
        func retryAfterTheServersWait() async throws {
            try await withProblemServer(routes: Self.routes) { base in
                let presenter = ManualPresenter()
                let clock = ManualClock()
                let responder = CategoryResponder(presentingOn: PresentationQueue(presenter: presenter))
                let client = generatedClient(base, ProblemDetailsClientMiddleware())
                let loading = Task { @MainActor in
                    try? await withRetry(asking: responder, maxAttempts: 2, clock: clock) {
                        try await call("overloaded", on: client)
                    }
                }
                await presenter.waitForPresentation()
                presenter.choose("Retry")
                await clock.waitForSleepers()
                #expect(clock.sleeps == [.seconds(120)], "the wait before the second attempt is not the server's")
                clock.advance(by: .seconds(120))
                await presenter.waitForPresentation(2)
                presenter.choose("Cancel")
                #expect(await loading.value == nil)
            }
        }

        @MainActor
        @Test("an error the server did not map: the app shows the package's text, the server's log has the grouping id")
        func unmappedShowsOurText() async throws {
            let log = InMemoryLogHandler()
            try await withProblemServer(mapping: Self.problems, logHandler: log, routes: Self.routes) { base in
                let presenter = ManualPresenter()
                let responder = CategoryResponder(presentingOn: PresentationQueue(presenter: presenter))
                let failure = try #require(try await Self.errors(for: "unmapped", base: base).generated)
                let answer = Task { await responder.respond(to: failure) }
                await presenter.waitForPresentation()
                let expected = try #require(UserFacingMessage.forHTTPStatus(500))
                #expect(presenter.showing?.title == expected.title)
                #expect(presenter.showing?.message == expected.message)
                #expect(presenter.showing?.title != "Internal Server Error")
                presenter.dismiss()
                _ = await answer.value

                let problem = try #require((failure as? ClientError)?.underlyingError as? OpaqueHTTPAPIProblem)
                let groupingID = try #require(problem.extras["grouping_id"]?.stringValue)
                #expect(log.entries.contains { $0.metadata["problem.grouping_id"] == "\(groupingID)" })
            }
        }

        @MainActor
        @Test("up the app's chain: the 401 signs out once and answers abort, the problem's own title is the alert's")
        func dispatchedUpTheChain() async throws {
            try await withProblemServer(mapping: Self.problems, routes: Self.routes) { base in
                let signOuts = SignOutCount()
                let presenter = ManualPresenter()
                let responder = CategoryResponder(
                    presentingOn: PresentationQueue(presenter: presenter), signOutHandler: { signOuts.value += 1 })

                let expired = try #require(try await Self.errors(for: "session", base: base).generated)
                #expect(await responder.respond(to: expired) == .abort)
                #expect(signOuts.value == 1)
                #expect(presenter.presented.isEmpty, "a sign-out shows no alert")

                let credit = try #require(try await Self.errors(for: "declined", base: base).generated)
                let answer = Task { await responder.respond(to: credit) }
                await presenter.waitForPresentation()
                #expect(presenter.showing?.title == "You do not have enough credit.")
                presenter.dismiss()
                _ = await answer.value
            }
        }
    }
#endif
