import PropertyBased
import ResponderChainTesting
import Testing

@testable import ResponderChain

/// No caller of the presentation queue is ever left waiting: under a seeded script of arrivals, duplicates,
/// replacements, cancelled callers, a user who answers or dismisses, and a presenter that goes away and comes back,
/// every caller is resumed exactly once with an outcome that fits what happened to it. The script's time is a
/// ``ManualClock``: callers wait for their arrival on it, and the test moves it on step by step.
@MainActor
@Suite("Presentation under stress: every caller is resumed", .timeLimit(.minutes(2)))
struct PresentationStressTests {
    /// One caller of the script.
    struct Caller {
        /// The step at whose end it calls `present` (from 1: a caller still waits for its arrival when the script starts).
        let arrival: Int
        let title: String
        let policy: PresentationQueue.Policy
        /// The step at which its task is cancelled, if it is.
        let cancelledAt: Int?
    }

    /// What the user does with the alert on screen at a step.
    enum UserMove: CaseIterable {
        case waits, choosesRetry, choosesCancel, dismisses
    }

    /// A script: callers, the user's move at each step, and the steps at which the presenter goes away and returns.
    struct Script {
        let callers: [Caller]
        let moves: [UserMove]
        let presenterGoneFrom: Int
        let presenterBackAt: Int
    }

    nonisolated static let steps = 40

    nonisolated static let scripts = Gen.int(in: 0...Int(Int32.max))
        .map { seed in
            var random = Xoshiro(seed: (UInt64(seed), 0x9E37_79B9_7F4A_7C15, 0xBF58_476D_1CE4_E5B9, 7))
            let callers = (0..<Int.random(in: 1...60, using: &random)).map { _ in
                Caller(
                    arrival: Int.random(in: 1...steps, using: &random),
                    title: "Alert \(Int.random(in: 0..<5, using: &random))",
                    policy: Bool.random(using: &random) ? .enqueue : .replaceCurrent,
                    cancelledAt: Int.random(in: 0..<4, using: &random) == 0
                        ? Int.random(in: 0..<steps, using: &random) : nil
                )
            }
            let moves = (0..<steps).map { _ in UserMove.allCases.randomElement(using: &random)! }
            let goneFrom = Int.random(in: 0..<steps, using: &random)
            return Script(
                callers: callers,
                moves: moves,
                presenterGoneFrom: goneFrom,
                presenterBackAt: Int.random(in: goneFrom...steps, using: &random)
            )
        }

    @Test("Every caller is resumed once, with an outcome that fits, whatever the script")
    func everyCallerIsResumed() async {
        let tally = Tally()
        await propertyCheck(count: 60, input: Self.scripts) { script in
            await run(script, tally: tally)
        }
        // The scripts reach every way an alert can end, so none of them goes unchecked.
        #expect(Set(tally.kinds.keys) == ["chosen", "dismissed", "replaced", "presenter unavailable", "cancelled"])
    }

    /// How many callers ended each way, across scripts.
    final class Tally {
        var kinds: [String: Int] = [:]
    }

    private func run(_ script: Script, tally: Tally) async {
        // Callers sleep until their arrival while the script runs, for seconds under a sanitizer: a generous deadline.
        let clock = ManualClock(deadline: 600)
        let presenter = OverlapCheckingPresenter()
        let queue = PresentationQueue(presenter: presenter)
        var resumed = [Int](repeating: 0, count: script.callers.count)
        var outcomes = [PresentationOutcome?](repeating: nil, count: script.callers.count)
        let start = clock.now
        let tasks = script.callers.enumerated().map { index, caller in
            Task { @MainActor in
                do {
                    try await clock.sleep(until: start.advanced(by: .seconds(caller.arrival)))
                } catch {
                    resumed[index] += 1
                    outcomes[index] = .cancelled
                    return
                }
                let outcome = await queue.present(Alerts.simple(caller.title), policy: caller.policy)
                resumed[index] += 1
                outcomes[index] = outcome
            }
        }
        await waitUntil(within: stressHangLimit) { clock.sleeperCount == script.callers.count }

        for step in 0..<Self.steps {
            if step == script.presenterGoneFrom { queue.presenter = nil }
            if step == script.presenterBackAt { queue.presenter = presenter }
            for (index, caller) in script.callers.enumerated() where caller.cancelledAt == step {
                tasks[index].cancel()
            }
            clock.advance(by: .seconds(1))
            await settle()
            switch script.moves[step] {
            case .waits: break
            case .choosesRetry: presenter.chooseIfShowing("Retry")
            case .choosesCancel: presenter.chooseIfShowing("Cancel")
            case .dismisses: _ = presenter.manual.dismiss()
            }
            await settle()
        }
        // The end of the script: the presenter goes away, so every alert still waiting ends.
        queue.presenter = nil
        await waitUntil(within: stressHangLimit) { resumed.allSatisfy { $0 > 0 } }

        #expect(resumed.allSatisfy { $0 == 1 }, "resumed \(resumed)")
        #expect(presenter.mostOnScreen <= 1)
        #expect(queue.current == nil && queue.pending.isEmpty)
        for (index, caller) in script.callers.enumerated() {
            guard let outcome = outcomes[index] else { continue }
            let kind = if case .chosen = outcome { "chosen" } else { outcome.description }
            tally.kinds[kind, default: 0] += 1
            switch outcome {
            case .chosen(let button):
                #expect(["Retry", "Cancel"].contains(button.title))
            case .cancelled:
                #expect(caller.cancelledAt != nil, "caller \(index) was never cancelled")
            case .replaced:
                // Only a caller with `.replaceCurrent` that arrived no earlier replaces an alert.
                #expect(script.callers.contains { $0.policy == .replaceCurrent && $0.arrival >= caller.arrival })
            case .dismissed, .presenterUnavailable:
                break
            // scripts/stress-under-tsan.sh builds this file in a package of its own, where the enum can grow.
            @unknown default:
                Issue.record("an outcome this test does not know: \(outcome)")
            }
        }
        // Only when every caller was resumed: a caller left waiting must fail the test, not hang it.
        if resumed.allSatisfy({ $0 > 0 }) {
            for task in tasks { await task.value(within: stressHangLimit) }
        }
    }

    /// Lets the tasks that the last step woke run until they wait again.
    private func settle() async {
        for _ in 0..<20 { await Task.yield() }
    }
}
