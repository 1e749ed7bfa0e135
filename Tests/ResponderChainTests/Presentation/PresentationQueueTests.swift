import PropertyBased
import ResponderChainTesting
import Testing

@testable import ResponderChain

@MainActor @Suite(.timeLimit(.minutes(2))) struct PresentationQueueTests {
    @Test func alertsAreShownOneAtATimeInOrder() async {
        let presenter = OverlapCheckingPresenter()
        let queue = PresentationQueue(presenter: presenter)
        let first = await queue.startCaller(Alerts.simple("First"))
        let second = await queue.startCaller(Alerts.simple("Second"))
        await presenter.manual.waitForPresentation(1)
        #expect(queue.current?.title == "First")
        #expect(queue.pending.map(\.title) == ["Second"])
        presenter.manual.choose("Retry")
        #expect(await first.value() == .chosen(AlertButton("Retry", evaluation: .retry)))
        await presenter.manual.waitForPresentation(2)
        presenter.manual.choose("Cancel")
        #expect(await second.value() == .chosen(AlertButton("Cancel", role: .cancel, evaluation: .cancel)))
        #expect(presenter.manual.presented.map(\.title) == ["First", "Second"])
        #expect(presenter.mostOnScreen == 1)
    }

    @Test func duplicatesJoinTheShowingOrPendingAlertAndShareItsOutcome() async {
        let presenter = ManualPresenter()
        let queue = PresentationQueue(presenter: presenter)
        #expect(queue.registrations == 0)
        let showing = await queue.startCaller(Alerts.simple("A"))
        await presenter.waitForPresentation()
        let joinedShowing = await queue.startCaller(Alerts.simple("A"))
        let pending = await queue.startCaller(Alerts.simple("B"))
        let joinedPending = await queue.startCaller(Alerts.simple("B"))
        #expect(queue.pending.map(\.title) == ["B"])
        // Every caller registers, those that joined included: the count that `startCaller` waits on.
        #expect(queue.registrations == 4)
        presenter.choose("Retry")
        #expect(await showing.value() == .chosen(AlertButton("Retry", evaluation: .retry)))
        #expect(await joinedShowing.value() == .chosen(AlertButton("Retry", evaluation: .retry)))
        await presenter.waitForPresentation(2)
        presenter.dismiss()
        #expect(await pending.value() == .dismissed)
        #expect(await joinedPending.value() == .dismissed)
        #expect(presenter.presented.map(\.title) == ["A", "B"])
    }

    @Test func replacingTheCurrentAlertResumesItsCallersAndShowsTheNewOneNext() async {
        let presenter = ManualPresenter()
        let queue = PresentationQueue(presenter: presenter)
        let old = await queue.startCaller(Alerts.simple("Old"))
        await presenter.waitForPresentation()
        let waiting = await queue.startCaller(Alerts.simple("Waiting"))
        let urgent = await queue.startCaller(Alerts.simple("Urgent"), policy: .replaceCurrent)
        #expect(await old.value() == .replaced)
        await presenter.waitForPresentation(2)
        #expect(presenter.withdrawn.map(\.title) == ["Old"])
        #expect(presenter.showing?.title == "Urgent")
        presenter.choose("Retry")
        #expect(await urgent.value() == .chosen(AlertButton("Retry", evaluation: .retry)))
        await presenter.waitForPresentation(3)
        presenter.choose("Cancel")
        #expect(await waiting.value() == .chosen(AlertButton("Cancel", role: .cancel, evaluation: .cancel)))
    }

    @Test func replacingWithAnAlertThatWasWaitingMovesItToTheFrontWithItsCallers() async {
        let presenter = ManualPresenter()
        let queue = PresentationQueue(presenter: presenter)
        let current = await queue.startCaller(Alerts.simple("Current"))
        await presenter.waitForPresentation()
        let other = await queue.startCaller(Alerts.simple("Other"))
        let early = await queue.startCaller(Alerts.simple("Urgent"))
        let late = await queue.startCaller(Alerts.simple("Urgent"), policy: .replaceCurrent)
        #expect(await current.value() == .replaced)
        await presenter.waitForPresentation(2)
        #expect(presenter.showing?.title == "Urgent")
        #expect(queue.pending.map(\.title) == ["Other"])
        presenter.choose("Retry")
        #expect(await early.value() == .chosen(AlertButton("Retry", evaluation: .retry)))
        #expect(await late.value() == .chosen(AlertButton("Retry", evaluation: .retry)))
        await presenter.waitForPresentation(3)
        presenter.dismiss()
        #expect(await other.value() == .dismissed)
    }

    @Test func replacingWithTheAlertOnScreenJoinsIt() async {
        let presenter = ManualPresenter()
        let queue = PresentationQueue(presenter: presenter)
        let first = await queue.startCaller(Alerts.simple("Same"))
        await presenter.waitForPresentation()
        let second = await queue.startCaller(Alerts.simple("Same"), policy: .replaceCurrent)
        presenter.choose("Cancel")
        #expect(await first.value() == .chosen(AlertButton("Cancel", role: .cancel, evaluation: .cancel)))
        #expect(await second.value() == .chosen(AlertButton("Cancel", role: .cancel, evaluation: .cancel)))
        #expect(presenter.presented.count == 1)
    }

    @Test func callerCancelledAfterTheUserChoseDoesNotDisturbTheNextAlert() async {
        let presenter = ManualPresenter()
        let queue = PresentationQueue(presenter: presenter)
        let chosen = await queue.startCaller(Alerts.simple("A"))
        await presenter.waitForPresentation()
        presenter.choose("Retry")
        chosen.cancel()
        _ = await chosen.value()
        let next = await queue.startCaller(Alerts.simple("B"))
        await presenter.waitForPresentation(2)
        #expect(presenter.showing?.title == "B")
        #expect(presenter.withdrawn.isEmpty)
        presenter.choose("Retry")
        #expect(await next.value() == .chosen(AlertButton("Retry", evaluation: .retry)))
    }

    @Test func twoQueuesSharingAPresenterEachGetTheirAnswer() async {
        let presenter = ManualPresenter()
        let first = PresentationQueue(presenter: presenter)
        let second = PresentationQueue(presenter: presenter)
        let a = await first.startCaller(Alerts.simple("A"))
        await presenter.waitForPresentation(1)
        let b = await second.startCaller(Alerts.simple("B"))
        await presenter.waitForPresentation(2)
        #expect(presenter.showing?.title == "B")
        presenter.choose("Retry")
        #expect(await b.value() == .chosen(AlertButton("Retry", evaluation: .retry)))
        await waitUntil { presenter.showing?.title == "A" }
        presenter.dismiss()
        #expect(await a.value() == .dismissed)
    }

    @Test(
        arguments: [
            (.chosen(AlertButton("Retry", evaluation: .retry)), "chosen Retry → retry"),
            (.chosen(AlertButton("Cancel", role: .cancel, evaluation: .cancel)), "chosen Cancel (cancel) → cancel"),
            (
                .chosen(AlertButton("Delete", role: .destructive, evaluation: .abort)),
                "chosen Delete (destructive) → abort"
            ),
            (.dismissed, "dismissed"),
            (.replaced, "replaced"),
            (.presenterUnavailable, "presenter unavailable"),
            (.cancelled, "cancelled"),
        ] as [(PresentationOutcome, String)])
    func everyOutcomeDescribesItself(outcome: PresentationOutcome, description: String) {
        #expect(outcome.description == description)
    }

    /// Buttons that differ in any field `==` compares hash apart as well (equal hashes by chance: one in 2^64).
    @Test(arguments: [
        AlertButton("Try again", evaluation: .retry),
        AlertButton("Retry", role: .cancel, evaluation: .retry),
        AlertButton("Retry", evaluation: .cancel),
        AlertButton("Retry", evaluation: .retry, identifier: "sync"),
    ])
    func everyComparedFieldOfAButtonTakesPartInItsHash(other: AlertButton) {
        let button = AlertButton("Retry", evaluation: .retry)
        #expect(other != button)
        #expect(other.hashValue != button.hashValue)
        #expect(AlertButton("Retry", evaluation: .retry) { _ in }.hashValue == button.hashValue)
    }

    @Test func bothInitializersShowThreeBannersAtOnceUnlessTold() {
        #expect(PresentationQueue().maximumBanners == 3)
        #expect(PresentationQueue(clock: ManualClock()).maximumBanners == 3)
        #expect(PresentationQueue(maximumBanners: 1).maximumBanners == 1)
    }

    @Test func withoutAPresenterEveryCallerIsResumedAtOnce() async {
        let queue = PresentationQueue()
        #expect(await queue.present(Alerts.simple("A")) == .presenterUnavailable)
    }

    @Test func presenterThatGoesAwayResumesTheCallersStillWaiting() async {
        var presenter: ManualPresenter? = ManualPresenter()
        let queue = PresentationQueue(presenter: presenter)
        let first = await queue.startCaller(Alerts.simple("First"))
        let second = await queue.startCaller(Alerts.simple("Second"))
        await presenter?.waitForPresentation()
        presenter?.choose("Retry")
        presenter = nil
        #expect(await first.value() == .chosen(AlertButton("Retry", evaluation: .retry)))
        #expect(await second.value() == .presenterUnavailable)
        #expect(queue.presenter == nil)
    }

    @Test func removingThePresenterWithdrawsTheShowingAlert() async {
        let presenter = ManualPresenter()
        let queue = PresentationQueue(presenter: presenter)
        let showing = await queue.startCaller(Alerts.simple("Showing"))
        let pending = await queue.startCaller(Alerts.simple("Pending"))
        await presenter.waitForPresentation()
        queue.presenter = nil
        #expect(await showing.value() == .presenterUnavailable)
        #expect(await pending.value() == .presenterUnavailable)
        await waitUntil { !presenter.withdrawn.isEmpty }
        #expect(presenter.withdrawn.map(\.title) == ["Showing"])
    }

    @Test func cancelledCallerIsResumedAtOnceAndAnAlertNobodyWaitsForIsWithdrawn() async {
        let presenter = ManualPresenter()
        let queue = PresentationQueue(presenter: presenter)
        let showing = await queue.startCaller(Alerts.simple("Showing"))
        let pending = await queue.startCaller(Alerts.simple("Pending"))
        let next = await queue.startCaller(Alerts.simple("Next"))
        await presenter.waitForPresentation()
        pending.cancel()
        #expect(await pending.value() == .cancelled)
        #expect(queue.pending.map(\.title) == ["Next"])
        showing.cancel()
        #expect(await showing.value() == .cancelled)
        await presenter.waitForPresentation(2)
        #expect(presenter.withdrawn.map(\.title) == ["Showing"])
        #expect(presenter.showing?.title == "Next")
        presenter.choose("Retry")
        #expect(await next.value() == .chosen(AlertButton("Retry", evaluation: .retry)))
    }

    @Test func cancelledCallerLeavesAJoinedAlertOnScreenForTheOthers() async {
        let presenter = ManualPresenter()
        let queue = PresentationQueue(presenter: presenter)
        let first = await queue.startCaller(Alerts.simple("Shared"))
        let second = await queue.startCaller(Alerts.simple("Shared"))
        await presenter.waitForPresentation()
        first.cancel()
        #expect(await first.value() == .cancelled)
        #expect(presenter.showing?.title == "Shared")
        presenter.choose("Retry")
        #expect(await second.value() == .chosen(AlertButton("Retry", evaluation: .retry)))
        #expect(presenter.withdrawn.isEmpty)
    }

    @Test func callerWhoseTaskIsAlreadyCancelledIsNeverQueued() async {
        let presenter = ManualPresenter()
        let queue = PresentationQueue(presenter: presenter)
        let outcome = await withTaskGroup(of: PresentationOutcome.self) { group in
            group.cancelAll()
            group.addTask { await queue.present(Alerts.simple("Never")) }
            return await group.next()!
        }
        #expect(outcome == .cancelled)
        #expect(queue.pending.isEmpty && queue.current == nil)
        #expect(presenter.presented.isEmpty)
    }

    @Test func aCallerCancelledBeforeItsTurnSpeaksForItsOwnPresentation() async {
        struct NeverShown: Error {}
        struct Shown: Error {}
        let records = Locked<[PresentationRecord]>([])
        let observation = PresentationRecord.observe { record in
            if record.error is NeverShown || record.error is Shown { records.withLock { $0.append(record) } }
        }
        defer { observation.cancel() }
        let queue = PresentationQueue(presenter: ManualPresenter())
        let outcome = await withTaskGroup(of: PresentationOutcome.self) { group in
            group.cancelAll()
            group.addTask { await queue.present(Alerts.simple("Never"), for: NeverShown()) }
            return await group.next()!
        }
        #expect(outcome == .cancelled)
        // One record, cancelled before it showed: the caller joined nobody's presentation.
        let recorded = records.withLock { $0 }
        #expect(recorded.map(\.outcome) == [.cancelled])
        #expect(recorded.map(\.wasShown) == [false])
        // A presentation that showed says so.
        let presenter = ManualPresenter()
        let shownQueue = PresentationQueue(presenter: presenter)
        let shown = Task { await shownQueue.present(Alerts.simple("Shown"), for: Shown()) }
        await presenter.waitForPresentation()
        presenter.choose("Retry")
        _ = await shown.value
        #expect(records.withLock { $0 }.map(\.wasShown) == [false, true])
    }

    /// (title, message) → whether a presentation record counts the alert as the package's generic text.
    nonisolated static let genericTexts: [(String, String?, Bool)] = [
        (ErrorTexts.text(.title), ErrorTexts.text(.message), true),
        (ErrorTexts.text(.title), "Your card was declined.", false),
        (ErrorTexts.text(.title), nil, false),
        (ErrorTexts.text(.alertableTitle), nil, true),
        (ErrorTexts.text(.alertableTitle), "Your card was declined.", false),
        ("Payment failed", nil, false),
        ("Payment failed", ErrorTexts.text(.message), false),
    ]

    @Test(
        "an alert reads as the generic text with the generic title and message, or the alertable title alone",
        arguments: genericTexts)
    func genericText(title: String, message: String?, isGeneric: Bool) {
        #expect(AlertModel(title: title, message: message, buttons: []).showsGenericText == isGeneric)
    }

    @Test func dismissAllEndsEveryAlert() async {
        let presenter = ManualPresenter()
        let queue = PresentationQueue(presenter: presenter)
        let showing = await queue.startCaller(Alerts.simple("A"))
        let pending = await queue.startCaller(Alerts.simple("B"))
        await presenter.waitForPresentation()
        queue.dismissAll()
        #expect(await showing.value() == .dismissed)
        #expect(await pending.value() == .dismissed)
    }

    @Test func buttonThatIsNotOnTheAlertCountsAsADismissal() async {
        let presenter = ForeignButtonPresenter()
        let queue = PresentationQueue(presenter: presenter)
        #expect(await queue.present(Alerts.simple("A")) == .dismissed)
    }

    @Test func sharedQueueIsOnePerPresenter() {
        let presenter = ManualPresenter()
        let other = ManualPresenter()
        #expect(PresentationQueue.shared(for: presenter) === PresentationQueue.shared(for: presenter))
        #expect(PresentationQueue.shared(for: presenter) !== PresentationQueue.shared(for: other))
        #expect(ErrorHandler(for: presenter).presentationQueue === PresentationQueue.shared(for: presenter))
        // A presenter's queue outlives the making of others' queues, which clears out those of presenters gone.
        let first = PresentationQueue.shared(for: presenter)
        for _ in 0..<3 {
            _ = PresentationQueue.shared(for: ManualPresenter())
        }
        #expect(PresentationQueue.shared(for: presenter) === first)
        #expect(PresentationQueue.shared(for: other) === PresentationQueue.shared(for: other))
    }

    /// Whatever callers arrive, with whatever policies, cancellations and answers, every caller is resumed
    /// exactly once and the presenter never shows two alerts at once.
    @Test func everyCallerIsResumedExactlyOnceWhateverHappens() async {
        await propertyCheck(
            count: 150,
            input: Gen.int(in: 0...5).array(of: 1...12),
            Gen.int(in: 0...3).array(of: 0...12)
        ) { arrivals, answers in
            let presenter = OverlapCheckingPresenter()
            let queue = PresentationQueue(presenter: presenter)
            var callers: [Task<PresentationOutcome, Never>] = []
            for arrival in arrivals {
                let alert = Alerts.simple("Alert \(arrival % 3)")
                callers.append(await queue.startCaller(alert, policy: arrival == 5 ? .replaceCurrent : .enqueue))
                if arrival == 4 {
                    callers[callers.count / 2].cancel()
                }
            }
            for (step, answer) in answers.enumerated() {
                await Task.yield()
                switch answer {
                case 0: presenter.chooseIfShowing("Retry")
                case 1: presenter.manual.dismiss()
                case 2: callers[step % callers.count].cancel()
                default: break
                }
            }
            queue.dismissAll()
            var outcomes: [PresentationOutcome] = []
            for caller in callers {
                if let outcome = await caller.value() { outcomes.append(outcome) }
            }
            #expect(outcomes.count == arrivals.count)
            #expect(presenter.mostOnScreen <= 1)
            #expect(queue.waiterCount == 0)
            // A caller only hears of a choice the user actually made on its alert.
            let choices = outcomes.filter { if case .chosen = $0 { true } else { false } }
            #expect(choices.allSatisfy { $0 == .chosen(AlertButton("Retry", evaluation: .retry)) })
        }
    }
}

/// A presenter that answers with a button the alert does not have.
@MainActor
final class ForeignButtonPresenter: ErrorPresenter {
    func present(_ alert: AlertModel) async -> AlertButton? {
        AlertButton("Elsewhere", evaluation: .abort)
    }
}
