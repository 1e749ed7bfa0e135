import Foundation
import ResponderChainTesting
import Testing

@testable import ResponderChain

/// One app as the README sets it up: a path of its own, a clock, a presenter that shows banners, a queue, and the
/// offline responder under the responder that answers everything else.
@MainActor
private final class OfflineApp {
    let path: ManualNetworkPath
    let clock = ManualClock()
    let presenter = ManualPresenter(showing: [.banner, .inline])
    let queue: PresentationQueue
    let root = RecordingResponder("App", otherwise: { _ in .proceed })
    let offline: OfflineResponder

    init(_ path: NetworkPath = .unsatisfied()) {
        self.path = ManualNetworkPath(path)
        queue = PresentationQueue(presenter: presenter, clock: clock)
        offline = OfflineResponder(path: self.path, presentingOn: queue, clock: clock, parentResponder: root)
    }

    /// Starts an operation that fails once with `failure`, then succeeds, retried through the offline responder.
    func operation(
        failingWith failure: any Error, idempotent: Bool = false
    ) -> (task: Task<Int, any Error>, attempts: AttemptCount) {
        let attempts = AttemptCount()
        let offline = self.offline
        let clock = self.clock
        let task = Task { @MainActor in
            try await withRetry(asking: offline, idempotent: idempotent, backoff: .immediate, clock: clock) {
                attempts.count += 1
                if attempts.count == 1 { throw failure }
                return attempts.count
            }
        }
        return (task, attempts)
    }

    /// The presentations made, by style: banners, inline errors and alerts.
    var banners: [AlertModel] { presented(.banner) }
    var alerts: [AlertModel] { presented(.alert) }

    private func presented(_ kind: PresentationStyle.Kind) -> [AlertModel] {
        zip(presenter.presented, presenter.presentedStyles).filter { $0.1.kind == kind }.map(\.0)
    }
}

/// How many times an operation ran.
@MainActor
private final class AttemptCount {
    var count = 0
}

@MainActor
@Suite("Offline: one message, the work held and resumed", .timeLimit(.minutes(1)))
struct OfflineResponderTests {
    // MARK: What counts as offline

    @Test("a failure of the network layer counts as offline in every way apps wrap it", arguments: OfflineCorpus.shapes)
    func theCorpusIsFound(_ shape: OfflineCorpus.Shape) throws {
        let failure = try #require(NetworkFailure(shape.error))
        #expect(failure.isOfflineOnAnyPath == shape.offlineOnAnyPath)
        #expect(failure.sentNothing == shape.sentNothing)
        #expect(failure.isOffline(on: .unsatisfied()))
        #expect(failure.isOffline(on: .satisfied) == shape.offlineOnAnyPath)
    }

    @Test(
        "a failure that only looks like one, by its domain, its code or its text, is not offline",
        arguments: OfflineCorpus.lookAlikes.map(\.name))
    func lookAlikesAreNot(_ name: String) throws {
        let error = try #require(OfflineCorpus.lookAlikes.first { $0.name == name }?.error)
        #expect(NetworkFailure(error) == nil)
    }

    // MARK: One message

    @Test("50 operations fail at once offline: one banner, no alert; back online, all 50 run again within 1 s")
    func fiftyAtOnce() async throws {
        let app = OfflineApp()
        let operations = OfflineCorpus.fiftyAtOnce.map { app.operation(failingWith: $0) }
        await waitUntil("50 held") { app.offline.heldCount == 50 }
        await app.presenter.waitForPresentation(1)
        #expect(app.banners.map(\.title) == ["You're offline"])
        #expect(
            app.banners.first?.message == "Check your connection. What can wait will be sent once you're back online.")
        #expect(app.alerts.isEmpty)
        #expect(app.root.received.isEmpty)

        await app.clock.waitForSleepers(50)  // each hold's limit
        let sleepsBefore = app.clock.sleeps.count
        app.path.set(.satisfied)
        await app.clock.waitForSleepers(49)  // every resumption but the first, which needs no wait
        let resumptions = [.zero] + app.clock.sleeps.dropFirst(sleepsBefore)
        #expect(resumptions.count == 50)
        #expect(resumptions.allSatisfy { $0 < .seconds(1) })
        #expect(Set(resumptions.map { $0 / .milliseconds(1) }).count == 50, "two resumed in the same millisecond")
        await waitUntil("the banner withdrawn") { app.presenter.withdrawn.count == 1 }

