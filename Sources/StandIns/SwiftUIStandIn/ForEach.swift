#if !canImport(SwiftUI)
    /// Stand-in for SwiftUI's `ForEach`: https://developer.apple.com/documentation/swiftui/foreach
    /// (`init(_:id:content:)`, and `init(_:content:)` for identifiable data).
    public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
        /// Primitive: rendered by the host, with no body.
        public typealias Body = Never

        package let data: Data
        package let id: KeyPath<Data.Element, ID>
        package let content: (Data.Element) -> Content

        /// Creates views from data identified by `id`.
        ///
        /// - Parameters:
        ///   - data: the data.
        ///   - id: the key path of each element's identity.
        ///   - content: the view for an element.
        public init(
            _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
        ) {
            self.data = data
            self.id = id
            self.content = content
        }
    }

    extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
        /// Creates views from identifiable data.
        ///
        /// - Parameters:
        ///   - data: the data.
        ///   - content: the view for an element.
        public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
            self.init(data, id: \.id, content: content)
        }
    }
#endif
