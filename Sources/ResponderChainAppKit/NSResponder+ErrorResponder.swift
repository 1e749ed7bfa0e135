#if canImport(AppKit)
    public import AppKit
    public import ResponderChain
#elseif !canImport(Darwin)  // Linux and the other platforms without Apple's frameworks: the stand-in
    public import AppKitStandIn
    public import ResponderChain
#endif

// Only a Mac has AppKit: on iOS, tvOS, watchOS and visionOS this module is empty.
#if canImport(AppKit) || !canImport(Darwin)
    extension NSResponder {
        /// The nearest ``ResponderChain/ErrorResponder`` further along AppKit's responder chain, or `nil`: the parent
        /// an error responder finds without being wired to one.
        ///
        /// The walk follows `nextResponder`: a view, its view controller, its superview, up to the window, the
        /// window controller, then the application and its delegate. Where AppKit leaves a link out it fills it in:
        /// a view controller goes to its parent, or the controller that presented it, or else its view's window; a
        /// window to its window controller; the end of a window's chain to the application.
        ///
        /// ```swift
        /// final class InvoiceViewController: NSViewController, ErrorResponder {
        ///     var parentResponder: (any ErrorResponder)? {
        ///         get { nextErrorResponder }
        ///         set {}
        ///     }
        /// }
        /// ```
        public var nextErrorResponder: (any ErrorResponder)? {
            var responder = Self.step(from: self)
            while let current = responder {
                if let found = current as? any ErrorResponder { return found }
                if let application = current as? NSApplication {
                    return application.delegate as? any ErrorResponder
                }
                responder = Self.step(from: current)
            }
            return nil
        }

        /// The next responder to look at.
        private static func step(from responder: NSResponder) -> NSResponder? {
            if let controller = responder as? NSViewController,
                let container = controller.parent ?? controller.presentingViewController
            {
                return container
            }
            if let next = responder.nextResponder {
                return next
            }
            switch responder {
            case let controller as NSViewController:
                return controller.isViewLoaded ? controller.view.window : nil
            case let window as NSWindow:
                return window.windowController ?? NSApplication.shared
            case is NSWindowController:
                return NSApplication.shared
            default:
                return nil
            }
        }
    }
#endif
