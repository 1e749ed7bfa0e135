/// Presents alerts one at a time, and makes sure that everyone waiting for one gets an answer.
///
/// Rules and responders ask the queue to present an ``AlertModel`` and await the ``PresentationOutcome``. The
/// queue shows one alert at a time through its ``presenter``:
///
/// - While an equal alert is showing or waiting, a new request joins it instead of stacking a second one, and
///   receives the same outcome.
/// - Every caller is resumed exactly once: when the user chooses (``PresentationOutcome/chosen(_:)``), when the
///   alert is dismissed (``PresentationOutcome/dismissed``) or replaced (``PresentationOutcome/replaced``), when
///   there is no presenter (``PresentationOutcome/presenterUnavailable``), or when the caller's task is cancelled
///   (``PresentationOutcome/cancelled``). A cancelled caller is resumed at once; an alert nobody waits for any
///   more is withdrawn.
///
/// ```swift
/// let queue = PresentationQueue(presenter: rootViewController)
/// switch await queue.present(alert) {
/// case .chosen(let button): return button.evaluation
/// default: return .cancel
/// }
/// ```
///
/// Use one queue per window or scene; ``shared(for:)`` gives every ``ErrorHandler`` created for the same
/// presenter the same queue.
@MainActor public final class PresentationQueue {
    /// Where a new alert goes.
    public enum Policy: Hashable, Sendable {
        /// After the alerts already waiting.
        case enqueue

        /// In place of the alert on screen, whose callers receive ``PresentationOutcome/replaced``; it is shown
        /// next, before the alerts already waiting. An equal alert that was waiting moves to the front with its
        /// callers; when the equal alert is the one on screen, the caller joins it and nothing is replaced.
        case replaceCurrent
    }

    /// The object that shows the alerts. Held weakly.
    ///
    /// When it is `nil` or has gone away, waiting alerts end with ``PresentationOutcome/presenterUnavailable``.
    /// Setting it to `nil` withdraws every alert at once.
    public weak var presenter: (any ErrorPresenter)? {
        didSet {
            if presenter == nil {
                withdrawAll(.presenterUnavailable)
            }
        }
    }

    /// One style's presentations: its entries, how many may be on screen at once, and how many are (a replaced
    /// presentation counts until its presenter call has returned, so two never overlap on screen).
    private final class Channel {
        let capacity: Int
        let state = Locked(PresentationState())
        var active = 0

        init(capacity: Int) {
            self.capacity = capacity
        }
    }

    private let alerts: Channel
    private let banners: Channel
    private let inlines: Channel

    /// How many banners may be on screen at once; more wait for one to go, unless they replace one.
    public let maximumBanners: Int

    /// Sleeps for a number of nanoseconds: the queue's clock, for banner durations.
    private let sleep: @Sendable (Int64) async throws -> Void

    /// The queue's clock again, for how long each presentation is on screen.
    private let timer: DispatchTimer

    /// Creates a queue that times banners with the system's clock.
    ///
    /// - Parameters:
    ///   - presenter: the object that shows the presentations; held weakly.
    ///   - maximumBanners: how many banners may be on screen at once.
    /// - Precondition: `maximumBanners` is at least 1.
    public convenience init(presenter: (any ErrorPresenter)? = nil, maximumBanners: Int = 3) {
        self.init(presenter: presenter, maximumBanners: maximumBanners, timer: .uptime) { nanoseconds in
            try await Task.sleep(nanoseconds: UInt64(max(0, nanoseconds)))
        }
    }

