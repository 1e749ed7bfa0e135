#if Hummingbird
    public import ProblemDetails

    /// Which problem the server answers for the errors its routes throw: rules by the error's type.
    ///
    /// A rule turns an error of one type into the problem the client receives, an ``ProblemDetails/HTTPAPIProblem`` of
    /// the same extras the app registers in its ``ProblemDetails/ProblemTypeRegistry``, so both ends speak one
    /// vocabulary. The newest rule whose type matches decides; an error no rule takes is answered by
    /// ``ProblemDetailsMiddleware`` in its own way.
    ///
    /// ```swift
    /// let problems = ProblemMapping()
    ///     .mapping(PaymentError.self) { error in
    ///         try HTTPAPIProblem(title: "You do not have enough credit.", status: 403, extras: OutOfCredit(balance: error.balance))
    ///     }
    /// ```
    public struct ProblemMapping: Sendable {
        /// One rule: the problem for an error it takes, `nil` for one it does not.
        private struct Rule: Sendable {
            let problem: @Sendable (any Error) throws -> (any HTTPAPIProblemProtocol & Encodable)?
        }

        private var rules: [Rule] = []

        /// A mapping without rules: a thrown problem is sent as it is, anything else by ``ProblemDetailsMiddleware``'s
        /// own rules.
        public init() {}

        /// This mapping, with a rule that answers errors of `type` with the problem `problem` makes.
        ///
        /// - Parameters:
        ///   - type: the type of error the rule takes; an error of another type goes on to older rules.
        ///   - problem: the problem the client receives, or `nil` to leave the error to older rules. When it throws (a
        ///     problem whose type its extras contradict), the error is answered as one no rule takes, and the rule's
        ///     error is logged.
        /// - Returns: the mapping with the rule added; newer rules are tried first.
        public func mapping<Failure: Error, Problem: HTTPAPIProblemProtocol & Encodable>(
            _ type: Failure.Type,
            to problem: @escaping @Sendable (Failure) throws -> Problem?
        ) -> ProblemMapping {
            var copy = self
            copy.rules.append(
                Rule { error in
                    guard let error = error as? Failure else { return nil }
                    return try problem(error)
                })
            return copy
        }

        /// The problem the newest rule that takes `error` makes, or `nil` when none takes it.
        func problem(for error: any Error) throws -> (any HTTPAPIProblemProtocol & Encodable)? {
            for rule in rules.reversed() {
                if let problem = try rule.problem(error) {
                    return problem
                }
            }
            return nil
        }
    }
#endif
