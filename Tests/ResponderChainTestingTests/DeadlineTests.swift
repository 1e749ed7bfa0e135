import ResponderChainTesting
import Testing

@testable import ResponderChain

/// The failures ResponderChain records while `body` runs, kept instead of failing the running test: what a user's
/// test would show, and where.
func recordedFailures(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async -> Void
) async -> [TestingLibraries.RecordedFailure] {
    await TestingLibraries.recordingFailures(body).failures
}

/// Where a failure recorded at `line` of this file says it is.
func here(_ line: Int, _ file: String = #fileID) -> String {
    "\(file):\(line):"
}

/// What the testing helpers do with what a test leaves waiting: each fails the test by itself, at the line of the
/// test that made the helper, with a message that says what to call, and lets the code under test finish. Short
/// deadlines, so that the tests take a moment.
@MainActor
@Suite("Nothing the testing product holds waits forever", .timeLimit(.minutes(2)))
struct DeadlineTests {
    @Test("an alert the test never answers fails it where the presenter was made, names the calls that answer it")
    func unansweredAlert() async throws {
        let (presenter, line) = (ManualPresenter(deadline: 0.2), #line)
        let alert = AlertModel(
            title: "Something went wrong", message: nil, buttons: [AlertButton("OK", evaluation: .proceed)])
        let failures = await recordedFailures {
            // The code under test waits for the alert; the test forgets to answer it.
            #expect(await presenter.present(alert) == nil)
        }
        let failure = try #require(failures.only)
        #expect(failure.location?.hasPrefix(here(line)) == true)
        #expect(
            failure.message == """
                ManualPresenter: the alert "Something went wrong" was never answered within 0.2 s, and the code that \
                presented it was still waiting for its answer. Call presenter.choose("OK") or presenter.dismiss() in \
                the test. It is dismissed now.
                """)
        #expect(presenter.showing == nil)
    }

    @Test("an alert answered in time fails nothing")
    func answeredAlert() async {
        let presenter = ManualPresenter(deadline: 0.2)
        let alert = AlertModel(title: "Saved", message: nil, buttons: [AlertButton("OK", evaluation: .proceed)])
        let failures = await recordedFailures {
            let answer = Task { await presenter.present(alert) }
            await presenter.waitForPresentation()
            presenter.choose("OK")
            #expect(await answer.value?.title == "OK")
            // Longer than the deadline: a failure that was coming would have been recorded by now.
            try? await Task.sleep(nanoseconds: 400_000_000)
        }
        #expect(failures.isEmpty)
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test("a sleep the test never ends fails it where the clock was made, says how far to advance, and ends")
    func unadvancedClock() async throws {
        let (clock, line) = (ManualClock(deadline: 0.2), #line)
        clock.advance(by: .seconds(1))
        let failures = await recordedFailures {
            await #expect(throws: CancellationError.self) {
                try await clock.sleep(for: .milliseconds(2500))
            }
        }
        let failure = try #require(failures.only)
        #expect(failure.location?.hasPrefix(here(line)) == true)
        #expect(failure.message.contains("sleeping until 3.5 s on the clock, which stands at 1 s"))
        #expect(failure.message.contains("Call clock.advance(by: .milliseconds(2500)) in the test"))
        #expect(clock.sleeperCount == 0)
    }

    @Test("a task the test leaves at a gate fails it where the gate was made, says to open it, and is let through")
    func unopenedGate() async throws {
        let (gate, line) = (ManualGate(deadline: 0.2), #line)
        let failures = await recordedFailures {
            await gate.wait()
        }
        let failure = try #require(failures.only)
        #expect(failure.location?.hasPrefix(here(line)) == true)
        #expect(failure.message.hasPrefix("ManualGate: a task waited at the gate for 0.2 s"))
        #expect(gate.waiterCount == 0)
    }

    @Test("each task at a gate has the deadline of its own wait, and only the task whose deadline passed goes through")
    func gateDeadlinesPerTask() async {
        @MainActor final class Through {
            var names: [String] = []
        }
        // The patient task's deadline is the default, 50 s: the test opens the gate for it long before.
        let gate = ManualGate()
        let through = Through()
        let patient = Task {
            await gate.wait()
            through.names.append("patient")
        }
        await waitUntil { gate.waiterCount == 1 }
        gate.deadline = 0.2
        let failures = await recordedFailures {
            await gate.wait()
            through.names.append("hasty")
        }
        #expect(failures.count == 1)
        #expect(through.names == ["hasty"])
        #expect(gate.waiterCount == 1)
        gate.open()
        await patient.value
        #expect(through.names == ["hasty", "patient"])
    }
}

/// An error a test leaves unhandled, to see what a wait's failure says about it.
private struct Unanswered: Error, PrivacyMarked {
    let id: Int
    static let privacyMarks: [String: PrivacyMark] = ["id": .public]
}

/// Waits that time out fail the test at the wait, and say what happened instead: the alert on screen, the error that
/// went unhandled, or nothing at all.
@MainActor
@Suite("No wait of the testing product ends in silence", .timeLimit(.minutes(2)))
struct WaitFailureTests {
    private let offline = AlertModel(title: "Offline", buttons: [AlertButton("Retry", evaluation: .retry)])

    @Test("a presentation that never comes, with nothing unhandled: the wait says so and where to look")
    func nothingPresented() async throws {
        let presenter = ManualPresenter()
        var line = 0
        let failures = await recordedFailures {
            (_, line) = (await presenter.waitForPresentation(timeout: 0.05), #line)
        }
        let failure = try #require(failures.only)
        #expect(failure.location?.hasPrefix(here(line)) == true)
        #expect(
            failure.message == """
                ManualPresenter: waitForPresentation() waited 0.05 s for a presentation, and nothing was presented.
                No error went unhandled in this test either: check that the code under test ran, and that it presents \
                through this presenter (ErrorHandler(for: presenter), or the queue given it).
                """)
    }

    @Test("a second presentation behind an unanswered alert: the wait names the alert on screen and its answers")
    func alertOnScreen() async throws {
        let presenter = ManualPresenter()
        let shown = Task { await presenter.present(offline) }
        await presenter.waitForPresentation()
        let failures = await recordedFailures {
            await presenter.waitForPresentation(2, timeout: 0.05)
        }
        let failure = try #require(failures.only)
        #expect(
            failure.message == """
                ManualPresenter: waitForPresentation(2) waited 0.05 s for 2 presentations, and 1 came: the alert \
                "Offline".
                On screen now, unanswered: the alert "Offline". The queue shows one alert at a time: answer it \
                (presenter.choose("Retry") or presenter.dismiss()) before waiting for the next.
                """)
        presenter.choose("Retry")
        _ = await shown.value
    }

    @Test("an error that went unhandled instead of being presented: the wait quotes its report")
    func unhandledInstead() async throws {
        let presenter = ManualPresenter()
        // The code under test lost its parent: the error ends at the terminal, which this test captures.
        _ = await UnhandledCapture.run { await ErrorResponderChain(name: "Checkout").dispatch(Unanswered(id: 7)) }
        let failures = await recordedFailures {
            await presenter.waitForPresentation(timeout: 0.05)
        }
        let failure = try #require(failures.only)
        #expect(
            failure.message == """
                ManualPresenter: waitForPresentation() waited 0.05 s for a presentation, and nothing was presented.
                What happened instead: an error went unhandled in this test:
                  ResponderChain: unhandled error Unanswered(id: 7) (end of chain, last responder: Checkout) → cancel
                """)
    }

