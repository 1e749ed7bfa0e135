import Foundation
import Testing

@testable import ResponderChain

/// The names of Foundation's codes, as developer texts and grouping keys show them (`URLError.timedOut`): each the
/// name the SDK gives the code, checked against the SDK's own constant.
@Suite(.timeLimit(.minutes(2))) struct FoundationErrorCodeTests {
    static let urlCodes: [(URLError.Code, String)] = [
        (.cancelled, "cancelled"), (.badURL, "badURL"), (.timedOut, "timedOut"),
        (.unsupportedURL, "unsupportedURL"), (.cannotFindHost, "cannotFindHost"),
        (.cannotConnectToHost, "cannotConnectToHost"),
        (.networkConnectionLost, "networkConnectionLost"),
        (.dnsLookupFailed, "dnsLookupFailed"),
        (.httpTooManyRedirects, "httpTooManyRedirects"),
        (.resourceUnavailable, "resourceUnavailable"),
        (.notConnectedToInternet, "notConnectedToInternet"),
        (.redirectToNonExistentLocation, "redirectToNonExistentLocation"),
        (.badServerResponse, "badServerResponse"),
        (.userCancelledAuthentication, "userCancelledAuthentication"),
        (.userAuthenticationRequired, "userAuthenticationRequired"),
        (.zeroByteResource, "zeroByteResource"),
        (.cannotDecodeRawData, "cannotDecodeRawData"),
        (.cannotDecodeContentData, "cannotDecodeContentData"),
        (.cannotParseResponse, "cannotParseResponse"),
        (.internationalRoamingOff, "internationalRoamingOff"),
        (.callIsActive, "callIsActive"), (.dataNotAllowed, "dataNotAllowed"),
        (.requestBodyStreamExhausted, "requestBodyStreamExhausted"),
        (.appTransportSecurityRequiresSecureConnection, "appTransportSecurityRequiresSecureConnection"),
        (.fileDoesNotExist, "fileDoesNotExist"), (.fileIsDirectory, "fileIsDirectory"),
        (.noPermissionsToReadFile, "noPermissionsToReadFile"),
        (.dataLengthExceedsMaximum, "dataLengthExceedsMaximum"),
        (.secureConnectionFailed, "secureConnectionFailed"),
        (.serverCertificateHasBadDate, "serverCertificateHasBadDate"),
        (.serverCertificateUntrusted, "serverCertificateUntrusted"),
        (.serverCertificateHasUnknownRoot, "serverCertificateHasUnknownRoot"),
        (.serverCertificateNotYetValid, "serverCertificateNotYetValid"),
        (.clientCertificateRejected, "clientCertificateRejected"),
        (.clientCertificateRequired, "clientCertificateRequired"),
        (.cannotLoadFromNetwork, "cannotLoadFromNetwork"),
    ]

    static let cocoaCodes: [(CocoaError.Code, String)] = [
        (.fileNoSuchFile, "fileNoSuchFile"), (.fileLocking, "fileLocking"),
        (.fileReadUnknown, "fileReadUnknown"),
        (.fileReadNoPermission, "fileReadNoPermission"),
        (.fileReadInvalidFileName, "fileReadInvalidFileName"),
        (.fileReadCorruptFile, "fileReadCorruptFile"),
        (.fileReadNoSuchFile, "fileReadNoSuchFile"),
        (.fileReadInapplicableStringEncoding, "fileReadInapplicableStringEncoding"),
        (.fileReadUnsupportedScheme, "fileReadUnsupportedScheme"),
        (.fileReadTooLarge, "fileReadTooLarge"),
        (.fileReadUnknownStringEncoding, "fileReadUnknownStringEncoding"),
        (.fileWriteUnknown, "fileWriteUnknown"),
        (.fileWriteNoPermission, "fileWriteNoPermission"),
        (.fileWriteInvalidFileName, "fileWriteInvalidFileName"),
        (.fileWriteFileExists, "fileWriteFileExists"),
        (.fileWriteInapplicableStringEncoding, "fileWriteInapplicableStringEncoding"),
        (.fileWriteUnsupportedScheme, "fileWriteUnsupportedScheme"),
        (.fileWriteOutOfSpace, "fileWriteOutOfSpace"),
        (.fileWriteVolumeReadOnly, "fileWriteVolumeReadOnly"),
        (.keyValueValidation, "keyValueValidation"), (.formatting, "formatting"),
        (.userCancelled, "userCancelled"),
        (.propertyListReadCorrupt, "propertyListReadCorrupt"),
        (.coderReadCorrupt, "coderReadCorrupt"),
        (.coderValueNotFound, "coderValueNotFound"),
        (.coderInvalidValue, "coderInvalidValue"),
    ]

    /// Core Data's validation codes, which Foundation's `CocoaError` does not name on every platform, by the names
    /// of Core Data's constants (`NSValidationDateTooSoonError` is 1640).
    static let coreDataCodes: [(Int, String)] = [
        (1550, "managedObjectValidation"), (1560, "validationMultipleErrors"),
        (1570, "validationMissingMandatoryProperty"), (1580, "validationRelationshipLacksMinimumCount"),
        (1590, "validationRelationshipExceedsMaximumCount"), (1600, "validationRelationshipDeniesDelete"),
        (1610, "validationNumberTooLarge"), (1620, "validationNumberTooSmall"), (1630, "validationDateTooLate"),
        (1640, "validationDateTooSoon"), (1650, "validationInvalidDate"), (1660, "validationStringTooLong"),
        (1670, "validationStringTooShort"), (1680, "validationStringPatternMatching"),
    ]

    @Test(arguments: coreDataCodes)
    func aCoreDataValidationCodeHasItsConstantsName(code: Int, name: String) {
        #expect(FoundationErrorCode(NSError(domain: NSCocoaErrorDomain, code: code))?.name == name)
    }

    @Test(arguments: urlCodes)
    func aURLErrorCodeHasItsSDKName(code: URLError.Code, name: String) {
        #expect(FoundationErrorCode(URLError(code))?.name == name)
        #expect(FoundationErrorCode(NSError(domain: NSURLErrorDomain, code: code.rawValue))?.name == name)
    }

    @Test(arguments: cocoaCodes)
    func aCocoaErrorCodeHasItsSDKName(code: CocoaError.Code, name: String) {
        #expect(FoundationErrorCode(CocoaError(code))?.name == name)
        #expect(FoundationErrorCode(NSError(domain: NSCocoaErrorDomain, code: code.rawValue))?.name == name)
    }

    @Test(arguments: [POSIXErrorCode.ENOENT, .EACCES, .ECONNRESET, .ETIMEDOUT])
    func aPOSIXCodeHasItsConstantsName(code: POSIXErrorCode) {
        #expect(FoundationErrorCode(POSIXError(code))?.name == "\(code)")
    }

    @Test func aCodeTheSDKDoesNotNameHasNoName() {
        #expect(FoundationErrorCode(NSError(domain: NSURLErrorDomain, code: -1))?.name == nil)
        #expect(FoundationErrorCode(NSError(domain: NSCocoaErrorDomain, code: 0))?.name == nil)
        #expect(FoundationErrorCode(NSError(domain: "com.example.sync", code: -1001))?.name == nil)
    }
}
