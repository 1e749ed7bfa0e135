#if !canImport(SwiftUI)
    /// Stand-in for SwiftUI's `View`, for platforms without SwiftUI.
    ///
    /// Signatures checked against https://developer.apple.com/documentation/swiftui/view (`Body`, `body`). A view
    /// is rendered by ``ViewHost``, which evaluates `body`, installs `@Environment` and `@State`, applies modifiers
    /// and runs appear and disappear actions.
    @MainActor @preconcurrency
    public protocol View {
        /// The type of view this view is made of.
        associatedtype Body: View

        /// The content of the view.
        @ViewBuilder @MainActor @preconcurrency var body: Body { get }
    }

    /// A view the renderer knows how to render itself: containers, controls and modified content.
    @MainActor
    protocol PrimitiveView {
        func render(in context: RenderContext)
    }

    extension Never: View {
        /// Never evaluated: primitive views have no body.
        public var body: Never { fatalError("Never has no body") }
    }

    extension View where Body == Never {
        /// Primitive views have no body; the renderer never asks for it.
        public var body: Never { fatalError("\(Self.self) is a primitive view") }
    }

    /// Stand-in for SwiftUI's `EmptyView`: https://developer.apple.com/documentation/swiftui/emptyview.
    public struct EmptyView: View, PrimitiveView {
        /// Creates an empty view.
        public init() {}

        func render(in context: RenderContext) {}
    }

    /// Stand-in for SwiftUI's `DynamicProperty`: https://developer.apple.com/documentation/swiftui/dynamicproperty.
    public protocol DynamicProperty {}

    /// A dynamic property the renderer installs before it evaluates a view's body.
    @MainActor
    protocol InstallableProperty {
        func install(in context: RenderContext, key: String)
    }
#endif
