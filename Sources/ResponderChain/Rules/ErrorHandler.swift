/// A fluent set of rules that answers errors: SwiftErrorHandler's `ErrorHandler`, as a responder in the chain.
///
/// ```swift
/// extension ErrorHandler {
///     static func `default`(for presenter: any ErrorPresenter) -> ErrorHandler {
///         ErrorHandler(for: presenter)
///             .on(error: .code(NSURLErrorTimedOut), then: .present(alert: ConfirmableAlert(
///                 title: "Timeout occurred", confirmTitle: "Retry", confirmEvaluation: .retry)))
///             .on(error: .type(NetworkError.noInternet), then: .present(alert: ConfirmableAlert(
///                 title: "Did you turn off the internet?", confirmTitle: "No")))
///             .always(.perform(action: analytics.track))
///             .onNoMatch(.present(alert: ConfirmableAlert(title: "Something went wrong", confirmTitle: "Ok")))
///     }
/// }
///
/// // A screen adds its own rules on top; they win over the shared ones.
/// let handler = ErrorHandler.default(for: self)
///     .on(error: .type(NetworkError.authenticate), then: .perform(action: startAuthentication))
/// ```
///
/// How an error is answered:
///
/// 1. **The newest matching `on` rule decides.** Rules added later win over rules added earlier, so a
///    screen-specific rule overrides a shared default.
/// 2. **``onNoMatch(_:)`` decides** when no rule matches.
/// 3. **``always(_:)`` actions run for every error the handler sees**, in the order they were added, after the
///    deciding action has finished (or when nothing decides). What they answer is ignored.
/// 4. **With no deciding action**, or when the deciding action answers nothing (``ErrorAction/passOn``, an alert
///    without a presenter, a callback that let go of its completion), the handler passes the error on: to
///    ``parentResponder`` as a responder, to the next connection as a connection of an
///    ``ErrorResponderChain``, or to the next action when used as a ``RespondToErrorAction``. An error nobody
///    answers reaches the ``UnhandledTerminal``.
///
/// Cancellations (`CancellationError`, `URLError.cancelled`, `CocoaError.userCancelled`, their `NSError` forms, or
/// any error on a cancelled task) are not
/// user-facing: they answer ``ErrorEvaluation/cancel`` without running any rule.
///
/// Matching is cheap: the handler remembers, per dynamic error type, which rules can match it, so a Swift error of a
/// type it has seen before costs the same with one type rule as with a hundred. For an `NSError` it remembers the
/// domain rules per class and domain, but checks type rules per error, since whether an `NSError` casts to a Swift
/// error type can depend on its code.
///
/// Each error is handled on its own: an action that waits (for an alert, or for ever) holds up the
/// ``always(_:)`` actions of that error only, never other errors or other handlers. A callback action that lets go
/// of its completion without calling it ends at once, and ``limitingActions(to:clock:)`` bounds how long any
/// `perform` action may run.
@MainActor public final class ErrorHandler: ErrorResponder, NamedResponder, AnsweringResponder {
    /// The responder that receives the errors this handler passes on. Held weakly.
    public weak var parentResponder: (any ErrorResponder)?

    /// The handler's name in routes and reports.
    public let responderName: String

    /// The queue that ``ErrorAction/present(alert:)`` presents alerts through, if any.
    package let presentationQueue: PresentationQueue?

    /// The rules, kept in one value so that picking an error's actions reads the handler's state once.
    private var book = RuleBook()
    private var actionTimeLimit: ActionTimeLimit?

    /// Which rules act on an error that several match.
    public enum MatchPolicy: Hashable, Sendable {
        /// The newest matching `on` rule decides, so a screen's rule overrides a shared default; the newest
        /// ``ErrorHandler/onNoMatch(_:)`` decides when none matches. The default, as SwiftErrorHandler's README
        /// describes.
        case newestDecides
        /// Every matching `on` rule runs, in the order they were added; when none matches, every
        /// ``ErrorHandler/onNoMatch(_:)`` action runs, in order. SwiftErrorHandler's own behaviour, for apps
        /// that relied on two rules both running. The error's evaluation is that of the last action that gave one.
        case everyMatchRuns
    }