    @Test("a report made before the presenter, or on a task of no test, is not what happened instead")
    func unrelatedReportsAreLeftOut() async throws {
        _ = await UnhandledCapture.run { await ErrorResponderChain(name: "Before").dispatch(Unanswered(id: 1)) }
        let presenter = ManualPresenter()
        await Task.detached {
            _ = await UnhandledCapture.run { await ErrorResponderChain(name: "Elsewhere").dispatch(Unanswered(id: 2)) }
        }.value
        let failures = await recordedFailures {
            await presenter.waitForPresentation(timeout: 0.05)
        }
        let failure = try #require(failures.only)
        #expect(!failure.message.contains("Unanswered"))
        #expect(failure.message.contains("No error went unhandled in this test either"))
    }

    @Test("a wait whose presentation comes fails nothing, and neither does a cancelled one")
    func fulfilledAndCancelledWaits() async {
        let presenter = ManualPresenter()
        let failures = await recordedFailures {
            let shown = Task { await presenter.present(offline) }
            await presenter.waitForPresentation()
            presenter.dismiss()
            _ = await shown.value
            // An hour's timeout: only the cancellation can end the wait within the hang limit.
            let waiting = Task { await presenter.waitForPresentation(2, timeout: 3600) }
            waiting.cancel()
            await waiting.value(orFail: "a cancelled wait for a presentation never ended")
        }
        #expect(failures.isEmpty)
    }

    @Test("nothing presented while a test expects nothing: no failure, after the time given")
    func noPresentationWhenNoneIsExpected() async {
        let presenter = ManualPresenter()
        let started = ContinuousClock.now
        let failures = await recordedFailures {
            await presenter.waitForNoPresentation(for: 0.05)
        }
        #expect(failures.isEmpty)
        #expect(ContinuousClock.now - started >= .milliseconds(50))
    }

