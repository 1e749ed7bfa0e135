/// A gate that asynchronous work waits at until the test opens it: hold a sign-out handler, a recovery or a
/// responder in flight while the test checks what happens meanwhile.
///
/// ```swift
/// let gate = ManualGate()
/// let categories = CategoryResponder(signOutHandler: { await gate.wait() })
/// let answer = Task { await categories.respond(to: sessionExpired) }
/// // … check that the other requests wait …
/// gate.open()
/// #expect(await answer.value == .abort)
/// ```
///
/// Once open, it stays open: later waits return at once.
@MainActor
public final class ManualGate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Creates a closed gate.
    public init() {}

    /// How many tasks wait at the gate now.
    public var waiterCount: Int { waiters.count }

    /// Waits until the gate is open; returns at once when it already is.
    public func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Opens the gate and lets every waiting task go on.
    public func open() {
        isOpen = true
        let ready = waiters
        waiters = []
        for waiter in ready { waiter.resume() }
    }
}
