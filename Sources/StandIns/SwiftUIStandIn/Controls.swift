#if !canImport(SwiftUI)
    public import Foundation

    /// Stand-in for SwiftUI's `Text`: https://developer.apple.com/documentation/swiftui/text (`init(_:)` with a
    /// string, `init(verbatim:)`). The host records the text it renders.
    public struct Text: View {
        /// Primitive: rendered by the host, with no body.
        public typealias Body = Never

        package let content: String

        /// Creates text.
        ///
        /// - Parameter content: the string.
        public init<S: StringProtocol>(_ content: S) {
            self.content = String(content)
        }

        /// Creates text shown as given.
        ///
        /// - Parameter content: the string.
        public init(verbatim content: String) {
            self.content = content
        }

        /// Creates text from a localization key:
        /// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:). The stand-in has
        /// no string tables: it shows the key.
        ///
        /// - Parameters:
        ///   - key: the key, which is also the text where no table has it.
        ///   - tableName: not modelled.
        ///   - bundle: not modelled.
        ///   - comment: not modelled.
        public init(
            _ key: LocalizedStringKey,
            tableName: String? = nil,
            bundle: Bundle? = nil,
            comment: StaticString? = nil
        ) {
            self.content = key.key
        }
    }

    /// Stand-in for SwiftUI's `LocalizedStringKey`:
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey (made from a string literal, with
    /// interpolations, or `init(_:)`).
    public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
        package let key: String

        /// Creates a key from a string.
        ///
        /// - Parameter value: the key.
        public init(_ value: String) {
            key = value
        }

        /// Creates a key from a string literal.
        ///
        /// - Parameter value: the literal.
        public init(stringLiteral value: String) {
            key = value
        }

        /// Creates a key from a literal with interpolations.
        ///
        /// - Parameter stringInterpolation: the literal's parts.
        public init(stringInterpolation: DefaultStringInterpolation) {
            key = String(stringInterpolation: stringInterpolation)
        }
    }

    /// Stand-in for SwiftUI's `ButtonRole`: https://developer.apple.com/documentation/swiftui/buttonrole.
    public struct ButtonRole: Equatable, Sendable {
        package let name: String

        /// A button that cancels.
        public static let cancel = ButtonRole(name: "cancel")

        /// A button that deletes.
        public static let destructive = ButtonRole(name: "destructive")
    }

    /// Stand-in for SwiftUI's `Button`: https://developer.apple.com/documentation/swiftui/button (`init(_:action:)`,
    /// `init(_:role:action:)`, `init(action:label:)`). ``ViewHost/tap(_:)`` taps it by its title.
    public struct Button<Label: View>: View {
        /// Primitive: rendered by the host, with no body.
        public typealias Body = Never

        package let label: Label
        package let role: ButtonRole?
        package let action: @MainActor () -> Void

        /// Creates a button with a label.
        ///
        /// - Parameters:
        ///   - action: runs on a tap.
        ///   - label: the label.
        public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
            self.label = label()
            self.role = nil
            self.action = action
        }
    }

    extension Button where Label == Text {
        /// Creates a button with a title.
        ///
        /// - Parameters:
        ///   - title: the title.
        ///   - action: runs on a tap.
        public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
            self.init(title, role: nil, action: action)
        }

        /// Creates a button with a title and a role.
        ///
        /// - Parameters:
        ///   - title: the title.
        ///   - role: the role.
        ///   - action: runs on a tap.
        public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
            self.label = Text(title)
            self.role = role
            self.action = action
        }
    }

    /// Stand-in for SwiftUI's `HorizontalAlignment`: https://developer.apple.com/documentation/swiftui/horizontalalignment.
    public struct HorizontalAlignment: Equatable, Sendable {
        package let name: String

        /// Leading.
        public static let leading = HorizontalAlignment(name: "leading")
        /// Centered.
        public static let center = HorizontalAlignment(name: "center")
        /// Trailing.
        public static let trailing = HorizontalAlignment(name: "trailing")
    }

    /// Stand-in for SwiftUI's `VStack`: https://developer.apple.com/documentation/swiftui/vstack
    /// (`init(alignment:spacing:content:)`); layout is not modelled.
    public struct VStack<Content: View>: View {
        /// Primitive: rendered by the host, with no body.
        public typealias Body = Never

        package let content: Content

        /// Creates a vertical stack.
        ///
        /// - Parameters:
        ///   - alignment: not modelled.
        ///   - spacing: not modelled.
        ///   - content: the views.
        public init(
            alignment: HorizontalAlignment = .center,
            spacing: CGFloat? = nil,
            @ViewBuilder content: () -> Content
        ) {
            self.content = content()
        }
    }

    /// Stand-in for SwiftUI's `Group`: https://developer.apple.com/documentation/swiftui/group (`init(content:)`).
    public struct Group<Content: View>: View {
        /// Primitive: rendered by the host, with no body.
        public typealias Body = Never

        package let content: Content

        /// Groups views.
        ///
        /// - Parameter content: the views.
        public init(@ViewBuilder content: () -> Content) {
            self.content = content()
        }
    }
#endif
