#if canImport(SwiftUI)
    public import ResponderChain
    public import SwiftUI
#else
    public import ResponderChain
    public import SwiftUIStandIn
#endif

struct ResponderPositionKey: EnvironmentKey {
    static let defaultValue = ResponderPosition.root
}

struct PresentationQueueKey: EnvironmentKey {
    static let defaultValue: PresentationQueue? = nil
}

struct SignOutHandlerKey: EnvironmentKey {
    static let defaultValue: SignOutAction? = nil
}

struct CategoryResponderKey: EnvironmentKey {
    static let defaultValue: CategoryResponder? = nil
}

extension EnvironmentValues {
    /// The action a view calls with an error to learn what to do next: the Error Responder Chain example's
    /// `\.respondToError`.
    ///
    /// It sends the error up this view's chain of responders: the `.respondToError { }` levels and
    /// HierarchyResponder's error responders (`handleError`, `catchError`, ...) above it, innermost first, then to
    /// the ``ResponderChain/UnhandledTerminal``, which answers ``ResponderChain/ErrorEvaluation/cancel`` and never
    /// stops the process in SwiftUI previews.
    ///
    /// Setting it (`.environment(\.respondToError, RespondToErrorAction(responder: self))`) puts the action on the
    /// chain: it answers every error raised inside, and decides itself whether to pass one further.
    ///
    /// The value stays equal across re-renders while the responders above keep their place, so reading it does not
    /// make a view evaluate its body again; calling it always runs the closures of the latest render.
    public var respondToError: RespondToErrorAction {
        get { RespondToErrorAction(hierarchyFrom: responderPosition.head) }
        set { responderPosition = responderPosition.answering(withWritten: newValue) }
    }

    /// The chain of responders at this view: the nodes HierarchyResponder's modifiers and `.respondToError { }` put
    /// on it, with the safety settings and publishers in force here.
    var responderPosition: ResponderPosition {
        get { self[ResponderPositionKey.self] }
        set { self[ResponderPositionKey.self] = newValue }
    }

    /// Reports an error up this view's chain without waiting: HierarchyResponder's `\.reportError`. It goes to the
    /// same responders as ``respondToError``.
    public var reportError: ReportErrorAction {
        ReportErrorAction(from: responderPosition.head)
    }

    /// Triggers an event up this view's chain without waiting: HierarchyResponder's `\.triggerEvent`. Errors that
    /// the event's responders throw continue up the same chain.
    public var triggerEvent: TriggerEventAction {
        TriggerEventAction(from: responderPosition.head)
    }

    /// The queue that presents error alerts here, set by `presentingErrorAlerts()`; `nil` where none is.
    public var presentationQueue: PresentationQueue? {
        get { self[PresentationQueueKey.self] }
        set { self[PresentationQueueKey.self] = newValue }
    }

    /// What signs the user out when an error requires it (ErrorHandling's `\.signOutHandler`). Set it on the
    /// app's root view, as ErrorHandling does: `.environment(\.signOutHandler, appState.signOut)`, which this package's
    /// `environment(_:_:)` for this key path takes.
    ///
    /// The place that sets it is one hierarchy's sign-out: the views below it that emit errors without a shared
    /// ``categoryResponder`` run the handler once for concurrent sign-out errors, and never share it with another
    /// root (see ``SignOutAction``).
    public internal(set) var signOutHandler: SignOutAction? {
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
