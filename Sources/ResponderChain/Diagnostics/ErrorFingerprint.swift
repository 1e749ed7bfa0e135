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
///
/// ### Fallbacks
///
/// Where a level of the chain has no name that stays the same, the fingerprint is a fallback, and says so in
/// ``isFallback``: it hashes the part of the name that is stable, marked as a fallback, so that it never equals the
/// fingerprint of a named type. Two cases make one:
///
/// - A `private` or `fileprivate` type, or a type local to a function or a closure. The runtime names it with an
///   `(unknown context at $…)` part holding an address that changes from run to run (`App.(unknown context at
///   $55fb2ab9b210).Hidden`), and nothing of its file or function: the fingerprint hashes `App.Hidden`. Two such types
///   with the same name in one module, `private struct Hidden` in two files say, or two functions' local `Failure`,
///   then have the same fingerprint. So does a Swift error of such a type bridged to `NSError`, whose domain is
///   that name.
/// - A case without a payload of an enum that describes itself (`CustomStringConvertible`): its name cannot be read,
///   and its position among the cases (`#2`) stands for it, which reordering or adding cases changes.
///
/// Conform the type to ``StablyNamedError`` and the first goes away: the fingerprint hashes the stable name. The
/// second goes away when the type no longer describes itself. An `NSError` of a private subclass (Foundation's
/// `_SwiftNativeNSError` and the like) is never a fallback: every `NSError` is known by its domain and code, never by
/// its class. Nor is a type declared in an extension of another module's type, which the runtime names the same on
/// every run: `(extension in App):Foundation.URLError.Retry`.
///
/// A Swift error that the app bridged to `NSError` before the chain saw it (`error as NSError`) is an `NSError`, known
/// by its domain, the type's name, and its code, as every `NSError` is. For an enum, Swift makes that code the case's
/// position (cases with a payload first), so that reordering the cases changes the fingerprint, as it changes
/// `(error as NSError).code`; on Linux the bridged error cannot be told from another `NSError`, so it is no fallback.
/// Hand the chain the Swift error itself.
///
/// A generic type is named with its arguments, and no fallback either: `Box<Int>` and `Box<String>` group apart,
/// unless the type declares a stable name, which stands for every specialization. `HTTPAPIProblem` does: a
/// `HTTPAPIProblem<OutOfCredit>` and a `HTTPAPIProblem<OpaqueProblemExtras>` with the same type URI and status group
/// together.
///
/// The testing product's `expectFingerprints(_:matchFixture:)` marks fallbacks in the fixture it writes.
public struct ErrorFingerprint: Hashable, Sendable, CustomStringConvertible {
    /// The version of the algorithm that made ``value``: 1.
    public let version: Int

    /// The 64-bit hash.
    public let value: UInt64

    /// Whether a level of the chain had no name that stays the same, so that the fingerprint hashes the part of its
    /// name that does (see "Fallbacks" above): two types may share it, or a later build of the app regroup it.
    ///
    /// Worked out with the fingerprint; a fingerprint made from its parts or read from its text is no fallback. It
    /// takes no part in equality, which ``version`` and ``value`` decide.
    public let isFallback: Bool

    /// The version this package computes.
    public static let currentVersion = 1

    /// Creates a fingerprint from its parts, as a fixture or a stored value holds them.
    ///
    /// - Parameters:
    ///   - version: the algorithm's version.
    ///   - value: the 64-bit hash.
    public init(version: Int, value: UInt64) {
        self.init(version: version, value: value, isFallback: false)
    }

    init(version: Int, value: UInt64, isFallback: Bool) {
        self.version = version
        self.value = value
        self.isFallback = isFallback
    }

    /// Whether the two have the same ``version`` and ``value``.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.version == rhs.version && lhs.value == rhs.value
    }

    /// Hashes the ``version`` and the ``value``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(version)
        hasher.combine(value)
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
