import Foundation
import ResponderChain
import Testing

/// Cancellations as apps receive them, wrapped the ways apps wrap errors, and failures that look like cancellations
/// and are not: the corpus that the promise "a cancellation is never shown, reported or counted as a failure" is
/// checked on, by the core's tests and by every bridge's.
enum CancellationCorpus {
    /// One error of the corpus, with the name the docs' table gives it.
    struct Shape: Sendable, CustomTestStringConvertible {
        /// The innermost error's name and how it is wrapped: `URLError.cancelled in two enum cases`.
        let name: String
        let error: any Error
        /// How many levels the cancellation sits below the dispatched error: its index in the error's chain.
        let depth: Int
        /// The wrapping's name, a row of the docs' table.
        let wrapping: String

        var testDescription: String { name }
    }

    /// A way apps wrap what they caught, and how deep it puts the error it wraps.
    struct Wrapping: Sendable {
        let name: String
        let depth: Int
        let wrap: @Sendable (any Error) -> any Error
    }

    // MARK: The leaves

    /// Every cancellation the package knows, as it arrives on Linux. The Apple frameworks' own errors arrive as
    /// `NSError`s of their domains here; on Apple platforms their typed forms are checked as well.
    static let cancellationLeaves: [(name: String, error: any Error)] = [
        ("CancellationError", CancellationError()),
        ("URLError.cancelled", URLError(.cancelled)),
        ("NSError NSURLErrorDomain -999", NSError(domain: NSURLErrorDomain, code: NSURLErrorCancelled)),
        ("CocoaError.userCancelled", CocoaError(.userCancelled)),
        ("NSError NSCocoaErrorDomain 3072", NSError(domain: NSCocoaErrorDomain, code: NSUserCancelledError)),
        ("POSIXError.ECANCELED", POSIXError(.ECANCELED)),
        (
            "ASAuthorizationError.canceled",
            NSError(domain: "com.apple.AuthenticationServices.AuthorizationError", code: 1001)
        ),
        (
            "ASWebAuthenticationSessionError.canceledLogin",
            NSError(domain: "com.apple.AuthenticationServices.WebAuthenticationSession", code: 1)
        ),
        ("SKError.paymentCancelled", NSError(domain: "SKErrorDomain", code: 2)),
        ("LAError.userCancel", NSError(domain: "com.apple.LocalAuthentication", code: -2)),
        ("LAError.systemCancel", NSError(domain: "com.apple.LocalAuthentication", code: -4)),
        ("LAError.appCancel", NSError(domain: "com.apple.LocalAuthentication", code: -9)),
        ("an app's own, declared", SearchError.cancelled),
    ]

    /// Failures that look like cancellations (a code, a domain, a name, a text, a cancellation held where the chain
    /// does not look, or one its wrapper declares a failure), and real failures next to them.
    static let lookAlikeLeaves: [(name: String, error: any Error)] = [
        ("URLError.timedOut", URLError(.timedOut)),
        ("URLError.cannotConnectToHost", URLError(.cannotConnectToHost)),
        ("URLError.networkConnectionLost", URLError(.networkConnectionLost)),
        ("URLError.userCancelledAuthentication (-1012)", URLError(.userCancelledAuthentication)),
        (
            "NSError NSURLErrorDomain -1012",
            NSError(domain: NSURLErrorDomain, code: NSURLErrorUserCancelledAuthentication)
        ),
        ("CocoaError.fileNoSuchFile", CocoaError(.fileNoSuchFile)),
        ("NSError of an app's domain with code -999", NSError(domain: "com.example.checkout", code: -999)),
        ("POSIXError.ECONNREFUSED", POSIXError(.ECONNREFUSED)),
        ("POSIXError.ETIMEDOUT", POSIXError(.ETIMEDOUT)),
        ("HTTP 500", ServerStatus(httpStatus: 500)),
        ("a case named cancelledByServer", OrderError.cancelledByServer),
        ("a type named OrderCancelled", OrderCancelled()),
        ("an app's failure around URLError.cancelled, declared", SearchError.abandonedByServer(URLError(.cancelled))),
        ("a CancellationError in a struct's property", HoldsCancellation(reason: CancellationError())),
        ("a text that says cancelled", SaysCancelled()),
        (
            "ASAuthorizationError.unknown",
            NSError(domain: "com.apple.AuthenticationServices.AuthorizationError", code: 1000)
        ),
        (
            "ASWebAuthenticationSessionError.presentationContextNotProvided",
            NSError(domain: "com.apple.AuthenticationServices.WebAuthenticationSession", code: 2)
        ),
        ("SKError.unknown", NSError(domain: "SKErrorDomain", code: 0)),
        ("LAError.authenticationFailed", NSError(domain: "com.apple.LocalAuthentication", code: -1)),
        ("LAError.userFallback", NSError(domain: "com.apple.LocalAuthentication", code: -3)),
        ("a CustomNSError of NSURLErrorDomain -1001", URLDomainTimeout()),
        (
            "DecodingError.dataCorrupted without an underlying error",
            DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON"))
        ),
    ]

