#if !canImport(SwiftUI)
    public import SwiftUIStandIn

    // Containers that only tests and the demo use: the adapters never import them.

    /// Stand-in for SwiftUI's `NavigationStack`: https://developer.apple.com/documentation/swiftui/navigationstack
    /// (`init(root:)`); navigation is not modelled, the root is rendered.
    public struct NavigationStack<Root: View>: View, PrimitiveView {
        /// Primitive: rendered by the host, with no body.
        public typealias Body = Never

        let root: Root

        /// Creates a stack with a root view.
        ///
        /// - Parameter root: the root view.
        public init(@ViewBuilder root: () -> Root) {
            self.root = root()
        }

        func render(in context: RenderContext) {
            context.render(root, key: "0")
        }
    }

    /// Stand-in for SwiftUI's `TabView`: https://developer.apple.com/documentation/swiftui/tabview (`init(content:)`);
    /// every tab is rendered.
    public struct TabView<Content: View>: View, PrimitiveView {
        /// Primitive: rendered by the host, with no body.
        public typealias Body = Never

        let content: Content

        /// Creates a tab view.
        ///
        /// - Parameter content: the tabs.
        public init(@ViewBuilder content: () -> Content) {
            self.content = content()
        }

        func render(in context: RenderContext) {
            context.render(content, key: "0")
        }
    }

    /// Stand-in for SwiftUI's `Tab` (iOS 18): https://developer.apple.com/documentation/swiftui/tab, reduced to a
    /// container of its content.
    public struct Tab<Content: View>: View, PrimitiveView {
        /// Primitive: rendered by the host, with no body.
        public typealias Body = Never

        let content: Content

        /// Creates a tab.
        ///
        /// - Parameter content: the tab's content.
        public init(@ViewBuilder content: () -> Content) {
            self.content = content()
        }

        func render(in context: RenderContext) {
            context.render(content, key: "0")
        }
    }
#endif
