import Foundation

/// The package's own mappings from errors it knows to the texts of ``ErrorTexts/Key``: Foundation's networking,
/// file and validation errors (by domain and code, so `NSError`s too), POSIX errors, `DecodingError` and
/// `EncodingError`, and HTTP statuses of any ``HTTPStatusError``.
enum BuiltInMessages {
    /// A title and a message, by key.
    struct Texts: Hashable {
        let title: ErrorTexts.Key
        let message: ErrorTexts.Key

        init(_ title: ErrorTexts.Key, _ message: ErrorTexts.Key) {
            self.title = title
            self.message = message
        }
    }

    /// The message for `error` in `language`, or `nil` when no built-in mapping knows it.
    static func message(for error: any Error, in language: ErrorTexts.Language) -> UserFacingMessage? {
        if let error = error as? any HTTPStatusError {
            guard let status = error.httpStatus else { return nil }
            return http(status: status, retryAfter: error.retryAfter, in: language)
        }
        return texts(for: error).map { UserFacingMessage($0, in: language, source: .builtIn) }
    }

    /// The keys for `error`, or `nil` when no built-in mapping knows it.
    static func texts(for error: any Error) -> Texts? {
        switch error {
        case is DecodingError:
            return Texts(.unreadableDataTitle, .unreadableDataMessage)
        case is EncodingError:
            return Texts(.unwritableDataTitle, .unwritableDataMessage)
        default:
            guard let code = FoundationErrorCode(error) else { return nil }
            switch code.domain {
            case NSURLErrorDomain:
                return urlTexts(code.code, reason: FoundationErrorCode.networkUnavailableReason(of: error))
            case NSCocoaErrorDomain: return cocoaTexts(code.code)
            case NSPOSIXErrorDomain:
                return Int32(exactly: code.code).flatMap(POSIXErrorCode.init(rawValue:)).flatMap(posixTexts)
            default: return nil
            }
        }
    }

    /// The message for an HTTP status, with the wait in it for a 429 or 503 that gave one; `nil` below 400 and above
    /// 599.
    static func http(status: Int, retryAfter: TimeInterval?, in language: ErrorTexts.Language) -> UserFacingMessage? {
        guard let texts = httpTexts(status) else { return nil }
        var message = UserFacingMessage(texts, in: language, source: .builtIn)
        if [429, 503].contains(status), let retryAfter, let wait = formattedWait(retryAfter, in: language) {
            message.message = String(format: ErrorTexts.text(.waitMessage, in: language), wait)
        }
        return message
    }

    static func httpTexts(_ status: Int) -> Texts? {
        switch status {
        case 401: Texts(.unauthorizedTitle, .unauthorizedMessage)
        case 403: Texts(.permissionDeniedTitle, .permissionDeniedMessage)
        case 404, 410: Texts(.notFoundTitle, .notFoundMessage)
        case 408: Texts(.requestTimeoutTitle, .requestTimeoutMessage)
        case 409: Texts(.conflictTitle, .conflictMessage)
        case 422: Texts(.validationTitle, .validationMessage)
        case 429: Texts(.tooManyRequestsTitle, .tooManyRequestsMessage)
        case 503: Texts(.unavailableTitle, .unavailableMessage)
        case 500...599: Texts(.serverErrorTitle, .serverErrorMessage)
        case 400...499: Texts(.requestRejectedTitle, .requestRejectedMessage)
        default: nil
        }
    }

    private static func urlTexts(_ code: Int, reason: Int?) -> Texts {
        switch code {
        case -1009, -1020:
            // Not connected, or data not allowed: the reason says whether a setting is in the way.
            switch reason {
            case 0: Texts(.cellularDeniedTitle, .cellularDeniedMessage)
            case 1: Texts(.expensiveDeniedTitle, .expensiveDeniedMessage)
            case 2: Texts(.lowDataModeTitle, .lowDataModeMessage)
            default:
                code == -1020
                    ? Texts(.cellularDeniedTitle, .cellularDeniedMessage) : Texts(.offlineTitle, .offlineMessage)
            }
        case -1018: Texts(.roamingOffTitle, .roamingOffMessage)
        case -1001: Texts(.timedOutTitle, .timedOutMessage)
        case -1003, -1006: Texts(.hostNotFoundTitle, .hostNotFoundMessage)
        case -1004: Texts(.cannotConnectTitle, .cannotConnectMessage)
        case -1005: Texts(.connectionLostTitle, .connectionLostMessage)
        case -1022, -1206...(-1200): Texts(.secureConnectionFailedTitle, .secureConnectionFailedMessage)
        case -1011, -1015, -1016, -1017: Texts(.badServerResponseTitle, .badServerResponseMessage)
        // The user declined to authenticate: usually a server that asked for credentials, as a 401 does. A
        // cancellation (-999) is never shown.
        case -1012: Texts(.unauthorizedTitle, .unauthorizedMessage)
        default: Texts(.networkOtherTitle, .networkOtherMessage)
        }
    }

