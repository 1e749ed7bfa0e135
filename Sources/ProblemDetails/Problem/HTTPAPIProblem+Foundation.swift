public import Foundation
import ResponderChain

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
    /// The problem's `title`; for a problem without one, or of type `about:blank`, whose title is only the status's
    /// reason phrase (RFC 9457, section 4.2.1), the package's text for its `status` in `ErrorTexts.currentLanguage`
    /// (such as "Too many requests"), and otherwise `nil`.
    public var errorDescription: String? {
        if let title = ownTitle { return title }
        return status.flatMap { Self.packageText(forStatus: $0)?.title }
    }

    /// The problem's `detail`; for a problem with neither a title of its own nor a detail, the package's message
    /// for its `status` (such as "Please wait a moment, then try again.").
    public var failureReason: String? {
        if let detail = detail?.nonBlankText { return detail }
        guard ownTitle == nil else { return nil }
        return status.flatMap { Self.packageText(forStatus: $0)?.message }
    }

    /// The package's text for an HTTP status, in `ErrorTexts.currentLanguage`, as any `HTTPStatusError` gets it; `nil`
    /// for a status that is not an error. The app's mappers are not asked: a problem's own text is the first source
    /// of a message, and the mappers come after it.
    private static func packageText(forStatus status: Int) -> UserFacingMessage? {
        guard (400...599).contains(status) else { return nil }
        return ErrorTexts.withMappers([]) { UserFacingMessage(for: StatusOnly(httpStatus: status)) }
    }

    /// The title, unless it is blank or the problem's type is `about:blank`.
    private var ownTitle: String? {
        type == StandardMembers.blankType ? nil : title?.nonBlankText
    }
}

/// An error that is only an HTTP status, for which the package's built-in text is its status's.
private struct StatusOnly: HTTPStatusError {
    let httpStatus: Int?
}

extension String {
    /// The string, unless it is empty or only white space.
    fileprivate var nonBlankText: String? {
        allSatisfy(\.isWhitespace) ? nil : self
    }
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
