import Foundation
import ResponderChain

// Enum-case rules, as SwiftErrorHandler writes them: `.on(error: .type(CaseError.cK), then: …)`, one rule per case,
// c0 added first, against a hand-written `switch` over the same cases, newest first. Asked synchronously
// (`handle(error:onCompleted:)`) about the newest rule's case (first match), the oldest rule's (last match) and a
// case no rule names (no match). `CaseError` has no payloads, so it is `Equatable`, like SwiftErrorHandler's
// `NetworkError`.
//
// Next to them, SwiftErrorHandler's own design, written from its README's description: each rule keeps
// `String(reflecting:)` of its example, and every rule is compared with the error's reflection, every match runs.

/// An error enum of 101 cases; c100 never has a rule.
enum CaseError: Error {
    case c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23,
        c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45,
        c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67,
        c68, c69, c70, c71, c72, c73, c74, c75, c76, c77, c78, c79, c80, c81, c82, c83, c84, c85, c86, c87, c88, c89,
        c90, c91, c92, c93, c94, c95, c96, c97, c98, c99, c100

}

/// The hand-written equivalent of 1 case rules, newest first.
func handWrittenCaseSwitch1(_ error: any Error) -> ErrorEvaluation {
    switch error {
    case CaseError.c0: return .retry
    default: return .cancel
    }
}

/// The hand-written equivalent of 10 case rules, newest first.
func handWrittenCaseSwitch10(_ error: any Error) -> ErrorEvaluation {
    switch error {
    case CaseError.c9: return .retry
    case CaseError.c8: return .retry
    case CaseError.c7: return .retry
    case CaseError.c6: return .retry
    case CaseError.c5: return .retry
    case CaseError.c4: return .retry
    case CaseError.c3: return .retry
    case CaseError.c2: return .retry
    case CaseError.c1: return .retry
    case CaseError.c0: return .retry
    default: return .cancel
    }
}

/// The hand-written equivalent of 100 case rules, newest first.
func handWrittenCaseSwitch100(_ error: any Error) -> ErrorEvaluation {
    switch error {
    case CaseError.c99: return .retry
    case CaseError.c98: return .retry
    case CaseError.c97: return .retry
    case CaseError.c96: return .retry
    case CaseError.c95: return .retry
    case CaseError.c94: return .retry
    case CaseError.c93: return .retry
    case CaseError.c92: return .retry
    case CaseError.c91: return .retry
    case CaseError.c90: return .retry
    case CaseError.c89: return .retry
    case CaseError.c88: return .retry
    case CaseError.c87: return .retry
    case CaseError.c86: return .retry
    case CaseError.c85: return .retry
    case CaseError.c84: return .retry
    case CaseError.c83: return .retry
    case CaseError.c82: return .retry
    case CaseError.c81: return .retry
    case CaseError.c80: return .retry
    case CaseError.c79: return .retry
    case CaseError.c78: return .retry
    case CaseError.c77: return .retry
    case CaseError.c76: return .retry
    case CaseError.c75: return .retry
    case CaseError.c74: return .retry
    case CaseError.c73: return .retry
    case CaseError.c72: return .retry
    case CaseError.c71: return .retry
    case CaseError.c70: return .retry
    case CaseError.c69: return .retry
    case CaseError.c68: return .retry
    case CaseError.c67: return .retry
    case CaseError.c66: return .retry
    case CaseError.c65: return .retry
    case CaseError.c64: return .retry
    case CaseError.c63: return .retry
    case CaseError.c62: return .retry
    case CaseError.c61: return .retry
    case CaseError.c60: return .retry
    case CaseError.c59: return .retry
    case CaseError.c58: return .retry
    case CaseError.c57: return .retry
    case CaseError.c56: return .retry
    case CaseError.c55: return .retry
    case CaseError.c54: return .retry
    case CaseError.c53: return .retry
    case CaseError.c52: return .retry
    case CaseError.c51: return .retry
    case CaseError.c50: return .retry
    case CaseError.c49: return .retry
    case CaseError.c48: return .retry
    case CaseError.c47: return .retry
    case CaseError.c46: return .retry
    case CaseError.c45: return .retry
    case CaseError.c44: return .retry
    case CaseError.c43: return .retry
    case CaseError.c42: return .retry
    case CaseError.c41: return .retry
    case CaseError.c40: return .retry
    case CaseError.c39: return .retry
    case CaseError.c38: return .retry
    case CaseError.c37: return .retry
    case CaseError.c36: return .retry
    case CaseError.c35: return .retry
    case CaseError.c34: return .retry
    case CaseError.c33: return .retry
    case CaseError.c32: return .retry
    case CaseError.c31: return .retry
    case CaseError.c30: return .retry
    case CaseError.c29: return .retry
    case CaseError.c28: return .retry
    case CaseError.c27: return .retry
    case CaseError.c26: return .retry
    case CaseError.c25: return .retry
    case CaseError.c24: return .retry
    case CaseError.c23: return .retry
    case CaseError.c22: return .retry
    case CaseError.c21: return .retry
    case CaseError.c20: return .retry
    case CaseError.c19: return .retry
    case CaseError.c18: return .retry
    case CaseError.c17: return .retry
    case CaseError.c16: return .retry
    case CaseError.c15: return .retry
    case CaseError.c14: return .retry
    case CaseError.c13: return .retry
    case CaseError.c12: return .retry
    case CaseError.c11: return .retry
    case CaseError.c10: return .retry
    case CaseError.c9: return .retry
    case CaseError.c8: return .retry
    case CaseError.c7: return .retry
    case CaseError.c6: return .retry
    case CaseError.c5: return .retry
    case CaseError.c4: return .retry
    case CaseError.c3: return .retry
    case CaseError.c2: return .retry
    case CaseError.c1: return .retry
    case CaseError.c0: return .retry
    default: return .cancel
    }
}

