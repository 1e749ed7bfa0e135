#if canImport(SwiftUI)
    public import ResponderChain
    public import SwiftUI
#else
    public import ResponderChain
    public import SwiftUIStandIn
#endif

extension View {
    /// Handles the error in `error` when it is set, by its category (ErrorHandling's `emittingError`), then sets
    /// the binding back to `nil`, so that the same error can be emitted again.
    ///
    /// ```swift
    /// @State private var error: Error?
    ///
    /// var body: some View {
    ///     Form { … }
    ///         .emittingError($error, recoveryHandler: { option in
    ///             if option == .resubmit { submit() }
    ///         })
    /// }
    /// ```
    ///
    /// The environment's `\.errorHandler` decides the style the error is shown in: an alert unless set
    /// (``AlertErrorHandler``), a banner (``BannerErrorStyle``), beside the content (``InlineErrorStyle``), or
    /// an app's own ``EmittedErrorStyle``. With the built-in styles, the error goes to `\.categoryResponder`, or
    /// to a ``ResponderChain/CategoryResponder`` made from the environment's `\.presentationQueue` and
    /// `\.signOutHandler`: a recoverable error offers its options, which call `recoveryHandler`, a
    /// non-recoverable one is shown, and one that requires sign-out calls the sign-out handler. The handling runs
    /// in a task of the view, never while SwiftUI evaluates `body`; clearing the binding (or the view going away)
    /// cancels it. Without a queue above, the view presents the alerts itself.
    ///
    /// - Parameters:
    ///   - error: the error to emit; set it to emit, and it is cleared once handled.
    ///   - recoveryHandler: performs the recovery option the user chose.
    /// - Returns: the view.
    public func emittingError(
        _ error: Binding<(any Error)?>,
        recoveryHandler: @escaping @MainActor (RecoveryOption) async -> Void = { _ in }
    ) -> some View {
        modifier(ErrorEmittingModifier(error: error, recoveryHandler: recoveryHandler))
    }
}

/// Hands the emitted error to the environment's `\.errorHandler`: the adapter's own emission for the built-in
/// styles, the style's `handle` for an app's own.
struct ErrorEmittingModifier: ViewModifier {
    @Environment(\.errorHandler) private var errorHandler
    let error: Binding<(any Error)?>
    let recoveryHandler: @MainActor (RecoveryOption) async -> Void

    func body(content: Content) -> AnyView {
        if let styled = errorHandler as? any QueuedErrorStyle {
            return EmittingErrorModifier.emitting(
                error, in: content, style: styled.style, recoveryHandler: recoveryHandler)
        }
        return AnyView(
            content.modifier(
                OwnEmittedErrorStyleModifier(handler: errorHandler, error: error, recoveryHandler: recoveryHandler)
            )
        )
    }
}

/// Hands the emitted error to an app's own ``EmittedErrorStyle``, with the sign-out of the hierarchy the view is in.
struct OwnEmittedErrorStyleModifier: ViewModifier {
    @Environment(\.signOutHandler) private var signOutHandler
    @State private var context = EmissionContext()
    let handler: any EmittedErrorStyle
    let error: Binding<(any Error)?>
    let recoveryHandler: @MainActor (RecoveryOption) async -> Void

    func body(content: Content) -> AnyView {
        context.update(signOut: signOutHandler, categoryResponder: nil)
        let recoveryHandler = self.recoveryHandler
        let context = self.context
        return handler.handle(
            error,
            in: content,
            recoveryHandler: { option in Task { @MainActor in await recoveryHandler(option) } },
            signOutHandler: {
                Task { @MainActor in await context.signOut() }
            }
        )
    }
}

/// What an emission uses from the view that emits it, as of the view's latest render: kept in the view's state, so
/// that an error handled after a re-render signs out and recovers with the closures of that render.
@MainActor
final class EmissionContext {
    var queue: PresentationQueue?
    var recoveryHandler: @MainActor (RecoveryOption) async -> Void = { _ in }
    var style = PresentationStyle.alert
    private var signOut: SignOutAction?
    private var categoryResponder: CategoryResponder?

    /// The sign-out session of the view: the session of its hierarchy's coordinator when the view first rendered
    /// under it.
    private(set) var session: SignOutCoordinator.Session?

