import ResponderChainTesting
import Testing

@testable import ResponderChain

@MainActor
@Suite("Alertable errors through the presentation queue", .timeLimit(.minutes(2)))
struct AlertableErrorTests {
    @Test("an alertable error is answered with an alert of its title and message")
    func presentsTheError() async {
        let presenter = ManualPresenter()
        let root = ResponderPosition.root.handleAlertErrors(queue: PresentationQueue(presenter: presenter))
        let report = Task { await root.report(QuotaAlert()) }
        await presenter.waitForPresentation()
        #expect(
            presenter.showing
                == AlertModel(
                    title: "Storage full",
                    message: "Delete some files and try again.",
                    buttons: [AlertButton("Okay", role: .cancel, evaluation: .proceed)]
                )
        )
        presenter.choose("Okay")
        #expect(await report.value() == .proceed)
    }

    @Test("the default title and the button's title can be overridden")
    func overriddenText() async {
        let presenter = ManualPresenter()
        var text = AlertText.alertable
        text.title = { ($0 as? any AlertableError)?.title ?? "Oops" }
        text.dismissTitle = "Got it"
        let root = ResponderPosition.root.handleAlertErrors(queue: PresentationQueue(presenter: presenter), text: text)
        let report = Task { await root.report(PlainAlert(message: "No network")) }
        await presenter.waitForPresentation()
        #expect(presenter.showing?.title == "Oops")
        #expect(presenter.showing?.buttons.map(\.title) == ["Got it"])
        #expect(presenter.dismiss())
        #expect(await report.value() == .proceed)
        #expect(AlertText.alertable.title(PlainAlert(message: "No network")) == "Error")
        #expect(AlertText.alertable.dismissTitle == "Okay")
    }

    @Test("a new error never replaces the alert on screen: it waits its turn")
    func waitsItsTurn() async {
        let presenter = OverlapCheckingPresenter()
        let queue = PresentationQueue(presenter: presenter)
        let root = ResponderPosition.root.handleAlertErrors(queue: queue)
        let first = Task { await root.report(PlainAlert(message: "first")) }
        await presenter.manual.waitForPresentation()
        let second = Task { await root.report(PlainAlert(message: "second")) }
        await waitUntil { queue.pending.count == 1 }
        #expect(presenter.manual.showing?.message == "first")
        presenter.manual.choose("Okay")
        await presenter.manual.waitForPresentation(2)
        #expect(presenter.manual.showing?.message == "second")
        presenter.manual.choose("Okay")
        #expect(await first.value() == .proceed)
        #expect(await second.value() == .proceed)
        #expect(presenter.mostOnScreen == 1)
    }

    @Test("equal errors join the alert already showing: one alert, one answer for both")
    func duplicatesJoin() async {
        let presenter = ManualPresenter()
        let queue = PresentationQueue(presenter: presenter)
        let root = ResponderPosition.root.handleAlertErrors(queue: queue)
        let first = Task { await root.report(QuotaAlert()) }
        await presenter.waitForPresentation()
        let before = queue.waiterCount
        let second = Task { await root.report(QuotaAlert()) }
        await waitUntil { queue.waiterCount == before + 1 }
        presenter.choose("Okay")
        #expect(await first.value() == .proceed)
        #expect(await second.value() == .proceed)
        #expect(presenter.presented.count == 1)
    }

    @Test("without a presenter, an alertable error passes on; other errors pass by")
    func passesOn() async {
        let log = Log()
        let root = ResponderPosition.root
            .adding(
                .receiveError(
                    .asynchronous { error in
                        log.append("outer \(type(of: error))")
                        return .handled(.abort)
                    }), name: "outer"
            )
            .handleAlertErrors(queue: PresentationQueue())
        #expect(await root.report(QuotaAlert()) == .abort)
        #expect(await root.report(AnError()) == .abort)
        #expect(log.entries == ["outer QuotaAlert", "outer AnError"])
    }
}
