#if !canImport(UIKit) && !canImport(SwiftUI)
    import Foundation
    import ResponderChain
    import ResponderChainTesting
    import ResponderChainUIKit
    import Testing
    import UIKitStandIn

    // SwiftErrorHandler's UIKit customisation, written the way its README describes it: an alert that builds its
    // own UIAlertController and calls `onCompleted` from its actions, and an object that is an ErrorHandlerView
    // because it has `present(alert: UIAlertController)`. (`any Error` where the README writes `Error`: this target
    // turns on ExistentialAny.)

    enum SyncError: Error {
        case serverDown
        case offline
    }

    /// A custom alert in SwiftErrorHandler's shape. `completes` says which of its actions call `onCompleted`.
    struct ContactSupportAlert: ErrorAlert {
        let log: Log
        var completes: Set<String> = ["Contact support", "Close"]

        func build(for error: any Error, onCompleted: OnErrorHandled) -> UIAlertController {
            let alert = UIAlertController(title: "Sync failed", message: "\(error)", preferredStyle: .alert)
            for title in ["Contact support", "Close"] {
                let calls = completes.contains(title)
                let style: UIAlertAction.Style = title == "Close" ? .cancel : .default
                alert.addAction(
                    UIAlertAction(title: title, style: style) { _ in
                        log.lines.append("tapped \(title)")
                        if calls { onCompleted?() }
                    }
                )
            }
            return alert
        }
    }

    /// An error handler's presenter kept outside any view controller, as SwiftErrorHandler's README suggests: it only
    /// knows how to present a `UIAlertController` on a root controller, which may be missing.
    final class AlertRouter: ErrorHandlerView {
        weak var root: UIViewController?
        var presentedTitles: [String?] = []

        init(root: UIViewController?) {
            self.root = root
        }

        func present(alert: UIAlertController) {
            presentedTitles.append(alert.title)
            root?.present(alert, animated: true, completion: nil)
        }
    }

    /// What one call answered, once it has.
    @MainActor
    final class Answers {
        var evaluations: [ErrorEvaluation] = []
        var completions = 0
    }

    /// The alert controller on screen above `controller`, if any.
    @MainActor
    func alertShown(on controller: UIViewController) -> UIAlertController? {
        controller.presentedViewController as? UIAlertController
    }

    @MainActor
    @Suite("SwiftErrorHandler's own alerts and presenters", .timeLimit(.minutes(2)))
    struct CustomAlertControllerTests {
        /// Which action is tapped, whether it calls `onCompleted`, and what the caller then gets.
        nonisolated static let endings: [(tap: String, completes: Bool, evaluation: ErrorEvaluation)] = [
            ("Contact support", true, .proceed),
            ("Close", true, .proceed),
            ("Contact support", false, .cancel),
            ("Close", false, .cancel),
        ]

        @Test("the built controller is shown, its action runs, and the caller gets its answer", arguments: endings)
        func builtControllerAnswers(tap: String, completes: Bool, evaluation: ErrorEvaluation) async throws {
            let log = Log()
            let controller = UIViewController(nibName: nil, bundle: nil)
            let alert = ContactSupportAlert(log: log, completes: completes ? ["Contact support", "Close"] : [])
            let handler = ErrorHandler(for: controller)
                .on(error: .type(SyncError.serverDown), then: .present(alert: alert))
            let answers = Answers()
            Task {
                answers.evaluations.append(await handler.respond(to: SyncError.serverDown))
            }
            await waitUntil { alertShown(on: controller) != nil }
            do {
                let shown = try #require(alertShown(on: controller))
                #expect(shown.title == "Sync failed")
                #expect(shown.message == "serverDown")
                #expect(shown.actions.map(\.title) == ["Contact support", "Close"])
                #expect(shown.actions.map(\.style) == [.default, .cancel])
                #expect(shown.standInTap(tap))
            }
            // Without a call of onCompleted, the answer comes once the dismissed controller is let go of.
            await waitUntil { !answers.evaluations.isEmpty }
            #expect(log.lines == ["tapped \(tap)"])
            #expect(answers.evaluations == [evaluation])
            #expect(controller.presentedViewController == nil)
        }

        @Test("handle(error:onCompleted:) calls back once the custom alert is done with, either way")
        func swiftErrorHandlerCallbackCompletes() async {
            for completes in [true, false] {
                let log = Log()
                let controller = UIViewController(nibName: nil, bundle: nil)
                let alert = ContactSupportAlert(log: log, completes: completes ? ["Close"] : [])
                let handler = ErrorHandler(for: controller).onNoMatch(.present(alert: alert))
                let done = Locked(0)
                let handled = handler.handle(error: SyncError.offline, onCompleted: { done.withLock { $0 += 1 } })
                #expect(handled)
                await waitUntil { alertShown(on: controller) != nil }
                #expect(done.withLock { $0 } == 0)
                alertShown(on: controller)?.standInTap("Close")
                await waitUntil { done.withLock { $0 } == 1 }
                #expect(log.lines == ["tapped Close"])
            }
        }

        @Test("custom and data alerts share one queue: one at a time, the next once the first is answered")
        func oneAtATime() async throws {
            let log = Log()
            let controller = UIViewController(nibName: nil, bundle: nil)
            let handler = ErrorHandler(for: controller)
                .on(
                    error: .type(SyncError.serverDown),
                    then: .present(alert: ContactSupportAlert(log: log, completes: []))
                )
                .on(
                    error: .type(SyncError.offline),
                    then: .present(
                        alert: ConfirmableAlert(title: "Offline", confirmTitle: "Retry", confirmEvaluation: .retry))
                )
            let answers = Answers()
            Task { answers.evaluations.append(await handler.respond(to: SyncError.serverDown)) }
            await waitUntil { alertShown(on: controller) != nil }
            Task { answers.evaluations.append(await handler.respond(to: SyncError.offline)) }
            for _ in 0..<100 { await Task.yield() }
            #expect(alertShown(on: controller)?.title == "Sync failed")
            #expect(alertShown(on: controller)?.presentedViewController == nil)  // nothing stacked on it

            // Its action does not call onCompleted: the queue withdraws it once it is dismissed and let go of.
            alertShown(on: controller)?.standInTap("Contact support")
            // The next alert and the first caller's answer come in either order.
            await waitUntil { alertShown(on: controller)?.title == "Offline" && answers.evaluations.count == 1 }
            #expect(answers.evaluations == [.cancel])
            alertShown(on: controller)?.standInTap("Retry")
            await waitUntil { answers.evaluations.count == 2 }
            #expect(answers.evaluations == [.cancel, .retry])
            #expect(log.lines == ["tapped Contact support"])
        }

        @Test("a cancelled wait takes the built controller down and answers .cancel")
        func cancelledWait() async {
            let controller = UIViewController(nibName: nil, bundle: nil)
            let handler = ErrorHandler(for: controller).onNoMatch(.present(alert: ContactSupportAlert(log: Log())))
            let answers = Answers()
            let wait = Task { answers.evaluations.append(await handler.respond(to: SyncError.serverDown)) }
            await waitUntil { alertShown(on: controller) != nil }
            wait.cancel()
            await waitUntil { !answers.evaluations.isEmpty && controller.presentedViewController == nil }
            #expect(answers.evaluations == [.cancel])
        }

        @Test("an object with only present(alert:) shows data alerts and custom alerts as UIAlertControllers")
        func routerPresents() async throws {
            let log = Log()
            let root = UIViewController(nibName: nil, bundle: nil)
            let router = AlertRouter(root: root)
            let handler = ErrorHandler(for: router)
                .on(error: .type(SyncError.serverDown), then: .present(alert: ContactSupportAlert(log: log)))
                .on(
                    error: .type(SyncError.offline),
                    then: .present(
                        alert: RejectableAlert(
                            title: "Offline", confirmTitle: "Retry", rejectTitle: "Not now", confirmEvaluation: .retry)
                    )
                )
            let answers = Answers()
            Task { answers.evaluations.append(await handler.respond(to: SyncError.offline)) }
            await waitUntil { alertShown(on: root) != nil }
            #expect(alertShown(on: root)?.actions.map(\.title) == ["Not now", "Retry"])
            alertShown(on: root)?.standInTap("Retry")
            await waitUntil { answers.evaluations.count == 1 }

            Task { answers.evaluations.append(await handler.respond(to: SyncError.serverDown)) }
            await waitUntil { alertShown(on: root) != nil }
            alertShown(on: root)?.standInTap("Contact support")
            await waitUntil { answers.evaluations.count == 2 }

            #expect(answers.evaluations == [.retry, .proceed])
            #expect(router.presentedTitles == ["Offline", "Sync failed"])
            #expect(log.lines == ["tapped Contact support"])
        }

        @Test("a presenter that presents nothing answers at once, and the next alert still gets its turn")
        func routerWithoutRoot() async {
            let router = AlertRouter(root: nil)
            let handler = ErrorHandler(for: router).onNoMatch(.present(alert: ContactSupportAlert(log: Log())))
            let answers = Answers()
            for error in [SyncError.serverDown, .offline] {
                Task { answers.evaluations.append(await handler.respond(to: error)) }
            }
            await waitUntil { answers.evaluations.count == 2 }
            #expect(answers.evaluations == [.cancel, .cancel])
            #expect(router.presentedTitles == ["Sync failed", "Sync failed"])
        }

        @Test("a presenter that cannot show a UIAlertController shows the custom alert as data")
        func dataPresenterFallback() async throws {
            let presenter = ManualPresenter()
            let handler = ErrorHandler(for: presenter).onNoMatch(.present(alert: ContactSupportAlert(log: Log())))
            let answers = Answers()
            Task { answers.evaluations.append(await handler.respond(to: SyncError.offline)) }
            await presenter.waitForPresentation()
            let shown = try #require(presenter.showing)
            #expect(shown.platformAlert != nil)
            #expect(shown.title == AlertText.standard.title(SyncError.offline))
            #expect(shown.buttons.map(\.evaluation) == [.proceed])
            presenter.choose(buttonAt: 0)
            await waitUntil { !answers.evaluations.isEmpty }
            #expect(answers.evaluations == [.proceed])
        }

        @Test("a built alert that is no UIAlertController is answered nil at once, its completion kept or not")
        func builtAlertOfAnotherKind() async {
            let kept = Locked<[OnErrorHandled]>([])
            let model = AlertModel(
                title: "Sync failed", message: nil, buttons: [AlertButton("OK", evaluation: .proceed)],
                platformAlert: PlatformAlertBuilder { onCompleted in
                    kept.withLock { $0.append(onCompleted) }
                    return UIViewController(nibName: nil, bundle: nil)
                })
            let controller = UIViewController(nibName: nil, bundle: nil)
            let answers = Answers()
            Task { answers.evaluations.append((await controller.present(model))?.evaluation ?? .cancel) }
            await waitUntil("the caller of an alert that could not be built was never answered") {
                !answers.evaluations.isEmpty
            }
            #expect(answers.evaluations == [.cancel])
            #expect(kept.withLock { $0.count } == 1)
            #expect(controller.presentedViewController == nil)
        }

        @Test("two custom alerts for different errors are never taken for one")
        func customAlertsAreDistinct() {
            let alert = ContactSupportAlert(log: Log())
            let first = alert.makeAlert(for: SyncError.offline)
            #expect(first == first)
            #expect(first != alert.makeAlert(for: SyncError.offline))
            #expect(first.description.hasSuffix(", own controller"))
        }

        @Test("present(alert:) presents from the top of what the controller already presents")
        func presentAlertOnTop() async {
            // In a process of its own, with a watchdog: a walk up the presentations that never ends fails the test
            // instead of holding the main actor, and the whole run, forever.
            await #expect(processExitsWith: .success) {
                endProcessWhenItHangs()
                let placed = await MainActor.run { () -> Bool in
                    let root = UIViewController(nibName: nil, bundle: nil)
                    let sheet = UIViewController(nibName: nil, bundle: nil)
                    root.present(sheet, animated: false, completion: nil)
                    let alert = UIAlertController(title: "Sync failed", message: nil, preferredStyle: .alert)
                    root.present(alert: alert)
                    return root.presentedViewController === sheet && sheet.presentedViewController === alert
                }
                precondition(placed, "the alert is not on top of the sheet")
            }
        }
    }
#endif
