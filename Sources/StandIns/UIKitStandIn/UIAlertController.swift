#if !canImport(UIKit)
    public import Foundation

    /// Stand-in for UIKit's `UIAlertAction`.
    ///
    /// Signatures checked against https://developer.apple.com/documentation/uikit/uialertaction
    /// (`init(title:style:handler:)`, `title`, `style`, `UIAlertAction.Style`).
    @MainActor
    open class UIAlertAction {
        /// How an action is shown.
        public enum Style: Int, Sendable {
            /// The default style.
            case `default`
            /// An action that cancels and leaves things unchanged.
            case cancel
            /// An action that might change or delete data.
            case destructive
        }

        /// The button's title.
        public let title: String?

        /// The button's style.
        public let style: Style

        private let handler: ((UIAlertAction) -> Void)?

        /// Creates an action.
        ///
        /// - Parameters:
        ///   - title: the title.
        ///   - style: the style.
        ///   - handler: called when the user picks the action.
        public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
            self.title = title
            self.style = style
            self.handler = handler
        }

        /// Stand-in only: what UIKit does when the user taps the button.
        public func standInTap() {
            handler?(self)
        }
    }

    /// Stand-in for UIKit's `UIAlertController`.
    ///
    /// Signatures checked against https://developer.apple.com/documentation/uikit/uialertcontroller
    /// (`init(title:message:preferredStyle:)`, `addAction(_:)`, `actions`, `preferredAction`, `title`, `message`,
    /// `UIAlertController.Style`).
    @MainActor
    open class UIAlertController: UIViewController {
        /// How an alert controller is shown.
        public enum Style: Int, Sendable {
            /// An action sheet.
            case actionSheet
            /// An alert.
            case alert
        }

        /// The alert's title.
        open var title: String?

        /// The alert's message.
        open var message: String?

        /// The style it was created with.
        public let preferredStyle: Style

        /// The actions, in the order added.
        public private(set) var actions: [UIAlertAction] = []

        /// The action that responds to the return key.
        open var preferredAction: UIAlertAction?

        /// Creates an alert controller.
        ///
        /// - Parameters:
        ///   - title: the title.
        ///   - message: the message.
        ///   - preferredStyle: the style.
        public init(title: String?, message: String?, preferredStyle: Style) {
            self.title = title
            self.message = message
            self.preferredStyle = preferredStyle
            super.init(nibName: nil, bundle: nil)
        }

        /// Creates an alert controller from an archive; the stand-in has none.
        public required init?(coder: NSCoder) {
            self.preferredStyle = .alert
            super.init(coder: coder)
        }

        /// The alert's text fields, in order; `nil` when it has none
        /// (https://developer.apple.com/documentation/uikit/uialertcontroller/textfields).
        open var textFields: [UITextField]? {
            standInTextFields.isEmpty ? nil : standInTextFields
        }

        private var standInTextFields: [UITextField] = []

        /// Adds a text field below the message, configured by `configurationHandler`
        /// (https://developer.apple.com/documentation/uikit/uialertcontroller/addtextfield(configurationhandler:)).
        ///
        /// - Parameter configurationHandler: configures the field before it is shown.
        open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
            let field = UITextField()
            configurationHandler?(field)
            standInTextFields.append(field)
        }

        /// Adds an action.
        ///
        /// - Parameter action: the action.
        open func addAction(_ action: UIAlertAction) {
            actions.append(action)
        }

        /// Stand-in only: what UIKit does when the user taps the action titled `title`: dismisses the alert, then
        /// calls the action's handler.
        ///
        /// - Parameter title: the action's title.
        /// - Returns: whether there was such an action.
        @discardableResult
        public func standInTap(_ title: String) -> Bool {
            guard let action = actions.first(where: { $0.title == title }) else { return false }
            dismiss(animated: true)
            action.standInTap()
            return true
        }
    }
#endif
