/// What a `receiveError` responder did with an error: passed it on, or handled it
/// with an ``ErrorEvaluation`` for the code that reported it.
///
/// ```swift
/// ScreenView()
///     .receiveError { error in
///         guard let failure = error as? SyncFailure else { return .notHandled }
///         return failure.isTransient ? .handled(.retry) : .handled
///     }
/// ```
public struct ReceiveErrorResult: Hashable, Sendable, CustomStringConvertible {
    /// The evaluation the reporter receives, or `nil` when the error continues.
    public let evaluation: ErrorEvaluation?

    private init(evaluation: ErrorEvaluation?) {
        self.evaluation = evaluation
    }

    /// The error has been handled, and the code that reported it should proceed: ``handled(_:)`` with
    /// ``ErrorEvaluation/proceed``.
    public static let handled = ReceiveErrorResult(evaluation: .proceed)

    /// The error has been handled, and the code that reported it receives `evaluation`, for example
    /// ``ErrorEvaluation/retry``.
    ///
    /// - Parameter evaluation: what the reporter should do next.
    /// - Returns: the result.
    public static func handled(_ evaluation: ErrorEvaluation) -> ReceiveErrorResult {
        ReceiveErrorResult(evaluation: evaluation)
    }

    /// The error continues, unchanged, to the responders further out.
    public static let notHandled = ReceiveErrorResult(evaluation: nil)

    /// `handled(proceed)` or `notHandled`.
    public var description: String {
        evaluation.map { "handled(\($0))" } ?? "notHandled"
    }

    var step: ErrorStep {
        evaluation.map { .answered($0) } ?? .notHandled
    }
}
