#if Hummingbird
    import Foundation
    import Hummingbird
    import InMemoryLogging
    import Logging
    import ProblemDetails
    import ProblemDetailsHummingbird
    import ResponderChain
    import Testing

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// A server whose routes throw the canaries' errors: neither its log nor its answer to an unmapped error holds a
    /// canary, also in development (`exposesErrorDetails`); a problem the app throws is the app's words for its
    /// client, and is sent as written.
    @Suite("Canaries through the Hummingbird middleware", .timeLimit(.minutes(2)))
    struct CanaryServerTests {
        static func routes(_ router: Router<BasicRequestContext>) {
            router.get("carrier/:index") { _, context -> String in
                let index = try context.parameters.require("index", as: Int.self)
                throw Canary.carriers[index].error
            }
            router.get("users/\(Canary.email)/problem") { _, _ -> String in
                throw try HTTPAPIProblem(
                    type: "https://example.com/probs/account", title: "Account problem", status: 409,
                    detail: "The account \(Canary.email) is locked", instance: nil, extras: OpaqueProblemExtras())
            }
        }

        @Test(arguments: [false, true])
        func theLogAndAnUnmappedErrorsAnswerHoldNoCanary(exposesErrorDetails: Bool) async throws {
            let log = InMemoryLogHandler()
            try await withProblemServer(exposesErrorDetails: exposesErrorDetails, logHandler: log, routes: Self.routes)
            {
                base in
                for index in Canary.carriers.indices {
                    let (response, data) = try await get("carrier/\(index)", from: base)
                    #expect(response.statusCode == 500 || Canary.carriers[index].error is any HTTPStatusError)
                    let body = String(decoding: data, as: UTF8.self)
                    #expect(Canary.found(in: body).isEmpty, "\(Canary.carriers[index].shape): \(body)")
                }
            }
            let written = log.entries.map { entry in
                "\(entry.message) \(entry.metadata.map { "\($0.key)=\($0.value)" }.sorted()) \(entry.error.map { "\($0)" } ?? "")"
            }.joined(separator: "\n")
            #expect(log.entries.count >= Canary.carriers.count)
            #expect(Canary.found(in: written).isEmpty, "\(written)")
            #expect(written.contains("Unhandled error in GET /carrier/{index}"))
        }

        @Test func aProblemTheAppThrowsIsSentAsWritten() async throws {
            try await withProblemServer(routes: Self.routes) { base in
                let path = "users/\(Canary.email)/problem"
                let (response, data) = try await get(path, from: base)
                #expect(response.statusCode == 409)
                #expect(try object(data)["detail"] as? String == "The account \(Canary.email) is locked")
            }
        }
    }
#endif
