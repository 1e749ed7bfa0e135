import ResponderChainTesting
import Testing

@testable import ResponderChain

/// What the SwiftUI adapter relies on: a node kept across renders answers with its latest responder, the values put
/// in the environment compare by what they dispatch to, and a broken chain still ends.
@MainActor
@Suite(
    "One chain: node identity, equality of the environment's values, and the end of a dispatch", .timeLimit(.minutes(2))
)
struct ChainIdentityTests {
    static let label = ResponderLabel(name: "node", fileID: #fileID, line: #line)

    @Test("a node kept across renders answers with the responder of its latest update")
    func latestResponderAnswers() async {
        let node = ResponderNode(.handleError(.synchronous { _ in }), label: Self.label, parent: nil)
        let log = Log()
        for render in 1...3 {
            node.update(
                .receiveError(
                    .synchronous { _ in
                        log.append("render \(render)")
                        return .handled(.retry)
                    }),
                label: Self.label,
                parent: nil
            )
        }
        #expect(await RespondToErrorAction(hierarchyFrom: node)(AnError()) == .retry)
        #expect(log.entries == ["render 3"])
    }

    @Test("an update moves a node under its new parent")
    func updateMovesTheNode() async {
        let log = Log()
        let first = ResponderPosition.root.adding(
            .handleError(.asynchronous { _ in log.append("first") }), name: "first")
        let second = ResponderPosition.root.adding(
            .handleError(.asynchronous { _ in log.append("second") }), name: "second")
        let node = ResponderNode(.receiveError(.synchronous { _ in .notHandled }), label: Self.label, parent: nil)
        node.update(.receiveError(.synchronous { _ in .notHandled }), label: Self.label, parent: first.head)
        _ = await ReportErrorAction(from: node)(AnError()).value
        node.update(.receiveError(.synchronous { _ in .notHandled }), label: Self.label, parent: second.head)
        _ = await ReportErrorAction(from: node)(AnError()).value
        #expect(log.entries == ["first", "second"])
    }

    @Test("actions are equal when they send errors to the same place")
    func actionEquality() {
        let closure = RespondToErrorAction { _ in .proceed }
        let copy = closure
        let other = RespondToErrorAction { _ in .proceed }
        let node = ResponderNode(.handleError(.synchronous { _ in }), label: Self.label, parent: nil)
        #expect(closure == copy)
        #expect(closure != other)
        #expect(RespondToErrorAction.unhandled == RespondToErrorAction(hierarchyFrom: nil))
        #expect(RespondToErrorAction(hierarchyFrom: node) == RespondToErrorAction(hierarchyFrom: node))
        #expect(RespondToErrorAction(hierarchyFrom: node) != RespondToErrorAction.unhandled)
        #expect(ReportErrorAction(from: node) == ReportErrorAction(from: node))
        #expect(ReportErrorAction(from: node) != ReportErrorAction(from: nil))
        #expect(TriggerEventAction(from: node) == TriggerEventAction(from: node))
        #expect(TriggerEventAction(from: nil) != TriggerEventAction(from: node))
    }

    @Test("writing an equal action at the same place gives an equal position; another action does not")
    func writtenActions() {
        let action = RespondToErrorAction(name: "bridge") { _ in .proceed }
        let base = ResponderPosition.root.adding(.handleError(.asynchronous { _ in }))
        let written = base.answering(withWritten: action)
        #expect(written == base.answering(withWritten: action))
        #expect(written != base.answering(withWritten: RespondToErrorAction(name: "bridge") { _ in .proceed }))
        #expect(written != ResponderPosition.root.answering(withWritten: action))
        // Reading the action back where it was written gives the action itself.
        #expect(RespondToErrorAction(hierarchyFrom: written.head) == action)
    }

    @Test("an action on the chain answers every error that reaches it; events pass it by")
    func actionNodes() async {
        let log = Log()
        let outer = ResponderPosition.root
            .adding(.handleEvent(.asynchronous { _ in log.append("event") }), name: "events")
            .adding(.handleError(.asynchronous { _ in log.append("never") }), name: "errors above")
        let position = outer.answering(
            withWritten: RespondToErrorAction(name: "level") { _ in
                log.append("level")
                return .abort
            })
        #expect(await position.report(AnError()) == .abort)
        #expect(await position.trigger(MyEvent()).isHandled)
        #expect(log.entries == ["level", "event"])
    }

    /// Dispatches an event or an error from a loop of two nodes, `first` above `second` above `first`, and returns
    /// what went unhandled; the loop is undone afterwards.
    private func unhandledFromLoop(
        _ firstStep: ResponderDefinition,
        _ secondStep: ResponderDefinition,
        label: ResponderLabel,
        events: Bool
    ) async -> [UnhandledReport] {
        let first = ResponderNode(firstStep, label: label, parent: nil)
        let second = ResponderNode(secondStep, label: label, parent: first)
        first.update(firstStep, label: label, parent: second)
        defer { first.update(firstStep, label: label, parent: nil) }
        return await UnhandledCapture.run {
            if events {
                _ = await ResponderPosition(head: second).trigger(MyEvent())
            } else {
                _ = await ResponderPosition(head: second).report(AnError())
            }
        }.1
    }

    @Test("a loop of nodes, which only a broken hierarchy can have, ends as a cycle", arguments: [false, true])
    func loopOfNodesEnds(events: Bool) async {
        let unhandled = await unhandledFromLoop(
            .receiveError(.synchronous { _ in .notHandled }), .receiveEvent(.synchronous { _ in .notHandled }),
            label: Self.label, events: events)
        #expect(unhandled.count == 1)
        #expect(unhandled.first?.reason.cycle?.responders == ["node"])
    }

    @Test(
        "a loop of nodes none of which takes the value ends as a cycle named after a node on the loop",
        arguments: [false, true])
    func loopOfNodesThatTakeNothing(events: Bool) async {
        // Nodes of the other kind: an error skips event responders, an event skips error responders.
        let skipping: ResponderDefinition =
            events ? .receiveError(.synchronous { _ in .notHandled }) : .receiveEvent(.synchronous { _ in .notHandled })
        let unhandled = await unhandledFromLoop(
            skipping, skipping, label: ResponderLabel(name: "LoopingNode", fileID: #fileID, line: #line), events: events
        )
        #expect(unhandled.count == 1)
        #expect(unhandled.first?.reason.cycle?.responders == ["LoopingNode"])
    }

    @Test(
        "a dispatch on a loop of nodes that all pass on asks them the hop limit's number of times in all, then ends",
        arguments: [false, true])
    func loopIsAskedUpToTheHopLimit(events: Bool) async {
        let asked = Locked(0)
        let step: ResponderDefinition =
            events
            ? .receiveEvent(
                .synchronous { _ in
                    asked.withLock { $0 += 1 }
                    return .notHandled
                })
            : .receiveError(
                .synchronous { _ in
                    asked.withLock { $0 += 1 }
                    return .notHandled
                })
        let labels = ["Inner", "Middle", "Outer"].map { ResponderLabel(name: $0, fileID: #fileID, line: #line) }
        let inner = ResponderNode(step, label: labels[0], parent: nil)
        let middle = ResponderNode(step, label: labels[1], parent: inner)
        let outer = ResponderNode(step, label: labels[2], parent: middle)
        inner.update(step, label: labels[0], parent: outer)
        defer { inner.update(step, label: labels[0], parent: nil) }
        let unhandled = await UnhandledCapture.run {
            if events {
                _ = await ResponderPosition(head: inner).trigger(MyEvent())
            } else {
                _ = await ResponderPosition(head: inner).report(AnError())
            }
        }.1
        #expect(asked.withLock { $0 } == HierarchyDispatch.hopLimit)
        #expect(unhandled.count == 1)
        #expect(unhandled.first?.reason.cycle != nil)
    }
}
