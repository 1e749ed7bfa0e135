#if !canImport(UIKit) && !canImport(SwiftUI)
    import Foundation
    import ResponderChain
    import ResponderChainTesting
    import ResponderChainUIKit
    import Testing
    import UIKitStandIn

    /// The reports a test's app sent.
    @MainActor
    private final class SentReports {
        var reports: [ErrorReport] = []
    }

    @MainActor
    @Suite("UIKit report preview", .isolatedResponderChain, .timeLimit(.minutes(2)))
    struct ReportPreviewTests {
        static let declined = AlertModel(
            title: "Payment declined", buttons: [AlertButton("OK", role: .cancel, evaluation: .cancel)])

        /// A controller whose queue lets users report errors, with what the app's `send` got.
        private func reportingController() -> (UIViewController, PresentationQueue, SentReports) {
            let controller = UIViewController(nibName: nil, bundle: nil)
            let sent = SentReports()
            let queue = PresentationQueue(presenter: controller)
            queue.reporting = ErrorReporting { report in sent.reports.append(report) }
            return (controller, queue, sent)
        }

        /// Taps "Report a problem" on the error's alert, and returns the preview's alert.
        private func openPreview(on controller: UIViewController) async throws -> UIAlertController {
            await waitUntil { controller.presentedViewController is UIAlertController }
            let alert = try #require(controller.presentedViewController as? UIAlertController)
            #expect(alert.actions.map(\.title) == ["OK", "Report a problem"])
            #expect(alert.standInTap("Report a problem"))
            await waitUntil { (controller.presentedViewController as? UIAlertController)?.title == "Report a problem" }
            return try #require(controller.presentedViewController as? UIAlertController)
        }

        @Test("a view controller previews the report in an alert; Send report sends it with the user's words")
        func sendsWithTheUsersWords() async throws {
            let (controller, queue, sent) = reportingController()
            let outcome = Task { await queue.present(Self.declined, for: CocoaError(.fileReadCorruptFile)) }
            let preview = try await openPreview(on: controller)
            #expect(preview.message?.hasPrefix("Problem report\n") == true)
            #expect(preview.message?.contains("CocoaError.fileReadCorruptFile [NSCocoaErrorDomain 259]") == true)
            #expect(preview.actions.map(\.title) == ["Cancel", "Send report"])
            #expect(preview.actions.map(\.style) == [.cancel, .default])
            let field = try #require(preview.textFields?.first)
            #expect(preview.textFields?.count == 1)
            #expect(field.placeholder == "What were you doing? (optional)")
            field.text = "Paying for the train."
            #expect(preview.standInTap("Send report"))
            #expect(await outcome.value(orFail: "the presentation never ended") == .dismissed)
            #expect(sent.reports.map(\.comment) == ["Paying for the train."])
            #expect(sent.reports.first?.text == preview.message.map { $0 + "\nYour words: Paying for the train." })
            #expect(controller.presentedViewController == nil)
        }

        @Test("Cancel sends nothing, whatever the user typed")
        func cancelSendsNothing() async throws {
            let (controller, queue, sent) = reportingController()
            let outcome = Task { await queue.present(Self.declined, for: CocoaError(.fileReadCorruptFile)) }
            let preview = try await openPreview(on: controller)
            preview.textFields?.first?.text = "Never mind."
            #expect(preview.standInTap("Cancel"))
            #expect(await outcome.value(orFail: "the presentation never ended") == .dismissed)
            #expect(sent.reports.isEmpty)
        }

        @Test("a preview withdrawn with its presentation is taken down, and nothing is sent")
        func withdrawnPreview() async throws {
            let (controller, queue, sent) = reportingController()
            let outcome = Task { await queue.present(Self.declined, for: CocoaError(.fileReadCorruptFile)) }
            _ = try await openPreview(on: controller)
            queue.dismissAll()
            #expect(await outcome.value(orFail: "the presentation never ended") == .dismissed)
            await waitUntil { controller.presentedViewController == nil }
            #expect(sent.reports.isEmpty)
        }
    }
#endif
