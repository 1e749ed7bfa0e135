/// Signs the user out once per session, however many errors ask for it.
///
/// When a session expires, every request under way fails with a 401 at about the same time, often on several
/// screens, and some fail only after the sign-out has finished. Each would call the sign-out handler. A coordinator
/// lets them share, and tells a late request of the session just signed out from a request of the session that
/// followed:
///
/// - The first request runs the handler. Every request that arrives while it runs waits for the same sign-out and
///   calls nothing.
/// - After it, a straggler of the expired session is absorbed, without signing out again: a failed attempt that
///   *started* before the sign-out finished (`withRetry` stamps each attempt when it starts), or a request that
///   belongs to a ``Session`` from before the sign-out (a screen of it, still on its way out).
/// - Any other request signs out again, however soon: an attempt that started after the sign-out, a request of a
///   later session, and a request whose start and session are both unknown. No time window decides, and nothing
///   waits for the app to sign in again: a forgotten call can never leave a dead session signed in.
///
/// Every ``CategoryResponder`` has a coordinator of its own unless it is given one to share, so the README's set-up
/// signs out once per expired session with nothing more to wire. Share one coordinator between responders whose
/// errors may come from one session, such as two screens that each handle their own errors.
///
/// A request made outside `withRetry` can say what it belongs to with the ``session`` it read when its screen
/// appeared. ``RecoveryScope`` carries it for the errors raised through the scope, and the SwiftUI adapter stamps
/// each view that emits errors when it first appears.
///
/// ```swift
/// let coordinator = SignOutCoordinator()
/// let categories = CategoryResponder(
///     presentingOn: queue,
///     signOutHandler: { await session.signOut() },
///     signOutCoordinator: coordinator
/// )
/// // A screen raises its errors through a scope of the session it belongs to.
/// let scope = RecoveryScope(parentResponder: categories, session: coordinator.session) { option, _ in … }
/// ```
///
/// There is no coordinator for the whole process: each one is its own hierarchy's. The SwiftUI adapter makes one
/// for each place that sets `\.signOutHandler`, and each ``CategoryResponder`` without one makes its own, so two
/// windows, or two tests, never share a sign-out.
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
        /// This request was a straggler of a session already signed out (its attempt started before the last
        /// sign-out finished, or its session came before it), and nothing ran.
        case absorbed
    }

    /// The session a screen or a request belongs to: which of this coordinator's sign-outs it came after.
    ///
    /// Read ``SignOutCoordinator/session`` when the screen appears, and hand it back with each sign-out request the
    /// screen makes. A session of another coordinator counts as unknown.
    public struct Session: Hashable, Sendable {
        fileprivate let coordinator: Int
        fileprivate let generation: Int
    }

    /// The session that screens appearing now belong to.
    public var session: Session {
        Session(coordinator: id, generation: signOutsStarted)
    }

    /// How many times the sign-out handler has run.
    package private(set) var signOuts = 0

    /// How many requests waited for a sign-out under way.
    package private(set) var joins = 0

    /// How many requests came from a session already signed out and were absorbed.
    package private(set) var absorptions = 0

    /// When the last sign-out finished, as an ``AttemptStamp``: an attempt stamped before it is a straggler.
    private var lastSignOutFinished: UInt64?

    /// Whether a sign-out is running now.
    public var isSigningOut: Bool {
        running != nil
    }

    /// Tells this coordinator's sessions from those of any other, even one made later at the same address.
    private let id: Int
    private static var coordinatorsMade = 0
    private var signOutsStarted = 0
    /// Whether requests of earlier sessions are absorbed: from the end of a sign-out until ``beginSession()``.
    private var absorbsEarlierSessions = false
    private var running: Task<Void, Never>?
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0

    /// Creates a coordinator, in a session that has not signed out yet.
    public init() {
        Self.coordinatorsMade += 1
        id = Self.coordinatorsMade
    }

    /// Signs out with `handler`, or joins the sign-out under way, or absorbs a straggler of a session already
    /// signed out.
    ///
    /// Called while `withRetry` dispatches a failed attempt, the request is the attempt's: a straggler when the
    /// attempt started before the last sign-out finished.
    ///
    /// - Parameters:
    ///   - session: the session the request belongs to, as ``session`` was when its screen appeared; `nil` when it
    ///     is not known.
    ///   - handler: signs the user out; it runs only when this request starts a sign-out.
    /// - Returns: what the request came to. It returns once the sign-out it ran or joined has finished, or at once
    ///   when it was absorbed or the calling task is cancelled.
    @discardableResult
    public func signOut(
        from session: Session? = nil,
        using handler: @escaping @MainActor () async -> Void
    ) async -> Outcome {
        await signOut(from: session, attemptStarted: AttemptStamp.started, using: handler)
    }

    /// ``signOut(from:using:)`` for a request whose attempt started at `attemptStarted` (`nil` when unknown): the
    /// latest start of the requests that share one handling.
    @discardableResult
    package func signOut(
        from session: Session?,
        attemptStarted: UInt64?,
        using handler: @escaping @MainActor () async -> Void
    ) async -> Outcome {
        let outcome: Outcome
        if running != nil {
            joins += 1
            outcome = .joined
        } else if isStraggler(session: session, attemptStarted: attemptStarted) {
            absorptions += 1
            return .absorbed
        } else {
            signOuts += 1
            signOutsStarted += 1
            outcome = .signedOut
            running = Task { @MainActor in
                await handler()
                self.finish()
            }
        }
        await waitForSignOut()
        return outcome
    }

    /// Says that a new session began (the user signed in again): from now on a request signs out whatever
    /// ``Session`` it belongs to, until the next sign-out ends. An attempt that started before the last sign-out
    /// finished is still a straggler.
    ///
    /// Without it, a screen that appeared before the last sign-out stays a straggler of the expired session for as
    /// long as it exists, for the requests whose start is unknown. Call it when an app keeps such screens across
    /// signing out and back in.
    public func beginSession() {
        absorbsEarlierSessions = false
    }

    /// Whether a request is a straggler of a session already signed out: its attempt started before the last
    /// sign-out finished, or, until ``beginSession()``, its session came before the last sign-out.
    private func isStraggler(session: Session?, attemptStarted: UInt64?) -> Bool {
        if let attemptStarted, let lastSignOutFinished, attemptStarted < lastSignOutFinished {
            return true
        }
        guard absorbsEarlierSessions, let session else { return false }
        return precedesLastSignOut(session)
    }

    /// Whether `session` is one of this coordinator's, from before the last sign-out started.
    private func precedesLastSignOut(_ session: Session) -> Bool {
        session.coordinator == id && session.generation < signOutsStarted
    }

    /// The session that decides for requests that share one handling: `nil` when any of them is unknown or another
    /// coordinator's, and otherwise the latest.
    package func latest(of sessions: [Session?]) -> Session? {
        var latest: Session?
        for session in sessions {
            guard let session, session.coordinator == id else { return nil }
            if session.generation >= latest?.generation ?? .min {
                latest = session
            }
        }
        return latest
    }

    private func finish() {
        running = nil
        lastSignOutFinished = AttemptStamp.next()
        absorbsEarlierSessions = true
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
