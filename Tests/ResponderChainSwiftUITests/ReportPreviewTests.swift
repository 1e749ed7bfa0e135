#if !canImport(SwiftUI)
    import Foundation
    import ResponderChain
    import ResponderChainSwiftUI
    import ResponderChainTesting
    import SwiftUIStandIn
    import SwiftUIStandInHost
    import Testing

    /// What a test's app saw: the outcome of its presentation, and the reports it sent.
    @MainActor
    private final class AppLog {
        var outcome: PresentationOutcome?
        var sent: [ErrorReport] = []
    }

    /// A screen whose "Pay" presents a declined payment through the queue above, as a responder does.
    private struct CheckoutView: View {
        @Environment(\.presentationQueue) private var queue
        let log: AppLog

        static let declined = AlertModel(
            title: "Payment declined", buttons: [AlertButton("OK", role: .cancel, evaluation: .cancel)])

        var body: some View {
            Button("Pay") {
                Task { @MainActor in
                    log.outcome = await queue?.present(Self.declined, for: CocoaError(.fileReadCorruptFile))
                }
            }
        }
    }

    @MainActor
    @Suite("SwiftUI report preview", .isolatedResponderChain, .timeLimit(.minutes(2)))
    struct ReportPreviewTests {
        static let prompt = "What were you doing? (optional)"

        /// The app as the README writes it: presenting alerts, with reporting set at the root.
        private func app(reporting: Bool = true) -> (ViewHost, AppLog) {
            let log = AppLog()
            let errorReporting = ErrorReporting { report in log.sent.append(report) }
            let host = ViewHost(
                CheckoutView(log: log).presentingErrorAlerts().errorReporting(reporting ? errorReporting : nil))
            return (host, log)
        }

        /// Taps "Pay", then "Report a problem" on its alert, and waits for the preview's sheet.
        private func openPreview(_ host: ViewHost) async throws {
            host.tap("Pay")
            await waitUntil {
                host.render()
                return !host.alerts.isEmpty
            }
            let alert = try #require(host.alerts.first)
            #expect(alert.buttonTitles == ["OK", "Report a problem"])
            alert.tap("Report a problem")
            await waitUntil {
                host.render()
                return host.sheetCount == 1
            }
        }

        @Test("Report a problem opens the report in a sheet; Send report sends it with the user's words")
        func sendsWithTheUsersWords() async throws {
            let (host, log) = app()
            try await openPreview(host)
            #expect(host.alerts.isEmpty)
            #expect(host.texts.first == "Report a problem")
            let text = try #require(host.texts.dropFirst().first)
            #expect(text.hasPrefix("Problem report\n"))
            #expect(text.contains("CocoaError.fileReadCorruptFile [NSCocoaErrorDomain 259]"))
            #expect(host.fieldTitles == [Self.prompt])
            #expect(host.tappableLabels.suffix(2) == ["Cancel", "Send report"])
            #expect(host.enter("Paying for the tram.", into: Self.prompt))
            await host.settle()
            #expect(host.text(inField: Self.prompt) == "Paying for the tram.")
            #expect(host.tap("Send report"))
            await waitUntil { log.outcome != nil }
            #expect(log.outcome == .dismissed)
            #expect(log.sent.map(\.comment) == ["Paying for the tram."])
            #expect(log.sent.first?.text == text + "\nYour words: Paying for the tram.")
            await waitUntil {
                host.render()
                return host.sheetCount == 0
            }
        }

        @Test(
            "Cancel, a swipe, or the view leaving the screen sends nothing",
            arguments: ["Cancel", "swipe", "leave"])
        func nothingIsSent(ending: String) async throws {
            let (host, log) = app()
            try await openPreview(host)
            host.enter("Never mind.", into: Self.prompt)
            switch ending {
            case "Cancel": #expect(host.tap("Cancel"))
            case "swipe": #expect(host.dismissSheet())
            default: host.unmount()
            }
            await waitUntil { log.outcome != nil }
            #expect(log.outcome == .dismissed)
            #expect(log.sent.isEmpty)
        }

        @Test("an error shown inline offers Report a problem too, and previews the report in a sheet")
        func inlineErrors() async throws {
            let sent = AppLog()
            let reporting = ErrorReporting { report in sent.sent.append(report) }
            let host = ViewHost(
                InlineFeedWithAlerts(retries: Recorder(), recorder: EvaluationRecorder())
                    .handlingErrors(using: InlineErrorStyle())
                    .errorReporting(reporting))
            host.tap("Refresh photos")
            await waitUntil("the inline error never showed") { host.tappableLabels.contains("Report a problem") }
            #expect(host.alerts.isEmpty)
            host.tap("Report a problem")
            await waitUntil {
                host.render()
                return host.sheetCount == 1
            }
            #expect(host.enter("Pulled to refresh.", into: Self.prompt))
            await host.settle()
            #expect(host.tap("Send report"))
            await waitUntil { sent.sent.count == 1 }
            #expect(sent.sent.first?.comment == "Pulled to refresh.")
            #expect(sent.sent.first?.errorChain.first?.hasPrefix("RefreshFailed") == true)
        }

        @Test("without errorReporting, no alert offers Report a problem")
        func withoutReporting() async throws {
            let (host, log) = app(reporting: false)
            host.tap("Pay")
            await waitUntil {
                host.render()
                return !host.alerts.isEmpty
            }
            let alert = try #require(host.alerts.first)
            #expect(alert.buttonTitles == ["OK"])
            alert.tap("OK")
            await waitUntil { log.outcome != nil }
            #expect(host.sheetCount == 0)
        }
    }
#endif
