#if !canImport(SwiftUI)
    struct AlertModifier<T, Actions: View, Message: View>: ViewModifier, PrimitiveModifier {
        let title: String
        let isPresented: Binding<Bool>
        let data: T?
        let actions: (T) -> Actions
        let message: (T) -> Message

        func render(content: RenderContext.Content, in context: RenderContext) {
            context.render(content, key: "c")
            guard isPresented.wrappedValue, let data else { return }
            let buttons = context.host.collectingButtons { context.render(actions(data), key: "actions") }
            let texts = context.host.collectingTexts { context.render(message(data), key: "message") }
            let isPresented = self.isPresented
            context.host.addAlert(
                PresentedAlert(
                    title: title,
                    message: texts.isEmpty ? nil : texts.joined(separator: " "),
                    buttons: buttons,
                    dismiss: { isPresented.wrappedValue = false }
                )
            )
        }
    }

    /// An alert a ``ViewHost`` shows: what `alert(_:isPresented:presenting:actions:message:)` presented.
    @MainActor
    public struct PresentedAlert {
        /// The title.
        public let title: String

        /// The message, if any.
        public let message: String?

        let buttons: [ViewHost.Tappable]
        let dismiss: () -> Void

        /// The buttons' titles, in order.
        public var buttonTitles: [String] {
            buttons.map(\.label)
        }

        /// The buttons' roles, in order.
        public var buttonRoles: [ButtonRole?] {
            buttons.map(\.role)
        }

        /// Stand-in only: SwiftUI takes the alert down without running a button's action, as its own "OK" does
        /// for an alert without buttons.
        public func standInDismiss() {
            dismiss()
        }

        /// Taps the button titled `title`: SwiftUI dismisses the alert, then runs the button's action.
        ///
        /// - Parameter title: the button's title.
        /// - Returns: whether there was such a button.
        @discardableResult
        public func tap(_ title: String) -> Bool {
            guard let button = buttons.first(where: { $0.label == title }) else { return false }
            dismiss()
            button.action()
            return true
        }
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
