import ResponderChain

/// An operation that fails twice with a transient error; the chain answers `.retry`, and the third attempt
/// succeeds.
@MainActor
struct RetryExample {
    let demo: Demo

    func run() async {
        guard #available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *) else {
            demo.write("withRetry needs macOS 13, iOS 16, tvOS 16 or watchOS 9")
            return
        }
        let write = demo.write
        let chain = ErrorResponderChain(name: "NetworkChain")
        let policy = chain.connect(name: "TransientErrorPolicy") { error in
            guard error is TransientError else { return nil }
            write("TransientErrorPolicy: transient error, answer retry")
            return .retry
        }
        defer { chain.disconnect(policy) }
        let askChain = { (error: any Error) in await demo.traced { await chain.dispatch(error) } }
        var attempt = 0
        do {
            let profile = try await withRetry(
                maxAttempts: 3,
                backoff: .exponential(initial: .milliseconds(5), multiplier: 2),
                respond: askChain
            ) {
                attempt += 1
                guard attempt >= 3 else {
                    write("Attempt \(attempt) failed: \(TransientError.timedOut)")
                    throw TransientError.timedOut
                }
                return "profile of user 42"
            }
            write("Attempt \(attempt) succeeded: \(profile)")
        } catch {
            write("Gave up: \(ErrorPrivacy.currentPolicy.describe(error))")
        }
    }
}

enum TransientError: Error {
    case timedOut
}
