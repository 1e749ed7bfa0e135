import Foundation

/// A failure of the network layer, found in an error or in an error it wraps (an enum case's payload, a
/// ``WrappingError``, `NSUnderlyingErrorKey`, an OpenAPI client's `ClientError`), by Foundation domain and code, never
/// by type or text.
///
/// | failure | counts as offline | sent nothing |
/// |---|---|---|
/// | `URLError` `notConnectedToInternet`, `internationalRoamingOff`, `dataNotAllowed` | always | yes |
/// | POSIX `ENETDOWN`, `ENETUNREACH` | always | yes |
/// | `URLError` `networkConnectionLost` | always | no: the request may have reached the server |
/// | `URLError` `cannotFindHost`, `dnsLookupFailed`, `cannotConnectToHost`; POSIX `EHOSTUNREACH` | while the path is unsatisfied | yes |
/// | `URLError` `timedOut`; POSIX `ETIMEDOUT` | while the path is unsatisfied | no |
struct NetworkFailure: Hashable {
    /// The domain and code that decided it.
    let code: FoundationErrorCode

    /// Whether it says the device is offline whatever the path says; otherwise only while the path is unsatisfied.
    let isOfflineOnAnyPath: Bool

    /// Whether no connection was made, so nothing of the request can have reached the server.
    let sentNothing: Bool

    /// The first network-layer failure in `error`, from the error inwards along its ``ErrorChain`` (the walk that
    /// finds a cancellation), to the chain's depth limit.
    init?(_ error: any Error) {
        var current = error
        for _ in 0..<ErrorUnwrapping.limit {
            if let found = Self.classify(current) {
                self = found
                return
            }
            guard let wrapped = ErrorChain.wrapped(by: current) else { return nil }
            current = wrapped
        }
        return nil
    }

    private init(_ code: FoundationErrorCode, offlineOnAnyPath: Bool, sentNothing: Bool) {
        self.code = code
        self.isOfflineOnAnyPath = offlineOnAnyPath
        self.sentNothing = sentNothing
    }

    /// Whether the failure is the device being offline, given the path.
    func isOffline(on path: NetworkPath) -> Bool {
        isOfflineOnAnyPath || !path.isSatisfied
    }

    private static func classify(_ error: any Error) -> NetworkFailure? {
        guard let code = FoundationErrorCode(error) else { return nil }
        switch code.domain {
        case NSURLErrorDomain:
            switch code.code {
            case -1009, -1018, -1020: return NetworkFailure(code, offlineOnAnyPath: true, sentNothing: true)
            case -1005: return NetworkFailure(code, offlineOnAnyPath: true, sentNothing: false)
            case -1003, -1004, -1006: return NetworkFailure(code, offlineOnAnyPath: false, sentNothing: true)
            case -1001: return NetworkFailure(code, offlineOnAnyPath: false, sentNothing: false)
            default: return nil
            }
        case NSPOSIXErrorDomain:
            switch Int32(exactly: code.code).flatMap(POSIXErrorCode.init(rawValue:)) {
            case .ENETDOWN, .ENETUNREACH: return NetworkFailure(code, offlineOnAnyPath: true, sentNothing: true)
            case .EHOSTUNREACH: return NetworkFailure(code, offlineOnAnyPath: false, sentNothing: true)
            case .ETIMEDOUT: return NetworkFailure(code, offlineOnAnyPath: false, sentNothing: false)
            default: return nil
            }
        default:
            return nil
        }
    }
}
