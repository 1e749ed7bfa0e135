import CResponderChainAtomics
import Foundation

/// Resolves a dispatch early when its error is a cancellation or its task has been cancelled: a cancellation is not
/// a user-facing error, so no responder is asked and no alert shows it, and a dispatch from a cancelled task
/// resolves at once.
enum CancellationGate {
    /// The domain Swift gives a `CancellationError` bridged to `NSError`.
    private static let cancellationDomain = CancellationError()._domain

    /// Whether `error` says that work was cancelled rather than that it failed: `CancellationError`, a
    /// `URLError` with code `cancelled`, a `CocoaError` with code `userCancelled`, or any `NSError` (subclasses
    /// and bridged Swift errors included) that stands for one of these.
    static func isCancellation(_ error: any Error) -> Bool {
        isCancellation(error, of: type(of: error))
    }

    /// ``isCancellation(_:)`` for an error whose dynamic type the caller has already read.
    static func isCancellation(_ error: any Error, of errorType: any Error.Type) -> Bool {
        // Compare metatypes first: a dynamic cast per hop would cost more than the hop itself.
        if errorType == CancellationError.self {
            return true
        }
        // A plain Swift error type seen last time: one load and a comparison.
        let typeKey = unsafeBitCast(errorType as Any.Type, to: UnsafeRawPointer.self)
        if responder_chain_plain_error_type_load() == typeKey {
            return false
        }
        if errorType == URLError.self {
            return (error as? URLError)?.code == .cancelled
        }
        if errorType == CocoaError.self {
            return (error as? CocoaError)?.code == .userCancelled
        }
        guard errorType is NSError.Type else {
            responder_chain_plain_error_type_store(typeKey)
            return false
        }
        let nsError = error as NSError
        switch nsError.domain {
        case NSURLErrorDomain: return nsError.code == NSURLErrorCancelled
        case NSCocoaErrorDomain: return nsError.code == NSUserCancelledError
        case cancellationDomain: return true
        default: return false
        }
    }

    /// Whether `error`, which a hop is about to pass on, is a cancellation: ``isCancellation(_:)``, except that an
    /// error a hop in flight has already found not to be one costs one comparison.
    ///
    /// An answer of `false` may remember `error` for the hops it reaches; the caller must call
    /// ``forgetCheckedError(_:)`` with the same error when its hop ends.
    static func isCancellationCheckedOnce(_ error: any Error) -> Bool {
        // An `any Error` is one reference to its box; comparing it needs neither a retain nor the box's type.
        // (`as any Error` keeps the existential from being opened into the concrete type.)
        let box = unsafeBitCast(error as any Error, to: UnsafeRawPointer.self)
        if responder_chain_checked_error_load() == box {
            return false
        }
        if isCancellation(error) {
            return true
        }
        responder_chain_checked_error_store(box)
        return false
    }

    /// Ends a hop that called ``isCancellationCheckedOnce(_:)`` with `error`, which stays alive until the entry is
    /// gone: no other error can reuse its address while the entry names it.
    static func forgetCheckedError(_ error: any Error) {
        withExtendedLifetime(error) {
            responder_chain_checked_error_store(nil)
        }
    }

    /// `.cancel` when the task has been cancelled, after marking the traced dispatch as cancelled; `nil` when the
    /// dispatch goes on. For a dispatch whose error has already passed ``cancellationAnswer(for:)``.
    static func evaluationIfTaskCancelled() -> ErrorEvaluation? {
        guard Task.isCancelled else { return nil }
        if DispatchRecord.isObserving {
            DispatchRecord.markCancelled()
        }
        return .cancel
    }

    /// `.cancel` when the dispatch of `error` must stop here, after marking the traced dispatch as cancelled;
    /// `nil` when it goes on.
    static func cancellationAnswer(for error: any Error) -> ErrorEvaluation? {
        cancellationAnswer(for: error, of: type(of: error))
    }

    /// ``cancellationAnswer(for:)`` for an error whose dynamic type the caller has already read.
    static func cancellationAnswer(for error: any Error, of errorType: any Error.Type) -> ErrorEvaluation? {
        guard Task.isCancelled || isCancellation(error, of: errorType) else { return nil }
        if DispatchRecord.isObserving {
            DispatchRecord.markCancelled()
        }
        return .cancel
    }
}
