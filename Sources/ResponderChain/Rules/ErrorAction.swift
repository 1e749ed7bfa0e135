/// The completion handed to a callback-style action: call it once the action is done.
///
/// It is optional, as in SwiftErrorHandler, so actions call it as `onCompleted?()`. It may be called from any thread.
public typealias OnErrorHandled = (@Sendable () -> Void)?

/// What a rule of an ``ErrorHandler`` does with an error, and how that becomes the error's evaluation.
///
/// | action | evaluation |
/// |---|---|
/// | ``doNothing`` | ``ErrorEvaluation/proceed`` |
/// | ``answer(_:)`` | the one given |
/// | ``present(alert:)`` | the chosen button's (see below) |
/// | `perform(action:)` with a closure that returns an evaluation | what the closure returns |
/// | `perform(action:)` with SwiftErrorHandler's completion callback | ``ErrorEvaluation/proceed`` once it calls its completion |
/// | ``passOn`` | none: the handler passes the error on |
///
/// An action that ends without an evaluation passes the error on, out of the handler: to its parent, or as
/// "not mine" to the ``ErrorResponderChain`` it is connected to. Nothing is lost that way: what nobody
/// answers reaches the ``UnhandledTerminal``.
public struct ErrorAction: Sendable, CustomStringConvertible {
    enum Kind: Sendable {
        case answer(ErrorEvaluation)
        case passOn
        case present(any ErrorAlert, PresentationStyle)
        case perform(@MainActor (any Error) -> ErrorEvaluation)
        case performAsync(@MainActor (any Error) async -> ErrorEvaluation)
        case callback(@MainActor (any Error, OnErrorHandled) -> Bool)
        case categorize(CategoryResponder)
    }

    /// The action's contents, behind one reference: handlers copy actions on every error, and copying a
    /// reference costs one retain where copying the enum and the string would cost several.
    private final class Storage: Sendable {
        let kind: Kind
        let description: String
        /// What an action answers without running anything (``answer(_:)``, ``doNothing``, ``passOn``), read
        /// without copying ``kind``: an evaluation, or `nil` to pass the error on.
        let immediateAnswer: ErrorEvaluation??

        init(kind: Kind, description: String) {
            self.kind = kind
            self.description = description
            self.immediateAnswer =
                switch kind {
                case .answer(let evaluation): .some(evaluation)
                case .passOn: .some(nil)
                default: nil
                }
        }
    }

    private let storage: Storage

    var kind: Kind {
        storage.kind
    }

    /// What the action does, as routes show it: `doNothing`, `answer(retry)`, `present(ConfirmableAlert)`,
    /// `perform`.
    public var description: String {
        storage.description
    }

    private init(_ kind: Kind, description: String) {
        self.storage = Storage(kind: kind, description: description)
    }

    /// Handles the error by doing nothing, and answers ``ErrorEvaluation/proceed``.
    public static let doNothing = ErrorAction(.answer(.proceed), description: "doNothing")

    /// Answers `evaluation` and does nothing else.
    ///
    /// ```swift
    /// handler.on(error: .type(TransientError.self), then: .answer(.retry))
    /// ```
    ///
    /// - Parameter evaluation: the answer.
    /// - Returns: the action.
    public static func answer(_ evaluation: ErrorEvaluation) -> ErrorAction {
        ErrorAction(.answer(evaluation), description: "answer(\(evaluation))")
    }

    /// Passes the error on, out of the handler, without asking older rules or ``ErrorHandler/onNoMatch(_:)``.
    ///
    /// A screen uses it to take an error away from a shared default rule and leave it to its parent.
    public static let passOn = ErrorAction(.passOn, description: "passOn")

    /// Presents an alert through the handler's ``PresentationQueue`` and answers with the user's choice.
    ///
    /// - The chosen button's ``AlertButton/work`` runs, then its ``AlertButton/evaluation`` is the answer.
    /// - A dismissal answers ``AlertModel/dismissalEvaluation``; a replaced alert or a cancelled wait answers
    ///   ``ErrorEvaluation/cancel``.
    /// - Without a presenter (the handler has no queue, or the queue's presenter is gone) the error is passed
    ///   on, so that a responder further up can still answer it.
    ///
    /// - Parameter alert: the alert to build for the error.
    /// - Returns: the action.
    public static func present(alert: any ErrorAlert) -> ErrorAction {
        present(alert: alert, style: .alert)
    }

