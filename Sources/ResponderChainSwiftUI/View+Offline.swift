#if canImport(SwiftUI)
    public import ResponderChain
    public import SwiftUI
#else
    public import ResponderChain
    public import SwiftUIStandIn
#endif

extension View {
    /// Answers the offline failures raised inside this view with one ``ResponderChain/OfflineResponder``: one
    /// presentation on the `\.presentationQueue` above while the network is gone, and the attempts of `withRetry`
    /// held until it is back. Every other error goes on to the action from above, as it is.
    ///
    /// ```swift
    /// ContentView()
    ///     .respondingWhileOffline { queue in
    ///         OfflineResponder(path: SystemNetworkPath(), presentingOn: queue)
    ///     }
    ///     .presentingErrorAlerts()
    /// ```
    ///
    /// `makeResponder` runs once, at the first render, with the queue above (`nil` when there is none: the work is
    /// still held, and nothing is shown). The responder is kept for as long as this view is, and its path source is
    /// stopped when the view goes away. The modifier makes the action from above the responder's
    /// ``ResponderChain/OfflineResponder/parentResponder``, the action of each render.
    ///
    /// Apply it near the root, inside `presentingErrorAlerts()` and outside the app's own responders, which still
    /// answer first. It answers the errors that reach it through `\.respondToError` and `\.reportError`, and the
    /// failures of `withRetry(respond: { await respondToError($0) })`. An error a view emits with `emittingError`
    /// goes to its categories, not up this chain.
    ///
    /// - Parameters:
    ///   - fileID: where the modifier was applied; filled in for you.
    ///   - line: the line where the modifier was applied; filled in for you.
    ///   - makeResponder: makes the responder from the queue above: give it the app's own path source, one per
    ///     window.
    /// - Returns: the view.
    public func respondingWhileOffline(
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ makeResponder: @escaping @MainActor (PresentationQueue?) -> OfflineResponder
    ) -> some View {
        modifier(OfflineModifier(makeResponder: makeResponder, fileID: fileID, line: line))
    }
}

/// Keeps the view's ``OfflineResponder`` across renders and puts it on the content's chain.
struct OfflineModifier: ViewModifier {
    @Environment(\.presentationQueue) private var queue
    @Environment(\.respondToError) private var above
    @State private var level = OfflineLevel()
    let makeResponder: @MainActor (PresentationQueue?) -> OfflineResponder
    let fileID: StaticString
    let line: UInt

    func body(content: Content) -> some View {
        let responder = level.responder(making: makeResponder, queue: queue, above: above)
        let action = RespondToErrorAction(name: responder.responderName, fileID: fileID, line: line) { error in
            await responder.respond(to: error)
        }
        return content.responder(.answer(action), responder.responderName, fileID, line)
    }
}

/// The offline responder of one view, and the parent it passes errors to: the action from above, as of the latest
/// render. The responder holds its parent weakly; this holds both.
@MainActor
final class OfflineLevel: ErrorResponder {
    private var offline: OfflineResponder?
    private var above = RespondToErrorAction(hierarchyFrom: nil)

    /// Always `nil`: this level passes every error on through the action from above.
    weak var parentResponder: (any ErrorResponder)?

    /// The responder, made by `make` the first time; `above` becomes the action it passes other errors to.
    func responder(
        making make: (PresentationQueue?) -> OfflineResponder,
        queue: PresentationQueue?,
        above: RespondToErrorAction
    ) -> OfflineResponder {
        self.above = above
        if let offline { return offline }
        let made = make(queue)
        made.parentResponder = self
        offline = made
        return made
    }

    func respond(to error: any Error) async -> ErrorEvaluation {
        await above(error)
    }
}
