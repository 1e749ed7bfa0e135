import Foundation

/// Resolves a dispatch early when its error is a cancellation or its task has been cancelled (DESIGN.md,
/// semantics 7): cancellations are not user-facing, so no responder is asked.
enum CancellationGate {
    /// Whether `error` says that work was cancelled rather than that it failed: `CancellationError`, or a
    /// `URLError` / `NSURLErrorDomain` error with code `cancelled`.
    static func isCancellation(_ error: any Error) -> Bool {
        // Compare metatypes only: a dynamic cast per hop would cost more than the hop itself.
        let errorType = type(of: error)
        if errorType == CancellationError.self {
            return true
        }
        if errorType == URLError.self {
            return (error as? URLError)?.code == .cancelled
        }
        if errorType == NSError.self {
            let nsError = error as NSError
            return nsError.domain == NSURLErrorDomain && nsError.code == NSURLErrorCancelled
        }
        return false
    }

    /// `.cancel` when the dispatch of `error` must stop here, after marking the traced dispatch as cancelled;
    /// `nil` when it goes on.
    static func earlyEvaluation(for error: any Error) -> ErrorEvaluation? {
        guard Task.isCancelled || isCancellation(error) else { return nil }
        if DispatchRecord.isObserving {
            DispatchRecord.markCancelled()
        }
        return .cancel
    }
}
