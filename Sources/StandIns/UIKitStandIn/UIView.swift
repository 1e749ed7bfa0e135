#if !canImport(UIKit)
    #if canImport(CoreGraphics)
        // On macOS, where this stand-in is built for the UIKit adapter, `CGRect` and its members come from here.
        public import CoreGraphics
    #endif
    public import Foundation

    /// Stand-in for UIKit's `UIView`: https://developer.apple.com/documentation/uikit/uiview (`init(frame:)`,
    /// `subviews`, `superview`, `addSubview(_:)`, `removeFromSuperview()`). Layout and drawing are not modelled.
    @MainActor
    open class UIView: UIResponder {
        /// The views inside this one, back to front.
        public private(set) var subviews: [UIView] = []

        /// The view this one is inside.
        public private(set) weak var superview: UIView?

        /// Creates a view.
        ///
        /// - Parameter frame: not modelled.
        public init(frame: CGRect) {
            super.init()
        }

        /// Creates a view with a zero frame.
        public convenience override init() {
            self.init(frame: .zero)
        }

        /// Creates a view from an archive; the stand-in has none.
        ///
        /// - Parameter coder: the archive.
        public required init?(coder: NSCoder) {
            super.init()
        }

        /// Adds `view` in front of the other subviews, taking it out of its superview first.
        ///
        /// - Parameter view: the view to add.
        open func addSubview(_ view: UIView) {
            view.removeFromSuperview()
            subviews.append(view)
            view.superview = self
        }

        /// Takes the view out of its superview.
        open func removeFromSuperview() {
            superview?.willRemoveSubview(self)
            superview?.subviews.removeAll { $0 === self }
            superview = nil
        }

        /// Called before `subview` is taken out of this view.
        ///
        /// - Parameter subview: the subview being removed.
        open func willRemoveSubview(_ subview: UIView) {}
    }

    /// Stand-in for UIKit's `UILabel`: https://developer.apple.com/documentation/uikit/uilabel (`text`).
    @MainActor
    open class UILabel: UIView {
        /// The text shown.
        open var text: String?
    }

    /// Stand-in for UIKit's `UITextField`: https://developer.apple.com/documentation/uikit/uitextfield (`text`,
    /// `placeholder`).
    @MainActor
    open class UITextField: UIView {
        /// The text the user typed.
        open var text: String?
        /// What the empty field shows.
        open var placeholder: String?
    }

    /// Stand-in for UIKit's `UIAction`: https://developer.apple.com/documentation/uikit/uiaction
    /// (`init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`, here with a title and a
    /// handler).
    @MainActor
    open class UIAction {
        /// The action's title.
        public let title: String
        let handler: (UIAction) -> Void

        /// Creates an action.
        ///
        /// - Parameters:
        ///   - title: the title.
        ///   - handler: runs when the action is performed.
        public init(title: String = "", handler: @escaping (UIAction) -> Void) {
            self.title = title
            self.handler = handler
        }
    }

    /// Stand-in for UIKit's `UIButton`: https://developer.apple.com/documentation/uikit/uibutton
    /// (`init(type:primaryAction:)`, `ButtonType.system`).
    @MainActor
    open class UIButton: UIView {
        /// The kind of button.
        public enum ButtonType: Int, Sendable {
            /// A system-style button.
            case system = 1
        }

        /// The action performed on a tap.
        public let standInPrimaryAction: UIAction?

        /// Creates a button that performs `primaryAction` when tapped, titled with the action's title.
        ///
        /// - Parameters:
        ///   - buttonType: the kind of button.
        ///   - primaryAction: the action.
        public init(type buttonType: ButtonType, primaryAction: UIAction?) {
            standInPrimaryAction = primaryAction
            super.init(frame: .zero)
        }

        /// Creates a button from an archive; the stand-in has none.
        ///
        /// - Parameter coder: the archive.
        public required init?(coder: NSCoder) {
            standInPrimaryAction = nil
            super.init(coder: coder)
        }

        /// Stand-in only: taps the button.
        public func standInTap() {
            guard let standInPrimaryAction else { return }
            standInPrimaryAction.handler(standInPrimaryAction)
        }
    }

    /// Stand-in for UIKit's `UIStackView`: https://developer.apple.com/documentation/uikit/uistackview
    /// (`init(arrangedSubviews:)`, `arrangedSubviews`, `axis`, `spacing`).
    @MainActor
    open class UIStackView: UIView {
        /// The views the stack lays out, in order.
        public private(set) var arrangedSubviews: [UIView]

        /// Not modelled.
        open var spacing: CGFloat = 0

        /// Creates a stack of `views`.
        ///
        /// - Parameter views: the views, in order.
        public init(arrangedSubviews views: [UIView]) {
            arrangedSubviews = views
            super.init(frame: .zero)
            for view in views { addSubview(view) }
        }

        /// Creates a stack from an archive; the stand-in has none.
        ///
        /// - Parameter coder: the archive.
        public required init(coder: NSCoder) {
            arrangedSubviews = []
            super.init(frame: .zero)
        }

        /// Adds `view` at the end of the arranged views:
        /// https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:).
        ///
        /// - Parameter view: the view.
        open func addArrangedSubview(_ view: UIView) {
            addSubview(view)
            arrangedSubviews.append(view)
        }

        /// A view taken out of the stack is no longer arranged, as in UIKit.
        open override func willRemoveSubview(_ subview: UIView) {
            arrangedSubviews.removeAll { $0 === subview }
        }
    }

    /// Stand-in for UIKit's `UIAccessibility`: https://developer.apple.com/documentation/uikit/uiaccessibility
    /// (`post(notification:argument:)`, `Notification.announcement`).
    @MainActor
    public enum UIAccessibility {
        /// A notification to assistive technologies.
        public struct Notification: Equatable, Sendable {
            let name: String

            /// Something for VoiceOver to read out; the argument is the text.
            public static let announcement = Notification(name: "announcement")
        }

        /// Posts `notification`. The stand-in records announcements in ``standInAnnouncements``.
        ///
        /// - Parameters:
        ///   - notification: the notification.
        ///   - argument: for an announcement, the text.
        public static func post(notification: Notification, argument: Any?) {
            if notification == .announcement, let text = argument as? String {
                standInAnnouncements.append(text)
            }
        }

        /// Stand-in only: every announcement posted in this process, in order.
        public static var standInAnnouncements: [String] = []
    }
#endif
