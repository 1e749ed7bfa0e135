import Foundation
import ResponderChainTesting
import Testing

@testable import ResponderChain

/// Callers started on the main actor, their outcomes collected as they end, so that tests wait for them with a
/// bounded wait instead of awaiting a task a bug could leave pending.
@MainActor
final class Callers {
    private(set) var outcomes: [Int: PresentationOutcome] = [:]
    private(set) var started = 0

    @discardableResult
    func start(_ queue: PresentationQueue, _ alert: AlertModel, style: PresentationStyle) async -> Int {
        let index = started
        started += 1
        let before = queue.registrations
        Task { outcomes[index] = await queue.present(alert, style: style) }
        if style != .silent {
            await waitUntil { queue.registrations > before || self.outcomes[index] != nil }
        }
        return index
    }

    var allEnded: Bool { outcomes.count == started }

    /// Dismisses whatever the test left on `presenter` until every caller has ended, so that nothing the test started
    /// waits on after it.
    func dismissEverything(on presenter: ManualPresenter) async {
        for _ in 0..<1_000 where !allEnded {
            _ = presenter.dismiss()
            await Task.yield()
        }
    }
}

@MainActor
@Suite("Presentation styles: banners, inline errors and silence through one queue", .timeLimit(.minutes(2)))
struct PresentationStyleTests {
    private func banner(_ title: String) -> AlertModel {
        AlertModel(
            title: title,
            buttons: [
                AlertButton("Retry", evaluation: .retry),
                AlertButton("Close", role: .cancel, evaluation: .cancel),
            ]
        )
    }

    @Test func aBannerWithoutADurationStaysTheDocumentedFourSeconds() {
        #expect(PresentationStyle.banner() == .banner(duration: 4))
        #expect(PresentationStyle.Banner().duration == 4)
    }

    @Test func aBannerStaysForItsDurationOnTheQueuesClockThenEndsAsADismissal() async {
        let clock = ManualClock()
        let presenter = ManualPresenter(showing: [.banner])
        let queue = PresentationQueue(presenter: presenter, clock: clock)
        let callers = Callers()
        await callers.start(queue, banner("Offline"), style: .banner(duration: 4))
        await clock.waitForSleepers()
        #expect(queue.bannersOnScreen.map(\.title) == ["Offline"])
        #expect(presenter.presentedStyles == [.banner(duration: 4)])
        clock.advance(by: .milliseconds(3_999))
        await Task.yield()
        #expect(callers.outcomes.isEmpty)
        clock.advance(by: .milliseconds(1))
        await waitUntil { callers.allEnded }
        #expect(callers.outcomes[0] == .dismissed)
        #expect(queue.bannersOnScreen.isEmpty)
        #expect(presenter.onScreenNow.isEmpty)
        #expect(presenter.withdrawn.map(\.title) == ["Offline"])
    }

    @Test("a banner of infinite duration stays until its caller is cancelled, then is withdrawn")
    func aBannerUntilWithdrawn() async {
        let clock = ManualClock()
        let presenter = ManualPresenter(showing: [.banner])
        let queue = PresentationQueue(presenter: presenter, clock: clock)
        let caller = Task { await queue.present(banner("Offline"), style: .banner(duration: .infinity)) }
        await presenter.waitForPresentation(1)
        #expect(clock.sleeperCount == 0)
        clock.advance(by: .seconds(86_400))
        #expect(queue.bannersOnScreen.map(\.title) == ["Offline"])
        #expect(PresentationStyle.banner(duration: .infinity).description == "banner(until withdrawn, stack)")
        caller.cancel()
        #expect(await caller.value == .cancelled)
        await waitUntil { presenter.withdrawn.count == 1 }
        #expect(queue.bannersOnScreen.isEmpty)
    }

    @Test func bannersDoNotBlockAlertsAndStackUpToTheQueuesMaximum() async {
        let clock = ManualClock()
        let presenter = ManualPresenter(showing: [.banner])
        let queue = PresentationQueue(presenter: presenter, maximumBanners: 3, clock: clock)
        let callers = Callers()
        await callers.start(queue, Alerts.simple("Modal"), style: .alert)
        for index in 1...4 {
            await callers.start(queue, banner("Banner \(index)"), style: .banner(duration: 4))
        }
        await presenter.waitForPresentation(4)
        #expect(presenter.onScreenNow.map(\.alert.title) == ["Modal", "Banner 1", "Banner 2", "Banner 3"])
        #expect(queue.pendingBanners.map(\.title) == ["Banner 4"])
        // The user closes one banner: the waiting one takes its place, and the alert is still up.
        presenter.choose("Close", on: "Banner 2")
        await waitUntil { queue.bannersOnScreen.map(\.title) == ["Banner 1", "Banner 3", "Banner 4"] }
        await waitUntil { callers.outcomes[2] != nil }
        #expect(callers.outcomes[2] == .chosen(AlertButton("Close", role: .cancel, evaluation: .cancel)))
        #expect(queue.current?.title == "Modal")
        await callers.dismissEverything(on: presenter)
        #expect(callers.allEnded)
    }

