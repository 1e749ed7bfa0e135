public import ResponderChain

/// The parts of a `DispatchRoute` that tests compare: who was asked, who answered, with what, and how it
/// ended. It is `Equatable`, so a failed `#expect` shows both sides.
///
/// ```swift
/// #expect(route.summary == RouteSummary(asked: ["Page", "Tab"], answeredBy: "Tab", evaluation: .proceed))
/// ```
public struct RouteSummary: Hashable, Sendable, CustomStringConvertible {
    /// The names of the responders asked, in order.
    public var asked: [String]

    /// The name of the responder that answered, or `nil`.
    public var answeredBy: String?

    /// What the origin received.
    public var evaluation: ErrorEvaluation?

    /// How the dispatch ended.
    public var resolution: DispatchRoute.Resolution

    /// Creates the expected summary of a route.
    ///
    /// - Parameters:
    ///   - asked: the names of the responders asked, in order.
    ///   - answeredBy: the responder that answered; `nil` for an unhandled or cancelled dispatch.
    ///   - evaluation: what the origin received.
    ///   - resolution: how it ended; by default, answered when `answeredBy` is given and unhandled at the end of
    ///     the chain otherwise.
    public init(
        asked: [String],
        answeredBy: String?,
        evaluation: ErrorEvaluation?,
        resolution: DispatchRoute.Resolution? = nil
    ) {
        self.asked = asked
        self.answeredBy = answeredBy
        self.evaluation = evaluation
        self.resolution = resolution ?? (answeredBy == nil ? .unhandled(.endOfChain) : .answered)
    }

    /// `[A → B] answered by B: proceed`.
    public var description: String {
        "[\(asked.joined(separator: " → "))] \(resolution) by \(answeredBy ?? "nobody"): "
            + (evaluation.map(String.init(describing:)) ?? "none")
    }
}

extension DispatchRoute {
    /// This route's `RouteSummary`.
    public var summary: RouteSummary {
        RouteSummary(asked: hopNames, answeredBy: answeredBy?.name, evaluation: evaluation, resolution: resolution)
    }
}
