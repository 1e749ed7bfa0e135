#if !canImport(SwiftUI)
    /// Stand-in for SwiftUI's `AnyView`: https://developer.apple.com/documentation/swiftui/anyview
    /// (`init(_:)`, `init(erasing:)`).
    public struct AnyView: View, PrimitiveView {
        let view: any View

        /// Erases the type of `view`.
        ///
        /// - Parameter view: the view.
        public init<V: View>(_ view: V) {
            self.view = view
        }

        /// Erases the type of `view`.
        ///
        /// - Parameter view: the view.
        public init<V: View>(erasing view: V) {
            self.view = view
        }

        func render(in context: RenderContext) {
            context.render(view, key: "any")
        }
    }

    /// Stand-in for SwiftUI's `Alignment`: https://developer.apple.com/documentation/swiftui/alignment (`top`,
    /// `center`, `bottom`); layout is not modelled.
    public struct Alignment: Equatable, Sendable {
        let name: String

        /// The top edge, centred horizontally.
        public static let top = Alignment(name: "top")
        /// The centre.
        public static let center = Alignment(name: "center")
        /// The bottom edge, centred horizontally.
        public static let bottom = Alignment(name: "bottom")
    }

    struct OverlayModifier<Overlay: View>: ViewModifier, PrimitiveModifier {
        let overlay: Overlay

        func render(content: RenderContext.Content, in context: RenderContext) {
            context.render(content, key: "c")
            context.render(overlay, key: "overlay")
        }
    }

    struct IdentityModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
        let id: ID

        func render(content: RenderContext.Content, in context: RenderContext) {
            // A new identity is a new place in the tree: the views inside start with fresh state.
            context.render(content, key: "id(\(id))")
        }
    }

    extension View {
        /// Stand-in for SwiftUI's `overlay(alignment:content:)`:
        /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:). The renderer
        /// renders the overlay after the view: its texts and buttons come after the view's.
        ///
        /// - Parameters:
        ///   - alignment: not modelled.
        ///   - content: the view in front of this one.
        /// - Returns: the view.
        public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
            modifier(OverlayModifier(overlay: content()))
        }

        /// Stand-in for SwiftUI's `id(_:)`: https://developer.apple.com/documentation/swiftui/view/id(_:). A view
        /// whose identity changes is a new view: its state starts afresh.
        ///
        /// - Parameter id: the view's identity.
        /// - Returns: the view.
        public func id<ID: Hashable>(_ id: ID) -> some View {
            modifier(IdentityModifier(id: id))
        }
    }

    /// Stand-in for the accessibility notifications SwiftUI apps post (the Accessibility framework's
    /// `AccessibilityNotification`): https://developer.apple.com/documentation/accessibility/accessibilitynotification.
    public enum AccessibilityNotification {
        /// Stand-in for `AccessibilityNotification.Announcement`:
        /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement
        /// (`init(_:)` with a string, `post()`).
        public struct Announcement: Sendable {
            let text: String

            /// An announcement VoiceOver reads out.
            ///
            /// - Parameter announcement: what VoiceOver says.
            public init(_ announcement: String) {
                self.text = announcement
            }

            /// Posts the announcement. The stand-in records it in ``standInPosted``.
            @MainActor
            public func post() {
                Self.standInPosted.append(text)
            }

            /// Stand-in only: every announcement posted in this process, in order.
            @MainActor
            public static var standInPosted: [String] = []
        }
    }
#endif
