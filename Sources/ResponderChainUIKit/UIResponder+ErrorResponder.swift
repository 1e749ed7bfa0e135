#if canImport(UIKit)
    public import ResponderChain
    public import UIKit
#else
    public import ResponderChain
    public import UIKitStandIn
#endif

#if !os(watchOS)
    extension UIResponder {
        /// The nearest ``ResponderChain/ErrorResponder`` further along UIKit's responder chain (`next`, then its
        /// `next`, …), or `nil`: the parent an error responder finds without being wired to one.
        ///
        /// A view controller's `next` leads through its view's superviews to its parent or presenting controller, so
        /// a view controller nested in others finds the nearest one that responds to errors.
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
            var responder = next
            while let current = responder {
                if let found = current as? any ErrorResponder { return found }
                responder = current.next
            }
            return nil
        }
    }
#endif  // !os(watchOS)
