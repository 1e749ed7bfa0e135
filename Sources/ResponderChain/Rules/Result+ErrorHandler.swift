extension Result {
    /// The success value, or `nil` after handing the failure to `handler` in the background; SwiftErrorHandler's shape.
    ///
    /// ```swift
    /// let user: User? = result.get(onError: errorHandler)
    /// ```
    ///
    /// - Parameters:
    ///   - handler: the handler for a failure, as with ``ErrorHandler/handle(error:)``.
    ///   - fileID: the caller's `#fileID`: where a test fails when the error goes unhandled; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    /// - Returns: the value, or `nil` on failure.
    public func get(
        onError handler: ErrorHandler,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Success? {
        switch self {
        case .success(let value):
            return value
        case .failure(let error):
            CallSite.starting(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
                handler.handle(error: error)
            }
            return nil
        }
    }

    /// The success value, or `nil` after handing the failure to `handler` with a completion; SwiftErrorHandler's
    /// `get(onError:onErrorCompleted:)`.
    ///
    /// ```swift
    /// let user: User? = result.get(onError: errorHandler, onErrorCompleted: { reloadButton.isEnabled = true })
    /// ```
    ///
    /// The failure goes to ``ErrorHandler/handle(error:onCompleted:fileID:filePath:line:column:)``: rules that decide
    /// without waiting have run when this returns, and `onErrorCompleted` is called once the handler (and its parent,
    /// if it passed the error on) is done with it. A success calls neither the handler nor `onErrorCompleted`. As
    /// there, a handler without a ``ErrorHandler/parentResponder`` leaves a failure that no action answered with this
    /// caller, who has its `nil`: nothing is reported to the ``UnhandledTerminal``.
    ///
    /// - Parameters:
    ///   - handler: the handler for a failure.
    ///   - onErrorCompleted: called on the main actor once the failure is handled.
    ///   - fileID: the caller's `#fileID`: where a test fails when the error goes unhandled; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    /// - Returns: the value, or `nil` on failure.
    @MainActor
    public func get(
        onError handler: ErrorHandler,
        onErrorCompleted: (@MainActor () -> Void)?,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Success? {
        switch self {
        case .success(let value):
            return value
        case .failure(let error):
            handler.handle(
                error: error, onCompleted: onErrorCompleted, fileID: fileID, filePath: filePath, line: line,
                column: column)
            return nil
        }
    }

    /// The success value, or the answer of `responder` to the failure.
    ///
    /// ```swift
    /// switch await result.resolve(with: errorHandler) {
    /// case .success(let user): show(user)
    /// case .answered(_, .retry): await reload()
    /// case .answered: break
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - responder: the responder that answers a failure; the dispatch starts there, as with
    ///     ``ErrorResponder/dispatch(_:fileID:filePath:line:column:)``.
    ///   - fileID: the caller's `#fileID`: where a test fails when the error goes unhandled; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    /// - Returns: the value, or the failure with its evaluation.
    @MainActor
    public func resolve(
        with responder: any ErrorResponder,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> AnsweredResult<Success> {
        switch self {
        case .success(let value):
            return .success(value)
        case .failure(let error):
            return .answered(
                error, await responder.dispatch(error, fileID: fileID, filePath: filePath, line: line, column: column))
        }
    }
}

/// The outcome of `Result.resolve(with:)`: the success value, or the failure with the evaluation a
/// responder gave it.
public enum AnsweredResult<Success> {
    /// The result was a success.
    case success(Success)

    /// The result was a failure, and a responder answered it.
    case answered(any Error, ErrorEvaluation)

    /// The success value, if any.
    public var value: Success? {
        if case .success(let value) = self { value } else { nil }
    }

    /// The evaluation of the failure, if any.
    public var evaluation: ErrorEvaluation? {
        if case .answered(_, let evaluation) = self { evaluation } else { nil }
    }
}

extension AnsweredResult: Sendable where Success: Sendable {}
