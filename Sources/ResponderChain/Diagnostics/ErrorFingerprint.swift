public import Foundation

/// A versioned, 64-bit identifier of "the same error", for crash reporters, dashboards and fixtures:
/// `rc1-5e3a433c25c94ba2`.
///
/// It is worked out from the same parts as ``ErrorChain/groupingID`` (each level's type and case, Foundation errors'
/// domains and codes, HTTP statuses, problem types, how the chain ended), never from a value. The prefix names the
/// algorithm: a later version of the package that computes identifiers differently writes `rc2-…`, so that a change of
/// algorithm shows in the value instead of regrouping an app's history silently.
///
/// The 48-bit ``ErrorChain/groupingID`` is its first 12 hexadecimal digits: a dashboard grouped by it keeps its
/// groups.
///
/// | form | for | value |
/// |---|---|---|
/// | ``description`` | logs, analytics, Sentry-style fingerprints | `rc1-5e3a433c25c94ba2` |
/// | ``groupingID`` | what earlier dashboards hold | `5e3a433c25c9` |
/// | ``nsErrorDomain`` and ``nsErrorCode`` | reporters that group recorded errors by domain and code | `ResponderChain.rc1-5e3a433c25c94ba2`, `790438302` |
///
/// ```swift
/// let fingerprint = ErrorChain.fingerprint(of: error)
/// Crashlytics.crashlytics().record(error: RedactedError(error).nsError)   // grouped by the fingerprint
/// event.fingerprint = [fingerprint.description]                            // Sentry
/// ```
public struct ErrorFingerprint: Hashable, Sendable, CustomStringConvertible {
    /// The version of the algorithm that made ``value``: 1.
    public let version: Int

    /// The 64-bit hash.
    public let value: UInt64

    /// The version this package computes.
    public static let currentVersion = 1

    /// Creates a fingerprint from its parts, as a fixture or a stored value holds them.
    ///
    /// - Parameters:
    ///   - version: the algorithm's version.
    ///   - value: the 64-bit hash.
    public init(version: Int, value: UInt64) {
        self.version = version
        self.value = value
    }

    /// Reads `rc1-5e3a433c25c94ba2`, as ``description`` writes it; `nil` for anything else.
    ///
    /// - Parameter text: the written fingerprint.
    public init?(_ text: String) {
        guard text.hasPrefix("rc"), let dash = text.firstIndex(of: "-") else { return nil }
        let versionText = text[text.index(text.startIndex, offsetBy: 2)..<dash]
        let hex = text[text.index(after: dash)...]
        guard let version = Int(versionText), version > 0, String(version) == versionText, hex.count == 16,
            hex.allSatisfy({ $0.isHexDigit && !$0.isUppercase }), let value = UInt64(hex, radix: 16)
        else { return nil }
        self.init(version: version, value: value)
    }

    /// `rc1-` and the value's 16 lowercase hexadecimal digits.
    public var description: String {
        "rc\(version)-\(Self.hex(value, digits: 16))"
    }

    /// The value's first 12 hexadecimal digits (its top 48 bits): the ``ErrorChain/groupingID`` of the same chain.
    public var groupingID: String {
        Self.hex(value >> 16, digits: 12)
    }

    /// A domain that carries the whole fingerprint, for crash reporters that group recorded errors by domain and code:
    /// `ResponderChain.rc1-5e3a433c25c94ba2`.
    public var nsErrorDomain: String {
        "ResponderChain.\(description)"
    }

    /// The value's top 31 bits: a code that is the same on every platform, `Int` of 32 bits (watchOS on arm64_32)
    /// included, and never negative.
    public var nsErrorCode: Int {
        Int(truncatingIfNeeded: value >> 33)
    }

    /// The last `digits` hexadecimal digits of `value`, lowercase, with leading zeros: written into the string's own
    /// storage, as every log line and problem that carries an identifier asks for one.
    private static func hex(_ value: UInt64, digits: Int) -> String {
        String(unsafeUninitializedCapacity: digits) { buffer in
            for index in 0..<digits {
                let nibble = UInt8(truncatingIfNeeded: value >> (4 * UInt64(digits - 1 - index))) & 0xf
                buffer[index] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            return digits
        }
    }
}

extension RedactedError {
    /// This stand-in as an `NSError` that crash reporters group by its fingerprint: its domain is the fingerprint's
    /// ``ErrorFingerprint/nsErrorDomain``, its code the fingerprint's ``ErrorFingerprint/nsErrorCode``, and its
    /// localized description ``description``, which holds what the privacy policy shows and nothing else.
    public var nsError: NSError {
        NSError(
            domain: fingerprint.nsErrorDomain,
            code: fingerprint.nsErrorCode,
            userInfo: [NSLocalizedDescriptionKey: description]
        )
    }
}
