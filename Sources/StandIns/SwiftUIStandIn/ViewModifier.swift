#if !canImport(SwiftUI)
    /// Stand-in for SwiftUI's `ViewModifier`: https://developer.apple.com/documentation/swiftui/viewmodifier
    /// (`Body`, `Content`, `body(content:)`).
    @MainActor @preconcurrency
    public protocol ViewModifier {
        /// The type of view the modifier makes.
        associatedtype Body: View

        /// The view the modifier is applied to.
        typealias Content = _ViewModifier_Content<Self>

        /// Makes the modified view from `content`.
        @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
    }

    extension ViewModifier where Body == Never {
        /// Primitive modifiers have no body; the renderer never asks for it.
        public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
    }

    /// A modifier the renderer applies itself.
    @MainActor
    protocol PrimitiveModifier {
        func render(content: RenderContext.Content, in context: RenderContext)
    }

    /// Stand-in for SwiftUI's `_ViewModifier_Content`: the content a modifier's body places.
    public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
        let content: RenderContext.Content

        func render(in context: RenderContext) {
            context.render(content, key: "content")
        }
    }

    /// Stand-in for SwiftUI's `ModifiedContent`: https://developer.apple.com/documentation/swiftui/modifiedcontent.
    public struct ModifiedContent<Content, Modifier> {
        /// The view modified.
        public var content: Content

        /// The modifier.
        public var modifier: Modifier

        /// Creates modified content.
        public init(content: Content, modifier: Modifier) {
            self.content = content
            self.modifier = modifier
        }
    }

    extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
        /// Primitive: rendered by the host, with no body.
        public typealias Body = Never

        func render(in context: RenderContext) {
            let content = RenderContext.Content(self.content)
            if let primitive = modifier as? any PrimitiveModifier {
                primitive.render(content: content, in: context)
            } else {
                context.install(modifier, key: "m")
                context.render(modifier.body(content: _ViewModifier_Content(content: content)), key: "m")
            }
        }
    }

    extension View {
        /// Stand-in for SwiftUI's `modifier(_:)`: https://developer.apple.com/documentation/swiftui/view/modifier(_:).
        ///
        /// - Parameter modifier: the modifier.
        /// - Returns: the modified view.
        public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
            ModifiedContent(content: self, modifier: modifier)
        }
    }
#endif
