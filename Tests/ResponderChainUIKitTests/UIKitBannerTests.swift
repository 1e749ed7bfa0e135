#if !canImport(UIKit) && !canImport(SwiftUI)
    import Foundation
    import ResponderChain
    import ResponderChainTesting
    import ResponderChainUIKit
    import Testing
    import UIKitStandIn

    extension UIView {
        /// Every view inside this one, depth first.
        var allSubviews: [UIView] {
            subviews.flatMap { [$0] + $0.allSubviews }
        }

        /// The texts of the labels inside, in order.
        var labelTexts: [String] {
            allSubviews.compactMap { ($0 as? UILabel)?.text }
        }

        /// The buttons inside, in order.
        var buttons: [UIButton] {
            allSubviews.compactMap { $0 as? UIButton }
        }
    }

    @MainActor
    @Suite(
        "UIKit banners: at the top of the controller's view, announced, gone on time or on a tap",
        .timeLimit(.minutes(2)))
    struct UIKitBannerTests {
        private let offline = AlertModel(
            title: "You're offline",
            message: "Showing saved posts.",
            buttons: [
                AlertButton("Retry", evaluation: .retry), AlertButton("Close", role: .cancel, evaluation: .cancel),
            ]
        )

        @Test("a banner shows its title, message and buttons, is announced, and a tap answers and takes it down")
        func tapAnswers() async {
            let controller = UIViewController(nibName: nil, bundle: nil)
            let queue = PresentationQueue(presenter: controller, clock: ManualClock())
            var outcome: PresentationOutcome?
            Task { outcome = await queue.present(offline, style: .banner(duration: 4)) }
            await waitForBanner(on: controller)
            #expect(controller.view.labelTexts == ["You're offline", "Showing saved posts."])
            #expect(controller.view.buttons.map { $0.standInPrimaryAction?.title } == ["Retry", "Close"])
            #expect(UIAccessibility.standInAnnouncements.contains("You're offline. Showing saved posts."))
            #expect(controller.presentedViewController == nil)  // no alert: the screen stays usable
            controller.view.buttons.first?.standInTap()
            await waitUntil { outcome != nil }
            #expect(outcome == .chosen(AlertButton("Retry", evaluation: .retry)))
            #expect(controller.view.labelTexts.isEmpty)
        }

        @Test("a banner whose time runs out is taken down and answers as a dismissal")
        func timesOut() async {
            let clock = ManualClock()
            let controller = UIViewController(nibName: nil, bundle: nil)
            let queue = PresentationQueue(presenter: controller, clock: clock)
            var outcome: PresentationOutcome?
            Task { outcome = await queue.present(offline, style: .banner(duration: 4)) }
            await waitForBanner(on: controller)
            await clock.waitForSleepers()
            clock.advance(by: .seconds(4))
            await waitUntil { outcome != nil }
            #expect(outcome == .dismissed)
            #expect(controller.view.labelTexts.isEmpty)
        }

        @Test("banners stack in one place at the top, oldest first, beside an alert")
        func stack() async {
            let controller = UIViewController(nibName: nil, bundle: nil)
            let queue = PresentationQueue(presenter: controller, clock: ManualClock())
            for title in ["First", "Second"] {
                Task { await queue.present(AlertModel(title: title, buttons: []), style: .banner(duration: 4)) }
            }
            Task { await queue.present(AlertModel(title: "Modal", buttons: [])) }
            await waitUntil { controller.view.labelTexts.count >= 2 && controller.presentedViewController != nil }
            #expect(controller.view.subviews.count == 1)  // one stack holds both banners
            #expect(controller.view.labelTexts == ["First", "Second"])
            #expect((controller.presentedViewController as? UIAlertController)?.title == "Modal")
            queue.dismissAll()
            await waitUntil { controller.view.labelTexts.isEmpty }
            #expect(controller.view.labelTexts.isEmpty)
        }

        @Test("an offline responder on a view controller's shared queue shows one banner, taken down when back online")
        func theOfflineBanner() async {
            let controller = UIViewController(nibName: nil, bundle: nil)
            let path = ManualNetworkPath(.unsatisfied())
            let offline = OfflineResponder(path: path, presentingOn: .shared(for: controller))
            for _ in 0..<5 {
                #expect(await offline.dispatch(URLError(.notConnectedToInternet)) == .cancel)
            }
            await waitForBanner(on: controller)
            #expect(
                controller.view.labelTexts == [
                    "You're offline", "Check your connection. What can wait will be sent once you're back online.",
                ])
            #expect(controller.presentedViewController == nil)
            path.set(.satisfied)
            await waitUntil { controller.view.labelTexts.isEmpty }
            #expect(controller.view.labelTexts.isEmpty)
        }

        private func waitForBanner(on controller: UIViewController, sourceLocation: SourceLocation = #_sourceLocation)
            async
        {
            await waitUntil { !controller.view.labelTexts.isEmpty }
            #expect(!controller.view.labelTexts.isEmpty, "no banner appeared", sourceLocation: sourceLocation)
        }
    }
#endif
