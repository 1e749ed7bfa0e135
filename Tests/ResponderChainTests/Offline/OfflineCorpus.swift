import Foundation
import ResponderChain

/// The failures an offline device gives apps, and their look-alikes, in the ways apps wrap them.
enum OfflineCorpus {
    /// One failure of the corpus: its name, the error, and what the offline responder must make of it.
    struct Shape: Sendable, CustomStringConvertible {
        let name: String
        let error: any Error
        /// Whether it says offline whatever the path says; otherwise only while the path is unsatisfied.
        let offlineOnAnyPath: Bool
        /// Whether nothing of the request can have reached the server.
        let sentNothing: Bool

        var description: String { name }
    }

    /// The leaves: what the transport throws.
    static let leaves: [(name: String, error: any Error, offlineOnAnyPath: Bool, sentNothing: Bool)] = [
        ("URLError.notConnectedToInternet", URLError(.notConnectedToInternet), true, true),
        ("NSError NSURLErrorDomain -1009", NSError(domain: NSURLErrorDomain, code: -1009), true, true),
        ("URLError.internationalRoamingOff", URLError(.internationalRoamingOff), true, true),
        ("URLError.dataNotAllowed", URLError(.dataNotAllowed), true, true),
        ("POSIXError.ENETDOWN", POSIXError(.ENETDOWN), true, true),
        ("POSIXError.ENETUNREACH", POSIXError(.ENETUNREACH), true, true),
        (
            "NSError NSPOSIXErrorDomain ENETUNREACH",
            NSError(domain: NSPOSIXErrorDomain, code: Int(POSIXErrorCode.ENETUNREACH.rawValue)), true, true
        ),
        ("URLError.networkConnectionLost", URLError(.networkConnectionLost), true, false),
        ("URLError.cannotFindHost", URLError(.cannotFindHost), false, true),
        ("URLError.dnsLookupFailed", URLError(.dnsLookupFailed), false, true),
        ("URLError.cannotConnectToHost", URLError(.cannotConnectToHost), false, true),
        ("POSIXError.EHOSTUNREACH", POSIXError(.EHOSTUNREACH), false, true),
        ("URLError.timedOut", URLError(.timedOut), false, false),
        ("POSIXError.ETIMEDOUT", POSIXError(.ETIMEDOUT), false, false),
    ]

    /// Failures that are not the network being gone, whatever their code, domain or text look like.
    static let lookAlikeLeaves: [(name: String, error: any Error)] = [
        ("URLError.badURL", URLError(.badURL)),
        ("URLError.badServerResponse", URLError(.badServerResponse)),
        ("URLError.secureConnectionFailed", URLError(.secureConnectionFailed)),
        ("URLError.cancelled", URLError(.cancelled)),
        ("NSError of an app's domain with code -1009", NSError(domain: "com.example.checkout", code: -1009)),
        ("NSError NSCocoaErrorDomain -1009", NSError(domain: NSCocoaErrorDomain, code: -1009)),
        ("POSIXError.ENOENT", POSIXError(.ENOENT)),
        ("POSIXError.ECONNREFUSED", POSIXError(.ECONNREFUSED)),
        ("HTTP 503", CancellationCorpus.ServerStatus(httpStatus: 503)),
        ("a text that says offline", SaysOffline()),
        ("DecodingError", DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON"))),
    ]

    /// Every leaf in every way apps wrap errors.
    static let shapes: [Shape] = CancellationCorpus.wrappings.flatMap { wrapping in
        leaves.map { leaf in
            Shape(
                name: "\(leaf.name) \(wrapping.name)", error: wrapping.wrap(leaf.error),
                offlineOnAnyPath: leaf.offlineOnAnyPath, sentNothing: leaf.sentNothing)
        }
    }

    /// Every look-alike in the first ways apps wrap errors.
    static let lookAlikes: [(name: String, error: any Error)] = CancellationCorpus.lookAlikeWrappings.flatMap {
        wrapping in
        lookAlikeLeaves.map { leaf in ("\(leaf.name) \(wrapping.name)", wrapping.wrap(leaf.error)) }
    }

    /// The failures of 50 operations that fail at once offline: bare, in an app's enum, under
    /// `NSUnderlyingErrorKey`, in a `WrappingError`, each sending nothing.
    static let fiftyAtOnce: [any Error] = (0..<50).map { index in
        let leaf: any Error = [URLError(.notConnectedToInternet), POSIXError(.ENETDOWN), URLError(.cannotFindHost)][
            index % 3]
        let wrapping = CancellationCorpus.wrappings[index % CancellationCorpus.wrappings.count]
        return wrapping.wrap(leaf)
    }

    /// A failure whose text says offline, and whose code says nothing.
    struct SaysOffline: LocalizedError {
        var errorDescription: String? { "You're offline: the sync could not run." }
    }
}
