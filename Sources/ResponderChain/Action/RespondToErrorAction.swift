/// A value you call to send an error up a chain, the way SwiftUI's `OpenURLAction` opens a URL.
///
/// Each level of a hierarchy wraps the action it received from above: it handles some errors and calls the
/// outer action for the rest. The SwiftUI adapter's `\.respondToError` is one: it sends the error up the view's
/// chain of responders. This type itself needs no UI framework.
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
///
/// Two actions are equal when they send errors to the same place: the same closure as it was created, the same
/// position of a view hierarchy, or the top of every chain (``unhandled``). So an action kept in the SwiftUI
/// environment compares equal across re-renders, and views that read it are not evaluated again for it; a new
/// closure makes a new action.
public struct RespondToErrorAction: Sendable, Equatable {
    /// Where the action sends errors.
    ///
    /// A closure is kept beside the object that names the action and whose identity is the action's, so that a call
    /// reaches the closure without going through the object.
    enum Target: Sendable {
        /// A closure that decides without waiting.
        case synchronous(@Sendable (any Error) -> ErrorEvaluation, ActionIdentity)
        /// A closure that may wait; it runs on its caller's executor.
        case asynchronous(AsynchronousBody, ActionIdentity)
        /// The chain of a view hierarchy, from a node outwards.
        case hierarchy(ResponderNode)
        /// The ``UnhandledTerminal``.
        case unhandled
    }

    /// An asynchronous action's closure: it runs on its caller's executor.
    typealias AsynchronousBody = nonisolated(nonsending) @Sendable (any Error) async -> ErrorEvaluation

    let target: Target

    init(target: Target) {
        self.target = target
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
        self.init(target: .asynchronous(respondToError, ActionIdentity(name: name, fileID: fileID, line: line)))
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
        self.init(target: .synchronous(respondToError, ActionIdentity(name: name, fileID: fileID, line: line)))
    }

    /// An action that sends errors up a hierarchy's chain from `node`, or to the terminal when there is none. At a
    /// node written from an action, it is that action.
    package init(hierarchyFrom node: ResponderNode?) {
        if let written = node?.written {
            self = written.action
        } else {
            self.init(target: node.map { .hierarchy($0) } ?? .unhandled)
        }
    }

    /// The action at the top of every chain: it reports each error to the ``UnhandledTerminal`` and answers
    /// ``ErrorEvaluation/cancel``.
    ///
    /// It is the default value of the SwiftUI `\.respondToError` environment value. It never stops the process
    /// in SwiftUI previews.
    public static let unhandled = RespondToErrorAction(target: .unhandled)

    /// The action's name in routes, if it was given one.
    public var name: String? {
        identity?.name
    }

    /// The object that names a closure's action and makes its identity.
    var identity: ActionIdentity? {
        switch target {
        case .synchronous(_, let identity), .asynchronous(_, let identity): identity
        case .hierarchy, .unhandled: nil
        }
    }

    /// Whether two actions send errors to the same place.
    public static func == (lhs: RespondToErrorAction, rhs: RespondToErrorAction) -> Bool {
        switch (lhs.target, rhs.target) {
        case (.hierarchy(let left), .hierarchy(let right)): left === right
        case (.unhandled, .unhandled): true
        default: lhs.identity != nil && lhs.identity === rhs.identity
        }
    }

    /// Sends `error` to the action and returns its answer.
    ///
    /// It runs on the caller's executor: calling an action does not hop to another one, except to the main actor
    /// for an action of a view hierarchy.
    ///
    /// A cancellation, or any error while the task is cancelled, answers ``ErrorEvaluation/cancel`` without
    /// calling the closure.
    ///
    /// In a test, an error that goes unhandled fails the test at the line of the outermost call.
    ///
    /// - Parameters:
    ///   - error: the error raised.
    ///   - fileID: the caller's `#fileID`: where a test fails when the error goes unhandled; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    /// - Returns: what the code that raised it should do next.
    @discardableResult
    nonisolated(nonsending) public func callAsFunction(
        _ error: any Error,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> ErrorEvaluation {
        if CallSite.isRecorded {
            return await answerInTest(error, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        return await answerChecked(error)
    }

    /// ``callAsFunction(_:fileID:filePath:line:column:)`` in a test process: the outermost call's site becomes the
    /// dispatch's origin.
    nonisolated(nonsending) func answerInTest(
        _ error: any Error,
        fileID: StaticString,
        filePath: StaticString,
        line: UInt,
        column: UInt
    ) async -> ErrorEvaluation {
        await CallSite.starting(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            await answerChecked(error)
        }
    }

    /// The answer after the checks every call makes: the cancellation gate, and a hop of the route under way when
    /// something observes.
    nonisolated(nonsending) func answerChecked(_ error: any Error) async -> ErrorEvaluation {
        if case .hierarchy(let node) = target {
            // The dispatch core makes the checks and drives the hierarchy's walk.
            return await DispatchCore.answer(error, walking: HierarchyDispatch.ErrorWalk(start: node))
        }
        if DispatchCore.isObserving {
            return await tracedAnswer(error)
        }
        return await DispatchCore.pastGate(error) {
            await answer(error, traced: false)
        }
    }

    /// The target's answer, once the checks have let `error` through; `traced` says whether they found something
    /// observing.
    nonisolated(nonsending) func answer(_ error: any Error, traced: Bool) async -> ErrorEvaluation {
        switch target {
        case .synchronous(let respond, _):
            return respond(error)
        case .asynchronous(let respond, _):
            return await respond(error)
        case .hierarchy(let node):
            // `answerChecked(_:)` hands a hierarchy to the dispatch core before it comes here.
            return await DispatchCore.answer(error, walking: HierarchyDispatch.ErrorWalk(start: node))
        case .unhandled:
            return DispatchCore.unhandled(error)
        }
    }

    /// The answer while something traces or observes: this action joins the route under way, or starts one.
    nonisolated(nonsending) func tracedAnswer(_ error: any Error) async -> ErrorEvaluation {
        let hops: [ResponderHop]
        hops = identity.map { [$0.hop] } ?? []
        return await DispatchCore.hop(.error(error), joining: hops, starting: hops) {
            await DispatchCore.pastGate(error) {
                await answer(error, traced: true)
            }
        }
    }
}

/// What names an action made from a closure, in an object whose identity makes the action's equality: made once,
/// when the action is created.
final class ActionIdentity: Sendable {
    let name: String?
    private let fileID: StaticString
    private let line: UInt

    init(name: String?, fileID: StaticString, line: UInt) {
        self.name = name
        self.fileID = fileID
        self.line = line
    }

    /// This action's hop in a route.
    var hop: ResponderHop {
        ResponderHop(name: name ?? "\(fileID):\(line)", kind: .action)
    }
}
