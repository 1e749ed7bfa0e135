#if canImport(SwiftUI)
    public import ResponderChain
    public import SwiftUI
#else
    public import ResponderChain
    public import SwiftUIStandIn
#endif

struct RespondToErrorKey: EnvironmentKey {
    static let defaultValue = RespondToErrorAction.unhandled
}

struct ResponderPositionKey: EnvironmentKey {
    static let defaultValue = ResponderPosition.root
}

struct PresentationQueueKey: EnvironmentKey {
    static let defaultValue: PresentationQueue? = nil
}

struct SignOutHandlerKey: EnvironmentKey {
    static var defaultValue: (nonisolated(nonsending) () async -> Void)? { nil }
}

struct CategoryResponderKey: EnvironmentKey {
    static let defaultValue: CategoryResponder? = nil
}

extension EnvironmentValues {
    /// The action a view calls with an error to learn what to do next: the seed's `\.respondToError`.
    ///
    /// Its default sends every error to the ``ResponderChain/UnhandledTerminal`` and answers
    /// ``ResponderChain/ErrorEvaluation/unhandled``; it never stops the process in SwiftUI previews.
    public var respondToError: RespondToErrorAction {
        get { self[RespondToErrorKey.self] }
        set { self[RespondToErrorKey.self] = newValue }
    }

    /// The position of a view in the hierarchy of event and error responders that HierarchyResponder's modifiers
    /// build. Each modifier applies one responder to it for the content it modifies.
    public var responderPosition: ResponderPosition {
        get { self[ResponderPositionKey.self] }
        set { self[ResponderPositionKey.self] = newValue }
    }

    /// Reports an error at this view's position, without waiting: HierarchyResponder's `\.reportError`. Errors no
    /// responder of the hierarchy handles go on to ``respondToError``.
    public var reportError: ReportErrorAction {
        ReportErrorAction(position: responderPosition.withParentAction(respondToError))
    }

    /// Triggers an event at this view's position, without waiting: HierarchyResponder's `\.triggerEvent`. Errors
    /// that the event's responders throw, and that nobody handles, go on to ``respondToError``.
    public var triggerEvent: TriggerEventAction {
        TriggerEventAction(position: responderPosition.withParentAction(respondToError))
    }

    /// The queue that presents error alerts here, set by `presentingErrorAlerts()`; `nil` where none is.
    public var presentationQueue: PresentationQueue? {
        get { self[PresentationQueueKey.self] }
        set { self[PresentationQueueKey.self] = newValue }
    }

    /// What signs the user out when an error requires it (ErrorHandling's `\.signOutHandler`). Set it on the
    /// app's root view: `.environment(\.signOutHandler, appState.signOut)`.
    ///
    /// It takes any `() -> Void` function, as the seed says, or an `async` one: a method of a plain
    /// `ObservableObject`, of a `@MainActor` class, or a closure. It is called on the main actor, from a task of the
    /// view that emitted the error, never while SwiftUI evaluates `body`.
    ///
    /// - Important: The views that emit errors without a shared ``categoryResponder`` share one sign-out through
    ///   ``ResponderChain/SignOutCoordinator/current``: while the handler runs, every other error that requires
    ///   sign-out waits for it, and one that arrives within 10 seconds after it finished (a request that was already
    ///   in flight) is absorbed. Twenty simultaneous 401s on five screens call the handler once.
    public var signOutHandler: (nonisolated(nonsending) () async -> Void)? {
        get { self[SignOutHandlerKey.self] }
        set { self[SignOutHandlerKey.self] = newValue }
    }

    /// The responder that `emittingError(_:recoveryHandler:)` hands errors to. When `nil` (the default), each
    /// emitting view uses one of its own, made from ``presentationQueue`` and ``signOutHandler``; set one shared
    /// responder at the root so that concurrent identical errors (twenty 401s) are handled once.
    public var categoryResponder: CategoryResponder? {
        get { self[CategoryResponderKey.self] }
        set { self[CategoryResponderKey.self] = newValue }
    }
}
