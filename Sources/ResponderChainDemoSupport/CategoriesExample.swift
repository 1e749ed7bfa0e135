import Foundation
import ProblemDetails
import ResponderChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// ErrorHandling's categories on the chain: a storm of 401 problems that signs out once, and a 503
/// problem retried with backoff until the service is back.
@MainActor
struct CategoriesExample {
    let demo: Demo

    static let url = URL(string: "https://api.example.com/me")!

    /// A problem response from the API, decoded the way the app's networking layer would.
    static func problem(status: Int, title: String) -> (any Error)? {
        let body = #"{"type": "https://api.example.com/probs/\#(status)", "title": "\#(title)", "status": \#(status)}"#
        let response = HTTPURLResponse(
            url: url,
            statusCode: status,
            httpVersion: "HTTP/1.1",
            headerFields: ["Content-Type": "application/problem+json"]
        )
        guard let response else { return nil }
        return HTTPProblemDecoder().error(for: Data(body.utf8), response: response)
    }

    /// Twenty requests fail with 401 at once; the app signs out once and every request is told to abort.
    func runStorm() async {
        let write = demo.write
        let session = Session(write: write)
        let categories = CategoryResponder(name: "Categories", signOutHandler: { await session.signOut() })
        guard let unauthorized = Self.problem(status: 401, title: "Your session has expired.") else { return }
        write("20 requests fail at once with: \(unauthorized)")
        write("Category: \(unauthorized.resolveCategory())")
        let answers = await demo.traced {
            await withTaskGroup(of: ErrorEvaluation.self) { group in
                for _ in 0..<20 {
                    group.addTask { await categories.dispatch(unauthorized) }
                }
                // Hold the sign-out until every request has joined it, so the run is the same every time; give up
                // waiting (and show it) rather than hang if something went wrong.
                var yields = 0
                while categories.coalescer.waitingErrors < 20 || !session.isSigningOut, yields < 1_000_000 {
                    yields += 1
                    await Task.yield()
                }
                write("Requests waiting for the shared handling: \(categories.coalescer.waitingErrors)")
                session.finishSigningOut()
                var answers: [ErrorEvaluation] = []
                for await answer in group {
                    answers.append(answer)
                }
                return answers
            }
        }
        let counts = Dictionary(grouping: answers, by: { $0 }).mapValues(\.count)
        write("Answers: " + counts.sorted { $0.key.description < $1.key.description }.map { "\($1) × \($0)" }.joined())
        write("Sign-outs: \(session.signOuts), handler runs: \(categories.coalescer.handlerRuns)")
    }

    /// A request fails twice with a 503 problem; the user picks Retry, the retry helper backs off and tries
    /// again, and the third attempt succeeds.
    func runRecovery() async {
        guard #available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *) else {
            demo.write("withRetry needs macOS 13, iOS 16, tvOS 16 or watchOS 9")
            return
        }
        let write = demo.write
        let presenter = TerminalPresenter(
            write: write,
            interactive: demo.options.interactive,
            script: [:]
        )
        let categories = CategoryResponder(
            name: "Categories",
            presentingOn: PresentationQueue(presenter: presenter),
            recoveryHandler: { option, _ in write("Recovery: \(option.description)") }
        )
        let backoff = RetryBackoff.exponential(initial: .milliseconds(5), multiplier: 2)
        var attempt = 0
        let askCategories = { (error: any Error) in
            write("Category: \(error.resolveCategory())")
            let evaluation = await demo.traced { await categories.dispatch(error) }
            write("Answer: \(evaluation)")
            if evaluation == .retry {
                write("Backing off \(backoff.delay(afterFailedAttempts: attempt)) before attempt \(attempt + 1)")
            }
            return evaluation
        }
        do {
            let profile = try await withRetry(maxAttempts: 4, backoff: backoff, respond: askCategories) {
                attempt += 1
                guard attempt >= 3 else {
                    let error = Self.problem(status: 503, title: "The service is down for maintenance.")
                    write("Attempt \(attempt) failed: \(error.map { "\($0)" } ?? "no problem")")
                    throw error ?? CancellationError()
                }
                return "profile of user 42"
            }
            write("Attempt \(attempt) succeeded: \(profile)")
        } catch {
            write("Gave up: \(ErrorPrivacy.currentPolicy.describe(error))")
        }
    }
}

/// The app's session: signing out takes a while, and the demo decides when it finishes.
@MainActor
private final class Session {
    let write: @Sendable (String) -> Void
    private(set) var signOuts = 0
    private var pending: CheckedContinuation<Void, Never>?

    init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    var isSigningOut: Bool { pending != nil }

    func signOut() async {
        signOuts += 1
        write("Session: signing out (sign-out \(signOuts))")
        await withCheckedContinuation { pending = $0 }
        write("Session: signed out")
    }

    func finishSigningOut() {
        pending?.resume()
        pending = nil
    }
}
