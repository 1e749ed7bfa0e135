#if canImport(UIKit)
    public import Foundation
    public import ResponderChain
    public import UIKit
#elseif !canImport(Darwin)  // Linux and the other platforms without Apple's frameworks: the stand-in
    public import Foundation
    public import ResponderChain
    public import UIKitStandIn
#endif

// A Mac has no UIKit: there this module is empty, and no stand-in is linked.
#if (canImport(UIKit) && !os(watchOS)) || !canImport(Darwin)
    /// A container that shows a child controller and, when the child reports an error it takes, swaps it for a
    /// fallback controller until the user retries: the error boundary, for UIKit.
    ///
    /// ```swift
    /// let feed = ErrorBoundaryViewController(
    ///     content: { FeedViewController() },
    ///     fallback: { error, retry in RetryViewController(error: error, retry: retry) }
    /// )
    /// ```
    ///
    /// - The child finds the boundary as its parent responder along UIKit's chain (``ErrorRespondingViewController``
    ///   does this by itself). The boundary takes each error `predicate` accepts, answers it
    ///   ``ResponderChain/ErrorEvaluation/cancel`` (the child that raised it is going away), and shows the fallback.
    /// - `retry` makes a new child with `content`: a new controller, with fresh state.
    /// - Errors the boundary does not take go on to its parent responder unchanged; so do the fallback's own errors,
    ///   never back into the boundary. Nested boundaries: the innermost that takes an error wins.
    @MainActor
    open class ErrorBoundaryViewController: ErrorRespondingViewController {
        private let makeContent: @MainActor () -> UIViewController
        private let makeFallback: @MainActor (any Error, @escaping @MainActor () -> Void) -> UIViewController
        private let predicate: @MainActor (any Error) -> Bool

        /// The child shown while nothing has failed.
        public private(set) var content: UIViewController?

        /// The fallback shown in the child's place, after an error.
        public private(set) var fallback: UIViewController?

        /// The error the fallback is shown for.
        public private(set) var caughtError: (any Error)?

        /// Creates a boundary and its first child.
        ///
        /// - Parameters:
        ///   - predicate: which errors the boundary takes; all by default.
        ///   - content: makes the child, now and on each retry.
        ///   - fallback: makes the controller shown in the child's place, from the error and the retry action.
        public init(
            catching predicate: @escaping @MainActor (any Error) -> Bool = { _ in true },
            content: @escaping @MainActor () -> UIViewController,
            fallback: @escaping @MainActor (any Error, _ retry: @escaping @MainActor () -> Void) -> UIViewController
        ) {
            self.predicate = predicate
            self.makeContent = content
            self.makeFallback = fallback
            super.init(nibName: nil, bundle: nil)
            let child = content()
            self.content = child
            embed(child)
        }

        /// Not supported: a boundary is made in code, with its content and fallback.
        ///
        /// - Parameter coder: the archive.
        public required init?(coder: NSCoder) {
            fatalError("ErrorBoundaryViewController is made in code: init(catching:content:fallback:)")
        }

        /// Takes `error` when it comes from the child and `predicate` accepts it, and shows the fallback; passes
        /// anything else to the parent responder.
        ///
        /// - Parameter error: the error raised below.
        /// - Returns: ``ResponderChain/ErrorEvaluation/cancel`` when the boundary took it, or the parent's answer.
        open override func respond(to error: any Error) async -> ErrorEvaluation {
            guard fallback == nil, predicate(error) else {
                return await passToParent(error)
            }
            caughtError = error
            if let content {
                unembed(content)
                self.content = nil
            }
            let shown = makeFallback(error) { [weak self] in self?.retry() }
            fallback = shown
            embed(shown)
            return .cancel
        }

        /// Takes the fallback down and shows a new child made by `content`.
        public func retry() {
            guard let shown = fallback else { return }
            unembed(shown)
            fallback = nil
            caughtError = nil
            let child = makeContent()
            content = child
            embed(child)
        }

        private func embed(_ child: UIViewController) {
            addChild(child)
            #if canImport(UIKit)
                child.view.frame = view.bounds
                child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(child.view)
            #endif
            child.didMove(toParent: self)
        }

        private func unembed(_ child: UIViewController) {
            child.willMove(toParent: nil)
            #if canImport(UIKit)
                child.view.removeFromSuperview()
            #endif
            child.removeFromParent()
        }
    }
#endif  // (canImport(UIKit) && !os(watchOS)) || !canImport(Darwin)
