#if canImport(AppKit)
    public import AppKit
    public import ResponderChain
#elseif !canImport(Darwin)
    public import AppKitStandIn
    public import ResponderChain
#endif

#if canImport(AppKit) || !canImport(Darwin)
    extension NSResponder {
        /// Sends the errors that AppKit, or the app, presents from this responder and every responder before it
        /// (`presentError(_:)`, `presentError(_:modalFor:delegate:didPresent:contextInfo:)`) into the chain at
        /// `responder`, instead of AppKit's alert.
        ///
        /// One line, in a window controller that answers errors with rules:
        ///
        /// ```swift
        /// final class DocumentWindowController: NSWindowController, ErrorResponder {
        ///     lazy var errors = ErrorHandler(for: self)
        ///         .on(error: .type(SyncError.self), then: .categorized(by: CategoryResponder(presentingOn: .shared(for: self))))
        ///     var parentResponder: (any ErrorResponder)? { get { nextErrorResponder } set {} }
        ///     func respond(to error: any Error) async -> ErrorEvaluation { await errors.respond(to: error) }
        ///
        ///     override func windowDidLoad() {
        ///         super.windowDidLoad()
        ///         routePresentedErrors()
        ///     }
        /// }
        /// ```
        ///
        /// Every `presentError` from the window's views and view controllers, from the window and from this
        /// controller now reaches `respond(to:)`. It puts a responder of its own right after this one in AppKit's
        /// chain; the responders before this one still get `willPresentError(_:)` first.
        ///
        /// - `presentError(_:)` returns `false` at once (no recovery done yet) and the error is dispatched in a task
        ///   on the main actor: the chain's alerts show as sheets and the code goes on.
        /// - `presentError(_:modalFor:delegate:didPresent:contextInfo:)` tells the delegate, once the chain has
        ///   answered, with `didRecover` true when the answer is ``ResponderChain/ErrorEvaluation/retry``.
        /// - Once the responder that receives the errors is gone (it is held weakly), errors go on along AppKit's
        ///   chain as before.
        ///
        /// Calling it again on the same responder replaces the destination.
        ///
        /// - Parameter responder: where the errors go; by default this responder, when it is an error responder,
        ///   or else the nearest one after it (``nextErrorResponder``), looked up at each error.
        public func routePresentedErrors(to responder: (any ErrorResponder)? = nil) {
            if let router = nextResponder as? PresentedErrorRouter, router.owner === self {
                router.destination = responder
                return
            }
            let router = PresentedErrorRouter(owner: self, destination: responder)
            router.nextResponder = nextResponder
            nextResponder = router
            PresentedErrorRouter.keep(router)
        }
    }

    /// The responder ``NSResponder/routePresentedErrors(to:)`` puts after its owner: it takes the errors presented
    /// before it into the chain.
    @MainActor
    final class PresentedErrorRouter: NSResponder {
        weak var owner: NSResponder?
        weak var destination: (any ErrorResponder)?

        init(owner: NSResponder, destination: (any ErrorResponder)?) {
            self.owner = owner
            self.destination = destination
            super.init()
        }

        #if canImport(AppKit)
            required init?(coder: NSCoder) {
                nil
            }
        #endif

        /// AppKit does not retain `nextResponder`: the routers are kept here while their owners live.
        private static var routers: [PresentedErrorRouter] = []

        static func keep(_ router: PresentedErrorRouter) {
            routers.removeAll { $0.owner == nil }
            routers.append(router)
        }

        /// Where an error presented now goes: the destination, or the owner when it is an error responder, or the
        /// nearest one after the owner.
        private var target: (any ErrorResponder)? {
            destination ?? (owner as? any ErrorResponder) ?? owner?.nextErrorResponder
        }

        override func presentError(_ error: any Error) -> Bool {
            guard let target else { return super.presentError(error) }
            let error = willPresentError(error)
            Task { @MainActor in
                _ = await target.dispatchHere(error)
            }
            return false
        }

        override func presentError(
            _ error: any Error,
            modalFor window: NSWindow,
            delegate: Any?,
            didPresent didPresentSelector: Selector?,
            contextInfo: UnsafeMutableRawPointer?
        ) {
            guard let target else {
                super.presentError(
                    error, modalFor: window, delegate: delegate, didPresent: didPresentSelector,
                    contextInfo: contextInfo)
                return
            }
            let error = willPresentError(error)
            let presentation = ErrorPresentationDelegate(
                delegate, selector: didPresentSelector, contextInfo: contextInfo)
            Task { @MainActor in
                let evaluation = await target.dispatchHere(error)
                presentation.tell(didRecover: evaluation == .retry)
            }
        }
    }

    /// The delegate of a window-modal error presentation, and what to tell it: AppKit's `didPresentSelector`,
    /// `- (void)didPresentErrorWithRecovery:(BOOL)didRecover contextInfo:(void *)contextInfo`.
    @MainActor
    struct ErrorPresentationDelegate {
        private let delegate: AnyObject?
        private let selector: Selector?
        private let contextInfo: UnsafeMutableRawPointer?

        init(_ delegate: Any?, selector: Selector?, contextInfo: UnsafeMutableRawPointer?) {
            self.delegate = delegate as AnyObject?
            self.selector = selector
            self.contextInfo = contextInfo
        }

        func tell(didRecover: Bool) {
            guard let delegate, let selector else { return }
            #if canImport(ObjectiveC)
                guard let object = delegate as? NSObject, object.responds(to: selector) else { return }
                // AppKit's convention calls a selector the app chose with a `BOOL` and a raw context pointer, which
                // `perform(_:with:with:)` cannot pass: its implementation is called at its C type, the one way there is.
                typealias DidPresent = @convention(c) (NSObject, Selector, ObjCBool, UnsafeMutableRawPointer?) -> Void
                let implementation = unsafeBitCast(object.method(for: selector), to: DidPresent.self)
                implementation(object, selector, ObjCBool(didRecover), contextInfo)
            #else
                (delegate as? any StandInErrorPresentationDelegate)?
                    .standInDidPresentError(selector, didRecover: didRecover, contextInfo: contextInfo)
            #endif
        }
    }
#endif