    private static func cocoaTexts(_ code: Int) -> Texts? {
        switch code {
        case 4, 260: Texts(.fileNotFoundTitle, .fileNotFoundMessage)
        case 257: Texts(.fileReadNoPermissionTitle, .fileReadNoPermissionMessage)
        case 513: Texts(.fileWriteNoPermissionTitle, .fileWriteNoPermissionMessage)
        case 640: Texts(.outOfSpaceTitle, .outOfSpaceMessage)
        case 255: Texts(.fileLockedTitle, .fileLockedMessage)
        case 259, 261, 264: Texts(.fileCorruptTitle, .fileCorruptMessage)
        case 642: Texts(.readOnlyTitle, .readOnlyMessage)
        case 516: Texts(.fileExistsTitle, .fileExistsMessage)
        case 0...1023: Texts(.fileOtherTitle, .fileOtherMessage)
        case 1024...2047: Texts(.validationTitle, .validationMessage)
        case 3840, 4864, 4865: Texts(.unreadableDataTitle, .unreadableDataMessage)
        case 4866: Texts(.unwritableDataTitle, .unwritableDataMessage)
        default: nil
        }
    }

    private static func posixTexts(_ code: POSIXErrorCode) -> Texts? {
        switch code {
        case .ENOENT: Texts(.fileNotFoundTitle, .fileNotFoundMessage)
        case .EACCES, .EPERM: Texts(.permissionDeniedTitle, .permissionDeniedMessage)
        case .ENOSPC, .EDQUOT: Texts(.outOfSpaceTitle, .outOfSpaceMessage)
        case .EROFS: Texts(.readOnlyTitle, .readOnlyMessage)
        case .EBUSY, .ETXTBSY: Texts(.fileLockedTitle, .fileLockedMessage)
        case .EEXIST: Texts(.fileExistsTitle, .fileExistsMessage)
        case .EIO: Texts(.fileOtherTitle, .fileOtherMessage)
        case .ETIMEDOUT: Texts(.timedOutTitle, .timedOutMessage)
        case .ECONNREFUSED, .EHOSTUNREACH, .EHOSTDOWN: Texts(.cannotConnectTitle, .cannotConnectMessage)
        case .ENETDOWN, .ENETUNREACH: Texts(.offlineTitle, .offlineMessage)
        case .ECONNRESET, .ECONNABORTED, .EPIPE: Texts(.connectionLostTitle, .connectionLostMessage)
        case .ENOMEM: Texts(.outOfMemoryTitle, .outOfMemoryMessage)
        default: nil
        }
    }

    /// A wait such as "2 minutes, 30 seconds" in `language`, rounded up to whole seconds, in hours and minutes
    /// beyond an hour; `nil` for a wait that is not a positive number of seconds below 366 days.
    static func formattedWait(_ seconds: TimeInterval, in language: ErrorTexts.Language) -> String? {
        guard seconds.isFinite, seconds > 0, seconds < 366 * 86_400 else { return nil }
        let whole = Int64(seconds.rounded(.up))
        if #available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *) {
            let units: Set<Duration.UnitsFormatStyle.Unit> = whole < 3_600 ? [.minutes, .seconds] : [.hours, .minutes]
            return Duration.seconds(whole).formatted(.units(allowed: units, width: .wide).locale(language.locale))
        } else {
            #if canImport(Darwin)
                let formatter = DateComponentsFormatter()
                var calendar = Calendar(identifier: .gregorian)
                calendar.locale = language.locale
                formatter.calendar = calendar
                formatter.unitsStyle = .full
                formatter.allowedUnits = whole < 3_600 ? [.minute, .second] : [.hour, .minute]
                return formatter.string(from: TimeInterval(whole))
            #else
                return nil
            #endif
        }
    }
}
