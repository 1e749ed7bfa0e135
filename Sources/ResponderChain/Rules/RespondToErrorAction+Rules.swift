extension RespondToErrorAction {
    /// Creates an action that answers with an ``ErrorHandler``'s rules, for a hierarchy of actions such as
    /// SwiftUI's `\.respondToError`.
    ///
    /// Errors the rules do not answer go to `next`, the action from further up; without one, they go to the
    /// handler's ``ErrorHandler/parentResponder``, or to the ``UnhandledTerminal``.
    ///
    /// ```swift
    /// let screen = RespondToErrorAction(rules: screenRules, otherwise: respondToError)
    /// ```
    ///
    /// - Parameters:
    ///   - handler: the rules; the action keeps the handler alive.
    ///   - next: the action for the errors the rules pass on.
    @MainActor
    public init(rules handler: ErrorHandler, otherwise next: RespondToErrorAction? = nil) {
        self.init(name: handler.responderName) { error in
            await handler.answer(error, otherwise: next)
        }
    }
}
