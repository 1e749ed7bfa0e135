/// A subscriber's registration with an ``EventPublisher``, made by
/// ``ResponderPosition/subscribe(to:name:fileID:filePath:line:handler:)``.
///
/// The registration lasts until you call ``cancel()`` or release the subscription. A subscription is its own
/// identity: keep it where the subscriber lives (a SwiftUI adapter keeps it in view state, from appear to
/// disappear).
///
/// ```swift
/// subscription = position.subscribe(to: MenuCommand.self) { command in run(command) }   // appear
/// subscription?.cancel()                                                                // disappear
/// ```
package final class EventSubscription: Sendable, Hashable, Identifiable {
    private let removal: Locked<(@Sendable () -> Void)?>

    /// The position inside the subscriber: subscribers to the same event type below it are one level deeper.
    package let position: ResponderPosition

    init(position: ResponderPosition, removal: (@Sendable () -> Void)?) {
        self.position = position
        self.removal = Locked(removal)
    }

    deinit {
        cancel()
    }

    /// Whether the subscriber still receives events: it had a publisher and has not been cancelled.
    var isActive: Bool {
        removal.withLock { $0 != nil }
    }

    /// Ends the registration. The subscriber receives no event published afterwards, nor one that a publication
    /// under way has not yet delivered to it. Calling it again does nothing.
    package func cancel() {
        let remove = removal.withLock { removal in
            defer { removal = nil }
            return removal
        }
        remove?()
    }

    /// Subscriptions are equal when they are the same object.
    package static func == (lhs: EventSubscription, rhs: EventSubscription) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
