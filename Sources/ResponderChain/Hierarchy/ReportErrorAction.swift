/// Reports errors up a view hierarchy without waiting: the value the SwiftUI environment calls `\.reportError`
/// (HierarchyResponder's).
///
/// ```swift
/// Button("Save") {
///     do { try save() } catch { reportError(error) }
/// }
/// ```
///
/// Each call starts one task on the main actor, whatever the depth of the hierarchy; to wait for the evaluation,
/// call `\.respondToError`, which sends the error up the same chain.
///
/// Two actions are equal when they report to the same place in a hierarchy, so the environment value stays equal
/// across re-renders while the responders above keep their place.
public struct ReportErrorAction: Sendable, Equatable {
    /// The innermost responder the errors go to; `nil` at the top, where they go to the ``UnhandledTerminal``.
    let head: ResponderNode?

    /// Creates an action that reports errors to `head` and outwards.
    package init(from head: ResponderNode?) {
        self.head = head
    }

    /// Whether two actions report to the same place.
    public static func == (lhs: ReportErrorAction, rhs: ReportErrorAction) -> Bool {
        lhs.head === rhs.head
    }

    /// Reports `error` in a new task, and returns the task, whose value is the evaluation.
    ///
    /// In a test, an error that goes unhandled fails the test at the line that called this.
    ///
    /// - Parameters:
    ///   - error: the error.
    ///   - fileID: the caller's `#fileID`: where a test fails when the error goes unhandled; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    /// - Returns: the task dispatching it; you need not keep it.
    @discardableResult
    public func callAsFunction(
        _ error: any Error,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Task<ErrorEvaluation, Never> {
        CallSite.starting(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            Task { @MainActor [head] in
                await HierarchyDispatch.report(error, from: head)
            }
        }
    }
}
