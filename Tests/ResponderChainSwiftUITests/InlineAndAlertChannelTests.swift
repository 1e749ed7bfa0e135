#if !canImport(SwiftUI)
    import ResponderChain
    import ResponderChainSwiftUI
    import ResponderChainTesting
    import SwiftUIStandIn
    import SwiftUIStandInHost
    import Testing

    /// A feed that shows its refresh errors inline, around a child that raises an alertable error.
    struct InlineFeedWithAlerts: View {
        @State private var error: (any Error)?
        let retries: Recorder
        let recorder: EvaluationRecorder

        var body: some View {
            VStack {
                Text("Feed photos")
                if error != nil {
                    Text("Error pending")  // until the emission is over and clears the binding
                }
                Button("Refresh photos") { error = RefreshFailed(feed: "photos") }
                ReportingView(recorder: recorder).handleAlertErrors()
            }
            .emittingError($error, recoveryHandler: { option in retries.lines.append("photos: \(option.id)") })
        }
    }

    /// An inline error and an alert at the same time, in one view: the queue runs its inline and alert channels side
    /// by side, so each must reach a place of its own on screen and answer its own caller.
    @MainActor
    @Suite("An inline error and an alert shown at once each answer their own caller", .timeLimit(.minutes(2)))
    struct InlineAndAlertChannelTests {
        /// Which comes first, and whether the app presents alerts at its root (or leaves them to the inline view).
        struct Case: CustomTestStringConvertible, Sendable {
            let inlineFirst: Bool
            let alertsAtTheRoot: Bool
            var testDescription: String {
                "\(inlineFirst ? "inline error first" : "alert first"), "
                    + (alertsAtTheRoot ? "presentingErrorAlerts() at the root" : "no presenter above")
            }
        }

        @Test(
            "both stay on screen until answered, and each caller gets its own answer",
            arguments: [true, false].flatMap { first in
                [true, false].map { Case(inlineFirst: first, alertsAtTheRoot: $0) }
            })
        func bothAnswered(_ setup: Case) async {
            let retries = Recorder()
            let recorder = EvaluationRecorder()
            let feed = InlineFeedWithAlerts(retries: retries, recorder: recorder)
                .handlingErrors(using: InlineErrorStyle())
            let host = setup.alertsAtTheRoot ? ViewHost(feed.presentingErrorAlerts()) : ViewHost(feed)

            for step in setup.inlineFirst ? ["inline", "alert"] : ["alert", "inline"] {
                if step == "inline" {
                    host.tap("Refresh photos")
                    await waitUntil("the inline error never showed") { host.texts.contains("Couldn't refresh photos") }
                } else {
                    host.tap("Save")
                    await waitUntil("the alert never showed") { host.alerts.first?.title == "Storage full" }
                }
            }
            // Both on screen: the alert as an alert, the inline error beside the feed.
            #expect(host.alerts.map(\.title) == ["Storage full"])
            #expect(host.texts.contains("Couldn't refresh photos"))
            #expect(!host.texts.contains("Storage full"), "the alert took the inline error's place")

            host.alerts.first?.tap("Okay")
            await waitUntil("the alert's caller was never answered") { recorder.evaluations == [.proceed] }
            #expect(host.texts.contains("Couldn't refresh photos"), "answering the alert took the inline error away")

            host.tap("Retry")
            await waitUntil("the inline error's caller was never answered") {
                retries.lines == ["photos: \(RecoveryOption.retry.id)"]
            }
            await waitUntil("the inline error stayed on screen, or its binding was never cleared") {
                !host.texts.contains("Couldn't refresh photos") && !host.texts.contains("Error pending")
            }

            // The inline channel is free again: the next error shows.
            host.tap("Refresh photos")
            await waitUntil("a second inline error never showed") { host.texts.contains("Couldn't refresh photos") }
            host.tap("Retry")
            await waitUntil { retries.lines.count == 2 }
            #expect(host.alerts.isEmpty)
        }

        @Test("an inline error shows in a tab that was switched away from and back to, its state kept meanwhile")
        func inlineErrorInATabSwitchedBackTo() async {
            let host = ViewHost(
                TwoTabs(first: InlineFeedWithAlerts(retries: Recorder(), recorder: EvaluationRecorder()))
                    .handlingErrors(using: InlineErrorStyle()))
            host.tap("Second")
            await host.settle()
            #expect(!host.texts.contains("Feed photos"))
            host.tap("First")
            await host.settle()
            host.tap("Refresh photos")
            await host.settle()
            await waitUntil("the inline error never showed") { host.texts.contains("Couldn't refresh photos") }
        }

        @Test("under presentingErrorAlerts(), an alert raised inside waits its turn behind the alert on screen")
        func oneAlertAtATime() async {
            let retries = Recorder()
            let inside = EvaluationRecorder()
            let outside = EvaluationRecorder()
            let host = ViewHost(
                VStack {
                    TitlelessReportingView(recorder: outside).handleAlertErrors()
                    InlineFeedWithAlerts(retries: retries, recorder: inside)
                        .handlingErrors(using: InlineErrorStyle())
                }
                .presentingErrorAlerts()
            )
            host.tap("Send")
            await waitUntil("the first alert never showed") { host.alerts.count == 1 }
            host.tap("Save")
            await host.settle()
            #expect(host.alerts.map(\.title) == ["Error"], "two alerts on screen at once")
            host.alerts.first?.tap("Okay")
            await waitUntil("the alert raised inside never showed") { host.alerts.first?.title == "Storage full" }
            host.alerts.first?.tap("Okay")
            await waitUntil { inside.evaluations == [.proceed] && outside.evaluations == [.proceed] }
        }
    }
#endif
