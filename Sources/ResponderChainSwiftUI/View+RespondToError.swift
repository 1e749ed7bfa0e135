#if canImport(SwiftUI)
    public import ResponderChain
    public import SwiftUI
#else
    public import ResponderChain
    public import SwiftUIStandIn
#endif

extension View {
    /// Answers the errors raised inside this view, as in the Error Responder Chain example: each level handles its
    /// errors and passes the rest to the action from above.
    ///
    /// ```swift
    /// struct HomePageView: View {
    ///     @Environment(\.respondToError) private var respondToError
    ///
    ///     var body: some View {
    ///         HomeScreenContentView()
    ///             .respondToError { error in
    ///                 switch error {
    ///                 case MyError.homePageError: return .proceed
    ///                 default: return await respondToError(error)   // the action from above
    ///                 }
    ///             }
    ///     }
    /// }
    /// ```
    ///
    /// The closure is a level of the view's chain: errors reported inside with `\.respondToError` or
    /// `\.reportError` reach it after the responders below it (HierarchyResponder's `handleError` and the like), and
    /// it answers every one of them. It runs on the main actor, like SwiftUI's own action closures, so it can read
    /// and set the view's state and main-actor properties of its owner (a `[weak self]` controller's
    /// `parentResponder`, say).
    ///
    /// The level keeps its place across re-renders: the views inside do not see a new `\.respondToError` because
    /// this view rendered again, and an error always reaches the closure of the latest render.
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
        let action = RespondToErrorAction(name: name, fileID: fileID, line: line) { error in
            await respondToError(error)
        }
        return responder(.answer(action), name, fileID, line)
    }
}
