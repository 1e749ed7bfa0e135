import Dispatch
public import Foundation

/// Answers the failures that come from the device being offline: one message for all of them while the network is
/// gone, and the work held until it comes back.
///
/// Put it near the root, below the responder that answers everything else (a ``CategoryResponder``), so that the
/// app's own responders and rules closer to the origin still answer first:
///
/// ```swift
/// let categories = CategoryResponder(presentingOn: queue)
/// let offline = OfflineResponder(path: SystemNetworkPath(), presentingOn: queue, parentResponder: categories)
/// screen.parentResponder = offline
/// ```
///
/// A failure is *offline* when it is a failure of the network layer, in the error or in an error it wraps at any
/// depth (``WrappingError``, `NSUnderlyingErrorKey`, an OpenAPI client's `ClientError`):
/// - `URLError` `notConnectedToInternet`, `networkConnectionLost`, `internationalRoamingOff` or `dataNotAllowed`,
///   or POSIX `ENETDOWN` or `ENETUNREACH`;
/// - while the path is unsatisfied, also a time-out (`timedOut`, `ETIMEDOUT`) or a host that cannot be reached
///   (`cannotFindHost`, `dnsLookupFailed`, `cannotConnectToHost`, `EHOSTUNREACH`).
///
/// Every other error is passed to ``parentResponder`` as it is, whatever the path says: a decoding failure while
/// offline is answered as it would be online.
///
/// What happens to an offline failure:
/// - **One presentation.** The first offline failure of an outage presents ``offlineAlert`` on the queue, in
///   ``presentationStyle`` (a banner that stays until withdrawn, by default); every later one joins it. It is
///   withdrawn when the path is satisfied again. A new outage shows it again only when ``minimumInterval`` has
///   passed since it was last shown; before that, it is shown when the interval is over, if the network is still
///   gone. A presentation the user dismissed is not shown again in the same outage.
/// - **The work held.** A failure of an attempt of ``withRetry(maxAttempts:idempotent:backoff:retryAfterLimit:clock:isolation:respond:operation:)``
///   is held until the path is satisfied, then answered ``ErrorEvaluation/retry``, when the attempt sent nothing
///   (no connection was made) or the operation is marked idempotent. A dropped connection or a time-out of an
///   operation that is not idempotent may have reached the server: it is passed to ``parentResponder`` (a
///   ``CategoryResponder`` asks the user, with Retry), and never sent again on its own, so a payment is never sent
///   twice.
/// - **Resumed spread out.** When the path is satisfied, the held attempts resume within ``resumeSpread``, the
///   k-th one after the golden-ratio fraction of k times the spread (0, 0.618, 0.236, 0.854, … of it): 50 held
///   attempts resume at 50 different milliseconds, none of them twice in the same one, rather than all at once.
/// - **A hold has an end.** A hold ends at once when its caller's task is cancelled (answered
///   ``ErrorEvaluation/cancel``, nothing shown), and after ``holdLimit`` while the network is still gone (answered
///   ``ErrorEvaluation/cancel``); the first hold of an outage that runs out presents ``expiredAlert`` once, for all.
/// - A failure outside `withRetry`, which nothing will retry, is answered ``ErrorEvaluation/cancel`` after joining
///   the presentation.
/// - The route of a held failure says how long it was held (``DispatchRoute/held``): `⇒ retry (held 12.5 s)`.
///
/// The path decides when an outage begins and ends. A failure that says the device is offline while the path is
/// satisfied (the path monitor has not caught up yet) begins an outage too; when the path still says satisfied
/// after ``confirmationDelay``, that outage ends, and its held attempts resume.
///
/// Give each app (each root, each ``PresentationQueue``) its own responder and its own path source: two apps in one
/// process then never share an offline state.
@MainActor public final class OfflineResponder: ErrorResponder, NamedResponder {
    /// The responder that receives the errors this one passes on. Held weakly.
    public weak var parentResponder: (any ErrorResponder)?

    /// The responder's name in routes and reports.
    public let responderName: String

