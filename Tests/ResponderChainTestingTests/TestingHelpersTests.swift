import Dispatch
import ResponderChainTesting
import Testing

@testable import ResponderChain

private struct Failure: Error {}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct RecordingResponderTests {
    @Test func answersFromTheScriptThenFromTheFallbackAndRecordsEverything() async {
        let parent = RecordingResponder("Parent", otherwise: { _ in .abort })
        let responder = RecordingResponder("R", parent: parent, answers: [.retry, nil], otherwise: { _ in .proceed })
        let answers = [
            await responder.respond(to: Failure()),
            await responder.respond(to: Failure()),
            await responder.respond(to: Failure()),
        ]
        #expect(answers == [.retry, .abort, .proceed])
        #expect(responder.answers == [.retry, nil, .proceed])
        #expect(responder.received.count == 3)
        #expect(parent.received.count == 1)
    }

    @Test func connectionClosureRecordsLikeRespond() async {
        let responder = RecordingResponder("R", answers: [nil, .cancel])
        let top = RecordingResponder("Top", otherwise: { _ in .proceed })
        let chain = ErrorResponderChain(parentResponder: top)
        _ = chain.connect(responder.connection)
        #expect(await chain.respond(to: Failure()) == .proceed)
        #expect(await chain.respond(to: Failure()) == .cancel)
        #expect(responder.answers == [nil, .cancel])
    }
}

