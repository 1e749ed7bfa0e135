#if !canImport(AppKit)
    import Foundation

    #if !canImport(ObjectiveC)
        /// Stand-in for the Objective-C runtime's `Selector`, which Foundation has only on Apple platforms: a method
        /// name, as `presentError(_:modalFor:delegate:didPresent:contextInfo:)` takes one.
        public struct Selector: Hashable, Sendable {
            /// The method's name.
            public let name: String

            /// Creates a selector for the method `name`.
            public init(_ name: String) {
                self.name = name
            }
        }
    #endif

    /// Stand-in for AppKit's `NSResponder`, for platforms without AppKit: the responder chain and its error
    /// presentation.
    ///
    /// Signatures checked against the macOS 15.5 SDK (`NSResponder.h`): `nextResponder`, `presentError(_:)`,
    /// `presentError(_:modalFor:delegate:didPresent:contextInfo:)` and `willPresentError(_:)`.
    ///
    /// As AppKit does, `presentError(_:)` gives ``willPresentError(_:)`` a chance to change the error, then forwards
    /// it to ``nextResponder`` or, at the end of the chain, to the application, which shows it.
    @MainActor
    open class NSResponder {
        /// Creates a responder.
        public init() {}

        /// The next responder in the chain, or `nil`. AppKit sets it: a view's superview (or its view controller),
        /// a content view's window, a window's window controller. Not retained, as in AppKit (`unowned(unsafe)`
        /// there, weak here).
        open weak var nextResponder: NSResponder?

        /// Presents `error` app-modally: after ``willPresentError(_:)``, forwards it to ``nextResponder`` or, at the
        /// end of the chain, to the application.
        ///
        /// - Parameter error: the error.
        /// - Returns: whether recovery was done.
        open func presentError(_ error: any Error) -> Bool {
            let error = willPresentError(error)
            if let next = nextResponder {
                return next.presentError(error)
            }
            return NSApplication.shared.presentError(error)
        }

        /// Presents `error` as a sheet on `window`: after ``willPresentError(_:)``, forwards it to ``nextResponder``
        /// or, at the end of the chain, to the application. When the sheet is dismissed, `delegate` receives
        /// `didPresentSelector` with whether recovery was done, and `contextInfo`.
        ///
        /// - Parameters:
        ///   - error: the error.
        ///   - window: the window the sheet goes on.
        ///   - delegate: the object told when the sheet is dismissed.
        ///   - didPresentSelector: the method it is told with.
        ///   - contextInfo: handed back to the delegate.
        open func presentError(
            _ error: any Error,
            modalFor window: NSWindow,
            delegate: Any?,
            didPresent didPresentSelector: Selector?,
            contextInfo: UnsafeMutableRawPointer?
        ) {
            let error = willPresentError(error)
            if let next = nextResponder {
                next.presentError(
                    error, modalFor: window, delegate: delegate, didPresent: didPresentSelector,
                    contextInfo: contextInfo)
            } else {
                NSApplication.shared.presentError(
                    error, modalFor: window, delegate: delegate, didPresent: didPresentSelector,
                    contextInfo: contextInfo)
            }
        }

        /// The error to present instead of `error`; `error` itself unless overridden.
        ///
        /// - Parameter error: the error about to be presented.
        /// - Returns: the error to present.
        open func willPresentError(_ error: any Error) -> any Error {
            error
        }
    }
#endif

#if !canImport(AppKit) && !canImport(ObjectiveC)
    /// Stand-in only: what AppKit does with a selector and a delegate through the Objective-C runtime, which these
    /// platforms lack. A delegate of `presentError(_:modalFor:delegate:didPresent:contextInfo:)` adopts it to be
    /// told that the presentation ended.
    @MainActor
    public protocol StandInErrorPresentationDelegate: AnyObject {
        /// AppKit's `didPresentSelector`: the presentation ended, and `didRecover` says whether recovery was done.
        func standInDidPresentError(_ selector: Selector, didRecover: Bool, contextInfo: UnsafeMutableRawPointer?)
    }
#endif
