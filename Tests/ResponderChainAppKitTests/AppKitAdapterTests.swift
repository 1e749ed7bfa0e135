#if !canImport(AppKit) && !canImport(Darwin)
    import AppKitStandIn
    import Foundation
    import ResponderChain
    import ResponderChainAppKit
    import ResponderChainTesting
    import Testing

    /// A sync error as AppKit apps write them: a Foundation `RecoverableError` with its options.
    struct SyncError: LocalizedError, RecoverableError, Equatable {
        let document: String
        var errorDescription: String? { "\(document) could not be synced." }
        var recoverySuggestion: String? { "Check your connection and try again." }
        var recoveryOptions: [String] { ["Try Again", "Work Offline"] }

        func attemptRecovery(optionIndex recoveryOptionIndex: Int) -> Bool {
            SyncError.attempts.withLock { $0.append(recoveryOptionIndex) }
            return recoveryOptionIndex == 0
        }

        static let attempts = Locked<[Int]>([])
    }

    struct ExportError: Error, Equatable {}

    /// An error responder that records what reaches it and answers from a closure.
    @MainActor
    final class RecordingViewController: NSViewController, ErrorResponder {
        var received: [any Error] = []
        var answer: (any Error) -> ErrorEvaluation? = { _ in .proceed }

        var parentResponder: (any ErrorResponder)? {
            get { nextErrorResponder }
            set {}
        }

        func respond(to error: any Error) async -> ErrorEvaluation {
            received.append(error)
            if let evaluation = answer(error) { return evaluation }
            return await passToParent(error)
        }
    }

    /// The window controller of the AppKit app in the closing note: rules that hand sync errors to categories,
    /// which show their recovery options as a sheet on the window.
    @MainActor
    final class DocumentWindowController: NSWindowController, ErrorResponder {
        var received: [any Error] = []
        private lazy var categories = CategoryResponder(presentingOn: .shared(for: self))
        private lazy var rules = ErrorHandler(for: self)
            .on(error: .type(SyncError.self), then: .categorized(by: categories))
            .on(
                error: .type(ExportError.self),
                then: .present(alert: ConfirmableAlert(title: "Export failed", confirmTitle: "OK")))

        var parentResponder: (any ErrorResponder)? {
            get { nextErrorResponder }
            set {}
        }

        func respond(to error: any Error) async -> ErrorEvaluation {
            received.append(error)
            return await rules.respond(to: error)
        }
    }

    /// A window controller that customizes the errors presented through it, as AppKit's `willPresentError(_:)` lets
    /// a responder do.
    @MainActor
    final class CustomizingWindowController: NSWindowController {
        var customized: [String] = []

        override func willPresentError(_ error: any Error) -> any Error {
            customized.append("\(type(of: error))")
            return error
        }
    }

    /// An application delegate that answers every error.
    @MainActor
    final class AppDelegate: NSApplicationDelegate, ErrorResponder {
        var received = 0
        var parentResponder: (any ErrorResponder)? {
            get { nil }
            set {}
        }

        func respond(to error: any Error) async -> ErrorEvaluation {
            received += 1
            return .proceed
        }
    }

    /// A delegate of a window-modal error presentation.
    @MainActor
    final class PresentationDelegate: StandInErrorPresentationDelegate {
        var told: [Bool] = []

        func standInDidPresentError(_ selector: Selector, didRecover: Bool, contextInfo: UnsafeMutableRawPointer?) {
            told.append(didRecover)
        }
    }

    /// A window that counts the sheets begun on it.
    @MainActor
    final class SheetRecordingWindow: NSWindow {
        var sheetsBegun = 0

        override func beginSheet(
            _ sheetWindow: NSWindow,
            completionHandler handler: ((NSApplication.ModalResponse) -> Void)? = nil
        ) {
            sheetsBegun += 1
            super.beginSheet(sheetWindow, completionHandler: handler)
        }
    }

    /// A window of a document window controller, showing an editor whose view holds a button.
    @MainActor
    struct DocumentWindow {
        let controller = DocumentWindowController(window: nil)
        let editor = NSViewController()
        let button = NSButton()
        let window: NSWindow

        init() {
            window = NSWindow(contentViewController: editor)
            controller.window = window
            editor.view.addSubview(button)
        }

        /// The sheet's alert, once one shows.
        var sheet: NSWindow? { window.attachedSheet }
    }

    @MainActor
    @Suite("AppKit: parents along nextResponder, presentError into the chain, NSAlert sheets", .timeLimit(.minutes(2)))
    struct AppKitAdapterTests {
        /// Runs `body` with a shared application whose delegate, the last of the chain, is an ``AppDelegate``.
        private func withSharedApplicationAndItsDelegate(_ body: (AppDelegate) async -> Void) async {
            let application = NSApplication()
            let delegate = AppDelegate()
            application.delegate = delegate
            await NSApplication.standInWithShared(application) { await body(delegate) }
        }

        // MARK: Parents

        @Test("a view's error responder is its view controller, then the window controller, then the app's delegate")
        func parentsAlongTheResponderChain() async {
            await withSharedApplicationAndItsDelegate { delegate in
                let screen = RecordingViewController()
                let window = NSWindow(contentViewController: screen)
                let label = NSButton()
                screen.view.addSubview(label)
                #expect(label.nextErrorResponder === screen)
                // The screen's own parent: no window controller, so the window leads to the application's delegate.
                #expect(screen.nextErrorResponder === delegate)
                let controller = DocumentWindowController(window: window)
                #expect(screen.nextErrorResponder === controller)
                #expect(window.nextErrorResponder === controller)
                #expect(controller.nextErrorResponder === delegate)
            }
        }

        @Test("a child view controller's parent responder is found through its containers")
        func containersAndPresenters() {
            let container = RecordingViewController()
            let child = NSViewController()
            container.addChild(child)
            let grandchild = NSViewController()
            child.addChild(grandchild)
            #expect(grandchild.nextErrorResponder === container)
            // A controller whose view never loaded and that has no container has nothing after it, and the walk does
            // not load the view to find out (AppKit would load its nib).
            let unloaded = NSViewController()
            #expect(unloaded.nextErrorResponder == nil)
            #expect(!unloaded.isViewLoaded)
        }

        @Test("a presented view controller's errors reach the controller that presented it, until it is dismissed")
        func presentedControllersErrorsReachThePresenter() async {
            let presenter = RecordingViewController()
            presenter.answer = { _ in .retry }
            let sheet = RecordingViewController()
            sheet.answer = { _ in nil }
            let field = NSButton()
            sheet.view.addSubview(field)
            presenter.presentAsSheet(sheet)
            #expect(sheet.nextErrorResponder === presenter)
            #expect(field.nextErrorResponder === sheet)
            #expect(await sheet.dispatch(ExportError()) == .retry)
            #expect(sheet.received.count == 1)
            #expect(presenter.received.map { $0 as? ExportError } == [ExportError()])
            // Presented from a child, the sheet's errors go to the child first, then through its container.
            let container = RecordingViewController()
            container.answer = { _ in .cancel }
            let child = RecordingViewController()
            child.answer = { _ in nil }
            container.addChild(child)
            let childSheet = NSViewController()
            child.presentAsSheet(childSheet)
            #expect(childSheet.nextErrorResponder === child)
            #expect(child.nextErrorResponder === container)
            presenter.dismiss(sheet)
            #expect(sheet.nextErrorResponder == nil)
            #expect(presenter.presentedViewControllers == nil)
        }

        @Test(
            "a view controller's sheets go on its view's window; before its view is loaded it has none, and stays unloaded"
        )
        func viewControllerPresentationWindow() {
            let unloaded = NSViewController()
            #expect(unloaded.presentationWindow == nil)
            #expect(!unloaded.isViewLoaded)
            let editor = NSViewController()
            let window = NSWindow(contentViewController: editor)
            #expect(editor.presentationWindow === window)
            #expect(editor.view.presentationWindow === window)
        }

        @Test("a view controller out of AppKit's chain goes on from its view's window")
        func controllerOutOfTheChain() async {
            await withSharedApplicationAndItsDelegate { delegate in
                let screen = RecordingViewController()
                let window = NSWindow(contentViewController: screen)
                let controller = DocumentWindowController(window: window)
                // An app that took the controller out of the responder chain: the walk fills the link in.
                screen.nextResponder = nil
                #expect(screen.nextErrorResponder === controller)
                // The window taken out too: the walk goes on from the window to its controller.
                window.nextResponder = nil
                #expect(screen.nextErrorResponder === controller)
                controller.window = nil
                #expect(screen.nextErrorResponder === delegate)
            }
        }

        // MARK: presentError into the chain

        @Test("without routing, presentError goes on to AppKit's own alert")
        func withoutRoutingAppKitPresents() async {
            let application = NSApplication()
            await NSApplication.standInWithShared(application) {
                let document = DocumentWindow()
                #expect(!document.button.presentError(ExportError()))
                #expect(application.standInModalAlerts.count == 1)
                #expect(document.controller.received.isEmpty)
            }
        }

        @Test(
            "routed where no error responder is found, presentError goes on along AppKit's chain, through every responder after the owner, to AppKit's alert or sheet",
            arguments: [false, true]
        )
        func routedWithoutAnErrorResponder(asSheet: Bool) async {
            let application = NSApplication()
            await NSApplication.standInWithShared(application) {
                let editor = NSViewController()
                let window = NSWindow(contentViewController: editor)
                let controller = CustomizingWindowController(window: window)
                let button = NSButton()
                editor.view.addSubview(button)
                editor.routePresentedErrors()
                if asSheet {
                    button.presentError(
                        ExportError(), modalFor: window, delegate: nil, didPresent: nil, contextInfo: nil)
                } else {
                    #expect(!button.presentError(ExportError()))
                }
                // The window controller, after the editor's router, still customizes the error before AppKit shows it.
                #expect(controller.customized == ["ExportError"])
                #expect(application.standInModalAlerts.count == (asSheet ? 0 : 1))
                #expect((window.attachedSheet != nil) == asSheet, "AppKit's own sheet is on the window")
            }
        }

        @Test("routed, presentError reaches the window controller's rules, and their alert is a sheet on the window")
        func routedPresentErrorReachesTheRules() async throws {
            let application = NSApplication()
            try await NSApplication.standInWithShared(application) {
                let document = DocumentWindow()
                document.controller.routePresentedErrors()
                #expect(!document.button.presentError(ExportError()))
                await waitUntil { document.sheet != nil }
                #expect(document.controller.received.count == 1)
                #expect(application.standInModalAlerts.isEmpty)
                let alert = try #require(NSAlert.standInShowing(on: document.window))
                #expect(alert.messageText == "Export failed")
                #expect(alert.buttons.map(\.title) == ["OK"])
                alert.standInClick(0)
                await waitUntil { document.sheet == nil }
            }
        }

        @Test(
            "a RecoverableError's options become the sheet's buttons; the one chosen runs attemptRecovery, as AppKit does",
            arguments: [(0, true), (1, false)]
        )
        func recoveryOptions(option: Int, recovered: Bool) async throws {
            let document = DocumentWindow()
            document.controller.routePresentedErrors()
            let delegate = PresentationDelegate()
            let error = SyncError(document: "Report \(option)")
            document.editor.presentError(
                error, modalFor: document.window, delegate: delegate,
                didPresent: Selector("didPresentErrorWithRecovery:contextInfo:"), contextInfo: nil)
            await waitUntil { document.sheet != nil }
            let alert = try #require(NSAlert.standInShowing(on: document.window))
            #expect(alert.messageText == "Report \(option) could not be synced.")
            #expect(alert.informativeText == "Check your connection and try again.")
            #expect(alert.buttons.map(\.title) == ["Try Again", "Work Offline", "Cancel"])
            #expect(alert.buttons.map(\.keyEquivalent) == ["\r", "", "\u{1b}"])
            let before = SyncError.attempts.withLock { $0.count }
            alert.standInClick(option)
            await waitUntil { delegate.told.count == 1 }
            // The delegate is told whether it recovered: the chain answered .retry only when recovery worked.
            #expect(delegate.told == [recovered])
            #expect(SyncError.attempts.withLock { Array($0.dropFirst(before)) }.contains(option))
        }

        @Test("several errors presented at once show one sheet at a time, in order")
        func oneSheetAtATime() async throws {
            let document = DocumentWindow()
            document.controller.routePresentedErrors()
            for name in ["A", "B", "C"] {
                _ = document.button.presentError(SyncError(document: name))
            }
            var shown: [String] = []
            for _ in 0..<3 {
                await waitUntil { document.sheet != nil }
                let alert = try #require(NSAlert.standInShowing(on: document.window))
                shown.append(alert.messageText)
                alert.standInClick(2)  // Cancel
                await waitUntil { document.sheet !== alert.window }
            }
            #expect(shown == ["A could not be synced.", "B could not be synced.", "C could not be synced."])
            #expect(document.controller.received.count == 3)
        }

        @Test("routing to another responder sends the errors there; once it is gone they go on along AppKit's chain")
        func routingDestination() async {
            let application = NSApplication()
            await NSApplication.standInWithShared(application) {
                let document = DocumentWindow()
                var elsewhere: RecordingViewController? = RecordingViewController()
                document.controller.routePresentedErrors(to: elsewhere)
                _ = document.button.presentError(ExportError())
                await waitUntil { elsewhere?.received.count == 1 }
                #expect(document.controller.received.isEmpty)
                elsewhere = nil
                // The window controller is an error responder itself: with the destination gone, it gets them.
                _ = document.button.presentError(ExportError())
                await waitUntil { document.controller.received.count == 1 }
            }
        }

        @Test("routing again replaces the destination, without a second responder in AppKit's chain")
        func routingAgain() async {
            let application = NSApplication()
            await NSApplication.standInWithShared(application) {
                let document = DocumentWindow()
                let (first, second) = (RecordingViewController(), RecordingViewController())
                document.controller.routePresentedErrors(to: first)
                let router = document.controller.nextResponder
                document.controller.routePresentedErrors(to: second)
                #expect(document.controller.nextResponder === router)
                _ = document.button.presentError(ExportError())
                await waitUntil { second.received.count == 1 }
                #expect(first.received.isEmpty)
                #expect(document.controller.received.isEmpty)
            }
        }

        @Test(
            "a responder inserted after a routed one gets a router of its own when it routes; the first keeps its destination"
        )
        func routingAnInsertedResponder() async {
            let application = NSApplication()
            await NSApplication.standInWithShared(application) {
                let document = DocumentWindow()
                let first = RecordingViewController()
                document.controller.routePresentedErrors(to: first)
                // AppKit's way to put a responder of one's own into the chain: right after the controller, so that
                // its next responder is the controller's router.
                let inserted = NSResponder()
                inserted.nextResponder = document.controller.nextResponder
                document.controller.nextResponder = inserted
                var second: RecordingViewController? = RecordingViewController()
                inserted.routePresentedErrors(to: second)
                _ = document.button.presentError(ExportError())
                await waitUntil { second?.received.count == 1 }
                #expect(first.received.isEmpty)
                // The second destination gone, its router lets errors go on to the controller's, which still sends
                // them to the first.
                second = nil
                _ = document.button.presentError(ExportError())
                await waitUntil { first.received.count == 1 }
                #expect(document.controller.received.isEmpty)
            }
        }

        @Test("the responder routing puts after its owner lives as long as the owner, and no longer")
        func routerLivesAsLongAsItsOwner() {
            // AppKit does not retain nextResponder: the router is kept for its owner, and let go once the owner is
            // gone (at the next routing), so that windows opened and closed all day leave nothing behind.
            weak var router: NSResponder?
            var editor: NSViewController? = NSViewController()
            editor?.routePresentedErrors()
            router = editor?.nextResponder
            #expect(router != nil)
            NSViewController().routePresentedErrors()
            #expect(router != nil, "kept while its owner lives")
            #expect(editor?.nextResponder === router)
            editor = nil
            NSViewController().routePresentedErrors()
            #expect(router == nil, "let go once its owner is gone")
        }

        // MARK: NSAlert presentation

        @Test("a responder without a window presents app-modally, and the user's button is the answer")
        func appModalWithoutAWindow() async {
            let application = NSApplication()
            application.standInModalUser = { alert in
                NSApplication.ModalResponse(rawValue: 1000 + alert.buttons.firstIndex { $0.title == "Delete" }!)
            }
            await NSApplication.standInWithShared(application) {
                let controller = NSViewController()
                let alert = AlertModel(
                    title: "Discard the draft?", message: nil,
                    buttons: [
                        AlertButton("Keep", evaluation: .cancel),
                        AlertButton("Delete", role: .destructive, evaluation: .proceed),
                        AlertButton("Not Now", role: .cancel, evaluation: .cancel),
                    ])
                let chosen = await controller.present(alert)
                #expect(chosen?.title == "Delete")
                #expect(application.standInModalAlerts.map(\.messageText) == ["Discard the draft?"])
                let buttons = application.standInModalAlerts.first?.buttons ?? []
                #expect(buttons.map(\.hasDestructiveAction) == [false, true, false])
                // The first button is the default one; a cancel button answers Escape, whatever its title.
                #expect(buttons.map(\.keyEquivalent) == ["\r", "", "\u{1b}"])
            }
        }

        @Test("an alert asked for by a task already cancelled answers nil at once, and no sheet is ever begun")
        func cancelledBeforeTheSheet() async {
            let window = SheetRecordingWindow(
                contentRect: .zero, styleMask: [.titled], backing: .buffered, defer: false)
            let asking = Task {
                await window.present(
                    AlertModel(title: "Too late", message: nil, buttons: [AlertButton("Go", evaluation: .proceed)]))
            }
            // Cancelled before it runs: the test holds the main actor the task waits for.
            asking.cancel()
            #expect(await asking.value(orFail: "the cancelled presentation never answered") == .some(nil))
            #expect(window.sheetsBegun == 0)
            #expect(window.attachedSheet == nil)
        }

        @Test("an alert without buttons gets OK, which answers nil; a cancelled wait ends the sheet")
        func okAndCancellation() async throws {
            let document = DocumentWindow()
            let bare = Task { await document.window.present(AlertModel(title: "Saved", message: nil, buttons: [])) }
            await waitUntil { document.sheet != nil }
            let alert = try #require(NSAlert.standInShowing(on: document.window))
            #expect(alert.buttons.map(\.title) == ["OK"])
            alert.standInClick(0)
            #expect(await bare.value == nil)

            let waiting = Task {
                await document.window.present(
                    AlertModel(title: "Wait", message: nil, buttons: [AlertButton("Go", evaluation: .proceed)]))
            }
            await waitUntil { document.sheet != nil }
            waiting.cancel()
            #expect(await waiting.value == nil)
            await waitUntil { document.sheet == nil }
        }
    }
#endif
