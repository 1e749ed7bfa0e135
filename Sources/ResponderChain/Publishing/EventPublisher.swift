/// Sends events of one type down a hierarchy, to subscribers below the position it was attached to: for events
/// that start outside the hierarchy, such as menu commands, intents, deep links or shake gestures.
///
/// Attach it to a view with the SwiftUI adapter's `publisher(_:)` (or let `publisher(for:register:)` make one);
/// views inside subscribe with `subscribe(to:)`. The ``destination`` chooses which levels of subscribers receive an
/// event; within a level, subscribers receive it in the order they subscribed.
///
/// ```swift
/// @State private var menu = EventPublisher(MenuCommand.self, destination: .lastLevel)
///
/// var body: some View {
///     LibraryView()                                   // subscribes to MenuCommand, and so does its detail view
///         .publisher(menu)
///         .onReceive(menuCommands) { command in menu(command) }   // the detail, the deepest subscriber, receives it
/// }
/// ```
///
/// A subscriber that throws sends the error to the error responders at its own position. An event that no
/// subscriber receives goes to the ``UnhandledTerminal`` with ``UnhandledReason/noSubscriber``.
@MainActor
public final class EventPublisher<Published: Event>: Identifiable {
    struct Subscriber: Sendable {
        let id: UInt64
        let level: Int
        let label: ResponderLabel
        /// Where an error the handler throws goes: the subscriber's position.
        let errorsFrom: ResponderNode?
        let handler: @MainActor (Published) async throws -> Void
    }

    struct Registry: Sendable {
        var subscribers: [Subscriber] = []
        var nextID: UInt64 = 0
    }

    let registry = Locked(Registry())

    /// Which subscribers receive an event published without a destination of its own.
    public var destination: PublishingDestination

    /// Creates a publisher of `type` events.
    ///
    /// - Parameters:
    ///   - type: the type of the events it publishes.
    ///   - destination: which subscribers receive them; ``PublishingDestination/lastLevel`` by default.
    public nonisolated init(_ type: Published.Type = Published.self, destination: PublishingDestination = .default) {
        self.destination = destination
    }

    /// How many subscribers are registered.
    var subscriberCount: Int {
        registry.withLock { $0.subscribers.count }
    }

    /// Delivers `event` to the subscribers that ``destination`` chooses, one after the other.
    ///
    /// A subscriber cancelled while the event is being delivered to others does not receive it. When the
    /// publishing task is cancelled, the remaining subscribers do not receive it either. An event no subscriber
    /// receives goes to the ``UnhandledTerminal``.
    ///
    /// In a test, an event that no subscriber receives fails the test at the line that called this.
    ///
    /// - Parameters:
    ///   - event: the event.
    ///   - fileID: the caller's `#fileID`: where a test fails when the event goes unhandled; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    public func publish(
        _ event: Published,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await CallSite.starting(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            await publishOutcome(event)
        }
    }

    /// Delivers `event` to the subscribers that `destination` (``destination`` when `nil`) chooses, and returns who
    /// received it; for the package's tests and demo.
    @discardableResult
    package func publishOutcome(_ event: Published, to destination: PublishingDestination? = nil) async
        -> PublishOutcome
    {
        let destination = destination ?? self.destination
        guard DispatchCore.isObserving else {
            return await deliver(event, to: destination)
        }
        return await DispatchCore.origin(.event(event)) {
            await deliver(event, to: destination)
        }
    }

    /// Publishes `event` in a new task, without waiting: `publisher(event)`, as HierarchyResponder's publishers are
    /// called.
    ///
    /// - Parameters:
    ///   - event: the event.
    ///   - fileID: the caller's `#fileID`: where a test fails when the event goes unhandled; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    public nonisolated func callAsFunction(
        _ event: Published,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        Task { @MainActor in
            await publish(event, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    private func deliver(_ event: Published, to destination: PublishingDestination) async -> PublishOutcome {
        let chosen = registry.withLock { Self.choose(from: $0.subscribers, for: destination) }
        var deliveries: [PublishOutcome.Delivery] = []
        deliveries.reserveCapacity(chosen.count)
        var wasCancelled = false
        for subscriber in chosen where isRegistered(subscriber.id) {
            // A cancelled publishing task delivers to nobody further, and reports nothing unhandled.
            if Task.isCancelled {
                wasCancelled = true
                break
            }
            DispatchCore.record(subscriber.label.hop)
            var thrown: (any Error)?
            var evaluation: ErrorEvaluation?
            do {
                try await subscriber.handler(event)
            } catch {
                thrown = error
                evaluation = await HierarchyDispatch.error(error, from: subscriber.errorsFrom)
            }
            deliveries.append(
                PublishOutcome.Delivery(
                    subscriber: subscriber.label.name,
                    level: subscriber.level,
                    error: thrown,
                    evaluation: evaluation
                )
            )
        }
        if !wasCancelled, deliveries.isEmpty, Task.isCancelled {
            wasCancelled = true  // nobody to deliver to, from a cancelled task: not unhandled
        }
        if wasCancelled {
            DispatchCore.markCancelled()
        } else if deliveries.isEmpty {
            DispatchCore.unhandled(.event(event), reason: .noSubscriber)
        }
        return PublishOutcome(event: event, deliveries: deliveries, wasCancelled: wasCancelled)
    }

    private func isRegistered(_ id: UInt64) -> Bool {
        registry.withLock { registry in registry.subscribers.contains { $0.id == id } }
    }

    /// The subscribers `destination` chooses, in delivery order: by level, then in the order they subscribed.
    static func choose(from subscribers: [Subscriber], for destination: PublishingDestination) -> [Subscriber] {
        guard let shallowest = subscribers.map(\.level).min(), let deepest = subscribers.map(\.level).max() else {
            return []
        }
        switch destination {
        case .firstLevel:
            return subscribers.filter { $0.level == shallowest }
        case .lastLevel:
            return subscribers.filter { $0.level == deepest }
        case .allLevels:
            // Registration order within a level: subscribers are kept in the order they subscribed, and the
            // sort is by level only, made stable by the identifier, which grows with registration.
            return subscribers.sorted { ($0.level, $0.id) < ($1.level, $1.id) }
        }
    }

    /// Registers a subscriber and returns the function that removes it.
    nonisolated func register(_ subscriber: @escaping (UInt64) -> Subscriber) -> @Sendable () -> Void {
        let id = registry.withLock { registry in
            let id = registry.nextID
            registry.nextID += 1
            registry.subscribers.append(subscriber(id))
            return id
        }
        return { [weak registry] in
            // The removed subscriber is released after the lock is let go: its handler may hold the last reference
            // to another subscription of this publisher, whose release takes the lock again.
            let removed = registry?.withLock { registry -> Subscriber? in
                guard let index = registry.subscribers.firstIndex(where: { $0.id == id }) else { return nil }
                return registry.subscribers.remove(at: index)
            }
            _ = consume removed
        }
    }
}
