#if !canImport(AppKit)
    public import Foundation

    /// Stand-in for AppKit's `NSView`: the view hierarchy and its place in the responder chain.
    ///
    /// Signatures checked against the macOS 15.5 SDK (`NSView.h`): `init(frame:)`, `superview`, `subviews`,
    /// `window`, `addSubview(_:)`, `removeFromSuperview()`.
    @MainActor
    open class NSView: NSResponder {
        /// The view's frame.
        open var frame: NSRect

        /// The view that contains this one.
        open private(set) weak var superview: NSView?

        /// The views this one contains, back to front.
        open private(set) var subviews: [NSView] = []

        /// The view controller whose view this is; AppKit puts it between the view and its superview.
        weak var standInController: NSViewController?

        /// The window whose content view this is.
        weak var standInContentWindow: NSWindow?

        /// Creates a view with `frameRect`.
        public init(frame frameRect: NSRect) {
            frame = frameRect
            super.init()
        }

        /// Creates a view with an empty frame.
        public convenience override init() {
            self.init(frame: .zero)
        }

        /// The window the view is in: its root's, when the root is a window's content view.
        open var window: NSWindow? {
            var view = self
            while let parent = view.superview { view = parent }
            return view.standInContentWindow
        }

        /// Adds `view` on top of this view's subviews, and makes this view (or, first, `view`'s controller) its next
        /// responder.
        open func addSubview(_ view: NSView) {
            view.removeFromSuperview()
            subviews.append(view)
            view.superview = self
            view.standInLink(to: self)
        }

        /// Removes the view from its superview.
        open func removeFromSuperview() {
            superview?.subviews.removeAll { $0 === self }
            superview = nil
            standInLink(to: nil)
        }

        /// Makes `next` the responder after this view, through its view controller when it has one, as AppKit does.
        func standInLink(to next: NSResponder?) {
            if let controller = standInController {
                nextResponder = controller
                controller.nextResponder = next
            } else {
                nextResponder = next
            }
        }
    }

    /// Stand-in for AppKit's `NSNib`, for its `Name`.
    @MainActor
    open class NSNib {
        /// A nib's name.
        public typealias Name = String
    }

    /// Stand-in for AppKit's `NSViewController`: its view, its place in the responder chain, and its parent and
    /// presenting controllers.
    ///
    /// Signatures checked against the macOS 15.5 SDK (`NSViewController.h`): `init(nibName:bundle:)`, `view`,
    /// `isViewLoaded`, `loadView()`, `parent`, `children`, `addChild(_:)`, `presentingViewController`,
    /// `presentedViewControllers`, `presentAsSheet(_:)`, `dismiss(_:)`.
    @MainActor
    open class NSViewController: NSResponder {
        private var loadedView: NSView?

        /// The controller that contains this one.
        open private(set) weak var parent: NSViewController?

        /// The controllers this one contains.
        open private(set) var children: [NSViewController] = []

        /// The controller that presented this one, if any.
        open internal(set) weak var presentingViewController: NSViewController?

        /// The controllers this one presented and has not dismissed yet, or `nil` when there are none.
        open private(set) var presentedViewControllers: [NSViewController]?

        /// Creates a controller; the stand-in loads no nib.
        public init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) {
            super.init()
        }

        /// Creates a controller without a nib.
        public convenience override init() {
            self.init(nibName: nil, bundle: nil)
        }

        /// The controller's view, loaded on first access with ``loadView()``.
        open var view: NSView {
            get {
                if loadedView == nil {
                    loadView()
                }
                return loadedView!
            }
            set {
                loadedView?.standInController = nil
                loadedView = newValue
                newValue.standInController = self
                newValue.standInLink(to: newValue.superview ?? newValue.standInContentWindow)
            }
        }

        /// Whether the view is loaded.
        open var isViewLoaded: Bool {
            loadedView != nil
        }

        /// Makes the view; the stand-in's is an empty `NSView` (AppKit's loads a nib).
        open func loadView() {
            view = NSView()
        }

        /// Adds `childViewController` as a child of this controller.
        open func addChild(_ childViewController: NSViewController) {
            childViewController.parent?.children.removeAll { $0 === childViewController }
            children.append(childViewController)
            childViewController.parent = self
        }

        /// Presents `viewController` as a sheet: this controller becomes its presenting controller until it is
        /// dismissed. The stand-in shows no sheet window.
        open func presentAsSheet(_ viewController: NSViewController) {
            viewController.presentingViewController = self
            presentedViewControllers = (presentedViewControllers ?? []) + [viewController]
        }

        /// Dismisses `viewController`, which this controller presented.
        open func dismiss(_ viewController: NSViewController) {
            guard presentedViewControllers?.contains(where: { $0 === viewController }) == true else { return }
            presentedViewControllers?.removeAll { $0 === viewController }
            if presentedViewControllers?.isEmpty == true {
                presentedViewControllers = nil
            }
            viewController.presentingViewController = nil
        }
    }
#endif