    /// Presents the alert's title, message and buttons in `style` (a banner, inline, or an alert) through the
    /// handler's ``PresentationQueue``, and answers with the user's choice, as ``present(alert:)`` does.
    ///
    /// ```swift
    /// handler.on(error: .type(NetworkError.offline), then: .present(
    ///     alert: ConfirmableAlert(title: "You're offline", confirmTitle: "Retry", confirmEvaluation: .retry),
    ///     style: .banner(duration: 5)
    /// ))
    /// ```
    ///
    /// A banner that goes away after its duration answers as a dismissal does (``AlertModel/dismissalEvaluation``);
    /// ``PresentationStyle/silent`` answers that at once.
    ///
    /// - Parameters:
    ///   - alert: the alert to build for the error.
    ///   - style: how to show it.
    /// - Returns: the action.
    public static func present(alert: any ErrorAlert, style: PresentationStyle) -> ErrorAction {
        let shown = style == .alert ? "" : ", \(style)"
        return ErrorAction(.present(alert, style), description: "present(\(type(of: alert))\(shown))")
    }

    /// Runs a closure that decides at once, on the main actor, and answers what it returns.
    ///
    /// - Parameter action: returns the evaluation for the error.
    /// - Returns: the action.
    public static func perform(action: @escaping @MainActor (any Error) -> ErrorEvaluation) -> ErrorAction {
        ErrorAction(.perform(action), description: "perform")
    }

    /// Runs a closure that may wait, on the main actor, and answers what it returns.
    ///
    /// ```swift
    /// handler.on(error: .type(AuthenticationError.self), then: .perform { _ in
    ///     await session.refresh() ? .retry : .abort
    /// })
    /// ```
    ///
    /// - Parameter action: returns the evaluation for the error.
    /// - Returns: the action.
    public static func perform(action: @escaping @MainActor (any Error) async -> ErrorEvaluation) -> ErrorAction {
        ErrorAction(.performAsync(action), description: "perform")
    }

    /// Runs a closure in SwiftErrorHandler's completion-callback shape; it answers ``ErrorEvaluation/proceed`` once the
    /// closure calls its completion.
    ///
    /// ```swift
    /// func startAuthentication(for error: any Error, onCompleted: OnErrorHandled) {
    ///     authenticator.start { onCompleted?() }
    /// }
    /// handler.on(error: .type(NetworkError.authenticate), then: .perform(action: startAuthentication))
    /// ```
    ///
    /// If the closure lets go of the completion without calling it, the error is passed on instead of
    /// waiting for ever, and the handler's ``ErrorHandler/always(_:)`` actions still run.
    ///
    /// - Parameter action: the closure; it receives the error and the completion.
    /// - Returns: the action.
    @preconcurrency
    public static func perform(
        action: @escaping @MainActor @Sendable (any Error, OnErrorHandled) -> Void
    ) -> ErrorAction {
        callback(description: "perform") { error, completion in
            action(error, completion)
            return true
        }
    }

    /// Runs a function in SwiftErrorHandler's completion-callback shape that is a method of an object that is not
    /// `Sendable`, such as `.always(.perform(action: analyticsService.track))`, passed where rules are set up, on
    /// the main actor. It answers as the closure form does.
    ///
    /// The function is only ever called on the main actor, where it was passed, so the object stays there.
    ///
    /// - Parameter action: the function; it receives the error and the completion.
    /// - Returns: the action.
    @_disfavoredOverload
    @MainActor
    public static func perform(action: @escaping (any Error, OnErrorHandled) -> Void) -> ErrorAction {
        callback(description: "perform") { error, completion in
            action(error, completion)
            return true
        }
    }

    private static func callback(
        description: String,
        _ action: @escaping @MainActor (any Error, OnErrorHandled) -> Bool
    ) -> ErrorAction {
        ErrorAction(.callback(action), description: description)
    }

    /// Runs a closure in SwiftErrorHandler's completion-callback shape that also says whether it handled the error.
    ///
    /// When it returns `false`, the error is passed on at once and the completion is not awaited. When it
    /// returns `true`, the action answers ``ErrorEvaluation/proceed`` once the completion is called, and passes
    /// the error on if the completion is let go of without being called.
    ///
    /// A function reference picks this form by its type. A closure literal picks the form without a result
    /// unless it spells its result type, so write `{ (error, onCompleted) -> Bool in ... }`.
    ///
    /// - Parameter action: the closure; it receives the error and the completion.
    /// - Returns: the action.
    @_disfavoredOverload
    @preconcurrency
    public static func perform(
        action: @escaping @MainActor (any Error, OnErrorHandled) -> Bool
    ) -> ErrorAction {
        callback(description: "perform", action)
    }
}

