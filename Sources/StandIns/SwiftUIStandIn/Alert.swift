#if !canImport(SwiftUI)
    package struct AlertModifier<T, Actions: View, Message: View>: ViewModifier {
        /// Primitive: the host applies it.
        package typealias Body = Never

        package let title: String
        package let isPresented: Binding<Bool>
        package let data: T?
        package let actions: (T) -> Actions
        package let message: (T) -> Message
    }

    extension View {
        /// Stand-in for SwiftUI's `alert(_:isPresented:presenting:actions:message:)` (iOS 15), with a string title:
        /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l.
        ///
        /// - Parameters:
        ///   - title: the title.
        ///   - isPresented: whether the alert shows; set to `false` when a button is tapped.
        ///   - data: the data the actions and message are made from; the alert shows only when it is not `nil`.
        ///   - actions: the buttons.
        ///   - message: the message.
        /// - Returns: the view.
        public func alert<S: StringProtocol, A: View, M: View, T>(
            _ title: S,
            isPresented: Binding<Bool>,
            presenting data: T?,
            @ViewBuilder actions: @escaping (T) -> A,
            @ViewBuilder message: @escaping (T) -> M
        ) -> some View {
            modifier(
                AlertModifier(
                    title: String(title),
                    isPresented: isPresented,
                    data: data,
                    actions: actions,
                    message: message
                )
            )
        }
    }
#endif
