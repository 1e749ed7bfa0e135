#if !canImport(SwiftUI)
    import Foundation
    import ResponderChain
    import ResponderChainSwiftUI
    import ResponderChainTesting
    import SwiftUIStandIn
    import SwiftUIStandInHost
    import Testing

    struct WidgetBroke: LocalizedError {
        let widget: String
        var errorDescription: String? { "\(widget) broke" }
    }

    struct NotMine: Error {}

    /// A widget with state of its own (a tap counter) that fails on demand, through either reporting style.
    struct Widget: View {
        @Environment(\.respondToError) private var respondToError
        @Environment(\.reportError) private var reportError
        @State private var taps = 0
        let name: String
        let answers: Recorder

        var body: some View {
            VStack {
                Text("\(name): \(taps) taps")
                Button("Tap \(name)") { taps += 1 }
                Button("Break \(name)") {
                    Task { answers.lines.append("\(name): \(await respondToError(WidgetBroke(widget: name)))") }
                }
                Button("Report \(name)") { reportError(WidgetBroke(widget: name)) }
                Button("Other \(name)") {
                    Task { answers.lines.append("\(name) other: \(await respondToError(NotMine()))") }
                }
            }
        }
    }

    /// A fallback that itself fails when tapped.
    struct BrokenFallback: View {
        @Environment(\.respondToError) private var respondToError
        let answers: Recorder

        var body: some View {
            Button("Fallback fails") {
                Task { answers.lines.append("fallback: \(await respondToError(WidgetBroke(widget: "fallback")))") }
            }
        }
    }

    @MainActor
    @Suite("errorBoundary: a failing subtree swapped for a fallback, and Retry makes it anew", .timeLimit(.minutes(2)))
    struct ErrorBoundaryTests {
        @Test("a caught error swaps the subtree for the fallback while the rest keeps working; Retry gives fresh state")
        func swapAndRetry() async {
            let answers = Recorder()
            let host = ViewHost(
                VStack {
                    Widget(name: "chart", answers: answers).errorBoundary()
                    Widget(name: "list", answers: answers)
                }
            )
            host.tap("Tap chart")
            host.tap("Tap chart")
            await host.settle()
            #expect(host.texts == ["chart: 2 taps", "list: 0 taps"])
            host.tap("Break chart")
            await waitUntil { host.texts.first == "chart broke" && answers.lines == ["chart: cancel"] }
            #expect(host.texts == ["chart broke", "list: 0 taps"])
            #expect(host.tappableLabels.contains("Retry"))
            host.tap("Tap list")
            await host.settle()
            #expect(host.texts.last == "list: 1 taps")
            host.tap("Retry")
            await host.settle()
            #expect(host.texts == ["chart: 0 taps", "list: 1 taps"])
        }

        @Test("an error reported with \\.reportError is caught too")
        func reportedErrorIsCaught() async {
            let answers = Recorder()
            let host = ViewHost(Widget(name: "map", answers: answers).errorBoundary())
            host.tap("Report map")
            await waitUntil { host.texts.first == "map broke" }
        }

        @Test("an error the boundary does not take goes on up the chain unchanged")
        func notTakenPassesOn() async {
            let answers = Recorder()
            let received = Recorder()
            let host = ViewHost(
                Widget(name: "feed", answers: answers)
                    .errorBoundary(catching: { $0 is WidgetBroke })
                    .respondToError { error in
                        received.lines.append("\(type(of: error))")
                        return .retry
                    }
            )
            host.tap("Other feed")
            await waitUntil { answers.lines == ["feed other: retry"] }
            #expect(received.lines == ["NotMine"])
            #expect(host.texts.first == "feed: 0 taps")
        }

        /// A widget inside a boundary that takes only ``WidgetBroke``, inside one that takes everything.
        private func nested(_ answers: Recorder) -> ViewHost {
            ViewHost(
                VStack {
                    Widget(name: "inner", answers: answers)
                        .errorBoundary(catching: { $0 is WidgetBroke }) { _, _ in Text("inner caught") }
                    Text("sibling")
                }
                .errorBoundary { _, _ in Text("outer caught") }
            )
        }

        @Test("nested boundaries: the innermost that takes an error wins")
        func innermostWins() async {
            let answers = Recorder()
            let host = nested(answers)
            host.tap("Break inner")
            await waitUntil { host.texts == ["inner caught", "sibling"] }
            let otherError = nested(answers)
            otherError.tap("Other inner")
            await waitUntil { otherError.texts == ["outer caught"] }
        }

        @Test("a fallback that reports an error passes it to the next boundary up, never back into its own")
        func fallbackErrorsGoUp() async {
            let answers = Recorder()
            let (_, unhandled) = await UnhandledCapture.run {
                let host = ViewHost(
                    Widget(name: "cart", answers: answers)
                        .errorBoundary { _, _ in BrokenFallback(answers: answers) }
                        .errorBoundary { error, _ in Text("outer: \(error.localizedDescription)") }
                )
                host.tap("Break cart")
                await waitUntil { host.tappableLabels == ["Fallback fails"] }
                host.tap("Fallback fails")
                await waitUntil { host.texts == ["outer: fallback broke"] }
                await waitUntil { answers.lines == ["cart: cancel", "fallback: cancel"] }
            }
            #expect(unhandled.isEmpty)
        }
    }
#endif
