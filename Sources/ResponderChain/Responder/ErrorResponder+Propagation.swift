extension ErrorResponder {
    /// Passes every error to the parent; adopt ``ErrorResponder`` with only a `weak var parentResponder` to get
    /// a pure pass-through node.
    ///
    /// - Parameter error: the error raised below this responder.
    /// - Returns: the parent's answer, or ``ErrorEvaluation/cancel`` when nothing handled the error.
    @discardableResult
    public func respond(to error: any Error) async -> ErrorEvaluation {
        await passToParent(error)
    }

    /// Hands `error` to ``parentResponder`` and returns its answer.
    ///
    /// Use it for everything a responder does not handle itself, instead of writing
    /// `parentResponder?.respond(to:) ?? someDefault`:
    ///
    /// - With no parent, the error goes to the ``UnhandledTerminal`` and the answer is
    ///   ``ErrorEvaluation/cancel``, the same everywhere.
    /// - A loop of parents is reported as ``UnhandledReason/cycle(_:)`` instead of followed: before anyone is
    ///   asked when the dispatch began with ``dispatch(_:fileID:filePath:line:column:)``, and otherwise after a
    ///   bounded number of hops (at most 64 nested hops on the main actor).
    /// - A cancellation, wrapped at any depth, or any error while the task is cancelled, answers
    ///   ``ErrorEvaluation/cancel`` at once.
    /// - When a trace or observer is active, the parent is recorded as the next hop of the route.
    ///
    /// - Parameter error: the error to pass on.
    /// - Returns: the answer from up the chain.
    public func passToParent(_ error: any Error) async -> ErrorEvaluation {
        await DispatchCore.passToParent(from: self, error)
    }

    /// Starts a dispatch of `error` at this responder: asks it first, then whatever it passes the error to.
    ///
    /// Call it where an error is raised, on the responder that should see it first, usually the raiser's parent.
    /// Unlike calling ``respond(to:)`` directly, it starts a new route for tracing and observers even when the
    /// responder answers at once, a cancellation resolves to ``ErrorEvaluation/cancel`` without asking it, and a
    /// loop of parents above it is reported before anyone is asked.
    ///
    /// ```swift
    /// switch await parentResponder.dispatch(error) {
    /// case .retry: didTapButton()
    /// default: break
    /// }
    /// ```
    ///
    /// In a test, an error that goes unhandled fails the test at the line that called this.
    ///
    /// - Parameters:
    ///   - error: the error raised.
    ///   - fileID: the caller's `#fileID`: where a test fails when the error goes unhandled; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    /// - Returns: what to do next.
    @discardableResult
    public func dispatch(
        _ error: any Error,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> ErrorEvaluation {
        guard CallSite.isRecorded else { return await DispatchCore.dispatch(error, at: self) }
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return await CallSite.starting(at: site) { await DispatchCore.dispatch(error, at: self) }
    }

    /// ``dispatch(_:fileID:filePath:line:column:)`` without recording its caller's site, for a caller in another
    /// module of this package (the AppKit adapter), whose own line no test needs. The core calls
    /// `DispatchCore.dispatch(_:at:)`.
    package func dispatchHere(_ error: any Error) async -> ErrorEvaluation {
        await DispatchCore.dispatch(error, at: self)
    }

    /// Dispatches `error` at this responder, like ``dispatch(_:fileID:filePath:line:column:)``, and returns the route
    /// it took.
    ///
    /// - Parameters:
    ///   - error: the error raised.
    ///   - fileID: the caller's `#fileID`: where a test fails when the error goes unhandled; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    /// - Returns: the route; its ``DispatchRoute/evaluation`` is the answer.
    public func traceDispatch(
        _ error: any Error,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> DispatchRoute {
        let (_, routes) = await DispatchRoute.trace {
            await dispatch(error, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        // `dispatch` always starts a route of its own; a dispatch nested in it finishes before it does, so the
        // last route to finish is this one.
        return routes[routes.count - 1]
    }
}

extension Optional where Wrapped == any ErrorResponder {
    /// Starts a dispatch at the responder, or reports `error` unhandled when there is none.
    ///
    /// It lets code that holds a `weak var parentResponder` raise an error in one line:
    ///
    /// ```swift
    /// switch await parentResponder.dispatch(error) { ... }
    /// ```
    ///
    /// - Parameters:
    ///   - error: the error raised.
    ///   - fileID: the caller's `#fileID`: where a test fails when the error goes unhandled; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    /// - Returns: the responder's answer, or ``ErrorEvaluation/cancel`` when there is no responder.
    @MainActor
    @discardableResult
    public func dispatch(
        _ error: any Error,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> ErrorEvaluation {
        guard let responder = self else {
            if let early = CancellationGate.cancellationAnswer(for: error) {
                return early
            }
            return CallSite.starting(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
                DispatchCore.unhandled(error)
            }
        }
        return await responder.dispatch(error, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// ``dispatch(_:fileID:filePath:line:column:)`` for a caller in this package, whose own line no test needs.
    @MainActor
    package func dispatchHere(_ error: any Error) async -> ErrorEvaluation {
        guard let responder = self else {
            return CancellationGate.cancellationAnswer(for: error) ?? DispatchCore.unhandled(error)
        }
        return await DispatchCore.dispatch(error, at: responder)
    }
}
