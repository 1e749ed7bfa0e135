/// A value you call to send an error up a chain of closures, the way SwiftUI's `OpenURLAction` opens a URL.
///
/// Each level of a hierarchy wraps the action it received from above: it handles some errors and calls the
/// outer action for the rest. The SwiftUI adapter stores it in the environment as `\.respondToError`; this type
/// itself needs no UI framework.
///
/// ```swift
/// let app = RespondToErrorAction(name: "App") { error in
///     switch error {
///     case MyError.appError: return .proceed
///     default: return await RespondToErrorAction.unhandled(error)
///     }
/// }
/// let root = RespondToErrorAction(name: "Root") { error in
///     switch error {
///     case MyError.rootError: return .proceed
///     default: return await app(error)
///     }
/// }
/// let evaluation = await root(MyError.appError) // .proceed
/// ```
public struct RespondToErrorAction: Sendable {
    @usableFromInline
    enum Handler: Sendable {
        case synchronous(@Sendable (any Error) -> ErrorEvaluation)
        case asynchronous(AsynchronousBody)
        case unhandled
    }

    /// An asynchronous action's closure: it runs on its caller's executor.
    @usableFromInline
    typealias AsynchronousBody = nonisolated(nonsending) @Sendable (any Error) async -> ErrorEvaluation

    @usableFromInline
    let handler: Handler
    private let location: (fileID: StaticString, line: UInt)

    /// The action's name in routes, if it was given one.
    public let name: String?

    private init(handler: Handler, name: String?, fileID: StaticString, line: UInt) {
        self.handler = handler
        self.name = name
        self.location = (fileID, line)
    }

    /// Creates an action from a closure that may wait, for example for an alert or an outer action.
    ///
    /// The closure runs on the caller's executor, like the action itself, unless it is isolated to an actor: a
    /// chain of actions called on the main actor answers there, without a hop per level.
    ///
    /// - Parameters:
    ///   - name: the action's name in routes; when `nil`, routes show where it was created.
    ///   - fileID: where the action was created; filled in for you.
    ///   - line: the line where it was created; filled in for you.
    ///   - respondToError: answers every error it receives, calling an outer action for those it does not handle.
    public init(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ respondToError: nonisolated(nonsending) @escaping @Sendable (any Error) async -> ErrorEvaluation
    ) {
        self.init(handler: .asynchronous(respondToError), name: name, fileID: fileID, line: line)
    }

    /// Creates an action from a closure that decides without waiting; it is called synchronously.
    ///
    /// - Parameters:
    ///   - name: the action's name in routes; when `nil`, routes show where it was created.
    ///   - fileID: where the action was created; filled in for you.
    ///   - line: the line where it was created; filled in for you.
    ///   - respondToError: answers every error it receives.
    public init(
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ respondToError: @escaping @Sendable (any Error) -> ErrorEvaluation
    ) {
        self.init(handler: .synchronous(respondToError), name: name, fileID: fileID, line: line)
    }

    /// The action at the top of every hierarchy: it reports each error to the ``UnhandledTerminal`` and answers
    /// ``ErrorEvaluation/unhandled``.
    ///
    /// It is the default value of the SwiftUI `\.respondToError` environment value. It never stops the process
    /// in SwiftUI previews.
    public static let unhandled = RespondToErrorAction(
        handler: .unhandled,
        name: "unhandled",
        fileID: #fileID,
        line: #line
    )

    /// Sends `error` to the action and returns its answer.
    ///
    /// It runs on the caller's executor: calling an action does not hop to another one.
    ///
    /// A cancellation, or any error while the task is cancelled, answers ``ErrorEvaluation/cancel`` without
    /// calling the closure.
    ///
    /// - Parameter error: the error raised.
    /// - Returns: what the code that raised it should do next.
    @discardableResult
    @inlinable
    nonisolated(nonsending) public func callAsFunction(_ error: any Error) async -> ErrorEvaluation {
        // Inlined into the caller, usually the closure of the level below, so that a chain of actions costs one
        // frame per level, the closure's; the checks are one call.
        switch Self.untracedStart(error) {
        case .traced:
            return await tracedAnswer(error)
        case .cancelled:
            return .cancel
        case .answer:
            defer { Self.untracedEnd(error) }
            return await answer(error)
        }
    }

    /// The handler's answer, once the checks have let `error` through.
    @inlinable
    nonisolated(nonsending) func answer(_ error: any Error) async -> ErrorEvaluation {
        switch handler {
        case .synchronous(let respond):
            return respond(error)
        case .asynchronous(let respond):
            return await respond(error)
        case .unhandled:
            return UnhandledTerminal.report(error, reason: .endOfChain)
        }
    }

    /// How an untraced call goes on.
    @usableFromInline
    enum Start {
        /// Something traces or observes: the call takes the traced path.
        case traced
        /// The task is cancelled or the error is a cancellation: the answer is ``ErrorEvaluation/cancel``.
        case cancelled
        /// The closure answers; ``untracedEnd(_:)`` must follow.
        case answer
    }

    /// The checks before an untraced answer.
    @usableFromInline
    static func untracedStart(_ error: any Error) -> Start {
        if DispatchRecord.isObserving {
            return .traced
        }
        if Task.isCancelled || CancellationGate.isCancellationRemembering(error) {
            return .cancelled
        }
        return .answer
    }

    /// Ends an untraced answer that ``untracedStart(_:)`` allowed for `error`.
    @usableFromInline
    static func untracedEnd(_ error: any Error) {
        CancellationGate.forgetCheckedError(error)
    }

    /// The answer while something traces or observes: this action joins the route under way, or starts one.
    @usableFromInline
    nonisolated(nonsending) func tracedAnswer(_ error: any Error) async -> ErrorEvaluation {
        let hops: [ResponderHop]
        if case .unhandled = handler { hops = [] } else { hops = [hop] }
        return await DispatchRecord.run(.error(error), joining: hops, starting: hops) {
            if let early = CancellationGate.earlyEvaluation(for: error) {
                return early
            }
            return await answer(error)
        }
    }

    /// This action's hop in a route.
    var hop: ResponderHop {
        ResponderHop(name: name ?? "\(location.fileID):\(location.line)", kind: .action)
    }
}
