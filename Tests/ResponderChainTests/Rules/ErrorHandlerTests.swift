import Foundation
import PropertyBased
import ResponderChainTesting
import Testing

@testable import ResponderChain

@MainActor @Suite(.timeLimit(.minutes(2))) struct ErrorHandlerTests {
    /// A shared default handler, as SwiftErrorHandler's `ErrorHandler.default(for:)` builds it.
    func sharedDefault(log: Log) -> ErrorHandler {
        ErrorHandler(name: "Default")
            .on(
                error: .type(NetworkError.self),
                then: log.action("default network", answer: .cancel)
            )
            .on(
                error: .code(NSURLErrorTimedOut),
                then: log.action("default timeout", answer: .retry)
            )
            .always(log.action("analytics"))
            .onNoMatch(log.action("catch-all", answer: .abort))
    }

    /// An action that suspends before answering `.retry`, so the handler has to await it.
    nonisolated static let waitsThenRetries = ErrorAction.perform { _ in
        await Task.yield()
        return .retry
    }

    nonisolated static let overrideTable: [(NamedError, ErrorEvaluation, [String])] = [
        // The screen's newer rule wins over the default's `type(NetworkError)`.
        (NamedError("authenticate", NetworkError.authenticate), .retry, ["screen authenticate", "analytics"]),
        // Other network errors still reach the default rule.
        (NamedError("noInternet", NetworkError.noInternet), .cancel, ["default network", "analytics"]),
        (
            NamedError("NSError timedOut", NSError(domain: NSURLErrorDomain, code: NSURLErrorTimedOut)), .retry,
            ["default timeout", "analytics"]
        ),
        // Nothing matches: the catch-all decides, and `always` still runs after it.
        (NamedError("quota", QuotaExceeded(limit: 1)), .abort, ["catch-all", "analytics"]),
    ]

    @Test(arguments: overrideTable)
    func newestMatchingRuleDecidesAndAlwaysRunsAfterIt(
        _ error: NamedError,
        _ expected: ErrorEvaluation,
        _ expectedLog: [String]
    ) async {
        let log = Log()
        let handler = sharedDefault(log: log)
            .on(
                error: .type(NetworkError.authenticate),
                then: log.action("screen authenticate", answer: .retry))
        #expect(await handler.respond(to: error.error) == expected)
        #expect(log.entries == expectedLog)
    }

    /// For each kind of error, a broad and a narrow matcher that both match it.
    nonisolated static let kinds: [(NamedError, ErrorMatcher, ErrorMatcher)] = [
        (NamedError("enum case", NetworkError.logout), .type(NetworkError.self), .type(NetworkError.logout)),
        (
            NamedError("enum case with payload", HTTPFailure.status(503, body: "busy")), .type(HTTPFailure.self),
            .type(HTTPFailure.status(0, body: ""))
        ),
        (NamedError("struct", QuotaExceeded(limit: 3)), .type(QuotaExceeded.self), .type(QuotaExceeded(limit: 3))),
        (NamedError("subclass", DiskFullError()), .type(StorageError.self), .type(DiskFullError.self)),
        (NamedError("protocol", ServerBusy()), .type((any RetryableError).self), .type(ServerBusy.self)),
        (
            NamedError("NSError", NSError(domain: NSURLErrorDomain, code: NSURLErrorTimedOut)),
            .domain(NSURLErrorDomain), .code(NSURLErrorTimedOut, domain: NSURLErrorDomain)
        ),
        (NamedError("CustomNSError", RemoteError(errorCode: 404)), .domain("remote"), .code(404, domain: "remote")),
        (
            NamedError("wrapped", RequestFailed(endpoint: "/", underlyingError: NetworkError.logout)),
            .type(RequestFailed.self), .unwrapping(.type(NetworkError.logout))
        ),
    ]

    @Test(arguments: kinds)
    func newerRuleWinsWhicheverOfTwoMatchingRulesIsMoreSpecific(
        _ error: NamedError,
        _ broad: ErrorMatcher,
        _ narrow: ErrorMatcher
    ) async {
        let narrowLast = ErrorHandler().on(error: broad, then: .answer(.abort)).on(error: narrow, then: .answer(.retry))
        let broadLast = ErrorHandler().on(error: narrow, then: .answer(.retry)).on(error: broad, then: .answer(.abort))
        // Twice each: the first answer works out the type's candidates, the second uses them.
        for _ in 0..<2 {
            #expect(await narrowLast.respond(to: error.error) == .retry)
            #expect(await broadLast.respond(to: error.error) == .abort)
        }
    }

    @Test func alwaysActionsRunInTheOrderTheyWereAddedEvenWhenTheErrorIsPassedOn() async {
        let log = Log()
        let parent = RecordingResponder("Parent", answers: [.proceed])
        let handler = ErrorHandler(parentResponder: parent)
            .always(log.action("first", answer: .abort))
            .always(log.action("second", answer: .abort))
        #expect(await handler.respond(to: NetworkError.logout) == .proceed)
        #expect(log.entries == ["first", "second"])
        #expect(parent.received.count == 1)
    }

    @Test func laterOnNoMatchReplacesTheEarlierOne() async {
        let handler = ErrorHandler().onNoMatch(.answer(.abort)).onNoMatch(.answer(.retry))
        #expect(await handler.respond(to: NetworkError.logout) == .retry)
    }

    @Test func ruleWithSeveralMatchersAppliesWhenAnyMatches() async {
        let handler = ErrorHandler().on(error: .type(NetworkError.logout), .code(404), then: .answer(.abort))
        #expect(await handler.respond(to: NetworkError.logout) == .abort)
        #expect(await handler.respond(to: RemoteError(errorCode: 404)) == .abort)
        let (evaluation, unhandled) = await UnhandledCapture.run {
            await handler.respond(to: NetworkError.timeout)
        }
        #expect(evaluation == .cancel)
        #expect(unhandled.count == 1)
    }

    @Test func ruleThatTheErrorsTypeDecidesAsksNoneOfItsCustomMatchers() async {
        let asked = Locked(0)
        let custom = ErrorMatcher { _ in
            asked.withLock { $0 += 1 }
            return false
        }
        let handler = ErrorHandler().on(error: custom, .type(NetworkError.self), then: .answer(.abort))
        for _ in 0..<2 {
            #expect(await handler.respond(to: NetworkError.logout) == .abort)
        }
        #expect(asked.withLock { $0 } == 0)
        // An error of another type leaves the custom matcher to decide.
        #expect(handler.decidingRule(for: StorageError()) == nil)
        #expect(asked.withLock { $0 } == 1)
    }

    @Test func withoutAMatchOrCatchAllTheErrorGoesToTheParentThenTheTerminal() async {
        let parent = RecordingResponder("Parent", answers: [.retry])
        let handler = ErrorHandler(parentResponder: parent).on(error: .type(NetworkError.self), then: .doNothing)
        #expect(await handler.respond(to: QuotaExceeded(limit: 1)) == .retry)
        #expect(parent.received.count == 1)

        let orphan = ErrorHandler(name: "Orphan").on(error: .type(NetworkError.self), then: .doNothing)
        let (evaluation, unhandled) = await UnhandledCapture.run { await orphan.respond(to: QuotaExceeded(limit: 1)) }
        #expect(evaluation == .cancel)
        #expect(unhandled.map(\.lastResponder) == ["Orphan"])
    }

    @Test func passOnSkipsOlderRulesAndTheCatchAll() async {
        let parent = RecordingResponder("Parent", answers: [.abort])
        let handler = ErrorHandler(parentResponder: parent)
            .on(error: .type(NetworkError.self), then: .answer(.retry))
            .onNoMatch(.answer(.proceed))
            .on(error: .type(NetworkError.logout), then: .passOn)
        #expect(await handler.respond(to: NetworkError.logout) == .abort)
        #expect(await handler.respond(to: NetworkError.timeout) == .retry)
        #expect(parent.received.count == 1)
    }

    @Test func doNothingAnswersProceedAndAnswerAnswersItsEvaluation() async {
        for evaluation in ErrorEvaluation.allCases {
            let handler = ErrorHandler().on(error: .type(NetworkError.self), then: .answer(evaluation))
            #expect(await handler.respond(to: NetworkError.logout) == evaluation)
        }
        #expect(await ErrorHandler().onNoMatch(.doNothing).respond(to: NetworkError.logout) == .proceed)
    }

    @Test func cancellationsRunNoRuleAndNoAlwaysAction() async {
        let log = Log()
        let handler = ErrorHandler()
            .onNoMatch(log.action("catch-all"))
            .always(log.action("always"))
        #expect(await handler.respond(to: CancellationError()) == .cancel)
        #expect(await handler.respond(to: URLError(.cancelled)) == .cancel)
        #expect(await handler.respond(to: CancellationError() as NSError) == .cancel)
        #expect(handler.handle(error: CancellationError(), onCompleted: nil) == false)
        #expect(log.entries.isEmpty)
    }

    // MARK: - SwiftErrorHandler's completion callbacks

    @Test func callbackThatCompletesBeforeReturningAnswersProceedWithoutWaiting() {
        let log = Log()
        let handler = ErrorHandler()
            .on(
                error: .type(NetworkError.self),
                then: .perform { (_: any Error, done: OnErrorHandled) in
                    log.append("action")
                    done?()
                }
            )
            .always(log.action("always"))
        let completed = Log()
        let decided = handler.handle(error: NetworkError.logout) { completed.append("completed") }
        #expect(decided)
        // Everything ran before `handle` returned: no task, no waiting.
        #expect(log.entries == ["action", "always"])
        #expect(completed.entries == ["completed"])
    }

    @Test func callbackThatCompletesLaterIsAwaitedBeforeTheAlwaysActions() async {
        let log = Log()
        var stored: OnErrorHandled = nil
        let handler = ErrorHandler()
            .on(
                error: .type(NetworkError.self),
                then: .perform { (_: any Error, done: OnErrorHandled) in
                    stored = done
                }
            )
            .always(log.action("always"))
        async let evaluation = handler.respond(to: NetworkError.logout)
        await waitUntil { stored != nil }
        #expect(log.entries.isEmpty)
        stored?()
        #expect(await evaluation == .proceed)
        #expect(log.entries == ["always"])
    }

    @Test func callbackThatDropsItsCompletionDoesNotStallTheAlwaysActionsAndPassesTheErrorOn() async {
        let log = Log()
        let parent = RecordingResponder("Parent", answers: [.cancel])
        let handler = ErrorHandler(parentResponder: parent)
            .on(
                error: .type(NetworkError.self),
                then: .perform { (_: any Error, _: OnErrorHandled) in
                    log.append("forgot to complete")
                }
            )
            .always(log.action("always"))
        #expect(await handler.respond(to: NetworkError.logout) == .cancel)
        #expect(log.entries == ["forgot to complete", "always"])
        #expect(parent.received.count == 1)
    }

    @Test func callbackKeptAndReleasedLaterWithoutCompletingEndsTheWait() async {
        var stored: OnErrorHandled = nil
        let handler = ErrorHandler()
            .on(
                error: .type(NetworkError.self),
                then: .perform { (_: any Error, done: OnErrorHandled) in
                    stored = done
                })
        let (evaluation, unhandled) = await UnhandledCapture.run {
            async let evaluation = handler.respond(to: NetworkError.logout)
            await waitUntil { stored != nil }
            stored = nil
            return await evaluation
        }
        #expect(evaluation == .cancel)
        #expect(unhandled.count == 1)
    }

    @Test func cancelledCallerWaitingForACallbackIsAnsweredCancel() async {
        var kept: OnErrorHandled = nil
        let handler = ErrorHandler()
            .on(
                error: .type(NetworkError.self),
                then: .perform { (_: any Error, done: OnErrorHandled) in kept = done })
        let task = Task { await handler.respond(to: NetworkError.logout) }
        await waitUntil { kept != nil }
        task.cancel()
        #expect(await task.value() == .cancel)
        kept?()
    }

    @Test func callbackReturningFalsePassesTheErrorOnAtOnce() async {
        let parent = RecordingResponder("Parent", answers: [.abort])
        let handler = ErrorHandler(parentResponder: parent)
            .on(error: .type(NetworkError.self), then: .perform { (_: any Error, _: OnErrorHandled) -> Bool in false })
        #expect(await handler.respond(to: NetworkError.logout) == .abort)
    }

    @Test func asyncPerformAnswersWhatItReturns() async {
        let handler = ErrorHandler()
            .on(
                error: .type(NetworkError.self),
                then: Self.waitsThenRetries)
        #expect(await handler.respond(to: NetworkError.timeout) == .retry)
    }

    // MARK: - Time limits

    @Test func actionThatNeverFinishesIsCutOffAtTheLimitAndTheAlwaysActionsStillRun() async {
        let clock = ManualClock()
        let log = Log()
        let parent = RecordingResponder("Parent", answers: [.abort])
        let handler = ErrorHandler(parentResponder: parent)
            .limitingActions(to: .seconds(5), clock: clock)
            .on(
                error: .type(NetworkError.self),
                then: .perform { _ in
                    do {
                        try await clock.sleep(for: .seconds(3600))
                    } catch {
                        log.append("hung action cancelled")
                    }
                    return .retry
                }
            )
            .always(log.action("always"))
        async let route = handler.traceDispatch(NetworkError.timeout)
        await clock.waitForSleepers(2)
        clock.advance(by: .seconds(5))
        #expect(await route.evaluation == .abort)
        #expect(await route.hops.map(\.name).contains("ErrorHandler: action cut off at its time limit"))
        #expect(parent.received.count == 1)
        await waitUntil { log.entries.count == 2 }
        #expect(Set(log.entries) == ["always", "hung action cancelled"])
    }

    @Test func callbackHeldForeverIsCutOffAtTheLimit() async {
        let clock = ManualClock()
        var kept: OnErrorHandled = nil
        let handler = ErrorHandler()
            .limitingActions(to: .seconds(1), clock: clock)
            .on(error: .type(NetworkError.self), then: .perform { (_: any Error, done: OnErrorHandled) in kept = done })
        let (evaluation, unhandled) = await UnhandledCapture.run {
            async let evaluation = handler.respond(to: NetworkError.logout)
            await clock.waitForSleepers(1)
            clock.advance(by: .seconds(1))
            return await evaluation
        }
        #expect(kept != nil)
        #expect(evaluation == .cancel)
        #expect(unhandled.count == 1)
    }

    @Test func actionThatFinishesInTimeAnswersAndStopsTheTimer() async {
        let clock = ManualClock()
        let handler = ErrorHandler()
            .limitingActions(to: .seconds(5), clock: clock)
            .on(
                error: .type(NetworkError.self),
                then: Self.waitsThenRetries)
        #expect(await handler.respond(to: NetworkError.logout) == .retry)
        await waitUntil { clock.sleeperCount == 0 }
        #expect(clock.now.offset == .zero)
    }

    @Test func cancelledCallerOfALimitedActionIsAnsweredCancelAndTheAlwaysActionsStillRun() async {
        let clock = ManualClock()
        let log = Log()
        let handler = ErrorHandler()
            .limitingActions(to: .seconds(5), clock: clock)
            .on(
                error: .type(NetworkError.self),
                then: .perform { _ in
                    try? await clock.sleep(for: .seconds(60))
                    return .retry
                }
            )
            .always(log.action("always"))
        let task = Task { await handler.respond(to: NetworkError.logout) }
        await clock.waitForSleepers(2)
        task.cancel()
        #expect(await task.value() == .cancel)
        #expect(log.entries == ["always"])
        // The action's sleep and the timer both end: nothing is left waiting on the clock.
        await waitUntil { clock.sleeperCount == 0 }
    }

    @Test func aLimitedActionWhoseCallerIsCancelledBeforeItStartsRunsCancelledAndAnswersCancelled() async {
        let clock = ManualClock()
        let log = Log()
        let limit = ActionTimeLimit(handlerName: "Rules") { try await clock.sleep(for: .seconds(5)) }
        let task = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            return await limit.run {
                log.append(Task.isCancelled ? "ran cancelled" : "ran")
                return .retry
            }
        }
        guard case .cancelled = await task.value else {
            Issue.record("the race of a cancelled caller did not end as cancelled")
            return
        }
        await waitUntil { log.entries == ["ran cancelled"] }
        await waitUntil { clock.sleeperCount == 0 }
    }

    // MARK: - SwiftErrorHandler's entry points

    @Test func handleWithCompletionSaysWhetherTheHandlerTookTheError() async {
        let parent = RecordingResponder("Parent", answers: [.proceed, .proceed, .proceed])
        let presenter = ManualPresenter()
        let handler = ErrorHandler(presentingOn: PresentationQueue(presenter: presenter), parentResponder: parent)
            .on(error: .type(NetworkError.self), then: .doNothing)
            .on(error: .type(NetworkError.logout), then: .passOn)
            .on(error: .type(QuotaExceeded.self), then: .present(alert: Alerts.simple("Quota")))
        #expect(handler.handle(error: NetworkError.timeout, onCompleted: nil))
        #expect(parent.received.isEmpty)

        // Passed on by a rule, or by no rule at all: `false`, and `onCompleted` runs once the parent answered.
        for error in [NetworkError.logout, StorageError()] as [any Error] {
            let before = parent.received.count
            var decided = true
            await withCheckedContinuation { continuation in
                decided = handler.handle(error: error) { continuation.resume() }
            }
            #expect(!decided)
            #expect(parent.received.count == before + 1)
        }

        // Taken by a rule whose alert is still waiting: `true` at once.
        let completed = Log()
        #expect(handler.handle(error: QuotaExceeded(limit: 1)) { completed.append("completed") })
        await presenter.waitForPresentation()
        #expect(completed.entries.isEmpty)
        presenter.choose("Retry")
        await waitUntil { completed.entries == ["completed"] }
        #expect(parent.received.count == 2)
    }

    @Test("without a presentation queue an alert rule takes nothing: the alert is not made, the parent answers")
    func anAlertRuleWithoutAQueuePassesTheErrorOn() async {
        /// Counts the alerts it makes.
        struct CountingAlert: ErrorAlert {
            let made: Log
            func makeAlert(for error: any Error) -> AlertModel {
                made.append("made")
                return Alerts.simple("Quota")
            }
        }
        let made = Log()
        let parent = RecordingResponder("Parent", answers: [.proceed])
        let handler = ErrorHandler(parentResponder: parent)
            .on(error: .type(QuotaExceeded.self), then: .present(alert: CountingAlert(made: made)))
        var took = true
        await withCheckedContinuation { continuation in
            took = handler.handle(error: QuotaExceeded(limit: 1)) { continuation.resume() }
        }
        #expect(!took)
        #expect(parent.received.count == 1)
        #expect(made.entries.isEmpty)
    }

    @Test(
        "without a parent, handle(error:onCompleted:) tells its caller through the result and reports nothing",
        arguments: [false, true]
    )
    func handleWithoutAParentTellsTheCaller(alwaysAction: Bool) async {
        let log = Log()
        let handler = ErrorHandler(name: "Standalone")
            .on(error: .type(NetworkError.timeout), then: .doNothing)
        if alwaysAction {
            handler.always(
                .perform(action: { _, completed in
                    log.append("always")
                    completed?()
                }))
        }
        let (took, reports) = UnhandledCapture.run {
            let took = handler.handle(error: StorageError()) { log.append("completed") }
            log.append("returned")
            return took
        }
        #expect(took == alwaysAction)
        #expect(reports.isEmpty)
        // Nothing was left to do: it completed before the call returned.
        #expect(log.entries == (alwaysAction ? ["always", "completed", "returned"] : ["completed", "returned"]))
        // handle(error:), which tells its caller nothing, reports it.
        let capture = UnhandledCapture()
        UnhandledTerminal.withSink(capture.sink) {
            handler.handle(error: StorageError())
        }
        await waitUntil { capture.reports.count == 1 }
        #expect(capture.reports.first?.lastResponder == "Standalone")
    }

    /// An `always` action of a handler without a parent: none, one that completes at once, one that completes after
    /// `handle` has returned.
    enum AlwaysAction: CaseIterable, Sendable {
        case none, completesAtOnce, completesLater
    }

    /// Traced, the error the caller was told about ends its route unhandled at the end of the chain, though nothing
    /// is reported.
    @Test(arguments: AlwaysAction.allCases)
    func handleWithoutAParentEndsItsRouteUnhandled(always: AlwaysAction) async {
        let handler = ErrorHandler(name: "Standalone")
        switch always {
        case .none: break
        case .completesAtOnce: handler.always(.perform(action: { _, completed in completed?() }))
        case .completesLater: handler.always(.perform(action: { _, completed in Task { @MainActor in completed?() } }))
        }
        var took = false
        let (reports, routes) = await DispatchRoute.trace {
            await UnhandledCapture.run {
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    took = handler.handle(error: StorageError(), onCompleted: { continuation.resume() })
                }
            }.unhandled
        }
        #expect(took == (always != .none))
        #expect(reports.isEmpty)
        #expect(routes.count == 1)
        #expect(routes.first?.resolution == .unhandled(.endOfChain))
        #expect(routes.first?.evaluation == .cancel)
    }

    @Test func handleWithAParentPassesTheErrorOnOnceALaterAlwaysActionCompletes() async {
        let parent = ErrorResponderChain(name: "Parent")
        let seen = Log()
        _ = parent.connect { error in
            seen.append("parent got \(type(of: error))")
            return .proceed
        }
        let handler = ErrorHandler(name: "Child", parentResponder: parent)
        handler.always(.perform(action: { _, completed in Task { @MainActor in completed?() } }))
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            _ = handler.handle(error: StorageError(), onCompleted: { continuation.resume() })
        }
        #expect(seen.entries == ["parent got StorageError"])
    }

    @Test func handleOnACancellationLeavesAnOuterTracedDispatchAlone() async {
        let inner = ErrorHandler(name: "Inner").onNoMatch(.answer(.abort))
        let outer = ErrorHandler(name: "Outer")
            .onNoMatch(
                .perform { _ in
                    _ = inner.handle(error: CancellationError(), onCompleted: nil)
                    return .retry
                })
        let route = await outer.traceDispatch(NetworkError.logout)
        #expect(route.evaluation == .retry)
        #expect(route.resolution == .answered)
    }

    @Test func handleErrorCanBePassedAsACallbackAndCalledFromAnyThread() async {
        let seen = Log()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let handler = ErrorHandler()
                .on(
                    error: .type(NetworkError.self),
                    then: .perform { error in
                        seen.append("\(error)")
                        continuation.resume()
                        return .proceed
                    })
            let callback: @Sendable (any Error) -> Void = handler.handle
            Task.detached { callback(NetworkError.timeout) }
        }
        #expect(seen.entries == ["timeout"])
    }

    // MARK: - In the chain

    @Test func connectedToAChainTheHandlerAnswersItsErrorsAndSaysNotMineForOthers() async {
        let log = Log()
        let chain = ErrorResponderChain()
        _ = chain.connect(log.connection("older", answer: .abort))
        let rules = ErrorHandler(name: "Rules", parentResponder: RecordingResponder("Never asked"))
            .on(error: .type(NetworkError.self), then: .answer(.retry))
            .always(log.action("rules always"))
        _ = chain.connect { error in await rules.answer(to: error) }
        #expect(await chain.respond(to: NetworkError.logout) == .retry)
        #expect(log.entries == ["rules always"])
        #expect(await chain.respond(to: QuotaExceeded(limit: 1)) == .abort)
        #expect(log.entries == ["rules always", "rules always", "older"])
    }

    @Test func connectedHandlerThatWaitsIsAwaitedInConnectionOrder() async {
        let chain = ErrorResponderChain()
        _ = chain.connect { _ in .abort }
        let rules = ErrorHandler().on(error: .type(NetworkError.self), then: Self.waitsThenRetries)
        _ = chain.connect { error in await rules.answer(to: error) }
        #expect(await chain.respond(to: NetworkError.logout) == .retry)
        #expect(await chain.respond(to: QuotaExceeded(limit: 2)) == .abort)
    }

    @Test func asAnActionLevelUnansweredErrorsGoToTheNextAction() async {
        let log = Log()
        let outer = RespondToErrorAction(name: "Outer") { _ in
            log.append("outer")
            return .abort
        }
        let rules = ErrorHandler(name: "Screen", parentResponder: RecordingResponder("Never asked"))
            .on(error: .type(NetworkError.self), then: .answer(.retry))
        let action = RespondToErrorAction(name: "Screen") { error in
            if let answer = await rules.answer(to: error) { return answer }
            return await outer(error)
        }
        #expect(await action(NetworkError.logout) == .retry)
        #expect(await action(QuotaExceeded(limit: 1)) == .abort)
        #expect(log.entries == ["outer"])
    }

    @Test func answerToIsNilForWhatNoRuleAnswersAndCancelForACancellation() async {
        let parent = RecordingResponder("Parent", answers: [.proceed])
        let rules = ErrorHandler(name: "Screen", parentResponder: parent)
            .on(error: .type(NetworkError.self), then: .answer(.retry))
        #expect(await rules.answer(to: NetworkError.logout) == .retry)
        #expect(await rules.answer(to: QuotaExceeded(limit: 1)) == nil)
        #expect(await rules.answer(to: CancellationError()) == .cancel)
        #expect(parent.received.isEmpty)
        #expect(await rules.respond(to: QuotaExceeded(limit: 1)) == .proceed)
    }

    @Test func asAResponderInAClassChainTheHandlerSitsBetweenLevels() async {
        let hierarchy = UIKitExampleHierarchy()
        let rules = ErrorHandler(name: "Rules", parentResponder: hierarchy.homeTab)
            .on(error: .type(MyError.homePageError), then: .answer(.retry))
        #expect(await rules.dispatch(MyError.homePageError) == .retry)
        #expect(await rules.dispatch(MyError.rootError) == .proceed)
        #expect(hierarchy.log.entries == ["Home Tab", "Root"])
    }

    @Test func routeNamesTheRuleThatDecided() async {
        let handler = ErrorHandler(name: "Login")
            .on(error: .type(NetworkError.authenticate), .code(401), then: .answer(.retry))
            .onNoMatch(.answer(.cancel))
        let route = await handler.traceDispatch(NetworkError.authenticate)
        #expect(route.summary.asked == ["Login", "Login: on type(NetworkError.authenticate), code(401)"])
        #expect(route.hops.last?.kind == .rule)
        let fallback = await handler.traceDispatch(QuotaExceeded(limit: 3))
        #expect(fallback.summary.asked == ["Login", "Login: onNoMatch"])
        #expect(fallback.evaluation == .cancel)
    }

    @Test func handleWithCompletionIsTheOriginOfARouteOfItsOwn() async {
        let handler = ErrorHandler(name: "Rules").on(error: .type(NetworkError.self), then: .answer(.retry))
        let (decided, routes) = await DispatchRoute.trace {
            handler.handle(error: NetworkError.logout, onCompleted: nil)
        }
        #expect(decided)
        #expect(
            routes.map(\.summary) == [
                RouteSummary(
                    asked: ["Rules", "Rules: on type(NetworkError)"],
                    answeredBy: "Rules: on type(NetworkError)",
                    evaluation: .retry
                )
            ]
        )
    }

    @Test func aCancellationHandledWithCompletionEndsItsRouteAsCancel() async {
        let handler = ErrorHandler(name: "Rules").on(error: .type(CancellationError.self), then: .answer(.retry))
        var completions = 0
        let (decided, routes) = await DispatchRoute.trace {
            handler.handle(error: CancellationError(), onCompleted: { completions += 1 })
        }
        #expect(!decided)
        #expect(completions == 1)
        #expect(routes.map(\.evaluation) == [.cancel])
        #expect(routes.first?.summary.asked == ["Rules"], "a cancellation met a rule")
    }

    // MARK: - Matching memory

    @Test func matchingMemoryWorksOutEachErrorTypeOnce() async {
        let handler = ErrorHandler()
        for limit in 0..<100 {
            handler.on(error: .type(QuotaExceeded(limit: limit)), then: .answer(.retry))
        }
        handler.on(error: .type(NetworkError.self), then: .answer(.abort))
        for _ in 0..<10 {
            #expect(await handler.respond(to: NetworkError.logout) == .abort)
            #expect(await handler.respond(to: QuotaExceeded(limit: 42)) == .retry)
        }
        #expect(handler.typeMisses == 2)
        handler.on(error: .type(StorageError.self), then: .doNothing)
        #expect(await handler.respond(to: NetworkError.logout) == .abort)
        #expect(handler.typeMisses == 3)
    }

    /// Whether an `NSError` casts to a Swift error type can depend on its code (on Apple platforms an `@objc`
    /// error enum bridges only its known codes), so a type check is never remembered for an `NSError`: here a
    /// stand-in check that reads the code decides per error, whichever code arrives first.
    @Test func typeChecksOfNSErrorsAreMadePerErrorNotRememberedPerDomain() async {
        let bridgesKnownCodes = ErrorMatcher(
            description: "bridged enum",
            typeCheck: ErrorCheck { ($0 as NSError).code == 1 },
            valueCheck: nil
        )
        let handler = ErrorHandler().on(error: bridgesKnownCodes, then: .answer(.retry))
        let unknownCode = NSError(domain: "App.PaymentError", code: 99)
        let knownCode = NSError(domain: "App.PaymentError", code: 1)
        #expect(handler.decidingRule(for: unknownCode) == nil)
        #expect(handler.decidingRule(for: knownCode) == 0)
        #expect(handler.decidingRule(for: unknownCode) == nil)
        // Domain checks are remembered: one list for the class and domain, however many errors arrive.
        #expect(handler.typeMisses == 1)
    }

    /// A check that reads nothing but the domain is what the memory per `NSError` class and domain is for: it is asked
    /// once per domain, and the errors after the first of a domain are decided by what it said.
    @Test func domainChecksOfNSErrorsAreAskedOncePerDomain() async {
        let asked = Locked<[String]>([])
        let remote = ErrorMatcher(
            description: "counted domain",
            typeCheck: ErrorCheck { error in
                asked.withLock { $0.append(error._domain) }
                return error._domain == "remote"
            },
            typeCheckReadsDomainOnly: true,
            valueCheck: nil
        )
        let handler = ErrorHandler().on(error: remote, then: .answer(.retry))
        for code in 1...5 {
            #expect(handler.decidingRule(for: NSError(domain: "remote", code: code)) == 0)
            #expect(handler.decidingRule(for: NSError(domain: "local", code: code)) == nil)
        }
        #expect(await handler.respond(to: NSError(domain: "remote", code: 6)) == .retry)
        #expect(asked.withLock { $0 } == ["remote", "local"])
        #expect(handler.typeMisses == 2)
        // The package's matchers of a domain say that their type check reads the domain alone, so the memory serves
        // them too.
        #expect(ErrorMatcher.domain("remote").typeCheckReadsDomainOnly)
        #expect(ErrorMatcher.code(1, domain: "remote").typeCheckReadsDomainOnly)
    }

    /// Value rules on enums, filed by case: which rule decides, whatever order the rules were added in.
    nonisolated static let enumValueCases: [(error: NamedError, rule: String?)] = [
        (NamedError("SwiftErrorHandler's enum, its case", NetworkError.logout), "logout"),
        (NamedError("SwiftErrorHandler's enum, a case without a rule", NetworkError.timeout), nil),
        (NamedError("Equatable payload, equal", ValidationError.tooLong(field: "a", limit: 1)), "tooLong a 1"),
        (NamedError("Equatable payload, same case, not equal", ValidationError.tooLong(field: "a", limit: 2)), nil),
        (NamedError("not Equatable, same case, any payload", HTTPFailure.status(500, body: "x")), "status"),
        (NamedError("custom == across cases, same case", LenientError.minor(9)), "minor"),
        (NamedError("custom == across cases, other case", LenientError.major), nil),
    ]

    @Test(
        "a value rule on an enum answers errors of its case only, by == where the enum is Equatable",
        arguments: enumValueCases)
    func enumValueRulesDecideByCase(error: NamedError, rule: String?) async {
        for order in [false, true] {
            let rules: [(String, ErrorMatcher)] = [
                ("logout", .type(NetworkError.logout)), ("noInternet", .type(NetworkError.noInternet)),
                ("tooLong a 1", .type(ValidationError.tooLong(field: "a", limit: 1))),
                ("status", .type(HTTPFailure.status(0, body: ""))), ("minor", .type(LenientError.minor(0))),
            ]
            let handler = ErrorHandler()
            for (_, matcher) in order ? rules.reversed() : rules {
                handler.on(error: matcher, then: .answer(.retry))
            }
            let decided = handler.decidingRule(for: error.error).map { (order ? rules.reversed() : rules)[$0].0 }
            #expect(decided == rule)
            #expect(rules.filter { $0.1.matches(error.error) }.map(\.0) == (rule.map { [$0] } ?? []))
        }
    }

    @Test("a hundred case rules: each error's case is worked out once, and meets only its own rules")
    func caseRulesAreRememberedPerCase() async {
        let handler = ErrorHandler()
        for limit in 0..<50 {
            handler.on(error: .type(ValidationError.tooLong(field: "f", limit: limit)), then: .answer(.retry))
        }
        handler.on(error: .type(NetworkError.logout), then: .answer(.abort))
        handler.on(error: .type(NetworkError.timeout), then: .answer(.cancel))
        for _ in 0..<10 {
            #expect(await handler.respond(to: NetworkError.logout) == .abort)
            #expect(await handler.respond(to: NetworkError.timeout) == .cancel)
            #expect(await handler.respond(to: ValidationError.tooLong(field: "f", limit: 3)) == .retry)
        }
        // One list per case seen: logout, timeout, tooLong.
        #expect(handler.typeMisses == 3)
    }

    @Test(
        "past the few types found by a scan, the remembered types are found by identifier, the first ones too, up to the 128 the memory keeps",
        arguments: [9, 10, 20, 128])
    func manyTypesAreEachWorkedOutOnce(typeCount: Int) async {
        var errors: [any Error] = []
        Level<Int>.nest(depth: typeCount - 1, into: &errors)
        let handler = ErrorHandler().on(error: .type(Level<Int>.self), then: .answer(.retry))
        for _ in 0..<2 {
            for error in errors {
                #expect(handler.decidingRule(for: error) == (error is Level<Int> ? 0 : nil))
            }
        }
        // Each type worked out on the first pass only.
        #expect(handler.typeMisses == errors.count)
    }

    /// More error types than the memory keeps lists for: it starts afresh, more than once, and every decision is
    /// still the one a scan of every rule makes, for types seen before the restart and after it.
    @Test func aFullMemoryStartsAfreshWithoutChangingADecision() async {
        var errors: [any Error] = [NetworkError.logout, NetworkError.timeout, ValidationError.missingField("a")]
        Level<Int>.nest(depth: 150, into: &errors)
        let matchers: [ErrorMatcher] = [
            .type((any LevelError).self), .type(Level<Int>.self), ErrorMatcher { ($0 as? any LevelError)?.depth == 7 },
            .type(NetworkError.logout), .type(ValidationError.missingField("a")), .domain("remote"),
        ]
        let handler = ErrorHandler()
        for matcher in matchers {
            handler.on(error: matcher, then: .answer(.retry))
        }
        for _ in 0..<2 {
            for error in errors {
                let expected = matchers.indices.last { matchers[$0].matches(error) }
                #expect(handler.decidingRule(for: error) == expected)
            }
        }
        // Each pass works out every type again: the memory could not keep them all.
        #expect(handler.typeMisses == 2 * errors.count)
    }

    /// The remembered candidates never change a decision: the handler picks the same rule as a plain scan of
    /// every rule, newest first, whatever the rules and the order errors arrive in.
    @Test func rememberedCandidatesDecideLikeAScanOfEveryRule() async {
        let errors: [any Error] = [
            NetworkError.logout, NetworkError.timeout, HTTPFailure.status(500, body: ""),
            HTTPFailure.redirectLoop(urls: []), ValidationError.missingField("a"), QuotaExceeded(limit: 1),
            QuotaExceeded(limit: 2), StorageError(), DiskFullError(), ServerBusy(), RemoteError(errorCode: 404),
            RemoteError(errorCode: 500), NSError(domain: NSURLErrorDomain, code: NSURLErrorTimedOut),
            NSError(domain: "remote", code: 404), RequestFailed(endpoint: "/", underlyingError: NetworkError.logout),
            NetworkError.logout as NSError, URLError(.timedOut), SDKError(domain: "remote", code: 404),
            SDKError(domain: NSURLErrorDomain, code: NSURLErrorTimedOut), CocoaError(.fileNoSuchFile),
            NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileNoSuchFile.rawValue), POSIXError(.ENOENT),
            NetworkError.noInternet, NetworkError.authenticate, ValidationError.missingField("b"),
            ValidationError.tooLong(field: "a", limit: 1), ValidationError.tooLong(field: "a", limit: 2),
            HTTPFailure.status(404, body: "not found"), LenientError.major, LenientError.minor(7),
            RequestFailed(endpoint: "/", underlyingError: NetworkError.noInternet),
        ]
        let matchers: [ErrorMatcher] = [
            .type(NetworkError.self), .type(NetworkError.timeout), .type(HTTPFailure.status(0, body: "")),
            .type(ValidationError.missingField("a")), .type(QuotaExceeded(limit: 2)), .type(QuotaExceeded.self),
            .type(StorageError.self), .type(DiskFullError.self), .type((any RetryableError).self), .code(404),
            .domain("remote"), .code(NSURLErrorTimedOut, domain: NSURLErrorDomain),
            .unwrapping(.type(NetworkError.self)),
            ErrorMatcher { ($0 as? QuotaExceeded)?.limit == 1 }, .type(URLError.self), .type(SDKError.self),
            .type(NSError.self), .type(CocoaError.self), .domain(NSCocoaErrorDomain), .code(4),
            .type(URLError(.timedOut)),
            // Value rules on enums: Equatable without payloads (SwiftErrorHandler's), Equatable with payloads, not
            // Equatable with payloads, and an Equatable enum whose own == ignores the case.
            .type(NetworkError.noInternet), .type(NetworkError.logout), .type(NetworkError.authenticate),
            .type(ValidationError.missingField("b")), .type(ValidationError.tooLong(field: "a", limit: 1)),
            .type(HTTPFailure.redirectLoop(urls: ["x"])), .type(HTTPFailure.status(404, body: "")),
            .type(LenientError.major), .type(LenientError.minor(0)), .unwrapping(.type(NetworkError.logout)),
        ]
        await propertyCheck(
            count: 300,
            input: Gen.int(in: 0...(matchers.count - 1)).array(of: 1...3).array(of: 0...12),
            Gen.int(in: 0...(errors.count - 1)).array(of: 1...30)
        ) { rules, arrivals in
            let handler = ErrorHandler()
            for rule in rules {
                handler.addRule(rule.map { matchers[$0] }, action: .answer(.retry))
            }
            for arrival in arrivals {
                let error = errors[arrival]
                let expected = rules.indices.last { rules[$0].contains { matchers[$0].matches(error) } }
                #expect(handler.decidingRule(for: error) == expected)
            }
        }
    }
}

/// An error that says how deeply its type is nested.
protocol LevelError: Error {
    var depth: Int { get }
}

/// A distinct error type per nesting: `Level<Int>`, `Level<Level<Int>>`, and so on.
struct Level<Inner>: LevelError {
    let depth: Int

    /// Adds an error of this type and of `depth` more nested types to `errors`.
    static func nest(depth: Int, into errors: inout [any Error]) {
        errors.append(Level(depth: errors.count))
        if depth > 0 {
            Level<Level<Inner>>.nest(depth: depth - 1, into: &errors)
        }
    }
}
