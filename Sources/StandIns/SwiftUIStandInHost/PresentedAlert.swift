#if !canImport(SwiftUI)
    public import SwiftUIStandIn

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

        /// SwiftUI takes the alert down without running a button's action, as its own "OK" does for an alert
        /// without buttons.
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
#endif
