#if canImport(UIKit)
    public import ResponderChain
    public import UIKit
#elseif !canImport(Darwin)  // Linux and the other platforms without Apple's frameworks: the stand-in
    public import ResponderChain
    public import UIKitStandIn
#endif

// A Mac has no UIKit: there this module is empty, and no stand-in is linked.
#if (canImport(UIKit) && !os(watchOS)) || !canImport(Darwin)
    extension UIResponder {
        /// The nearest ``ResponderChain/ErrorResponder`` further along UIKit's responder chain (`next`, then its
        /// `next`, …), or `nil`: the parent an error responder finds without being wired to one.
        ///
        /// A view controller goes to its parent or presenting controller (which UIKit's `next` reaches only through
        /// the controller's view once it is in a window, so this also works before the view loads or while it is off
        /// screen), and anything else to its `next`: a root controller reaches its window, the application and the
        /// app delegate. A view controller nested in others finds the nearest one that responds to errors.
        ///
        /// ```swift
        /// final class HomePageViewController: UIViewController, ErrorResponder {
        ///     private weak var assignedParent: (any ErrorResponder)?
        ///     var parentResponder: (any ErrorResponder)? {
        ///         get { assignedParent ?? nextErrorResponder }
        ///         set { assignedParent = newValue }
        ///     }
        /// }
        /// ```
        public var nextErrorResponder: (any ErrorResponder)? {
            var responder = Self.step(from: self)
            while let current = responder {
                if let found = current as? any ErrorResponder { return found }
                responder = Self.step(from: current)
            }
            return nil
        }

        /// The next responder to look at: a view controller's parent or presenting controller, which UIKit's `next`
        /// reaches only through the controller's view once it is in a window, and `next` for everything else.
        private static func step(from responder: UIResponder) -> UIResponder? {
            if let controller = responder as? UIViewController,
                let container = controller.parent ?? controller.presentingViewController
            {
                return container
            }
            return responder.next
        }
    }
#endif  // (canImport(UIKit) && !os(watchOS)) || !canImport(Darwin)
