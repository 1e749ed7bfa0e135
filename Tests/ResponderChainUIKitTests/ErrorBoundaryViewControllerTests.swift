#if !canImport(UIKit) && !canImport(SwiftUI)
    import Foundation
    import ResponderChain
    import ResponderChainTesting
    import ResponderChainUIKit
    import Testing
    import UIKitStandIn

    /// Lines the fallbacks write.
    @MainActor
    final class Recorder {
        var lines: [String] = []
    }

    struct ChartBroke: Error {}
    struct Unrelated: Error {}

    /// A screen with state of its own that raises errors to its parent responder, found along UIKit's chain.
    final class ChartViewController: ErrorRespondingViewController {
        var taps = 0

        func raise(_ error: any Error) async -> ErrorEvaluation {
            await respond(to: error)
        }
    }

    /// A child that records the containment calls UIKit's rules ask of its parent.
    final class ContainedViewController: UIViewController {
        var moves: [String] = []

        override func willMove(toParent parent: UIViewController?) {
            moves.append("will move to \(parent.map { "\(type(of: $0))" } ?? "nil")")
        }

        override func didMove(toParent parent: UIViewController?) {
            moves.append("did move to \(parent.map { "\(type(of: $0))" } ?? "nil")")
        }
    }

    /// A top-level responder that records what reaches it and answers `.proceed`.
    final class RecordingRoot: UIViewController, ErrorResponder {
        var parentResponder: (any ErrorResponder)?
        var received: [String] = []

        func respond(to error: any Error) async -> ErrorEvaluation {
            received.append("\(type(of: error))")
            return .proceed
        }
    }

    @MainActor
    @Suite("ErrorBoundaryViewController: UIKit's error boundary", .timeLimit(.minutes(2)))
    struct ErrorBoundaryViewControllerTests {
        private func boundary(
            catching predicate: @escaping @MainActor (any Error) -> Bool = { _ in true },
            fallbacks: Recorder = Recorder()
        ) -> ErrorBoundaryViewController {
            ErrorBoundaryViewController(
                catching: predicate,
                content: { ChartViewController(nibName: nil, bundle: nil) },
                fallback: { error, _ in
                    fallbacks.lines.append("fallback for \(type(of: error))")
                    return ChartViewController(nibName: nil, bundle: nil)
                }
            )
        }

        @Test("a taken error swaps the child for the fallback, answers cancel, and retry makes a fresh child")
        func swapAndRetry() async throws {
            let root = RecordingRoot(nibName: nil, bundle: nil)
            let fallbacks = Recorder()
            let boundary = boundary(fallbacks: fallbacks)
            root.addChild(boundary)
            let chart = try #require(boundary.content as? ChartViewController)
            chart.taps = 3
            #expect(await chart.raise(ChartBroke()) == .cancel)
            #expect(boundary.content == nil)
            #expect(boundary.caughtError is ChartBroke)
            #expect(boundary.children.count == 1 && boundary.children.first === boundary.fallback)
            #expect(chart.parent == nil)
            #expect(fallbacks.lines == ["fallback for ChartBroke"])
            #expect(root.received.isEmpty)
            boundary.retry()
            let fresh = try #require(boundary.content as? ChartViewController)
            #expect(fresh !== chart)
            #expect(fresh.taps == 0)
            #expect(boundary.fallback == nil && boundary.caughtError == nil)
            #expect(boundary.children.count == 1 && boundary.children.first === fresh)
        }

        @Test(
            "the child is embedded as UIKit's containment asks: told it moved to the boundary once added"
        )
        func containmentCalls() async throws {
            let content = ContainedViewController(nibName: nil, bundle: nil)
            let boundary = ErrorBoundaryViewController(
                catching: { _ in true }, content: { content },
                fallback: { _, _ in UIViewController(nibName: nil, bundle: nil) })
            #expect(content.moves.last == "did move to ErrorBoundaryViewController")
            #expect(content.parent === boundary)
        }

        @Test("an error the boundary does not take goes on to its parent unchanged")
        func notTakenGoesUp() async throws {
            let root = RecordingRoot(nibName: nil, bundle: nil)
            let boundary = boundary(catching: { $0 is ChartBroke })
            root.addChild(boundary)
            let chart = try #require(boundary.content as? ChartViewController)
            #expect(await chart.raise(Unrelated()) == .proceed)
            #expect(root.received == ["Unrelated"])
            #expect(boundary.fallback == nil)
        }

        @Test("the fallback's own errors go to the boundary's parent, never back into the boundary")
        func fallbackErrorsGoUp() async throws {
            let root = RecordingRoot(nibName: nil, bundle: nil)
            let boundary = boundary()
            root.addChild(boundary)
            let chart = try #require(boundary.content as? ChartViewController)
            _ = await chart.raise(ChartBroke())
            let fallback = try #require(boundary.fallback as? ChartViewController)
            #expect(await fallback.raise(ChartBroke()) == .proceed)
            #expect(root.received == ["ChartBroke"])
        }

        @Test("nested boundaries: the innermost that takes an error wins")
        func innermostWins() async throws {
            let root = RecordingRoot(nibName: nil, bundle: nil)
            var inner: ErrorBoundaryViewController?
            let outer = ErrorBoundaryViewController(
                content: {
                    let made = ErrorBoundaryViewController(
                        catching: { $0 is ChartBroke },
                        content: { ChartViewController(nibName: nil, bundle: nil) },
                        fallback: { _, _ in UIViewController(nibName: nil, bundle: nil) }
                    )
                    inner = made
                    return made
                },
                fallback: { _, _ in UIViewController(nibName: nil, bundle: nil) }
            )
            root.addChild(outer)
            let innerBoundary = try #require(inner)
            let chart = try #require(innerBoundary.content as? ChartViewController)
            #expect(await chart.raise(ChartBroke()) == .cancel)
            #expect(innerBoundary.fallback != nil)
            #expect(outer.fallback == nil)
            innerBoundary.retry()
            let second = try #require(innerBoundary.content as? ChartViewController)
            #expect(await second.raise(Unrelated()) == .cancel)
            #expect(outer.caughtError is Unrelated)
            #expect(root.received.isEmpty)
        }
    }
#endif
