import ResponderChain

#if canImport(SwiftUI)
    public import SwiftUI
#else
    public import SwiftUIStandIn
#endif

/// Signs the user out with the handler of the hierarchy it was read in: the value of `\.signOutHandler`.
///
/// The root of a hierarchy sets the handler, as ErrorHandling's README says:
///
/// ```swift
/// RootView()
///     .environment(\.signOutHandler, appState.signOut)
/// ```
///
/// The place that sets it owns one ``ResponderChain/SignOutCoordinator`` for every view below it: their sign-out
/// errors share one run of the handler, a view that appeared before the last sign-out is a straggler of the expired
/// session, and a view that appeared after it signs out again, however soon. Two roots that each set a handler,
/// two windows or two tests, never share, delay or absorb each other's sign-outs.
///
/// Read it to sign out from a view of your own:
///
/// ```swift
/// @Environment(\.signOutHandler) private var signOut
///
/// Button("Sign out") { Task { await signOut?() } }
/// ```
///
/// Two actions are equal when they come from the same place, whatever handler it holds now: a render that sets the
/// handler again does not change the environment, so no view below it is evaluated again for it.
public struct SignOutAction: Equatable, Sendable {
    let scope: SignOutScope

    /// Signs out: runs the latest handler set at the place this action comes from, or joins the sign-out of its
    /// hierarchy that is under way.
    @MainActor
    public func callAsFunction() async {
        await scope.signOut(from: nil)
    }

    /// Says that a new session began, once the user has signed in again: from now on every sign-out error of the
    /// hierarchy signs out, also from a view that appeared before the last sign-out
    /// (``ResponderChain/SignOutCoordinator/beginSession()``).
    ///
    /// An app whose signed-in screens are made anew when the user signs in (the usual
    /// `if session.isSignedIn { … }`) need not call it: their views appeared after the sign-out.
    @MainActor
    public func beginSession() {
        scope.coordinator.beginSession()
    }

    /// Whether two actions come from the same place.
    public static func == (lhs: SignOutAction, rhs: SignOutAction) -> Bool {
        lhs.scope === rhs.scope
    }
}

/// What one place that sets `\.signOutHandler` keeps across renders: its hierarchy's coordinator, and the handler of
/// its latest render.
@MainActor
final class SignOutScope {
    let coordinator = SignOutCoordinator()
    var handler: (nonisolated(nonsending) () async -> Void)?

    /// Signs out through the hierarchy's coordinator, with the latest handler when the sign-out starts.
    @discardableResult
    func signOut(from session: SignOutCoordinator.Session?) async -> SignOutCoordinator.Outcome {
        await coordinator.signOut(from: session) { @MainActor in
            await self.handler?()
        }
    }
}

extension View {
    /// Sets the sign-out handler of the hierarchy below: ErrorHandling's `.environment(\.signOutHandler, …)`.
    ///
    /// ```swift
    /// window.rootViewController = UIHostingController(
    ///     rootView: RootView()
    ///         .environment(\.signOutHandler, appState.signOut)
    /// )
    /// ```
    ///
    /// It takes any `() -> Void` function, as ErrorHandling says, or an `async` one: a method of a plain
    /// `ObservableObject`, of a `@MainActor` class, or a closure; `nil` removes the handler. The handler is called on
    /// the main actor, from a task of the view that emitted the error, never while SwiftUI evaluates `body`.
    ///
    /// This place keeps one sign-out for the views below it (see ``SignOutAction``): concurrent sign-out errors run
    /// the handler once, and each render's handler replaces the last one without changing the environment.
    ///
    /// - Parameters:
    ///   - keyPath: `\.signOutHandler`.
    ///   - handler: signs the user out.
    /// - Returns: the view, with the handler set for its hierarchy.
    public func environment(
        _ keyPath: KeyPath<EnvironmentValues, SignOutAction?>,
        _ handler: (nonisolated(nonsending) () async -> Void)?
    ) -> some View {
        modifier(SignOutHandlerModifier(handler: handler))
    }
}

/// Keeps the place's ``SignOutScope`` in state and writes its action into the environment.
struct SignOutHandlerModifier: ViewModifier {
    let handler: (nonisolated(nonsending) () async -> Void)?
    @State private var scope = SignOutScope()

    func body(content: Content) -> some View {
        scope.handler = handler
        return content.environment(\.signOutHandler, handler == nil ? nil : SignOutAction(scope: scope))
    }
}
