/// A responder that answers errors by their ``ErrorCategory``: ErrorHandling's alert error handler, on the chain.
///
/// | category | what happens | answer |
/// |---|---|---|
/// | recoverable | an alert with one button per recovery option and a cancel button | ``ErrorEvaluation/retry`` after the chosen option's recovery; ``ErrorEvaluation/cancel`` |
/// | non-recoverable | an alert with a dismiss button | ``ErrorEvaluation/cancel`` |
/// | requires sign-out | the sign-out handler runs | ``ErrorEvaluation/abort`` |
///
/// ```swift
/// let categories = CategoryResponder(
///     presentingOn: .shared(for: rootViewController),
///     recoveryHandler: { option, error in if option == .retry { await session.reconnect() } },
///     signOutHandler: { await session.signOut() }
/// )
/// ```
///
/// - An expired session signs out once: errors that require sign-out share one sign-out through the
///   ``signOutCoordinator``, whatever their payloads, and a straggler (a failed attempt of `withRetry` that started
///   before the last sign-out finished) signs out no more. An attempt that started after it signs out again.
///   Share the coordinator with other responders to share their sign-outs too.
/// - Concurrent identical errors share one handling and one answer. Identical means an equal
///   ``CoalescableError/coalescingKey``, the same `NSError` domain and code, an equal `Hashable` value, or else the
///   same type and enum case, for the error that decides the category (a wrapped one, say); errors of different
///   categories are never coalesced.
/// - A chosen option recovers through the handler of the ``RecoveryScope`` the error was raised in, if any, or else
///   through ``recoveryHandler``. When identical errors share one alert, each scope that raised one recovers once
///   (and ``recoveryHandler`` once for the errors raised outside a scope); an error whose caller was cancelled
///   before the choice does not recover. An option offered by a Foundation `RecoverableError` recovers through its
///   `attemptRecovery(optionIndex:)` instead, answering ``ErrorEvaluation/retry`` when it recovered and
///   ``ErrorEvaluation/cancel`` when it did not.
/// - A failure of the network layer that says no category of its own (offline, a dropped connection, a time-out, a
///   host out of reach: `URLError` and POSIX codes, wrapped at any depth) is ``transientCategory``: recoverable
///   with ``RecoveryOption/retry`` unless the app chose otherwise.
/// - Without a presenter, or without a sign-out handler for an error that requires one, the error is passed on
///   to ``parentResponder``.
/// - Alerts are data: ``makeAlert(for:)`` returns the alert an error would get.
@MainActor public final class CategoryResponder: ErrorResponder, NamedResponder {
    /// The responder that receives the errors this one passes on. Held weakly.
    public weak var parentResponder: (any ErrorResponder)?

    /// The responder's name in routes and reports.
    public let responderName: String

    /// The queue that alerts are presented through, if any.
    public let presentationQueue: PresentationQueue?

    /// The text of the alerts.
    public var text: AlertText

    /// How an error is shown, by the error and its category: an alert (the default), a banner, inline, or not at
    /// all (``PresentationStyle/silent``, answered as a dismissal: ``ErrorEvaluation/cancel``). Errors that
    /// require sign-out are never shown.
    ///
    /// ```swift
    /// categories.presentationStyle = { error, category in
    ///     if category.kind == .recoverable, error is URLError { return .banner(duration: 5) }
    ///     return .alert
    /// }
    /// ```
    public var presentationStyle: @MainActor (any Error, ErrorCategory) -> PresentationStyle

    /// Recovers from an error with the option the user chose, when the error was not raised in a
    /// ``RecoveryScope`` of its own.
    public var recoveryHandler: (@MainActor (RecoveryOption, any Error) async -> Void)?

    /// Signs the user out, for errors that require it.
    public var signOutHandler: (@MainActor () async -> Void)?

    /// The category of a failure of the network layer that says none of its own: recoverable with
    /// ``RecoveryOption/retry`` unless given at creation.
    public let transientCategory: ErrorCategory

    /// Joins the sign-outs of errors that require one: while one runs, every error that requires sign-out waits for
    /// it, and a straggler of the session it ended is absorbed (see ``SignOutCoordinator``). A coordinator of this
    /// responder's own unless one was given to share.
    public var signOutCoordinator: SignOutCoordinator

    /// Shares one handling among concurrent identical errors.
    package private(set) var coalescer: ErrorCoalescer

