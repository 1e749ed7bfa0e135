#if !canImport(SwiftUI)
    /// Stand-in for SwiftUI's `ViewBuilder`: https://developer.apple.com/documentation/swiftui/viewbuilder.
    @resultBuilder @MainActor
    public enum ViewBuilder {
        /// An empty block.
        public static func buildBlock() -> EmptyView { EmptyView() }

        /// One view.
        public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

        /// Several views.
        public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
            (repeat each Content)
        > {
            var children: [any View] = []
            for child in repeat each content {
                children.append(child)
            }
            return TupleView(value: (repeat each content), children: children)
        }

        /// An `if` without `else`.
        public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

        /// The first branch of an `if`/`else`.
        public static func buildEither<TrueContent: View, FalseContent: View>(
            first: TrueContent
        ) -> _ConditionalContent<TrueContent, FalseContent> {
            _ConditionalContent(storage: .trueContent(first))
        }

        /// The second branch of an `if`/`else`.
        public static func buildEither<TrueContent: View, FalseContent: View>(
            second: FalseContent
        ) -> _ConditionalContent<TrueContent, FalseContent> {
            _ConditionalContent(storage: .falseContent(second))
        }
    }

    /// Stand-in for SwiftUI's `TupleView`: https://developer.apple.com/documentation/swiftui/tupleview.
    public struct TupleView<T>: View {
        /// Primitive: rendered by the host, with no body.
        public typealias Body = Never

        /// The views.
        public var value: T
        package let children: [any View]
    }

    /// Stand-in for SwiftUI's `_ConditionalContent`, what `if`/`else` builds.
    public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
        /// Primitive: rendered by the host, with no body.
        public typealias Body = Never

        package enum Storage {
            case trueContent(TrueContent)
            case falseContent(FalseContent)
        }

        package let storage: Storage
    }

    extension Optional: View where Wrapped: View {
        /// Primitive: rendered by the host, with no body.
        public typealias Body = Never
    }
#endif
