import Foundation

/// The domain and code of one of Foundation's errors: a `URLError`, `CocoaError` or `POSIXError`, or an `NSError`.
///
/// Built-in mappings and error chains read Foundation's errors by domain and code, never by type: the same failure
/// reaches an app as a `URLError` or as an `NSError` of `NSURLErrorDomain`, and on Linux the one does not cast to
/// the other.
struct FoundationErrorCode: Hashable {
    let domain: String
    let code: Int

    /// The domain and code of `error` when it is one of Foundation's errors, or an `NSError` of any domain.
    ///
    /// Types are compared exactly, never cast: on Linux any `NSError` casts to `CocoaError`, whatever its domain.
    init?(_ error: any Error) {
        let errorType = type(of: error)
        if errorType is NSError.Type {
            let error = error as NSError
            self.init(domain: error.domain, code: error.code)
        } else if errorType == URLError.self, let error = error as? URLError {
            self.init(domain: NSURLErrorDomain, code: error.errorCode)
        } else if errorType == CocoaError.self, let error = error as? CocoaError {
            self.init(domain: NSCocoaErrorDomain, code: error.errorCode)
        } else if errorType == POSIXError.self, let error = error as? POSIXError {
            self.init(domain: NSPOSIXErrorDomain, code: error.errorCode)
        } else {
            return nil
        }
    }

    init(domain: String, code: Int) {
        self.domain = domain
        self.code = code
    }

    /// Whether the domain is one of Foundation's own, whose descriptions are Foundation's and not the app's.
    var isFoundationDomain: Bool {
        [NSURLErrorDomain, NSCocoaErrorDomain, NSPOSIXErrorDomain, "kCFErrorDomainCFNetwork"].contains(domain)
    }

    /// The code's name, such as `notConnectedToInternet`, `fileReadCorruptFile` or `ENOENT`, where it is known.
    var name: String? {
        switch domain {
        case NSURLErrorDomain: Self.urlErrorNames[code]
        case NSCocoaErrorDomain: Self.cocoaErrorNames[code]
        case NSPOSIXErrorDomain: Int32(exactly: code).flatMap(POSIXErrorCode.init(rawValue:)).map { "\($0)" }
        default: nil
        }
    }

    /// The network-unavailable reason of a `URLError` (`NSURLErrorNetworkUnavailableReasonKey`): 0 cellular,
    /// 1 expensive, 2 constrained.
    static func networkUnavailableReason(of error: any Error) -> Int? {
        let userInfo = type(of: error) is NSError.Type ? (error as NSError).userInfo : (error as? URLError)?.userInfo
        return userInfo?["NSURLErrorNetworkUnavailableReasonKey"] as? Int
    }

    private static let urlErrorNames: [Int: String] = [
        -999: "cancelled", -1000: "badURL", -1001: "timedOut", -1002: "unsupportedURL", -1003: "cannotFindHost",
        -1004: "cannotConnectToHost", -1005: "networkConnectionLost", -1006: "dnsLookupFailed",
        -1007: "httpTooManyRedirects", -1008: "resourceUnavailable", -1009: "notConnectedToInternet",
        -1010: "redirectToNonExistentLocation", -1011: "badServerResponse", -1012: "userCancelledAuthentication",
        -1013: "userAuthenticationRequired", -1014: "zeroByteResource", -1015: "cannotDecodeRawData",
        -1016: "cannotDecodeContentData", -1017: "cannotParseResponse", -1018: "internationalRoamingOff",
        -1019: "callIsActive", -1020: "dataNotAllowed", -1021: "requestBodyStreamExhausted",
        -1022: "appTransportSecurityRequiresSecureConnection", -1100: "fileDoesNotExist", -1101: "fileIsDirectory",
        -1102: "noPermissionsToReadFile", -1103: "dataLengthExceedsMaximum", -1200: "secureConnectionFailed",
        -1201: "serverCertificateHasBadDate", -1202: "serverCertificateUntrusted",
        -1203: "serverCertificateHasUnknownRoot", -1204: "serverCertificateNotYetValid",
        -1205: "clientCertificateRejected", -1206: "clientCertificateRequired", -2000: "cannotLoadFromNetwork",
    ]

    private static let cocoaErrorNames: [Int: String] = [
        4: "fileNoSuchFile", 255: "fileLocking", 256: "fileReadUnknown", 257: "fileReadNoPermission",
        258: "fileReadInvalidFileName", 259: "fileReadCorruptFile", 260: "fileReadNoSuchFile",
        261: "fileReadInapplicableStringEncoding", 262: "fileReadUnsupportedScheme", 263: "fileReadTooLarge",
        264: "fileReadUnknownStringEncoding", 512: "fileWriteUnknown", 513: "fileWriteNoPermission",
        514: "fileWriteInvalidFileName", 516: "fileWriteFileExists", 517: "fileWriteInapplicableStringEncoding",
        518: "fileWriteUnsupportedScheme", 640: "fileWriteOutOfSpace", 642: "fileWriteVolumeReadOnly",
        1024: "keyValueValidation", 1550: "managedObjectValidation", 1560: "validationMultipleErrors",
        1570: "validationMissingMandatoryProperty", 1580: "validationRelationshipLacksMinimumCount",
        1590: "validationRelationshipExceedsMaximumCount", 1600: "validationRelationshipDeniesDelete",
        1610: "validationNumberTooLarge", 1620: "validationNumberTooSmall", 1630: "validationDateTooLate",
        1640: "validationDateTooSoon", 1650: "validationInvalidDate", 1660: "validationStringTooLong",
        1670: "validationStringTooShort", 1680: "validationStringPatternMatching", 2048: "formatting",
        3072: "userCancelled",
        3840: "propertyListReadCorrupt", 4864: "coderReadCorrupt", 4865: "coderValueNotFound",
        4866: "coderInvalidValue",
    ]
}
