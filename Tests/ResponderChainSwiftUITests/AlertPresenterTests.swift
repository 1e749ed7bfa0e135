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
        /// The titles of what the presenter put on screen and took down (`nil`), in order.
        final class Screen {
            var titles: [String?] = []
        }

        private let ok = AlertButton("OK", role: .cancel, evaluation: .proceed)

        /// A presenter whose changes on screen are written down.
        private static func watchedPresenter() -> (SwiftUIAlertPresenter, Screen) {
            let presenter = SwiftUIAlertPresenter()
            let screen = Screen()
            presenter.onChange = { _, alert in screen.titles.append(alert?.title) }
            return (presenter, screen)
        }

        @Test(
            "SwiftUI taking down an alert already answered leaves the next alert on screen",
            arguments: ["the action first", "isPresented first"])
        func lateDismissalLeavesTheNextAlert(order: String) async {
            let (presenter, screen) = Self.watchedPresenter()
            let first = Task { await presenter.present(AlertModel(title: "First", buttons: [ok])) }
            await waitUntil { screen.titles == ["First"] }
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
            #expect(screen.titles == ["First", nil, "Second"])
            #expect(await first.value == ok)
            await Task.yield()
            #expect(screen.titles == ["First", nil, "Second"])
            presenter.choose(ok)
            #expect(await second.value == ok)
            #expect(screen.titles == ["First", nil, "Second", nil])
        }

        @Test("leaving the screen ends the alert shown at once, and withdraws those waiting, even if the view is back")
        func leavingTheScreen() async {
            let (presenter, screen) = Self.watchedPresenter()
            let direct = Task { await presenter.present(AlertModel(title: "Direct", buttons: [ok])) }
            await waitUntil { screen.titles == ["Direct"] }
            presenter.leaveScreen()
            #expect(screen.titles == ["Direct", nil], "the alert on screen ends at once")
            #expect(await direct.value(orFail: "the alert's caller was never answered") == .some(nil))
            // Through the queue: one alert shown, one waiting; the view leaves and comes straight back.
            presenter.isOnScreen = true
            let first = Task { await presenter.queue.present(AlertModel(title: "First", buttons: [ok])) }
            let second = Task { await presenter.queue.present(AlertModel(title: "Second", buttons: [ok])) }
            await waitUntil { screen.titles.last == "First" }
            presenter.leaveScreen()
            presenter.isOnScreen = true
            #expect(await first.value == .dismissed)
            #expect(await second.value(orFail: "the waiting alert showed once the view was back") == .dismissed)
            #expect(!screen.titles.contains("Second"))
        }

        @Test func anInlinePresenterTakesBannersOnlyToHandThemToTheQueueAbove() {
            #expect(SwiftUIAlertPresenter().presentableStyles == [.alert, .banner])
            let inline = SwiftUIAlertPresenter(showsInline: true)
            #expect(inline.presentableStyles == [.alert, .inline])
            inline.alertsAndBannersGoTo = PresentationQueue()
            #expect(inline.presentableStyles == [.alert, .banner, .inline])
        }

        @Test(
            "off screen, an alert or a banner asked for never shows and is answered at once",
            arguments: [PresentationStyle.alert, .banner()])
        func offScreenShowsNothing(style: PresentationStyle) async {
            let presenter = SwiftUIAlertPresenter()
            var changes = 0
            presenter.onChange = { _, _ in changes += 1 }
            presenter.onBannersChange = { _ in changes += 1 }
            presenter.leaveScreen()
            let alert = AlertModel(title: "Offline, off screen", buttons: [AlertButton("OK", evaluation: .proceed)])
            let answer = Task { await presenter.present(alert, as: style) }
            #expect(await answer.value(orFail: "the caller waits for a presentation that cannot show") == .some(nil))
            #expect(changes == 0)
            #expect(!AccessibilityNotification.Announcement.standInPosted.contains { $0.hasPrefix(alert.title) })
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

    /// What tells one emitted error from the next, so that an error set again after the last was handled is emitted
    /// again.
    @Suite("emittingError: one emitted error from the next")
    struct ErrorIdentityTests {
        final class Expired: Error, @unchecked Sendable {}
        struct Offline: Error, Equatable {}

        @Test func anObjectIsItselfAndAValueIsWhatItHolds() {
            let expired = Expired()
            #expect(ErrorIdentity(expired) == ErrorIdentity(expired))
            #expect(ErrorIdentity(expired) != ErrorIdentity(Expired()), "two objects that read alike are two errors")
            #expect(ErrorIdentity(Offline()) == ErrorIdentity(Offline()))
            #expect(ErrorIdentity(nil) == ErrorIdentity(nil) && ErrorIdentity(nil) != ErrorIdentity(Offline()))
        }
    }
#endif
