#if canImport(SwiftUI)
    public import ResponderChain
    public import SwiftUI
#else
    public import ResponderChain
    public import SwiftUIStandIn
#endif

extension View {
    /// Catches the errors that views inside this one report, and shows `fallback` in their place until the user
    /// retries: React's error boundary, on the responder chain.
    ///
    /// ```swift
    /// FeedView()
    ///     .errorBoundary { error, retry in
    ///         VStack {
    ///             Text("The feed could not load.")
    ///             Button("Try again", action: retry)
    ///         }
    ///     }
    /// ```
    ///
    /// - The boundary takes every error its subtree reports with `\.reportError` or `\.respondToError` that
    ///   `predicate` accepts, answers it ``ResponderChain/ErrorEvaluation/cancel`` (the subtree that raised it is
    ///   going away), and shows `fallback` instead of the subtree. The rest of the screen keeps working.
    /// - `retry` re-creates the subtree: its views start again with fresh `@State`.
    /// - Errors the boundary does not take go on up the chain unchanged. Nested boundaries: the innermost that
    ///   takes an error wins.
    /// - The fallback is outside the boundary: an error it reports goes to the next boundary up, never back into
    ///   this one.
    ///
    /// - Parameters:
    ///   - predicate: which errors the boundary takes; all by default.
    ///   - fallback: the view shown in place of the subtree, made from the error and the retry action.
    /// - Returns: the view.
    public func errorBoundary<Fallback: View>(
        catching predicate: @escaping @MainActor (any Error) -> Bool = { _ in true },
        @ViewBuilder fallback: @escaping @MainActor (any Error, _ retry: @escaping @MainActor () -> Void) -> Fallback
    ) -> some View {
        modifier(ErrorBoundaryModifier(predicate: predicate, fallback: fallback))
    }

    /// Catches the errors that views inside this one report and shows the error's text with a Retry button in
    /// their place, as ``errorBoundary(catching:fallback:)`` does with a fallback of your own.
    ///
    /// - Parameters:
    ///   - predicate: which errors the boundary takes; all by default.
    ///   - text: the fallback's texts: the title and message come from the error as an alert's would, and the
    ///     retry button is titled with the default recovery option's description.
    /// - Returns: the view.
    public func errorBoundary(
        catching predicate: @escaping @MainActor (any Error) -> Bool = { _ in true },
        text: AlertText = .standard
    ) -> some View {
        errorBoundary(catching: predicate) { error, retry in
            ErrorBoundaryFallback(error: error, text: text, retry: retry)
        }
    }
}

/// The default fallback: the error's title and message, and a Retry button.
struct ErrorBoundaryFallback: View {
    let error: any Error
    let text: AlertText
    let retry: @MainActor () -> Void

    var body: some View {
        VStack {
            Text(text.title(error))
            if let message = text.message(error) {
                Text(message)
            }
            Button(text.optionTitle(.retry, error)) { retry() }
        }
    }
}

/// The error a boundary took. While there is one, the fallback stands in the subtree's place (the other branch of an
/// `if`), so the subtree and its state go; a retry clears it, and the subtree is made anew.
struct ErrorBoundaryModifier<Fallback: View>: ViewModifier {
    @State private var failure: (any Error)?
    let predicate: @MainActor (any Error) -> Bool
    let fallback: @MainActor (any Error, @escaping @MainActor () -> Void) -> Fallback

    func body(content: Content) -> some View {
        let failure = $failure
        let predicate = self.predicate
        return Group {
            if let shown = self.failure {
                fallback(shown) {
                    failure.wrappedValue = nil
                }
            } else {
                content
                    .responder(
                        .receiveError(
                            .synchronous { error in
                                // Once the boundary shows its fallback, the subtree is going: later errors from it are
                                // taken too, and dropped with it.
                                guard failure.wrappedValue == nil else { return .handled(.cancel) }
                                guard predicate(error) else { return .notHandled }
                                failure.wrappedValue = error
                                return .handled(.cancel)
                            }),
                        "errorBoundary",
                        #fileID,
                        #line
                    )
            }
        }
    }
}
