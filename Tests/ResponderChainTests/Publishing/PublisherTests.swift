import ResponderChainTesting
import Testing

@testable import ResponderChain

@MainActor
@Suite("Publishing events downwards", .timeLimit(.minutes(2)))
struct PublisherTests {
    /// A publisher at the root, and subscribers on three levels:
    ///
    ///     root (publisher)
    ///     ├── A (level 1) ── A1 (level 2) ── A1x (level 3)
    ///     ├── B (level 1) ── B1 (level 2)
    ///     └── C (level 1)
    ///
    /// Subscribed in the order A, B, A1, C, B1, A1x.
    @MainActor
    struct Tree {
        let publisher = EventPublisher(MenuCommand.self)
        let log = Log()
        var subscriptions: [String: EventSubscription] = [:]

        init() {
            let root = ResponderPosition.root.publishing(publisher)
            let a = subscribe(root, "A")
            let b = subscribe(root, "B")
            let a1 = subscribe(a.position, "A1")
            subscriptions = ["A": a, "B": b, "A1": a1, "C": subscribe(root, "C")]
            subscriptions["B1"] = subscribe(b.position, "B1")
            subscriptions["A1x"] = subscribe(a1.position, "A1x")
        }

        private func subscribe(_ position: ResponderPosition, _ name: String) -> EventSubscription {
            position.subscribe(to: MenuCommand.self, name: name) { [log] command in log.append("\(name) \(command)") }
        }
    }

    nonisolated static let destinations: [(PublishingDestination, [String])] = [
        (.firstLevel, ["A", "B", "C"]),
        (.lastLevel, ["A1x"]),
        (.allLevels, ["A", "B", "C", "A1", "B1", "A1x"]),
    ]

    @Test("each destination reaches its levels, in registration order within a level", arguments: destinations)
    func destinations(destination: PublishingDestination, expected: [String]) async {
        let tree = Tree()
        let outcome = await tree.publisher.publishOutcome(.refresh, to: destination)
        #expect(tree.log.entries == expected.map { "\($0) refresh" })
        #expect(outcome.deliveries.map(\.subscriber) == expected)
        #expect(outcome.deliveries.map(\.level) == expected.map { $0.count })
        #expect(!outcome.isUnhandled)
    }

    @Test("subscriptions are equal only to themselves, and different ones hash apart")
    func subscriptionsHashByIdentity() {
        let subscriptions = (0..<200).map { _ in EventSubscription(position: .root, removal: nil) }
        #expect(Set(subscriptions).count == 200)
        #expect(subscriptions[0] == subscriptions[0] && subscriptions[0] != subscriptions[1])
        // A 64-bit hash of 200 different objects: a collision is a one-in-10^14 chance, not a test that fails by it.
        #expect(Set(subscriptions.map(\.hashValue)).count >= 199)
    }

    @Test("the last level is the default destination")
    func defaultDestination() async {
        let tree = Tree()
        await tree.publisher.publish(.delete)
        #expect(tree.log.entries == ["A1x delete"])
        #expect(PublishingDestination.default == .lastLevel)
    }

    @Test("the order of delivery is the same on every publication")
    func stableOrder() async {
        let tree = Tree()
        for _ in 0..<20 {
            await tree.publisher.publishOutcome(.refresh, to: .allLevels)
        }
        let rounds = stride(from: 0, to: 120, by: 6).map { Array(tree.log.entries[$0..<($0 + 6)]) }
        #expect(Set(rounds.map { $0.joined(separator: ",") }).count == 1)
    }

    @Test("a cancelled subscriber receives nothing more, and the next level takes over")
    func cancellation() async {
        var tree = Tree()
        tree.subscriptions["A1x"]?.cancel()
        await tree.publisher.publishOutcome(.refresh)
        #expect(tree.log.entries == ["A1 refresh", "B1 refresh"])
        #expect(tree.subscriptions["A1x"]?.isActive == false)
        tree.subscriptions["B1"] = nil  // released
        #expect(tree.publisher.subscriberCount == 4)
    }

    @Test("a subscriber cancelled while an event is being delivered does not receive it")
    func cancelledDuringDelivery() async {
        let publisher = EventPublisher(MenuCommand.self, destination: .firstLevel)
        let root = ResponderPosition.root.publishing(publisher)
        let log = Log()
        let second = Locked<EventSubscription?>(nil)
        let first = root.subscribe(to: MenuCommand.self, name: "first") { _ in
            log.append("first")
            second.withLock { $0?.cancel() }
        }
        second.withLock { $0 = root.subscribe(to: MenuCommand.self, name: "second") { _ in log.append("second") } }
        let outcome = await publisher.publishOutcome(.refresh)
        #expect(log.entries == ["first"])
        #expect(outcome.deliveries.map(\.subscriber) == ["first"])
        _ = first
    }

