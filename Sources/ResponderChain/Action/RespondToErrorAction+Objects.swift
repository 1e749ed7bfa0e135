extension RespondToErrorAction {
    /// Creates an action that asks an ``ErrorResponder``: the link from a responder object into a hierarchy of
    /// actions, such as a `UIHostingController` handing its view the errors it should see.
    ///
    /// The responder is held weakly, so the action never keeps it alive; once it is gone, errors go to the
    /// ``UnhandledTerminal`` with ``UnhandledReason/responderReleased``.
    ///
    /// ```swift
    /// let rootView = HomePageView()
    ///     .environment(\.respondToError, RespondToErrorAction(responder: self))
    /// ```
    ///
    /// Make it once, where the responder is set up (a hosting controller's initializer, say), and keep it: each
    /// action made this way is a new one, which views that read it see as a change.
    ///
    /// - Parameter responder: the responder to ask.
    @MainActor
    public init(responder: any ErrorResponder) {
        let reference = WeakResponder(responder)
        self.init(name: ResponderHop.responderName(of: responder)) { error in
            await reference.respond(to: error)
        }
    }
}

/// A weak reference to a responder that a `Sendable` closure can capture: it is main-actor isolated, so it is
/// `Sendable` without being touched off the main actor.
@MainActor
final class WeakResponder {
    private weak var responder: (any ErrorResponder)?

    init(_ responder: any ErrorResponder) {
        self.responder = responder
    }

    func respond(to error: any Error) async -> ErrorEvaluation {
        guard let responder else {
            return DispatchCore.unhandled(error, reason: .responderReleased)
        }
        DispatchCore.record(.responder(responder))
        return await responder.respond(to: error)
    }
}

/// An ``ErrorResponder`` that answers with a ``RespondToErrorAction``: the link from a hierarchy of actions
/// into objects, such as a UIKit view controller embedded in SwiftUI that needs a parent responder.
///
/// An action answers every error, so this responder never passes one to a parent of its own; its
/// ``parentResponder`` is always `nil`, and setting it has no effect. The action's own outer actions play the
/// parent's part.
///
/// ```swift
/// let parent = ActionErrorResponder(respondToError)   // from the SwiftUI environment
/// let controller = HomePageViewController()
/// controller.parentResponder = parent
/// ```
@MainActor
public final class ActionErrorResponder: ErrorResponder, NamedResponder {
    /// The action that answers every error.
    package let action: RespondToErrorAction

    /// Creates a responder that answers with `action`.
    ///
    /// - Parameter action: the action to call.
    public init(_ action: RespondToErrorAction) {
        self.action = action
    }

    /// Always `nil`: the action answers every error itself.
    public var parentResponder: (any ErrorResponder)? {
        get { nil }
        set {}  // An action has no parent object; its outer actions take that part.
    }

    /// The action's name, or `ActionErrorResponder`.
    public var responderName: String {
        action.name ?? "ActionErrorResponder"
    }

    /// Answers with the action.
    ///
    /// - Parameter error: the error raised below this responder.
    /// - Returns: the action's answer.
    @discardableResult
    public func respond(to error: any Error) async -> ErrorEvaluation {
        await action.answerChecked(error)
    }
}