    @Test func aReplacingBannerTakesThePlaceOfTheOldestWhenTheQueueIsFull() async {
        let clock = ManualClock()
        let presenter = ManualPresenter(showing: [.banner])
        let queue = PresentationQueue(presenter: presenter, maximumBanners: 2, clock: clock)
        let callers = Callers()
        await callers.start(queue, banner("Oldest"), style: .banner(duration: 4))
        await callers.start(queue, banner("Newer"), style: .banner(duration: 4))
        await presenter.waitForPresentation(2)
        await callers.start(queue, banner("Latest"), style: .banner(duration: 4, stacking: .replace))
        await waitUntil { queue.bannersOnScreen.map(\.title) == ["Newer", "Latest"] }
        await waitUntil { callers.outcomes[0] != nil }
        #expect(callers.outcomes[0] == .replaced)
        #expect(presenter.withdrawn.map(\.title) == ["Oldest"])
        await callers.dismissEverything(on: presenter)
        #expect(callers.allEnded)
    }

    @Test func aReplacingBannerWithRoomOnScreenReplacesNothing() async {
        let presenter = ManualPresenter(showing: [.banner])
        let queue = PresentationQueue(presenter: presenter, maximumBanners: 2, clock: ManualClock())
        let callers = Callers()
        await callers.start(queue, banner("First"), style: .banner(duration: 4))
        await presenter.waitForPresentation()
        await callers.start(queue, banner("Second"), style: .banner(duration: 4, stacking: .replace))
        await presenter.waitForPresentation(2)
        #expect(queue.bannersOnScreen.map(\.title) == ["First", "Second"])
        #expect(callers.outcomes.isEmpty)
        await callers.dismissEverything(on: presenter)
        #expect(callers.allEnded)
    }

    @Test func identicalBannersJoinOnePresentationAndShareItsOutcome() async {
        let presenter = ManualPresenter(showing: [.banner])
        let queue = PresentationQueue(presenter: presenter, clock: ManualClock())
        let callers = Callers()
        for _ in 0..<5 {
            await callers.start(queue, banner("Offline"), style: .banner(duration: 4))
        }
        await presenter.waitForPresentation()
        #expect(presenter.presented.count == 1)
        presenter.choose("Retry", on: "Offline")
        await waitUntil { callers.allEnded }
        #expect(Set(callers.outcomes.values) == [.chosen(AlertButton("Retry", evaluation: .retry))])
    }

    @Test func aCancelledBannerCallerIsResumedAndABannerNobodyWaitsForIsWithdrawn() async {
        let presenter = ManualPresenter(showing: [.banner])
        let queue = PresentationQueue(presenter: presenter, clock: ManualClock())
        let caller = Task { await queue.present(banner("Syncing"), style: .banner(duration: 4)) }
        await presenter.waitForPresentation()
        caller.cancel()
        #expect(await caller.value() == .cancelled)
        await waitUntil { presenter.withdrawn.map(\.title) == ["Syncing"] }
        #expect(queue.bannersOnScreen.isEmpty)
    }

    @Test func inlineErrorsShowOneAtATimeBesideTheAlerts() async {
        let presenter = ManualPresenter(showing: [.inline])
        let queue = PresentationQueue(presenter: presenter)
        let callers = Callers()
        await callers.start(queue, Alerts.simple("Modal"), style: .alert)
        await callers.start(queue, Alerts.simple("Inline 1"), style: .inline)
        await callers.start(queue, Alerts.simple("Inline 2"), style: .inline)
        await presenter.waitForPresentation(2)
        #expect(presenter.onScreenNow.map(\.alert.title) == ["Modal", "Inline 1"])
        #expect(queue.currentInline?.title == "Inline 1")
        presenter.choose("Retry", on: "Inline 1")
        await waitUntil { queue.currentInline?.title == "Inline 2" && callers.outcomes[1] != nil }
        #expect(callers.outcomes[1] == .chosen(AlertButton("Retry", evaluation: .retry)))
        await callers.dismissEverything(on: presenter)
        #expect(callers.allEnded)
    }