    /// The queue that shows the offline presentation and the expiry message; without one, nothing is shown and the
    /// work is still held.
    public let presentationQueue: PresentationQueue?

    /// How the offline presentation is shown: a banner that stays until withdrawn, unless the app chooses
    /// ``PresentationStyle/inline`` or ``PresentationStyle/alert``.
    public var presentationStyle: PresentationStyle

    /// How long, in seconds, a failed attempt is held while the network stays gone: 60 unless given.
    public let holdLimit: TimeInterval

    /// The least time, in seconds, between two offline presentations, so that a flapping network shows one at most
    /// this often: 30 unless given.
    public let minimumInterval: TimeInterval

    /// The time, in seconds, over which held attempts resume once the path is satisfied: 0.8 unless given.
    public let resumeSpread: TimeInterval

    /// How long, in seconds, a failure that says the device is offline keeps the app offline while the path says
    /// satisfied: 2 unless given.
    public let confirmationDelay: TimeInterval

    private let source: any NetworkPathSource
    private let state: Locked<OfflineState>
    private let clock: OfflineClock
    private let records: OfflineRecorder

    /// Creates a responder that times holds and intervals with the system's clock.
    ///
    /// - Parameters:
    ///   - name: its name in routes and reports.
    ///   - path: the app's own path source; started now, stopped when the responder goes away.
    ///   - queue: the queue that shows the offline presentation.
    ///   - style: how the offline presentation is shown.
    ///   - holdLimit: how long, in seconds, a failed attempt is held.
    ///   - minimumInterval: the least time, in seconds, between two offline presentations.
    ///   - resumeSpread: the time, in seconds, over which held attempts resume.
    ///   - confirmationDelay: how long, in seconds, an offline failure on a satisfied path keeps the app offline.
    ///   - parentResponder: the responder for everything else; held weakly.
    /// - Precondition: every time is zero or more and finite; `resumeSpread` is below 1.
    public convenience init(
        name: String = "OfflineResponder",
        path: any NetworkPathSource,
        presentingOn queue: PresentationQueue?,
        style: PresentationStyle = .banner(duration: .infinity),
        holdLimit: TimeInterval = 60,
        minimumInterval: TimeInterval = 30,
        resumeSpread: TimeInterval = 0.8,
        confirmationDelay: TimeInterval = 2,
        parentResponder: (any ErrorResponder)? = nil
    ) {
        self.init(
            name: name, path: path, queue: queue, style: style, holdLimit: holdLimit,
            minimumInterval: minimumInterval, resumeSpread: resumeSpread, confirmationDelay: confirmationDelay,
            clock: .uptime, parentResponder: parentResponder)
    }