    /// A caller waiting for a handling: the recovery scope it raised its error in, and when its attempt started.
    private struct Caller {
        let id: Int
        let scope: RecoveryScope?
        let attemptStarted: UInt64?
        /// The route of the caller's dispatch, when one is recorded: where its support code goes.
        let record: DispatchRecord?
    }

    /// For each shared run, the callers waiting for it.
    private let waitingCallers = Locked<[ErrorCoalescer.SendableKey: [Caller]]>([:])
    private var nextCaller = 0

    /// This responder with concurrent errors coalesced by `key` rather than the standard key; for the package's tests
    /// (``ErrorCoalescer/Key/never`` turns coalescing off).
    package func coalescing(by key: ErrorCoalescer.Key) -> CategoryResponder {
        coalescer = ErrorCoalescer(key: key.refinedByCategory(transient: transientCategory))
        return self
    }

    /// How many callers have a recovery scope registered; for tests.
    var registeredCallers: Int {
        waitingCallers.withLock { $0.values.reduce(0) { $0 + $1.count } }
    }

    /// Creates a responder.
    ///
    /// - Parameters:
    ///   - name: its name in routes and reports.
    ///   - queue: the queue alerts are presented through.
    ///   - text: the text of the alerts.
    ///   - recoveryHandler: recovers with the chosen option.
    ///   - signOutHandler: signs the user out.
    ///   - signOutCoordinator: shares sign-outs with other responders; one of this responder's own by default.
    ///   - transientCategory: the category of a failure of the network layer that says none of its own;
    ///     recoverable with Retry by default.
    ///   - parentResponder: the responder for the errors this one passes on; held weakly.
    ///   - presentationStyle: how an error is shown, by the error and its category; alerts by default. It comes
    ///     last, so that a trailing closure is still the recovery handler.
    public init(
        name: String = "CategoryResponder",
        presentingOn queue: PresentationQueue? = nil,
        text: AlertText = .standard,
        recoveryHandler: (@MainActor (RecoveryOption, any Error) async -> Void)? = nil,
        signOutHandler: (@MainActor () async -> Void)? = nil,
        signOutCoordinator: SignOutCoordinator = SignOutCoordinator(),
        transientCategory: ErrorCategory = .recoverable(recoveryOption: .retry),
        parentResponder: (any ErrorResponder)? = nil,
        presentationStyle: @escaping @MainActor (any Error, ErrorCategory) -> PresentationStyle = { _, _ in .alert }
    ) {
        self.responderName = name
        self.presentationQueue = queue
        self.text = text
        self.presentationStyle = presentationStyle
        self.transientCategory = transientCategory
        self.coalescer = ErrorCoalescer(
            key: ErrorCoalescer.Key.standard.refinedByCategory(transient: transientCategory))
        self.recoveryHandler = recoveryHandler
        self.signOutHandler = signOutHandler
        self.signOutCoordinator = signOutCoordinator
        self.parentResponder = parentResponder
    }

    /// Answers `error` by its category, or passes it to ``parentResponder``.
    ///
    /// - Parameter error: the error raised below this responder.
    /// - Returns: the category's answer, or the parent's.
    @discardableResult
    public func respond(to error: any Error) async -> ErrorEvaluation {
        await DispatchCore.pastGate(error) {
            if let answer = await answer(error) {
                return answer
            }
            return await DispatchCore.passToParent(from: self, error)
        }
    }

    /// The category's answer, shared with concurrent identical errors; `nil` to pass the error on.
    func answer(_ error: any Error) async -> ErrorEvaluation? {
        // Without a key, or raised inside its own run (a recovery that fails the same way), the error is handled
        // afresh, on its own: it recovers through its own scope only.
        nextCaller += 1
        let caller = Caller(
            id: nextCaller, scope: RecoveryScope.current, attemptStarted: AttemptStamp.started,
            record: DispatchRecord.active)
        guard let key = coalescer.key.make(error), !coalescer.isUnderWayOnThisTask(key) else {
            return await coalescer.answer(error) { [weak self] error in
                await self?.handle(error, callers: [caller])
            }
        }
        // Register this caller for the run it starts or joins; a cancelled caller takes itself back.
        let waitingCallers = self.waitingCallers
        waitingCallers.withLock { $0[key, default: []].append(caller) }
        let withdraw: @Sendable () -> Void = {
            waitingCallers.withLock { callers in
                callers[key]?.removeAll { $0.id == caller.id }
                if callers[key]?.isEmpty == true {
                    callers[key] = nil
                }
            }
        }
        let answer = await withTaskCancellationHandler {
            await coalescer.answer(error) { [weak self] error in
                await self?.handle(error) {
                    // At the choice or the sign-out: every caller still waiting for this run.
                    waitingCallers.withLock { $0[key] ?? [] }
                }
            }
        } onCancel: {
            withdraw()
        }
        // Each caller takes its own entry back once it has its answer, whichever run gave it.
        withdraw()
        return answer
    }