    /// Takes the sign-out of this render's environment, and stamps the view with the session of its coordinator the
    /// first time the view renders under that coordinator.
    func update(signOut: SignOutAction?, categoryResponder: CategoryResponder?) {
        self.signOut = signOut
        self.categoryResponder = categoryResponder
        guard let coordinator = categoryResponder?.signOutCoordinator ?? signOut?.scope.coordinator else { return }
        if coordinator.latest(of: [session]) == nil {
            session = coordinator.session
        }
    }

    /// Signs out through the view's hierarchy, as a request of the view's session.
    func signOut() async {
        await signOut?.scope.signOut(from: session)
    }

    /// The responder of a view without a shared `\.categoryResponder`: its own alerts, and the sign-out of its
    /// hierarchy.
    func responder() -> CategoryResponder {
        if let categoryResponder { return categoryResponder }
        let style = self.style
        var signOutHandler: (@MainActor () async -> Void)?
        if let scope = signOut?.scope {
            // The handler of the place's latest render when the sign-out runs, not of the render that emitted.
            signOutHandler = { @MainActor in await scope.handler?() }
        }
        return CategoryResponder(
            presentingOn: queue,
            signOutHandler: signOutHandler,
            signOutCoordinator: signOut?.scope.coordinator ?? SignOutCoordinator(),
            presentationStyle: { _, _ in style }
        )
    }
}

struct EmittingErrorModifier: ViewModifier {
    @Environment(\.presentationQueue) private var queue
    @Environment(\.signOutHandler) private var signOutHandler
    @Environment(\.categoryResponder) private var categoryResponder
    @State private var context = EmissionContext()
    let error: Binding<(any Error)?>
    let recoveryHandler: @MainActor (RecoveryOption) async -> Void
    let style: PresentationStyle

    /// `view` emitting `error` in `style`, with the presentation it needs: the queue above (its own when there is
    /// none) for alerts and banners, a place beside the content for inline errors.
    static func emitting<T: View>(
        _ error: Binding<(any Error)?>,
        in view: T,
        style: PresentationStyle,
        recoveryHandler: @escaping @MainActor (RecoveryOption) async -> Void
    ) -> AnyView {
        let emitting = view.modifier(
            EmittingErrorModifier(error: error, recoveryHandler: recoveryHandler, style: style))
        if style.kind == .inline {
            return AnyView(emitting.modifier(InlineErrorPresentingModifier()))
        }
        return AnyView(emitting.modifier(ErrorAlertPresentingModifier(onlyWithoutQueue: true)))
    }

    func body(content: Content) -> some View {
        context.queue = queue
        context.update(signOut: signOutHandler, categoryResponder: categoryResponder)
        context.recoveryHandler = recoveryHandler
        context.style = style
        // The task handles the value this body saw, not whatever the binding holds when the task gets to run:
        // a task started for an earlier frame must not handle an error set since (SwiftUI restarts the task for
        // it), or one error would be handled twice.
        let emitted = error.wrappedValue
        let identity = ErrorIdentity(emitted)
        let emission = Emission(error: emitted, identity: identity, binding: error, context: context)
        return content.task(id: identity) {
            await emission.run()
        }
    }
}

/// One emission of the bound error: what the view's task runs.
@MainActor
final class Emission: Sendable {
    private let error: (any Error)?
    private let identity: ErrorIdentity
    private let binding: Binding<(any Error)?>
    private let context: EmissionContext

    init(error: (any Error)?, identity: ErrorIdentity, binding: Binding<(any Error)?>, context: EmissionContext) {
        self.error = error
        self.identity = identity
        self.binding = binding
        self.context = context
    }

    func run() async {
        guard let error else { return }
        let context = self.context
        let categories = context.responder()
        let scope = RecoveryScope(parentResponder: categories, session: context.session) { option, _ in
            await context.recoveryHandler(option)
        }
        _ = await scope.emit(error)
        withExtendedLifetime(categories) {}  // the scope holds its parent weakly
        // Cleared only while the binding still holds this error: one set since is the next emission's.
        if !Task.isCancelled, ErrorIdentity(binding.wrappedValue) == identity {
            binding.wrappedValue = nil
        }
    }
}

/// What tells one emitted error from the next: the instance, for a class, or else its type and description.
struct ErrorIdentity: Equatable, Sendable {
    private let object: ObjectIdentifier?
    private let text: String?

    init(_ error: (any Error)?) {
        if let error, type(of: error) is AnyClass {
            object = ObjectIdentifier(error as AnyObject)
            text = nil
        } else {
            object = nil
            text = error.map { String(reflecting: $0) }
        }
    }
}
