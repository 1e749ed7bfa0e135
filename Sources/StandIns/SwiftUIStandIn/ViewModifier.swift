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

    /// Where a modifier's body places its content: filled by the host on every pass, so that a body the host keeps
    /// from an earlier pass shows the content of this one, as SwiftUI's placeholder does.
    @MainActor
    package final class ContentSlot {
        package var content: (any View)?

        package init() {}
    }

    /// Stand-in for SwiftUI's `_ViewModifier_Content`: the content a modifier's body places. A placeholder: the
    /// content's own views are evaluated by their own inputs, not the modifier's.
    public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
        /// Primitive: the host renders the content in its slot.
        public typealias Body = Never

        package let slot: ContentSlot

        package init(slot: ContentSlot) {
            self.slot = slot
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

    extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
        /// Primitive: rendered by the host, with no body.
        public typealias Body = Never
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
