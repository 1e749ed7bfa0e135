import ResponderChain

// Rules: an ErrorHandler with 1, 10 or 100 type rules (`.type(Ei.self)`, oldest first) and a catch-all, against a
// hand-written `switch` with as many `case is` patterns, newest first, as the handler would ask them. Asked
// synchronously (`handle(error:onCompleted:)`) about the newest rule's type (first match), the oldest rule's
// (last match) and a type no rule matches. Every type is seen again on each iteration, so the handler's memory
// of which rules can match a type is in use.

struct E0: Error {}
struct E1: Error {}
struct E2: Error {}
struct E3: Error {}
struct E4: Error {}
struct E5: Error {}
struct E6: Error {}
struct E7: Error {}
struct E8: Error {}
struct E9: Error {}
struct E10: Error {}
struct E11: Error {}
struct E12: Error {}
struct E13: Error {}
struct E14: Error {}
struct E15: Error {}
struct E16: Error {}
struct E17: Error {}
struct E18: Error {}
struct E19: Error {}
struct E20: Error {}
struct E21: Error {}
struct E22: Error {}
struct E23: Error {}
struct E24: Error {}
struct E25: Error {}
struct E26: Error {}
struct E27: Error {}
struct E28: Error {}
struct E29: Error {}
struct E30: Error {}
struct E31: Error {}
struct E32: Error {}
struct E33: Error {}
struct E34: Error {}
struct E35: Error {}
struct E36: Error {}
struct E37: Error {}
struct E38: Error {}
struct E39: Error {}
struct E40: Error {}
struct E41: Error {}
struct E42: Error {}
struct E43: Error {}
struct E44: Error {}
struct E45: Error {}
struct E46: Error {}
struct E47: Error {}
struct E48: Error {}
struct E49: Error {}
struct E50: Error {}
struct E51: Error {}
struct E52: Error {}
struct E53: Error {}
struct E54: Error {}
struct E55: Error {}
struct E56: Error {}
struct E57: Error {}
struct E58: Error {}
struct E59: Error {}
struct E60: Error {}
struct E61: Error {}
struct E62: Error {}
struct E63: Error {}
struct E64: Error {}
struct E65: Error {}
struct E66: Error {}
struct E67: Error {}
struct E68: Error {}
struct E69: Error {}
struct E70: Error {}
struct E71: Error {}
struct E72: Error {}
struct E73: Error {}
struct E74: Error {}
struct E75: Error {}
struct E76: Error {}
struct E77: Error {}
struct E78: Error {}
struct E79: Error {}
struct E80: Error {}
struct E81: Error {}
struct E82: Error {}
struct E83: Error {}
struct E84: Error {}
struct E85: Error {}
struct E86: Error {}
struct E87: Error {}
struct E88: Error {}
struct E89: Error {}
struct E90: Error {}
struct E91: Error {}
struct E92: Error {}
struct E93: Error {}
struct E94: Error {}
struct E95: Error {}
struct E96: Error {}
struct E97: Error {}
struct E98: Error {}
struct E99: Error {}

/// A type that no rule matches.
struct Unmatched: Error {}

/// One matcher per type, oldest rule first.
let typeMatchers: [ErrorMatcher] = [
    .type(E0.self),
    .type(E1.self),
    .type(E2.self),
    .type(E3.self),
    .type(E4.self),
    .type(E5.self),
    .type(E6.self),
    .type(E7.self),
    .type(E8.self),
    .type(E9.self),
    .type(E10.self),
    .type(E11.self),
    .type(E12.self),
    .type(E13.self),
    .type(E14.self),
    .type(E15.self),
    .type(E16.self),
    .type(E17.self),
    .type(E18.self),
    .type(E19.self),
    .type(E20.self),
    .type(E21.self),
    .type(E22.self),
    .type(E23.self),
    .type(E24.self),
    .type(E25.self),
    .type(E26.self),
    .type(E27.self),
    .type(E28.self),
    .type(E29.self),
    .type(E30.self),
    .type(E31.self),
    .type(E32.self),
    .type(E33.self),
    .type(E34.self),
    .type(E35.self),
    .type(E36.self),
    .type(E37.self),
    .type(E38.self),
    .type(E39.self),
    .type(E40.self),
    .type(E41.self),
    .type(E42.self),
    .type(E43.self),
    .type(E44.self),
    .type(E45.self),
    .type(E46.self),
    .type(E47.self),
    .type(E48.self),
    .type(E49.self),
    .type(E50.self),
    .type(E51.self),
    .type(E52.self),
    .type(E53.self),
    .type(E54.self),
    .type(E55.self),
    .type(E56.self),
    .type(E57.self),
    .type(E58.self),
    .type(E59.self),
    .type(E60.self),
    .type(E61.self),
    .type(E62.self),
    .type(E63.self),
    .type(E64.self),
    .type(E65.self),
    .type(E66.self),
    .type(E67.self),
    .type(E68.self),
    .type(E69.self),
    .type(E70.self),
    .type(E71.self),
    .type(E72.self),
    .type(E73.self),
    .type(E74.self),
    .type(E75.self),
    .type(E76.self),
    .type(E77.self),
    .type(E78.self),
    .type(E79.self),
    .type(E80.self),
    .type(E81.self),
    .type(E82.self),
    .type(E83.self),
    .type(E84.self),
    .type(E85.self),
    .type(E86.self),
    .type(E87.self),
    .type(E88.self),
    .type(E89.self),
    .type(E90.self),
    .type(E91.self),
    .type(E92.self),
    .type(E93.self),
    .type(E94.self),
    .type(E95.self),
    .type(E96.self),
    .type(E97.self),
    .type(E98.self),
    .type(E99.self),
]

