import ResponderChain

// Work without a hand-written counterpart, measured for its own cost: 1,000 concurrent identical errors coalesced
// into one handler run, and 10,000 alerts through the presentation queue.

/// A presenter that answers every alert at once with its first button.
@MainActor
final class AnsweringPresenter: ErrorPresenter {
    private(set) var presented = 0

    func present(_ alert: AlertModel) async -> AlertButton? {
        presented += 1
        return alert.buttons.first
    }
}

extension Scenarios {
    static func concurrency() -> [Scenario] {
        [
            Scenario("Concurrency", "coalescing 1,000 concurrent identical errors", "ErrorCoalescer", iterations: 20) {
                count in
                for _ in 0..<count {
                    let coalescer = ErrorCoalescer()
                    let release = Gate()
                    var callers: [Task<ErrorEvaluation?, Never>] = []
                    for _ in 0..<1_000 {
                        callers.append(
                            Task { @MainActor in
                                await coalescer.answer(Boom()) { _ in
                                    await release.wait()
                                    return .retry
                                }
                            }
                        )
                    }
                    // Let every error join before the one run answers, so all 1,000 share it.
                    var yields = 0
                    while coalescer.waitingErrors < 1_000, yields < 1_000_000 {
                        yields += 1
                        await Task.yield()
                    }
                    release.open()
                    for caller in callers { consume(await caller.value) }
                    precondition(
                        coalescer.handlerRuns == 1, "1,000 identical errors took \(coalescer.handlerRuns) runs")
                }
            },
            Scenario("Concurrency", "presentation queue, 10,000 alerts", "PresentationQueue", iterations: 4) { count in
                for _ in 0..<count {
                    let presenter = AnsweringPresenter()
                    let queue = PresentationQueue(presenter: presenter)
                    for index in 0..<10_000 {
                        let alert = AlertModel(
                            title: "Alert \(index)",
                            buttons: [AlertButton("OK", role: .cancel, evaluation: .proceed)]
                        )
                        consume(await queue.present(alert))
                    }
                    precondition(presenter.presented == 10_000)
                }
            },
        ]
    }
}

/// Holds waiters until opened, on the main actor.
@MainActor
final class Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}
