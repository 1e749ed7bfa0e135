#if !canImport(AppKit) && !canImport(Darwin)
    import AppKitStandIn
    import Foundation
    import ResponderChain
    import ResponderChainAppKit
    import ResponderChainTesting
    import Testing

    /// The reports a test's app sent.
    @MainActor
    private final class SentReports {
        var reports: [ErrorReport] = []
    }

    @MainActor
    @Suite("AppKit report preview", .isolatedResponderChain, .timeLimit(.minutes(2)))
    struct ReportPreviewTests {
        static let declined = AlertModel(
            title: "Payment declined", buttons: [AlertButton("OK", role: .cancel, evaluation: .cancel)])

        /// A window whose queue lets users report errors, with what the app's `send` got.
        private func reportingWindow() -> (NSWindow, PresentationQueue, SentReports) {
            let window = NSWindow(contentViewController: NSViewController(nibName: nil, bundle: nil))
            let sent = SentReports()
            let queue = PresentationQueue(presenter: window)
            queue.reporting = ErrorReporting { report in sent.reports.append(report) }
            return (window, queue, sent)
        }

        /// Chooses "Report a problem" on the error's sheet, and returns the preview's sheet.
        private func openPreview(on window: NSWindow) async throws -> NSAlert {
            await waitUntil { NSAlert.standInShowing(on: window) != nil }
            let alert = try #require(NSAlert.standInShowing(on: window))
            #expect(alert.buttons.map(\.title) == ["OK", "Report a problem"])
            alert.standInClick(1)
            await waitUntil { NSAlert.standInShowing(on: window)?.messageText == "Report a problem" }
            return try #require(NSAlert.standInShowing(on: window))
        }

        @Test("a window previews the report in a sheet; Send report, the default button, sends the user's words")
        func sendsWithTheUsersWords() async throws {
            let (window, queue, sent) = reportingWindow()
            let outcome = Task { await queue.present(Self.declined, for: CocoaError(.fileReadCorruptFile)) }
            let preview = try await openPreview(on: window)
            #expect(preview.informativeText.hasPrefix("Problem report\n"))
            #expect(preview.informativeText.contains("CocoaError.fileReadCorruptFile [NSCocoaErrorDomain 259]"))
            #expect(preview.buttons.map(\.title) == ["Send report", "Cancel"])
            #expect(preview.buttons.map(\.keyEquivalent) == ["\r", "\u{1b}"])
            let field = try #require(preview.accessoryView as? NSTextField)
            #expect(field.placeholderString == "What were you doing? (optional)")
            field.stringValue = "Exporting the quarter."
            preview.standInClick(0)
            #expect(await outcome.value(orFail: "the presentation never ended") == .dismissed)
            #expect(sent.reports.map(\.comment) == ["Exporting the quarter."])
            #expect(sent.reports.first?.text == preview.informativeText + "\nYour words: Exporting the quarter.")
            #expect(window.attachedSheet == nil)
        }

        @Test("Cancel sends nothing, whatever the user typed; a withdrawn preview ends its sheet and sends nothing")
        func cancelOrWithdrawSendsNothing() async throws {
            for withdraws in [false, true] {
                let (window, queue, sent) = reportingWindow()
                let outcome = Task { await queue.present(Self.declined, for: CocoaError(.fileReadCorruptFile)) }
                let preview = try await openPreview(on: window)
                (preview.accessoryView as? NSTextField)?.stringValue = "Never mind."
                if withdraws { queue.dismissAll() } else { preview.standInClick(1) }
                #expect(await outcome.value(orFail: "the presentation never ended") == .dismissed)
                await waitUntil { window.attachedSheet == nil }
                #expect(sent.reports.isEmpty)
            }
        }
    }
#endif
