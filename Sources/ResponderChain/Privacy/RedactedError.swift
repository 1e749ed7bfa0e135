/// An error's stand-in for whatever writes errors itself: a log handler's `error`, a span's `recordError`, a crash
/// reporter. It holds what the privacy policy shows of the error, and never the error.
///
/// The logging and tracing bridges hand it over in place of the error unless the policy makes every level of the
/// error's chain public. An app's own code that sends errors elsewhere can do the same:
///
/// ```swift
/// crashReporter.record(RedactedError(error))
/// // RedactedError's description: OrderError.declined(orderNumber: "A-1042", card: <private>)
/// Crashlytics.crashlytics().record(error: RedactedError(error).nsError)   // grouped by its fingerprint
/// ```
public struct RedactedError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The outermost error's type name, without its module: `OrderError`.
    public let typeName: String

    /// The error's ``ErrorChain/fingerprint``, which never depends on a value.
    public let fingerprint: ErrorFingerprint

    /// The error's ``ErrorChain/groupingID``: the first 12 hexadecimal digits of ``fingerprint``.
    public var groupingID: String {
        fingerprint.groupingID
    }

    /// The error's chain as the policy writes it, on one line: ``ErrorChain/summary``.
    public let description: String

    /// The stand-in of `error`, written by `privacy`.
    ///
    /// - Parameters:
    ///   - error: the error to stand in for.
    ///   - privacy: the policy; the current one unless given.
    public init(_ error: any Error, privacy: ErrorPrivacy = .currentPolicy) {
        let chain = ErrorPrivacy.withPolicy(privacy) { ErrorChain(error) }
        typeName = ValueDescription.typeName(type(of: error))
        fingerprint = chain.fingerprint
        description = chain.summary
    }
}

extension ErrorPrivacy {
    /// What to hand to something that writes errors itself: `error` when this policy makes every level of its chain
    /// public, else its ``RedactedError``.
    ///
    /// - Parameter error: the error to hand over.
    /// - Returns: `error`, or its redacted form.
    public func handOver(_ error: any Error) -> any Error {
        let renderer = PrivacyRenderer(self)
        let walk = ErrorChain.walk(from: error)
        return walk.errors.allSatisfy({ renderer.isWhollyPublic(type(of: $0)) })
            ? error : RedactedError(error, privacy: self)
    }

    /// A URL's path (with its query), as this policy writes it (``urlPaths``): as it is, `<private>`, or hashed. For a
    /// bridge or a server that logs which path failed.
    ///
    /// - Parameter path: the path, such as `/users/42?tab=orders`.
    /// - Returns: what may be written of it.
    public func written(urlPath path: String) -> String {
        PrivacyRenderer(self).urlPath(path)
    }

    /// `value` as `mark` says: as Swift writes a payload (its debug description) when it is public, ``privateText``
    /// when it is private, and as a digest under ``hashKey`` when it is hashed.
    ///
    /// For a value whose mark the caller chooses, such as a member of a type that is ``PrivacyRedactable``:
    ///
    /// ```swift
    /// privacy.written(order.number, as: .hashed)   // <hashed 3f9a0c1e22b47d15>
    /// ```
    ///
    /// - Parameters:
    ///   - value: the value.
    ///   - mark: how to write it.
    /// - Returns: what may be written of it.
    /// - Important: A private value's description is never asked for.
    public func written(_ value: Any, as mark: PrivacyMark) -> String {
        PrivacyRenderer(self).written(value, mark: mark)
    }

    /// What the package writes in place of a `private` value: `<private>`. A bridge that tags redacted text for its
    /// back end looks for it.
    public static let privateText = "<private>"

    /// What the text of a `hashed` value starts with: `<hashed `, then the hash and `>`.
    public static let hashedPrefix = "<hashed "
}