@MainActor
func rulesHandler(count: Int) -> ErrorHandler {
    let handler = ErrorHandler().onNoMatch(.answer(.cancel))
    for matcher in typeMatchers.prefix(count) {
        handler.on(error: matcher, then: .answer(.retry))
    }
    return handler
}

/// The hand-written baseline for 1 rule, newest first.
func handWrittenSwitch1(_ error: any Error) -> ErrorEvaluation {
    switch error {
    case is E0: return .retry
    default: return .cancel
    }
}

/// The hand-written baseline for 10 rules, newest first.
func handWrittenSwitch10(_ error: any Error) -> ErrorEvaluation {
    switch error {
    case is E9: return .retry
    case is E8: return .retry
    case is E7: return .retry
    case is E6: return .retry
    case is E5: return .retry
    case is E4: return .retry
    case is E3: return .retry
    case is E2: return .retry
    case is E1: return .retry
    case is E0: return .retry
    default: return .cancel
    }
}

/// The hand-written baseline for 100 rules, newest first.
func handWrittenSwitch100(_ error: any Error) -> ErrorEvaluation {
    switch error {
    case is E99: return .retry
    case is E98: return .retry
    case is E97: return .retry
    case is E96: return .retry
    case is E95: return .retry
    case is E94: return .retry
    case is E93: return .retry
    case is E92: return .retry
    case is E91: return .retry
    case is E90: return .retry
    case is E89: return .retry
    case is E88: return .retry
    case is E87: return .retry
    case is E86: return .retry
    case is E85: return .retry
    case is E84: return .retry
    case is E83: return .retry
    case is E82: return .retry
    case is E81: return .retry
    case is E80: return .retry
    case is E79: return .retry
    case is E78: return .retry
    case is E77: return .retry
    case is E76: return .retry
    case is E75: return .retry
    case is E74: return .retry
    case is E73: return .retry
    case is E72: return .retry
    case is E71: return .retry
    case is E70: return .retry
    case is E69: return .retry
    case is E68: return .retry
    case is E67: return .retry
    case is E66: return .retry
    case is E65: return .retry
    case is E64: return .retry
    case is E63: return .retry
    case is E62: return .retry
    case is E61: return .retry
    case is E60: return .retry
    case is E59: return .retry
    case is E58: return .retry
    case is E57: return .retry
    case is E56: return .retry
    case is E55: return .retry
    case is E54: return .retry
    case is E53: return .retry
    case is E52: return .retry
    case is E51: return .retry
    case is E50: return .retry
    case is E49: return .retry
    case is E48: return .retry
    case is E47: return .retry
    case is E46: return .retry
    case is E45: return .retry
    case is E44: return .retry
    case is E43: return .retry
    case is E42: return .retry
    case is E41: return .retry
    case is E40: return .retry
    case is E39: return .retry
    case is E38: return .retry
    case is E37: return .retry
    case is E36: return .retry
    case is E35: return .retry
    case is E34: return .retry
    case is E33: return .retry
    case is E32: return .retry
    case is E31: return .retry
    case is E30: return .retry
    case is E29: return .retry
    case is E28: return .retry
    case is E27: return .retry
    case is E26: return .retry
    case is E25: return .retry
    case is E24: return .retry
    case is E23: return .retry
    case is E22: return .retry
    case is E21: return .retry
    case is E20: return .retry
    case is E19: return .retry
    case is E18: return .retry
    case is E17: return .retry
    case is E16: return .retry
    case is E15: return .retry
    case is E14: return .retry
    case is E13: return .retry
    case is E12: return .retry
    case is E11: return .retry
    case is E10: return .retry
    case is E9: return .retry
    case is E8: return .retry
    case is E7: return .retry
    case is E6: return .retry
    case is E5: return .retry
    case is E4: return .retry
    case is E3: return .retry
    case is E2: return .retry
    case is E1: return .retry
    case is E0: return .retry
    default: return .cancel
    }
}

extension Scenarios {
    static func rules() -> [Scenario] {
        var scenarios: [Scenario] = []
        let switches: [Int: @Sendable (any Error) -> ErrorEvaluation] = [
            1: handWrittenSwitch1, 10: handWrittenSwitch10, 100: handWrittenSwitch100,
        ]
        let newest: [Int: any Error] = [1: E0(), 10: E9(), 100: E99()]
        for count in [1, 10, 100] {
            let cases: [(String, any Error)] = [
                ("first match", newest[count]!), ("last match", E0()), ("no match", Unmatched()),
            ]
            for (name, error) in cases {
                let subject = "rules \(count) type rules, \(name)"
                let ask = switches[count]!
                scenarios.append(
                    Scenario("Rules", subject, "baseline: hand-written switch", baseline: true) { iterations in
                        for _ in 0..<iterations { consume(ask(error)) }
                    }
                )
                scenarios.append(
                    Scenario("Rules", subject, "ErrorHandler") { iterations in
                        let handler = rulesHandler(count: count)
                        for _ in 0..<iterations { consume(handler.handle(error: error, onCompleted: nil)) }
                    }
                )
            }
        }
        return scenarios
    }
}
