import Foundation
import ResponderChainTesting
import Testing

@testable import ResponderChain

/// Many tasks at once, for the thread sanitizer (`.ci/run` runs this suite with `--sanitize=thread`): 100 tasks of
/// 1,000 dispatches each through actions on the cooperative pool, with observers coming and going; 100 tasks of 200
/// on the main actor, with connections changing under them; alerts presented and errors coalesced. Every answer is
/// accounted for.
@Suite("Concurrency stress: every answer accounted for", .timeLimit(.minutes(2)))
struct ConcurrencyStressTests {
    static let tasks = 100
    static let dispatchesPerTask = 1_000
    /// Fewer for the suites on the main actor, whose dispatches run one at a time: 200 each already interleave a
    /// connect and a disconnect with dispatches in flight, and more only lengthen a wait that shares the main actor
    /// with every other suite (1,000 took 43 s of the 45 s bound beside the whole suite on two cores).
    static let mainActorDispatchesPerTask = 200

    struct Transient: Error {}
    struct Fatal: Error {}

    /// Actions called from 100 tasks in parallel, each on the thread it runs on, while other tasks observe routes
    /// and stop observing: every dispatch answers what its error calls for.
    @Test func actionsFromManyThreadsAnswerEveryDispatch() async {
        // Cancellations never reach a closure: the actions answer them, checked at every level across threads.
        let top = RespondToErrorAction { error in error is Transient ? .retry : .abort }
        let middle = RespondToErrorAction { error in await top(error) }
        let bottom = RespondToErrorAction { error in await middle(error) }
        let observers = Task.detached {
            for _ in 0..<200 {
                let observation = DispatchRoute.observe { _ in }
                await Task.yield()
                observation.cancel()
            }
        }
        let answers = await withTaskGroup(of: [ErrorEvaluation: Int].self) { group in
            for task in 0..<Self.tasks {
                group.addTask {
                    var tally: [ErrorEvaluation: Int] = [:]
                    for dispatch in 0..<Self.dispatchesPerTask {
                        let error: any Error =
                            switch (task + dispatch) % 5 {
                            case 0: Fatal()
                            case 1: CancellationError()
                            default: Transient()
                            }
                        tally[await bottom(error), default: 0] += 1
                    }
                    return tally
                }
            }
            return await group.reduce(into: [:]) { total, tally in total.merge(tally, uniquingKeysWith: +) }
        }
        await observers.value(within: stressHangLimit)
        let total = Self.tasks * Self.dispatchesPerTask
        #expect(answers[.abort] == total / 5)
        #expect(answers[.cancel] == total / 5)
        #expect(answers[.retry] == total * 3 / 5)
        #expect(answers.values.reduce(0, +) == total)
    }

    /// Dispatches from 100 tasks through a class chain and an `ErrorResponderChain` whose connections other tasks
    /// connect and disconnect meanwhile; the unhandled terminal, scoped to the test, counts what nobody answered.
    @MainActor
    @Test func chainsChangingUnderDispatchesAnswerEveryOne() async {
        let app = RecordingResponder("App", otherwise: { $0 is Fatal ? nil : .proceed })
        let chain = ErrorResponderChain(name: "Service", parentResponder: app)
        _ = chain.connect { (error: any Error) async -> ErrorEvaluation? in
            await Task.yield()
            return error is Transient ? .retry : nil
        }
        let (answers, unhandled) = await UnhandledCapture.run {
            let tasks = (0..<Self.tasks).map { task in
                Task { @MainActor in
                    var tally: [ErrorEvaluation: Int] = [:]
                    for dispatch in 0..<Self.mainActorDispatchesPerTask {
                        if dispatch % 7 == 0 {
                            let id = chain.connect { _ in nil }
                            await Task.yield()
                            chain.disconnect(id)
                        }
                        let error: any Error = (task + dispatch) % 2 == 0 ? Fatal() : Transient()
                        tally[await chain.dispatch(error), default: 0] += 1
                    }
                    return tally
                }
            }
            var total: [ErrorEvaluation: Int] = [:]
            for task in tasks { total.merge(await task.value(within: stressHangLimit) ?? [:], uniquingKeysWith: +) }
            return total
        }
        let total = Self.tasks * Self.mainActorDispatchesPerTask
        #expect(answers.values.reduce(0, +) == total)
        #expect(answers[.retry] == total / 2)
        #expect(answers[.cancel] == total / 2)
        #expect(unhandled.count == total / 2)
        #expect(chain.connectionCount == 1)
    }

    /// 100 tasks raise the same error at once, ten times over: the coalescer runs the handler once per wave and
    /// every caller receives its answer.
    @MainActor
    @Test func coalescedWavesAnswerEveryCaller() async {
        let coalescer = ErrorCoalescer()
        let runs = Counter()
        for _ in 0..<10 {
            let gate = ManualGate()
            let callers = (0..<Self.tasks).map { _ in
                Task { @MainActor in
                    await coalescer.answer(Transient()) { _ in
                        runs.count += 1
                        await gate.wait()
                        return .retry
                    }
                }
            }
            await waitUntil(within: stressHangLimit) { coalescer.waitingErrors == Self.tasks }
            gate.open()
            for caller in callers {
                #expect(await caller.value(within: stressHangLimit) == .retry)
            }
        }
        #expect(runs.count == 10)
    }

    /// 100 tasks present alerts at once to a presenter that answers each after a suspension: every caller is
    /// resumed, and no two alerts are ever on screen together.
    @MainActor
    @Test func alertsFromManyTasksAllEnd() async {
        let presenter = OverlapCheckingPresenter(answersByItself: true)
        let queue = PresentationQueue(presenter: presenter)
        let callers = (0..<Self.tasks).map { task in
            Task { @MainActor in
                await queue.present(
                    AlertModel(title: "Alert \(task % 7)", buttons: [AlertButton("OK", evaluation: .proceed)]),
                    policy: task % 5 == 0 ? .replaceCurrent : .enqueue
                )
            }
        }
        let finished = Counter()
        for caller in callers {
            Task { @MainActor in
                _ = await caller.value(within: stressHangLimit)
                finished.count += 1
            }
        }
        await waitUntil(within: stressHangLimit) { finished.count == Self.tasks }
        guard finished.count == Self.tasks else { return }
        var chosen = 0
        for caller in callers {
            switch await caller.value(within: stressHangLimit) {
            case .chosen(let button):
                #expect(button.title == "OK")
                chosen += 1
            case .replaced: break
            case let other: Issue.record("unexpected outcome \(other)")
            }
        }
        #expect(chosen > 0)
        #expect(presenter.mostOnScreen == 1)
        #expect(queue.current == nil && queue.pending.isEmpty)
    }
}

/// How many times something ran.
@MainActor
final class Counter {
    var count = 0
}
