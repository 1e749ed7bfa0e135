#if !canImport(SwiftUI)
    package struct SheetModifier<Item: Identifiable, Sheet: View>: ViewModifier {
        /// Primitive: the host applies it.
        package typealias Body = Never

        package let item: Binding<Item?>
        package let onDismiss: (() -> Void)?
        package let content: (Item) -> Sheet
    }

    extension View {
        /// Stand-in for SwiftUI's `sheet(item:onDismiss:content:)`:
        /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:). The host renders
        /// the sheet after the view while `item` is not `nil`: its texts, buttons and fields come after the view's.
        ///
        /// - Parameters:
        ///   - item: what the sheet shows; set to `nil` when the sheet is dismissed.
        ///   - onDismiss: runs when the sheet is dismissed.
        ///   - content: the sheet's view for the item.
        /// - Returns: the view.
        public func sheet<Item: Identifiable, Content: View>(
            item: Binding<Item?>,
            onDismiss: (() -> Void)? = nil,
            @ViewBuilder content: @escaping (Item) -> Content
        ) -> some View {
            modifier(SheetModifier(item: item, onDismiss: onDismiss, content: content))
        }
    }

    /// Stand-in for SwiftUI's `TextField`: https://developer.apple.com/documentation/swiftui/textfield
    /// (`init(_:text:)` with a string title). ``ViewHost`` types into it by its title.
    public struct TextField: View {
        /// Primitive: rendered by the host, with no body.
        public typealias Body = Never

        package let title: String
        package let text: Binding<String>

        /// Creates a text field.
        ///
        /// - Parameters:
        ///   - title: what the empty field shows.
        ///   - text: the text.
        public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
            self.title = String(title)
            self.text = text
        }
    }

    /// Stand-in for SwiftUI's `ScrollView`: https://developer.apple.com/documentation/swiftui/scrollview
    /// (`init(content:)`); scrolling is not modelled.
    public struct ScrollView<Content: View>: View {
        /// Primitive: rendered by the host, with no body.
        public typealias Body = Never

        package let content: Content

        /// Creates a vertical scroll view.
        ///
        /// - Parameter content: the views.
        public init(@ViewBuilder content: () -> Content) {
            self.content = content()
        }
    }
#endif
