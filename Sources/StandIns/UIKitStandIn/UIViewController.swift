#if !canImport(UIKit)
    #if canImport(CoreGraphics)
        // On macOS, where this stand-in is built for the UIKit adapter, `CGRect` and its members come from here.
        import CoreGraphics
    #endif
    public import Foundation

    /// Stand-in for UIKit's `UIViewController`, for platforms without UIKit: containment and modal presentation,
    /// as far as the adapters and their tests use them.
    ///
    /// Signatures checked against https://developer.apple.com/documentation/uikit/uiviewcontroller (in particular
    /// `init(nibName:bundle:)`, `init(coder:)`, `parent`, `children`, `addChild(_:)`, `removeFromParent()`,
    /// `present(_:animated:completion:)`, `dismiss(animated:completion:)`, `presentedViewController` and
    /// `presentingViewController`).
    @MainActor
    open class UIViewController: UIResponder {
        /// The parent view controller, if this one is a child.
        public private(set) weak var parent: UIViewController?

        /// The child view controllers.
        public private(set) var children: [UIViewController] = []

        /// The controller this one presents, if any.
        public private(set) var presentedViewController: UIViewController?

        /// The controller that presents this one, if any.
        public private(set) weak var presentingViewController: UIViewController?

        /// Creates a controller.
        ///
        /// - Parameters:
        ///   - nibNameOrNil: ignored by the stand-in.
        ///   - nibBundleOrNil: ignored by the stand-in.
        public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init()
        }

        /// The controller's root view, made when first asked for
        /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/view).
        public lazy var view: UIView! = UIView(frame: .zero)

        /// Creates a controller from an archive; the stand-in has none.
        ///
        /// - Parameter coder: the archive.
        public required init?(coder: NSCoder) {
            super.init()
        }

        /// Stand-in only: makes ``present(_:animated:completion:)`` refuse, as UIKit does for a controller whose
        /// view is not in a window.
        public var standInRefusesPresentation = false

        /// Stand-in only: the `animated` flag of each ``present(_:animated:completion:)`` this controller carried
        /// out, in order.
        public private(set) var standInPresentations: [Bool] = []

        /// Stand-in only: the `animated` flag of each ``dismiss(animated:completion:)`` called on this controller, in
        /// order.
        public private(set) var standInDismissals: [Bool] = []

        /// Stand-in only: what ``next`` returns for a controller that is not presented, standing for what UIKit
        /// finds through the controller's view (its superview's chain, or the window and the application).
        public var standInNextResponder: UIResponder?

        /// The presenting controller, or else ``standInNextResponder``. UIKit returns the view's superview (leading
        /// to the parent's view and the parent), or the window for a root view; the stand-in has no views.
        open override var next: UIResponder? {
            presentingViewController ?? standInNextResponder
        }

        /// Adds `childController` as a child.
        ///
        /// - Parameter childController: the child.
        open func addChild(_ childController: UIViewController) {
            childController.removeFromParent()
            children.append(childController)
            childController.parent = self
        }

        /// Removes this controller from its parent.
        open func removeFromParent() {
            parent?.children.removeAll { $0 === self }
            parent = nil
        }

        /// Stand-in for `willMove(toParent:)`:
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:). Nothing to do
        /// without views.
        ///
        /// - Parameter parent: the new parent, or `nil` when the controller is being removed.
        open func willMove(toParent parent: UIViewController?) {}

        /// Stand-in for `didMove(toParent:)`:
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:). Nothing to do
        /// without views.
        ///
        /// - Parameter parent: the new parent, or `nil` when the controller was removed.
        open func didMove(toParent parent: UIViewController?) {}

        /// Makes `controllers` the children that replace `old`: what the containers do when their list changes.
        func adopt(_ controllers: [UIViewController], replacing old: [UIViewController]) {
            for controller in old where !controllers.contains(where: { $0 === controller }) {
                controller.removeFromParent()
            }
            for controller in controllers where controller.parent !== self {
                addChild(controller)
            }
        }

        /// Presents `viewControllerToPresent` modally.
        ///
        /// - Parameters:
        ///   - viewControllerToPresent: the controller to present.
        ///   - flag: whether UIKit animates it; the stand-in keeps it in ``standInPresentations``.
        ///   - completion: called once it is presented.
        open func present(
            _ viewControllerToPresent: UIViewController,
            animated flag: Bool,
            completion: (() -> Void)? = nil
        ) {
            // UIKit refuses, with a console warning, when the controller is not in a window or is busy presenting.
            guard !standInRefusesPresentation, presentedViewController == nil else { return }
            standInPresentations.append(flag)
            presentedViewController = viewControllerToPresent
            viewControllerToPresent.presentingViewController = self
            completion?()
        }

        /// Dismisses the controller this one presents, or this one if it is presented.
        ///
        /// - Parameters:
        ///   - flag: whether UIKit animates it; the stand-in keeps it in ``standInDismissals``.
        ///   - completion: called once it is dismissed.
        open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
            standInDismissals.append(flag)
            if let presented = presentedViewController {
                presented.presentingViewController = nil
                presentedViewController = nil
            } else if let presenting = presentingViewController {
                presenting.presentedViewController = nil
                presentingViewController = nil
            }
            completion?()
        }
    }

    /// Stand-in for UIKit's `UINavigationController`.
    ///
    /// Signatures checked against https://developer.apple.com/documentation/uikit/uinavigationcontroller
    /// (`init(rootViewController:)`, `viewControllers`, `pushViewController(_:animated:)`).
    @MainActor
    open class UINavigationController: UIViewController {
        /// The stacked controllers, root first; each is a child of the navigation controller.
        open var viewControllers: [UIViewController] = [] {
            didSet { adopt(viewControllers, replacing: oldValue) }
        }

        /// Creates a navigation controller with a root controller.
        ///
        /// - Parameter rootViewController: the root.
        public init(rootViewController: UIViewController) {
            super.init(nibName: nil, bundle: nil)
            viewControllers = [rootViewController]
            adopt(viewControllers, replacing: [])  // an initializer's assignment does not run `didSet`
        }

        /// Creates an empty navigation controller.
        public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }

        /// Creates a navigation controller from an archive; the stand-in has none.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        /// Pushes a controller onto the stack.
        ///
        /// - Parameters:
        ///   - viewController: the controller.
        ///   - animated: ignored by the stand-in.
        open func pushViewController(_ viewController: UIViewController, animated: Bool) {
            viewControllers.append(viewController)
        }
    }

    /// Stand-in for UIKit's `UITabBarController`.
    ///
    /// Signatures checked against https://developer.apple.com/documentation/uikit/uitabbarcontroller
    /// (`viewControllers`).
    @MainActor
    open class UITabBarController: UIViewController {
        /// The tabs' controllers; each is a child of the tab bar controller.
        open var viewControllers: [UIViewController]? {
            didSet { adopt(viewControllers ?? [], replacing: oldValue ?? []) }
        }
    }
#endif