/// SwiftErrorHandler's matching design, written from its description: a rule keeps the reflection of its example.
struct ReflectedRule {
    let reflection: String
    let action: (any Error) -> ErrorEvaluation
}

/// Every rule is compared with the error's reflection, and every match runs; `true` when one ran.
struct ReflectedRules {
    var rules: [ReflectedRule] = []

    mutating func on(_ example: any Error, then action: @escaping (any Error) -> ErrorEvaluation) {
        rules.append(ReflectedRule(reflection: String(reflecting: example), action: action))
    }

    func handle(_ error: any Error) -> Bool {
        let reflection = String(reflecting: error)
        var handled = false
        for rule in rules where rule.reflection == reflection {
            consume(rule.action(error))
            handled = true
        }
        return handled
    }
}

/// A handler with `count` case rules, c0 first, and a catch-all that answers what the `switch`'s `default` does.
@MainActor
func caseRulesHandler(count: Int) -> ErrorHandler {
    let handler = ErrorHandler().onNoMatch(.answer(.cancel))
    for index in 0..<count {
        handler.on(error: .type(CaseError.allExamples[index]), then: .answer(.retry))
    }
    return handler
}

extension CaseError {
    /// c0 … c100, in order.
    static let allExamples: [CaseError] = [
        .c0, .c1, .c2, .c3, .c4, .c5, .c6, .c7, .c8, .c9, .c10, .c11, .c12, .c13, .c14, .c15, .c16, .c17, .c18, .c19,
        .c20, .c21, .c22, .c23, .c24, .c25, .c26, .c27, .c28, .c29, .c30, .c31, .c32, .c33, .c34, .c35, .c36, .c37,
        .c38, .c39, .c40, .c41, .c42, .c43, .c44, .c45, .c46, .c47, .c48, .c49, .c50, .c51, .c52, .c53, .c54, .c55,
        .c56, .c57, .c58, .c59, .c60, .c61, .c62, .c63, .c64, .c65, .c66, .c67, .c68, .c69, .c70, .c71, .c72, .c73,
        .c74, .c75, .c76, .c77, .c78, .c79, .c80, .c81, .c82, .c83, .c84, .c85, .c86, .c87, .c88, .c89, .c90, .c91,
        .c92, .c93, .c94, .c95, .c96, .c97, .c98, .c99, .c100,
    ]
}

