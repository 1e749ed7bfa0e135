import Foundation
import ResponderChain

#if canImport(SwiftUIStandIn)
    import ResponderChainSwiftUI
    import ResponderChainTesting
    import SwiftUIStandIn
    import SwiftUIStandInHost

    /// The presentation styles beyond alerts, rendered with the real modifiers through the SwiftUI stand-in's
    /// renderer, and printed as the user would see them, step by step.
    @MainActor
    struct ShowingErrorsExample {
        let demo: Demo

        /// A failed refresh shown as a banner that times out.
        func runBanner() async {
            let clock = ManualClock()
            let log = DemoLog()
            let host = ViewHost(
                FeedScreen(log: log)
                    .handlingErrors(using: BannerErrorStyle(duration: 4))
                    .presentingErrorAlerts(clock: clock)
            )
            show(host, "the feed")
            host.tap("Refresh")
            await settle(host) { host.texts.count > 1 }
            show(host, "the refresh fails: a banner, no alert")
            let announcements = AccessibilityNotification.Announcement.standInPosted
            if let announced = announcements.last(where: { $0.hasPrefix("Couldn't refresh the feed") }) {
                demo.write("  VoiceOver announces: \"\(announced)\"")
            }
            await clock.waitForSleepers(1)  // the banner's timer is asleep, until 4 s: only then is time moved
            clock.advance(by: .seconds(2))
            await clock.waitForSleepers(1)  // the banner's timer sleeps on, until 4 s
            await host.settle()
            show(host, "2 seconds later: the banner is still there, the feed still works")
            clock.advance(by: .seconds(2))
            await settle(host) { host.texts.count == 1 }
            show(host, "4 seconds after it appeared: the banner has gone by itself")
            withExtendedLifetime(log) {}
        }

        /// A failed refresh shown inline until the user retries.
        func runInline() async {
            let log = DemoLog()
            let host = ViewHost(FeedScreen(log: log).handlingErrors(using: InlineErrorStyle()))
            show(host, "the feed")
            host.tap("Refresh")
            await settle(host) { host.texts.count > 1 }
            show(host, "the refresh fails: its text and options above the feed")
            host.tap("Retry")
            await settle(host) { host.texts.count == 1 && !log.lines.isEmpty }
            for line in log.lines { demo.write("  app: \(line)") }
            show(host, "after Retry")
        }

        /// An error boundary around a widget that fails.
        func runBoundary() async {
            let host = ViewHost(
                VStack {
                    ChartWidget().errorBoundary()
                    Text("Inbox: 3 unread")
                }
            )
            host.tap("Zoom")
            host.tap("Zoom")
            await settle(host) { host.texts.first == "Chart, zoom 3×" }
            show(host, "the chart, zoomed twice, beside the inbox")
            host.tap("Load data")
            await settle(host) { host.texts.first != "Chart, zoom 3×" }
            show(host, "the chart's data fails to load: the boundary swaps in its fallback, the inbox stays")
            host.tap("Retry")
            await settle(host) { host.texts.first == "Chart, zoom 1×" }
            show(host, "after Retry: a fresh chart, its zoom back to where it started")
        }

        private func show(_ host: ViewHost, _ step: String) {
            demo.write("- \(step)")
            demo.write("  on screen: " + host.texts.map { "\"\($0)\"" }.joined(separator: " · "))
            if !host.tappableLabels.isEmpty {
                demo.write("  buttons: " + host.tappableLabels.map { "[\($0)]" }.joined(separator: " "))
            }
            for alert in host.alerts {
                demo.write("  alert: \(alert.title)")
            }
        }

        /// Lets the view's tasks and renders run until `condition` holds, or a bounded number of turns.
        private func settle(_ host: ViewHost, until condition: () -> Bool) async {
            for _ in 0..<1_000_000 where !condition() {
                await Task.yield()
            }
            await host.settle()
        }
    }

    /// What the demo's views write.
    @MainActor
    final class DemoLog {
        var lines: [String] = []
    }

    /// A failed background refresh, recoverable by retrying.
    struct RefreshFailed: LocalizedError, CategorizedError {
        var errorDescription: String? { "Couldn't refresh the feed" }
        var failureReason: String? { "You're offline." }
        var category: ErrorCategory { .recoverable(recoveryOption: .retry) }
    }

    /// A feed whose refresh fails, and whose recovery handler retries it.
    struct FeedScreen: View {
        @State private var error: (any Error)?
        let log: DemoLog

        var body: some View {
            VStack {
                Text("Feed: 12 posts")
                Button("Refresh") { error = RefreshFailed() }
            }
            .emittingError($error, recoveryHandler: { option in log.lines.append("recovering with \(option)") })
        }
    }

    struct ChartDataUnavailable: LocalizedError {
        var errorDescription: String? { "The chart's data is unavailable" }
        var recoverySuggestion: String? { "Try again in a moment." }
    }

    /// A chart with state of its own (its zoom) that reports a failure to load.
    struct ChartWidget: View {
        @Environment(\.reportError) private var reportError
        @State private var zoom = 1

        var body: some View {
            VStack {
                Text("Chart, zoom \(zoom)×")
                Button("Zoom") { zoom += 1 }
                Button("Load data") { reportError(ChartDataUnavailable()) }
            }
        }
    }
#else
    /// On Apple platforms the demo has no renderer for SwiftUI views: these scenarios run where the stand-in is.
    @MainActor
    struct ShowingErrorsExample {
        let demo: Demo

        func runBanner() async { skip() }
        func runInline() async { skip() }
        func runBoundary() async { skip() }

        private func skip() {
            demo.write("  (rendered through the SwiftUI stand-in, which is used where SwiftUI is missing)")
        }
    }
#endif