    /// Which rules act on an error that several match; ``MatchPolicy/newestDecides`` unless set.
    var matchPolicy: MatchPolicy {
        get { book.policy }
        set { book.policy = newValue }
    }

    /// Creates a handler with no rules.
    ///
    /// - Parameters:
    ///   - name: its name in routes and reports.
    ///   - queue: the queue that alerts are presented through; without one, alert actions pass the error on.
    ///   - parentResponder: the responder that receives the errors this handler passes on; held weakly.
    public init(
        name: String = "ErrorHandler",
        presentingOn queue: PresentationQueue? = nil,
        parentResponder: (any ErrorResponder)? = nil
    ) {
        self.responderName = name
        self.presentationQueue = queue
        self.parentResponder = parentResponder
    }

    /// Creates a handler that presents alerts on `presenter`, in SwiftErrorHandler's shape.
    ///
    /// Handlers created for the same presenter share its ``PresentationQueue/shared(for:)`` queue, so they
    /// never show two alerts at once.
    ///
    /// - Parameters:
    ///   - presenter: the object that shows alerts, such as a view controller.
    ///   - name: its name in routes and reports.
    ///   - parentResponder: the responder that receives the errors this handler passes on; held weakly.
    public convenience init(
        for presenter: any ErrorPresenter,
        name: String = "ErrorHandler",
        parentResponder: (any ErrorResponder)? = nil
    ) {
        self.init(name: name, presentingOn: .shared(for: presenter), parentResponder: parentResponder)
    }

    /// How many `on` rules the handler has.
    var ruleCount: Int {
        book.index.rules.count
    }

    /// Adds a rule: errors that any of the matchers match are answered by `action`, unless a newer rule matches
    /// them too.
    ///
    /// Where an error's type alone decides one of the matchers (``ErrorMatcher/type(_:)-(E.Type)``), the rule
    /// applies without asking its other matchers: a custom matcher's predicate is not called.
    ///
    /// - Parameters:
    ///   - matcher: a matcher.
    ///   - otherMatchers: more matchers; the rule applies when any of them matches.
    ///   - action: what to do with a matching error.
    /// - Returns: this handler, to add more rules.
    @discardableResult
    public func on(error matcher: ErrorMatcher, _ otherMatchers: ErrorMatcher..., then action: ErrorAction)
        -> ErrorHandler
    {
        addRule([matcher] + otherMatchers, action: action)
        return self
    }

    func addRule(_ matchers: [ErrorMatcher], action: ErrorAction) {
        book.index.append(RuleIndex.Rule(matchers: matchers, action: action))
    }

    /// The index of the rule that decides `error`, oldest rule first; for tests.
    func decidingRule(for error: any Error) -> Int? {
        book.index.newestMatch(for: error, of: type(of: error))
    }

    /// How many times the rules that can match an error type were worked out; for tests.
    var typeMisses: Int {
        book.index.typeMisses
    }

    /// Adds an action that runs for every error the handler sees, after the deciding action.
    ///
    /// - Parameter action: the action; what it answers is ignored.
    /// - Returns: this handler, to add more rules.
    @discardableResult
    public func always(_ action: ErrorAction) -> ErrorHandler {
        book.always.append(action)
        return self
    }

    /// Sets the action that decides when no `on` rule matches, in place of an earlier one (with
    /// ``MatchPolicy/everyMatchRuns``, after the earlier ones: they all run).
    ///
    /// - Parameter action: the catch-all action.
    /// - Returns: this handler, to add more rules.
    @discardableResult
    public func onNoMatch(_ action: ErrorAction) -> ErrorHandler {
        book.noMatch.append(action)
        return self
    }

    /// Sets which rules act on an error that several match: SwiftErrorHandler's every-match behaviour for an app
    /// that moves over and relied on it.
    ///
    /// ```swift
    /// let handler = ErrorHandler(for: view).matching(.everyMatchRuns)
    ///     .on(error: .type(NetworkError.timeout), then: .perform(action: log))
    ///     .on(error: .type(NetworkError.timeout), then: .present(alert: timeoutAlert))   // both run
    /// ```
    ///
    /// - Parameter policy: the policy.
    /// - Returns: this handler, to add more rules.
    @discardableResult
    public func matching(_ policy: MatchPolicy) -> ErrorHandler {
        matchPolicy = policy
        return self
    }

