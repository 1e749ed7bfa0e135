import ResponderChain
import ResponderChainTesting
import Testing

@MainActor @Suite(.timeLimit(.minutes(2))) struct ResultAndSequenceTests {
    @Test func resolveReturnsTheValueOrTheAnswerToTheFailure() async {
        let handler = ErrorHandler().on(error: .type(NetworkError.timeout), then: .answer(.retry))
        let success: Result<Int, NetworkError> = .success(7)
        #expect(await success.resolve(with: handler).value == 7)
        #expect(await success.resolve(with: handler).evaluation == nil)
        let failure: Result<Int, NetworkError> = .failure(.timeout)
        let answered = await failure.resolve(with: handler)
        #expect(answered.value == nil)
        #expect(answered.evaluation == .retry)
        guard case .answered(let error, _) = answered else {
            Issue.record("expected an answered failure")
            return
        }
        #expect(error as? NetworkError == .timeout)
    }

    @Test func retryStartsTheSequenceAgainAndOtherAnswersEndIt() async {
        let source = FlakySource(failures: 1, elements: [1, 2, 3])
        let handler = ErrorHandler().on(error: .type(NetworkError.timeout), then: .answer(.retry))
        var received: [Int] = []
        for await element in source.handlingErrors(with: handler) {
            received.append(element)
        }
        // The first iteration yields 1, then fails; the restart yields everything.
        #expect(received == [1, 1, 2, 3])
        #expect(source.iterations == 2)

        let giveUp = ErrorHandler().on(error: .type(NetworkError.timeout), then: .answer(.cancel))
        let failing = FlakySource(failures: 5, elements: [1, 2])
        var seen: [Int] = []
        for await element in failing.handlingErrors(with: giveUp) {
            seen.append(element)
        }
        #expect(seen == [1])
        #expect(failing.iterations == 1)
    }

    @Test func restartsStopAtTheLimit() async {
        let always = FlakySource(failures: 100, elements: [9])
        let handler = ErrorHandler().onNoMatch(.answer(.retry))
        var count = 0
        for await _ in always.handlingErrors(with: handler, restartLimit: 2) {
            count += 1
        }
        #expect(always.iterations == 3)
        #expect(count == 3)
    }

    @Test func restartsStopAtThreeUnlessGiven() async {
        let always = FlakySource(failures: 100, elements: [9])
        for await _ in always.handlingErrors(with: ErrorHandler().onNoMatch(.answer(.retry))) {}
        #expect(always.iterations == 4)
    }

    @Test func failureNobodyAnswersReachesTheTerminalAndEndsTheSequence() async {
        let source = FlakySource(failures: 1, elements: [1])
        let (received, unhandled) = await UnhandledCapture.run {
            var received: [Int] = []
            for await element in source.handlingErrors(with: ErrorHandler(name: "Empty")) {
                received.append(element)
            }
            return received
        }
        #expect(received == [1])
        #expect(unhandled.map(\.lastResponder) == ["Empty"])
    }
}

/// A sequence that yields its first element and then fails, for its first `failures` iterations; after that
/// it yields every element.
final class FlakySource: AsyncSequence, Sendable {
    typealias Element = Int

    let failures: Int
    let elements: [Int]
    private let started = Locked(0)

    init(failures: Int, elements: [Int]) {
        self.failures = failures
        self.elements = elements
    }

    var iterations: Int { started.withLock { $0 } }

    func makeAsyncIterator() -> Iterator {
        let iteration = started.withLock { count in
            count += 1
            return count
        }
        return Iterator(remaining: elements[...], fails: iteration <= failures)
    }

    struct Iterator: AsyncIteratorProtocol {
        var remaining: ArraySlice<Int>
        let fails: Bool
        var yielded = 0

        mutating func next() async throws -> Int? {
            if fails, yielded == 1 {
                throw NetworkError.timeout
            }
            yielded += 1
            return remaining.popFirst()
        }
    }
}
