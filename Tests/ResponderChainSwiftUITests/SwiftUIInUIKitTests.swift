#if !canImport(UIKit) && !canImport(SwiftUI)
    import Foundation
    import ResponderChain
    import ResponderChainSwiftUI
    import ResponderChainTesting
    import SwiftUIStandIn
    import SwiftUIStandInHost
    import Testing
    import UIKitStandIn

    // A SwiftUI view hosted in a UIKit controller: its errors go up the SwiftUI adapter's chain to the controller,
    // which is an error responder. Nothing here needs ResponderChainUIKit, so the test lives with the SwiftUI adapter
    // (MyError is the Error Responder Chain example's, in ErrorResponderChainSwiftUIExampleTests.swift).

    @MainActor
    final class BridgeLog {
        var lines: [String] = []
    }

    /// The Error Responder Chain example's app delegate: it handles the app's errors and cancels the rest.
    final class BridgeAppDelegate: UIResponder, ErrorResponder {
        var parentResponder: (any ErrorResponder)?
        let log: BridgeLog

        init(log: BridgeLog) {
            self.log = log
        }

        func respond(to error: any Error) async -> ErrorEvaluation {
            switch error {
            case MyError.appError:
                log.lines.append("Error handled at App level")
                return .proceed
            default:
                return .cancel
            }
        }
    }

    // The Error Responder Chain example's bridge from SwiftUI to UIKit, in one line.

    struct BridgedHomePageView: View {
        @Environment(\.respondToError) private var respondToError
        let error: MyError
        let log: BridgeLog

        var body: some View {
            Button("Trigger error") {
                Task { log.lines.append("answer: \(await respondToError(error))") }
            }
        }
    }

    final class BridgingHomeTabViewController: UINavigationController, ErrorResponder {
        weak var parentResponder: (any ErrorResponder)?
        let log: BridgeLog
        /// Renders the hosted view, as UIKit does when the hosting controller's view loads.
        private(set) var renderHostedView: (() -> ViewHost)?

        init(error: MyError, log: BridgeLog) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
            let host = UIHostingController(
                rootView: BridgedHomePageView(error: error, log: log)
                    .environment(\.respondToError, RespondToErrorAction(responder: self))
            )
            renderHostedView = { host.render() }
            viewControllers = [host]
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func respond(to error: any Error) async -> ErrorEvaluation {
            switch error {
            case MyError.homeTabError:
                log.lines.append("Error handled at Home Tab level")
                return .proceed
            default:
                return await passToParent(error)
            }
        }
    }

    /// The Error Responder Chain example's "Bridging from SwiftUI to UIKit", as the example writes it: the hosted
    /// view's `respondToError` closure reads the controller's main-actor `parentResponder` through `[weak self]`.
    final class ExampleBridgingHomeTabViewController: UINavigationController, ErrorResponder {
        weak var parentResponder: (any ErrorResponder)?
        private(set) var renderHostedView: (() -> ViewHost)?

        init(error: MyError, log: BridgeLog) {
            super.init(nibName: nil, bundle: nil)

            let homePageView = BridgedHomePageView(error: error, log: log)
                .respondToError { [weak self] error in
                    switch error {
                    case MyError.homeTabError:
                        log.lines.append("Error handled at Home Tab level")
                        return .proceed
                    default:
                        return await self?.parentResponder?.respond(to: error) ?? .cancel
                    }
                }

            let rootViewController = UIHostingController(rootView: homePageView)
            renderHostedView = { rootViewController.render() }
            viewControllers = [rootViewController]
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        func respond(to error: any Error) async -> ErrorEvaluation {
            guard let parentResponder else { return .cancel }
            return await parentResponder.respond(to: error)
        }
    }

    @MainActor
    @Suite("SwiftUI in UIKit", .timeLimit(.minutes(2)))
    struct BridgeTests {
        @Test("a hosted view's errors go to the hosting controller's responder")
        func bridge() async throws {
            let log = BridgeLog()
            let app = BridgeAppDelegate(log: log)
            let homeTab = BridgingHomeTabViewController(error: .homeTabError, log: log)
            homeTab.parentResponder = app
            let render = try #require(homeTab.renderHostedView)
            let host = render()
            #expect(host.tap("Trigger error"))
            await waitUntil { log.lines.count >= 2 }
            #expect(log.lines == ["Error handled at Home Tab level", "answer: proceed"])
        }

        @Test(
            "the Error Responder Chain example's [weak self] closure handles its error and passes the rest to the controller's parent",
            arguments: [
                (MyError.homeTabError, ["Error handled at Home Tab level", "answer: proceed"]),
                (.appError, ["Error handled at App level", "answer: proceed"]),
                (.rootError, ["answer: cancel"]),  // the app delegate answers .cancel for what it does not know
            ]
        )
        func exampleBridge(error: MyError, expected: [String]) async throws {
            let log = BridgeLog()
            let app = BridgeAppDelegate(log: log)
            let homeTab = ExampleBridgingHomeTabViewController(error: error, log: log)
            homeTab.parentResponder = app
            let render = try #require(homeTab.renderHostedView)
            let host = render()
            #expect(host.tap("Trigger error"))
            await waitUntil { log.lines.count >= expected.count }
            #expect(log.lines == expected)
        }

        @Test("once the controller is gone, the Error Responder Chain example's closure answers its fallback, .cancel")
        func exampleBridgeAfterTheControllerIsGone() async throws {
            let log = BridgeLog()
            var homeTab: ExampleBridgingHomeTabViewController? = ExampleBridgingHomeTabViewController(
                error: .appError,
                log: log
            )
            let render = try #require(homeTab?.renderHostedView)
            weak let controller = homeTab
            homeTab = nil
            #expect(controller == nil)
            let host = render()
            #expect(host.tap("Trigger error"))
            await waitUntil { !log.lines.isEmpty }
            #expect(log.lines == ["answer: cancel"])
        }
    }
#endif
