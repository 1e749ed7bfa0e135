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

    /// Stand-in for SwiftUI's `TabView`: https://developer.apple.com/documentation/swiftui/tabview. Without a
    /// selection every tab is rendered; with one, only the content tagged with the selected value
    /// (`tag(_:)`) is shown, and the other tabs keep their state without being on screen, as
    /// SwiftUI keeps them: their `onDisappear` actions run when they are switched away from, their `onAppear`
    /// actions when they are switched back to, and their texts and buttons are not shown.
    public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
        /// Primitive: rendered by the host, with no body.
        public typealias Body = Never

        let selection: Binding<SelectionValue>?
        let content: Content

        /// Creates a tab view that shows the tab tagged with `selection`.
        ///
        /// - Parameters:
        ///   - selection: the tag of the tab shown.
        ///   - content: the tabs.
        public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
            self.selection = selection
            self.content = content()
        }

        func render(in context: RenderContext) {
            context.host.tabSelections.append(selection.map { AnyHashable($0.wrappedValue) })
            defer { context.host.tabSelections.removeLast() }
            context.render(content, key: "0")
        }
    }

    extension TabView where SelectionValue == Int {
        /// Creates a tab view without a selection: every tab is rendered.
        ///
        /// - Parameter content: the tabs.
        public init(@ViewBuilder content: () -> Content) {
            self.init(selection: nil, content: content)
        }
    }

    /// What `tag(_:)` applies: the content, shown only while its tab view selects `tag`.
    struct TagModifier<Tag: Hashable>: ViewModifier, PrimitiveModifier {
        /// Primitive: the host applies it.
        typealias Body = Never

        let tag: Tag

        func render(content: any View, in context: RenderContext) {
            let hidden = context.host.tabSelections.last.flatMap { $0 }.map { $0 != AnyHashable(tag) } ?? false
            context.host.hiddenDepth += hidden ? 1 : 0
            defer { context.host.hiddenDepth -= hidden ? 1 : 0 }
            context.render(content, key: "c")
        }
    }

    extension View {
        /// Stand-in for SwiftUI's `tag(_:)`: https://developer.apple.com/documentation/swiftui/view/tag(_:), as a
        /// `TabView` with a selection reads it.
        ///
        /// - Parameter tag: the value that selects this view.
        /// - Returns: the view.
        public func tag<V: Hashable>(_ tag: V) -> some View {
            modifier(TagModifier(tag: tag))
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
