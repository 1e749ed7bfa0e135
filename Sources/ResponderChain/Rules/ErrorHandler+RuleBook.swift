extension ErrorHandler {
    /// A handler's rules: the `on` rules, the `always` and `onNoMatch` actions and the match policy.
    ///
    /// They are one value so that picking the actions for an error is one access to the handler's state. The
    /// handler's `book` property says why that access goes without run-time exclusivity checks.
    struct RuleBook {
        var index = RuleIndex()
        var always: [ErrorAction] = []
        var noMatch: [ErrorAction] = []
        var policy = MatchPolicy.newestDecides

        /// What decided an error, for the hops of a traced route.
        enum Decider {
            case nothing
            case rule(Int)
            case rules([Int])
            case noMatch
        }

        /// The deciding actions for `error`, of the dynamic type `errorType`, and what decided.
        mutating func pick(
            for error: any Error,
            of errorType: any Error.Type
        ) -> (HandlingRun.Deciding, Decider) {
            switch policy {
            case .newestDecides:
                if let rule = index.newestMatch(for: error, of: errorType) {
                    return (.one(index.rules[rule].action), .rule(rule))
                }
                if let newest = noMatch.last {
                    return (.one(newest), .noMatch)
                }
            case .everyMatchRuns:
                let rules = index.rules.indices.filter { index.rules[$0].matches(error) }
                if !rules.isEmpty {
                    return (.several(rules.map { index.rules[$0].action }), .rules(rules))
                }
                if !noMatch.isEmpty {
                    return (.several(noMatch), .noMatch)
                }
            }
            return (.none, .nothing)
        }

        /// The names of the hops that `decider` adds to a route, such as `on type(NetworkError)`.
        func hopNames(of decider: Decider) -> [String] {
            switch decider {
            case .nothing: []
            case .rule(let rule): [hopName(ofRule: rule)]
            case .rules(let rules): rules.map(hopName(ofRule:))
            case .noMatch: ["onNoMatch"]
            }
        }

        private func hopName(ofRule rule: Int) -> String {
            "on " + index.rules[rule].matchers.map(\.description).joined(separator: ", ")
        }
    }
}
