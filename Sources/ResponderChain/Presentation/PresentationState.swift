/// The waiting room of a ``PresentationQueue``: the alerts to show, oldest first, and who waits for each.
///
/// It lives behind a lock rather than on the main actor so that a cancelled caller is resumed at once, from
/// whatever thread runs its cancellation handler. Each method returns the continuations to resume; the queue
/// resumes them after the lock is released.
struct PresentationState {
    /// How a presentation ended for one caller: its outcome, how long it had been on screen, and whether this caller
    /// speaks for the presentation (exactly one caller of each presentation does) or joined one that goes on or that
    /// another caller speaks for.
    struct Ending: Sendable {
        let outcome: PresentationOutcome
        /// How long the presentation was on screen when it ended, on the queue's clock; `nil` when it never showed.
        let timeOnScreen: DispatchTimer.Components?
        /// Whether another caller speaks for the presentation.
        let joined: Bool
        /// The support code the presentation showed; `nil` when it showed none.
        let supportCode: SupportCode?
    }

    typealias Resumption = (continuation: CheckedContinuation<Ending, Never>, ending: Ending)

    struct Waiter {
        let id: Int
        let continuation: CheckedContinuation<Ending, Never>
    }

    struct Entry {
        let id: Int
        /// What callers asked to show: an equal request joins this entry.
        let alert: AlertModel
        /// What is shown: ``alert``, with the support code of the caller that added it when the queue shows codes.
        let shown: AlertModel
        let supportCode: SupportCode?
        /// What the report of the caller that added it is made of, when its queue lets users report errors.
        let report: ErrorReporting.Source?
        /// How it is shown: the style of the caller that added it.
        let style: PresentationStyle
        var waiters: [Waiter]
        var isShowing = false
        /// When it began showing, in the order of the channel's presentations: the oldest is replaced first.
        var started = 0
        var presentation: Task<AlertButton?, Never>?
        /// Reads how long it has been on screen; set when it begins showing.
        var onScreenFor: (@Sendable () -> DispatchTimer.Components)?

        /// Every waiter's resumption with `outcome`; the first waiter speaks for the presentation.
        func resolve(_ outcome: PresentationOutcome) -> [Resumption] {
            let timeOnScreen = onScreenFor?()
            return waiters.enumerated().map { index, waiter in
                (
                    waiter.continuation,
                    Ending(outcome: outcome, timeOnScreen: timeOnScreen, joined: index > 0, supportCode: supportCode)
                )
            }
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
        shownAs shown: AlertModel? = nil,
        supportCode: SupportCode? = nil,
        report: ErrorReporting.Source? = nil,
        policy: PresentationQueue.Policy,
        style: PresentationStyle,
        capacity: Int,
        continuation: CheckedContinuation<Ending, Never>
    ) -> (resumptions: [Resumption], withdrawn: Task<AlertButton?, Never>?) {
        announced.remove(waiterID)
        registrations += 1
        if cancelledEarly.remove(waiterID) != nil {
            let ending = Ending(outcome: .cancelled, timeOnScreen: nil, joined: false, supportCode: nil)
            return ([(continuation, ending)], nil)
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
            entry = Entry(
                id: nextID, alert: alert, shown: shown ?? alert, supportCode: supportCode, report: report,
                style: style, waiters: [waiter])
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
            let timeOnScreen = entries[index].onScreenFor?()
            let supportCode = entries[index].supportCode
            var withdrawn: Task<AlertButton?, Never>?
            // The last caller to leave speaks for the presentation; one who leaves others waiting does not.
            let joined = !entries[index].waiters.isEmpty
            if !joined {
                withdrawn = entries[index].presentation
                entries.remove(at: index)
            }
            let ending = Ending(
                outcome: .cancelled, timeOnScreen: timeOnScreen, joined: joined, supportCode: supportCode)
            return ([(waiter.continuation, ending)], withdrawn)
        }
        return ([], nil)
    }

    /// Marks the first pending entry as showing and returns it; the queue asks only while its channel has room.
    ///
    /// - Parameter timer: the queue's clock, which starts measuring how long the entry is on screen.
    mutating func beginNext(
        timer: DispatchTimer = .uptime
    ) -> (
        id: Int, alert: AlertModel, style: PresentationStyle, report: ErrorReporting.Source?, supportCode: SupportCode?
    )? {
        guard let index = entries.firstIndex(where: { !$0.isShowing }) else { return nil }
        nextStart += 1
        entries[index].isShowing = true
        entries[index].started = nextStart
        entries[index].onScreenFor = timer.start()
        let entry = entries[index]
        return (entry.id, entry.shown, entry.style, entry.report, entry.supportCode)
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
        entries.filter(\.isShowing).sorted { $0.started < $1.started }.map(\.shown)
    }

    /// The presentations waiting for room on screen, in order.
    var waiting: [AlertModel] {
        entries.filter { !$0.isShowing }.map(\.shown)
    }
}
