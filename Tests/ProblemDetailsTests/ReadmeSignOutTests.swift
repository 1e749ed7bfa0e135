import Foundation
import ProblemDetails
import ResponderChainTesting
import Testing

@testable import ResponderChain

// readme-copy: the README's `AppErrors`, unchanged; `theCopyIsTheReadmes` checks it.
@MainActor final class AppErrors {
    private(set) var signedOut = false
    private let queue: PresentationQueue
    private let path: any NetworkPathSource
    private let clock: any Clock<Duration>
    private(set) lazy var categories = CategoryResponder(
        presentingOn: queue, signOutHandler: { [weak self] in self?.signedOut = true })
    // The root: one banner while the network is gone, and withRetry's work held until it is back.
    private(set) lazy var root = OfflineResponder(
        path: path, presentingOn: queue, clock: clock, parentResponder: categories)

    // presenter: a view controller, a window, or the SwiftUI adapter's; path: SystemNetworkPath() in the app.
    init(presenter: any ErrorPresenter, path: any NetworkPathSource, clock: any Clock<Duration> = ContinuousClock()) {
        (queue, self.path, self.clock) = (PresentationQueue(presenter: presenter), path, clock)
    }
}
// end of readme-copy

/// Requests that are under way until the test lets them fail.
@MainActor
private final class HeldRequests {
    private var held: [CheckedContinuation<Void, Never>] = []
    private var waiting: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// Waits until the test releases it, then throws `error`.
    func fail(with error: any Error) async throws -> [String] {
        await withCheckedContinuation { continuation in
            held.append(continuation)
            let ready = waiting.filter { held.count >= $0.count }
            waiting.removeAll { held.count >= $0.count }
            for waiter in ready { waiter.continuation.resume() }
        }
        throw error
    }

    /// Returns once `count` requests are held.
    func waitUntilHeld(_ count: Int) async {
        await withCheckedContinuation { continuation in
            if held.count >= count {
                continuation.resume()
            } else {
                waiting.append((count, continuation))
            }
        }
    }

    /// Lets every held request fail.
    func releaseAll() {
        let released = held
        held = []
        for continuation in released { continuation.resume() }
    }
}

/// The README's app, as written, against the 401 problems a real server sends: one sign-out per expired session.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ReadmeSignOutTests {
    private let clock = ManualClock()

    /// A 401 problem whose detail differs from request to request, as servers write them.
    private static func expired(_ detail: String) throws -> OpaqueHTTPAPIProblem {
        try OpaqueHTTPAPIProblem(
            type: "https://example.com/probs/session-expired", title: "Session expired", status: 401, detail: detail,
            extras: .init())
    }

    /// A request of `app` through `withRetry(asking:)`, as the README's view model makes it, that fails when `held`
    /// lets it.
    private func request(_ app: AppErrors, held: HeldRequests, detail: String) -> Task<Void, Never> {
        let clock = self.clock
        return Task { @MainActor in
            _ = try? await withRetry(asking: app.categories, clock: clock) {
                try await held.fail(with: try Self.expired(detail))
            }
        }
    }

    private func signOuts(_ app: AppErrors) -> Int {
        app.categories.signOutCoordinator.signOuts
    }

    @Test func anExpiredSessionSignsOutOnceAndItsStragglersNoMore() async throws {
        let app = AppErrors(presenter: ManualPresenter(), path: ManualNetworkPath())
        let other = AppErrors(presenter: ManualPresenter(), path: ManualNetworkPath())
        let burst = HeldRequests()
        let stragglers = HeldRequests()

        // Three requests fail with 401 at once, with different details; three more started before the sign-out
        // and fail after it; another app's request started at the same time.
        let burstTasks = (1...3).map { request(app, held: burst, detail: "token \($0) expired at 10:0\($0)") }
        let straggling = (1...3).map { request(app, held: stragglers, detail: "request \($0): token expired") }
        let otherApp = request(other, held: stragglers, detail: "token expired")
        await burst.waitUntilHeld(3)
        await stragglers.waitUntilHeld(4)

        burst.releaseAll()
        for task in burstTasks { await task.value }
        #expect(signOuts(app) == 1)
        #expect(app.signedOut)

        stragglers.releaseAll()
        for task in straggling + [otherApp] { await task.value }
        #expect(signOuts(app) == 1, "a straggler of the expired session signed out again")
        #expect(signOuts(other) == 1, "the other app's sign-out is its own")

        // A request that starts after the sign-out and fails with 401 is of a new session: it signs out.
        let later = HeldRequests()
        let afterwards = request(app, held: later, detail: "the new session expired")
        await later.waitUntilHeld(1)
        later.releaseAll()
        await afterwards.value
        #expect(signOuts(app) == 2)
        #expect(signOuts(other) == 1)
    }

    /// A dispatch made without `withRetry` says nothing of when its request started: it is never a straggler.
    @Test func aDispatchWithoutAStartSignsOutAgain() async throws {
        let app = AppErrors(presenter: ManualPresenter(), path: ManualNetworkPath())
        #expect(await app.categories.dispatch(try Self.expired("first")) == .abort)
        #expect(await app.categories.dispatch(try Self.expired("second")) == .abort)
        #expect(signOuts(app) == 2)
    }

    @Test func theCopyIsTheReadmes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let this = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let copy = try #require(
            this.components(separatedBy: "unchanged; `theCopyIsTheReadmes` checks it.\n").dropFirst().first?
                .components(separatedBy: "\n// end of readme-copy").first)
        #expect(readme.contains("\n" + copy + "\n```"), "the README's AppErrors changed: copy it here again")
    }
}
