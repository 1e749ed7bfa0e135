public import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The names problems use when they are bridged to `NSError`.
public enum HTTPAPIProblemBridging {
    /// The `NSError` domain of problems whose extras accept any type (see ``HTTPAPIProblem/errorDomain``).
    public static let defaultDomain = "ProblemDetails.HTTPAPIProblem"

    /// The `NSError` user-info key under which a problem's `type` is found.
    public static let typeKey = "HTTPAPIProblemType"

    /// The `NSError` user-info key under which a problem's `instance` is found, when it has one.
    public static let instanceKey = "HTTPAPIProblemInstance"
}

extension HTTPAPIProblem: LocalizedError {
    /// The problem's `title`; for a problem without one, the standard phrase of its `status` (as RFC 9457 advises
    /// for `"about:blank"`), and otherwise `nil`.
    public var errorDescription: String? {
        if let title { return title }
        return status.map { HTTPURLResponse.localizedString(forStatusCode: $0) }
    }

    /// The problem's `detail`.
    public var failureReason: String? { detail }
}

extension HTTPAPIProblem: CustomNSError {
    /// The problem type when the extras declare one, otherwise ``HTTPAPIProblemBridging/defaultDomain``.
    ///
    /// `CustomNSError` gives a domain per Swift type, not per value, so a problem whose extras accept any type
    /// (``OpaqueHTTPAPIProblem``) cannot carry its own type as the domain. Its type is in ``errorUserInfo`` under
    /// ``HTTPAPIProblemBridging/typeKey`` instead.
    public static var errorDomain: String { Extras.associatedProblemType ?? HTTPAPIProblemBridging.defaultDomain }

    /// The problem's `status`, or `0` when it has none.
    public var errorCode: Int { status ?? 0 }

    /// The localized description and failure reason, the type, and the instance when there is one.
    public var errorUserInfo: [String: Any] {
        var info: [String: Any] = [HTTPAPIProblemBridging.typeKey: type]
        if let errorDescription { info[NSLocalizedDescriptionKey] = errorDescription }
        if let detail { info[NSLocalizedFailureReasonErrorKey] = detail }
        if let instance { info[HTTPAPIProblemBridging.instanceKey] = instance }
        return info
    }
}