    /// Stops waiting for a `perform` action, deciding or `always`, once it has run for `limit`.
    ///
    /// An action cut off this way has its task cancelled and answers nothing: the error is passed on, and the
    /// actions after it run. A traced route shows the cut as a hop named `<handler>: action cut off at its time
    /// limit`. Use it when an action might never finish, for example one that waits for a network
    /// call without a timeout of its own. Alerts are not limited: they wait for the user, and the
    /// ``PresentationQueue`` already resumes them when they are replaced or withdrawn.
    ///
    /// ```swift
    /// let handler = ErrorHandler.default(for: self).limitingActions(to: .seconds(30))
    /// ```
    ///
    /// - Parameters:
    ///   - limit: how long an action may run.
    ///   - clock: the clock that measures it; inject a manual clock in tests.
    /// - Returns: this handler, to add more rules.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @discardableResult
    public func limitingActions(to limit: Duration, clock: any Clock<Duration> = ContinuousClock()) -> ErrorHandler {
        actionTimeLimit = ActionTimeLimit(handlerName: responderName) { try await clock.sleep(for: limit) }
        return self
    }

    /// Answers `error` with the rules, or passes it to ``parentResponder``.
    ///
    /// - Parameter error: the error raised below this handler.
    /// - Returns: the deciding action's evaluation, or the parent's answer.
    @discardableResult
    public func respond(to error: any Error) async -> ErrorEvaluation {
        await DispatchCore.respond(self, to: error)
    }

    /// The rules' answer to `error`, or `nil` when they leave it to whatever is next: the one way to put a handler's
    /// rules anywhere else an error is answered.
    ///
    /// ```swift
    /// // A connection of an ErrorResponderChain: nil is "not mine".
    /// chain.connect { error in await rules.answer(to: error) }
    ///
    /// // A level of the SwiftUI chain: what no rule answers goes on up.
    /// .respondToError { error in
    ///     if let answer = await rules.answer(to: error) { return answer }
    ///     return await respondToError(error)
    /// }
    /// ```
    ///
    /// The ``always(_:)`` actions have run when it returns. The handler's ``parentResponder`` is not asked: the
    /// caller decides where an error the rules leave goes. A cancellation answers ``ErrorEvaluation/cancel``
    /// without running any rule. Inside a traced dispatch, the handler and the rule that decided are hops of its
    /// route.
    ///
    /// - Parameter error: the error.
    /// - Returns: the deciding action's evaluation, or `nil`.
    public func answer(to error: any Error) async -> ErrorEvaluation? {
        if let early = CancellationGate.cancellationAnswer(for: error) {
            return early
        }
        DispatchCore.record(.responder(self))
        return await evaluate(error, of: type(of: error), observing: DispatchCore.isObserving)
    }

    /// Handles `error` in the background: SwiftErrorHandler's `(Error) -> Void` shape, to pass as a callback.
    ///
    /// ```swift
    /// do {
    ///     try saveStatus()
    /// } catch {
    ///     errorHandler.handle(error: error)
    /// }
    /// stream.subscribe(onError: errorHandler.handle)
    /// ```
    ///
    /// It may be called from any thread. It starts one task on the main actor, which dispatches the error at
    /// this handler as ``ErrorResponder/dispatch(_:fileID:filePath:line:column:)`` would. Use ``respond(to:)`` or
    /// `dispatch(_:)` to await the answer instead.
    ///
    /// It keeps the `(Error) -> Void` shape, so it takes no caller's line: in a Swift Testing test, an error it
    /// leaves unhandled fails the test at the test's own line, and says why.
    ///
    /// - Parameter error: the error.
    public nonisolated func handle(error: any Error) {
        Task { @MainActor in
            await DispatchCore.dispatch(error, at: self)
        }
    }