extension ErrorAction {
    /// Answers by the error's category with `responder`: an alert with the recovery options, a dismissal, or a
    /// sign-out, shared among concurrent identical errors.
    ///
    /// ```swift
    /// handler.on(error: .type(APIError.self), then: .categorized(by: categories))
    /// ```
    ///
    /// When `responder` cannot answer (no presenter, or no sign-out handler for an error that requires one), the
    /// error is passed on from the handler; `responder`'s own parent is not asked.
    ///
    /// - Parameter responder: the category responder; the action keeps it alive.
    /// - Returns: the action.
    public static func categorized(by responder: CategoryResponder) -> ErrorAction {
        ErrorAction(.categorize(responder), description: "categorized(\(responder.responderName))")
    }
}

extension ErrorAction {
    /// Where an action stands after being started synchronously.
    enum Progress: Sendable {
        /// Done: the evaluation, or `nil` to pass the error on.
        case finished(ErrorEvaluation?)
        /// Needs to wait for an alert, shown in a style.
        case presenting(AlertModel, PresentationStyle)
        /// Needs to await a closure.
        case performing(@MainActor (any Error) async -> ErrorEvaluation)
        /// A callback action is running and has not completed yet.
        case awaitingCompletion(CallbackCompletion)
        /// Needs to await a category responder.
        case categorizing(CategoryResponder)
    }

    /// Runs as much of the action as runs without waiting.
    @MainActor
    func start(for error: any Error, queue: PresentationQueue?) -> Progress {
        if let answer = storage.immediateAnswer {
            return .finished(answer)
        }
        switch kind {
        case .answer, .passOn:
            // Answered above, from `immediateAnswer`.
            return .finished(storage.immediateAnswer ?? nil)
        case .present(let alert, let style):
            guard queue != nil else { return .finished(nil) }
            return .presenting(alert.makeAlert(for: error), style)
        case .perform(let action):
            return .finished(action(error))
        case .performAsync(let action):
            return .performing(action)
        case .callback(let action):
            let (handled, completion) = CallbackCompletion.start(action, for: error)
            guard handled else { return .finished(nil) }
            switch completion.outcome {
            case .completed: return .finished(.proceed)
            case .abandoned: return .finished(nil)
            case .cancelled: return .finished(.cancel)
            case nil: return .awaitingCompletion(completion)
            }
        case .categorize(let responder):
            return .categorizing(responder)
        }
    }
}

extension ErrorAction.Progress {
    /// Waits for the rest of a started action; `limit` bounds how long a `perform` action may take.
    @MainActor
    func finish(for error: any Error, queue: PresentationQueue?, limit: ActionTimeLimit?) async -> ErrorEvaluation? {
        switch self {
        case .finished(let evaluation):
            return evaluation
        case .performing(let action):
            guard let limit else { return await action(error) }
            return Self.evaluation(of: await limit.run { await action(error) }, limit: limit)
        case .awaitingCompletion(let completion):
            let wait: @MainActor () async -> ErrorEvaluation? = {
                switch await completion.wait() {
                case .completed: .proceed
                case .abandoned: nil
                case .cancelled: .cancel
                }
            }
            guard let limit else { return await wait() }
            return Self.evaluation(of: await limit.run(wait), limit: limit)
        case .categorizing(let responder):
            return await responder.answer(error)
        case .presenting(let alert, let style):
            guard let queue else { return nil }
            return await queue.answer(error, with: alert, style: style)
        }
    }

    /// An action cut off by its time limit answers nothing, so the error is passed on; a cancelled wait
    /// answers ``ErrorEvaluation/cancel``.
    private static func evaluation(of outcome: ActionTimeLimit.Outcome, limit: ActionTimeLimit) -> ErrorEvaluation? {
        switch outcome {
        case .finished(let evaluation):
            return evaluation
        case .timedOut:
            DispatchCore.record(
                ResponderHop(name: "\(limit.handlerName): action cut off at its time limit", kind: .rule))
            return nil
        case .cancelled:
            return .cancel
        }
    }
}
