import Foundation
import Testing

@testable import ResponderChain

/// Every built-in mapping, as an app meets the error: the English title and message, and the same text in a
/// category alert.
@Suite(.timeLimit(.minutes(2))) struct BuiltInMessageTests {
    static let unavailable = "NSURLErrorNetworkUnavailableReasonKey"

    static let networking: [MappingCase] = [
        MappingCase("URLError offline", URLError(.notConnectedToInternet), .offlineTitle, .offlineMessage),
        MappingCase(
            "NSError offline", NSError(domain: NSURLErrorDomain, code: -1009), .offlineTitle, .offlineMessage),
        MappingCase(
            "offline, cellular not allowed", URLError(.notConnectedToInternet, userInfo: [unavailable: 0]),
            .cellularDeniedTitle, .cellularDeniedMessage),
        MappingCase(
            "offline, expensive not allowed", URLError(.notConnectedToInternet, userInfo: [unavailable: 1]),
            .expensiveDeniedTitle, .expensiveDeniedMessage),
        MappingCase(
            "offline, constrained (Low Data Mode)", URLError(.notConnectedToInternet, userInfo: [unavailable: 2]),
            .lowDataModeTitle, .lowDataModeMessage),
        MappingCase(
            "NSError offline, constrained (Low Data Mode)",
            NSError(domain: NSURLErrorDomain, code: -1009, userInfo: [unavailable: 2]), .lowDataModeTitle,
            .lowDataModeMessage),
        MappingCase("data not allowed", URLError(.dataNotAllowed), .cellularDeniedTitle, .cellularDeniedMessage),
        MappingCase(
            "data not allowed, constrained", URLError(.dataNotAllowed, userInfo: [unavailable: 2]),
            .lowDataModeTitle, .lowDataModeMessage),
        MappingCase("roaming off", URLError(.internationalRoamingOff), .roamingOffTitle, .roamingOffMessage),
        MappingCase("timed out", URLError(.timedOut), .timedOutTitle, .timedOutMessage),
        MappingCase("cannot find host", URLError(.cannotFindHost), .hostNotFoundTitle, .hostNotFoundMessage),
        MappingCase("DNS lookup failed", URLError(.dnsLookupFailed), .hostNotFoundTitle, .hostNotFoundMessage),
        MappingCase(
            "cannot connect to host", URLError(.cannotConnectToHost), .cannotConnectTitle, .cannotConnectMessage),
        MappingCase(
            "connection lost", URLError(.networkConnectionLost), .connectionLostTitle, .connectionLostMessage),
        MappingCase(
            "secure connection failed", URLError(.secureConnectionFailed), .secureConnectionFailedTitle,
            .secureConnectionFailedMessage),
        MappingCase(
            "untrusted certificate", URLError(.serverCertificateUntrusted), .secureConnectionFailedTitle,
            .secureConnectionFailedMessage),
        MappingCase(
            "bad server response", URLError(.badServerResponse), .badServerResponseTitle,
            .badServerResponseMessage),
        MappingCase(
            "unparsable response", URLError(.cannotParseResponse), .badServerResponseTitle,
            .badServerResponseMessage),
        MappingCase(
            "authentication declined: a 401 in disguise, not a cancellation", URLError(.userCancelledAuthentication),
            .unauthorizedTitle, .unauthorizedMessage),
        MappingCase(
            "raw data undecodable", URLError(.cannotDecodeRawData), .badServerResponseTitle,
            .badServerResponseMessage),
        MappingCase(
            "content undecodable", URLError(.cannotDecodeContentData), .badServerResponseTitle,
            .badServerResponseMessage),
        MappingCase(
            "App Transport Security", URLError(.appTransportSecurityRequiresSecureConnection),
            .secureConnectionFailedTitle, .secureConnectionFailedMessage),
        MappingCase(
            "certificate not yet valid", URLError(.serverCertificateNotYetValid), .secureConnectionFailedTitle,
            .secureConnectionFailedMessage),
        MappingCase(
            "client certificate required", URLError(.clientCertificateRequired), .secureConnectionFailedTitle,
            .secureConnectionFailedMessage),
        MappingCase(
            "past the TLS codes", NSError(domain: NSURLErrorDomain, code: -1207), .networkOtherTitle,
            .networkOtherMessage),
        MappingCase("any other URLError", URLError(.badURL), .networkOtherTitle, .networkOtherMessage),
    ]

    static let files: [MappingCase] = [
        MappingCase("no such file", CocoaError(.fileNoSuchFile), .fileNotFoundTitle, .fileNotFoundMessage),
        MappingCase("read: no such file", CocoaError(.fileReadNoSuchFile), .fileNotFoundTitle, .fileNotFoundMessage),
        MappingCase(
            "NSError read: no such file", NSError(domain: NSCocoaErrorDomain, code: 260), .fileNotFoundTitle,
            .fileNotFoundMessage),
        MappingCase(
            "read: no permission", CocoaError(.fileReadNoPermission), .fileReadNoPermissionTitle,
            .fileReadNoPermissionMessage),
        MappingCase(
            "write: no permission", CocoaError(.fileWriteNoPermission), .fileWriteNoPermissionTitle,
            .fileWriteNoPermissionMessage),
        MappingCase("disk full", CocoaError(.fileWriteOutOfSpace), .outOfSpaceTitle, .outOfSpaceMessage),
        MappingCase("file locked", CocoaError(.fileLocking), .fileLockedTitle, .fileLockedMessage),
        MappingCase("read: corrupt file", CocoaError(.fileReadCorruptFile), .fileCorruptTitle, .fileCorruptMessage),
        MappingCase(
            "read: inapplicable encoding", CocoaError(.fileReadInapplicableStringEncoding), .fileCorruptTitle,
            .fileCorruptMessage),
        MappingCase(
            "read: unknown encoding", CocoaError(.fileReadUnknownStringEncoding), .fileCorruptTitle,
            .fileCorruptMessage),
        MappingCase("read-only volume", CocoaError(.fileWriteVolumeReadOnly), .readOnlyTitle, .readOnlyMessage),
        MappingCase("file exists", CocoaError(.fileWriteFileExists), .fileExistsTitle, .fileExistsMessage),
        MappingCase("any other file error", CocoaError(.fileReadUnknown), .fileOtherTitle, .fileOtherMessage),
        MappingCase(
            "the last file error code", CocoaError(CocoaError.Code(rawValue: 1023)), .fileOtherTitle,
            .fileOtherMessage),
        MappingCase(
            "the last validation code", CocoaError(CocoaError.Code(rawValue: 2047)), .validationTitle,
            .validationMessage),
        MappingCase("key-value validation", CocoaError(.keyValueValidation), .validationTitle, .validationMessage),
        MappingCase(
            "Core Data: missing mandatory property", CocoaError(CocoaError.Code(rawValue: 1570)), .validationTitle,
            .validationMessage),
        MappingCase(
            "malformed JSON or property list", CocoaError(.propertyListReadCorrupt), .unreadableDataTitle,
            .unreadableDataMessage),
        MappingCase(
            "coder: value not found", CocoaError(.coderValueNotFound), .unreadableDataTitle, .unreadableDataMessage),
        MappingCase(
            "coder: corrupt data", CocoaError(.coderReadCorrupt), .unreadableDataTitle, .unreadableDataMessage),
        MappingCase(
            "coder: invalid value", CocoaError(.coderInvalidValue), .unwritableDataTitle, .unwritableDataMessage),
    ]

    static let coding: [MappingCase] = [
        MappingCase("DecodingError.keyNotFound", realKeyNotFound(), .unreadableDataTitle, .unreadableDataMessage),
        MappingCase(
            "DecodingError.dataCorrupted", DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "bad")),
            .unreadableDataTitle, .unreadableDataMessage),
        MappingCase(
            "EncodingError.invalidValue",
            EncodingError.invalidValue(Double.nan, .init(codingPath: [], debugDescription: "NaN")),
            .unwritableDataTitle, .unwritableDataMessage),
    ]

    static let posix: [MappingCase] = [
        MappingCase("ENOENT", POSIXError(.ENOENT), .fileNotFoundTitle, .fileNotFoundMessage),
        MappingCase("EACCES", POSIXError(.EACCES), .permissionDeniedTitle, .permissionDeniedMessage),
        MappingCase("EPERM", POSIXError(.EPERM), .permissionDeniedTitle, .permissionDeniedMessage),
        MappingCase("ENOSPC", POSIXError(.ENOSPC), .outOfSpaceTitle, .outOfSpaceMessage),
        MappingCase("EDQUOT", POSIXError(.EDQUOT), .outOfSpaceTitle, .outOfSpaceMessage),
        MappingCase("EROFS", POSIXError(.EROFS), .readOnlyTitle, .readOnlyMessage),
        MappingCase("EBUSY", POSIXError(.EBUSY), .fileLockedTitle, .fileLockedMessage),
        MappingCase("ETXTBSY", POSIXError(.ETXTBSY), .fileLockedTitle, .fileLockedMessage),
        MappingCase("EEXIST", POSIXError(.EEXIST), .fileExistsTitle, .fileExistsMessage),
        MappingCase("EIO", POSIXError(.EIO), .fileOtherTitle, .fileOtherMessage),
        MappingCase("ETIMEDOUT", POSIXError(.ETIMEDOUT), .timedOutTitle, .timedOutMessage),
        MappingCase("ECONNREFUSED", POSIXError(.ECONNREFUSED), .cannotConnectTitle, .cannotConnectMessage),
        MappingCase("EHOSTUNREACH", POSIXError(.EHOSTUNREACH), .cannotConnectTitle, .cannotConnectMessage),
        MappingCase("EHOSTDOWN", POSIXError(.EHOSTDOWN), .cannotConnectTitle, .cannotConnectMessage),
        MappingCase("ENETDOWN", POSIXError(.ENETDOWN), .offlineTitle, .offlineMessage),
        MappingCase("ENETUNREACH", POSIXError(.ENETUNREACH), .offlineTitle, .offlineMessage),
        MappingCase("ECONNRESET", POSIXError(.ECONNRESET), .connectionLostTitle, .connectionLostMessage),
        MappingCase("ECONNABORTED", POSIXError(.ECONNABORTED), .connectionLostTitle, .connectionLostMessage),
        MappingCase("EPIPE", POSIXError(.EPIPE), .connectionLostTitle, .connectionLostMessage),
        MappingCase("ENOMEM", POSIXError(.ENOMEM), .outOfMemoryTitle, .outOfMemoryMessage),
        MappingCase(
            "NSError of the POSIX domain",
            NSError(domain: NSPOSIXErrorDomain, code: Int(POSIXErrorCode.ENOSPC.rawValue)),
            .outOfSpaceTitle, .outOfSpaceMessage),
    ]

    static let http: [MappingCase] = [
        MappingCase("HTTP 400", APIStatusError(400), .requestRejectedTitle, .requestRejectedMessage),
        MappingCase("HTTP 401", APIStatusError(401), .unauthorizedTitle, .unauthorizedMessage),
        MappingCase("HTTP 403", APIStatusError(403), .permissionDeniedTitle, .permissionDeniedMessage),
        MappingCase("HTTP 404", APIStatusError(404), .notFoundTitle, .notFoundMessage),
        MappingCase("HTTP 408", APIStatusError(408), .requestTimeoutTitle, .requestTimeoutMessage),
        MappingCase("HTTP 409", APIStatusError(409), .conflictTitle, .conflictMessage),
        MappingCase("HTTP 410", APIStatusError(410), .notFoundTitle, .notFoundMessage),
        MappingCase("HTTP 418", APIStatusError(418), .requestRejectedTitle, .requestRejectedMessage),
        MappingCase("HTTP 422", APIStatusError(422), .validationTitle, .validationMessage),
        MappingCase("HTTP 429", APIStatusError(429), .tooManyRequestsTitle, .tooManyRequestsMessage),
        MappingCase("HTTP 500", APIStatusError(500), .serverErrorTitle, .serverErrorMessage),
        MappingCase("HTTP 502", APIStatusError(502), .serverErrorTitle, .serverErrorMessage),
        MappingCase("HTTP 503", APIStatusError(503), .unavailableTitle, .unavailableMessage),
    ]

    @Test(arguments: networking + files + coding + posix + http)
    func mapsToItsEnglishText(_ mapping: MappingCase) {
        let message = UserFacingMessage(for: mapping.error, in: .english)
        #expect(message.title == mapping.title.english)
        #expect(message.message == mapping.message.english)
        #expect(message.source == .builtIn)
    }

    @Test(arguments: networking + files + coding + posix + http)
    func aCategoryAlertShowsTheSameText(_ mapping: MappingCase) {
        ErrorTexts.withLanguage(.english) {
            let text = AlertText.standard
            #expect(text.title(mapping.error) == mapping.title.english)
            #expect(text.message(mapping.error) == mapping.message.english)
        }
    }

    @Test(arguments: [
        (429, 120.0, "Please wait 2 minutes, then try again."),
        (429, 0.4, "Please wait 1 second, then try again."),
        (503, 90.0, "Please wait 1 minute, 30 seconds, then try again."),
        (503, 7_200.0, "Please wait 2 hours, then try again."),
        (503, 3_600.0, "Please wait 1 hour, then try again."),
        (503, 3_599.5, "Please wait 1 hour, then try again."),
        (503, 3_599.0, "Please wait 59 minutes, 59 seconds, then try again."),
        (503, 365 * 86_400.0, "Please wait 8,760 hours, then try again."),
    ])
    func aWaitFromRetryAfterIsWrittenIntoTheMessage(status: Int, retryAfter: Double, expected: String) {
        let message = UserFacingMessage(for: APIStatusError(status, retryAfter: retryAfter), in: .english)
        #expect(message.message == expected)
        #expect(UserFacingMessage.forHTTPStatus(status, retryAfter: retryAfter, in: .english) == message)
    }

    @Test func theWaitIsInTheMessagesLanguage() {
        let message = UserFacingMessage(for: APIStatusError(429, retryAfter: 120), in: .german)
        #expect(message.message?.contains("2 Minuten") == true)
        #expect(message.message?.contains("%@") == false)
    }

    @Test func aWaitOneSecondBelow366DaysIsStillWritten() {
        let message = UserFacingMessage(for: APIStatusError(503, retryAfter: 366 * 86_400 - 1), in: .english)
        #expect(message.message?.hasPrefix("Please wait 8,78") == true, "\(message.message ?? "nil")")
    }

    @Test(arguments: [-5.0, 0, .nan, .infinity, 366 * 86_400.0, 400 * 86_400.0])
    func aWaitThatIsNotAPositiveFiniteTimeIsLeftOut(retryAfter: Double) {
        let message = UserFacingMessage(for: APIStatusError(429, retryAfter: retryAfter), in: .english)
        #expect(message.message == ErrorTexts.Key.tooManyRequestsMessage.english)
    }

    @Test(arguments: [nil, 200, 304, 399, 600, -1])
    func statusesThatAreNotErrorsFallToTheGenericText(status: Int?) {
        let message = UserFacingMessage(for: APIStatusError(status), in: .english)
        #expect(message.source == .generic)
        #expect(UserFacingMessage.forHTTPStatus(status ?? 0) == nil)
    }

    @Test func aPOSIXErrorWithoutMappingAndAnUnknownNSErrorGetTheGenericText() {
        for error: any Error in [
            POSIXError(.E2BIG), NSError(domain: "com.example.sync", code: 7), CocoaError(.formatting),
            CocoaError(CocoaError.Code(rawValue: 3071)), NSError(domain: NSCocoaErrorDomain, code: -1),
            NSError(domain: NSCocoaErrorDomain, code: 2048),
        ] {
            let message = UserFacingMessage(for: error, in: .english)
            #expect(message.title == ErrorTexts.Key.title.english)
            #expect(message.message == ErrorTexts.Key.message.english)
            #expect(message.source == .generic)
        }
    }
}
