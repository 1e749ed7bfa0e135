import Foundation

/// An error that says which ``ErrorCategory`` it belongs to.
///
/// ```swift
/// extension AppStateError: CategorizedError {
///     var category: ErrorCategory {
///         switch self {
///         case .submitDraft(let error):
///             error.resolveCategory() == .requiresSignout ? .requiresSignout : .recoverable(recoveryOption: .resubmit)
///         default:
///             .nonRecoverable
///         }
///     }
/// }
/// ```
public protocol CategorizedError: Error {
    /// The error's category.
    var category: ErrorCategory { get }
}

extension Error {
    /// The error's category, looking through the errors it wraps.
    ///
    /// From the error inwards (a ``WrappingError``'s `underlyingError`, an `NSError`'s `NSUnderlyingErrorKey`, at
    /// most 16 levels), the first error that says something decides:
    ///
    /// 1. a ``CategorizedError`` gives its ``CategorizedError/category``;
    /// 2. a Foundation `RecoverableError` with recovery options is recoverable with those options, recovered
    ///    through its `attemptRecovery(optionIndex:)`.
    ///
    /// When none does, the error is ``ErrorCategory/nonRecoverable``.
    ///
    /// - Returns: the category.
    public func resolveCategory() -> ErrorCategory {
        FoundCategory(of: self).category
    }
}

/// An error's category and the error, at whatever depth, that gave it.
struct FoundCategory {
    let category: ErrorCategory

    /// The error that decided the category; the error itself when nothing did.
    let source: any Error

    /// The category of `error`; when nothing in it says one and it is a failure of the network layer (offline, a
    /// dropped connection, a time-out, a host out of reach), `transient` if given.
    init(of error: any Error, transient: ErrorCategory? = nil) {
        let found: FoundCategory? = ErrorUnwrapping.first(in: error) { candidate in
            if let categorized = candidate as? any CategorizedError {
                return FoundCategory(category: categorized.category, source: candidate)
            }
            if let recoverable = candidate as? any RecoverableError, !recoverable.recoveryOptions.isEmpty {
                let options = recoverable.recoveryOptions.enumerated().map { index, title in
                    RecoveryOption(
                        id: "RecoverableError.\(index).\(title)", description: title, recoverableErrorIndex: index)
                }
                return FoundCategory(category: .recoverable(recoveryOptions: options), source: candidate)
            }
            return nil
        }
        if let found {
            self = found
        } else if let transient, NetworkFailure(error) != nil {
            self = FoundCategory(category: transient, source: error)
        } else {
            self = FoundCategory(category: .nonRecoverable, source: error)
        }
    }

    private init(category: ErrorCategory, source: any Error) {
        self.category = category
        self.source = source
    }

    /// Runs a `RecoverableError`'s own recovery for `option`, when the option is one of its options.
    ///
    /// - Returns: whether it recovered, or `nil` when the option is not the error's own.
    @MainActor
    func attemptFoundationRecovery(_ option: RecoveryOption) async -> Bool? {
        guard let index = option.recoverableErrorIndex, let recoverable = source as? any RecoverableError else {
            return nil
        }
        return await withCheckedContinuation { continuation in
            recoverable.attemptRecovery(optionIndex: index) { recovered in
                continuation.resume(returning: recovered)
            }
        }
    }
}
