/// The state of an ``OfflineResponder``, behind its lock: the path, the outage under way, and the held attempts.
///
/// Only plain decisions are made here; the responder starts and cancels tasks and resumes the held attempts outside
/// the lock, with what these functions return.
struct OfflineState {
    /// A failed attempt waiting for the network.
    struct Hold {
        let id: Int
        let continuation: CheckedContinuation<HoldOutcome, Never>
        /// Ends the hold when it runs out.
        let timer: Task<Void, Never>
    }

    /// The time the app is offline: from an unsatisfied path (or an offline failure on a satisfied one) until the
    /// path is satisfied again.
    struct Outage {
        let id: Int
        /// When it began, on the responder's clock.
        let began: Int64
        /// The offline presentation's task, while it is shown.
        var presentation: Task<Void, Never>?
        /// The task that shows it once the least interval between two presentations is over.
        var pending: Task<Void, Never>?
        /// The task that ends an outage that a failure began, when the path does not confirm it.
        var confirmation: Task<Void, Never>?
        /// Whether the offline presentation was shown in this outage, or is waiting for its interval.
        var shown = false
        var waitsForInterval = false
        /// Whether the user dismissed it: it is not shown again in this outage.
        var dismissed = false
        /// Whether the message for held attempts that ran out was shown.
        var expiryShown = false

        init(id: Int, began: Int64) {
            self.id = id
            self.began = began
        }

        var tasks: [Task<Void, Never>] {
            [presentation, pending, confirmation].compactMap { $0 }
        }
    }

    /// What an ended outage leaves to do: its holds to resume, in the order they began, and its tasks to cancel.
    struct Ended {
        let holds: [Hold]
        let tasks: [Task<Void, Never>]
        /// How long the outage lasted, in nanoseconds.
        let lasted: Int64
    }

    /// The outage a failure joined or began, and whether it began one the path has yet to confirm.
    struct Begun {
        let outage: Int
        let confirmation: Int?
    }

    /// Whether to show the offline presentation now, later, or not at all.
    enum PresentationDecision {
        case none
        case now(outage: Int)
        case later(outage: Int, wait: Int64)
    }

    private(set) var path = NetworkPath.satisfied
    private(set) var outage: Outage?
    private(set) var holds: [Hold] = []
    private var lastShownAt: Int64?
    private var outageCount = 0
    private var holdCount = 0
    /// Holds whose caller was cancelled before the hold began.
    private var cancelledBeforeHolding: Set<Int> = []

    // MARK: The path

    /// Takes in a path from the source; returns the outage it ended, if any, and whether it began one.
    mutating func receive(_ path: NetworkPath, at now: Int64) -> (ended: Ended?, began: Bool) {
        self.path = path
        if path.isSatisfied {
            return (endOutage(at: now), false)
        }
        guard outage == nil else { return (nil, false) }
        outage = newOutage(at: now)
        return (nil, true)
    }

    /// Joins `failure` to the outage under way, or begins one; `nil` when the failure is not the device being
    /// offline.
    mutating func begin(_ failure: NetworkFailure, at now: Int64, confirmationDelay: Int64) -> Begun? {
        if let outage {
            return Begun(outage: outage.id, confirmation: nil)
        }
        guard failure.isOffline(on: path) else { return nil }
        let begun = newOutage(at: now)
        outage = begun
        // The path says satisfied (or it would have begun the outage): only the failure says offline.
        return Begun(outage: begun.id, confirmation: begun.id)
    }

    /// Ends the outage `id` that a failure began, when the path still says satisfied.
    mutating func endUnconfirmed(_ id: Int, at now: Int64) -> Ended? {
        guard outage?.id == id, path.isSatisfied else { return nil }
        return endOutage(at: now)
    }

    private mutating func newOutage(at now: Int64) -> Outage {
        outageCount += 1
        return Outage(id: outageCount, began: now)
    }

    private mutating func endOutage(at now: Int64) -> Ended? {
        guard let ended = outage else { return nil }
        outage = nil
        let resumed = holds
        holds = []
        return Ended(holds: resumed, tasks: ended.tasks, lasted: max(0, now - ended.began))
    }