    /// Handles `error` and says at once whether the handler took it; SwiftErrorHandler's shape.
    ///
    /// Actions that decide without waiting (``ErrorAction/doNothing``, ``ErrorAction/answer(_:)``, synchronous
    /// `perform` closures, callbacks that complete before returning) run before this returns, `always` actions
    /// included. Otherwise one task finishes the work; it passes the error on when nothing answered it.
    ///
    /// The returned value is how the caller is told. So a handler without a ``parentResponder`` reports nothing to the
    /// ``UnhandledTerminal`` when no action answers the error: the caller has its `false` (or its `true`, when only
    /// ``always(_:)`` actions ran), as with SwiftErrorHandler, where such an error stayed with the caller. With a
    /// parent, the error goes on to it, and the end of that chain reports it. ``handle(error:)``, which tells its
    /// caller nothing, reports it in both cases.
    ///
    /// Everything the call starts, the report at the end of a parent's chain included, is done before `onCompleted`
    /// runs.
    ///
    /// - Parameters:
    ///   - error: the error.
    ///   - onCompleted: called on the main actor when the handler, and the parent if it passed the error on, are
    ///     done with it: a main-actor method (a view controller's) or any closure.
    ///   - fileID: the caller's `#fileID`: where a test fails when the error goes unhandled; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    /// - Returns: `true` when an action ran for the error, as SwiftErrorHandler's does: an `on` rule or
    ///   ``onNoMatch(_:)`` answered it, or took it and is still waiting (for an alert, say), or an
    ///   ``always(_:)`` action ran (the error is then also passed on when nothing answered it); `false` when no
    ///   action but ``ErrorAction/passOn`` ran, or it is a cancellation.
    @discardableResult
    public func handle(
        error: any Error,
        onCompleted: (@MainActor () -> Void)?,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        CallSite.starting(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            handleHere(error: error, onCompleted: onCompleted)
        }
    }

    /// ``handle(error:onCompleted:fileID:filePath:line:column:)`` once its caller's site is recorded.
    private func handleHere(error: any Error, onCompleted: (@MainActor () -> Void)?) -> Bool {
        // When something traces or observes, this call is the origin of a route of its own.
        let origin = DispatchCore.DetachedOrigin(.error(error), hops: [.responder(self)])
        guard case .goOn(let passed) = origin.run({ CancellationGate.decide(error) }) else {
            origin.finish(.cancel)
            onCompleted?()
            return false
        }
        // The tasks it starts inherit the error checked, and walk its chain no more.
        return CancellationGate.goOn(passed) {
            handlePastGate(error: error, origin: origin, onCompleted: onCompleted)
        }
    }

    /// ``handleHere(error:onCompleted:)`` for an error that has passed the cancellation gate.
    private func handlePastGate(
        error: any Error,
        origin: DispatchCore.DetachedOrigin,
        onCompleted: (@MainActor () -> Void)?
    ) -> Bool {
        let errorType = type(of: error)
        switch origin.run({ start(error, of: errorType, observing: DispatchCore.isObserving) }) {
        case .finished(let answer?, _):
            origin.finish(answer)
            onCompleted?()
            return true
        case .finished(nil, let ranAlways):
            // Nothing answered: the error goes on up, or, without a parent, stays with the caller, who learns it
            // from the result. The handler took it when an `always` action ran.
            guard parentResponder != nil else {
                origin.run { DispatchCore.returnedUnhandled(error) }
                origin.finish(.cancel)
                onCompleted?()
                return ranAlways
            }
            Task {
                let evaluation = await origin.run { await DispatchCore.passToParent(from: self, error) }
                origin.finish(evaluation)
                onCompleted?()
            }
            return ranAlways
        case .waiting(let run):
            // The handler takes the error when the deciding action answered already (an `always` action is what
            // waits) or is itself waiting.
            let takes = run.answer != nil || run.step < run.deciding.count || !run.always.isEmpty
            Task { [run] in
                var run = run
                let evaluation = await origin.run {
                    await self.finish(&run)
                    if let answer = run.answer {
                        return answer
                    }
                    guard self.parentResponder != nil else {
                        DispatchCore.returnedUnhandled(error)
                        return .cancel
                    }
                    return await DispatchCore.passToParent(from: self, error)
                }
                origin.finish(evaluation)
                onCompleted?()
            }
            return takes
        }
    }

    /// The rules' answer to `error`, which has passed the cancellation gate; `nil` leaves it to the parent. When
    /// `traced`, the rule that decided is recorded as a hop.
    func ownAnswer(to error: any Error, traced: Bool) async -> ErrorEvaluation? {
        await evaluate(error, of: type(of: error), observing: traced)
    }

