#if !canImport(SwiftUI) && canImport(UIKitStandIn)
    public import Foundation
    public import SwiftUIStandIn
    public import UIKitStandIn

    /// Stand-in for SwiftUI's `UIHostingController`: https://developer.apple.com/documentation/swiftui/uihostingcontroller
    /// (`init(rootView:)`, `rootView`). ``render()`` renders the root view in a ``ViewHost``.
    @MainActor
    open class UIHostingController<Content: View>: UIViewController {
        /// The root view.
        public var rootView: Content

        /// Creates a controller that hosts `rootView`.
        ///
        /// - Parameter rootView: the root view.
        public init(rootView: Content) {
            self.rootView = rootView
            super.init(nibName: nil, bundle: nil)
        }

        /// Creates a controller from an archive; the stand-in has none.
        public required init?(coder: NSCoder) {
            fatalError("UIHostingController stand-in has no archive")
        }

        /// Stand-in only: renders the root view, as UIKit does when the controller's view loads.
        ///
        /// - Returns: the host.
        @discardableResult
        public func render() -> ViewHost {
            ViewHost(rootView)
        }
    }
#endif
