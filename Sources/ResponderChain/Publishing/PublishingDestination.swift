/// Which subscribers below a publisher receive a published event.
///
/// A subscriber's level is one more than the number of subscribers to the same event type between it and the
/// publisher: a subscriber inside another subscriber is one level deeper.
public enum PublishingDestination: Hashable, Sendable, CaseIterable {
    /// Every subscriber of the shallowest level, nearest the publisher.
    case firstLevel

    /// Every subscriber, level by level from the shallowest.
    case allLevels

    /// Every subscriber of the deepest level: in a navigation hierarchy, the screen on top.
    case lastLevel

    /// ``lastLevel``.
    public static let `default`: PublishingDestination = .lastLevel
}
