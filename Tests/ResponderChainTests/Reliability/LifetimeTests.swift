import ResponderChainTesting
import Testing

@testable import ResponderChain

/// An object whose release a test watches through a weak reference.
private final class Probe: Sendable {}

/// Every responder, chain, subscriber, publisher and pending alert is released once nothing uses it: each test
/// builds them in a scope that captures a `Probe`, uses them, leaves the scope, and expects every weak reference to
/// be `nil`.
@MainActor
@Suite("Lifetimes: everything is released after use", .timeLimit(.minutes(2)))
struct LifetimeTests {
    @Test func chainItsConnectionsAndTheirCapturesAreReleasedAfterADispatch() async {
        weak var weakChain: ErrorResponderChain?
        weak var weakProbe: Probe?
        weak var weakParent: RecordingResponder?
        do {
            let probe = Probe()
            let parent = RecordingResponder("Parent", answers: [.retry])
            let chain = ErrorResponderChain(parentResponder: parent)
            (weakChain, weakProbe, weakParent) = (chain, probe, parent)
            _ = chain.connect { _ in
                _ = probe
                return nil
            }
            _ = chain.connect { (_: any Error) async -> ErrorEvaluation? in
                _ = probe
                return nil
            }
            #expect(await chain.respond(to: MyError.rootError) == .retry)
        }
        #expect(weakChain == nil)
        #expect(weakProbe == nil)
        #expect(weakParent == nil)
    }

    @Test func disconnectingReleasesTheClosureWhileTheChainLives() async {
        let chain = ErrorResponderChain()
        weak var weakProbe: Probe?
        do {
            let probe = Probe()
            weakProbe = probe
            let id = chain.connect { _ in
                _ = probe
                return .proceed
            }
            #expect(await chain.respond(to: MyError.rootError) == .proceed)
            chain.disconnect(id)
        }
        #expect(weakProbe == nil)
        #expect(chain.connectionCount == 0)
    }

    @Test func rulesAndTheirActionsAreReleasedAfterUse() async {
        weak var weakHandler: ErrorHandler?
        weak var weakProbe: Probe?
        do {
            let probe = Probe()
            let handler = ErrorHandler(name: "Rules")
                .on(
                    error: ErrorMatcher { _ in true },
                    then: .perform { _ in
                        _ = probe
                        return .abort
                    }
                )
                .always(
                    .perform { _ in
                        _ = probe
                        return .proceed
                    })
            (weakHandler, weakProbe) = (handler, probe)
            #expect(await handler.respond(to: MyError.rootError) == .abort)
        }
        #expect(weakHandler == nil)
        #expect(weakProbe == nil)
    }

    @Test func actionsAndTheirCapturesAreReleasedAfterUse() async {
        weak var weakProbe: Probe?
        weak var weakResponder: RecordingResponder?
        do {
            let probe = Probe()
            let responder = RecordingResponder("Top", answers: [.retry])
            (weakProbe, weakResponder) = (probe, responder)
            let top = RespondToErrorAction(responder: responder)
            let action = RespondToErrorAction { error in
                _ = probe
                return await top(error)
            }
            #expect(await action(MyError.rootError) == .retry)
        }
        #expect(weakProbe == nil)
        #expect(weakResponder == nil)
    }

    @Test func positionsSubscribersAndPublishersAreReleasedAfterUse() async {
        weak var weakPublisher: EventPublisher<MenuCommand>?
        weak var weakProbe: Probe?
        do {
            let probe = Probe()
            let publisher = EventPublisher(MenuCommand.self)
            (weakPublisher, weakProbe) = (publisher, probe)
            let root = ResponderPosition.root.publishing(publisher)
                .adding(
                    .handleEvent(
                        ItemSelectionEvent.self,
                        .asynchronous { _ in
                            _ = probe
                        }))
            let subscription = root.subscribe(to: MenuCommand.self, name: "subscriber") { _ in
                _ = probe
            }
            #expect(await root.trigger(ItemSelectionEvent(item: 1)).resolution == .handled)
            #expect(await publisher.publishOutcome(.refresh).deliveries.count == 1)
            subscription.cancel()
        }
        #expect(weakPublisher == nil)
        #expect(weakProbe == nil)
    }

    @Test func aReleasedSubscriptionLetsGoOfItsHandler() async {
        let publisher = EventPublisher(MenuCommand.self)
        let root = ResponderPosition.root.publishing(publisher)
        weak var weakProbe: Probe?
        do {
            let probe = Probe()
            weakProbe = probe
            let subscription = root.subscribe(to: MenuCommand.self, name: "subscriber") { _ in
                _ = probe
            }
            #expect(await publisher.publishOutcome(.refresh).deliveries.count == 1)
            _ = subscription
        }
        #expect(weakProbe == nil)
    }

    @Test func queuePresenterAndAnsweredAlertsAreReleasedOnceDrained() async {
        weak var weakQueue: PresentationQueue?
        weak var weakPresenter: ManualPresenter?
        do {
            let presenter = ManualPresenter()
            let queue = PresentationQueue(presenter: presenter)
            (weakQueue, weakPresenter) = (queue, presenter)
            let first = await queue.startCaller(Alerts.simple("First"))
            let second = await queue.startCaller(Alerts.simple("Second"))
            await presenter.waitForPresentation(1)
            presenter.choose("Retry")
            await presenter.waitForPresentation(2)
            presenter.choose("Cancel")
            _ = await (first.value, second.value)
            #expect(queue.current == nil)
            #expect(queue.pending.isEmpty)
        }
        #expect(weakQueue == nil)
        #expect(weakPresenter == nil)
    }

    @Test func coalescerAndItsHandlerAreReleasedAfterUse() async {
        weak var weakCoalescer: ErrorCoalescer?
        weak var weakProbe: Probe?
        do {
            let probe = Probe()
            let coalescer = ErrorCoalescer()
            (weakCoalescer, weakProbe) = (coalescer, probe)
            let answer = await coalescer.answer(MyError.rootError) { _ in
                _ = probe
                return .retry
            }
            #expect(answer == .retry)
        }
        #expect(weakCoalescer == nil)
        #expect(weakProbe == nil)
    }
}
