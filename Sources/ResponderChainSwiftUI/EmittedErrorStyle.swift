#if canImport(SwiftUI)
    public import Foundation
    public import ResponderChain
    public import SwiftUI
#else
    public import Foundation
    public import ResponderChain
    public import SwiftUIStandIn
#endif

/// How the errors that views below emit with `emittingError` are shown: ErrorHandling's `ErrorHandler` protocol,
/// named for what it decides, a style, because `ErrorHandler` is SwiftErrorHandler's rule class here.
///
/// Set one with `.environment(\.errorHandler, style)` or `handlingErrors(using:)`, as ErrorHandling writes it
/// (the environment value keeps ErrorHandling's name, and so does the alert style, ``AlertErrorHandler``, so that
/// its users' code compiles). Alerts are the default; ``BannerErrorStyle`` shows banners that go away by themselves,
/// ``InlineErrorStyle`` shows the error beside the view's content:
///
/// ```swift
/// SettingsView()
///     .environment(\.errorHandler, BannerErrorStyle(duration: 5))
/// ```
///
/// The built-in styles go through the ``ResponderChain/PresentationQueue`` (one at a time, duplicates joined,
/// nobody left waiting) and the view's category responder (recovery, and the sign-out of the view's hierarchy, shared
/// through the ``ResponderChain/SignOutCoordinator`` of the place that sets `\.signOutHandler`). Where the app sets a
/// `\.categoryResponder` of its own, that responder's ``ResponderChain/CategoryResponder/presentationStyle`` decides
/// the style instead. An app's own handler, written for ErrorHandling, works once it conforms to this protocol instead
/// of `ErrorHandler`: its `handle` gets the error binding, the view, and the recovery and sign-out closures, and
/// returns the view to show, as before.
public protocol EmittedErrorStyle {
    /// Returns `view` with `error` handled: presented, recovered from, or signed out.
    ///
    /// Called each time the emitting view's `body` is evaluated, on the main actor.
    ///
    /// - Parameters:
    ///   - error: the emitted error; set it back to `nil` once it is handled, so that it can be emitted again.
    ///   - view: the emitting view's content.
    ///   - recoveryHandler: performs the recovery option the user chose.
    ///   - signOutHandler: signs the user out, for errors that require it.
    /// - Returns: the view to show.
    @MainActor
    func handle<T: View>(
        _ error: Binding<(any Error)?>,
        in view: T,
        recoveryHandler: @escaping (RecoveryOption) -> Void,
        signOutHandler: @escaping () -> Void
    ) -> AnyView
}

/// A style that shows emitted errors in one ``ResponderChain/PresentationStyle`` through the presentation queue: the
/// built-in ones (``AlertErrorHandler``, ``BannerErrorStyle``, ``InlineErrorStyle``), or one of your own.
///
/// ```swift
/// struct QuietErrorStyle: QueuedErrorStyle {
///     var style: PresentationStyle { .silent }
/// }
/// ```
///
/// `emittingError` hands such a style's errors to the view's category responder (recovery with the emitting
/// view's `recoveryHandler`, the sign-out of the view's hierarchy), shown in ``style``.
public protocol QueuedErrorStyle: EmittedErrorStyle {
    /// How the errors are shown.
    var style: PresentationStyle { get }
}

extension QueuedErrorStyle {
    /// Handles `error` with the adapter's own emission: once per error, through the presentation queue, in
    /// ``QueuedErrorStyle/style``. Sign-out goes through the environment's `\.signOutHandler`, shared by the views of
    /// its hierarchy; `signOutHandler` is not used.
    ///
    /// - Parameters:
    ///   - error: the emitted error.
    ///   - view: the emitting view's content.
    ///   - recoveryHandler: performs the recovery option the user chose.
    ///   - signOutHandler: not used.
    /// - Returns: the view.
    @MainActor
    public func handle<T: View>(
        _ error: Binding<(any Error)?>,
        in view: T,
        recoveryHandler: @escaping (RecoveryOption) -> Void,
        signOutHandler: @escaping () -> Void
    ) -> AnyView {
        EmittingErrorModifier.emitting(error, in: view, style: style) { option in recoveryHandler(option) }
    }
}

/// Shows emitted errors as alerts, through the presentation queue above or the view's own: the default, as in
/// ErrorHandling, whose name for it this keeps.
public struct AlertErrorHandler: QueuedErrorStyle, Sendable {
    /// Creates the style.
    public init() {}

    /// Alerts.
    public var style: PresentationStyle { .alert }
}

/// Shows emitted errors as banners that do not block the screen and go away after `duration` seconds: for errors
/// that need no decision ("You're offline"), or that offer one ("Retry") without insisting.
///
/// The banners show through the `\.presentationQueue` that `presentingErrorAlerts()` puts at the root (several at
/// once, up to the queue's ``ResponderChain/PresentationQueue/maximumBanners``), or through the emitting view's
/// own; VoiceOver announces each.
public struct BannerErrorStyle: QueuedErrorStyle, Sendable {
    /// The banners' options.
    public let banner: PresentationStyle.Banner

    /// Creates the style.
    ///
    /// - Parameters:
    ///   - duration: how long, in seconds, a banner stays unless the user acts on it first.
    ///   - stacking: whether a banner stacks with those on screen or takes the place of the oldest.
    /// - Precondition: `duration` is more than zero and finite.
    public init(
        duration: TimeInterval = PresentationStyle.Banner.standardDuration,
        stacking: PresentationStyle.Banner.Stacking = .stack
    ) {
        banner = PresentationStyle.Banner(duration: duration, stacking: stacking)
    }

    /// Banners with ``banner``'s options.
    public var style: PresentationStyle { .banner(banner) }
}

/// Shows an emitted error beside the emitting view's content: its title, its message, and a button per recovery
/// option, until the user chooses one (or the error is cleared).
public struct InlineErrorStyle: QueuedErrorStyle, Sendable {
    /// Creates the style.
    public init() {}

    /// Inline, beside the emitting view's content.
    public var style: PresentationStyle { .inline }
}

struct EmittedErrorStyleKey: EnvironmentKey {
    static var defaultValue: any EmittedErrorStyle { AlertErrorHandler() }
}

extension EnvironmentValues {
    /// The style errors emitted below are shown in (ErrorHandling's `\.errorHandler`): ``AlertErrorHandler`` unless
    /// set.
    public var errorHandler: any EmittedErrorStyle {
        get { self[EmittedErrorStyleKey.self] }
        set { self[EmittedErrorStyleKey.self] = newValue }
    }
}

extension View {
    /// Shows the errors that views inside this one emit in `handler`'s style (ErrorHandling's
    /// `handlingErrors(using:)`).
    ///
    /// - Parameter handler: how to show them.
    /// - Returns: the view.
    public func handlingErrors(using handler: any EmittedErrorStyle) -> some View {
        environment(\.errorHandler, handler)
    }
}
