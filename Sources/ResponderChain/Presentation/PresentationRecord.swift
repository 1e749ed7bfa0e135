/// One alert, banner or inline error that a ``PresentationQueue`` was asked to show for an error, and how it ended:
/// what bridges count (the metrics bridge's share of generic texts and time to answer).
///
/// A queue makes one record per presentation, whoever joined it: the caller that speaks for it (the one that asked
/// first, or the last to leave) delivers it, on its own task, so that an observer registered inside an isolated
/// scope sees only that scope's presentations. Nothing is made while nobody observes.
public struct PresentationRecord: Sendable {
    /// The error it was shown for.
    public let error: any Error

    /// How it was shown: `alert`, `banner` or `inline` (an alert in place of a style its presenter cannot show).
    public let style: PresentationStyle.Kind

    /// How it ended for the caller that speaks for it.
    public let outcome: PresentationOutcome

    /// Whether it showed the package's generic text, "Something went wrong" (or HierarchyResponder's "Error" with no
    /// message), in the app's language, rather than a text of the error's, a mapper's, a built-in mapping's or a
    /// rule's own.
    public let showsGenericText: Bool

    /// The support code it showed, when its queue shows them (``PresentationQueue/showsSupportCodes``); `nil`
    /// otherwise.
    public let supportCode: SupportCode?

    /// How long it was on screen before it ended, on the queue's clock; `nil` when it ended before it showed.
    let timeOnScreenComponents: DispatchTimer.Components?

    /// Whether it showed at all.
    var wasShown: Bool {
        timeOnScreenComponents != nil
    }

    /// ``timeOnScreen`` in nanoseconds, on every OS version; `nil` when it ended before it showed.
    public var timeOnScreenNanoseconds: Int64? {
        timeOnScreenComponents.map(Nanoseconds.of)
    }

    /// How long it was on screen before it ended; `nil` when it ended before it showed.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public var timeOnScreen: Duration? {
        timeOnScreenComponents.map { Duration(secondsComponent: $0.seconds, attosecondsComponent: $0.attoseconds) }
    }

    /// Calls `observer` with every presentation shown for an error, until the observation ends.
    ///
    /// - Parameter observer: receives each record, on the task of the caller that speaks for the presentation.
    /// - Returns: the observation.
    public static func observe(_ observer: @escaping @Sendable (PresentationRecord) -> Void) -> DispatchObservation {
        ObserverRegistry.presentations.add(observer)
    }
}

extension AlertModel {
    /// Whether the alert reads as the package's generic text in the current language: the `title` and `message`
    /// texts, or the `alertable.title` text alone.
    var showsGenericText: Bool {
        if title == ErrorTexts.text(.title) {
            return message == ErrorTexts.text(.message)
        }
        return title == ErrorTexts.text(.alertableTitle) && message == nil
    }
}
