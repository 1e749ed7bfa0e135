/// A type that writes its own description for developers, through the privacy policy, in place of the description
/// the package would put together from its stored properties.
///
/// Adopt it in a type whose values are best marked by what they are rather than by where they are stored, as the
/// `ProblemDetails` product's problems are: a problem's members are marked by name, with
/// ``ErrorPrivacy/marking(problemMember:as:fileID:filePath:line:column:)``, whatever type holds them.
///
/// ```swift
/// struct GatewayFailure: Error, PrivacyRedactable {
///     let status: Int
///     let body: String
///
///     func redactedDescription(_ privacy: ErrorPrivacy) -> String {
///         "status(\(status), body: \(privacy.written(body, as: privacy.descriptions)))"
///     }
/// }
///
/// ErrorPrivacy.default.describe(GatewayFailure(status: 502, body: "upstream alice@example.com"))
/// // GatewayFailure.status(502, body: <private>)
/// ```
///
/// Routes, unhandled reports, error chains and every bridge write a value of such a type through this method.
///
/// - Important: The policy never reads a marked type's own marks for such a type: an app's
///   ``ErrorPrivacy/marking(_:as:fileID:filePath:line:column:)`` of it is refused where it is written, and
///   ``PrivacyMarked/privacyMarks`` are refused when its first value is written. A value of it counts as public, so
///   that a bridge may hand it over as it is, only when the policy's ``ErrorPrivacy/values``,
///   ``ErrorPrivacy/descriptions`` and problem members are all public.
public protocol PrivacyRedactable {
    /// The value as `privacy` allows. The package puts the type's name and a dot in front, unless the description
    /// starts with the type's name.
    ///
    /// Write each value the description holds through `privacy`: ``ErrorPrivacy/describe(_:)`` for an error or a
    /// value of its own type, ``ErrorPrivacy/written(_:as:)`` for one whose mark you choose.
    ///
    /// - Parameter privacy: the policy to write by.
    /// - Returns: the description, such as `status(502, body: <private>)`.
    func redactedDescription(_ privacy: ErrorPrivacy) -> String
}
