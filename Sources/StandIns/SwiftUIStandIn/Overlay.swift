#if !canImport(SwiftUI)
    /// Stand-in for SwiftUI's `AnyView`: https://developer.apple.com/documentation/swiftui/anyview
    /// (`init(_:)`, `init(erasing:)`).
    public struct AnyView: View {
        /// Primitive: rendered by the host, with no body.
        public typealias Body = Never

        package let view: any View

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
    }

    /// Stand-in for SwiftUI's `Alignment`: https://developer.apple.com/documentation/swiftui/alignment (`top`,
    /// `center`, `bottom`); layout is not modelled.
    public struct Alignment: Equatable, Sendable {
        package let name: String

        /// The top edge, centred horizontally.
        public static let top = Alignment(name: "top")
        /// The centre.
        public static let center = Alignment(name: "center")
        /// The bottom edge, centred horizontally.
        public static let bottom = Alignment(name: "bottom")
    }

    package struct OverlayModifier<Overlay: View>: ViewModifier {
        /// Primitive: the host applies it.
        package typealias Body = Never

        package let overlay: Overlay
    }

    package struct IdentityModifier<ID: Hashable>: ViewModifier {
        /// Primitive: the host applies it.
        package typealias Body = Never

        package let id: ID
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
            package let text: String

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
