import PropertyBased
import ResponderChainTesting
import Testing

@testable import ResponderChain

/// A 401 that says which screen got it: concurrent ones are not identical, so no coalescer joins them.
struct ScreenUnauthorized: CategorizedError, Hashable {
    let screen: Int
    var category: ErrorCategory { .requiresSignout }
}

/// A sign-out handler the test finishes by hand, counting its runs.
@MainActor
final class ControlledSignOut {
    private(set) var runs = 0
    private(set) var sawCancellation = false
    private var running: CheckedContinuation<Void, Never>?

    /// Whether a run has started and waits for ``finish()``.
    var isWaiting: Bool { running != nil }

    func run() async {
        runs += 1
        await withCheckedContinuation { running = $0 }
        sawCancellation = sawCancellation || Task.isCancelled
    }

    func finish() {
        let continuation = running
        running = nil
        continuation?.resume()
    }
}

/// Requests started as tasks, their outcomes collected as they end: the tests wait for them with a bounded wait,
/// so a request that never returns fails the test instead of hanging it.
@MainActor
final class Requests<Outcome> {
    private(set) var outcomes: [Int: Outcome] = [:]
    private(set) var started = 0

    func start(_ request: @escaping @MainActor () async -> Outcome) {
        let index = started
        started += 1
        Task { outcomes[index] = await request() }
    }

    /// Every outcome, in the order the requests started, once all have ended.
    func all(sourceLocation: SourceLocation = #_sourceLocation) async -> [Outcome] {
        await waitUntil("a request never ended", sourceLocation: sourceLocation) { outcomes.count == started }
        return (0..<started).compactMap { outcomes[$0] }
    }
}

@MainActor
@Suite("SignOutCoordinator: one sign-out per expired session", .timeLimit(.minutes(1)))
struct SignOutCoordinatorTests {
    @Test func requestsWhileASignOutRunsJoinItAndNoneReturnsBeforeItEnds() async {
        let handler = ControlledSignOut()
        let coordinator = SignOutCoordinator(lateArrivalWindow: .seconds(10), clock: ManualClock())
        let requests = Requests<SignOutCoordinator.Outcome>()
        for _ in 0..<20 { requests.start { await coordinator.signOut(using: handler.run) } }
        await waitUntil { coordinator.signOuts + coordinator.joins == 20 && handler.isWaiting }
        #expect(coordinator.isSigningOut)
        #expect(handler.runs == 1)
        #expect(requests.outcomes.isEmpty)
        handler.finish()
        let outcomes = await requests.all()
        #expect(outcomes.filter { $0 == .signedOut }.count == 1)
        #expect(outcomes.filter { $0 == .joined }.count == 19)
        #expect(handler.runs == 1)
        #expect(!coordinator.isSigningOut)
    }

    @Test(
        "a request after a sign-out finished is absorbed inside the window and signs out again after it",
        arguments: [
            (Duration.zero, SignOutCoordinator.Outcome.absorbed),
            (.milliseconds(9_999), .absorbed),
            (.seconds(10), .signedOut),
            (.seconds(600), .signedOut),
        ]
    )
    func lateRequests(after delay: Duration, expected: SignOutCoordinator.Outcome) async {
        let clock = ManualClock()
        let handler = ControlledSignOut()
        let coordinator = SignOutCoordinator(lateArrivalWindow: .seconds(10), clock: clock)
        let requests = Requests<SignOutCoordinator.Outcome>()
        requests.start { await coordinator.signOut(using: handler.run) }
        await waitUntil { handler.isWaiting }
        clock.advance(by: .seconds(30))  // how long the handler ran does not count
        handler.finish()
        #expect(await requests.all() == [.signedOut])
        clock.advance(by: delay)
        requests.start { await coordinator.signOut(using: handler.run) }
        if expected == .signedOut {
            await waitUntil { handler.isWaiting }
            handler.finish()
        }
        #expect(await requests.all() == [.signedOut, expected])
        #expect(handler.runs == (expected == .signedOut ? 2 : 1))
        #expect(coordinator.absorptions == (expected == .absorbed ? 1 : 0))
    }

    @Test func aZeroWindowSignsOutAgainForEveryRequestAfterTheHandlerReturned() async {
        let coordinator = SignOutCoordinator(lateArrivalWindow: .zero, clock: ManualClock())
        var runs = 0
        for _ in 0..<3 {
            #expect(await coordinator.signOut(using: { runs += 1 }) == .signedOut)
        }
        #expect(runs == 3)
    }

    @Test func aCancelledRequestStopsWaitingAndTheSignOutGoesOnForTheOthers() async {
        let handler = ControlledSignOut()
        let coordinator = SignOutCoordinator(lateArrivalWindow: .seconds(10), clock: ManualClock())
        var ended: [String: SignOutCoordinator.Outcome] = [:]
        let starter = Task {
            ended["starter"] = await coordinator.signOut(using: handler.run)
        }
        await waitUntil { handler.isWaiting }
        let joiner = Task { ended["joiner"] = await coordinator.signOut(using: handler.run) }
        await waitUntil { coordinator.joins == 1 }
        starter.cancel()
        joiner.cancel()
        // Both return although the handler has not finished.
        await waitUntil { ended == ["starter": .signedOut, "joiner": .joined] }
        #expect(coordinator.isSigningOut)
        Task { ended["still waiting"] = await coordinator.signOut(using: handler.run) }
        await waitUntil { coordinator.joins == 2 }
        #expect(ended["still waiting"] == nil)
        handler.finish()
        await waitUntil { ended["still waiting"] == .joined }
        // The handler ran in a task of its own: cancelling the request that started it did not cancel it.
        #expect(!handler.sawCancellation)
        #expect(handler.runs == 1)
    }

