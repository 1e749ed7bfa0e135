#if !canImport(AppKit)
    import Foundation

    /// Stand-in for AppKit's `NSButton`: what an alert's buttons have.
    ///
    /// Signatures checked against the macOS 15.5 SDK (`NSButton.h`): `title`, `keyEquivalent`,
    /// `hasDestructiveAction`.
    @MainActor
    open class NSButton: NSView {
        /// The button's title.
        open var title = ""

        /// The key that presses the button: `"\r"` for an alert's default button, `"\u{1b}"` (Escape) for its
        /// cancel button.
        open var keyEquivalent = ""

        /// Whether the button's action is destructive.
        open var hasDestructiveAction = false
    }

    /// Stand-in for AppKit's `NSTextField`: https://developer.apple.com/documentation/appkit/nstextfield
    /// (`stringValue`, `placeholderString`).
    @MainActor
    open class NSTextField: NSView {
        /// The text in the field.
        open var stringValue = ""
        /// What the empty field shows.
        open var placeholderString: String?
    }

    /// Stand-in for AppKit's `NSAlert`: its texts, its buttons, and how it is run.
    ///
    /// Signatures checked against the macOS 15.5 SDK (`NSAlert.h`): `init()`, `init(error:)`, `messageText`,
    /// `informativeText`, `alertStyle`, `addButton(withTitle:)`, `buttons`, `window`, `runModal()`,
    /// `beginSheetModal(for:completionHandler:)`, `NSAlert.Style`.
    @MainActor
    open class NSAlert {
        /// How serious an alert is.
        public enum Style: UInt, Sendable {
            /// A warning.
            case warning = 0
            /// Information.
            case informational = 1
            /// A critical problem.
            case critical = 2
        }

        /// The alert's title.
        open var messageText = ""

        /// The alert's message.
        open var informativeText = ""

        /// How serious the alert is.
        open var alertStyle = Style.warning

        /// The buttons, in the order added (the first is the default one, on the right).
        open private(set) var buttons: [NSButton] = []

        /// A view shown below the alert's text
        /// (https://developer.apple.com/documentation/appkit/nsalert/accessoryview).
        open var accessoryView: NSView?

        /// The alert's window, which a sheet shows.
        public let window = NSWindow(contentRect: .zero, styleMask: [], backing: .buffered, defer: true)

        /// Creates an empty alert.
        public init() {
            window.standInAlert = self
        }

        /// Creates the alert AppKit shows for `error`: its description as the title, its recovery suggestion as
        /// the message, and a button for each recovery option (or OK).
        public convenience init(error: any Error) {
            self.init()
            let error = error as NSError
            messageText = error.localizedDescription
            informativeText = error.localizedRecoverySuggestion ?? ""
            for option in error.localizedRecoveryOptions ?? ["OK"] {
                addButton(withTitle: option)
            }
        }

        /// Adds a button titled `title`; the first added is the default (Return), a "Cancel" one gets Escape.
        @discardableResult
        open func addButton(withTitle title: String) -> NSButton {
            let button = NSButton()
            button.title = title
            button.keyEquivalent = buttons.isEmpty ? "\r" : (title == "Cancel" ? "\u{1b}" : "")
            buttons.append(button)
            return button
        }

        /// Runs the alert app-modally and returns the button chosen: the stand-in asks the application's
        /// `standInModalUser`.
        open func runModal() -> NSApplication.ModalResponse {
            NSApplication.shared.standInRunModal(self)
        }

        /// Shows the alert as a sheet on `sheetWindow`; `handler` receives the button chosen.
        open func beginSheetModal(
            for sheetWindow: NSWindow,
            completionHandler handler: ((NSApplication.ModalResponse) -> Void)? = nil
        ) {
            sheetWindow.beginSheet(window, completionHandler: handler)
        }

        /// Stand-in only: the alert shown as a sheet on `window`, if one is.
        public static func standInShowing(on window: NSWindow) -> NSAlert? {
            window.attachedSheet?.standInAlert
        }

        /// Stand-in only: the user clicks the button at `index` (in the order added) of the alert shown as a sheet.
        public func standInClick(_ index: Int) {
            window.sheetParent?.endSheet(
                window, returnCode: NSApplication.ModalResponse(rawValue: 1000 + index))
        }
    }
#endif