    @Test(
        "a style the presenter cannot show is shown as an alert, with a diagnostic where it was asked for",
        arguments: [(PresentationStyle.banner(duration: 3), "banner"), (.inline, "inline")]
    )
    func unsupportedStyleFallsBackToAnAlert(style: PresentationStyle, name: String) async {
        let presenter = ManualPresenter()
        let queue = PresentationQueue(presenter: presenter)
        let (outcome, diagnostics) = await SafetyCapture.run {
            let caller = Task { await queue.present(Alerts.simple("Fallback"), style: style) }
            await presenter.waitForPresentation()
            #expect(presenter.presentedStyles == [.alert])
            #expect(queue.current?.title == "Fallback")
            presenter.choose("Cancel")
            return await caller.value()
        }
        #expect(outcome == .chosen(AlertButton("Cancel", role: .cancel, evaluation: .cancel)))
        #expect(diagnostics.map(\.kind) == [.unsupportedPresentationStyle])
        #expect(diagnostics.first?.declaredTypes == [name])
        #expect(diagnostics.first?.typeName == "ManualPresenter")
        #expect(diagnostics.first?.fileID == "ResponderChainTests/PresentationStyleTests.swift")
    }

    @Test func eachKindOfStyleIsNamedAsItIsWritten() {
        #expect(PresentationStyle.Kind.allCases.map(\.description) == ["alert", "banner", "inline", "silent"])
        #expect([PresentationStyle.alert, .banner(), .inline, .silent].map(\.kind) == PresentationStyle.Kind.allCases)
    }

    @Test func silentShowsNothingAndEndsAtOnceAsADismissal() async {
        let presenter = ManualPresenter(showing: [.banner, .inline])
        let queue = PresentationQueue(presenter: presenter)
        #expect(await queue.present(Alerts.simple("Nothing"), style: .silent) == .dismissed)
        #expect(presenter.presented.isEmpty)
    }

    @Test(
        "a silent presentation shows nothing and answers at once: a dismissal, or cancelled to a task already cancelled",
        arguments: [(false, PresentationOutcome.dismissed), (true, .cancelled)])
    func silentAskedByACancelledTask(isCancelled: Bool, expected: PresentationOutcome) async {
        let presenter = ManualPresenter()
        let queue = PresentationQueue(presenter: presenter)
        let asking = Task { await queue.present(Alerts.simple("Nothing"), style: .silent) }
        if isCancelled {
            // Before it runs: the test holds the main actor the task waits for.
            asking.cancel()
        }
        #expect(await asking.value() == expected)
        #expect(presenter.presented.isEmpty)
        #expect(queue.waiterCount == 0)
    }

    @Test(
        "100 errors at once under each style leave no caller waiting and nothing on screen once it has all run out",
        arguments: [PresentationStyle.alert, .banner(duration: 2), .banner(duration: 2, stacking: .replace), .inline]
    )
    func hundredAtOnce(style: PresentationStyle) async {
        // A hundred callers take seconds on a busy machine: deadlines to match.
        let clock = ManualClock(deadline: 60)
        let presenter = ManualPresenter(showing: [.banner, .inline], deadline: 60)
        let queue = PresentationQueue(presenter: presenter, maximumBanners: 3, clock: clock)
        let callers = Callers()
        for index in 0..<100 {
            await callers.start(queue, banner("Error \(index % 40)"), style: style)
        }
        // Banners run out on the clock; alerts and inline errors are answered by the user, one at a time.
        for _ in 0..<200 {
            if style.kind == .banner {
                await waitUntil { clock.sleeperCount > 0 || callers.allEnded }
                if callers.allEnded { break }
                clock.advance(by: .seconds(2))
            } else {
                await waitUntil { presenter.showing != nil || callers.allEnded }
                if callers.allEnded { break }
                presenter.choose("Close")
            }
        }
        await waitUntil { callers.allEnded }
        #expect(callers.outcomes.count == 100)
        #expect(presenter.onScreenNow.isEmpty)
        #expect(queue.bannersOnScreen.isEmpty && queue.current == nil && queue.currentInline == nil)
        #expect(queue.waiterCount == 0)
        // 40 distinct presentations: duplicates joined one pending or on screen.
        #expect(presenter.presented.count <= 100)
    }

    @Test func theQueueAsksForAtLeastOneBanner() async {
        await #expect(processExitsWith: .failure) {
            _ = await MainActor.run { PresentationQueue(maximumBanners: 0) }
        }
    }

    @Test(arguments: ["0", "-1", "-inf", "nan"])
    func aBannerDurationMustBeMoreThanZero(duration: String) async {
        // The duration crosses into the exit test's process as text: JSON has no infinity and no NaN.
        await #expect(processExitsWith: .failure) { [duration] in
            _ = PresentationStyle.banner(duration: TimeInterval(duration) ?? 1)
        }
    }
}

