public import Foundation

/// How an error is shown to the user: as an alert, a banner, inline in a view, or not at all.
///
/// Every style goes through a ``PresentationQueue``, so the queue's guarantees hold for each: identical
/// presentations pending or on screen are joined, they are shown in order, they are withdrawn when the presenter
/// goes away or the caller is cancelled, and no caller is left waiting.
///
/// | style | on screen | ends |
/// |---|---|---|
/// | ``alert`` | modal, one at a time | when the user chooses a button |
/// | ``banner(_:)`` | non-blocking, up to ``PresentationQueue/maximumBanners`` | after its duration, or a tap |
/// | ``inline`` | in a view, one at a time | when the user chooses, or it is withdrawn |
/// | ``silent`` | nothing | at once, as a dismissal |
///
/// A category or a rule picks the style: ``CategoryResponder/presentationStyle``, or
/// ``ErrorAction/present(alert:style:)``.
/// A presenter that cannot show a style (see ``ErrorPresenter/presentableStyles``) gets an alert instead, and a
/// ``SafetyDiagnostic`` of kind ``SafetyDiagnostic/Kind/unsupportedPresentationStyle`` says so.
///
/// It can gain cases: a `switch` over it outside this package needs an `@unknown default`.
#if hasAttribute(nonexhaustive)
    @nonexhaustive
#endif
public enum PresentationStyle: Hashable, Sendable, CustomStringConvertible {
    /// A modal alert, one at a time: the default.
    case alert
    /// A banner (a toast) that does not block the screen and goes away by itself.
    case banner(Banner)
    /// The error's text and its options in place of, or next to, the content of a view.
    case inline
    /// Nothing is shown; the presentation ends at once as a dismissal.
    case silent

    /// A banner that stays `duration` seconds.
    ///
    /// - Parameters:
    ///   - duration: how long, in seconds, the banner stays unless the user acts on it first.
    ///   - stacking: whether it stacks with the banners on screen or takes the place of the oldest.
    /// - Returns: the style.
    /// - Precondition: `duration` is more than zero, and not NaN; `.infinity` keeps the banner until it is withdrawn.
    public static func banner(duration: TimeInterval = Banner.standardDuration, stacking: Banner.Stacking = .stack)
        -> PresentationStyle
    {
        .banner(Banner(duration: duration, stacking: stacking))
    }

    /// The options of a banner.
    public struct Banner: Hashable, Sendable {
        /// How a new banner joins those on screen.
        public enum Stacking: Hashable, Sendable {
            /// It is shown beside the banners on screen, up to the queue's maximum; beyond that it waits for one
            /// to go.
            case stack
            /// It takes the place of the oldest banner on screen when the queue's maximum is reached, and that
            /// banner's callers get ``PresentationOutcome/replaced``.
            case replace
        }

        /// How long a banner stays when nobody sets another duration: 4 seconds.
        public static let standardDuration: TimeInterval = 4

        /// How long, in seconds, the banner stays unless the user acts on it first; `.infinity` for a banner that
        /// stays until it is withdrawn, as the offline banner of an ``OfflineResponder`` does.
        public let duration: TimeInterval

        /// How it joins the banners on screen.
        public let stacking: Stacking

        /// Creates banner options.
        ///
        /// - Parameters:
        ///   - duration: how long, in seconds, the banner stays unless the user acts on it first; `.infinity` keeps
        ///     it until it is withdrawn (its caller cancelled, ``PresentationQueue/dismissAll()``, or replaced).
        ///   - stacking: whether it stacks with the banners on screen or takes the place of the oldest.
        /// - Precondition: `duration` is more than zero, and not NaN.
        public init(duration: TimeInterval = standardDuration, stacking: Stacking = .stack) {
            precondition(
                duration > 0 && !duration.isNaN,
                "PresentationStyle.Banner: duration must be more than zero seconds; got \(duration)"
            )
            self.duration = duration
            self.stacking = stacking
        }

        /// The duration in nanoseconds, for the queue's timer; `nil` for a banner that stays until withdrawn.
        var nanoseconds: Int64? {
            duration.isFinite ? Nanoseconds.of(seconds: duration) : nil
        }
    }

    /// The kind of a style, without its options.
    ///
    /// It can gain cases: a `switch` over it outside this package needs an `@unknown default`.
    #if hasAttribute(nonexhaustive)
        @nonexhaustive
    #endif
    public enum Kind: Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// ``PresentationStyle/alert``.
        case alert
        /// ``PresentationStyle/banner(_:)``.
        case banner
        /// ``PresentationStyle/inline``.
        case inline
        /// ``PresentationStyle/silent``.
        case silent

        /// The kind's name: `alert`, `banner`, `inline` or `silent`.
        public var description: String {
            switch self {
            case .alert: "alert"
            case .banner: "banner"
            case .inline: "inline"
            case .silent: "silent"
            }
        }
    }

    /// The kind of this style.
    public var kind: Kind {
        switch self {
        case .alert: .alert
        case .banner: .banner
        case .inline: .inline
        case .silent: .silent
        }
    }

    /// The style as routes and diagnostics show it: `alert`, `banner(4.0s, stack)`, `banner(until withdrawn, stack)`,
    /// `inline`, `silent`.
    public var description: String {
        switch self {
        case .banner(let banner):
            "banner(\(banner.duration.isFinite ? "\(banner.duration)s" : "until withdrawn"), \(banner.stacking))"
        default: kind.description
        }
    }
}
