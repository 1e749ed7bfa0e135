import Foundation
import ResponderChainTesting
import Testing

@testable import ResponderChain

/// Many tasks at once, for the thread sanitizer (`.ci/run` runs this suite with `--sanitize=thread`): 100 tasks of
/// 1,000 dispatches each through actions on the cooperative pool, with observers coming and going, class chains and
/// connections changing under dispatches on the main actor, alerts presented and errors coalesced. Every answer is
/// accounted for.
@Suite("Concurrency stress: every answer accounted for")
struct ConcurrencyStressTests {
    static let tasks = 100
    static let dispatchesPerTask = 1_000

    struct Transient: Error {}
    struct Fatal: Error {}

    /// Actions called from 100 tasks in parallel, each on the thread it runs on, while other tasks observe routes
    /// and stop observing: every dispatch answers what its error calls for.
    @Test func actionsFromManyThreadsAnswerEveryDispatch() async {
        let top = RespondToErrorAction { error in error is Transient ? .retry : .abort }
        let middle = RespondToErrorAction { error in await top(error) }
        let bottom = RespondToErrorAction { error in
            error is CancellationError ? .cancel : await middle(error)
        }
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
                        let error: any Error = (task + dispatch) % 3 == 0 ? Fatal() : Transient()
                        tally[await bottom(error), default: 0] += 1
                    }
                    return tally
                }
            }
            return await group.reduce(into: [:]) { total, tally in total.merge(tally, uniquingKeysWith: +) }
        }
        await observers.value
        let fatal = (0..<Self.tasks).reduce(0) { sum, task in
            sum + (0..<Self.dispatchesPerTask).filter { (task + $0) % 3 == 0 }.count
        }
        #expect(answers[.abort] == fatal)
        #expect(answers[.retry] == Self.tasks * Self.dispatchesPerTask - fatal)
        #expect(answers.values.reduce(0, +) == Self.tasks * Self.dispatchesPerTask)
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
                    for dispatch in 0..<Self.dispatchesPerTask / 10 {
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
            for task in tasks { total.merge(await task.value, uniquingKeysWith: +) }
            return total
        }
        let total = Self.tasks * Self.dispatchesPerTask / 10
        #expect(answers.values.reduce(0, +) == total)
        #expect(answers[.retry] == total / 2)
        #expect(answers[.unhandled] == total / 2)
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
            let callers = (0..<Self.tasks).map { _ in
                Task { @MainActor in
                    await coalescer.answer(Transient()) { _ in
                        runs.count += 1
                        await Task.yield()
                        return .retry
                    }
                }
            }
            var answers: [ErrorEvaluation?] = []
            for caller in callers { answers.append(await caller.value) }
            #expect(answers.count == Self.tasks)
            #expect(answers.allSatisfy { $0 == .retry })
        }
        #expect(runs.count >= 10 && runs.count <= 10 * Self.tasks)
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
        var outcomes: [PresentationOutcome] = []
        for caller in callers { outcomes.append(await caller.value) }
        #expect(outcomes.count == Self.tasks)
        #expect(presenter.mostOnScreen == 1)
        #expect(queue.current == nil && queue.pending.isEmpty)
    }
}

/// How many times something ran.
@MainActor
final class Counter {
    var count = 0
}
