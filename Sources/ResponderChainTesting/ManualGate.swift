import ResponderChain

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
///
/// Nothing waits at it forever: a task the test leaves waiting for ``deadline`` seconds of real time fails the test,
/// at the line that made the gate, with a message that says to open the gate, and is then let through, so that the
/// code under test finishes.
@MainActor
public final class ManualGate {
    private var isOpen = false
    private var waiters: [(id: UInt64, continuation: CheckedContinuation<Void, Never>)] = []
    private var nextWaiter: UInt64 = 0

    /// How many seconds of real time a task may wait at the gate before it fails the test and is let through.
    public var deadline: Double

    /// Where the test made this gate: the line a missed deadline fails at.
    private let site: CallSite

    /// Creates a closed gate.
    ///
    /// - Parameters:
    ///   - deadline: the seconds of real time the test has to open the gate for each waiting task; 50 unless given.
    ///   - fileID: the caller's `#fileID`: where a missed deadline fails the test; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    public init(
        deadline: Double = 50,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.deadline = deadline
        self.site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// How many tasks wait at the gate now.
    public var waiterCount: Int { waiters.count }

    /// Waits until the gate is open; returns at once when it already is.
    public func wait() async {
        guard !isOpen else { return }
        nextWaiter += 1
        let id = nextWaiter
        let deadline = self.deadline
        let timer = startWaitTimeout(seconds: deadline) { [weak self] in
            await self?.expire(id, after: deadline)
        }
        defer { timer.cancel() }
        await withCheckedContinuation { waiters.append((id, $0)) }
    }

    /// Opens the gate and lets every waiting task go on.
    public func open() {
        isOpen = true
        let ready = waiters
        waiters = []
        for waiter in ready { waiter.continuation.resume() }
    }

    /// Fails the test for a task it left waiting, and lets that task through.
    private func expire(_ id: UInt64, after deadline: Double) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        failTest(
            """
            ManualGate: a task waited at the gate for \(secondsText(deadline)) and the test never opened it. Call \
            gate.open() in the test. The task is let through now.
            """,
            at: site
        )
        waiters.remove(at: index).continuation.resume()
    }
}
