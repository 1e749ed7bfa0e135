import Foundation
import PropertyBased
import ResponderChainTesting
import Testing

@testable import ResponderChain

@MainActor
@Suite(.timeLimit(.minutes(2))) struct ErrorResponderChainTests {
    @Test func newestConnectionIsAskedFirstAndNilPassesOn() async {
        let log = Log()
        let chain = ErrorResponderChain()
        _ = chain.connect(log.connection("first", answer: .abort))
        _ = chain.connect(log.connection("second"))
        _ = chain.connect(log.connection("third"))
        #expect(await chain.respond(to: MyError.rootError) == .abort)
        #expect(log.entries == ["third", "second", "first"])
    }

    @Test func parentIsAskedWhenNoConnectionAnswers() async {
        let parent = RecordingResponder("Parent", answers: [.retry])
        let chain = ErrorResponderChain(parentResponder: parent)
        _ = chain.connect { _ in nil }
        #expect(await chain.respond(to: MyError.rootError) == .retry)
        #expect(parent.received.count == 1)
    }

    @Test func chainWithoutParentReportsUnhandled() async {
        let chain = ErrorResponderChain(name: "Services")
        _ = chain.connect { _ in nil }
        let (evaluation, unhandled) = await UnhandledCapture.run { await chain.respond(to: MyError.rootError) }
        #expect(evaluation == .cancel)
        #expect(unhandled.map(\.lastResponder) == ["Services"])
    }

    @Test func parentIsHeldWeakly() async {
        let chain = ErrorResponderChain()
        weak var weakParent: RecordingResponder?
        do {
            let parent = RecordingResponder("Parent")
            chain.parentResponder = parent
            weakParent = parent
        }
        #expect(weakParent == nil)
        #expect(chain.parentResponder == nil)
    }

    @Test func disconnectedClosureIsNotAskedAndUnknownIDsAreIgnored() async {
        let log = Log()
        let chain = ErrorResponderChain()
        let first = chain.connect(log.connection("first"))
        let second = chain.connect(log.connection("second"))
        chain.disconnect(second)
        chain.disconnect(UUID())
        #expect(chain.connectionCount == 1)
        let parent = RecordingResponder("Parent", answers: [.proceed])
        chain.parentResponder = parent
        await chain.respond(to: MyError.rootError)
        #expect(log.entries == ["first"])
        chain.disconnect(first)
        #expect(chain.connectionCount == 0)
    }

    /// Letting go of a disconnected closure can run the deinit of what it captured, and that deinit may use the
    /// chain: here it disconnects another connection and dispatches an error, while `disconnect` is still on the
    /// stack.
    @Test func aDeinitRunByDisconnectingMayUseTheChain() async {
        let log = Log()
        let chain = ErrorResponderChain()
        let parent = RecordingResponder("Parent", answers: [.cancel])
        chain.parentResponder = parent
        _ = chain.connect(log.connection("oldest"))
        let other = chain.connect(log.connection("other"))
        var owner: DeinitAction? = DeinitAction {
            // The last reference goes in `disconnect`, on the main actor.
            MainActor.assumeIsolated {
                chain.disconnect(other)
                log.append("deinit, \(chain.connectionCount) left")
            }
        }
        let captured = chain.connect { [owner] (_: any Error) -> ErrorEvaluation? in
            withExtendedLifetime(owner) { nil }
        }
        owner = nil
        chain.disconnect(captured)
        #expect(log.entries == ["deinit, 1 left"])
        #expect(await chain.respond(to: MyError.rootError) == .cancel)
        #expect(log.entries == ["deinit, 1 left", "oldest"])
    }

    @Test func closureDisconnectedWhileAnEarlierOneIsAwaitedIsNeverCalled() async {
        let log = Log()
        let parent = RecordingResponder("Parent", answers: [.cancel])
        let chain = ErrorResponderChain(parentResponder: parent)
        let older = chain.connect(log.connection("older", answer: .abort))
        var gate: CheckedContinuation<Void, Never>?
        var asked = 0
        _ = chain.connect { _ async -> ErrorEvaluation? in
            log.append("newer")
            asked += 1
            // Only the first call waits: a dispatch that lost its place and asked again must not hang the test.
            if asked == 1 { await withCheckedContinuation { gate = $0 } }
            return nil
        }
        let dispatch = Task { await chain.respond(to: MyError.rootError) }
        await waitUntil("the newer closure is never asked") { gate != nil }
        chain.disconnect(older)
        gate?.resume()
        let answer = await dispatch.value(
            orFail: "the dispatch never ended after a connection was disconnected while it was under way")
        #expect(answer == .cancel, "the disconnected closure answered, or the parent was not asked")
        #expect(log.entries == ["newer"], "a dispatch under way asked a connection again, or a disconnected one")
        #expect(parent.received.count == 1)
    }

    @Test func closureDisconnectedByASynchronousOneIsNeverCalled() async {
        // The dispatch steps from one connection to the one before while the list is unchanged; a change made by
        // a synchronous closure must send it back to the live list.
        let log = Log()
        let parent = RecordingResponder("Parent", answers: [.cancel])
        let chain = ErrorResponderChain(parentResponder: parent)
        _ = chain.connect(log.connection("oldest"))
        let older = chain.connect(log.connection("older", answer: .abort))
        _ = chain.connect { _ in
            log.append("newer")
            chain.disconnect(older)
            return nil
        }
        #expect(await chain.respond(to: MyError.rootError) == .cancel)
        #expect(log.entries == ["newer", "oldest"])
        #expect(parent.received.count == 1)
    }

    @Test func closureConnectedDuringADispatchIsFirstAskedByTheNextOne() async {
        let log = Log()
        let parent = RecordingResponder("Parent", otherwise: { _ in .proceed })
        let chain = ErrorResponderChain(parentResponder: parent)
        _ = chain.connect(log.connection("base"))
        _ = chain.connect { _ in
            log.append("connecting")
            _ = chain.connect(log.connection("late", answer: .retry))
            return nil
        }
        #expect(await chain.respond(to: MyError.rootError) == .proceed)
        #expect(log.entries == ["connecting", "base"])
        #expect(await chain.respond(to: MyError.rootError) == .retry)
    }

    @Test func synchronousAndAsynchronousClosuresMixInConnectionOrder() async {
        let log = Log()
        let chain = ErrorResponderChain()
        _ = chain.connect(log.connection("sync-old", answer: .proceed))
        _ = chain.connect { _ async -> ErrorEvaluation? in
            await Task.yield()
            log.append("async")
            return nil
        }
        _ = chain.connect(log.connection("sync-new"))
        #expect(await chain.respond(to: MyError.rootError) == .proceed)
        #expect(log.entries == ["sync-new", "async", "sync-old"])
    }

    @Test func connectedActionAnswersEverythingThatReachesIt() async {
        let chain = ErrorResponderChain()
        let fallback = RespondToErrorAction(name: "Fallback") { _ in .abort }
        _ = chain.connect { error in await fallback(error) }
        _ = chain.connect { error in (error as? MyError) == .rootError ? .proceed : nil }
        #expect(await chain.respond(to: MyError.rootError) == .proceed)
        #expect(await chain.respond(to: MyError.appError) == .abort)
    }

    /// The chain behaves like a list where connect inserts at the front and disconnect removes.
    @Test func askedOrderMatchesAModelListUnderAnySequenceOfConnectsAndDisconnects() async {
        await propertyCheck(input: Gen.int(in: 0...9).array(of: 1...30)) { operations in
            let log = Log()
            let chain = ErrorResponderChain()
            var model: [(id: UUID, label: String)] = []
            for (step, operation) in operations.enumerated() {
                if operation < 3, !model.isEmpty {
                    let victim = model.remove(at: operation % model.count)
                    chain.disconnect(victim.id)
                } else {
                    let label = "c\(step)"
                    let id = chain.connect { _ in
                        log.append(label)
                        return nil
                    }
                    model.insert((id, label), at: 0)
                }
            }
            _ = await UnhandledCapture.run { await chain.respond(to: MyError.rootError) }
            #expect(log.entries == model.map(\.label))
            #expect(chain.connectionCount == model.count)
        }
    }
}

/// Runs an action when it is let go of.
private final class DeinitAction: Sendable {
    let action: @Sendable () -> Void

    init(_ action: @escaping @Sendable () -> Void) {
        self.action = action
    }

    deinit {
        action()
    }
}
