#if !canImport(SwiftUI)
    import Foundation
    import ResponderChain
    import ResponderChainSwiftUI
    import ResponderChainTesting
    import SwiftUIStandIn
    import SwiftUIStandInHost
    import Testing

    /// An app's own error around a failure of its network layer.
    enum FeedLoadError: Error {
        case transport(any Error)
        case decoding
    }

    /// A view that loads with `withRetry` when tapped, asking its chain, and shows how the load ended.
    struct RetryingLoader: View {
        @Environment(\.respondToError) private var respondToError
        @State private var status = "idle"
        let name: String
        let failure: any Error
        let clock: ManualClock

        var body: some View {
            VStack {
                Text("\(name): \(status)")
                Button("Load \(name)") {
                    Task { await load() }
                }
            }
        }

        private func load() async {
            let respondToError = self.respondToError
            var attempts = 0
            do {
                status = try await withRetry(
                    backoff: .immediate, clock: clock,
                    respond: { await respondToError($0) },
                    operation: {
                        attempts += 1
                        if attempts == 1 { throw failure }
                        return "loaded on attempt \(attempts)"
                    })
            } catch {
                status = "gave up: \(error.evaluation)"
            }
        }
    }

    /// A view that reports one error up its chain when tapped, and shows the answer.
    struct OneErrorReporter: View {
        @Environment(\.respondToError) private var respondToError
        @State private var answer = "none"
        let error: any Error

        var body: some View {
            VStack {
                Text("answer: \(answer)")
                Button("Fail") {
                    let respondToError = self.respondToError
                    Task { answer = "\(await respondToError(error))" }
                }
            }
        }
    }

    /// The responders the views made, held weakly, and how many times they were made.
    @MainActor
    final class MadeResponders {
        private(set) var count = 0
        weak var latest: OfflineResponder?

        func made(_ responder: OfflineResponder) -> OfflineResponder {
            count += 1
            latest = responder
            return responder
        }
    }

    /// A screen that re-renders on demand, and can take away its feed and the offline responder around it.
    struct OfflineScreen: View {
        @State private var renders = 0
        @State private var showsFeed = true
        let path: ManualNetworkPath
        let made: MadeResponders

        var body: some View {
            VStack {
                Button("Render again") { renders += 1 }
                Button("Close") { showsFeed = false }
                Text("renders: \(renders)")
                if showsFeed {
                    Text("feed")
                        .respondingWhileOffline { made.made(OfflineResponder(path: path, presentingOn: $0)) }
                }
            }
        }
    }

    @MainActor
    @Suite("respondingWhileOffline: one banner above SwiftUI views, their work held", .timeLimit(.minutes(2)))
    struct OfflineModifierTests {
        static let offlineTexts = [
            "You're offline", "Check your connection. What can wait will be sent once you're back online.",
        ]

        @Test("offline failures of three views, bare and wrapped, show one banner, are held, and resume when back")
        func oneBannerThenResumed() async throws {
            let clock = ManualClock()
            let path = ManualNetworkPath(.unsatisfied())
            let made = MadeResponders()
            let failures: [(String, any Error)] = [
                ("feed", URLError(.notConnectedToInternet)),
                ("inbox", FeedLoadError.transport(URLError(.notConnectedToInternet))),
                (
                    "avatar",
                    NSError(
                        domain: "Avatars", code: 7,
                        userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENETUNREACH))])
                ),
            ]
            let host = ViewHost(
                VStack {
                    ForEach(failures, id: \.0) { name, failure in
                        RetryingLoader(name: name, failure: failure, clock: clock)
                    }
                }
                .respondingWhileOffline { queue in
                    made.made(OfflineResponder(path: path, presentingOn: queue, clock: clock))
                }
                .presentingErrorAlerts(clock: clock)
            )
            for (name, _) in failures { host.tap("Load \(name)") }
            await waitUntil { made.latest?.heldCount == 3 }
            await host.settle()
            #expect(host.texts == ["feed: idle", "inbox: idle", "avatar: idle"] + Self.offlineTexts)
            #expect(host.alerts.isEmpty)
            #expect(made.count == 1)

            await clock.waitForSleepers(3)  // each hold's limit
            path.set(.satisfied)
            // The first held attempt resumes at once; the other two wait their turn within the spread.
            await clock.waitForSleepers(2)
            clock.advance(by: .seconds(1))
            await waitUntil { host.texts.allSatisfy { $0.hasSuffix("loaded on attempt 2") } }
            await host.settle()
            #expect(
                host.texts == [
                    "feed: loaded on attempt 2", "inbox: loaded on attempt 2", "avatar: loaded on attempt 2",
                ])
            #expect(made.count == 1)
        }

        @Test("an error that is not an offline failure goes to the action from above, as it is, with no banner")
        func otherErrorsGoAbove() async {
            let path = ManualNetworkPath(.unsatisfied())
            let received = Recorder()
            let host = ViewHost(
                OneErrorReporter(error: FeedLoadError.decoding)
                    .respondingWhileOffline { OfflineResponder(path: path, presentingOn: $0, clock: ManualClock()) }
                    .respondToError { error in
                        received.lines.append("\(error)")
                        return .proceed
                    }
                    .presentingErrorAlerts(clock: ManualClock())
            )
            host.tap("Fail")
            await waitUntil { host.texts == ["answer: proceed"] }
            #expect(received.lines == ["decoding"])
            await host.settle()
            #expect(host.texts == ["answer: proceed"])
        }

        @Test(
            "an offline failure outside withRetry joins the banner and is answered cancel; the app above never sees it")
        func offlineFailureOutsideRetry() async {
            let path = ManualNetworkPath(.unsatisfied())
            let received = Recorder()
            let host = ViewHost(
                OneErrorReporter(error: FeedLoadError.transport(URLError(.notConnectedToInternet)))
                    .respondingWhileOffline { OfflineResponder(path: path, presentingOn: $0, clock: ManualClock()) }
                    .respondToError { error in
                        received.lines.append("\(error)")
                        return .proceed
                    }
                    .presentingErrorAlerts(clock: ManualClock())
            )
            host.tap("Fail")
            await waitUntil { host.texts.first == "answer: cancel" && host.texts.count == 3 }
            #expect(host.texts == ["answer: cancel"] + Self.offlineTexts)
            #expect(received.lines.isEmpty)
        }

        @Test("the responder is made once across renders, and its path source stops when the view goes away")
        func madeOnceAndStopped() async {
            let path = ManualNetworkPath()
            let made = MadeResponders()
            let host = ViewHost(OfflineScreen(path: path, made: made).presentingErrorAlerts())
            for _ in 0..<5 { host.tap("Render again") }
            await waitUntil { host.texts.contains("renders: 5") }
            #expect(made.count == 1)
            #expect(path.isStarted)
            host.tap("Close")
            await waitUntil { made.latest == nil }
            #expect(!path.isStarted)
        }
    }
#endif