    /// Ends everything, for a responder that goes away: every hold and every task.
    mutating func endAll() -> (holds: [Hold], tasks: [Task<Void, Never>]) {
        let ended = (holds: holds, tasks: (outage?.tasks ?? []) + holds.map(\.timer))
        outage = nil
        holds = []
        return ended
    }

    // MARK: The presentation

    /// Whether the offline presentation of the outage under way is shown now, later or not at all; one shown now
    /// counts as shown at `now`.
    mutating func presentationDecision(at now: Int64, interval: Int64) -> PresentationDecision {
        guard var current = outage, !current.shown, !current.dismissed, !current.waitsForInterval else {
            return .none
        }
        defer { outage = current }
        if let lastShownAt, now - lastShownAt < interval {
            current.waitsForInterval = true
            return .later(outage: current.id, wait: interval - (now - lastShownAt))
        }
        current.shown = true
        lastShownAt = now
        return .now(outage: current.id)
    }

    /// The interval of a presentation that waited for it is over: it is decided again.
    mutating func laterPresentationDue(of id: Int) {
        guard outage?.id == id else { return }
        outage?.waitsForInterval = false
        outage?.pending = nil
    }

    /// Keeps the task that shows the outage's presentation; cancels it when that outage has already ended.
    mutating func attach(presentation task: Task<Void, Never>, to id: Int) {
        guard outage?.id == id else { return task.cancel() }
        outage?.presentation = task
    }

    /// Keeps the task that shows the presentation after the interval; cancels it when the outage has ended.
    mutating func attach(pending task: Task<Void, Never>, to id: Int) {
        guard outage?.id == id else { return task.cancel() }
        outage?.pending = task
    }

    /// Keeps the task that ends an unconfirmed outage; cancels it when the outage has ended.
    mutating func attach(confirmation task: Task<Void, Never>, to id: Int) {
        guard outage?.id == id else { return task.cancel() }
        outage?.confirmation = task
    }

    /// The presentation of outage `id` ended with `outcome`: one the user dismissed or acted on is not shown again
    /// in that outage.
    mutating func presentationEnded(of id: Int, outcome: PresentationOutcome) {
        guard outage?.id == id else { return }
        outage?.presentation = nil
        switch outcome {
        case .chosen, .dismissed: outage?.dismissed = true
        default: break
        }
    }

    /// Whether the message for held attempts that ran out is still to be shown in outage `id`; claims it.
    mutating func claimExpiryMessage(of id: Int) -> Bool {
        guard outage?.id == id, outage?.expiryShown == false else { return false }
        outage?.expiryShown = true
        return true
    }

    // MARK: The holds

    mutating func nextHoldID() -> Int {
        holdCount += 1
        return holdCount
    }

    /// Adds a hold to outage `outage`; `false` when its caller was cancelled first or the outage has ended.
    mutating func addHold(
        _ id: Int,
        outage: Int,
        continuation: CheckedContinuation<HoldOutcome, Never>,
        timer: Task<Void, Never>
    ) -> Bool {
        if cancelledBeforeHolding.remove(id) != nil { return false }
        guard self.outage?.id == outage else { return false }
        holds.append(Hold(id: id, continuation: continuation, timer: timer))
        return true
    }

    /// Takes hold `id` out, to be resumed by the caller; a cancellation that comes before the hold began is kept, so
    /// that the hold never begins.
    mutating func removeHold(_ id: Int, cancelling: Bool = false) -> Hold? {
        guard let index = holds.firstIndex(where: { $0.id == id }) else {
            if cancelling { cancelledBeforeHolding.insert(id) }
            return nil
        }
        return holds.remove(at: index)
    }

    /// How long after the path is satisfied the `index`-th held attempt resumes: the fractional part of `index`
    /// times the golden ratio, times `spread`. Consecutive holds land far apart, and the first n of them split the
    /// spread into gaps of at most three sizes, so no two resume together.
    static func resumeDelay(ofHold index: Int, spread: Int64) -> Int64 {
        let fraction = (Double(index) * 0.618_033_988_749_894_8).truncatingRemainder(dividingBy: 1)
        return Int64((fraction * Double(spread)).rounded(.down))
    }
}