    /// The alert an error gets, or `nil` for an error that requires sign-out.
    ///
    /// - Parameter error: the error.
    /// - Returns: the alert, as data.
    public func makeAlert(for error: any Error) -> AlertModel? {
        makeAlert(for: error, category: FoundCategory(of: error, transient: transientCategory).category)
    }

    private func makeAlert(for error: any Error, category: ErrorCategory) -> AlertModel? {
        let title = text.title(error)
        let message = text.message(error)
        switch category.kind {
        case .requiresSignout:
            return nil
        case .nonRecoverable:
            return AlertModel(
                title: title,
                message: message,
                buttons: [AlertButton(text.dismissTitle, role: .cancel, evaluation: .cancel)]
            )
        case .recoverable:
            let options = category.recoveryOptions.map { option in
                AlertButton(text.optionTitle(option, error), evaluation: .retry, identifier: option.id)
            }
            return AlertModel(
                title: title,
                message: message,
                buttons: options + [AlertButton(text.cancelTitle, role: .cancel, evaluation: .cancel)]
            )
        }
    }

    private func handle(_ error: any Error, callers: [Caller]) async -> ErrorEvaluation? {
        await handle(error) { callers }
    }

    /// Handles one error (or one run of identical errors); `callers` gives, at the sign-out or once an option is
    /// chosen, the callers waiting for it.
    private func handle(_ error: any Error, callers: () -> [Caller]) async -> ErrorEvaluation? {
        let resolution = FoundCategory(of: error, transient: transientCategory)
        guard let alert = makeAlert(for: error, category: resolution.category) else {
            guard let signOutHandler else { return nil }
            // Shared by several callers: a straggler only when every one of them is.
            let waiting = callers()
            await signOutCoordinator.signOut(
                from: signOutCoordinator.latest(of: waiting.map { $0.scope?.session }),
                attemptStarted: AttemptStamp.latest(of: waiting.map(\.attemptStarted)),
                using: signOutHandler)
            return .abort
        }
        guard let presentationQueue else { return nil }
        let style = presentationStyle(error, resolution.category)
        let (outcome, supportCode) = await presentationQueue.presentation(
            alert, style: style, for: error, dispatch: callers().first?.record)
        if supportCode != nil {
            // The queue gave the first caller's route the code it showed; each other caller waiting gets one of its
            // own.
            for caller in callers().dropFirst() {
                caller.record?.noteSupportCode(presentationQueue.makeSupportCode(ErrorChain.fingerprint(of: error)))
            }
        }
        return await outcome.evaluation(for: alert) { button in
            guard let index = alert.buttons.firstIndex(of: button), index < resolution.category.recoveryOptions.count
            else { return button.evaluation }
            return await recover(
                with: resolution.category.recoveryOptions[index],
                from: error,
                resolution: resolution,
                scopes: callers().map(\.scope)
            )
        }
    }

    private func recover(
        with option: RecoveryOption,
        from error: any Error,
        resolution: FoundCategory,
        scopes: [RecoveryScope?]
    ) async -> ErrorEvaluation {
        if let recovered = await resolution.attemptFoundationRecovery(option) {
            return recovered ? .retry : .cancel
        }
        var recovered = Set<ObjectIdentifier>()
        var recoversOutsideScopes = scopes.isEmpty
        for scope in scopes {
            guard let scope else {
                recoversOutsideScopes = true
                continue
            }
            if recovered.insert(ObjectIdentifier(scope)).inserted {
                await scope.recoveryHandler(option, error)
            }
        }
        if recoversOutsideScopes {
            await recoveryHandler?(option, error)
        }
        return .retry
    }
}
