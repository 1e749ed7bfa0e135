#if !canImport(UIKit) && !canImport(SwiftUI)
    import Foundation
    import ResponderChain
    import ResponderChainTesting
    import ResponderChainUIKit
    import Testing
    import UIKitStandIn

    enum MyError: Error, CaseIterable {
        case homePageError
        case homeTabError
        case rootError
        case appError
    }

    @MainActor
    final class Log {
        var lines: [String] = []
    }

    // The Error Responder Chain example's UIKit example, hand-wired as in the example (views left out: the stand-in
    // has no UIButton).

    final class AppDelegate: UIResponder, ErrorResponder {
        var parentResponder: (any ErrorResponder)?
        let log: Log

        init(log: Log) {
            self.log = log
        }

        func respond(to error: any Error) async -> ErrorEvaluation {
            switch error {
            case MyError.appError:
                log.lines.append("Error handled at App level")
                return .proceed
            default:
                return .cancel
            }
        }
    }

    final class RootViewController: UITabBarController, ErrorResponder {
        weak var parentResponder: (any ErrorResponder)?
        let log: Log

        init(parentResponder: (any ErrorResponder), log: Log, home: HomeTabViewController) {
            self.parentResponder = parentResponder
            self.log = log
            super.init(nibName: nil, bundle: nil)
            home.parentResponder = self
            viewControllers = [home]
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func respond(to error: any Error) async -> ErrorEvaluation {
            switch error {
            case MyError.rootError:
                log.lines.append("Error handled at Root level")
                return .proceed
            default:
                return await parentResponder?.respond(to: error) ?? .cancel
            }
        }
    }

    final class HomeTabViewController: UINavigationController, ErrorResponder {
        weak var parentResponder: (any ErrorResponder)?
        let log: Log

        init(log: Log, page: HomePageViewController) {
            self.log = log
            super.init(rootViewController: page)
            page.parentResponder = self
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func respond(to error: any Error) async -> ErrorEvaluation {
            switch error {
            case MyError.homeTabError:
                log.lines.append("Error handled at Home Tab level")
                return .proceed
            default:
                return await parentResponder?.respond(to: error) ?? .cancel
            }
        }
    }

    final class HomePageViewController: UIViewController, ErrorResponder {
        weak var parentResponder: (any ErrorResponder)?
        let log: Log

        init(log: Log) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func respond(to error: any Error) async -> ErrorEvaluation {
            switch error {
            case MyError.homePageError:
                log.lines.append("Error handled at Home Page level")
                return .proceed
            default:
                return await parentResponder?.respond(to: error) ?? .cancel
            }
        }
    }

    // The same hierarchy with no hand-set parent: each controller finds the nearest error responder along `next`.

    /// Handles one error, passes the rest to the parent it found.
    final class LevelViewController: ErrorRespondingViewController {
        let handles: MyError
        let level: String
        let log: Log

        init(_ level: String, handles: MyError, log: Log) {
            self.level = level
            self.handles = handles
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func respond(to error: any Error) async -> ErrorEvaluation {
            if let error = error as? MyError, error == handles {
                log.lines.append("Error handled at \(level) level")
                return .proceed
            }
            return await passToParent(error)
        }
    }

    /// A tab bar controller that takes part by finding its parent itself.
    final class DiscoveringTabBarController: UITabBarController, ErrorResponder {
        var parentResponder: (any ErrorResponder)? {
            get { nextErrorResponder }
            set {}
        }
        let log: Log

        init(log: Log) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func respond(to error: any Error) async -> ErrorEvaluation {
            if case MyError.rootError = error {
                log.lines.append("Error handled at Root level")
                return .proceed
            }
            return await passToParent(error)
        }
    }

    @MainActor
    @Suite("UIKit adapter", .timeLimit(.minutes(2)))
    struct UIKitAdapterTests {
        nonisolated static let levels: [(MyError, String)] = [
            (.homePageError, "Home Page"), (.homeTabError, "Home Tab"), (.rootError, "Root"), (.appError, "App"),
        ]

        @Test(
            "the Error Responder Chain example's hand-wired controllers handle each error at its level",
            arguments: levels)
        func handWired(error: MyError, level: String) async {
            let log = Log()
            let app = AppDelegate(log: log)
            let page = HomePageViewController(log: log)
            let root = RootViewController(
                parentResponder: app,
                log: log,
                home: HomeTabViewController(log: log, page: page)
            )
            // The example's view model dispatches to the page, its parent.
            #expect(await page.dispatch(error) == .proceed)
            #expect(log.lines == ["Error handled at \(level) level"])
            _ = root
        }

        @Test("controllers with no hand-set parent route each error to the nearest responder", arguments: levels)
        func discovered(error: MyError, level: String) async {
            let log = Log()
            let app = LevelViewController("App", handles: .appError, log: log)
            let root = DiscoveringTabBarController(log: log)
            app.addChild(root)
            let homeTab = LevelViewController("Home Tab", handles: .homeTabError, log: log)
            let navigation = UINavigationController(rootViewController: homeTab)  // not an error responder
            root.viewControllers = [navigation]
            let page = LevelViewController("Home Page", handles: .homePageError, log: log)
            homeTab.present(page, animated: true)
            let content = UIViewController(nibName: nil, bundle: nil)  // not an error responder
            page.addChild(content)

            #expect(content.nextErrorResponder === page)
            #expect(page.parentResponder === homeTab)
            #expect(homeTab.parentResponder === root)
            #expect(root.parentResponder === app)
            #expect(app.parentResponder == nil)
            #expect(await content.nextErrorResponder?.dispatch(error) == .proceed)
            #expect(log.lines == ["Error handled at \(level) level"])
        }

        @Test("a hand-set parent wins over the one found, and setting nil goes back to it")
        func handSetParentWins() {
            let log = Log()
            let container = LevelViewController("Container", handles: .appError, log: log)
            let other = LevelViewController("Other", handles: .rootError, log: log)
            let child = LevelViewController("Child", handles: .homePageError, log: log)
            container.addChild(child)
            child.parentResponder = other
            #expect(child.parentResponder === other)
            child.parentResponder = nil
            #expect(child.parentResponder === container)
        }

        @Test("a view controller presents an ErrorHandler's alert with UIAlertController, and the tap answers")
        func presentsAlerts() async throws {
            let controller = UIViewController(nibName: nil, bundle: nil)
            let handler = ErrorHandler(for: controller)
                .on(
                    error: .type(MyError.homePageError),
                    then: .present(
                        alert: ConfirmableAlert(
                            title: "Timeout occurred", confirmTitle: "Retry", confirmEvaluation: .retry)
                    )
                )
            let answer = Task { await handler.respond(to: MyError.homePageError) }
            await waitUntil { controller.presentedViewController is UIAlertController }
            let shown = try #require(controller.presentedViewController as? UIAlertController)
            #expect(shown.title == "Timeout occurred")
            #expect(shown.actions.map(\.title) == ["Retry"])
            #expect(shown.standInTap("Retry"))
            #expect(await answer.value == .retry)
            #expect(controller.presentedViewController == nil)
        }

        @Test("a cancelled wait dismisses the alert, animated, and answers nil")
        func cancelledWait() async throws {
            let controller = UIViewController(nibName: nil, bundle: nil)
            let alert = AlertModel(title: "Gone", buttons: [AlertButton("OK", role: .cancel, evaluation: .proceed)])
            let wait = Task { await controller.present(alert) }
            await waitUntil { controller.presentedViewController != nil }
            let shown = try #require(controller.presentedViewController as? UIAlertController)
            wait.cancel()
            #expect(await wait.value == nil)
            await waitUntil { controller.presentedViewController == nil }
            #expect(controller.presentedViewController == nil)
            #expect(shown.standInDismissals == [true])
        }

        @Test("a cancelled wait whose alert the app already took down dismisses nothing more, and answers nil")
        func cancelledWaitAfterTheAppTookTheAlertDown() async throws {
            let controller = UIViewController(nibName: nil, bundle: nil)
            let alert = AlertModel(title: "Gone", buttons: [AlertButton("OK", role: .cancel, evaluation: .proceed)])
            let wait = Task { await controller.present(alert) }
            await waitUntil { controller.presentedViewController != nil }
            let shown = try #require(controller.presentedViewController as? UIAlertController)
            controller.dismiss(animated: false)
            wait.cancel()
            #expect(await wait.value == nil)
            // The dismissal the cancellation would make runs on the main actor, before this task queued after it.
            await Task { @MainActor in }.value
            #expect(controller.standInDismissals == [false])
            #expect(shown.standInDismissals.isEmpty)
        }
    }

    @MainActor
    @Suite("UIKit presenter edge cases", .timeLimit(.minutes(2)))
    struct UIKitPresenterEdgeTests {
        @Test("a refused presentation answers nil at once instead of never")
        func refused() async {
            let controller = UIViewController(nibName: nil, bundle: nil)
            controller.standInRefusesPresentation = true
            let alert = AlertModel(title: "Offscreen", buttons: [AlertButton("OK", evaluation: .proceed)])
            #expect(await controller.present(alert) == nil)
        }

        @Test("an alert without buttons gets a cancel-role OK that answers nil")
        func noButtons() async throws {
            let controller = UIViewController(nibName: nil, bundle: nil)
            let wait = Task { await controller.present(AlertModel(title: "Note", buttons: [])) }
            await waitUntil { controller.presentedViewController != nil }
            let shown = try #require(controller.presentedViewController as? UIAlertController)
            #expect(shown.actions.map(\.title) == ["OK"])
            #expect(shown.actions.map(\.style) == [.cancel])
            shown.standInTap("OK")
            #expect(await wait.value == nil)
        }

        @Test("each button becomes an action of its role's style, presented animated, as SwiftErrorHandler presents")
        func buttonsBecomeActionsOfTheirRole() async throws {
            let controller = UIViewController(nibName: nil, bundle: nil)
            let alert = AlertModel(
                title: "Delete the draft?",
                buttons: [
                    AlertButton("Save", evaluation: .retry), AlertButton("Cancel", role: .cancel, evaluation: .cancel),
                    AlertButton("Delete", role: .destructive, evaluation: .abort),
                ]
            )
            let wait = Task { await controller.present(alert) }
            await waitUntil { controller.presentedViewController != nil }
            let shown = try #require(controller.presentedViewController as? UIAlertController)
            #expect(shown.actions.map(\.title) == ["Save", "Cancel", "Delete"])
            #expect(shown.actions.map(\.style) == [.default, .cancel, .destructive])
            #expect(controller.standInPresentations == [true])
            shown.standInTap("Delete")
            #expect(await wait.value?.evaluation == .abort)
        }

        @Test("a wait cancelled before it starts presents nothing")
        func cancelledBeforeStart() async {
            let controller = UIViewController(nibName: nil, bundle: nil)
            let alert = AlertModel(title: "Never", buttons: [AlertButton("OK", evaluation: .proceed)])
            let answer = await Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return await controller.present(alert)
            }.value
            #expect(answer == nil)
            #expect(controller.presentedViewController == nil)
        }

        @Test("a root controller finds the app delegate along next, where its parent chain ends")
        func rootFindsAppDelegate() {
            let log = Log()
            let app = AppDelegate(log: log)
            let root = LevelViewController("Root", handles: .rootError, log: log)
            root.standInNextResponder = app  // UIKit: the window, the application, then the app delegate
            let child = LevelViewController("Child", handles: .homePageError, log: log)
            root.addChild(child)
            #expect(child.parentResponder === root)
            #expect(root.parentResponder === app)
        }
    }
#endif