    // MARK: The wrappings

    /// The ways an app wraps what it caught, from none to three levels.
    static let wrappings: [Wrapping] = [
        Wrapping(name: "itself", depth: 0) { $0 },
        Wrapping(name: "in an enum case", depth: 1) { APIClientError.transport($0) },
        Wrapping(name: "in two enum cases", depth: 2) { ScreenError.load(.transport($0)) },
        Wrapping(name: "in a WrappingError", depth: 1) { RequestFailed(endpoint: "/search", underlyingError: $0) },
        Wrapping(name: "under NSUnderlyingErrorKey", depth: 1) {
            NSError(domain: "com.example.api", code: 7, userInfo: [NSUnderlyingErrorKey: $0])
        },
        Wrapping(name: "in an enum in a WrappingError", depth: 2) {
            RequestFailed(endpoint: "/search", underlyingError: APIClientError.transport($0))
        },
        Wrapping(name: "in a DecodingError's context", depth: 1) {
            DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "body", underlyingError: $0))
        },
        Wrapping(name: "in a payload of several values", depth: 1) { SyncError.failed(endpoint: "/sync", cause: $0) },
        Wrapping(name: "three levels deep", depth: 3) {
            RequestFailed(
                endpoint: "/search",
                underlyingError: NSError(
                    domain: "com.example.api", code: 7, userInfo: [NSUnderlyingErrorKey: APIClientError.transport($0)]))
        },
    ]

    /// The wrappings the look-alikes are tried in.
    static let lookAlikeWrappings = Array(wrappings.prefix(4))

    // MARK: The corpus

    /// Every cancellation leaf in every wrapping.
    static let cancellations: [Shape] = shapes(of: cancellationLeaves, in: wrappings)

    /// Every look-alike leaf in the first wrappings.
    static let lookAlikes: [Shape] = shapes(of: lookAlikeLeaves, in: lookAlikeWrappings)

    private static func shapes(of leaves: [(name: String, error: any Error)], in wrappings: [Wrapping]) -> [Shape] {
        wrappings.flatMap { wrapping in
            leaves.map { leaf in
                Shape(
                    name: "\(leaf.name) \(wrapping.name)", error: wrapping.wrap(leaf.error), depth: wrapping.depth,
                    wrapping: wrapping.name)
            }
        }
    }
}

extension CancellationCorpus {
    // MARK: The errors apps write

    /// An API client's error: what the transport or the decoder threw, inside.
    enum APIClientError: Error {
        case transport(any Error)
        case decoding(any Error)
    }

    /// A screen's error around its API client's.
    enum ScreenError: Error {
        case load(APIClientError)
    }

    /// A request that failed, with the error beneath it.
    struct RequestFailed: WrappingError {
        let endpoint: String
        let underlyingError: (any Error)?
    }

    /// A failure whose case holds several values, the error among them.
    enum SyncError: Error {
        case failed(endpoint: String, cause: any Error)
    }

    /// An app's error that says which of its cases are cancellations.
    enum SearchError: Error, CancellationDeclaringError {
        /// The user left the search: a cancellation.
        case cancelled
        /// The server abandoned the request: a failure, whatever the transport said.
        case abandonedByServer(URLError)

        var isCancellation: Bool? {
            switch self {
            case .cancelled: true
            case .abandonedByServer: false
            }
        }
    }

    /// An order the shop cancelled: a failure the user must see, whatever its case is called.
    enum OrderError: Error {
        case cancelledByServer
    }

    /// A failure whose type's name says "cancelled".
    struct OrderCancelled: Error {}

    /// A failure that holds a cancellation in a property, where no chain looks.
    struct HoldsCancellation: Error {
        let reason: any Error
    }

    /// A failure whose text says it was cancelled.
    struct SaysCancelled: LocalizedError {
        var errorDescription: String? { "The upload was cancelled by the server." }
    }

    /// A failure that claims `NSURLErrorDomain`, with the time-out's code.
    struct URLDomainTimeout: CustomNSError {
        static var errorDomain: String { NSURLErrorDomain }
        var errorCode: Int { NSURLErrorTimedOut }
    }

    /// A failed HTTP response.
    struct ServerStatus: HTTPStatusError {
        let httpStatus: Int?
    }
}
