#if !canImport(UIKit)
    /// Stand-in for UIKit's `UIResponder`, for platforms without UIKit: only `next`, which the adapters walk.
    ///
    /// Signatures checked against https://developer.apple.com/documentation/uikit/uiresponder and
    /// https://developer.apple.com/documentation/uikit/uiresponder/next.
    @MainActor
    open class UIResponder {
        /// Creates a responder.
        public init() {}

        /// The next responder in the responder chain, or `nil`. UIKit returns a view's superview or view
        /// controller, a view controller's view's superview (leading to its parent) or presenting controller, and so
        /// on up to the application. The stand-in's view controllers return their presenting controller or a responder
        /// set for the test.
        open var next: UIResponder? { nil }
    }
#endif
