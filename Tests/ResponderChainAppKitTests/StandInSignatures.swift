// Every public member of AppKitStandIn (but the `standIn…` ones), used with its exact types. The same function, with
// `import AppKit`, type-checks against the macOS 15.5 SDK (see the closing note of issue 35): where both compile, the
// stand-in's signatures are AppKit's. Compiled here so that the stand-in keeps them; never run.
#if !canImport(AppKit) && !canImport(Darwin)
    import AppKitStandIn
    import Foundation

    @MainActor
    func useEveryStandInMember() {
        // NSResponder
        let responder = NSResponder()
        let next: NSResponder? = responder.nextResponder
        responder.nextResponder = next
        let recovered: Bool = responder.presentError(CocoaError(.fileNoSuchFile))
        let window = NSWindow(
            contentRect: NSRect(x: 0, y: 0, width: 10, height: 10), styleMask: [.titled, .closable], backing: .buffered,
            defer: false)
        let selector: Selector? = nil
        let context: UnsafeMutableRawPointer? = nil
        responder.presentError(
            CocoaError(.fileNoSuchFile), modalFor: window, delegate: nil, didPresent: selector, contextInfo: context)
        let changed: any Error = responder.willPresentError(CocoaError(.fileNoSuchFile))

        // NSView
        let view = NSView(frame: NSRect(x: 0, y: 0, width: 1, height: 1))
        let frame: NSRect = view.frame
        let superview: NSView? = view.superview
        let subviews: [NSView] = view.subviews
        let viewWindow: NSWindow? = view.window
        view.addSubview(NSView())
        view.removeFromSuperview()

        // NSViewController
        let controller = NSViewController(nibName: nil, bundle: nil)
        let plain = NSViewController()
        let loaded: NSView = controller.view
        controller.view = NSView()
        let isLoaded: Bool = controller.isViewLoaded
        controller.loadView()
        let parent: NSViewController? = controller.parent
        let children: [NSViewController] = controller.children
        controller.addChild(plain)
        let presenting: NSViewController? = controller.presentingViewController
        let presented: [NSViewController]? = controller.presentedViewControllers
        controller.presentAsSheet(plain)
        controller.dismiss(plain)
        let nib: NSNib.Name? = nil

        // NSWindow
        let titled = NSWindow(contentViewController: plain)
        let windowFrame: NSRect = titled.frame
        titled.title = "Document"
        let content: NSView? = titled.contentView
        titled.contentView = NSView()
        let contentController: NSViewController? = titled.contentViewController
        let windowController: NSWindowController? = titled.windowController
        let sheet: NSWindow? = titled.attachedSheet
        let sheetParent: NSWindow? = titled.sheetParent
        titled.beginSheet(window, completionHandler: { (_: NSApplication.ModalResponse) in })
        titled.endSheet(window, returnCode: .cancel)

        // NSWindowController
        let documentController = NSWindowController(window: titled)
        let controlledWindow: NSWindow? = documentController.window
        documentController.window = window
        documentController.windowDidLoad()

        // NSApplication
        let application: NSApplication = NSApplication.shared
        let delegate: (any NSApplicationDelegate)? = application.delegate
        let app: NSApplication! = NSApp
        let responses: [NSApplication.ModalResponse] = [
            .OK, .cancel, .alertFirstButtonReturn, .alertSecondButtonReturn, .alertThirdButtonReturn,
            NSApplication.ModalResponse(rawValue: 1003),
        ]
        let raw: Int = responses[0].rawValue

        // NSButton
        let button = NSButton()
        button.title = "OK"
        button.keyEquivalent = "\u{1b}"
        button.hasDestructiveAction = true

        // NSAlert
        let alert = NSAlert()
        let fromError = NSAlert(error: CocoaError(.fileNoSuchFile))
        alert.messageText = "Title"
        alert.informativeText = "Message"
        alert.alertStyle = .critical
        let styles: [NSAlert.Style] = [.warning, .informational, .critical]
        let added: NSButton = alert.addButton(withTitle: "OK")
        let buttons: [NSButton] = alert.buttons
        let alertWindow: NSWindow = alert.window
        let response: NSApplication.ModalResponse = fromError.runModal()
        alert.beginSheetModal(for: window, completionHandler: { (_: NSApplication.ModalResponse) in })
        alert.beginSheetModal(for: window)

        _ = (
            recovered, changed, frame, superview, subviews, viewWindow, loaded, isLoaded, parent, children, presenting,
            presented, nib,
            windowFrame, content, contentController, windowController, sheet, sheetParent, controlledWindow, delegate,
            app,
            raw, styles, added, buttons, alertWindow, response
        )
    }
#endif
