#if OpenAPI
    import Foundation
    import OpenAPIRuntime
    import ResponderChain
    import ResponderChainTesting
    import Testing

    /// A generated client's requests that fail offline: the `ClientError` around the transport's `URLError` is an
    /// offline failure like a bare one, held and resumed.
    @MainActor
    @Suite(.timeLimit(.minutes(1))) struct ClientErrorOfflineTests {
        @Test("10 requests of a generated client fail offline: one banner, all held, all resumed")
        func clientErrorsAreHeld() async throws {
            let path = ManualNetworkPath(.unsatisfied())
            let clock = ManualClock()
            let presenter = ManualPresenter(showing: [.banner])
            let queue = PresentationQueue(presenter: presenter, clock: clock)
            let offline = OfflineResponder(path: path, presentingOn: queue, clock: clock)
            let requests = (0..<10).map { index in
                Task { @MainActor in
                    var attempts = 0
                    return try await withRetry(asking: offline, backoff: .immediate, clock: clock) {
                        attempts += 1
                        if attempts == 1 {
                            throw ClientError(
                                operationID: "getPost", operationInput: index,
                                causeDescription: "Transport threw an error.",
                                underlyingError: URLError(.notConnectedToInternet))
                        }
                        return attempts
                    }
                }
            }
            await clock.waitForSleepers(10)  // each hold's limit
            await presenter.waitForPresentation(1)
            #expect(offline.heldCount == 10)
            path.set(.satisfied)
            await clock.waitForSleepers(9)
            clock.advance(by: .seconds(1))
            for request in requests {
                #expect(try await request.value == 2)
            }
            #expect(presenter.presented.count == 1)
        }
    }
#endif
