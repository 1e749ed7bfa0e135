/// Reports errors at a ``ResponderPosition`` without waiting: the value the SwiftUI environment calls
/// `\.reportError`.
///
/// ```swift
/// Button("Save") {
///     do { try save() } catch { reportError(error) }
/// }
/// ```
///
/// Each call starts one task on the main actor, whatever the depth of the hierarchy; to wait for the evaluation
/// without that task, call ``ResponderPosition/report(_:)``.
public struct ReportErrorAction: Sendable {
    /// The position where errors are reported.
    public let position: ResponderPosition

    /// Creates an action that reports errors at `position`.
    ///
    /// - Parameter position: the position.
    public init(position: ResponderPosition) {
        self.position = position
    }

    /// Reports `error` in a new task, and returns the task, whose value is the evaluation.
    ///
    /// - Parameter error: the error.
    /// - Returns: the task dispatching it; you need not keep it.
    @discardableResult
    public func callAsFunction(_ error: any Error) -> Task<ErrorEvaluation, Never> {
        Task { @MainActor [position] in
            await position.report(error)
        }
    }
}
