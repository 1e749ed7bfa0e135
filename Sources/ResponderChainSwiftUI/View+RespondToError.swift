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
    /// The closure runs on the main actor, like SwiftUI's own action closures, so it can read and set the view's
    /// state and main-actor properties of its owner (a `[weak self]` controller's `parentResponder`, say).
    ///
    /// - Parameters:
    ///   - name: the level's name in routes; when `nil`, where the modifier was applied.
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
    ///   - respondToError: answers every error raised inside this view.
    /// - Returns: the view.
    public func respondToError(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ respondToError: @escaping @MainActor (any Error) async -> ErrorEvaluation
    ) -> some View {
        environment(
            \.respondToError,
            RespondToErrorAction(name: name, fileID: fileID, line: line) { error in await respondToError(error) }
        )
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
