/// The waiting room of a ``PresentationQueue``: the alerts to show, oldest first, and who waits for each.
///
/// It lives behind a lock rather than on the main actor so that a cancelled caller is resumed at once, from
/// whatever thread runs its cancellation handler. Each method returns the continuations to resume; the queue
/// resumes them after the lock is released.
struct PresentationState {
    typealias Resumption = (continuation: CheckedContinuation<PresentationOutcome, Never>, outcome: PresentationOutcome)

    struct Waiter {
        let id: Int
        let continuation: CheckedContinuation<PresentationOutcome, Never>
    }

    struct Entry {
        let id: Int
        let alert: AlertModel
        /// How it is shown: the style of the caller that added it.
        let style: PresentationStyle
        var waiters: [Waiter]
        var isShowing = false
        /// When it began showing, in the order of the channel's presentations: the oldest is replaced first.
        var started = 0
        var presentation: Task<AlertButton?, Never>?

        func resolve(_ outcome: PresentationOutcome) -> [Resumption] {
            waiters.map { ($0.continuation, outcome) }
        }
    }

    /// The showing entry first, when there is one, then the pending ones in order.
    private(set) var entries: [Entry] = []

    /// Callers that have an identifier but have not registered their continuation yet.
    private var announced: Set<Int> = []

    /// Announced callers whose task was cancelled before they registered.
    private var cancelledEarly: Set<Int> = []

    private var nextID = 0

    private var nextStart = 0

    /// How many callers have registered so far; for tests.
    private(set) var registrations = 0

    /// A fresh identifier for a caller about to wait.
    mutating func announce() -> Int {
        nextID += 1
        announced.insert(nextID)
        return nextID
    }

    /// Adds a caller's continuation: it joins an equal alert that is showing or pending, or queues a new one.
    mutating func register(
        _ waiterID: Int,
        alert: AlertModel,
        policy: PresentationQueue.Policy,
        style: PresentationStyle = .alert,
        capacity: Int = 1,
        continuation: CheckedContinuation<PresentationOutcome, Never>
    ) -> (resumptions: [Resumption], withdrawn: Task<AlertButton?, Never>?) {
        announced.remove(waiterID)
        registrations += 1
        if cancelledEarly.remove(waiterID) != nil {
            return ([(continuation, .cancelled)], nil)
        }
        let waiter = Waiter(id: waiterID, continuation: continuation)
        var entry: Entry
        if let index = entries.firstIndex(where: { $0.alert == alert }) {
            entries[index].waiters.append(waiter)
            if policy == .enqueue || entries[index].isShowing {
                return ([], nil)
            }
            // An equal alert was waiting: it is the one that replaces the current alert.
            entry = entries.remove(at: index)
        } else {
            nextID += 1
            entry = Entry(id: nextID, alert: alert, style: style, waiters: [waiter])
            if policy == .enqueue {
                entries.append(entry)
                return ([], nil)
            }
        }
        var resumptions: [Resumption] = []
        var withdrawn: Task<AlertButton?, Never>?
        // Room is made only when every place is taken: the oldest presentation on screen gives way.
        let showing = entries.indices.filter { entries[$0].isShowing }
        if showing.count >= capacity, let oldest = showing.min(by: { entries[$0].started < entries[$1].started }) {
            resumptions = entries[oldest].resolve(.replaced)
            withdrawn = entries[oldest].presentation
            entries.remove(at: oldest)
        }
        entries.insert(entry, at: 0)
        return (resumptions, withdrawn)
    }

    /// Withdraws a cancelled caller. An alert nobody waits for any more is dropped, and its presentation
    /// returned for cancelling when it is showing.
    mutating func cancel(_ waiterID: Int) -> (resumptions: [Resumption], withdrawn: Task<AlertButton?, Never>?) {
        if announced.remove(waiterID) != nil {
            cancelledEarly.insert(waiterID)
            return ([], nil)
        }
        for index in entries.indices {
            guard let position = entries[index].waiters.firstIndex(where: { $0.id == waiterID }) else { continue }
            let waiter = entries[index].waiters.remove(at: position)
            var withdrawn: Task<AlertButton?, Never>?
            if entries[index].waiters.isEmpty {
                withdrawn = entries[index].presentation
                entries.remove(at: index)
            }
            return ([(waiter.continuation, .cancelled)], withdrawn)
        }
        return ([], nil)
    }

    /// Marks the first pending entry as showing and returns it; the queue asks only while its channel has room.
    mutating func beginNext() -> (id: Int, alert: AlertModel, style: PresentationStyle)? {
        guard let index = entries.firstIndex(where: { !$0.isShowing }) else { return nil }
        nextStart += 1
        entries[index].isShowing = true
        entries[index].started = nextStart
        return (entries[index].id, entries[index].alert, entries[index].style)
    }

    /// The presentation under way for an entry still on screen.
    func presentation(of entryID: Int) -> Task<AlertButton?, Never>? {
        entries.first { $0.id == entryID }?.presentation
    }

    mutating func attach(_ presentation: Task<AlertButton?, Never>, to entryID: Int) -> Bool {
        guard let index = entries.firstIndex(where: { $0.id == entryID }) else { return false }
        entries[index].presentation = presentation
        return true
    }

    /// Ends a showing entry with the presenter's answer; nothing when the entry was withdrawn meanwhile.
    mutating func finish(_ entryID: Int, choosing button: AlertButton?) -> [Resumption] {
        guard let index = entries.firstIndex(where: { $0.id == entryID }) else { return [] }
        let entry = entries.remove(at: index)
        if let button, entry.alert.buttons.contains(button) {
            return entry.resolve(.chosen(button))
        }
        return entry.resolve(.dismissed)
    }

    /// Ends every entry with `outcome`, returning the presentations on screen for cancelling.
    mutating func withdrawAll(_ outcome: PresentationOutcome) -> (
        resumptions: [Resumption], withdrawn: [Task<AlertButton?, Never>]
    ) {
        let resumptions = entries.flatMap { $0.resolve(outcome) }
        let withdrawn = entries.compactMap(\.presentation)
        entries.removeAll()
        return (resumptions, withdrawn)
    }

    /// The presentations on screen, oldest first.
    var showing: [AlertModel] {
        entries.filter(\.isShowing).sorted { $0.started < $1.started }.map(\.alert)
    }

    /// The presentations waiting for room on screen, in order.
    var waiting: [AlertModel] {
        entries.filter { !$0.isShowing }.map(\.alert)
    }
}
