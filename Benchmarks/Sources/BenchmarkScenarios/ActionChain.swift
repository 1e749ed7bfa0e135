import ResponderChain

// The action (environment-style) chain at depth 16: each level a `RespondToErrorAction` that passes every error to
// the one above, whose top answers; against async closures nested by hand the same way.

extension Scenarios {
    static func actionChain() -> [Scenario] {
        let subject = "action chain depth 16"
        return [
            Scenario("ActionChain", subject, "baseline: hand-nested async closures", baseline: true) { count in
                var outer: @Sendable (any Error) async -> ErrorEvaluation = { _ in .proceed }
                for _ in 1..<16 {
                    let next = outer
                    outer = { error in await next(error) }
                }
                let error: any Error = Boom()
                for _ in 0..<count { consume(await outer(error)) }
            },
            Scenario("ActionChain", subject, "RespondToErrorAction") { count in
                var outer = RespondToErrorAction(name: "top") { (_: any Error) -> ErrorEvaluation in .proceed }
                for _ in 1..<16 {
                    let next = outer
                    outer = RespondToErrorAction(name: "level") { error in await next(error) }
                }
                let error: any Error = Boom()
                for _ in 0..<count { consume(await outer(error)) }
            },
        ]
    }
}
