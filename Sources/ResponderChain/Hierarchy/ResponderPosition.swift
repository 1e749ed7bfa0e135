/// A position in a hierarchy of responders: what an event triggered or an error reported here passes through on
/// its way out.
///
/// A position is a value. Each responder is a function from a parent position to a child position: applying
/// `handleEvent(ItemSelected.self) { … }` to a position returns the position below that responder. A value dispatched at a position is offered first to the responder applied last (the one
/// closest to it), then outwards, and finally to the ``UnhandledTerminal`` (or to the action the root position
/// was created with). This is HierarchyResponder's model without SwiftUI: the SwiftUI adapter keeps a position
/// in the environment, and each view modifier applies one responder to it.
///
/// ```swift
/// let app = ResponderPosition.root
///     .handleError(SessionExpired.self) { signOut() }
///     .handleEvent(ShowSignIn.self) { router.showSignIn() }
/// let screen = app
///     .catchError(Unauthenticated.self) { ShowSignIn() }
///     .handleEvent(ItemSelected.self) { event in selection = event.item }
/// let grid = screen
///     .transformEvent(ItemTapped.self) { tap in ItemSelected(item: tap.item) }
///
/// let outcome = await grid.trigger(ItemTapped(item: 3))   // handled by the screen
/// let evaluation = await grid.report(Unauthenticated())   // caught, then handled as ShowSignIn
/// ```
///
/// ## Semantics
///
/// - "Not handled" passes the value on unchanged; a transform replaces it for everything further out.
/// - An event responder that throws sends the error to the error responders at its own position (those applied
///   before it); the event goes no further, and ``EventOutcome/Resolution/failed(_:)`` carries the error's
///   evaluation.
/// - An error responder that throws replaces the error with the thrown one, which continues outwards.
/// - A `catchError` responder turns an error into an event at its own position. The error's evaluation is then
///   the event's ``EventOutcome/evaluation``: ``ErrorEvaluation/proceed`` when a responder handled the event,
///   the evaluation of an error a responder threw for it, and ``ErrorEvaluation/unhandled`` when nothing
///   handled it (the event, not the error, goes to the ``UnhandledTerminal``).
/// - Propagation always ends: every responder can only send a value further out.
/// - Cancellations (`CancellationError` and the like), and errors reported from a cancelled task, answer
///   ``ErrorEvaluation/cancel`` without reaching a responder; a task cancelled while an `async` responder runs
///   asks nobody further out. An event triggered from a cancelled task ends as
///   ``EventOutcome/Resolution/cancelled`` in the same way.
///
/// ## Cost
///
/// A dispatch is one loop on the caller's task: no task per hop, and no allocation per hop. Responders given as
/// synchronous closures are called without an await; an `async` closure is awaited. ``triggerEvent`` and
/// ``reportError`` are the fire-and-forget forms, with one task per call.
public struct ResponderPosition: Sendable {
    var events: EventNode?
    var errors: ErrorNode?
    var safety = SafetySettings()
    var publishers: PublisherLink?

    /// Where errors go once the last error responder has passed them on.
    var outer: RespondToErrorAction?

    private init(outer: RespondToErrorAction?) {
        self.outer = outer
    }

    /// The top of a hierarchy: with no responder applied, every event and error goes to the
    /// ``UnhandledTerminal``.
    public static let root = ResponderPosition(outer: nil)

    /// The top of a hierarchy whose unhandled errors go on to `action` instead of the ``UnhandledTerminal``:
    /// the bridge from a hierarchy of responders into an environment-style chain or an ``ErrorResponder``.
    ///
    /// ```swift
    /// let root = ResponderPosition(parentAction: RespondToErrorAction(responder: hostingController))
    /// ```
    ///
    /// Unhandled events still go to the ``UnhandledTerminal``.
    ///
    /// - Parameter action: the action that answers the errors no responder of the hierarchy handles.
    public init(parentAction action: RespondToErrorAction) {
        self.init(outer: action)
    }

    /// This position, with the errors that no responder of the hierarchy handles going on to `action` (or to the
    /// ``UnhandledTerminal`` when `nil`): how the SwiftUI adapter joins a hierarchy of responders to the
    /// `\.respondToError` action of the environment where an error is reported.
    ///
    /// - Parameter action: the action that answers what the hierarchy leaves.
    /// - Returns: the position.
    public func withParentAction(_ action: RespondToErrorAction?) -> ResponderPosition {
        var position = self
        position.outer = action
        return position
    }

    /// Triggers `event` here and returns how its dispatch ended.
    ///
    /// - Parameter event: the event.
    /// - Returns: who handled it, who failed, or why it went unhandled.
    @MainActor
    @discardableResult
    public func trigger(_ event: any Event) async -> EventOutcome {
        guard DispatchRecord.isObserving else {
            return await HierarchyDispatch.event(event, from: events, outer: outer)
        }
        return await DispatchRecord.run(origin: .event(event)) {
            await HierarchyDispatch.event(event, from: events, outer: outer)
        }
    }

    /// Reports `error` here and returns its evaluation.
    ///
    /// - Parameter error: the error.
    /// - Returns: what the code that reported it should do next.
    @MainActor
    @discardableResult
    public func report(_ error: any Error) async -> ErrorEvaluation {
        guard DispatchRecord.isObserving else {
            return await HierarchyDispatch.error(error, from: errors, outer: outer)
        }
        return await DispatchRecord.run(origin: .error(error)) {
            await HierarchyDispatch.error(error, from: errors, outer: outer)
        }
    }

    /// The fire-and-forget form of ``trigger(_:)``, to call from synchronous code such as a button's action:
    /// `position.triggerEvent(ItemSelected(item: 3))`.
    public var triggerEvent: TriggerEventAction {
        TriggerEventAction(position: self)
    }

    /// The fire-and-forget form of ``report(_:)``: `position.reportError(error)`.
    public var reportError: ReportErrorAction {
        ReportErrorAction(position: self)
    }
}

extension ResponderPosition {
    /// The position below one more event responder.
    func adding(
        _ body: EventBody,
        label: ResponderLabel,
        registration: TypeRegistration? = nil
    ) -> ResponderPosition {
        var child = self
        child.events = EventNode(
            body: body,
            label: label,
            registration: registration,
            next: events,
            errors: errors
        )
        return child
    }

    /// The position below one more error responder.
    func adding(
        _ body: ErrorBody,
        label: ResponderLabel,
        registration: TypeRegistration? = nil
    ) -> ResponderPosition {
        var child = self
        child.errors = ErrorNode(
            body: body,
            label: label,
            registration: registration,
            next: errors,
            events: events
        )
        return child
    }
}
