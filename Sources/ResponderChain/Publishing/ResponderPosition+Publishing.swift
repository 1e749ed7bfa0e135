/// A publisher attached to a position, or the mark of a subscriber inside it: how a position finds the
/// publisher of an event type, and how deep below it a subscriber is.
///
/// A SwiftUI modifier keeps its link, made once, and gives it the link above on each render, so that the
/// position below stays equal across re-renders.
@MainActor
package final class PublisherLink {
    let eventType: ObjectIdentifier
    package let publisher: any AnyObject & Sendable
    private(set) var level: Int
    private(set) var next: PublisherLink?

    nonisolated init(eventType: ObjectIdentifier, publisher: any AnyObject & Sendable, level: Int, next: PublisherLink?)
    {
        self.eventType = eventType
        self.publisher = publisher
        self.level = level
        self.next = next
    }

    /// A link for `publisher`, at the top of its subscribers.
    package nonisolated convenience init<Published: Event>(publishing publisher: EventPublisher<Published>) {
        self.init(eventType: ObjectIdentifier(Published.self), publisher: publisher, level: 0, next: nil)
    }

    /// Gives a kept link the links above it at the latest render.
    func update(level: Int, next: PublisherLink?) {
        self.level = level
        self.next = next
    }
}

@MainActor
extension ResponderPosition {
    /// The position below `publisher`: subscribers to its event type at and below it receive what it publishes.
    ///
    /// A publisher of the same event type attached further down takes over for the subscribers below it.
    package nonisolated func publishing<Published: Event>(
        _ publisher: EventPublisher<Published>
    ) -> ResponderPosition {
        var child = self
        child.publishers = PublisherLink(
            eventType: ObjectIdentifier(Published.self),
            publisher: publisher,
            level: 0,
            next: publishers
        )
        return child
    }

    /// This position with `link`, made for a publisher, on top of its publishers.
    package func placing(_ link: PublisherLink) -> ResponderPosition {
        link.update(level: 0, next: publishers)
        var child = self
        child.publishers = link
        return child
    }

    /// Subscribes `handler` to the events of the nearest publisher of `type` above this position, at one level
    /// deeper than the subscribers above it.
    ///
    /// The subscriber receives events until the returned subscription is cancelled or released. An error it
    /// throws goes to the error responders at this position. Without a publisher above, the subscription is
    /// inactive, and the safety checks report ``SafetyDiagnostic/Kind/subscriberWithoutPublisher``.
    ///
    /// - Parameters:
    ///   - type: the event type.
    ///   - name: the subscriber's name in outcomes and routes; when `nil`, where it subscribed.
    ///   - fileID: where it subscribed; filled in for you.
    ///   - filePath: the full path of the file where it subscribed; filled in for you.
    ///   - line: the line where it subscribed; filled in for you.
    ///   - handler: receives each event delivered to it.
    /// - Returns: the subscription; its ``EventSubscription/position`` is the position inside the subscriber.
    package func subscribe<Published: Event>(
        to type: Published.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        handler: @escaping @MainActor (Published) async throws -> Void
    ) -> EventSubscription {
        let label = ResponderLabel(name: name, fileID: fileID, filePath: filePath, line: line)
        let inside = insideSubscriber(of: type)
        guard let link = link(for: type), let publisher = link.publisher as? EventPublisher<Published> else {
            diagnoseMissingPublisher(of: type, label: label)
            return EventSubscription(position: inside, removal: nil)
        }
        let removal = publisher.register { [head] id in
            EventPublisher.Subscriber(id: id, level: link.level + 1, label: label, errorsFrom: head, handler: handler)
        }
        return EventSubscription(position: inside, removal: removal)
    }

    /// The position inside a subscriber to `type` at this position, where subscribers to `type` are one level
    /// deeper.
    package func insideSubscriber<Published: Event>(of type: Published.Type) -> ResponderPosition {
        var kept: PublisherLink?
        return insideSubscriber(of: type, keeping: &kept)
    }

    /// The position inside a subscriber to `type` at this position, where subscribers to `type` are one level
    /// deeper; for adapters that build the position inside a view before the subscriber appears.
    ///
    /// - Parameters:
    ///   - type: the event type.
    ///   - kept: the link an adapter keeps for the subscriber, so that the position stays equal across re-renders;
    ///     replaced when the publisher above is another one.
    /// - Returns: the position inside the subscriber, or this position when no publisher of `type` is above.
    package func insideSubscriber<Published: Event>(
        of type: Published.Type,
        keeping kept: inout PublisherLink?
    ) -> ResponderPosition {
        guard let link = link(for: type) else { return self }
        if kept?.publisher !== link.publisher {
            kept = PublisherLink(eventType: link.eventType, publisher: link.publisher, level: 0, next: nil)
        }
        let inside = kept!
        inside.update(level: link.level + 1, next: publishers)
        var child = self
        child.publishers = inside
        return child
    }

    private func link<Published: Event>(for type: Published.Type) -> PublisherLink? {
        let wanted = ObjectIdentifier(type)
        var link = publishers
        while let current = link, current.eventType != wanted {
            link = current.next
        }
        return link
    }

    private func diagnoseMissingPublisher<Published: Event>(of type: Published.Type, label: ResponderLabel) {
        guard safety.level != .disabled, ResponderSafety.currentIsEnabled else { return }
        ResponderSafety.report(
            SafetyDiagnostic(
                kind: .subscriberWithoutPublisher,
                typeName: ValueDescription.typeName(type),
                level: safety.level,
                site: label.site
            )
        )
    }
}