    @Test func aRequestFromACancelledTaskStillStartsTheSignOutButDoesNotWaitForIt() async {
        let handler = ControlledSignOut()
        let coordinator = SignOutCoordinator(lateArrivalWindow: .seconds(10), clock: ManualClock())
        let requests = Requests<SignOutCoordinator.Outcome>()
        requests.start {
            withUnsafeCurrentTask { $0?.cancel() }
            return await coordinator.signOut(using: handler.run)
        }
        #expect(await requests.all() == [.signedOut])
        await waitUntil { handler.isWaiting }
        #expect(handler.runs == 1)
        handler.finish()
        await waitUntil { !coordinator.isSigningOut }
    }

    @Test func aScopeHasItsOwnCoordinatorAndTasksItCreatesInheritIt() async {
        let scoped = SignOutCoordinator(lateArrivalWindow: .zero, clock: ManualClock())
        #expect(SignOutCoordinator.current !== scoped)
        let process = SignOutCoordinator.current
        await SignOutCoordinator.withCurrent(scoped) {
            #expect(SignOutCoordinator.current === scoped)
            let inner = await Task { SignOutCoordinator.current }.value
            #expect(inner === scoped)
        }
        #expect(SignOutCoordinator.current === process)
        #expect(process.lateArrivalWindow == 10)
    }

    @Test func responsesSharingACoordinatorSignOutOnceForDifferentErrors() async {
        let handler = ControlledSignOut()
        let coordinator = SignOutCoordinator(lateArrivalWindow: .seconds(10), clock: ManualClock())
        let screens = (0..<5).map { _ in
            CategoryResponder(signOutHandler: handler.run, signOutCoordinator: coordinator)
        }
        // Different errors, different responders: only the coordinator joins them.
        let answers = Requests<ErrorEvaluation>()
        for (index, screen) in screens.enumerated() {
            answers.start { await screen.respond(to: ScreenUnauthorized(screen: index)) }
        }
        await waitUntil { coordinator.signOuts + coordinator.joins == 5 && handler.isWaiting }
        handler.finish()
        #expect(await answers.all() == Array(repeating: .abort, count: 5))
        #expect(handler.runs == 1)
    }

    @Test func withoutACoordinatorEachResponderSignsOutOnItsOwn() async {
        var runs = 0
        let screens = (0..<3).map { _ in CategoryResponder(signOutHandler: { runs += 1 }) }
        for (index, screen) in screens.enumerated() {
            #expect(await screen.respond(to: ScreenUnauthorized(screen: index)) == .abort)
        }
        #expect(runs == 3)
    }

    // MARK: Property: any script of requests, clock moves and handler ends matches the model

    enum Step: Equatable, CustomStringConvertible {
        case request
        case advance(milliseconds: Int)
        case finish

        var description: String {
            switch self {
            case .request: "request"
            case .advance(let milliseconds): "+\(milliseconds)ms"
            case .finish: "finish"
            }
        }
    }

    nonisolated static let steps = Gen.int(in: 0...5).map { code -> Step in
        switch code {
        case 0, 1, 2: .request
        case 3: .finish
        default: .advance(milliseconds: [1, 500, 4_000, 9_999, 10_000, 30_000][code % 6])
        }
    }.array(of: 1...24)

    /// What the design promises: joins while running, absorption inside the window after the end, a new sign-out
    /// otherwise.
    static func model(_ steps: [Step], window: Int) -> (outcomes: [SignOutCoordinator.Outcome], runs: Int) {
        var running = false
        var now = 0
        var lastFinish: Int?
        var outcomes: [SignOutCoordinator.Outcome] = []
        var runs = 0
        for step in steps {
            switch step {
            case .request:
                if running {
                    outcomes.append(.joined)
                } else if let lastFinish, now - lastFinish < window {
                    outcomes.append(.absorbed)
                } else {
                    running = true
                    runs += 1
                    outcomes.append(.signedOut)
                }
            case .advance(let milliseconds):
                now += milliseconds
            case .finish:
                if running {
                    running = false
                    lastFinish = now
                }
            }
        }
        return (outcomes, runs)
    }

    @Test("2,000 random scripts of requests, clock moves and handler ends match the model")
    func randomScriptsMatchTheModel() async {
        await propertyCheck(count: 2_000, input: Self.steps) { steps in
            let clock = ManualClock()
            let handler = ControlledSignOut()
            let coordinator = SignOutCoordinator(lateArrivalWindow: .seconds(10), clock: clock)
            let requests = Requests<SignOutCoordinator.Outcome>()
            for step in steps {
                switch step {
                case .request:
                    let before = coordinator.signOuts + coordinator.joins + coordinator.absorptions
                    requests.start { await coordinator.signOut(using: handler.run) }
                    await waitUntil { coordinator.signOuts + coordinator.joins + coordinator.absorptions > before }
                    if coordinator.isSigningOut { await waitUntil { handler.isWaiting } }
                case .advance(let milliseconds):
                    clock.advance(by: .milliseconds(milliseconds))
                case .finish:
                    guard handler.isWaiting else { continue }
                    handler.finish()
                    await waitUntil { !coordinator.isSigningOut }
                }
            }
            handler.finish()
            let outcomes = await requests.all()
            let expected = Self.model(steps, window: 10_000)
            #expect(outcomes == expected.outcomes, "\(steps)")
            #expect(handler.runs == expected.runs, "\(steps)")
        }
    }
}
