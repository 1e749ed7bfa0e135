#if !canImport(AppKit)
    public import Foundation

    /// Stand-in for AppKit's `NSWindow`: its content, its controller, its place in the responder chain, and sheets.
    ///
    /// Signatures checked against the macOS 15.5 SDK (`NSWindow.h`): `init(contentRect:styleMask:backing:defer:)`,
    /// `init(contentViewController:)`, `contentView`, `contentViewController`, `windowController`,
    /// `attachedSheet`, `sheetParent`, `beginSheet(_:completionHandler:)`, `endSheet(_:returnCode:)`,
    /// `NSWindow.StyleMask`, `NSWindow.BackingStoreType`.
    @MainActor
    open class NSWindow: NSResponder {
        /// A window's style.
        public struct StyleMask: OptionSet, Sendable {
            /// The mask's bits.
            public let rawValue: UInt
            /// Creates a mask from its bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// A window with a title bar.
            public static let titled = StyleMask(rawValue: 1 << 0)
            /// A window with a close button.
            public static let closable = StyleMask(rawValue: 1 << 1)
        }

        /// How a window's contents are stored.
        public enum BackingStoreType: UInt, Sendable {
            /// Drawn into a buffer.
            case buffered = 2
        }

        /// The window's frame.
        open var frame: NSRect

        /// The window's title.
        open var title = ""

        private var sheetCompletion: ((NSApplication.ModalResponse) -> Void)?

        /// The alert whose window this is.
        weak var standInAlert: NSAlert?

        /// Creates a window.
        public init(
            contentRect: NSRect,
            styleMask style: NSWindow.StyleMask,
            backing backingStoreType: NSWindow.BackingStoreType,
            defer flag: Bool
        ) {
            frame = contentRect
            super.init()
        }

        /// Creates a titled window whose content is `contentViewController`'s view.
        public convenience init(contentViewController: NSViewController) {
            self.init(contentRect: .zero, styleMask: [.titled, .closable], backing: .buffered, defer: false)
            show(contentViewController)
        }

        /// The view the window shows; its next responder is the window.
        open var contentView: NSView? {
            didSet { link(oldValue, contentView) }
        }

        /// The controller whose view the window shows.
        open var contentViewController: NSViewController? {
            didSet { contentView = contentViewController?.view }
        }

        // Initializers do not call a property's observers: they set the content through these.
        private func show(_ controller: NSViewController) {
            contentViewController = controller
            contentView = controller.view
        }

        private func link(_ oldValue: NSView?, _ newValue: NSView?) {
            oldValue?.standInContentWindow = nil
            oldValue?.standInLink(to: nil)
            newValue?.standInContentWindow = self
            newValue?.standInLink(to: self)
        }

        /// The window controller, which AppKit makes the window's next responder.
        open weak var windowController: NSWindowController? {
            didSet { nextResponder = windowController }
        }

        /// The sheet shown on this window, if any.
        open private(set) var attachedSheet: NSWindow?

        /// The window this one is a sheet on, if it is one.
        open private(set) weak var sheetParent: NSWindow?

        /// Shows `sheetWindow` as a sheet on this window; `handler` is called when it ends.
        open func beginSheet(
            _ sheetWindow: NSWindow,
            completionHandler handler: ((NSApplication.ModalResponse) -> Void)? = nil
        ) {
            attachedSheet = sheetWindow
            sheetWindow.sheetParent = self
            sheetWindow.sheetCompletion = handler
        }

        /// Ends the sheet `sheetWindow` with `returnCode`.
        open func endSheet(_ sheetWindow: NSWindow, returnCode: NSApplication.ModalResponse) {
            guard attachedSheet === sheetWindow else { return }
            attachedSheet = nil
            sheetWindow.sheetParent = nil
            let completion = sheetWindow.sheetCompletion
            sheetWindow.sheetCompletion = nil
            completion?(returnCode)
        }
    }

    /// Stand-in for AppKit's `NSWindowController`: its window, whose next responder it is.
    ///
    /// Signatures checked against the macOS 15.5 SDK (`NSWindowController.h`): `init(window:)`, `window`,
    /// `windowDidLoad()`.
    @MainActor
    open class NSWindowController: NSResponder {
        /// Creates a controller of `window`.
        public init(window: NSWindow?) {
            super.init()
            attach(window, replacing: nil)
        }

        /// The controller's window; setting it makes this controller the window's next responder.
        open var window: NSWindow? {
            didSet { attach(window, replacing: oldValue) }
        }

        // Initializers do not call a property's observers: `init(window:)` attaches through this.
        private func attach(_ window: NSWindow?, replacing oldValue: NSWindow?) {
            if self.window !== window { self.window = window }
            oldValue?.windowController = nil
            window?.windowController = self
        }

        /// Called after the window is loaded; the stand-in never calls it.
        open func windowDidLoad() {}
    }

    /// Stand-in for AppKit's `NSApplicationDelegate`.
    @MainActor
    public protocol NSApplicationDelegate: AnyObject {}

    /// Stand-in for AppKit's `NSApplication`: the end of every responder chain, its delegate, and app-modal error
    /// presentation.
    ///
    /// Signatures checked against the macOS 15.5 SDK (`NSApplication.h`): `shared`, `delegate`,
    /// `NSApplication.ModalResponse`; `presentError` as `NSResponder`'s.
    ///
    /// AppKit has one application per process. The stand-in's ``shared`` is the one of the current task when a test
    /// installs one with ``standInWithShared(_:operation:)``, so that tests running at once do not share a delegate
    /// or a modal user.
    @MainActor
    open class NSApplication: NSResponder {
        /// How a modal session or an alert ended.
        public struct ModalResponse: RawRepresentable, Hashable, Sendable {
            /// The response's code.
            public let rawValue: Int
            /// Creates a response from its code.
            public init(rawValue: Int) { self.rawValue = rawValue }
            // swift-format-ignore: AlwaysUseLowerCamelCase
            /// The user confirmed.
            public static let OK = ModalResponse(rawValue: 1)
            /// The user cancelled.
            public static let cancel = ModalResponse(rawValue: 0)
            /// An alert's first button, in the order added.
            public static let alertFirstButtonReturn = ModalResponse(rawValue: 1000)
            /// An alert's second button.
            public static let alertSecondButtonReturn = ModalResponse(rawValue: 1001)
            /// An alert's third button.
            public static let alertThirdButtonReturn = ModalResponse(rawValue: 1002)
        }

        private static let process = NSApplication()
        @TaskLocal private static var scoped: NSApplication?

        /// The application: the current task's (see ``standInWithShared(_:operation:)``) or the process's.
        open class var shared: NSApplication {
            scoped ?? process
        }

        /// Stand-in only: runs `operation` with `application` as ``shared`` on this task and the tasks it starts.
        public static func standInWithShared<Result>(
            _ application: NSApplication,
            isolation: isolated (any Actor)? = #isolation,
            operation: () async throws -> Result
        ) async rethrows -> Result {
            try await $scoped.withValue(application, operation: operation)
        }

        /// The application's delegate.
        open weak var delegate: (any NSApplicationDelegate)?

        /// Stand-in only: the alerts the application presented app-modally, in order.
        public private(set) var standInModalAlerts: [NSAlert] = []

        /// Stand-in only: answers an app-modal alert as the user would; `nil` answers its first button.
        public var standInModalUser: ((NSAlert) -> NSApplication.ModalResponse)?

        /// Shows `error` in an app-modal alert, as AppKit does: its description and recovery suggestion, and a
        /// button for each recovery option.
        ///
        /// - Parameter error: the error.
        /// - Returns: whether recovery was done (the stand-in does none).
        open override func presentError(_ error: any Error) -> Bool {
            let alert = NSAlert(error: error)
            _ = alert.runModal()
            return false
        }

        /// Shows `error` as a sheet on `window`; the stand-in tells `delegate` nothing.
        open override func presentError(
            _ error: any Error,
            modalFor window: NSWindow,
            delegate: Any?,
            didPresent didPresentSelector: Selector?,
            contextInfo: UnsafeMutableRawPointer?
        ) {
            NSAlert(error: error).beginSheetModal(for: window)
        }

        /// Runs `alert` app-modally: records it and asks ``standInModalUser``.
        func standInRunModal(_ alert: NSAlert) -> NSApplication.ModalResponse {
            standInModalAlerts.append(alert)
            return standInModalUser?(alert) ?? .alertFirstButtonReturn
        }
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Stand-in for AppKit's `NSApp`: the shared application.
    @MainActor
    public var NSApp: NSApplication! {
        NSApplication.shared
    }
#endif
