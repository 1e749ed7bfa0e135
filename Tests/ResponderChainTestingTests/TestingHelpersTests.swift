import ResponderChain
import ResponderChainTesting
import Testing

private struct Failure: Error {}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct RecordingResponderTests {
    @Test func answersFromTheScriptThenFromTheFallbackAndRecordsEverything() async {
        let parent = RecordingResponder("Parent", otherwise: { _ in .abort })
        let responder = RecordingResponder("R", parent: parent, answers: [.retry, nil], otherwise: { _ in .proceed })
        let answers = [
            await responder.respond(to: Failure()),
            await responder.respond(to: Failure()),
            await responder.respond(to: Failure()),
        ]
        #expect(answers == [.retry, .abort, .proceed])
        #expect(responder.answers == [.retry, nil, .proceed])
        #expect(responder.received.count == 3)
        #expect(parent.received.count == 1)
    }

    @Test func connectionClosureRecordsLikeRespond() async {
        let responder = RecordingResponder("R", answers: [nil, .cancel])
        let top = RecordingResponder("Top", otherwise: { _ in .proceed })
        let chain = ErrorResponderChain(parentResponder: top)
        _ = chain.connect(responder.connection)
        #expect(await chain.respond(to: Failure()) == .proceed)
        #expect(await chain.respond(to: Failure()) == .cancel)
        #expect(responder.answers == [nil, .cancel])
    }
}

@Suite(.timeLimit(.minutes(2))) struct UnhandledCaptureTests {
    @Test func capturesReportsInOrderAndReturnsTheResult() {
        let (value, unhandled) = UnhandledCapture.run { () -> Int in
            UnhandledTerminal.report(Failure(), reason: .endOfChain, lastResponder: "A")
            UnhandledTerminal.report(Failure(), reason: .responderReleased)
            return 7
        }
        #expect(value == 7)
        #expect(unhandled.map(\.reason) == [.endOfChain, .responderReleased])
        #expect(unhandled.map(\.lastResponder) == ["A", nil])
    }
}

@Suite(.timeLimit(.minutes(2))) struct ManualClockTests {
    @Test func sleepersWakeInDeadlineOrderOnlyWhenTheClockReachesThem() async throws {
        let clock = ManualClock()
        let order = Locked<[Int]>([])
        async let late: Void = {
            try await clock.sleep(for: .seconds(2))
            order.withLock { $0.append(2) }
        }()
        async let early: Void = {
            try await clock.sleep(for: .seconds(1))
            order.withLock { $0.append(1) }
        }()
        await clock.waitForSleepers(2)
        clock.advance(by: .milliseconds(500))
        #expect(clock.sleeperCount == 2)
        clock.advance(by: .seconds(2))
        _ = try await (late, early)
        #expect(order.withLock { $0 }.sorted() == [1, 2])
        #expect(clock.now.offset == .milliseconds(2500))
        #expect(clock.sleeps.sorted() == [.seconds(1), .seconds(2)])
    }

    @Test func sleepingUntilThePastReturnsAtOnce() async throws {
        let clock = ManualClock()
        clock.advance(by: .seconds(5))
        try await clock.sleep(until: .init(offset: .seconds(1)))
        #expect(clock.sleeperCount == 0)
    }

    @Test func cancellingASleeperThrowsCancellationError() async {
        let clock = ManualClock()
        let task = Task { try await clock.sleep(for: .seconds(1)) }
        await clock.waitForSleepers(1)
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(clock.sleeperCount == 0)
    }
}

@Suite(.timeLimit(.minutes(2))) struct RouteSummaryTests {
    @Test func defaultResolutionFollowsWhetherSomeoneAnswered() {
        #expect(RouteSummary(asked: ["A"], answeredBy: "A", evaluation: .proceed).resolution == .answered)
        #expect(RouteSummary(asked: ["A"], answeredBy: nil, evaluation: .cancel).resolution == .unhandled(.endOfChain))
    }
}
