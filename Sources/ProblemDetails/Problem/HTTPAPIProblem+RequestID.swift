public import ResponderChain

extension ErrorPrivacy {
    /// The value of the problem member `name` (`instance`, or an extension member such as `requestId`) of the first
    /// problem along `error`'s chain, when this policy marks that member public; `nil` otherwise.
    ///
    /// A server's id for the request that failed lets support find it in the server's logs. The members that carry
    /// one are private by default, as every problem member but the type, the status and the title is: mark the one
    /// the app may share, and give this to ``ResponderChain/ErrorReporting``:
    ///
    /// ```swift
    /// ErrorPrivacy.policy = ErrorPrivacy.default.marking(problemMember: "requestId", as: .public)
    /// queue.reporting = ErrorReporting(
    ///     serverRequestID: { ErrorPrivacy.currentPolicy.publicProblemMember("requestId", in: $0) },
    ///     preview: …, send: …)
    /// ```
    ///
    /// - Parameters:
    ///   - name: the member's name in the problem's JSON.
    ///   - error: the error; the problem may be wrapped in it at any depth the chain follows.
    /// - Returns: the member's value when it is a string, or `nil`.
    public func publicProblemMember(_ name: String, in error: any Error) -> String? {
        guard (mark(ofProblemMember: name) ?? problemMembers) == .public else { return nil }
        // Inwards from `error`, 16 levels at most, as ErrorChain describes a chain.
        let levels = sequence(first: error) { ErrorChain.wrapped(by: $0) }.prefix(16)
        return levels.lazy.compactMap { $0 as? any HTTPAPIProblemProtocol }.first.flatMap { Self.member(name, of: $0) }
    }

    /// The member `name` of `problem` when it is a string: `detail`, `instance`, or an extension member.
    private static func member(_ name: String, of problem: any HTTPAPIProblemProtocol) -> String? {
        switch name {
        case "detail": return problem.detail
        case "instance": return problem.instance
        default:
            let value: Any?
            if let opaque = problem.anyExtras as? OpaqueProblemExtras {
                value = opaque.members[name]
            } else {
                value = Mirror(reflecting: problem.anyExtras).children.first { $0.label == name }?.value
            }
            if let text = value as? String { return text }
            if let opaque = value as? OpaqueValue, case .string(let text) = opaque { return text }
            return nil
        }
    }
}