    @Test("removing a subscriber whose handler holds another subscription to the same publisher does not deadlock")
    func reentrantRemoval() async {
        final class Holder: Sendable {
            let subscription = Locked<EventSubscription?>(nil)
        }
        let publisher = EventPublisher(MenuCommand.self)
        let root = ResponderPosition.root.publishing(publisher)
        var first: EventSubscription?
        do {
            // Only A's handler keeps the holder, and with it B's subscription.
            let holder = Holder()
            holder.subscription.withLock { $0 = root.subscribe(to: MenuCommand.self, name: "B") { _ in } }
            first = root.subscribe(to: MenuCommand.self, name: "A") { [holder] _ in _ = holder }
        }
        #expect(publisher.subscriberCount == 2)
        // Removing A releases its handler, the holder and B's subscription, which unsubscribes B: a deadlock if
        // A were released while the publisher's lock is held.
        first?.cancel()
        #expect(publisher.subscriberCount == 0)
        first = nil
    }

    @Test("a publication whose task is cancelled delivers to nobody further and reports nothing unhandled")
    func cancelledPublication() async {
        let publisher = EventPublisher(MenuCommand.self, destination: .allLevels)
        let root = ResponderPosition.root.publishing(publisher)
        let log = Log()
        let first = root.subscribe(to: MenuCommand.self, name: "first") { _ in
            log.append("first")
            withUnsafeCurrentTask { $0?.cancel() }
        }
        let second = root.subscribe(to: MenuCommand.self, name: "second") { _ in log.append("second") }
        let (outcome, unhandled) = await UnhandledCapture.run {
            await Task { @MainActor in await publisher.publishOutcome(.refresh) }.value
        }
        #expect(log.entries == ["first"])
        #expect(outcome.wasCancelled)
        #expect(!outcome.isUnhandled)
        #expect(outcome.description == "published MenuCommand.refresh to first (level 1), then cancelled")
        #expect(unhandled.isEmpty)
        _ = (first, second)
    }

    @Test("a publication whose task is cancelled ends as a cancelled route, not an answered one")
    func cancelledPublicationRoute() async {
        let publisher = EventPublisher(MenuCommand.self, destination: .allLevels)
        let root = ResponderPosition.root.publishing(publisher)
        let first = root.subscribe(to: MenuCommand.self, name: "first") { _ in
            withUnsafeCurrentTask { $0?.cancel() }
        }
        let second = root.subscribe(to: MenuCommand.self, name: "second") { _ in }
        let (outcome, routes) = await DispatchRoute.trace {
            await Task { @MainActor in await publisher.publishOutcome(.refresh) }.value
        }
        #expect(outcome.wasCancelled)
        let published = routes.filter { route in
            if case .event(let event) = route.value { return event is MenuCommand }
            return false
        }
        #expect(published.map(\.resolution) == [.cancelled])
        _ = (first, second)
    }

    @Test("a publication from a cancelled task delivers nothing and reports nothing unhandled")
    func publicationFromCancelledTask() async {
        let publisher = EventPublisher(MenuCommand.self)
        let log = Log()
        let subscription = ResponderPosition.root.publishing(publisher)
            .subscribe(to: MenuCommand.self) { _ in log.append("delivered") }
        let withoutSubscribers = EventPublisher(MenuCommand.self)
        let (outcomes, unhandled) = await UnhandledCapture.run {
            await Task { @MainActor in
                withUnsafeCurrentTask { $0?.cancel() }
                return (await publisher.publishOutcome(.refresh), await withoutSubscribers.publishOutcome(.refresh))
            }.value
        }
        #expect(log.entries.isEmpty)
        #expect(outcomes.0.wasCancelled && outcomes.1.wasCancelled)
        #expect(!outcomes.0.isUnhandled && !outcomes.1.isUnhandled)
        #expect(unhandled.isEmpty)
        subscription.cancel()
    }

    @Test("a subscriber's error goes to the error responders at the subscriber")
    func subscriberThrows() async {
        let publisher = EventPublisher(MenuCommand.self)
        let log = Log()
        let root = ResponderPosition.root
            .adding(.handleError(.asynchronous { _ in log.append("app") }), name: "app")
            .publishing(publisher)
        let screen = root.adding(
            .receiveError(
                AnError.self,
                .asynchronous { _ in
                    log.append("screen")
                    return .handled(.retry)
                }), name: "screen")
        let subscription = screen.subscribe(to: MenuCommand.self, name: "detail") { _ in throw AnError() }
        let outcome = await publisher.publishOutcome(.delete)
        #expect(log.entries == ["screen"])
        #expect(outcome.deliveries.first?.error is AnError)
        #expect(outcome.deliveries.first?.evaluation == .retry)
        #expect(outcome.description == "published MenuCommand.delete to detail (level 1) threw AnError() → retry")
        subscription.cancel()
    }

