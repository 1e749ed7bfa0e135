/// How the dispatch of an event by ``ResponderPosition/trigger(_:)`` ended.
///
/// ```swift
/// let outcome = await item.trigger(ItemSelected(id: 3))
/// switch outcome.resolution {
/// case .handled: break
/// case .failed(let evaluation): print("handler failed: \(outcome.error!), answered \(evaluation)")
/// case .unhandled(let reason): print("nobody handled it: \(reason)")
/// }
/// ```
package struct EventOutcome: Sendable, CustomStringConvertible {
    /// How the dispatch ended.
    package enum Resolution: Hashable, Sendable {
        /// A responder handled the event.
        case handled

        /// A responder threw while it had the event. The error went into the error responders at that
        /// responder's position, and received this evaluation. The event went no further.
        case failed(ErrorEvaluation)

        /// No responder handled the event; it reached the ``UnhandledTerminal`` for this reason.
        case unhandled(UnhandledReason)

        /// The triggering task was cancelled before a responder handled the event: it was triggered from a
        /// cancelled task, or the task was cancelled while an `async` responder ran. No responder further out was
        /// asked, and nothing reached the ``UnhandledTerminal``.
        case cancelled
    }

    /// How the dispatch ended.
    package let resolution: Resolution

    /// The event as it was when the dispatch ended: the last transform's result, or the event triggered.
    package let event: any Event

    /// Where it ended: the responder that handled the event or threw, or, for an unhandled event, the last
    /// responder whose closure was called (`nil` when none was; a typed responder that let an event of another
    /// type by was not called).
    package var responder: String? {
        label?.name
    }

    /// The label of ``responder``, named only when asked for, so that a dispatch allocates no string.
    private let label: ResponderLabel?

    /// The error thrown, for ``Resolution/failed(_:)``.
    package let error: (any Error)?

    init(resolution: Resolution, event: any Event, responder: ResponderLabel?, error: (any Error)? = nil) {
        self.resolution = resolution
        self.event = event
        self.label = responder
        self.error = error
    }

    /// Whether a responder handled the event.
    package var isHandled: Bool {
        resolution == .handled
    }

    /// What a caught error receives when its event ends this way (see `catchError` on ``ResponderPosition``):
    /// ``ErrorEvaluation/proceed`` when the event was handled, the thrown error's evaluation when a responder
    /// failed, and ``ErrorEvaluation/cancel`` when nothing handled it or the task was cancelled (``resolution``
    /// tells the two apart).
    package var evaluation: ErrorEvaluation {
        switch resolution {
        case .handled: .proceed
        case .failed(let evaluation): evaluation
        case .unhandled: .cancel
        case .cancelled: .cancel
        }
    }

    /// One line such as `event ItemSelected(id: 3): handled by Screen`.
    package var description: String {
        let renderer = PrivacyRenderer()
        let value = "event \(renderer.value(event))"
        switch resolution {
        case .handled:
            return "\(value): handled by \(responder ?? "?")"
        case .failed(let evaluation):
            let thrown = error.map { renderer.value($0) } ?? "?"
            return "\(value): \(responder ?? "?") threw \(thrown) → \(evaluation)"
        case .unhandled(let reason):
            return "\(value): unhandled (\(reason))" + (responder.map { ", last responder: \($0)" } ?? "")
        case .cancelled:
            return "\(value): cancelled"
        }
    }
}
