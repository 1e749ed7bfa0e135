#if canImport(AppKit)
    public import AppKit
    public import ResponderChain
#elseif !canImport(Darwin)
    public import AppKitStandIn
    public import ResponderChain
#endif

#if canImport(AppKit) || !canImport(Darwin)
    /// Every responder presents alerts with `NSAlert`: as a sheet on its window, or app-modally when it has none.
    /// So `ErrorHandler(for: self)` in a view controller, a window controller or a window, and
    /// `PresentationQueue.shared(for: window)`, show the chain's alerts as a Mac app does.
    extension NSResponder: ErrorPresenter {
        /// The window a sheet goes on: the window itself, a view's window, a view controller's (once its view is
        /// loaded), a window controller's; `nil` for the application and other responders.
        public var presentationWindow: NSWindow? {
            switch self {
            case let window as NSWindow: window
            case let view as NSView: view.window
            case let controller as NSViewController: controller.isViewLoaded ? controller.view.window : nil
            case let controller as NSWindowController: controller.window
            default: nil
            }
        }

        /// Shows `alert` as an `NSAlert` and returns the button the user chose.
        ///
        /// - The alert's title is its `messageText`, its message its `informativeText`, and each of its buttons
        ///   becomes a button, in order: the first is the default one (Return), a cancel-role button answers Escape,
        ///   and a destructive one is marked destructive. An alert without buttons gets an "OK" that answers `nil`.
        /// - With a window (``presentationWindow``) it is a sheet on it; without one it runs app-modally.
        /// - When the waiting task is cancelled, the sheet is ended and the answer is `nil`.
        ///
        /// The ``ResponderChain/PresentationQueue`` hands a presenter one alert at a time.
        ///
        /// - Parameter alert: the alert.
        /// - Returns: the chosen button, or `nil`.
        public func present(_ alert: AlertModel) async -> AlertButton? {
            await present(alert, accessory: nil)
        }

        /// Shows `alert` as ``present(_:)`` does, with `accessory` below its text.
        func present(_ alert: AlertModel, accessory: NSView?) async -> AlertButton? {
            let shown = NSAlert(model: alert)
            shown.accessoryView = accessory
            guard let window = presentationWindow else {
                return alert.button(answering: shown.runModal())
            }
            let answer = AlertChoice()
            return await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    guard answer.wait(with: continuation) else { return }  // cancelled before it started
                    shown.beginSheetModal(for: window) { response in
                        answer.give(alert.button(answering: response))
                    }
                }
            } onCancel: {
                answer.give(nil)
                Task { @MainActor in
                    if shown.window.sheetParent != nil {
                        window.endSheet(shown.window, returnCode: .cancel)
                    }
                }
            }
        }
    }

    extension NSAlert {
        /// The `NSAlert` for `model`.
        convenience init(model: AlertModel) {
            self.init()
            messageText = model.title
            informativeText = model.message ?? ""
            for button in model.buttons {
                let added = addButton(withTitle: button.title)
                switch button.role {
                case .default:
                    break
                case .cancel:
                    added.keyEquivalent = "\u{1b}"
                case .destructive:
                    added.hasDestructiveAction = true
                }
            }
            if model.buttons.isEmpty {
                addButton(withTitle: AlertText.standard.dismissTitle)
            }
        }
    }

    extension AlertModel {
        /// The button that `response` picks: AppKit numbers an alert's buttons from
        /// `alertFirstButtonReturn` in the order they were added. `nil` for any other response.
        func button(answering response: NSApplication.ModalResponse) -> AlertButton? {
            let index = response.rawValue - NSApplication.ModalResponse.alertFirstButtonReturn.rawValue
            return buttons.indices.contains(index) ? buttons[index] : nil
        }
    }
#endif
