/// The steps every dispatch shares, whatever its style: the one place the class chain, ``ErrorResponderChain``,
/// actions, hierarchies, rules, categories and publishers go through.
///
/// - **The cancellation gate**: a cancellation, or any error while the task is cancelled, answers
///   ``ErrorEvaluation/cancel`` without asking anyone (``earlyEvaluation(for:)``).
/// - **The cycle check**: a loop of `parentResponder` links is reported, never followed (``cycle(above:)``).
/// - **Hops**: while something traces or observes, each responder asked is recorded on the route under way
///   (``record(_:)``), and each origin starts a route of its own (``origin(_:_:)``).
/// - **The unhandled terminal**: what nobody handled goes to the ``UnhandledTerminal`` and answers
///   ``ErrorEvaluation/unhandled`` (``unhandled(_:reason:lastResponder:)``).
/// - **Observers** receive each finished route from the record, never from a style.
///
/// A style (`Responder/`, `Action/`, `Hierarchy/`, `Rules/`, `Categories/`, `Publishing/`) keeps only what is its own:
/// how it finds the next responder and what a responder's answer means. Nothing here allocates or takes a lock while
/// nobody observes.
@usableFromInline
enum Dispatch {
    /// Whether any observer or trace is active anywhere: one relaxed atomic load.
    @inline(__always)
    static var isObserving: Bool {
        DispatchRecord.isObserving
    }

    // MARK: The cancellation gate

    /// `.cancel` when the dispatch of `error` must stop here (it is a cancellation, or the task is cancelled), after
    /// marking the route under way as cancelled; `nil` when it goes on.
    static func earlyEvaluation(for error: any Error) -> ErrorEvaluation? {
        CancellationGate.earlyEvaluation(for: error)
    }

    /// ``earlyEvaluation(for:)`` for an error whose dynamic type the caller has already read.
    static func earlyEvaluation(for error: any Error, of errorType: any Error.Type) -> ErrorEvaluation? {
        CancellationGate.earlyEvaluation(for: error, of: errorType)
    }

    /// `.cancel` when the task was cancelled while a responder was awaited, for an error that already passed the
    /// gate; `nil` when the dispatch goes on.
    static func evaluationIfTaskCancelled() -> ErrorEvaluation? {
        CancellationGate.evaluationIfTaskCancelled()
    }

    /// Marks the route under way, if any, as cancelled.
    static func markCancelled() {
        if isObserving {
            DispatchRecord.markCancelled()
        }
    }

    // MARK: The cycle check

    /// The loop of `parentResponder` links above `responder`, or `nil` when the links end.
    @MainActor
    static func cycle(above responder: any ErrorResponder) -> ResponderCycle? {
        CycleDetector.cycle(above: responder)
    }

    // MARK: Hops and routes

    /// Records `hop` on the route under way, when something observes; otherwise does nothing, and does not make
    /// the hop.
    @inline(__always)
    static func record(_ hop: @autoclosure () -> ResponderHop) {
        guard isObserving else { return }
        DispatchRecord.current?.append(hop())
    }

    /// Runs an origin's work as a route of its own. Call it only when ``isObserving``.
    static func origin<Outcome: RoutedOutcome>(
        _ value: DispatchedValue,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async -> Outcome
    ) async -> Outcome {
        await DispatchRecord.run(origin: value, body)
    }

    /// Runs a responder's work as a hop of the route under way, or as a new route when none is. Call it only when
    /// ``isObserving``.
    ///
    /// - Parameters:
    ///   - value: what is being dispatched.
    ///   - startsDispatch: `true` for an origin that always starts a route of its own.
    ///   - joining: the hops to record when joining a route under way.
    ///   - starting: the hops a new route starts with.
    ///   - body: the responder's work.
    static func hop(
        _ value: @autoclosure () -> DispatchedValue,
        startsDispatch: Bool = false,
        joining: @autoclosure () -> [ResponderHop],
        starting: @autoclosure () -> [ResponderHop],
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async -> ErrorEvaluation
    ) async -> ErrorEvaluation {
        await DispatchRecord.run(
            value(),
            startsDispatch: startsDispatch,
            joining: joining(),
            starting: starting(),
            body
        )
    }

    // MARK: The unhandled terminal

    /// Reports `error`, which nobody handled, to the ``UnhandledTerminal`` and returns the evaluation every entry
    /// point answers for it: ``ErrorEvaluation/unhandled``.
    @discardableResult
    static func unhandled(
        _ error: any Error,
        reason: UnhandledReason = .endOfChain,
        lastResponder: String? = nil
    ) -> ErrorEvaluation {
        UnhandledTerminal.report(error, reason: reason, lastResponder: lastResponder)
    }

    /// Reports `value`, which nobody handled, to the ``UnhandledTerminal``.
    static func unhandled(_ value: DispatchedValue, reason: UnhandledReason, lastResponder: String? = nil) {
        UnhandledTerminal.report(UnhandledReport(value: value, reason: reason, lastResponder: lastResponder))
    }
}