@Suite(.timeLimit(.minutes(2))) struct UnhandledCaptureTests {
    @Test func capturesReportsInOrderAndReturnsTheResult() {
        let (value, unhandled) = UnhandledCapture.run { () -> Int in
            UnhandledTerminal.report(Failure(), reason: .endOfChain, lastResponder: "A")
            UnhandledTerminal.report(Failure(), reason: .responderReleased)
            return 7
        }
        #expect(value == 7)
        #expect(unhandled.map(\.reason) == [.endOfChain, .responderReleased])
        #expect(unhandled.map(\.lastResponder) == ["A", nil])
    }
}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct ManualPresenterAnswerTests {
    private let offline = AlertModel(title: "Offline", buttons: [AlertButton("Retry", evaluation: .retry)])

    @Test func dismissEndsTheAlertOnScreenWithoutAChoiceAndSaysWhetherThereWasOne() async {
        let presenter = ManualPresenter()
        #expect(!presenter.dismiss(), "nothing on screen yet")
        let answer = Task { await presenter.present(offline) }
        await presenter.waitForPresentation()
        #expect(presenter.dismiss())
        #expect(await answer.value == nil)
        #expect(presenter.showing == nil)
        #expect(!presenter.dismiss(), "the alert is gone")
    }

    /// A presentation whose task was cancelled before it began waiting (the queue withdrew it) has ended by the time
    /// the test looks: never on screen for a moment, ended by another thread, while the test picks a button on it.
    @Test func aPresentationWithdrawnBeforeItsWaitIsNeverSeenOnScreen() async {
        for _ in 0..<200 {
            let presenter = ManualPresenter()
            let withdrawn = Task { await presenter.present(offline) }
            withdrawn.cancel()
            await presenter.waitForPresentation()
            #expect(presenter.showing == nil)
            #expect(presenter.presented.map(\.title) == ["Offline"])
            #expect(await withdrawn.value == nil)
            #expect(presenter.withdrawn.map(\.title) == ["Offline"])
        }
    }

    @Test func dismissByTitleEndsThatPresentationOnly() async {
        let presenter = ManualPresenter(showing: [.banner])
        let synced = AlertModel(title: "Synced", buttons: [])
        let offline = Task { await presenter.present(self.offline, as: .banner()) }
        let other = Task { await presenter.present(synced, as: .banner()) }
        await presenter.waitForPresentation(2)
        presenter.dismiss("Offline")
        #expect(await offline.value == nil)
        #expect(presenter.onScreenNow.map(\.alert.title) == ["Synced"])
        presenter.dismiss("Synced")
        _ = await other.value
    }

    @Test("choose(buttonAt:) picks by position among buttons that share a title")
    func chooseByPosition() async {
        let presenter = ManualPresenter()
        let twins = AlertModel(
            title: "Sync", buttons: [AlertButton("Go", evaluation: .retry), AlertButton("Go", evaluation: .abort)])
        let answer = Task { await presenter.present(twins) }
        await presenter.waitForPresentation()
        presenter.choose(buttonAt: 1)
        #expect(await answer.value?.evaluation == .abort)
    }

    /// A call that names what is not there, and what its failure says after `ManualPresenter: `.
    struct Refusal: Sendable, CustomTestStringConvertible {
        /// The line of the table that makes the call: where the failure must point.
        let line: Int
        let call: @MainActor @Sendable (ManualPresenter) -> Void
        let message: String
        var testDescription: String { message }
    }

    /// Every answer that cannot be given, with the alert "Sync" (buttons "Go" and "Stop") and the banner "Saved" on
    /// screen, or nothing.
    nonisolated static let refusals: [(showing: Bool, Refusal)] = [
        (
            true,
            Refusal(
                line: #line, call: { $0.choose("Retry") },
                message: """
                    choose("Retry"): the alert "Sync" on screen has no button titled "Retry", so nothing was chosen; \
                    its buttons are 0: "Go", 1: "Stop".
                    """)
        ),
        (
            true,
            Refusal(
                line: #line, call: { $0.choose(buttonAt: 2) },
                message: """
                    choose(buttonAt: 2): the alert "Sync" on screen has no button at 2, so nothing was chosen; its \
                    buttons are 0: "Go", 1: "Stop".
                    """)
        ),
        (
            true,
            Refusal(
                line: #line, call: { $0.choose(buttonAt: -1) },
                message: """
                    choose(buttonAt: -1): the alert "Sync" on screen has no button at -1, so nothing was chosen; its \
                    buttons are 0: "Go", 1: "Stop".
                    """)
        ),
        (
            true,
            Refusal(
                line: #line, call: { $0.choose("Undo", on: "Saved") },
                message: """
                    choose("Undo", on: "Saved"): the banner "Saved" on screen has no button titled "Undo", so nothing \
                    was chosen; it has no buttons.
                    """)
        ),
        (
            true,
            Refusal(
                line: #line, call: { $0.choose("Go", on: "Offline") },
                message: """
                    choose("Go", on: "Offline") found nothing titled "Offline" on screen (on screen: the banner \
                    "Saved", the alert "Sync"), so nothing was answered.
                    """)
        ),
        (
            true,
            Refusal(
                line: #line, call: { $0.dismiss("Offline") },
                message: """
                    dismiss("Offline") found nothing titled "Offline" on screen (on screen: the banner "Saved", the \
                    alert "Sync"), so nothing was answered.
                    """)
        ),
        (
            false,
            Refusal(
                line: #line, call: { $0.choose("Go") },
                message: """
                    choose("Go") found nothing on screen (nothing has been presented yet), so nothing was chosen. \
                    Wait for the presentation first: await presenter.waitForPresentation().
                    """)
        ),
        (
            false,
            Refusal(
                line: #line, call: { $0.choose(buttonAt: 0) },
                message: """
                    choose(buttonAt: 0) found nothing on screen (nothing has been presented yet), so nothing was \
                    chosen. Wait for the presentation first: await presenter.waitForPresentation().
                    """)
        ),
        (
            false,
            Refusal(
                line: #line, call: { $0.dismiss("Sync") },
                message: """
                    dismiss("Sync") found nothing titled "Sync" on screen (nothing is on screen), so nothing was \
                    answered.
                    """)
        ),
    ]

    @Test(
        "an answer naming a button or presentation that is not there fails the test at its own line at once, naming what is",
        arguments: refusals)
    func answersThatCannotBeGivenFailAtTheirLine(showing: Bool, refusal: Refusal) async throws {
        let presenter = ManualPresenter(showing: [.banner])
        let sync = AlertModel(
            title: "Sync", buttons: [AlertButton("Go", evaluation: .retry), AlertButton("Stop", evaluation: .abort)])
        var alert: Task<AlertButton?, Never>?
        var banner: Task<AlertButton?, Never>?
        if showing {
            // The banner first: the alert on screen, which choose(_:) answers, is the one presented last.
            banner = Task { await presenter.present(AlertModel(title: "Saved", buttons: []), as: .banner()) }
            await presenter.waitForPresentation(1)
            alert = Task { await presenter.present(sync) }
            await presenter.waitForPresentation(2)
        }
        let failures = await recordedFailures { refusal.call(presenter) }
        let failure = try #require(failures.only)
        #expect(failure.message == "ManualPresenter: " + refusal.message)
        #expect(failure.location?.hasPrefix(here(refusal.line)) == true, "\(failure.location ?? "nowhere")")
        if let alert, let banner {
            // Nothing was answered: both are still on screen, and end with the test's own answers.
            #expect(presenter.onScreenNow.map(\.alert.title) == ["Saved", "Sync"])
            presenter.choose("Stop")
            presenter.dismiss("Saved")
            #expect(await alert.value?.title == "Stop")
            #expect(await banner.value == nil)
        }
    }
}

