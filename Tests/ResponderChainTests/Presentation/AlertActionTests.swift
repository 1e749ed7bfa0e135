import Foundation
import ResponderChainTesting
import Testing

@testable import ResponderChain

@MainActor @Suite(.timeLimit(.minutes(2))) struct AlertActionTests {
    @Test func confirmableAlertHasSwiftErrorHandlersShape() {
        let alert = ConfirmableAlert(title: "Timeout occurred", confirmTitle: "Retry", confirmEvaluation: .retry)
            .makeAlert(for: NetworkError.timeout)
        #expect(alert.title == "Timeout occurred")
        #expect(alert.message == nil)
        #expect(alert.buttons == [AlertButton("Retry", evaluation: .retry)])
        #expect(alert.dismissalEvaluation == .cancel)
        let plain = ConfirmableAlert(title: "Did you turn off the internet?", confirmTitle: "No")
        #expect(plain.makeAlert(for: NetworkError.noInternet).buttons.map(\.evaluation) == [.proceed])
    }

    @Test func rejectableAlertPutsTheRejectButtonInTheCancelRole() {
        let alert = RejectableAlert(
            title: "Are you sure you want to logout?",
            message: "You will need to sign in again.",
            confirmTitle: "Yes",
            rejectTitle: "No",
            confirmEvaluation: .abort
        ).makeAlert(for: NetworkError.logout)
        #expect(
            alert.buttons == [
                AlertButton("No", role: .cancel, evaluation: .cancel), AlertButton("Yes", evaluation: .abort),
            ]
        )
        #expect(alert.dismissalEvaluation == .cancel)
        #expect(
            alert.description
                == "\"Are you sure you want to logout?\" (You will need to sign in again.) [No (cancel) → cancel | Yes → abort]"
        )
    }

    @Test func alertsThatLookTheSameAreEqualWhateverTheirWork() {
        let first = AlertModel(title: "A", buttons: [AlertButton("OK", evaluation: .proceed) { _ in }])
        let second = AlertModel(title: "A", buttons: [AlertButton("OK", evaluation: .proceed)])
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first != AlertModel(title: "A", buttons: [AlertButton("OK", role: .destructive, evaluation: .proceed)]))
    }

    @Test func customAlertsBuildTheirTextFromTheError() {
        struct Detailed: ErrorAlert {
            func makeAlert(for error: any Error) -> AlertModel {
                AlertModel(title: "Failed", message: "\(error)", buttons: [AlertButton("OK", evaluation: .proceed)])
            }
        }
        #expect(Detailed().makeAlert(for: NetworkError.logout).message == "logout")
    }

    @Test func chosenButtonRunsItsWorkThenAnswersItsEvaluation() async {
        let presenter = ManualPresenter()
        let log = Log()
        let handler = ErrorHandler(for: presenter)
            .on(
                error: .code(NSURLErrorTimedOut),
                then: .present(
                    alert: ConfirmableAlert(
                        title: "Timeout occurred",
                        confirmTitle: "Retry",
                        confirmEvaluation: .retry,
                        confirmAction: { error in log.append("retry after \((error as NSError).code)") }
                    )
                )
            )
            .always(log.action("analytics"))
        async let evaluation = handler.respond(to: NSError(domain: NSURLErrorDomain, code: NSURLErrorTimedOut))
        await presenter.waitForPresentation()
        #expect(presenter.showing?.title == "Timeout occurred")
        #expect(log.entries.isEmpty)
        presenter.choose("Retry")
        #expect(await evaluation == .retry)
        #expect(log.entries == ["retry after -1001", "analytics"])
    }

    @Test func dismissalAnswersTheCancelButtonsEvaluation() async {
        let presenter = ManualPresenter()
        let handler = ErrorHandler(presentingOn: PresentationQueue(presenter: presenter))
            .onNoMatch(
                .present(
                    alert: RejectableAlert(
                        title: "Sure?", confirmTitle: "Yes", rejectTitle: "No", rejectEvaluation: .abort)
                )
            )
        async let evaluation = handler.respond(to: NetworkError.logout)
        await presenter.waitForPresentation()
        presenter.dismiss()
        #expect(await evaluation == .abort)
    }

    @Test func joinedCallersEachRunTheirOwnButtonWorkWithTheirOwnError() async {
        let presenter = ManualPresenter()
        let log = Log()
        let handler = ErrorHandler(presentingOn: PresentationQueue(presenter: presenter))
            .on(
                error: .type(HTTPFailure.status(0, body: "")),
                then: .present(
                    alert: ConfirmableAlert(title: "Server error", confirmTitle: "Retry", confirmEvaluation: .retry) {
                        error in
                        if case HTTPFailure.status(let status, _) = error { log.append("retry \(status)") }
                    }
                )
            )
        async let first = handler.respond(to: HTTPFailure.status(500, body: ""))
        async let second = handler.respond(to: HTTPFailure.status(503, body: ""))
        await presenter.waitForPresentation()
        await waitUntil { handler.presentationQueue?.waiterCount == 2 }
        presenter.choose("Retry")
        #expect(await first == .retry)
        #expect(await second == .retry)
        #expect(presenter.presented.count == 1)
        #expect(log.entries.sorted() == ["retry 500", "retry 503"])
    }

    @Test func alertWithoutAPresenterPassesTheErrorOn() async {
        let parent = RecordingResponder("Parent", answers: [.proceed, .abort])
        let withoutQueue = ErrorHandler(parentResponder: parent)
            .onNoMatch(.present(alert: ConfirmableAlert(title: "Oops", confirmTitle: "OK")))
        #expect(await withoutQueue.respond(to: NetworkError.logout) == .proceed)
        let withoutPresenter = ErrorHandler(presentingOn: PresentationQueue(), parentResponder: parent)
            .onNoMatch(.present(alert: ConfirmableAlert(title: "Oops", confirmTitle: "OK")))
        #expect(await withoutPresenter.respond(to: NetworkError.logout) == .abort)
        #expect(parent.received.count == 2)
    }

    @Test func replacedAlertAnswersCancel() async {
        let presenter = ManualPresenter()
        let queue = PresentationQueue(presenter: presenter)
        let handler = ErrorHandler(presentingOn: queue)
            .onNoMatch(.present(alert: ConfirmableAlert(title: "Ordinary", confirmTitle: "OK")))
        async let evaluation = handler.respond(to: NetworkError.logout)
        await presenter.waitForPresentation()
        let urgent = await queue.startCaller(Alerts.simple("Signed out"), policy: .replaceCurrent)
        #expect(await evaluation == .cancel)
        await presenter.waitForPresentation(2)
        presenter.choose("Retry")
        _ = await urgent.value()
    }

    @Test func cancelledWaitAnswersCancel() async {
        let presenter = ManualPresenter()
        let handler = ErrorHandler(presentingOn: PresentationQueue(presenter: presenter))
            .onNoMatch(.present(alert: ConfirmableAlert(title: "Slow", confirmTitle: "OK")))
        let task = Task { await handler.respond(to: NetworkError.logout) }
        await presenter.waitForPresentation()
        task.cancel()
        #expect(await task.value() == .cancel)
        await waitUntil { !presenter.withdrawn.isEmpty }
        #expect(presenter.withdrawn.map(\.title) == ["Slow"])
    }
}
