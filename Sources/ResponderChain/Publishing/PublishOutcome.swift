/// What happened when an ``EventPublisher`` published an event.
package struct PublishOutcome: Sendable, CustomStringConvertible {
    /// One subscriber that received the event.
    package struct Delivery: Sendable, CustomStringConvertible {
        /// The subscriber's name, or where it subscribed, as `#fileID` and line (`MyApp/DetailView.swift:12`).
        package let subscriber: String

        /// The subscriber's level below the publisher; 1 is the shallowest.
        package let level: Int

        /// The error the subscriber threw, if it threw one.
        package let error: (any Error)?

        /// The evaluation the thrown error received from the error responders at the subscriber; `nil` when it
        /// threw nothing.
        package let evaluation: ErrorEvaluation?

        /// `Detail (level 2)`, or `Detail (level 2) threw SaveFailed → cancel`.
        package var description: String {
            let base = "\(subscriber) (level \(level))"
            guard let error, let evaluation else { return base }
            return "\(base) threw \(PrivacyRenderer().value(error)) → \(evaluation)"
        }
    }

    /// The event published.
    package let event: any Event

    /// The subscribers that received it, in delivery order.
    package let deliveries: [Delivery]

    /// Whether the publishing task was cancelled before every chosen subscriber received the event; those left
    /// did not receive it.
    package let wasCancelled: Bool

    /// Whether no subscriber received the event, and the publication was not cancelled; the event then went to
    /// the ``UnhandledTerminal`` with ``UnhandledReason/noSubscriber``.
    package var isUnhandled: Bool {
        deliveries.isEmpty && !wasCancelled
    }

    /// `published MenuCommand.refresh to Detail (level 2)`.
    package var description: String {
        let value = PrivacyRenderer().value(event)
        let cancelled = wasCancelled ? ", then cancelled" : ""
        guard !deliveries.isEmpty else { return "published \(value) to no subscriber\(cancelled)" }
        return "published \(value) to " + deliveries.map(\.description).joined(separator: ", ") + cancelled
    }
}