    /// Creates a queue that times banners, and how long each presentation is on screen, with `clock`: a
    /// `ManualClock` in tests.
    ///
    /// - Parameters:
    ///   - presenter: the object that shows the presentations; held weakly.
    ///   - maximumBanners: how many banners may be on screen at once.
    ///   - clock: the clock that measures how long a banner stays, and how long the user takes to answer.
    /// - Precondition: `maximumBanners` is at least 1.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public convenience init(
        presenter: (any ErrorPresenter)? = nil,
        maximumBanners: Int = 3,
        clock: any Clock<Duration>
    ) {
        self.init(presenter: presenter, maximumBanners: maximumBanners, timer: .clock(clock)) { nanoseconds in
            try await clock.sleep(for: .nanoseconds(nanoseconds))
        }
    }

    private init(
        presenter: (any ErrorPresenter)?,
        maximumBanners: Int,
        timer: DispatchTimer,
        sleep: @escaping @Sendable (Int64) async throws -> Void
    ) {
        precondition(maximumBanners >= 1, "PresentationQueue: maximumBanners must be at least 1; got \(maximumBanners)")
        self.presenter = presenter
        self.maximumBanners = maximumBanners
        self.sleep = sleep
        self.timer = timer
        alerts = Channel(capacity: 1)
        banners = Channel(capacity: maximumBanners)
        inlines = Channel(capacity: 1)
    }

    /// Whether each presentation of an error shows a ``SupportCode`` under its message, in the user's language
    /// ("Support code: K7Q-3M9X-T2ABC"): `false` unless the app sets it.
    ///
    /// The code is made for the caller that adds the presentation, from the error's fingerprint; callers that join
    /// an equal presentation see that first code, so that equal errors still join one presentation. The
    /// ``PresentationRecord`` of the presentation carries the code it showed. Set it before the first presentation.
    public var showsSupportCodes = false

    /// Makes the support code of an occurrence of the error with this fingerprint: with the system's random numbers,
    /// unless the package's demo or tests give a generator with a fixed start.
    package var makeSupportCode: @MainActor (ErrorFingerprint) -> SupportCode = { SupportCode(fingerprint: $0) }

    /// What lets users report the errors this queue shows: with it, each presentation for an error offers "Report a
    /// problem" (see ``ErrorReporting``); `nil` unless the app sets it.
    public var reporting: ErrorReporting?

    private var channels: [Channel] { [alerts, banners, inlines] }

    /// The alert on screen, if any.
    public var current: AlertModel? {
        alerts.state.withLock(\.showing).first
    }

    /// The alerts waiting to be shown, in order.
    public var pending: [AlertModel] {
        alerts.state.withLock(\.waiting)
    }

    /// The banners on screen, oldest first.
    var bannersOnScreen: [AlertModel] {
        banners.state.withLock(\.showing)
    }

    /// The banners waiting for room on screen, in order.
    var pendingBanners: [AlertModel] {
        banners.state.withLock(\.waiting)
    }

    /// The error shown inline, if any.
    var currentInline: AlertModel? {
        inlines.state.withLock(\.showing).first
    }

    /// How many callers wait for a presentation; for tests.
    var waiterCount: Int {
        channels.reduce(0) { total, channel in
            total + channel.state.withLock { state in state.entries.reduce(0) { $0 + $1.waiters.count } }
        }
    }

    /// How many callers have registered so far; for tests.
    var registrations: Int {
        channels.reduce(0) { total, channel in total + channel.state.withLock(\.registrations) }
    }

    /// Presents `alert` in `style` (an alert unless given) and waits for its outcome.
    ///
    /// - An equal presentation of the same kind, waiting or on screen, is joined: this caller gets its outcome.
    /// - Alerts and inline errors show one at a time; banners show up to ``maximumBanners`` at once, each until
    ///   its duration has run out (``PresentationOutcome/dismissed``) or the user acts on it. A banner whose
    ///   stacking is ``PresentationStyle/Banner/Stacking/replace`` takes the place of the oldest banner on screen.
    /// - ``PresentationStyle/silent`` shows nothing and answers ``PresentationOutcome/dismissed`` at once.
    /// - A style the presenter cannot show (``ErrorPresenter/presentableStyles``) is shown as an alert, and a
    ///   ``SafetyDiagnostic`` of kind ``SafetyDiagnostic/Kind/unsupportedPresentationStyle`` is reported with
    ///   `fileID` and `line` (where safety checks run: debug builds, see ``ResponderSafety``).
    ///
    /// - Parameters:
    ///   - alert: what to show: title, message and buttons.
    ///   - style: how to show it.
    ///   - policy: where it goes among the presentations of its kind that wait; a banner's own stacking can ask
    ///     to replace as well.
    ///   - fileID: where the presentation was asked for; filled in for you.
    ///   - filePath: the full path of the file where it was asked for; filled in for you.
    ///   - line: the line where it was asked for; filled in for you.
    /// - Returns: how the presentation ended for this caller.
    public func present(
        _ alert: AlertModel,
        style: PresentationStyle = .alert,
        policy: Policy = .enqueue,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line
    ) async -> PresentationOutcome {
        await present(alert, style: style, policy: policy, for: nil, fileID: fileID, filePath: filePath, line: line)
    }

    /// Presents `alert` for `error`, as ``present(_:style:policy:fileID:filePath:line:)`` does, and delivers its
    /// ``PresentationRecord`` to the observers of presentations when this caller speaks for it.
    package func present(
        _ alert: AlertModel,
        style: PresentationStyle = .alert,
        policy: Policy = .enqueue,
        for error: (any Error)?,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line
    ) async -> PresentationOutcome {
        await presentation(
            alert, style: style, policy: policy, for: error, fileID: fileID, filePath: filePath, line: line
        ).outcome
    }

    /// Presents `alert` for `error`, as ``present(_:style:policy:for:fileID:filePath:line:)`` does, and returns with
    /// the outcome the support code made for this caller's error: the one shown, unless the caller joined an equal
    /// presentation; `nil` when the queue shows no codes.
    /// `dispatch` is the dispatch the presentation is made for, whose route gets the code and goes, so far, in the
    /// error's report: the one under way unless given (a shared run presents outside its callers' dispatches).
    func presentation(
        _ alert: AlertModel,
        style: PresentationStyle = .alert,
        policy: Policy = .enqueue,
        for error: (any Error)?,
        dispatch: DispatchRecord? = DispatchRecord.active,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line
    ) async -> (outcome: PresentationOutcome, supportCode: SupportCode?) {
        // A cancellation is never shown, whoever asks: the dispatch gate stops it first, and so does this.
        if let error, CancellationGate.isCancellationInDispatch(error) {
            return (.cancelled, nil)
        }
        var style = style
        var policy = policy
        switch style.kind {
        case .silent:
            return (Task.isCancelled ? .cancelled : .dismissed, nil)
        case .alert:
            break
        case .banner, .inline:
            if let presenter, !presenter.presentableStyles.contains(style.kind) {
                if ResponderSafety.currentIsEnabled {
                    ResponderSafety.report(
                        SafetyDiagnostic(
                            kind: .unsupportedPresentationStyle,
                            typeName: "\(type(of: presenter))",
                            declaredTypes: [style.kind.description],
                            level: .relaxed,
                            site: CallSite(fileID: fileID, filePath: filePath, line: line)
                        )
                    )
                }
                style = .alert
            }
        }
        if case .banner(let banner) = style, banner.stacking == .replace {
            policy = .replaceCurrent
        }
        var supportCode: SupportCode?
        var shown = alert
        if showsSupportCodes, let error {
            let code = makeSupportCode(ErrorChain.fingerprint(of: error))
            supportCode = code
            shown = alert.showing(code)
            dispatch?.noteSupportCode(code)
        }
        var report: ErrorReporting.Source?
        if let reporting, let error, reporting.canPreview(on: presenter) {
            report = reporting.source(of: error, dispatch: dispatch)
            shown.buttons.append(reporting.button)
        }
        let channel = self.channel(for: style.kind)
        let state = channel.state
        let capacity = channel.capacity
        let waiterID = state.withLock { $0.announce() }
        let ending = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let (resumptions, withdrawn) = state.withLock {
                    $0.register(
                        waiterID,
                        alert: alert,
                        shownAs: shown,
                        supportCode: supportCode,
                        report: report,
                        policy: policy,
                        style: style,
                        capacity: capacity,
                        continuation: continuation
                    )
                }
                withdrawn?.cancel()
                Self.resume(resumptions)
                pump(channel)
            }
        } onCancel: {
            let (resumptions, withdrawn) = state.withLock { $0.cancel(waiterID) }
            withdrawn?.cancel()
            Self.resume(resumptions)
        }
        if let error, !ending.joined {
            ObserverRegistry.presentations.deliver(
                PresentationRecord(
                    error: error,
                    style: style.kind,
                    outcome: ending.outcome,
                    showsGenericText: alert.showsGenericText,
                    supportCode: ending.supportCode,
                    timeOnScreenComponents: ending.timeOnScreen
                )
            )
        }
        return (ending.outcome, supportCode)
    }

    /// Dismisses every presentation, on screen and waiting: their callers receive ``PresentationOutcome/dismissed``.
    public func dismissAll() {
        withdrawAll(.dismissed)
    }

    private func channel(for kind: PresentationStyle.Kind) -> Channel {
        switch kind {
        case .banner: banners
        case .inline: inlines
        case .alert, .silent: alerts
        }
    }

    private func withdrawAll(_ outcome: PresentationOutcome) {
        for channel in channels {
            let (resumptions, withdrawn) = channel.state.withLock { $0.withdrawAll(outcome) }
            for presentation in withdrawn { presentation.cancel() }
            Self.resume(resumptions)
        }
    }

    private nonisolated static func resume(_ resumptions: [PresentationState.Resumption]) {
        for (continuation, ending) in resumptions {
            continuation.resume(returning: ending)
        }
    }

    /// Shows one presentation on `presenter`; `nil` when the presenter is gone, `.some(nil)` when the
    /// presentation ended without a choice.
    private static func show(
        _ alert: AlertModel,
        style: PresentationStyle,
        on presenter: (any ErrorPresenter)?
    ) async -> AlertButton?? {
        guard let presenter else { return nil }
        return .some(await presenter.present(alert, as: style))
    }

    /// Starts the channel's waiting presentations while it has room. Each runs in a task of its own that ends the
    /// entry with the presenter's answer and then looks for the next; nothing suspends between a check for room
    /// and the start it allows, so a presentation registered on the main actor is always picked up.
    private func pump(_ channel: Channel) {
        while channel.active < channel.capacity,
            let (entryID, alert, style, report, supportCode) = channel.state.withLock({ $0.beginNext(timer: timer) })
        {
            guard let presenter else {
                withdrawAll(.presenterUnavailable)
                return
            }
            channel.active += 1
            let state = channel.state
            let sleep = self.sleep
            // The task holds the presenter weakly: once the presenter's call has returned, nothing here keeps a
            // presenter alive that the app let go, and the next presentation finds it gone.
            let presentation = Task { [weak presenter] () -> AlertButton? in
                // A banner's timer ends it the way a withdrawal does: by cancelling its presentation.
                var timer: Task<Void, Never>?
                if case .banner(let banner) = style, let duration = banner.nanoseconds {
                    timer = Task {
                        guard (try? await sleep(duration)) != nil else { return }
                        state.withLock { $0.presentation(of: entryID) }?.cancel()
                    }
                }
                let shown = await Self.show(alert, style: style, on: presenter)
                timer?.cancel()
                // The report's flow keeps the channel: nothing else shows over its preview.
                if let report, shown??.identifier == ErrorReporting.buttonIdentifier {
                    await report.run(supportCode: supportCode, shown: alert, on: presenter)
                }
                channel.active -= 1
                guard let button = shown else {
                    self.withdrawAll(.presenterUnavailable)
                    return nil
                }
                Self.resume(state.withLock { $0.finish(entryID, choosing: button) })
                self.pump(channel)
                return button
            }
            if !state.withLock({ $0.attach(presentation, to: entryID) }) {
                presentation.cancel()
            }
        }
    }
}

extension PresentationQueue {
    private static var queuesByPresenter: [ObjectIdentifier: PresentationQueue] = [:]

    /// The queue for `presenter`, created on first use and shared by everyone who asks for it afterwards.
    ///
    /// ``ErrorHandler/init(for:name:parentResponder:)`` uses it, so that several handlers presenting on the
    /// same view controller still show one alert at a time.
    ///
    /// - Parameter presenter: the presenter.
    /// - Returns: its queue.
    public static func shared(for presenter: any ErrorPresenter) -> PresentationQueue {
        let key = ObjectIdentifier(presenter)
        if let queue = queuesByPresenter[key], queue.presenter === presenter {
            return queue
        }
        queuesByPresenter = queuesByPresenter.filter { $0.value.presenter != nil }
        let queue = PresentationQueue(presenter: presenter)
        queuesByPresenter[key] = queue
        return queue
    }
}