/// A network failure the app can retry: a banner with Retry is enough.
struct FlakyNetwork: Error, CategorizedError {
    var category: ErrorCategory { .recoverable(recoveryOption: .retry) }
}

@MainActor
@Suite("A category or a rule picks the style", .timeLimit(.minutes(2)))
struct StylePickedByCategoryOrRuleTests {
    /// The example: a recoverable network error as a banner with Retry, a non-recoverable one as an alert,
    /// a sign-out as nothing at all.
    private func categories(_ queue: PresentationQueue, recovered: Log) -> CategoryResponder {
        CategoryResponder(
            presentingOn: queue,
            recoveryHandler: { option, _ in recovered.append(option.id) },
            signOutHandler: {},
            presentationStyle: { error, category in
                if category.kind == .recoverable, error is FlakyNetwork { return .banner(duration: 5) }
                return .alert
            }
        )
    }

    @Test func aRecoverableErrorShowsAsABannerWhoseRetryRecovers() async {
        let presenter = ManualPresenter(showing: [.banner])
        let queue = PresentationQueue(presenter: presenter, clock: ManualClock())
        let recovered = Log()
        let categories = categories(queue, recovered: recovered)
        let answer = Task { await categories.respond(to: FlakyNetwork()) }
        await presenter.waitForPresentation()
        #expect(presenter.presentedStyles == [.banner(duration: 5)])
        #expect(presenter.showing?.buttons.map(\.title) == ["Retry", "Cancel"])
        presenter.choose("Retry", on: presenter.showing?.title ?? "")
        #expect(await answer.value() == .retry)
        #expect(recovered.entries == [RecoveryOption.retry.id])
    }

    @Test func aBannerThatRunsOutAnswersCancelAndRecoversNothing() async {
        let clock = ManualClock()
        let presenter = ManualPresenter(showing: [.banner])
        let queue = PresentationQueue(presenter: presenter, clock: clock)
        let recovered = Log()
        let categories = categories(queue, recovered: recovered)
        let answer = Task { await categories.respond(to: FlakyNetwork()) }
        await clock.waitForSleepers()
        clock.advance(by: .seconds(5))
        #expect(await answer.value() == .cancel)
        #expect(recovered.entries.isEmpty)
    }

    @Test func aNonRecoverableErrorStaysAnAlertAndASignOutShowsNothing() async {
        let presenter = ManualPresenter(showing: [.banner])
        let queue = PresentationQueue(presenter: presenter, clock: ManualClock())
        let categories = categories(queue, recovered: Log())
        let answer = Task { await categories.respond(to: APIError.status(404)) }
        await presenter.waitForPresentation()
        #expect(presenter.presentedStyles == [.alert])
        presenter.choose("OK")
        #expect(await answer.value() == .cancel)
        #expect(await categories.respond(to: APIError.status(401)) == .abort)
        #expect(presenter.presented.count == 1)
    }

    @Test func aSilentCategoryAnswersAsItsAlertsDismissalWouldWithoutShowingIt() async {
        let presenter = ManualPresenter()
        let categories = CategoryResponder(
            presentingOn: PresentationQueue(presenter: presenter),
            presentationStyle: { _, _ in .silent }
        )
        #expect(await categories.respond(to: APIError.status(404)) == .cancel)
        #expect(await categories.respond(to: FlakyNetwork()) == .cancel)
        #expect(presenter.presented.isEmpty)
    }

    @Test func aRulePresentsItsAlertAsABanner() async {
        let presenter = ManualPresenter(showing: [.banner])
        let handler = ErrorHandler(presentingOn: PresentationQueue(presenter: presenter, clock: ManualClock()))
            .on(
                error: .type(FlakyNetwork.self),
                then: .present(
                    alert: ConfirmableAlert(title: "You're offline", confirmTitle: "Retry", confirmEvaluation: .retry),
                    style: .banner(duration: 5)
                )
            )
        let answer = Task { await handler.dispatch(FlakyNetwork()) }
        await presenter.waitForPresentation()
        #expect(presenter.presentedStyles == [.banner(duration: 5)])
        presenter.choose("Retry", on: "You're offline")
        #expect(await answer.value() == .retry)
        #expect(
            ErrorAction.present(alert: AlertModel(title: "x", buttons: []), style: .banner(duration: 5)).description
                == "present(AlertModel, banner(5.0s, stack))"
        )
    }
}
