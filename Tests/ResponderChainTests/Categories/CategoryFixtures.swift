import Foundation
import ResponderChain

extension RecoveryOption {
    static let resubmit = RecoveryOption(id: "test.resubmit", description: "Resubmit")
    static let resave = RecoveryOption(id: "test.resave", description: "Save again")
}

/// An API error with a category, shaped like ErrorHandling's `ResponseCodeError`.
enum APIError: CategorizedError, LocalizedError, Hashable {
    case status(Int)
    case draft

    var category: ErrorCategory {
        switch self {
        case .status(401): .requiresSignout
        case .status(503): .recoverable(recoveryOption: .retry)
        case .status: .nonRecoverable
        case .draft: .recoverable(recoveryOptions: [.retry, .resubmit, .resave])
        }
    }

    var errorDescription: String? {
        switch self {
        case .status(let status): "Request failed with status \(status)"
        case .draft: "Your draft was not saved"
        }
    }

    var failureReason: String? { "The server refused it." }
    var recoverySuggestion: String? { "Try again later." }
}

/// A Foundation `RecoverableError` that records its recovery attempts.
struct DiskError: RecoverableError {
    let recovers: Bool
    let attempts = Locked<[Int]>([])

    var recoveryOptions: [String] { ["Free space", "Use iCloud"] }

    func attemptRecovery(optionIndex recoveryOptionIndex: Int) -> Bool {
        attempts.withLock { $0.append(recoveryOptionIndex) }
        return recovers
    }
}

/// A Foundation `RecoverableError` that offers no option and wraps another error: it says nothing of the category.
struct OptionlessRecoverableWrapper: WrappingError, RecoverableError {
    let underlyingError: (any Error)?
    var recoveryOptions: [String] { [] }
    func attemptRecovery(optionIndex recoveryOptionIndex: Int) -> Bool { true }
}

/// An error that is both categorized and a `RecoverableError`: its category decides.
struct SyncError: CategorizedError, RecoverableError {
    var category: ErrorCategory { .requiresSignout }
    var recoveryOptions: [String] { ["Never offered"] }
    func attemptRecovery(optionIndex recoveryOptionIndex: Int) -> Bool { true }
}

/// ErrorHandling's `ResponseCodeError`: a payload that is not `Equatable`.
enum ResponseCodeError: CategorizedError {
    case invalidResponseCode(Int, Data?)

    var category: ErrorCategory {
        switch self {
        case .invalidResponseCode(401, _): .requiresSignout
        default: .nonRecoverable
        }
    }
}

/// Two recovery options whose titles the test makes equal.
struct TwinOptionsError: CategorizedError {
    static let saveCopy = RecoveryOption(id: "test.save-copy", description: "Save")

    var category: ErrorCategory { .recoverable(recoveryOptions: [.resave, Self.saveCopy]) }
}
