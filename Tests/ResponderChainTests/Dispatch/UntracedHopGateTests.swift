import CResponderChainAtomics
import Testing

@testable import ResponderChain

/// The check an untraced hop makes before it asks anyone, called directly: whether the hop takes the untraced path
/// depends on whether any other test traces at that moment, so the action tests alone cannot always reach it.
@Suite(.timeLimit(.minutes(2))) struct UntracedHopGateTests {
    @Test func aHopInACancelledTaskStopsAtOnce() async {
        let stopped = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            let stop = DispatchCore.untracedHopCancels(MyError.rootError)
            if !stop { DispatchCore.endUntracedHop(MyError.rootError) }
            return stop
        }.value
        #expect(stopped, "a hop in a cancelled task went on to ask its closure")
    }

    /// The hops in flight and the error a hop checked are process-wide: checked in a process of its own, where no
    /// other test hops meanwhile.
    @Test func aHopToAParentLeavesNothingBehindWhenItEnds() async {
        await #expect(processExitsWith: .success) {
            let left = await hopOnceToAParent()
            precondition(left.evaluation == .proceed, "the parent did not answer")
            precondition(left.hopsInFlight == 0, "a hop that ended is still counted")
            precondition(!left.remembersAnError, "the error the hop checked is still remembered")
        }
    }

    @Test func aHopInALiveTaskGoesOnWithAnOrdinaryErrorAndStopsForACancellation() {
        #expect(!DispatchCore.untracedHopCancels(MyError.rootError))
        DispatchCore.endUntracedHop(MyError.rootError)
        #expect(DispatchCore.untracedHopCancels(CancellationError()))
    }

    /// The one question of a rule handler's and an `ErrorResponderChain`'s `respond(to:)`, untraced: a cancellation,
    /// or any error in a cancelled task, is answered there; whether the responder takes the untraced path at all
    /// depends on whether another test traces at that moment.
    @Test(arguments: CancellationTests.cancellations.indices)
    func aResponderAskedUntracedAnswersACancellation(index: Int) {
        let cancellation = CancellationTests.cancellations[index]
        guard
            case .cancelled(.cancel) = DispatchCore.responderStart(
                cancellation, of: type(of: cancellation), observing: false)
        else {
            Issue.record("\(cancellation) went on to the responder's rules or connections")
            return
        }
    }

    @Test func aResponderAskedUntracedGoesOnWithAnOrdinaryErrorAndIsTracedWhileSomethingObserves() async {
        guard case .untraced = DispatchCore.responderStart(MyError.rootError, of: MyError.self, observing: false) else {
            Issue.record("an ordinary error did not go on untraced")
            return
        }
        guard
            case .traced = DispatchCore.responderStart(CancellationError(), of: CancellationError.self, observing: true)
        else {
            Issue.record("a responder asked while something observes did not take the traced path")
            return
        }
        let cancelledTask = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return DispatchCore.responderStart(MyError.rootError, of: MyError.self, observing: false)
        }.value
        guard case .cancelled(.cancel) = cancelledTask else {
            Issue.record("an error in a cancelled task went on to the responder")
            return
        }
    }
}

/// Passes an error from a rule handler to its parent on the untraced path, and returns the answer and what the hop
/// left behind.
@MainActor
private func hopOnceToAParent() async -> (evaluation: ErrorEvaluation, hopsInFlight: Int, remembersAnError: Bool) {
    let parent = ErrorResponderChain(name: "Parent")
    _ = parent.connect { _ in .proceed }
    let child = ErrorHandler(name: "Child", parentResponder: parent)
    let evaluation = await child.respond(to: MyError.rootError)
    return (evaluation, CycleDetector.hopsInFlight, responder_chain_checked_error_load() != nil)
}
