import ResponderChain
import ResponderChainTesting
import Testing

/// What the testing helpers do with what a test leaves waiting: each fails the test by itself, with a message that
/// says what to call, and lets the code under test finish. Short deadlines, so that the tests take a moment.
@MainActor
@Suite("Nothing the testing product holds waits forever", .timeLimit(.minutes(1)))
struct DeadlineTests {
    @Test("an alert the test never answers fails it, names the alert and the calls that answer it, and is dismissed")
    func unansweredAlert() async {
        let presenter = ManualPresenter(deadline: 0.2)
        let alert = AlertModel(
            title: "Something went wrong", message: nil, buttons: [AlertButton("OK", evaluation: .proceed)])
        await Task { @MainActor in
            await withKnownIssue {
                // The code under test waits for the alert; the test forgets to answer it.
                #expect(await presenter.present(alert) == nil)
            } matching: { issue in
                let text = issue.comments.map(\.rawValue).joined()
                return text.contains(
                    "ManualPresenter: the alert \"Something went wrong\" was never answered within 0.2 s")
                    && text.contains("Call presenter.choose(\"OK\") or presenter.dismiss() in the test")
            }
        }.value(orFail: "an unanswered alert was never dismissed")
        #expect(presenter.showing == nil)
    }

    @Test("an alert answered in time fails nothing")
    func answeredAlert() async {
        let presenter = ManualPresenter(deadline: 0.2)
        let alert = AlertModel(title: "Saved", message: nil, buttons: [AlertButton("OK", evaluation: .proceed)])
        let answer = Task { await presenter.present(alert) }
        await presenter.waitForPresentation()
        presenter.choose("OK")
        #expect(await answer.value?.title == "OK")
        // Longer than the deadline: a failure that was coming would have been recorded by now.
        try? await Task.sleep(nanoseconds: 400_000_000)
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @Test("a sleep the test never ends fails it, says how far to advance the clock, and ends with CancellationError")
    func unadvancedClock() async {
        let clock = ManualClock(deadline: 0.2)
        clock.advance(by: .seconds(1))
        await Task { @MainActor in
            await withKnownIssue {
                await #expect(throws: CancellationError.self) {
                    try await clock.sleep(for: .milliseconds(2500))
                }
            } matching: { issue in
                let text = issue.comments.map(\.rawValue).joined()
                return text.contains("sleeping until 3.5 s on the clock, which stands at 1 s")
                    && text.contains("Call clock.advance(by: .milliseconds(2500)) in the test")
            }
        }.value(orFail: "a sleep the test never ended went on")
        #expect(clock.sleeperCount == 0)
    }

    @Test("a task the test leaves at a gate fails it, says to open the gate, and is let through")
    func unopenedGate() async {
        let gate = ManualGate(deadline: 0.2)
        await Task { @MainActor in
            await withKnownIssue {
                await gate.wait()
            } matching: { issue in
                issue.comments.map(\.rawValue).joined().contains("ManualGate: a task waited at the gate for 0.2 s")
            }
        }.value(orFail: "the wait of a task left at the gate never ended")
        #expect(gate.waiterCount == 0)
    }
}