    @Test("an event no subscriber receives goes to the unhandled terminal")
    func noSubscriber() async {
        let publisher = EventPublisher(MenuCommand.self)
        let (outcome, unhandled) = await UnhandledCapture.run { await publisher.publishOutcome(.refresh) }
        #expect(outcome.isUnhandled)
        #expect(unhandled.map(\.reason) == [.noSubscriber])
        #expect(outcome.description == "published MenuCommand.refresh to no subscriber")
    }

    @Test("asynchronous subscribers are awaited one after the other")
    func asynchronousSubscribers() async {
        let publisher = EventPublisher(MenuCommand.self, destination: .allLevels)
        let root = ResponderPosition.root.publishing(publisher)
        let log = Log()
        let outer = root.subscribe(to: MenuCommand.self, name: "outer") { _ in
            log.append("outer starts")
            await Task.yield()
            log.append("outer ends")
        }
        let inner = outer.position.subscribe(to: MenuCommand.self, name: "inner") { _ in log.append("inner") }
        await publisher.publish(.refresh)
        #expect(log.entries == ["outer starts", "outer ends", "inner"])
        _ = inner
    }

    @Test("a publisher further down takes over for the subscribers below it")
    func nestedPublishers() async {
        let top = EventPublisher(MenuCommand.self)
        let nested = EventPublisher(MenuCommand.self)
        let log = Log()
        let root = ResponderPosition.root.publishing(top)
        let upper = root.subscribe(to: MenuCommand.self, name: "upper") { _ in log.append("upper") }
        let lower = upper.position.publishing(nested).subscribe(to: MenuCommand.self) { _ in log.append("lower") }
        await top.publish(.refresh)
        await nested.publish(.refresh)
        #expect(log.entries == ["upper", "lower"])
        _ = lower
    }

    @Test("a subscriber finds the publisher of its own event type past a nearer publisher of another")
    func publisherOfAnotherTypeInBetween() async {
        // In a process of its own, with a watchdog: a lookup that never ends fails the test instead of holding the
        // main actor, and the whole run, forever.
        await #expect(processExitsWith: .success) {
            endProcessWhenItHangs()
            let received = await MainActor.run {
                let menu = EventPublisher(MenuCommand.self)
                let position = ResponderPosition.root.publishing(menu).publishing(EventPublisher(LikeEvent.self))
                let log = Log()
                let subscription = position.subscribe(to: MenuCommand.self, name: "menu") { _ in
                    log.append("menu")
                }
                return (menu, log, subscription)
            }
            await received.0.publish(.refresh)
            precondition(received.1.entries == ["menu"], "the subscriber was not found past the other publisher")
            _ = received.2
        }
    }

    @Test("insideSubscriber builds the position a subscriber's content sees before it subscribes")
    func insideSubscriber() async {
        let publisher = EventPublisher(MenuCommand.self)
        let root = ResponderPosition.root.publishing(publisher)
        let log = Log()
        let inside = root.insideSubscriber(of: MenuCommand.self)
        let child = inside.subscribe(to: MenuCommand.self, name: "child") { _ in log.append("child") }
        let parent = root.subscribe(to: MenuCommand.self, name: "parent") { _ in log.append("parent") }
        await publisher.publish(.refresh)
        #expect(log.entries == ["child"])
        #expect(ResponderPosition.root.insideSubscriber(of: MenuCommand.self).publishers == nil)
        _ = (child, parent)
    }

    @Test("subscriptions have stable identities, and releasing one unsubscribes it")
    func identities() {
        let publisher = EventPublisher(MenuCommand.self)
        let root = ResponderPosition.root.publishing(publisher)
        let first = root.subscribe(to: MenuCommand.self) { _ in }
        var second: EventSubscription? = root.subscribe(to: MenuCommand.self) { _ in }
        #expect(first == first)
        #expect(first != second)
        #expect(Set([first, first, second!]).count == 2)
        #expect(publisher.subscriberCount == 2)
        second = nil
        #expect(publisher.subscriberCount == 1)
        first.cancel()
        first.cancel()
        #expect(publisher.subscriberCount == 0)
    }

    @Test("the fire-and-forget form publishes on one task")
    func fireAndForget() async {
        let publisher = EventPublisher(MenuCommand.self)
        let log = Log()
        let subscription = ResponderPosition.root.publishing(publisher)
            .subscribe(to: MenuCommand.self) { command in log.append("\(command)") }
        publisher(.delete)
        await waitUntil { log.entries == ["delete"] }
        #expect(log.entries == ["delete"])
        _ = subscription
    }
}
