#if canImport(SwiftUI)
    public import ResponderChain
    public import SwiftUI
#else
    public import ResponderChain
    public import SwiftUIStandIn
#endif

extension View {
    /// Sets the `\.respondToError` action for this view and the views inside it, as in the seed:
    ///
    /// ```swift
    /// HomeScreenContentView()
    ///     .respondToError { error in
    ///         switch error {
    ///         case MyError.homePageError: return .proceed
    ///         default: return await respondToError(error)   // the action from above
    ///         }
    ///     }
    /// ```
    ///
    /// - Parameter respondToError: answers every error raised inside this view.
    /// - Returns: the view.
    public func respondToError(
        _ respondToError: @escaping @Sendable (any Error) async -> ErrorEvaluation
    ) -> some View {
        environment(\.respondToError, RespondToErrorAction(respondToError))
    }

    /// Sends the errors raised inside this view to `responder`: the bridge from SwiftUI to UIKit in one line.
    ///
    /// ```swift
    /// let host = UIHostingController(rootView: HomePageView().respondToError(forwardingTo: self))
    /// ```
    ///
    /// The responder is held weakly; once it is gone, errors reach the ``ResponderChain/UnhandledTerminal``.
    ///
    /// - Parameter responder: the responder that answers, usually the controller hosting the view.
    /// - Returns: the view.
    public func respondToError(forwardingTo responder: any ErrorResponder) -> some View {
        environment(\.respondToError, RespondToErrorAction(responder: responder))
    }
}
