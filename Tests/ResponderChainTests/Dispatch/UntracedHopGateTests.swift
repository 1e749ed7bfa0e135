import Testing

@testable import ResponderChain

/// The check an untraced hop makes before it asks anyone, called directly: whether the hop takes the untraced path
/// depends on whether any other test traces at that moment, so the action tests alone cannot always reach it.
@Suite(.timeLimit(.minutes(1))) struct UntracedHopGateTests {
    @Test func aHopInACancelledTaskStopsAtOnce() async {
        let stopped = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            let stop = DispatchCore.untracedHopCancels(MyError.rootError)
            if !stop { DispatchCore.endUntracedHop(MyError.rootError) }
            return stop
        }.value
        #expect(stopped, "a hop in a cancelled task went on to ask its closure")
    }

    @Test func aHopInALiveTaskGoesOnWithAnOrdinaryErrorAndStopsForACancellation() {
        #expect(!DispatchCore.untracedHopCancels(MyError.rootError))
        DispatchCore.endUntracedHop(MyError.rootError)
        #expect(DispatchCore.untracedHopCancels(CancellationError()))
    }
}
