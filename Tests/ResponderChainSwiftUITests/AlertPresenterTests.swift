#if !canImport(SwiftUI)
    import ResponderChain
    import SwiftUIStandIn
    import Testing

    @testable import ResponderChainSwiftUI

    /// The presenter behind `presentingErrorAlerts()`, driven as SwiftUI drives it: a button's action, then the
    /// alert's `isPresented` set to false, each at its own time.
    @MainActor
    @Suite("SwiftUI's alert presenter: an alert ends only by its own answer", .timeLimit(.minutes(2)))
    struct AlertPresenterTests {
        @Test(
            "SwiftUI taking down an alert already answered leaves the next alert on screen",
            arguments: ["the action first", "isPresented first"])
        func lateDismissalLeavesTheNextAlert(order: String) async {
            let presenter = SwiftUIAlertPresenter()
            var onScreen: [String?] = []
            presenter.onChange = { _, alert in onScreen.append(alert?.title) }
            let ok = AlertButton("OK", role: .cancel, evaluation: .proceed)
            let first = Task { await presenter.present(AlertModel(title: "First", buttons: [ok])) }
            await waitUntil { onScreen == ["First"] }
            // The user taps OK: the action answers the first alert, and SwiftUI sets `isPresented` to false, in
            // either order; the dismissal's work is left for later either way.
            if order == "the action first" {
                presenter.choose(ok)
                presenter.dismissedBySwiftUI()
            } else {
                presenter.dismissedBySwiftUI()
                presenter.choose(ok)
            }
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

        @Test("an alert or a banner asked for by a cancelled task never shows, and no banner is read out")
        func cancelledTaskShowsNothing() async {
            let presenter = SwiftUIAlertPresenter()
            var changes = 0
            presenter.onChange = { _, _ in changes += 1 }
            presenter.onBannersChange = { _ in changes += 1 }
            let alert = AlertModel(title: "Offline, cancelled", buttons: [AlertButton("OK", evaluation: .proceed)])
            for style in [PresentationStyle.alert, .banner()] {
                let cancelled = Task { await presenter.present(alert, as: style) }
                cancelled.cancel()
                #expect(await cancelled.value == nil)
            }
            #expect(changes == 0)
            #expect(!AccessibilityNotification.Announcement.standInPosted.contains { $0.hasPrefix(alert.title) })
        }
    }
#endif
