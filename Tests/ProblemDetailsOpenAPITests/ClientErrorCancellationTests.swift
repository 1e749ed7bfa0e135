#if OpenAPI
    import Foundation
    import OpenAPIRuntime
    import ResponderChain
    import ResponderChainTesting
    import Testing

    /// The generated client wraps what its transport threw in a `ClientError`: a cancellation inside one is a
    /// cancellation, and a failure inside one is shown.
    @MainActor
    @Suite(.timeLimit(.minutes(1))) struct ClientErrorCancellationTests {
        private enum Transport: Error {
            case failed(any Error)
        }

        nonisolated private static func clientError(around error: any Error) -> ClientError {
            ClientError(
                operationID: "searchPosts", operationInput: "query", causeDescription: "Transport threw an error.",
                underlyingError: error)
        }

        nonisolated static let cancellations: [any Error] = [
            clientError(around: URLError(.cancelled)),
            clientError(around: CancellationError()),
            clientError(around: NSError(domain: NSURLErrorDomain, code: NSURLErrorCancelled)),
            clientError(around: Transport.failed(URLError(.cancelled))),
            Transport.failed(clientError(around: CocoaError(.userCancelled))),
        ]

        nonisolated static let failures: [any Error] = [
            clientError(around: URLError(.timedOut)),
            clientError(around: URLError(.userCancelledAuthentication)),
            clientError(around: Transport.failed(URLError(.cannotConnectToHost))),
        ]

        @Test(arguments: cancellations.indices)
        func aCancellationInsideAClientErrorIsACancellation(index: Int) async {
            let app = RecordingResponder("App", answers: [.retry])
            let route = await app.traceDispatch(Self.cancellations[index])
            #expect(route.resolution == .cancelled)
            #expect(route.evaluation == .cancel)
            #expect(app.received.isEmpty)
        }

        @Test(arguments: failures.indices)
        func aFailureInsideAClientErrorIsAskedAbout(index: Int) async {
            let app = RecordingResponder("App", answers: [.retry])
            #expect(await app.dispatch(Self.failures[index]) == .retry)
            #expect(app.received.count == 1)
        }
    }
#endif