/// The bounds on the helpers' waits: 50 s of real time unless the test gives its own, seen without waiting for them.
@MainActor
@Suite(.timeLimit(.minutes(2))) struct WaitBoundTests {
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test func everyHelperWaitsFiftySecondsOfRealTimeUnlessGivenAnotherBound() async {
        #expect(ManualPresenter().deadline == 50)
        #expect(ManualPresenter(showing: [.banner]).deadline == 50)
        #expect(ManualGate().deadline == 50)
        #expect(ManualClock().deadline == 50)
        let presenter = ManualPresenter(deadline: 7)
        let gate = ManualGate(deadline: 8)
        let clock = ManualClock(deadline: 9)
        let bounds = await WaitTimeoutRecording.record {
            // The presentation comes once the wait has begun: the wait's bound, then the presentation's.
            let shown = Task { await presenter.present(AlertModel(title: "Offline", buttons: [])) }
            await presenter.waitForPresentation()
            presenter.dismiss()
            _ = await shown.value
            let through = Task { await gate.wait() }
            await waitUntil { gate.waiterCount == 1 }
            gate.open()
            await through.value
            let waiting = Task { await clock.waitForSleepers() }
            await waitUntil { clock.sleeperWaitCount == 1 }
            let sleeping = Task { try? await clock.sleep(for: .seconds(1)) }
            await waiting.value
            clock.advance(by: .seconds(1))
            await sleeping.value
        }
        #expect(bounds.sorted() == [7, 8, 9, 50, 50])
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test(
        "a duration in a message, as Swift code and as a person writes it",
        arguments: [
            (Duration.seconds(2), ".seconds(2)", "2 s"),
            (.milliseconds(1500), ".milliseconds(1500)", "1.5 s"),
            (.microseconds(1500), ".seconds(0.0015)", "0.0015 s"),
        ])
    func durationsInMessages(duration: Duration, code: String, text: String) {
        #expect(durationCode(duration) == code)
        #expect(durationText(duration) == text)
    }
}

/// A task executor that runs the jobs it is given one at a time, in the order it was given them.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
final class OneJobAtATime: TaskExecutor {
    private let queue = DispatchQueue(label: "ManualClockTests.OneJobAtATime")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}

@Suite(.timeLimit(.minutes(2))) struct ManualClockTests {
    @Test func sleepersWakeInDeadlineOrderOnlyWhenTheClockReachesThem() async throws {
        let clock = ManualClock()
        let order = Locked<[Int]>([])
        async let late: Void = {
            try await clock.sleep(for: .seconds(2))
            order.withLock { $0.append(2) }
        }()
        async let early: Void = {
            try await clock.sleep(for: .seconds(1))
            order.withLock { $0.append(1) }
        }()
        await clock.waitForSleepers(2)
        clock.advance(by: .milliseconds(500))
        #expect(clock.sleeperCount == 2)
        clock.advance(by: .seconds(2))
        _ = try await (late, early)
        #expect(order.withLock { $0 }.sorted() == [1, 2])
        #expect(clock.now.offset == .milliseconds(2500))
        #expect(clock.sleeps.sorted() == [.seconds(1), .seconds(2)])
    }

    /// Sleepers slept in an order that is not their deadlines', on an executor that runs one job at a time in the
    /// order it gets them: the order they go on in is the order the clock resumed them.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
    @Test func sleepersGoOnInDeadlineOrderNotInTheOrderTheySlept() async throws {
        let clock = ManualClock()
        let jobs = OneJobAtATime()
        let woken = Locked<[Int]>([])
        var sleepers: [Task<Void, any Error>] = []
        for seconds in [4, 2, 3, 1] {
            sleepers.append(
                Task(executorPreference: jobs) {
                    try await clock.sleep(for: .seconds(seconds))
                    woken.withLock { $0.append(seconds) }
                })
            await clock.waitForSleepers(sleepers.count)
        }
        clock.advance(by: .seconds(2))
        try await sleepers[1].value
        try await sleepers[3].value
        #expect(woken.withLock { $0 } == [1, 2])
        clock.advance(by: .seconds(2))
        for sleeper in sleepers {
            try await sleeper.value
        }
        #expect(woken.withLock { $0 } == [1, 2, 3, 4])
    }

    @Test func sleepingUntilThePastReturnsAtOnce() async throws {
        let clock = ManualClock()
        clock.advance(by: .seconds(5))
        try await clock.sleep(until: .init(offset: .seconds(1)))
        #expect(clock.sleeperCount == 0)
    }

    @Test func cancellingASleeperThrowsCancellationError() async {
        let clock = ManualClock()
        let task = Task { try await clock.sleep(for: .seconds(1)) }
        await clock.waitForSleepers(1)
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(clock.sleeperCount == 0)
    }
}

@Suite(.timeLimit(.minutes(2))) struct RouteSummaryTests {
    @Test func defaultResolutionFollowsWhetherSomeoneAnswered() {
        #expect(RouteSummary(asked: ["A"], answeredBy: "A", evaluation: .proceed).resolution == .answered)
        #expect(RouteSummary(asked: ["A"], answeredBy: nil, evaluation: .cancel).resolution == .unhandled(.endOfChain))
    }

    @Test("its description names who was asked, how it ended, who answered and with what")
    func description() {
        #expect(
            RouteSummary(asked: ["Page", "Tab"], answeredBy: "Tab", evaluation: .proceed).description
                == "[Page → Tab] answered by Tab: proceed")
        #expect(
            RouteSummary(asked: ["Page"], answeredBy: nil, evaluation: nil, resolution: .cancelled).description
                == "[Page] cancelled by nobody: none")
    }
}
