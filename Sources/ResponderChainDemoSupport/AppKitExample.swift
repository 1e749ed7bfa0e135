import Foundation
import ResponderChain

#if canImport(AppKitStandIn)
    import AppKitStandIn
    import ResponderChainAppKit

    /// A Mac app moving its `presentError` calls over: unchanged AppKit code, one line in the window controller, and
    /// the errors reach its rules, whose alerts are `NSAlert` sheets with a `RecoverableError`'s options. Run
    /// through the AppKit stand-in, where the user's clicks are made by the scenario.
    @MainActor
    struct AppKitExample {
        let demo: Demo

        func run() async {
            await NSApplication.standInWithShared(NSApplication()) {
                await moveOver()
            }
        }

        private func moveOver() async {
            let editor = EditorViewController()
            let window = NSWindow(contentViewController: editor)
            let controller = SyncWindowController(window: window, write: demo.write)

            demo.write("Before: the editor presents a sync error, and AppKit shows its own app-modal alert")
            _ = editor.presentError(SyncFailure())
            if let alert = NSApplication.shared.standInModalAlerts.last {
                show(alert)
            }

            demo.write("")
            demo.write("One line in the window controller: routePresentedErrors()")
            controller.routePresentedErrors()
            let delegate = PresentationDelegate(write: demo.write)
            editor.presentError(
                SyncFailure(), modalFor: window, delegate: delegate,
                didPresent: Selector("didPresentErrorWithRecovery:contextInfo:"), contextInfo: nil)
            guard let sheet = await sheetShown(on: window) else { return }
            demo.write("The same call reaches the controller's rules; their alert is a sheet on the window:")
            show(sheet)
            demo.write("The user clicks \"\(sheet.buttons[0].title)\"")
            sheet.standInClick(0)
            await until { delegate.told }

            demo.write("")
            demo.write("An export error goes through another rule, to a sheet of its own:")
            _ = editor.presentError(ExportFailure())
            guard let export = await sheetShown(on: window) else { return }
            show(export)
            export.standInClick(0)
            await until { controller.answers == 2 }
        }

        private func show(_ alert: NSAlert) {
            demo.write("  [\(alert.messageText)]" + (alert.informativeText.isEmpty ? "" : " \(alert.informativeText)"))
            demo.write("  buttons: " + alert.buttons.map { "[\($0.title)]" }.joined(separator: " "))
        }

        /// The alert shown as a sheet on `window`, once there is one.
        private func sheetShown(on window: NSWindow) async -> NSAlert? {
            await until { window.attachedSheet != nil }
            return NSAlert.standInShowing(on: window)
        }

        private func until(_ condition: () -> Bool) async {
            for _ in 0..<1_000_000 where !condition() {
                await Task.yield()
            }
        }
    }

    /// A sync failure as a Mac app writes it: a `RecoverableError` whose first option tries again.
    private struct SyncFailure: LocalizedError, RecoverableError {
        var errorDescription: String? { "“Quarterly Report” could not be synced." }
        var recoverySuggestion: String? { "The server did not answer." }
        var recoveryOptions: [String] { ["Try Again", "Work Offline"] }

        func attemptRecovery(optionIndex recoveryOptionIndex: Int) -> Bool {
            recoveryOptionIndex == 0
        }
    }

    private struct ExportFailure: Error {}

    /// The editor: plain AppKit code that presents its errors.
    @MainActor
    private final class EditorViewController: NSViewController {}

    /// The window controller: rules that hand sync failures to categories, and an alert for export failures.
    @MainActor
    private final class SyncWindowController: NSWindowController, ErrorResponder {
        private let write: @Sendable (String) -> Void
        private(set) var answers = 0
        private lazy var rules = ErrorHandler(for: self, name: "SyncWindowController")
            .on(
                error: .type(SyncFailure.self),
                then: .categorized(by: CategoryResponder(presentingOn: .shared(for: self)))
            )
            .on(
                error: .type(ExportFailure.self),
                then: .present(alert: ConfirmableAlert(title: "The export failed", confirmTitle: "OK")))

        init(window: NSWindow, write: @escaping @Sendable (String) -> Void) {
            self.write = write
            super.init(window: window)
        }

        var parentResponder: (any ErrorResponder)? {
            get { nil }
            set {}
        }

        func respond(to error: any Error) async -> ErrorEvaluation {
            let evaluation = await rules.respond(to: error)
            write("  the rules answered .\(evaluation)")
            answers += 1
            return evaluation
        }
    }

    /// The delegate AppKit tells when a window-modal error presentation ends.
    @MainActor
    private final class PresentationDelegate: StandInErrorPresentationDelegate {
        private let write: @Sendable (String) -> Void
        private(set) var told = false

        init(write: @escaping @Sendable (String) -> Void) {
            self.write = write
        }

        func standInDidPresentError(_ selector: Selector, didRecover: Bool, contextInfo: UnsafeMutableRawPointer?) {
            write("  AppKit's delegate is told: didRecover \(didRecover)")
            told = true
        }
    }
#else
    /// On Apple platforms the demo opens no windows: this scenario runs where the AppKit stand-in is.
    @MainActor
    struct AppKitExample {
        let demo: Demo

        func run() async {
            demo.write("  (run through the AppKit stand-in, which is used where AppKit is missing)")
        }
    }
#endif