extension Scenarios {
    static func caseRules() -> [Scenario] {
        var scenarios: [Scenario] = []
        let switches: [Int: @Sendable (any Error) -> ErrorEvaluation] = [
            1: handWrittenCaseSwitch1, 10: handWrittenCaseSwitch10, 100: handWrittenCaseSwitch100,
        ]
        for count in [1, 10, 100] {
            let cases: [(String, CaseError)] = [
                ("first match", CaseError.allExamples[count - 1]), ("last match", .c0), ("no match", .c100),
            ]
            for (name, value) in cases {
                let error: any Error = value
                let subject = "rules \(count) enum-case rules, \(name)"
                let ask = switches[count]!
                scenarios.append(
                    Scenario("Rules", subject, "baseline: hand-written switch", baseline: true) { iterations in
                        for _ in 0..<iterations { consume(ask(error)) }
                    }
                )
                scenarios.append(
                    Scenario(
                        "Rules", subject, "baseline: design of SwiftErrorHandler, reflected strings", baseline: true
                    ) {
                        iterations in
                        var rules = ReflectedRules()
                        for index in 0..<count {
                            rules.on(CaseError.allExamples[index]) { _ in .retry }
                        }
                        for _ in 0..<iterations { consume(rules.handle(error)) }
                    }
                )
                scenarios.append(
                    Scenario("Rules", subject, "ErrorHandler") { iterations in
                        let handler = caseRulesHandler(count: count)
                        for _ in 0..<iterations { consume(handler.handle(error: error, onCompleted: nil)) }
                    }
                )
                scenarios.append(
                    Scenario("Rules", subject, "ErrorHandler, respond(to:)") { iterations in
                        let handler = caseRulesHandler(count: count)
                        for _ in 0..<iterations { consume(await handler.respond(to: error)) }
                    }
                )
            }
        }
        return scenarios
    }
}

// One rule of each other kind, matching, against the `switch` a developer would write for it: the rule path costs
// the same whatever decides the match.

/// A server error with its own `NSError` domain and code, as apps write them.
struct ServerError: CustomNSError, Equatable {
    static let errorDomain = "server"
    let status: Int
    var errorCode: Int { status }
}

extension Scenarios {
    static func ruleKinds() -> [Scenario] {
        let error: any Error = ServerError(status: 503)
        let kinds: [(String, ErrorMatcher, @Sendable (any Error) -> ErrorEvaluation)] = [
            (
                "code rule", .code(503),
                { error in
                    switch error {
                    case let error as ServerError where error.errorCode == 503: .retry
                    default: .cancel
                    }
                }
            ),
            (
                "domain rule", .domain("server"),
                { error in
                    switch error {
                    case is ServerError where ServerError.errorDomain == "server": .retry
                    default: .cancel
                    }
                }
            ),
            (
                "code-and-domain rule", .code(503, domain: "server"),
                { error in
                    switch error {
                    case let error as ServerError where error.errorCode == 503 && ServerError.errorDomain == "server":
                        .retry
                    default: .cancel
                    }
                }
            ),
            (
                "value rule on an Equatable struct", .type(ServerError(status: 503)),
                { error in
                    switch error {
                    case let error as ServerError where error == ServerError(status: 503): .retry
                    default: .cancel
                    }
                }
            ),
            (
                "predicate rule", ErrorMatcher { ($0 as? ServerError)?.status == 503 },
                { error in
                    switch error {
                    case let error as ServerError where error.status == 503: .retry
                    default: .cancel
                    }
                }
            ),
        ]
        var scenarios: [Scenario] = []
        for (name, matcher, ask) in kinds {
            let subject = "rules 1 \(name), match"
            scenarios.append(
                Scenario("Rules", subject, "baseline: hand-written switch", baseline: true) { iterations in
                    for _ in 0..<iterations { consume(ask(error)) }
                }
            )
            scenarios.append(
                Scenario("Rules", subject, "ErrorHandler") { iterations in
                    let handler = ErrorHandler().onNoMatch(.answer(.cancel)).on(error: matcher, then: .answer(.retry))
                    for _ in 0..<iterations { consume(handler.handle(error: error, onCompleted: nil)) }
                }
            )
        }
        return scenarios
    }
}
