/// How one value that an error or event carries is written where developers read it: routes, unhandled reports,
/// error chains, logs, traces, issue reports and test failures.
///
/// ``ErrorPrivacy`` gives each kind of value its mark, and an app changes them per type, per `userInfo` key or per
/// problem member. What users read (alerts, banners, a problem the app sends to its client) is not marked: it is shown
/// to the user whose data it is.
public enum PrivacyMark: Hashable, Sendable, CustomStringConvertible {
    /// Written as it is.
    case `public`

    /// Left out, and written `<private>`. Its description is never asked for, so a description that would trap or
    /// hang never runs.
    case `private`

    /// Written as a keyed digest, `<hashed 3f9a0c1e22b47d15>`: 16 hexadecimal digits of HMAC-SHA-256 under the policy's
    /// ``ErrorPrivacy/HashKey``. The same value gives the same digest under the same key, so that reports correlate
    /// without holding the value.
    ///
    /// - Important: A digest hides a value only from someone who lacks the key. A key shipped inside the app does not
    ///   protect a value with few possibilities (an email address, a phone number, a user id) from someone who has the
    ///   app and guesses: keep such values ``private``.
    case hashed

    /// `public`, `private` or `hashed`.
    public var description: String {
        switch self {
        case .public: "public"
        case .private: "private"
        case .hashed: "hashed"
        }
    }
}

/// A type that marks the values it carries: `static let privacyMarks = ["accountID": .public]`.
///
/// A key names a stored property, an enum case (its whole payload), or a payload's label; `case.label` names one
/// label of one case. The marks apply wherever the package writes a value of the type for developers. What a type does
/// not name keeps the mark the current ``ErrorPrivacy`` gives it, and an app's
/// ``ErrorPrivacy/marking(_:_:fileID:filePath:line:column:)`` wins over the type's own marks.
///
/// A key that names nothing the type has is refused when the first value of the type is written: a test fails, a
/// debug app shows a runtime warning. So are the marks of a type whose values other marks write: Foundation's errors,
/// by `userInfo` key.
///
/// ```swift
/// enum AccountError: Error, PrivacyMarked {
///     case locked(accountID: String, email: String)
///
///     static let privacyMarks: [String: PrivacyMark] = ["accountID": .public]   // the email stays private
/// }
/// ```
public protocol PrivacyMarked {
    /// The marks of this type's values, by name.
    static var privacyMarks: [String: PrivacyMark] { get }
}