    /// Creates a responder that times holds and intervals with `clock`: a `ManualClock` in tests.
    ///
    /// - Parameters:
    ///   - name: its name in routes and reports.
    ///   - path: the app's own path source; started now, stopped when the responder goes away.
    ///   - queue: the queue that shows the offline presentation.
    ///   - style: how the offline presentation is shown.
    ///   - holdLimit: how long, in seconds, a failed attempt is held.
    ///   - minimumInterval: the least time, in seconds, between two offline presentations.
    ///   - resumeSpread: the time, in seconds, over which held attempts resume.
    ///   - confirmationDelay: how long, in seconds, an offline failure on a satisfied path keeps the app offline.
    ///   - clock: the clock that times them.
    ///   - parentResponder: the responder for everything else; held weakly.
    /// - Precondition: every time is zero or more and finite; `resumeSpread` is below 1.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public convenience init(
        name: String = "OfflineResponder",
        path: any NetworkPathSource,
        presentingOn queue: PresentationQueue?,
        style: PresentationStyle = .banner(duration: .infinity),
        holdLimit: TimeInterval = 60,
        minimumInterval: TimeInterval = 30,
        resumeSpread: TimeInterval = 0.8,
        confirmationDelay: TimeInterval = 2,
        clock: any Clock<Duration>,
        parentResponder: (any ErrorResponder)? = nil
    ) {
        self.init(
            name: name, path: path, queue: queue, style: style, holdLimit: holdLimit,
            minimumInterval: minimumInterval, resumeSpread: resumeSpread, confirmationDelay: confirmationDelay,
            clock: .clock(clock), parentResponder: parentResponder)
    }

    private init(
        name: String,
        path: any NetworkPathSource,
        queue: PresentationQueue?,
        style: PresentationStyle,
        holdLimit: TimeInterval,
        minimumInterval: TimeInterval,
        resumeSpread: TimeInterval,
        confirmationDelay: TimeInterval,
        clock: OfflineClock,
        parentResponder: (any ErrorResponder)?
    ) {
        let times = [holdLimit, minimumInterval, resumeSpread, confirmationDelay]
        precondition(
            times.allSatisfy { $0 >= 0 && $0.isFinite } && resumeSpread < 1,
            "OfflineResponder: times must be zero or more and finite, and resumeSpread below 1 second; got \(times)")
        responderName = name
        source = path
        presentationQueue = queue
        presentationStyle = style
        self.holdLimit = holdLimit
        self.minimumInterval = minimumInterval
        self.resumeSpread = resumeSpread
        self.confirmationDelay = confirmationDelay
        self.clock = clock
        self.parentResponder = parentResponder
        state = Locked(OfflineState())
        records = OfflineRecorder(responderName: name)
        let state = self.state
        let records = self.records
        let spread = Nanoseconds.of(seconds: resumeSpread)
        path.start { path in
            OfflineResponder.receive(path, state: state, clock: clock, spread: spread, records: records)
        }
    }

    deinit {
        source.stop()
        let (holds, tasks) = state.withLock { $0.endAll() }
        for task in tasks { task.cancel() }
        for hold in holds { hold.continuation.resume(returning: .cancelled) }
    }

    /// The path as the source last reported it; ``NetworkPath/satisfied`` until it reports one.
    public var path: NetworkPath {
        state.withLock(\.path)
    }

    /// Whether the app is offline now: the path is unsatisfied, or an offline failure arrived less than
    /// ``confirmationDelay`` ago.
    public var isOffline: Bool {
        state.withLock { $0.outage != nil }
    }

    /// How many failed attempts are held now.
    public var heldCount: Int {
        state.withLock(\.holds.count)
    }

    /// The offline presentation: "You're offline" and "Check your connection. What can wait will be sent once you're
    /// back online.", with an OK
    /// button that dismisses it; when the app may not use mobile data, "Mobile data is off for this app" and how to
    /// turn it on. In the language of ``ErrorTexts/currentLanguage``.
    public var offlineAlert: AlertModel {
        let cellularDenied = path.unsatisfiedReason == .cellularDenied
        return AlertModel(
            title: ErrorTexts.text(cellularDenied ? .cellularDeniedTitle : .offlineTitle),
            message: ErrorTexts.text(cellularDenied ? .cellularDeniedMessage : .offlineWaitingMessage),
            buttons: [AlertButton(ErrorTexts.text(.dismiss), role: .cancel, evaluation: .cancel)]
        )
    }

    /// The message shown once when held work is given up: "Still offline", with an OK button.
    public var expiredAlert: AlertModel {
        AlertModel(
            title: ErrorTexts.text(.offlineExpiredTitle),
            message: ErrorTexts.text(.offlineExpiredMessage),
            buttons: [AlertButton(ErrorTexts.text(.dismiss), role: .cancel, evaluation: .cancel)]
        )
    }

    /// Answers an offline failure (see ``OfflineResponder``), or passes any other error to ``parentResponder``.
    ///
    /// - Parameter error: the error raised below this responder.
    /// - Returns: ``ErrorEvaluation/retry`` after a hold the network ended, ``ErrorEvaluation/cancel`` for an
    ///   offline failure outside `withRetry` or a hold that ended otherwise, or the parent's answer.
    @discardableResult
    public func respond(to error: any Error) async -> ErrorEvaluation {
        await DispatchCore.pastGate(error) {
            if let answer = await answer(error) {
                return answer
            }
            return await DispatchCore.passToParent(from: self, error)
        }
    }

    /// The answer to an offline failure; `nil` for any other error.
    private func answer(_ error: any Error) async -> ErrorEvaluation? {
        guard let failure = NetworkFailure(error) else { return nil }
        let now = clock.now()
        let begun = state.withLock { state in
            state.begin(failure, at: now, confirmationDelay: Nanoseconds.of(seconds: confirmationDelay))
        }
        guard let begun else { return nil }
        if let confirmation = begun.confirmation {
            records.deliver(.wentOffline)
            scheduleConfirmation(of: confirmation, after: confirmationDelay)
        }
        present(for: error, at: now)
        // Outside withRetry nothing will run it again: the offline presentation tells the user.
        guard let context = RetryContext.current else { return .cancel }
        // It may have reached the server: the responders above decide, with the user, whether to send it again.
        guard failure.sentNothing || context.isIdempotent else { return nil }
        let outcome = await hold(in: begun.outage)
        // The route says how long the failure waited here, and so do the records.
        let waited = max(0, clock.now() - now)
        DispatchRecord.active?.noteHeld(DispatchTimer.components(nanoseconds: UInt64(waited)))
        switch outcome {
        case .resumed:
            records.deliver(.resumed, after: waited)
            context.noteResumedAfterHold()
            return .retry
        case .expired:
            records.deliver(.expired, after: waited)
            presentExpiry(for: error, outage: begun.outage)
            return .cancel
        case .cancelled:
            records.deliver(.cancelled, after: waited)
            return .cancel
        }
    }

    /// Shows the offline presentation for the outage under way, unless it is shown, was dismissed, or was shown less
    /// than ``minimumInterval`` ago; in that last case it is shown when the interval is over.
    private func present(for error: any Error, at now: Int64) {
        guard let queue = presentationQueue else { return }
        let interval = Nanoseconds.of(seconds: minimumInterval)
        let decision = state.withLock { $0.presentationDecision(at: now, interval: interval) }
        switch decision {
        case .none:
            return
        case .now(let outage):
            let alert = offlineAlert
            let style = presentationStyle
            let state = self.state
            let task = Task { @MainActor in
                let outcome = await queue.present(alert, style: style, for: error)
                state.withLock { $0.presentationEnded(of: outage, outcome: outcome) }
            }
            state.withLock { $0.attach(presentation: task, to: outage) }
        case .later(let outage, let wait):
            let clock = self.clock
            let task = Task { @MainActor [weak self] in
                guard (try? await clock.sleep(wait)) != nil, let self else { return }
                state.withLock { $0.laterPresentationDue(of: outage) }
                present(for: error, at: clock.now())
            }
            state.withLock { $0.attach(pending: task, to: outage) }
        }
    }

    /// Shows ``expiredAlert`` once per outage.
    private func presentExpiry(for error: any Error, outage: Int) {
        guard let queue = presentationQueue, state.withLock({ $0.claimExpiryMessage(of: outage) }) else { return }
        let alert = expiredAlert
        Task { @MainActor in
            _ = await queue.present(alert, style: .alert, for: error)
        }
    }

    /// Waits until the outage ends (and this hold's turn in the spread comes), the hold runs out, or the caller is
    /// cancelled.
    private func hold(in outage: Int) async -> HoldOutcome {
        let state = self.state
        let clock = self.clock
        let records = self.records
        let limit = Nanoseconds.of(seconds: holdLimit)
        let id = state.withLock { $0.nextHoldID() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let timer = Task {
                    guard (try? await clock.sleep(limit)) != nil else { return }
                    state.withLock { $0.removeHold(id) }?.continuation.resume(returning: .expired)
                }
                let accepted = state.withLock { state in
                    state.addHold(id, outage: outage, continuation: continuation, timer: timer)
                }
                if accepted {
                    records.deliver(.held)
                } else {
                    // Cancelled before it began, or the outage ended meanwhile: nothing to wait for.
                    timer.cancel()
                    continuation.resume(returning: Task.isCancelled ? .cancelled : .resumed)
                }
            }
        } onCancel: {
            if let hold = state.withLock({ $0.removeHold(id, cancelling: true) }) {
                hold.timer.cancel()
                hold.continuation.resume(returning: .cancelled)
            }
        }
    }

    /// Ends an outage that a failure began on a satisfied path, when the path still says satisfied after `delay`.
    private func scheduleConfirmation(of outage: Int, after delay: TimeInterval) {
        let state = self.state
        let clock = self.clock
        let records = self.records
        let spread = Nanoseconds.of(seconds: resumeSpread)
        let task = Task {
            guard (try? await clock.sleep(Nanoseconds.of(seconds: delay))) != nil else { return }
            let ended = state.withLock { $0.endUnconfirmed(outage, at: clock.now()) }
            OfflineResponder.resume(ended, clock: clock, spread: spread, records: records)
        }
        state.withLock { $0.attach(confirmation: task, to: outage) }
    }

    /// Takes in a path from the source, on any thread: an unsatisfied one begins an outage, a satisfied one ends it,
    /// withdrawing its presentation and resuming its holds.
    private nonisolated static func receive(
        _ path: NetworkPath,
        state: Locked<OfflineState>,
        clock: OfflineClock,
        spread: Int64,
        records: OfflineRecorder
    ) {
        let (ended, began) = state.withLock { $0.receive(path, at: clock.now()) }
        if began {
            records.deliver(.wentOffline)
        }
        resume(ended, clock: clock, spread: spread, records: records)
    }

    /// Withdraws an ended outage's presentation and resumes its holds, spread over `spread`.
    private nonisolated static func resume(
        _ ended: OfflineState.Ended?,
        clock: OfflineClock,
        spread: Int64,
        records: OfflineRecorder
    ) {
        guard let ended else { return }
        records.deliver(.cameBackOnline, after: ended.lasted)
        for task in ended.tasks { task.cancel() }
        for (index, hold) in ended.holds.enumerated() {
            hold.timer.cancel()
            let delay = OfflineState.resumeDelay(ofHold: index, spread: spread)
            guard delay > 0 else {
                hold.continuation.resume(returning: .resumed)
                continue
            }
            Task {
                // A resumption is never lost: when the sleep fails (the clock gave up), the hold resumes at once.
                _ = try? await clock.sleep(delay)
                hold.continuation.resume(returning: .resumed)
            }
        }
    }
}

