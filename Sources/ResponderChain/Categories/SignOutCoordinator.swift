public import Foundation

/// Signs the user out once, however many errors ask for it: one expired session, one sign-out.
///
/// When a session expires, every request under way fails with a 401 at about the same time, often on several
/// screens. Each screen that handles its own errors would call the sign-out handler. A coordinator lets them share:
///
/// - The first request runs the handler. Every request that arrives while it runs waits for the same sign-out and
///   calls nothing.
/// - A request that arrives within ``lateArrivalWindow`` after the sign-out finished is a late arrival from the
///   same expired session (a request that was already in flight): it is absorbed, without signing out again.
/// - Later requests sign out again: a new session has expired.
///
/// ```swift
/// let coordinator = SignOutCoordinator()
/// let categories = CategoryResponder(
///     presentingOn: queue,
///     signOutHandler: { await session.signOut() },
///     signOutCoordinator: coordinator
/// )
/// ```
///
/// The SwiftUI adapter's `emittingError` uses ``current`` for every view that has no shared `\.categoryResponder`,
/// so the seed's set-up (only `\.signOutHandler` at the root) signs out once per storm.
///
/// - Important: The handler runs in a task of its own, not in the task of the request that started it: a screen
///   that goes away because of the sign-out does not cancel it. A waiting request that is cancelled stops waiting
///   at once; the sign-out goes on for the others.
@MainActor public final class SignOutCoordinator {
    /// What a request to sign out came to.
    public enum Outcome: Sendable, Hashable {
        /// This request ran the sign-out handler.
        case signedOut
        /// A sign-out was under way: this request waited for it instead of signing out again.
        case joined
        /// A sign-out had finished less than ``SignOutCoordinator/lateArrivalWindow`` before: this request came from
        /// the session that was already signed out, and nothing ran.
        case absorbed
    }

    /// How long, in seconds, after a sign-out finished a further request counts as a late arrival from the same
    /// session.
    public var lateArrivalWindow: TimeInterval {
        TimeInterval(window) / 1_000_000_000
    }

    /// How many times the sign-out handler has run.
    package private(set) var signOuts = 0

    /// How many requests waited for a sign-out under way.
    package private(set) var joins = 0

    /// How many requests arrived late and were absorbed.
    package private(set) var absorptions = 0

    /// Whether a sign-out is running now.
    public var isSigningOut: Bool {
        running != nil
    }

    /// The window and the times, in nanoseconds: `Duration` needs iOS 16, the package iOS 15.
    private let window: Int64
    private let elapsed: @MainActor () -> Int64
    private var running: Task<Void, Never>?
    private var lastFinish: Int64?
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0

    /// Creates a coordinator that measures time with the system's monotonic clock.
    ///
    /// - Parameter lateArrivalWindow: how long, in seconds, after a sign-out finished further requests are
    ///   absorbed; `0` signs out again for every request that arrives after the handler returned.
    /// - Precondition: `lateArrivalWindow` is zero or more, and finite.
    public init(lateArrivalWindow: TimeInterval = 10) {
        precondition(
            lateArrivalWindow >= 0 && lateArrivalWindow.isFinite,
            "SignOutCoordinator: lateArrivalWindow must be zero or more seconds, and finite; got \(lateArrivalWindow)"
        )
        self.window = Nanoseconds.of(seconds: lateArrivalWindow)
        let origin = DispatchTime.now().uptimeNanoseconds
        self.elapsed = { Int64(clamping: DispatchTime.now().uptimeNanoseconds &- origin) }
    }

    /// Creates a coordinator that measures time with `clock`: a `ManualClock` in tests.
    ///
    /// - Parameters:
    ///   - lateArrivalWindow: how long after a sign-out finished further requests are absorbed; `.zero` signs out
    ///     again for every request that arrives after the handler returned.
    ///   - clock: the clock that measures it.
    /// - Precondition: `lateArrivalWindow` is zero or more.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public init<C: Clock>(lateArrivalWindow: Duration, clock: C) where C.Duration == Duration {
        precondition(
            lateArrivalWindow >= .zero,
            "SignOutCoordinator: lateArrivalWindow must not be negative; got \(lateArrivalWindow)"
        )
        self.window = Nanoseconds.of(lateArrivalWindow)
        let origin = clock.now
        self.elapsed = { Nanoseconds.of(origin.duration(to: clock.now)) }
    }

    /// Signs out with `handler`, or joins the sign-out under way, or absorbs a late request.
    ///
    /// - Parameter handler: signs the user out; it runs only when this request starts a sign-out.
    /// - Returns: what the request came to. It returns once the sign-out it ran or joined has finished, or at once
    ///   when it was absorbed or the calling task is cancelled.
    @discardableResult
    public func signOut(using handler: @escaping @MainActor () async -> Void) async -> Outcome {
        let outcome: Outcome
        if running != nil {
            joins += 1
            outcome = .joined
        } else if let lastFinish, elapsed() &- lastFinish < window {
            absorptions += 1
            return .absorbed
        } else {
            signOuts += 1
            outcome = .signedOut
            running = Task { @MainActor in
                await handler()
                self.finish()
            }
        }
        await waitForSignOut()
        return outcome
    }

    private func finish() {
        running = nil
        lastFinish = elapsed()
        let waiting = waiters
        waiters = [:]
        for continuation in waiting.values {
            continuation.resume()
        }
    }

    /// Waits until the sign-out under way finishes, or until this task is cancelled.
    private func waitForSignOut() async {
        nextWaiter += 1
        let waiter = nextWaiter
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if running == nil || Task.isCancelled {
                    continuation.resume()
                } else {
                    waiters[waiter] = continuation
                }
            }
        } onCancel: {
            Task { @MainActor in self.stopWaiting(waiter) }
        }
    }

    private func stopWaiting(_ waiter: Int) {
        waiters.removeValue(forKey: waiter)?.resume()
    }
}

extension SignOutCoordinator {
    /// The coordinator for this task: the one a scope installed with ``withCurrent(_:isolation:operation:)``, or
    /// else the process-wide one, which absorbs late requests for 10 seconds.
    public static var current: SignOutCoordinator {
        scoped ?? process
    }

    private static let process = SignOutCoordinator()

    @TaskLocal private static var scoped: SignOutCoordinator?

    /// Runs `operation` with `coordinator` as ``current`` on this task and the tasks it creates: a test's own,
    /// so that tests that sign out in parallel do not share one.
    ///
    /// - Parameters:
    ///   - coordinator: the coordinator for this scope.
    ///   - isolation: the caller's isolation, inherited by `operation`.
    ///   - operation: the work.
    /// - Returns: what `operation` returns.
    /// - Throws: what `operation` throws.
    public static func withCurrent<Result>(
        _ coordinator: SignOutCoordinator,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $scoped.withValue(coordinator, operation: operation)
    }
}