    @Test("a presentation while a test expects none fails it at the wait, names it, and ends the wait at once")
    func presentationWhenNoneIsExpected() async throws {
        let presenter = ManualPresenter()
        var line = 0
        let failures = await recordedFailures {
            // Two jobs of the main actor, run in the order they were made: the wait starts, then the alert comes.
            let waiting = Task { @MainActor in (await presenter.waitForNoPresentation(for: 3600), #line).1 }
            let shown = Task { @MainActor in await presenter.present(offline) }
            // An hour: only the presentation can end the wait within the hang limit.
            line = await waiting.value(orFail: "a presentation did not end the wait for none") ?? 0
            presenter.dismiss()
            _ = await shown.value
        }
        let failure = try #require(failures.only)
        #expect(failure.location?.hasPrefix(here(line)) == true)
        #expect(
            failure.message
                == "ManualPresenter: waitForNoPresentation(for: 3600 s) expected nothing to be presented, and the alert "
                + "\"Offline\" was presented.")
    }

    @Test("presentations that come together while a test expects none are each named with their own style")
    func presentationsWhenNoneIsExpectedAfterAnEarlierOne() async throws {
        let presenter = ManualPresenter(showing: [.alert, .banner])
        let synced = AlertModel(title: "Synced", buttons: [])
        let earlier = Task { @MainActor in await presenter.present(offline) }
        await presenter.waitForPresentation()
        presenter.dismiss()
        _ = await earlier.value
        let failures = await recordedFailures {
            // Three jobs of the main actor, in order: the wait starts, then an alert and a banner come before it
            // runs again.
            let waiting = Task { @MainActor in await presenter.waitForNoPresentation(for: 3600) }
            let alert = Task { @MainActor in await presenter.present(offline) }
            let banner = Task { @MainActor in await presenter.present(synced, as: .banner()) }
            await waiting.value(orFail: "a presentation did not end the wait for none")
            presenter.dismiss("Offline")
            presenter.dismiss("Synced")
            _ = (await alert.value, await banner.value)
        }
        let failure = try #require(failures.only)
        #expect(failure.message.hasSuffix("and the alert \"Offline\", the banner \"Synced\" was presented."))
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test("a sleeper that never comes: the wait fails at its line and says that nothing slept")
    func noSleeper() async throws {
        let clock = ManualClock()
        var line = 0
        let failures = await recordedFailures {
            (_, line) = (await clock.waitForSleepers(timeout: 0.05), #line)
        }
        let failure = try #require(failures.only)
        #expect(failure.location?.hasPrefix(here(line)) == true)
        #expect(
            failure.message == """
                ManualClock: waitForSleepers() waited 0.05 s for a task to sleep on the clock, and none sleeps now.
                Nothing has slept on this clock, and no error went unhandled in this test: check that the code under \
                test ran, and that it sleeps on this clock (passed to it as its clock).
                """)
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test("a wait for sleepers that times out ends itself only: another wait on the same clock goes on")
    func aTimedOutWaitEndsItselfOnly() async throws {
        let clock = ManualClock()
        let patient = Task { await clock.waitForSleepers() }
        await waitUntil { clock.sleeperWaitCount == 1 }
        let failures = await recordedFailures {
            await clock.waitForSleepers(2, timeout: 0.05)
        }
        #expect(failures.count == 1)
        #expect(clock.sleeperWaitCount == 1)
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        await patient.value
        clock.advance(by: .seconds(1))
        _ = await sleeper.result
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test("a second sleeper that never comes: the wait lists the sleeps so far and the unhandled error")
    func sleepsSoFarAndUnhandled() async throws {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(2)) }
        await clock.waitForSleepers()
        clock.advance(by: .seconds(2))
        _ = await sleeper.result
        _ = await UnhandledCapture.run { await ErrorResponderChain(name: "Sync").dispatch(Unanswered(id: 3)) }
        let failures = await recordedFailures {
            await clock.waitForSleepers(2, timeout: 0.05)
        }
        let failure = try #require(failures.only)
        #expect(
            failure.message == """
                ManualClock: waitForSleepers(2) waited 0.05 s for 2 tasks to sleep on the clock, and none sleeps now.
                Sleeps so far: 2 s, with the clock now at 2 s; a sleep the clock has passed is over.
                What happened instead: an error went unhandled in this test:
                  ResponderChain: unhandled error Unanswered(id: 3) (end of chain, last responder: Sync) → cancel
                """)
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test("a second sleeper that never comes, with nothing unhandled: the wait lists the sleeps so far, and only them")
    func sleepsSoFarAlone() async throws {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .milliseconds(1_500)) }
        await clock.waitForSleepers()
        let failures = await recordedFailures {
            await clock.waitForSleepers(2, timeout: 0.05)
        }
        sleeper.cancel()
        _ = await sleeper.result
        let failure = try #require(failures.only)
        #expect(
            failure.message == """
                ManualClock: waitForSleepers(2) waited 0.05 s for 2 tasks to sleep on the clock, and 1 sleeps now.
                Sleeps so far: 1.5 s, with the clock now at 0 s; a sleep the clock has passed is over.
                """)
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test("a wait whose sleeper comes fails nothing, and neither does a cancelled one")
    func fulfilledAndCancelledSleeperWaits() async {
        let clock = ManualClock()
        let failures = await recordedFailures {
            let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
            await clock.waitForSleepers()
            #expect(clock.sleeperCount == 1)
            sleeper.cancel()
            _ = await sleeper.result
            // An hour's timeout: only the cancellation can end the wait within the hang limit.
            let waiting = Task { await clock.waitForSleepers(1, timeout: 3600) }
            waiting.cancel()
            await waiting.value(orFail: "a cancelled wait for sleepers never ended")
        }
        #expect(failures.isEmpty)
    }
}

extension Collection {
    /// The one element, or `nil` when there are none or several.
    var only: Element? {
        count == 1 ? first : nil
    }
}
