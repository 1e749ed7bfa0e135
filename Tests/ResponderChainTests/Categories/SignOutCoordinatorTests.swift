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
@Suite("SignOutCoordinator: one sign-out per expired session", .timeLimit(.minutes(2)))
struct SignOutCoordinatorTests {
    @Test func requestsWhileASignOutRunsJoinItAndNoneReturnsBeforeItEnds() async {
        let handler = ControlledSignOut()
        let coordinator = SignOutCoordinator()
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

    /// Where the session of a request after a finished sign-out comes from.
    enum LateRequest: String, CaseIterable, CustomTestStringConvertible {
        /// A screen that appeared before the sign-out: a straggler of the expired session.
        case screenFromBefore
        /// A screen that appeared while the handler ran (the sign-in screen, say).
        case screenFromDuring
        /// A screen that appeared after the sign-out ended.
        case screenFromAfter
        /// A request whose session is not known.
        case unknown
        /// A screen of another hierarchy, with a coordinator of its own.
        case otherCoordinator
        /// A screen from before the sign-out, after the app said a new session began.
        case screenFromBeforeAfterBeginSession

        var testDescription: String { rawValue }

        var expected: SignOutCoordinator.Outcome {
            self == .screenFromBefore ? .absorbed : .signedOut
        }
    }

    @Test(
        "after a sign-out, only a request of a screen from before it is absorbed; no clock decides",
        arguments: LateRequest.allCases
    )
    func lateRequests(_ late: LateRequest) async {
        let handler = ControlledSignOut()
        let coordinator = SignOutCoordinator()
        let before = coordinator.session
        let requests = Requests<SignOutCoordinator.Outcome>()
        requests.start { await coordinator.signOut(from: before, using: handler.run) }
        await waitUntil { handler.isWaiting }
        let during = coordinator.session
        handler.finish()
        #expect(await requests.all() == [.signedOut])
        let session: SignOutCoordinator.Session? =
            switch late {
            case .screenFromBefore: before
            case .screenFromDuring: during
            case .screenFromAfter: coordinator.session
            case .unknown: nil
            case .otherCoordinator: SignOutCoordinator().session
            case .screenFromBeforeAfterBeginSession: before
            }
        if late == .screenFromBeforeAfterBeginSession {
            coordinator.beginSession()
        }
        requests.start { await coordinator.signOut(from: session, using: handler.run) }
        if late.expected == .signedOut {
            await waitUntil { handler.isWaiting }
            handler.finish()
        }
        #expect(await requests.all() == [.signedOut, late.expected])
        #expect(handler.runs == (late.expected == .signedOut ? 2 : 1))
        #expect(coordinator.absorptions == (late.expected == .absorbed ? 1 : 0))
    }

    @Test func requestsOfUnknownSessionsSignOutAgainEachTimeAfterTheHandlerReturned() async {
        let coordinator = SignOutCoordinator()
        var runs = 0
        for _ in 0..<3 {
            #expect(await coordinator.signOut(using: { runs += 1 }) == .signedOut)
        }
        #expect(runs == 3)
    }

    @Test func aCancelledRequestStopsWaitingAndTheSignOutGoesOnForTheOthers() async {
        let handler = ControlledSignOut()
        let coordinator = SignOutCoordinator()
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
        let coordinator = SignOutCoordinator()
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

    @Test("screens raising errors through scopes of a session already signed out are absorbed by the responder")
    func scopesCarryTheirScreensSession() async {
        var runs = 0
        let coordinator = SignOutCoordinator()
        let categories = CategoryResponder(signOutHandler: { runs += 1 }, signOutCoordinator: coordinator)
        let oldScreen = RecoveryScope(parentResponder: categories, session: coordinator.session) { _, _ in }
        #expect(await oldScreen.emit(ScreenUnauthorized(screen: 0)) == .abort)
        let newScreen = RecoveryScope(parentResponder: categories, session: coordinator.session) { _, _ in }
        #expect(await oldScreen.emit(ScreenUnauthorized(screen: 0)) == .abort)
        #expect(runs == 1)
        #expect(coordinator.absorptions == 1)
        #expect(await newScreen.emit(ScreenUnauthorized(screen: 1)) == .abort)
        #expect(runs == 2)
        // Raised outside a scope, an error's session is unknown: it signs out.
        #expect(await categories.respond(to: ScreenUnauthorized(screen: 2)) == .abort)
        #expect(runs == 3)
    }

    @Test(
        "the session that decides for errors sharing one handling is the latest, and unknown when any is",
        arguments: [
            ([0, 0], Optional(0)),
            ([0, 1], 1),
            ([1, 0], 1),
            ([0, nil], nil),
            ([nil], nil),
            ([], nil),
        ] as [([Int?], Int?)]
    )
    func latestSession(of generations: [Int?], expected: Int?) async {
        let coordinator = SignOutCoordinator()
        var sessions = [coordinator.session]
        await coordinator.signOut(using: {})
        sessions.append(coordinator.session)
        let latest = coordinator.latest(of: generations.map { $0.map { sessions[$0] } })
        #expect(latest == expected.map { sessions[$0] })
        #expect(coordinator.latest(of: [SignOutCoordinator().session]) == nil)
    }

    @Test func responsesSharingACoordinatorSignOutOnceForDifferentErrors() async {
        let handler = ControlledSignOut()
        let coordinator = SignOutCoordinator()
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

    /// Where an attempt's start falls against the last sign-out decides, and nothing else: started before it
    /// finished (even while it ran) is a straggler; started after it, or unknown, signs out again, whatever the
    /// sessions say and however soon.
    @Test(
        arguments: [
            ("started before the sign-out started", -2, SignOutCoordinator.Outcome.absorbed),
            ("started while the sign-out ran", -1, .absorbed),
            ("started after the sign-out finished", 1, .signedOut),
        ])
    func anAttemptsStartAgainstTheLastSignOutDecides(_ when: String, offset: Int, expected: SignOutCoordinator.Outcome)
        async
    {
        let coordinator = SignOutCoordinator()
        let beforeStart = AttemptStamp.next()
        let handler = ControlledSignOut()
        let first = Requests<SignOutCoordinator.Outcome>()
        first.start { await coordinator.signOut(from: nil, attemptStarted: nil, using: handler.run) }
        await waitUntil { handler.isWaiting }
        let whileRunning = AttemptStamp.next()
        handler.finish()
        #expect(await first.all() == [.signedOut])
        let afterFinish = AttemptStamp.next()
        let started = offset == -2 ? beforeStart : offset == -1 ? whileRunning : afterFinish
        #expect(await coordinator.signOut(from: nil, attemptStarted: started, using: {}) == expected, "\(when)")
        // A request whose start is unknown is never a straggler.
        #expect(await coordinator.signOut(from: nil, attemptStarted: nil, using: {}) == .signedOut)
    }

    @Test func aNewSessionDoesNotMakeAStragglerOfTheOldOneSignOut() async {
        let coordinator = SignOutCoordinator()
        let started = AttemptStamp.next()
        #expect(await coordinator.signOut(from: nil, attemptStarted: nil, using: {}) == .signedOut)
        coordinator.beginSession()
        #expect(await coordinator.signOut(from: nil, attemptStarted: started, using: {}) == .absorbed)
        #expect(coordinator.signOuts == 1)
    }

    /// The default: every responder has a coordinator of its own, so two never share or absorb each other's.
    @Test("requests sharing a sign-out start when the latest of them started; with none, or one unknown, nobody knows")
    func theLatestStampOfSeveralRequests() {
        #expect(AttemptStamp.latest(of: [3, 7, 5]) == 7)
        #expect(AttemptStamp.latest(of: [3, nil]) == nil)
        #expect(AttemptStamp.latest(of: []) == nil)
    }

    @Test func respondersWithoutACoordinatorEachHaveTheirOwn() {
        let first = CategoryResponder(signOutHandler: {})
        let second = CategoryResponder(signOutHandler: {})
        #expect(first.signOutCoordinator !== second.signOutCoordinator)
    }

    @Test func withoutACoordinatorEachResponderSignsOutOnItsOwn() async {
        var runs = 0
        let screens = (0..<3).map { _ in CategoryResponder(signOutHandler: { runs += 1 }) }
        for (index, screen) in screens.enumerated() {
            #expect(await screen.respond(to: ScreenUnauthorized(screen: index)) == .abort)
        }
        #expect(runs == 3)
    }

    // MARK: Property: any script of screens, requests, handler ends and new sessions matches the model

    enum Step: Equatable, CustomStringConvertible {
        /// A screen appears and reads the current session.
        case appear
        /// The screen `screen` (modulo the screens so far; of unknown session when there are none) asks to sign out.
        case request(screen: Int)
        case finish
        case beginSession

        var description: String {
            switch self {
            case .appear: "appear"
            case .request(let screen): "request(\(screen))"
            case .finish: "finish"
            case .beginSession: "beginSession"
            }
        }
    }

    nonisolated static let steps = Gen.int(in: 0...9).map { code -> Step in
        switch code {
        case 0, 1: .appear
        case 2...6: .request(screen: code)
        case 7, 8: .finish
        default: .beginSession
        }
    }.array(of: 1...24)

    /// What the design promises: joins while running; after a sign-out ended, absorption of a screen that appeared
    /// before it started, until the app begins a session; a new sign-out otherwise.
    static func model(_ steps: [Step]) -> (outcomes: [SignOutCoordinator.Outcome], runs: Int) {
        var running = false
        var started = 0
        var absorbs = false
        var screens: [Int] = []
        var outcomes: [SignOutCoordinator.Outcome] = []
        for step in steps {
            switch step {
            case .appear:
                screens.append(started)
            case .request(let screen):
                let session = screens.isEmpty ? nil : screens[screen % screens.count]
                if running {
                    outcomes.append(.joined)
                } else if absorbs, let session, session < started {
                    outcomes.append(.absorbed)
                } else {
                    running = true
                    started += 1
                    outcomes.append(.signedOut)
                }
            case .finish:
                if running {
                    running = false
                    absorbs = true
                }
            case .beginSession:
                absorbs = false
            }
        }
        return (outcomes, started)
    }

    @Test("2,000 random scripts of screens, requests, handler ends and new sessions match the model")
    func randomScriptsMatchTheModel() async {
        await propertyCheck(count: 2_000, input: Self.steps) { steps in
            let handler = ControlledSignOut()
            let coordinator = SignOutCoordinator()
            let requests = Requests<SignOutCoordinator.Outcome>()
            var screens: [SignOutCoordinator.Session] = []
            for step in steps {
                switch step {
                case .appear:
                    screens.append(coordinator.session)
                case .request(let screen):
                    let session = screens.isEmpty ? nil : screens[screen % screens.count]
                    let before = coordinator.signOuts + coordinator.joins + coordinator.absorptions
                    requests.start { await coordinator.signOut(from: session, using: handler.run) }
                    await waitUntil { coordinator.signOuts + coordinator.joins + coordinator.absorptions > before }
                    if coordinator.isSigningOut { await waitUntil { handler.isWaiting } }
                case .finish:
                    guard handler.isWaiting else { continue }
                    handler.finish()
                    await waitUntil { !coordinator.isSigningOut }
                case .beginSession:
                    coordinator.beginSession()
                }
            }
            handler.finish()
            let outcomes = await requests.all()
            let expected = Self.model(steps)
            #expect(outcomes == expected.outcomes, "\(steps)")
            #expect(handler.runs == expected.runs, "\(steps)")
        }
    }
}