/// Delivers an offline responder's records inside the isolation it was created in.
struct OfflineRecorder: Sendable {
    let responderName: String
    let isolation = IsolatedDefaults.current

    func deliver(_ kind: OfflineRecord.Kind, after nanoseconds: Int64? = nil) {
        let record = OfflineRecord(kind: kind, responderName: responderName, durationNanoseconds: nanoseconds)
        IsolatedDefaults.$current.withValue(isolation) {
            ObserverRegistry.offline.deliver(record)
        }
    }
}

/// How a hold ended.
enum HoldOutcome: Sendable {
    case resumed
    case expired
    case cancelled
}

/// The clock of an ``OfflineResponder``, in nanoseconds: the system's uptime, or a `Clock` given in tests.
struct OfflineClock: Sendable {
    /// Nanoseconds since the clock was made.
    let now: @Sendable () -> Int64
    /// Sleeps for a number of nanoseconds.
    let sleep: @Sendable (Int64) async throws -> Void

    static var uptime: OfflineClock {
        let start = DispatchTime.now().uptimeNanoseconds
        return OfflineClock(
            now: { Int64(clamping: DispatchTime.now().uptimeNanoseconds &- start) },
            sleep: { nanoseconds in try await Task.sleep(nanoseconds: UInt64(max(0, nanoseconds))) }
        )
    }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    static func clock<C: Clock<Duration>>(_ clock: C) -> OfflineClock {
        let start = clock.now
        return OfflineClock(
            now: { Nanoseconds.of(start.duration(to: clock.now)) },
            sleep: { nanoseconds in try await clock.sleep(for: .nanoseconds(nanoseconds)) }
        )
    }
}
