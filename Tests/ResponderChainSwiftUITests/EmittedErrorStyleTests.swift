#if !canImport(SwiftUI)
    import Foundation
    import ResponderChain
    import ResponderChainSwiftUI
    import ResponderChainTesting
    import SwiftUIStandIn
    import SwiftUIStandInHost
    import Testing

    /// A failed background refresh: the app can retry it, and it needs no modal alert.
    struct RefreshFailed: LocalizedError, CategorizedError, Equatable {
        let feed: String
        var errorDescription: String? { "Couldn't refresh \(feed)" }
        var failureReason: String? { "You're offline." }
        var category: ErrorCategory { .recoverable(recoveryOption: .retry) }
    }

    /// A feed that fails to refresh when the test taps it, and counts the retries its recovery handler gets.
    struct FeedView: View {
        @State private var error: (any Error)?
        let name: String
        let retries: Recorder

        var body: some View {
            VStack {
                Text("Feed \(name)")
                Button("Refresh \(name)") { error = RefreshFailed(feed: name) }
            }
            .emittingError($error, recoveryHandler: { option in retries.lines.append("\(name): \(option.id)") })
        }
    }

    /// A feed that fails as soon as it appears.
    struct FailingFeed: View {
        @State private var error: (any Error)?
        let index: Int

        var body: some View {
            Text(error == nil ? "Feed \(index)" : "Feed \(index) failing")
                .emittingError($error)
                .onAppear { error = RefreshFailed(feed: "feed \(index % 10)") }
        }
    }

    /// An app's own handler, written for ErrorHandling's `ErrorHandler` protocol: it shows the error in place of the
    /// content and signs out for a 401, by itself.
    struct PlaceholderErrorStyle: EmittedErrorStyle {
        let recorder: Recorder

        func handle<T: View>(
            _ error: Binding<(any Error)?>,
            in view: T,
            recoveryHandler: @escaping (RecoveryOption) -> Void,
            signOutHandler: @escaping () -> Void
        ) -> AnyView {
            guard let shown = error.wrappedValue else { return AnyView(view) }
            if shown.resolveCategory() == .requiresSignout {
                recorder.lines.append("signing out")
                signOutHandler()
            }
            return AnyView(
                VStack {
                    Text("Placeholder: \(shown.localizedDescription)")
                    Button("Try again") {
                        error.wrappedValue = nil
                        recoveryHandler(.retry)
                    }
                }
            )
        }
    }

    @MainActor
    @Suite("\\.errorHandler: banners, inline errors and an app's own style, rendered", .timeLimit(.minutes(2)))
    struct EmittedErrorStyleTests {
        @Test("a banner shows beside the content without an alert, is announced, and goes when its time runs out")
        func bannerTimesOut() async {
            let clock = ManualClock()
            let retries = Recorder()
            let host = ViewHost(
                FeedView(name: "news", retries: retries)
                    .handlingErrors(using: BannerErrorStyle(duration: 5))
                    .presentingErrorAlerts(clock: clock)
            )
            host.tap("Refresh news")
            await waitUntil { host.texts.contains("Couldn't refresh news") }
            #expect(host.texts == ["Feed news", "Couldn't refresh news", "You're offline."])
            #expect(host.tappableLabels == ["Refresh news", "Retry", "Cancel"])
            #expect(host.alerts.isEmpty)
            #expect(
                AccessibilityNotification.Announcement.standInPosted.contains("Couldn't refresh news. You're offline."))
            await clock.waitForSleepers()
            clock.advance(by: .seconds(5))
            await waitUntil { host.texts == ["Feed news"] }
            #expect(retries.lines.isEmpty)
        }

        @Test("tapping a banner's Retry recovers and takes the banner down")
        func bannerRetry() async {
            let retries = Recorder()
            let host = ViewHost(
                FeedView(name: "mail", retries: retries)
                    .environment(\.errorHandler, BannerErrorStyle(duration: 5))
                    .presentingErrorAlerts(clock: ManualClock())
            )
            host.tap("Refresh mail")
            await waitUntil { host.tappableLabels.contains("Retry") }
            host.tap("Retry")
            await waitUntil { retries.lines == ["mail: \(RecoveryOption.retry.id)"] && host.texts == ["Feed mail"] }
        }

        @Test("a view's own presentingErrorAlerts(clock:) times its banners, even under another presentingErrorAlerts")
        func innerClockWins() async {
            let clock = ManualClock()
            let retries = Recorder()
            let host = ViewHost(
                FeedView(name: "news", retries: retries)
                    .handlingErrors(using: BannerErrorStyle(duration: 5))
                    .presentingErrorAlerts(clock: clock)
                    .presentingErrorAlerts()
            )
            host.tap("Refresh news")
            await waitUntil { host.texts.contains("Couldn't refresh news") }
            await clock.waitForSleepers()
            clock.advance(by: .seconds(5))
            await waitUntil { host.texts == ["Feed news"] }
        }

        @Test("banners from several views stack up to the queue's maximum, the rest wait their turn")
        func bannersStack() async {
            let clock = ManualClock()
            let retries = Recorder()
            let host = ViewHost(
                VStack {
                    FeedView(name: "a", retries: retries)
                    FeedView(name: "b", retries: retries)
                    FeedView(name: "c", retries: retries)
                }
                .handlingErrors(using: BannerErrorStyle(duration: 5))
                .presentingErrorAlerts(maximumBanners: 2, clock: clock)
            )
            for name in ["a", "b", "c"] { host.tap("Refresh \(name)") }
            await waitUntil { host.texts.filter { $0.hasPrefix("Couldn't") }.count == 2 }
            await host.settle()
            #expect(host.texts.filter { $0.hasPrefix("Couldn't") } == ["Couldn't refresh a", "Couldn't refresh b"])
            await clock.waitForSleepers(2)
            clock.advance(by: .seconds(5))
            await waitUntil { host.texts.filter { $0.hasPrefix("Couldn't") } == ["Couldn't refresh c"] }
            // The last banner runs out too, so that nothing waits on the clock after the test.
            await clock.waitForSleepers(1)
            clock.advance(by: .seconds(5))
            await waitUntil { !host.texts.contains { $0.hasPrefix("Couldn't") } }
        }

        @Test("an inline error shows beside the content with its options, until the user chooses one")
        func inlineError() async {
            let retries = Recorder()
            let host = ViewHost(
                FeedView(name: "photos", retries: retries).handlingErrors(using: InlineErrorStyle())
            )
            host.tap("Refresh photos")
            await waitUntil { host.texts.first == "Couldn't refresh photos" }
            #expect(host.texts == ["Couldn't refresh photos", "You're offline.", "Feed photos"])
            #expect(host.alerts.isEmpty)
            host.tap("Retry")
            await waitUntil { retries.lines == ["photos: \(RecoveryOption.retry.id)"] && host.texts == ["Feed photos"] }
        }

        @Test("an app's own ErrorHandling handler works once it conforms to EmittedErrorStyle")
        func ownHandler() async {
            let recorder = Recorder()
            let retries = Recorder()
            let host = ViewHost(
                FeedView(name: "shop", retries: retries)
                    .environment(\.errorHandler, PlaceholderErrorStyle(recorder: recorder))
            )
            host.tap("Refresh shop")
            await host.settle()
            #expect(host.texts == ["Placeholder: Couldn't refresh shop"])
            host.tap("Try again")
            await waitUntil { retries.lines == ["shop: \(RecoveryOption.retry.id)"] && host.texts == ["Feed shop"] }
        }

        @Test("an app's own handler's sign-out goes through the environment's handler, shared by the coordinator")
        func ownHandlerSignsOut() async {
            let recorder = Recorder()
            let appState = AppState()
            let host = ViewHost(
                DraftView(source: .button)
                    .environment(\.errorHandler, PlaceholderErrorStyle(recorder: recorder))
                    .environment(\.signOutHandler, appState.signOut)
            )
            host.tap("Submit")
            await waitUntil { appState.signOuts == 1 }
            #expect(recorder.lines.first == "signing out")
        }

        /// The styles of the many-at-once test, and how the user makes each presentation go.
        enum Style: String, CaseIterable, Sendable {
            case alert
            case banner
            case replacingBanner
            case inline

            var handler: any EmittedErrorStyle {
                switch self {
                case .alert: AlertErrorHandler()
                case .banner: BannerErrorStyle(duration: 2)
                case .replacingBanner: BannerErrorStyle(duration: 2, stacking: .replace)
                case .inline: InlineErrorStyle()
                }
            }
        }

        @Test(
            "30 views failing at once: no view left waiting and nothing on screen once the clock has run out",
            arguments: Style.allCases
        )
        func manyAtOnce(style: Style) async {
            // Ten times the queue's three banners; the stand-in's host renders the whole tree on each pass, and a
            // hundred views held the main actor for 13 s of the suite's 31, starving every other main-actor test.
            let count = 30
            let clock = ManualClock()
            let (_, unhandled) = await UnhandledCapture.run {
                let host = ViewHost(
                    VStack {
                        ForEach(0..<count, id: \.self) { index in FailingFeed(index: index) }
                    }
                    .handlingErrors(using: style.handler)
                    .presentingErrorAlerts(clock: clock)
                )
                let settled = (0..<count).map { "Feed \($0)" }
                // Nothing ends by itself before the test acts: banners end on the clock, alerts and inline errors on
                // the user's Cancel.
                await waitUntil { host.texts.contains { $0.hasPrefix("Couldn't refresh") } || !host.alerts.isEmpty }
                // Each round lets every banner on screen run out and answers what the user sees; bounded, so that a
                // presentation that never ends fails the test instead of hanging it.
                var rounds = 0
                while host.texts.prefix(count) != settled[...] || !host.alerts.isEmpty, rounds < 1_000 {
                    rounds += 1
                    switch style {
                    case .banner, .replacingBanner: clock.advance(by: .seconds(2))
                    case .alert: host.alerts.first?.tap("Cancel")
                    case .inline: host.tap("Cancel")
                    }
                    await host.settle()
                }
                await waitUntil { host.texts == settled && host.alerts.isEmpty }
                #expect(host.tappableLabels.isEmpty)
                withExtendedLifetime(host) {}
            }
            #expect(unhandled.isEmpty)
        }
    }
#endif
