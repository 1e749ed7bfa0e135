import ResponderChainTesting
import Testing

@testable import ResponderChain

/// SwiftErrorHandler's own test suite, restated as a table: which rules a handler has, the error it handles, and
/// what `handle(error:onCompleted:)` returns and runs, under each match policy.
struct SwiftErrorHandlerCase: Sendable, CustomTestStringConvertible {
    enum Rule: Sendable {
        /// `on(error: .type(FormError.<case>), then: <log the label>)`
        case on(FormError, String)
        case onNoMatch(String)
        case always(String)
    }

    let name: String
    let rules: [Rule]
    let error: FormError
    /// What `handle(error:onCompleted:)` returns, and the actions that run, in order.
    let newestDecides: (handled: Bool, ran: [String])
    let everyMatchRuns: (handled: Bool, ran: [String])

    var testDescription: String { name }
}

enum FormError: Error, Equatable {
    case invalidEmail
    case weakPassword
}

private let cases: [SwiftErrorHandlerCase] = [
    SwiftErrorHandlerCase(
        name: "a specific rule handles its error",
        rules: [.on(.invalidEmail, "email")],
        error: .invalidEmail,
        newestDecides: (true, ["email"]),
        everyMatchRuns: (true, ["email"])
    ),
    SwiftErrorHandlerCase(
        name: "an error no rule matches is not handled",
        rules: [.on(.invalidEmail, "email")],
        error: .weakPassword,
        newestDecides: (false, []),
        everyMatchRuns: (false, [])
    ),
    SwiftErrorHandlerCase(
        name: "onNoMatch handles what no rule matches",
        rules: [.on(.invalidEmail, "unexpected"), .onNoMatch("fallback")],
        error: .weakPassword,
        newestDecides: (true, ["fallback"]),
        everyMatchRuns: (true, ["fallback"])
    ),
    SwiftErrorHandlerCase(
        name: "a specific rule wins over onNoMatch",
        rules: [.on(.invalidEmail, "email"), .onNoMatch("unexpected")],
        error: .invalidEmail,
        newestDecides: (true, ["email"]),
        everyMatchRuns: (true, ["email"])
    ),
    SwiftErrorHandlerCase(
        name: "two matching rules: the newest decides, or both run in the order added",
        rules: [.on(.invalidEmail, "first"), .on(.invalidEmail, "second"), .onNoMatch("unexpected")],
        error: .invalidEmail,
        newestDecides: (true, ["second"]),
        everyMatchRuns: (true, ["first", "second"])
    ),
    SwiftErrorHandlerCase(
        name: "always actions run after the deciding one",
        rules: [.on(.invalidEmail, "email"), .onNoMatch("unexpected"), .always("analytics")],
        error: .invalidEmail,
        newestDecides: (true, ["email", "analytics"]),
        everyMatchRuns: (true, ["email", "analytics"])
    ),
    SwiftErrorHandlerCase(
        name: "several always actions all run, and handle says an action ran",
        rules: [.always("one"), .always("two"), .always("three")],
        error: .invalidEmail,
        newestDecides: (true, ["one", "two", "three"]),
        everyMatchRuns: (true, ["one", "two", "three"])
    ),
    SwiftErrorHandlerCase(
        name: "several onNoMatch actions: the newest decides, or all run in order",
        rules: [.onNoMatch("one"), .onNoMatch("two"), .onNoMatch("three")],
        error: .invalidEmail,
        newestDecides: (true, ["three"]),
        everyMatchRuns: (true, ["one", "two", "three"])
    ),
]

@MainActor
@Suite("SwiftErrorHandler's behaviours, under both match policies", .timeLimit(.minutes(2)))
struct SwiftErrorHandlerBehaviourTests {
    private func handler(_ rules: [SwiftErrorHandlerCase.Rule], policy: ErrorHandler.MatchPolicy, log: Log)
        -> ErrorHandler
    {
        let handler = ErrorHandler(name: "Form").matching(policy)
        for rule in rules {
            switch rule {
            case .on(let error, let label): handler.on(error: .type(error), then: log.action(label))
            case .onNoMatch(let label): handler.onNoMatch(log.action(label))
            case .always(let label): handler.always(log.action(label))
            }
        }
        return handler
    }

    @Test("handle(error:onCompleted:) returns and runs what each policy says", arguments: cases)
    func handleWithCompletion(_ testCase: SwiftErrorHandlerCase) async {
        for (policy, expected) in [
            (ErrorHandler.MatchPolicy.newestDecides, testCase.newestDecides),
            (.everyMatchRuns, testCase.everyMatchRuns),
        ] {
            let log = Log()
            let handler = handler(testCase.rules, policy: policy, log: log)
            let completions = Log()
            let (handled, _) = await UnhandledCapture.run {
                let handled = handler.handle(error: testCase.error) { completions.append("completed") }
                await waitUntil { completions.entries.count == 1 }
                return handled
            }
            #expect(handled == expected.handled, "\(policy)")
            #expect(log.entries == expected.ran, "\(policy)")
            #expect(completions.entries == ["completed"], "\(policy)")
        }
    }

    @Test("the evaluation under every-match is the last one given; an unanswered error still goes on up")
    func everyMatchEvaluation() async {
        let handler = ErrorHandler(name: "Form").matching(.everyMatchRuns)
            .on(error: .type(FormError.invalidEmail), then: .answer(.retry))
            .on(error: .type(FormError.self), then: .answer(.cancel))
            .on(error: .type(FormError.self), then: .passOn)
        #expect(await handler.respond(to: FormError.invalidEmail) == .cancel)
        let (answer, unhandled) = await UnhandledCapture.run {
            await ErrorHandler(name: "Quiet").matching(.everyMatchRuns)
                .on(error: .type(FormError.self), then: .passOn)
                .respond(to: FormError.weakPassword)
        }
        #expect(answer == .cancel)
        #expect(unhandled.count == 1)
    }
}
