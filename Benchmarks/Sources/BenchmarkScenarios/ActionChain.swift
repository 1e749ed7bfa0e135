import ResponderChain

// The action (environment-style) chain at depth 16: each level a `RespondToErrorAction` that passes every error to
// the one above, whose top answers; against async closures of the same kind (run on the caller's executor) nested
// by hand the same way.

/// The closures an action wraps: asynchronous, `@Sendable`, run on the caller's executor.
typealias HandNestedAction = nonisolated(nonsending) @Sendable (any Error) async -> ErrorEvaluation

/// The top level, built out of the optimizer's sight so that the nested calls are not folded away.
@inline(never)
func handNestedTop() -> HandNestedAction {
    { _ in .proceed }
}

/// A level that passes every error to `next`, built out of the optimizer's sight.
@inline(never)
func handNested(passingTo next: @escaping HandNestedAction) -> HandNestedAction {
    { error in await next(error) }
}

extension Scenarios {
    static func actionChain() -> [Scenario] {
        let subject = "action chain depth 16"
        return [
            Scenario("ActionChain", subject, "baseline: hand-nested async closures", baseline: true) { count in
                var outer = handNestedTop()
                for _ in 1..<16 {
                    outer = handNested(passingTo: outer)
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