    /// The rules' answer, `nil` to pass the error on; `always` actions have run when it returns. `observing` says
    /// whether the caller found something observing, so that the deciding rule is recorded as a hop.
    func evaluate(_ error: any Error, of errorType: any Error.Type, observing: Bool) async -> ErrorEvaluation? {
        switch start(error, of: errorType, observing: observing) {
        case .finished(let answer, _):
            return answer
        case .waiting(var run):
            await finish(&run)
            return run.answer
        }
    }

    /// How an error's handling stands once what runs without waiting has run.
    enum Started {
        /// Every action has finished: the answer (`nil` to pass the error on), and whether an `always` action ran.
        case finished(ErrorEvaluation?, ranAlways: Bool)
        /// An action waits: the run, for ``finish(_:)`` to finish.
        case waiting(HandlingRun)
    }

    /// Picks the actions for `error`, of the dynamic type `errorType`, and runs what runs without waiting; when
    /// `observing`, the rule that decided is recorded as a hop of the route under way.
    ///
    /// The usual case, one deciding action that answers at once and no `always` action, makes no
    /// ``HandlingRun``: keeping one costs more than the rest of the rule path.
    func start(_ error: any Error, of errorType: any Error.Type, observing: Bool) -> Started {
        let (deciding, decider) = book.pick(for: error, of: errorType)
        if observing {
            DispatchCore.record(
                book.hopNames(of: decider).map { ResponderHop(name: "\(responderName): \($0)", kind: .rule) })
        }
        var run: HandlingRun
        if case .one(let action) = deciding, book.always.isEmpty {
            let progress = action.start(for: error, queue: presentationQueue)
            if case .finished(let answer) = progress {
                return .finished(answer, ranAlways: false)
            }
            run = HandlingRun(error: error, deciding: deciding, always: [])
            run.progress = progress
        } else {
            run = HandlingRun(error: error, deciding: deciding, always: book.always)
            if advance(&run) {
                return .finished(run.answer, ranAlways: !run.always.isEmpty)
            }
        }
        return .waiting(run)
    }

    // MARK: - Running the actions

    /// One error's way through the handler: the deciding actions (one, unless every match runs), then the
    /// `always` actions.
    struct HandlingRun: Sendable {
        /// The deciding actions. One action is kept without an array, so that the usual rule dispatch allocates
        /// nothing; several run only with ``MatchPolicy/everyMatchRuns``.
        enum Deciding: Sendable {
            case one(ErrorAction)
            case several([ErrorAction])

            static let none = Deciding.several([])

            var count: Int {
                switch self {
                case .one: 1
                case .several(let actions): actions.count
                }
            }

            subscript(step: Int) -> ErrorAction {
                switch self {
                case .one(let action): action
                case .several(let actions): actions[step]
                }
            }
        }

        let error: any Error
        let deciding: Deciding
        let always: [ErrorAction]
        /// The step under way: the deciding actions first, then the `always` actions.
        var step = 0
        /// The answer of the last deciding action that gave one; `nil` passes the error on.
        var answer: ErrorEvaluation?
        /// The step started but not finished, when it had to wait.
        var progress: ErrorAction.Progress?

        var isFinished: Bool {
            progress == nil && action(at: step) == nil
        }

        func action(at step: Int) -> ErrorAction? {
            if step < deciding.count { return deciding[step] }
            let step = step - deciding.count
            return step < always.count ? always[step] : nil
        }

        mutating func complete(with evaluation: ErrorEvaluation?) {
            if step < deciding.count, let evaluation {
                answer = evaluation
            }
            step += 1
        }
    }

    /// Starts steps until one has to wait; `true` when every step has finished.
    private func advance(_ run: inout HandlingRun) -> Bool {
        while run.progress == nil, let action = run.action(at: run.step) {
            let progress = action.start(for: run.error, queue: presentationQueue)
            if case .finished(let evaluation) = progress {
                run.complete(with: evaluation)
            } else {
                run.progress = progress
                return false
            }
        }
        return run.isFinished
    }

    /// Waits for the step under way and runs the rest.
    func finish(_ run: inout HandlingRun) async {
        while let progress = run.progress {
            run.progress = nil
            run.complete(with: await progress.finish(for: run.error, queue: presentationQueue, limit: actionTimeLimit))
            _ = advance(&run)
        }
    }
}
