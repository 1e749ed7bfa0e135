import Foundation
import ProblemDetails
import ResponderChain

// The errors of a made-up shop app. Built with FINGERPRINT_EDITED, they are as a later version of the app has them:
// cases reordered, added and deleted, payloads changed, a type and a case renamed with the names they shipped with
// declared. Types the edit leaves alone are written once, outside the conditions.

#if FINGERPRINT_EDITED
    /// Reordered; `cancelled` deleted, `fraudSuspected` added; `addressInvalid` and `insufficientFunds` carry other
    /// payloads.
    enum CheckoutError: Error {
        case fraudSuspected
        case addressInvalid(field: String, line: Int)
        case expired
        case offline
        case insufficientFunds(missing: Decimal)
        case cardDeclined(reason: String)
    }

    /// `conflict` renamed `versionConflict`, its shipped name declared; `stale` moved first, `throttled` added.
    enum SyncError: StablyNamedError {
        case stale
        case throttled(retryAfter: Double)
        case versionConflict(local: Int, remote: Int)
        case quotaExceeded
        case serverRejected(code: Int)

        static let stableName = "FingerprintRefactoring.SyncError"
        static let stableCaseNames = ["versionConflict": "conflict"]
    }

    /// Once `AccountError`: the type renamed, its shipped name declared; `locked` and `suspended` swapped.
    enum AccountFailure: StablyNamedError {
        case suspended(until: Date)
        case locked
        case emailUnverified
        case deleted

        static let stableName = "FingerprintRefactoring.AccountError"
    }

    enum Feed {
        /// Reordered, `gone` deleted, `filtered` added, `load`'s payload an error of another type.
        enum LoadError: Error {
            case empty
            case filtered(count: Int)
            case load(NetworkError)
            case decoding(any Error)
        }
    }

    /// Cases reordered, `tls` added; the payload of `http` gains a member.
    enum NetworkError: Error {
        case tls
        case http(status: Int, body: String)
        case transport(URLError)
        case offline
        case dns(host: String)
    }

    /// Reordered; describes itself, so its cases without a payload are known by position: fallbacks.
    enum BannerError: Error, CustomStringConvertible {
        case unknown
        case throttled
        case dismissed

        var description: String { "banner" }
    }

    /// Reordered: `Int` raw values are no part of a fingerprint.
    enum StorageError: Int, Error {
        case full = 2
        case readOnly = 1
        case corrupt = 3
        case missing = 4
    }
#else
    enum CheckoutError: Error {
        case cardDeclined(reason: String)
        case insufficientFunds(balance: Int, required: Int)
        case offline
        case expired
        case addressInvalid(field: String)
        case cancelled
    }

    enum SyncError: Error {
        case conflict(version: Int)
        case quotaExceeded
        case serverRejected(code: Int)
        case stale
    }

    enum AccountError: Error {
        case locked
        case suspended(until: Date)
        case emailUnverified
        case deleted
    }

    enum Feed {
        enum LoadError: Error {
            case load(NetworkError)
            case decoding(any Error)
            case empty
            case gone
        }
    }

    enum NetworkError: Error {
        case offline
        case transport(URLError)
        case http(status: Int)
        case dns(host: String)
    }

    enum BannerError: Error, CustomStringConvertible {
        case dismissed
        case throttled
        case unknown

        var description: String { "banner" }
    }

    enum StorageError: Int, Error {
        case readOnly = 1
        case full = 2
        case corrupt = 3
        case missing = 4
    }
#endif

// Untouched by the edit.

struct ValidationFailure: Error {
    let field: String
}

struct PermissionDenied: Error {
    let permission: String
}

struct Timeout: Error, CustomStringConvertible {
    let seconds: Double
    var description: String { "timed out after \(seconds) s" }
}

struct ParseFailure: Error {
    let line: Int
    let column: Int
}

struct EmptyFailure: Error {}

/// A generic error: each specialization groups on its own.
struct Tagged<Tag>: Error {}

/// An HTTP error of the app's own, grouped by status.
struct ServerError: HTTPStatusError {
    let httpStatus: Int?
    var retryAfter: TimeInterval? { nil }
    var problemType: String? { nil }
}

/// An error that wraps another, as the chain follows it.
struct OperationFailed: WrappingError {
    let operation: String
    let underlyingError: (any Error)?
}

/// An error that stands for the one the user sees.
struct Diagnosed: DeveloperFacingError {
    let userFacingError: (any Error)?
}

/// A private type: its fingerprint is a fallback.
private struct PrivateFailure: Error {}

/// An error of the private type.
func privateFailure() -> any Error {
    PrivateFailure()
}

/// The extras of RFC 9457's out-of-credit problem.
struct OutOfCredit: HTTPAPIProblemExtras {
    static var associatedProblemType: String? { "https://example.com/probs/out-of-credit" }
    var balance: Int
}
