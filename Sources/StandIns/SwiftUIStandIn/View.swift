#if !canImport(SwiftUI)
    /// Stand-in for SwiftUI's `View`, for platforms without SwiftUI.
    ///
    /// Signatures checked against https://developer.apple.com/documentation/swiftui/view (`Body`, `body`). The
    /// stand-in declares the interfaces the adapters use and nothing else; the test host (`SwiftUIStandInHost`)
    /// renders them.
    @MainActor @preconcurrency
    public protocol View {
        /// The type of view this view is made of.
        associatedtype Body: View

        /// The content of the view.
        @ViewBuilder @MainActor @preconcurrency var body: Body { get }
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
    public struct EmptyView: View {
        /// Primitive: the host renders nothing for it.
        public typealias Body = Never

        /// Creates an empty view.
        public init() {}
    }

    /// Stand-in for SwiftUI's `DynamicProperty`: https://developer.apple.com/documentation/swiftui/dynamicproperty.
    public protocol DynamicProperty {}
#endif
