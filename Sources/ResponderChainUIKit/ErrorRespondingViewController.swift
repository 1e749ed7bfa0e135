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
    /// A view controller that is an ``ResponderChain/ErrorResponder`` and finds its parent by itself: the nearest
    /// error responder along UIKit's responder chain, unless one is assigned.
    ///
    /// Subclass it and override ``respond(to:)`` to handle the errors that belong to the screen; call
    /// `passToParent(_:)` for the rest. Hierarchies of such controllers need no wiring; a hand-set
    /// ``parentResponder`` (as in the Error Responder Chain example's UIKit examples) wins over the one found.
    ///
    /// ```swift
    /// final class HomePageViewController: ErrorRespondingViewController {
    ///     override func respond(to error: any Error) async -> ErrorEvaluation {
    ///         if case MyError.homePageError = error { return .proceed }
    ///         return await passToParent(error)
    ///     }
    /// }
    /// ```
    @MainActor
    open class ErrorRespondingViewController: UIViewController, ErrorResponder {
        private weak var assignedParent: (any ErrorResponder)?

        /// The assigned parent, or else `UIResponder`'s `nextErrorResponder`. Setting it assigns one; setting `nil`
        /// goes back to the one found.
        open var parentResponder: (any ErrorResponder)? {
            get { assignedParent ?? nextErrorResponder }
            set { assignedParent = newValue }
        }

        /// Creates a controller.
        ///
        /// - Parameters:
        ///   - nibNameOrNil: the nib's name.
        ///   - nibBundleOrNil: the nib's bundle.
        public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }

        /// Creates a controller from an archive.
        ///
        /// - Parameter coder: the archive.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        /// Passes every error to ``parentResponder``; override it to handle the screen's own errors.
        ///
        /// - Parameter error: the error raised below this controller.
        /// - Returns: the answer.
        @discardableResult
        open func respond(to error: any Error) async -> ErrorEvaluation {
            await passToParent(error)
        }
    }
#endif  // (canImport(UIKit) && !os(watchOS)) || !canImport(Darwin)