        app.clock.advance(by: .seconds(1))
        for (task, attempts) in operations {
            #expect(try await task.value == 2)
            #expect(attempts.count == 2)
        }
        #expect(app.presenter.presented.count == 1)
        #expect(!app.offline.isOffline)
    }

    @Test("a local failure while offline is answered as online: passed on, no banner")
    func aLocalFailureIsNotOffline() async {
        let app = OfflineApp()
        let decoding = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON"))
        #expect(await app.offline.dispatch(decoding) == .proceed)
        #expect(app.root.received.count == 1)
        #expect(app.presenter.presented.isEmpty)
    }

    @Test("a time-out while the path is satisfied is answered as online; while it is unsatisfied, as offline")
    func aTimeOutDependsOnThePath() async {
        let online = OfflineApp(.satisfied)
        #expect(await online.offline.dispatch(URLError(.timedOut)) == .proceed)
        #expect(online.root.received.count == 1)
        #expect(!online.offline.isOffline)

        let offline = OfflineApp()
        #expect(await offline.offline.dispatch(URLError(.timedOut)) == .cancel)
        #expect(offline.root.received.isEmpty)
        await offline.presenter.waitForPresentation(1)
    }

    @Test("an app's responder closer to the origin answers notConnectedToInternet itself: no offline banner")
    func theAppAnswersFirst() async {
        let app = OfflineApp()
        let screen = RecordingResponder(
            "Screen", parent: app.offline,
            otherwise: { ($0 as? URLError)?.code == .notConnectedToInternet ? .cancel : nil })
        #expect(await screen.dispatch(URLError(.notConnectedToInternet)) == .cancel)
        await app.presenter.waitForNoPresentation(for: 0.1)
        #expect(app.presenter.presented.isEmpty)
        #expect(app.root.received.isEmpty)
        // What the screen leaves to the chain still reaches the offline responder.
        #expect(await screen.dispatch(URLError(.networkConnectionLost)) == .cancel)
        await app.presenter.waitForPresentation(1)
    }

    @Test("a path denied mobile data says how to allow it")
    func cellularDenied() async {
        let app = OfflineApp(.unsatisfied(.cellularDenied))
        _ = await app.offline.dispatch(URLError(.dataNotAllowed))
        await app.presenter.waitForPresentation(1)
        #expect(app.banners.map(\.title) == ["Mobile data is off for this app"])
    }

    @Test("a flapping network, 10 times a minute for 5 minutes, shows the banner at most once per 30 s")
    func flapping() async {
        let app = OfflineApp(.satisfied)
        var shownAt: [Duration] = []
        for flap in 0..<50 {
            let start = Duration.seconds(6 * flap)
            app.clock.advance(by: start - app.clock.now.offset)
            app.path.set(.unsatisfied())
            let before = app.presenter.presented.count
            _ = await app.offline.dispatch(URLError(.notConnectedToInternet))
            // The rule under test decides which outages show it: every 30 s, the outage that begins then.
            if flap % 5 == 0 {
                await app.presenter.waitForPresentation(before + 1)
                shownAt.append(app.clock.now.offset)
            }
            app.clock.advance(by: .seconds(3))
            app.path.set(.satisfied)
            await waitUntil("withdrawn") { app.presenter.onScreenNow.isEmpty }
        }
        await app.presenter.waitForNoPresentation(for: 0.1)
        #expect(app.presenter.presented.count == 10)
        #expect(zip(shownAt, shownAt.dropFirst()).allSatisfy { $1 - $0 >= .seconds(30) })
    }

    @Test("an outage that begins within 30 s of the last banner shows it when the 30 s are over, if still offline")
    func aLaterBannerForALongOutage() async {
        let app = OfflineApp()
        _ = await app.offline.dispatch(URLError(.notConnectedToInternet))
        await app.presenter.waitForPresentation(1)
        app.clock.advance(by: .seconds(5))
        app.path.set(.satisfied)
        app.clock.advance(by: .seconds(5))
        app.path.set(.unsatisfied())
        _ = await app.offline.dispatch(URLError(.notConnectedToInternet))
        await app.clock.waitForSleepers(1)
        #expect(app.presenter.presented.count == 1)
        app.clock.advance(by: .seconds(20))
        await app.presenter.waitForPresentation(2)
        #expect(app.banners.count == 2)
    }

    // MARK: Held work

    @Test("a POST whose connection dropped mid-request is not retried on its own; marked idempotent, it is")
    func aDroppedConnection() async throws {
        let app = OfflineApp()
        let post = app.operation(failingWith: URLError(.networkConnectionLost))
        let failure = try #require(await retryFailure(of: post.task))
        // It may have reached the server: the responder above answers it (a CategoryResponder would ask the user).
        #expect(failure.evaluation == .proceed)
        #expect(failure.attempts == 1)
        #expect(app.root.received.map { ($0 as? URLError)?.code } == [.networkConnectionLost])
        #expect(app.offline.heldCount == 0)

        let put = app.operation(failingWith: URLError(.networkConnectionLost), idempotent: true)
        await waitUntil("held") { app.offline.heldCount == 1 }
        app.path.set(.satisfied)  // the first held resumes at once
        #expect(try await put.task.value == 2)
    }

    @Test("a caller cancelled while held ends its hold at once, and nothing more is shown")
    func aCancelledCaller() async throws {
        let app = OfflineApp()
        let operation = app.operation(failingWith: URLError(.notConnectedToInternet))
        await waitUntil("held") { app.offline.heldCount == 1 }
        await app.presenter.waitForPresentation(1)
        operation.task.cancel()
        let failure = try #require(await retryFailure(of: operation.task))
        #expect(failure.evaluation == .cancel)
        #expect(failure.attempts == 1)
        #expect(app.offline.heldCount == 0)
        #expect(app.clock.sleeperCount == 0)
        #expect(app.alerts.isEmpty)
        #expect(app.presenter.presented.count == 1)
    }

    @Test("when the hold runs out while still offline, every held operation fails with one message")
    func theHoldRunsOut() async throws {
        let app = OfflineApp()
        let operations = (0..<3).map { _ in app.operation(failingWith: URLError(.notConnectedToInternet)) }
        await waitUntil("held") { app.offline.heldCount == 3 }
        await app.clock.waitForSleepers(3)
        app.clock.advance(by: .seconds(60))
        for operation in operations {
            let failure = try #require(await retryFailure(of: operation.task))
            #expect(failure.evaluation == .cancel)
            #expect(operation.attempts.count == 1)
        }
        await app.presenter.waitForPresentation(2)
        #expect(app.alerts.map(\.title) == ["Still offline"])
        await app.presenter.waitForNoPresentation(for: 0.1)
        #expect(app.alerts.count == 1)
    }

    @Test("a failure that says offline on a path that says satisfied holds until the path confirms, or 2 s")
    func anOfflineFailureOnASatisfiedPath() async throws {
        let app = OfflineApp(.satisfied)
        let operation = app.operation(failingWith: URLError(.notConnectedToInternet))
        await waitUntil("held") { app.offline.heldCount == 1 }
        #expect(app.offline.isOffline)
        await app.clock.waitForSleepers(2)  // the hold's limit, and the confirmation
        app.clock.advance(by: .seconds(2))  // the path still says satisfied: the one held resumes at once
        #expect(try await operation.task.value == 2)
        #expect(!app.offline.isOffline)
    }

    @Test("10 operations fail offline in each of two apps in one process: each app shows its own one banner")
    func twoApps() async throws {
        let first = OfflineApp()
        let second = OfflineApp()
        let operations =
            (0..<10).map { _ in first.operation(failingWith: URLError(.notConnectedToInternet)) }
            + (0..<10).map { _ in second.operation(failingWith: URLError(.notConnectedToInternet)) }
        await waitUntil("held") { first.offline.heldCount == 10 && second.offline.heldCount == 10 }
        await first.presenter.waitForPresentation(1)
        await second.presenter.waitForPresentation(1)
        #expect(first.banners.count == 1)
        #expect(second.banners.count == 1)
        first.path.set(.satisfied)
        #expect(second.offline.isOffline)
        #expect(second.offline.heldCount == 10)
        second.path.set(.satisfied)
        for app in [first, second] {
            await app.clock.waitForSleepers(9)
            app.clock.advance(by: .seconds(1))
        }
        for operation in operations {
            #expect(try await operation.task.value == 2)
        }
    }

    @Test("the route of a held failure says how long it was held")
    func theRouteSaysHowLong() async throws {
        let app = OfflineApp()
        let traced = Task { @MainActor in
            await DispatchRoute.trace(clock: app.clock) {
                var attempts = 0
                return try? await withRetry(asking: app.offline, backoff: .immediate, clock: app.clock) {
                    attempts += 1
                    if attempts == 1 { throw URLError(.notConnectedToInternet) }
                    return attempts
                }
            }
        }
        await waitUntil("held") { app.offline.heldCount == 1 }
        app.clock.advance(by: .milliseconds(12_500))
        app.path.set(.satisfied)
        let (value, routes) = await traced.value
        #expect(value == 2)
        #expect(
            routes.map(\.description) == ["URLError.notConnectedToInternet → OfflineResponder ⇒ retry (held 12.5 s)"])
        #expect(routes.first?.held == .milliseconds(12_500))
        #expect(routes.first?.heldNanoseconds == 12_500_000_000)
    }

    @Test("the responder starts its own path source, and stops it when it goes away")
    func theSourceStopsWithTheResponder() {
        let path = ManualNetworkPath()
        var offline: OfflineResponder? = OfflineResponder(path: path, presentingOn: nil)
        #expect(path.isStarted)
        #expect(offline?.path == .satisfied)
        offline = nil
        #expect(!path.isStarted)
    }

    @Test("held operations resume over the spread at golden-ratio steps: never two in the same millisecond")
    func theSpread() {
        let spread = Int64(800_000_000)
        let delays = (0..<50).map { OfflineState.resumeDelay(ofHold: $0, spread: spread) }
        #expect(delays.first == 0)
        #expect(delays.allSatisfy { $0 >= 0 && $0 < spread })
        #expect(Set(delays.map { $0 / 1_000_000 }).count == 50)
    }
}
