#if !canImport(SwiftUI)
    import ResponderChain
    import Testing

    @testable import ResponderChainSwiftUI

    /// The presenter behind `presentingErrorAlerts()`, driven as SwiftUI drives it: a button's action, then the
    /// alert's `isPresented` set to false, each at its own time.
    @MainActor
    @Suite("SwiftUI's alert presenter: an alert ends only by its own answer", .timeLimit(.minutes(2)))
    struct AlertPresenterTests {
        @Test("SwiftUI taking down an alert already answered leaves the next alert on screen")
        func lateDismissalLeavesTheNextAlert() async {
            let presenter = SwiftUIAlertPresenter()
            var onScreen: [String?] = []
            presenter.onChange = { _, alert in onScreen.append(alert?.title) }
            let ok = AlertButton("OK", role: .cancel, evaluation: .proceed)
            let first = Task { await presenter.present(AlertModel(title: "First", buttons: [ok])) }
            await waitUntil { onScreen == ["First"] }
            // The user taps OK: the action answers the first alert, then SwiftUI sets `isPresented` to false.
            presenter.choose(ok)
            presenter.dismissedBySwiftUI()
            // The next alert shows at once, before the dismissal's work, which runs on the main actor after this.
            let second = Task.immediate { await presenter.present(AlertModel(title: "Second", buttons: [ok])) }
            #expect(onScreen == ["First", nil, "Second"])
            #expect(await first.value == ok)
            await Task.yield()
            #expect(onScreen == ["First", nil, "Second"])
            presenter.choose(ok)
            #expect(await second.value == ok)
            #expect(onScreen == ["First", nil, "Second", nil])
        }
    }
#endif
