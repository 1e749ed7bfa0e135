import Foundation
import ResponderChain
import Testing

/// The network errors of SwiftErrorHandler's README: an enum without payloads.
enum NetworkError: Error {
    case noInternet
    case logout
    case authenticate
    case timeout
}

/// An enum with payloads that is not `Equatable`: its case is matched, its payload ignored.
enum HTTPFailure: Error {
    case status(Int, body: String)
    case redirectLoop(urls: [String])
}

/// An `Equatable` enum with payloads: matched by `==`.
enum ValidationError: Error, Equatable {
    case missingField(String)
    case tooLong(field: String, limit: Int)
}

/// An `Equatable` enum whose own `==` calls any two errors equal: a value rule asks it only within one case.
enum LenientError: Error, Equatable {
    case minor(Int)
    case major

    static func == (lhs: LenientError, rhs: LenientError) -> Bool { true }
}

/// A struct error.
struct QuotaExceeded: Error, Equatable {
    let limit: Int
}

/// A class hierarchy of errors.
class StorageError: Error, @unchecked Sendable {}
final class DiskFullError: StorageError, @unchecked Sendable {}

/// A protocol some errors adopt.
protocol RetryableError: Error {}
struct ServerBusy: RetryableError {}

/// A `CustomNSError` with its own domain and code.
struct RemoteError: CustomNSError {
    static var errorDomain: String { "remote" }
    let errorCode: Int
    var errorUserInfo: [String: Any] { [:] }
}

/// A `CustomNSError` that carries an underlying error in its user info.
struct GatewayError: CustomNSError {
    static var errorDomain: String { "gateway" }
    var errorCode: Int { 502 }
    let underlying: any Error
    var errorUserInfo: [String: Any] { [NSUnderlyingErrorKey: underlying] }
}

/// An `NSError` subclass, as some SDKs raise.
final class SDKError: NSError, @unchecked Sendable {}

/// An `NSError` subclass named as a platform's private classes are.
final class _PlatformPrivateError: NSError, @unchecked Sendable {}

/// A wrapper error adopting the library's protocol.
struct RequestFailed: WrappingError {
    let endpoint: String
    let underlyingError: (any Error)?
}

/// `error` inside `levels` wrappers: at level `levels + 1` of the chain, counting the outermost as level 1.
func wrapped(_ error: any Error, in levels: Int) -> any Error {
    (0..<levels).reduce(error) { inner, _ in RequestFailed(endpoint: "/", underlyingError: inner) }
}

/// A wrapper that wraps itself, to check that unwrapping stops.
final class SelfWrapping: WrappingError, @unchecked Sendable {
    var underlyingError: (any Error)? { self }
}

/// A named error value for parameterised tables, so that test names stay readable.
struct NamedError: CustomTestStringConvertible, Sendable {
    let name: String
    let error: any Error
    init(_ name: String, _ error: any Error) {
        self.name = name
        self.error = error
    }
    var testDescription: String { name }
}
