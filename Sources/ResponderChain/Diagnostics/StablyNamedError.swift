/// An error type that names itself, and its cases, for fingerprints: renaming the type or a case, or moving the type
/// to another module, then keeps every grouping identifier and fingerprint of its errors.
///
/// Without it, a fingerprint hashes the type's module-qualified name and the case's name, so that a rename regroups
/// the errors in a crash reporter. Declare the names the type and the case had when the app first shipped them, and
/// their identifiers stay what they were:
///
/// ```swift
/// enum CheckoutError: Error, StablyNamedError {
///     case cardDeclined(reason: String)   // was `declined`
///     case offline
///
///     static let stableName = "Shop.CheckoutError"                 // its module-qualified name when it shipped
///     static let stableCaseNames = ["cardDeclined": "declined"]
/// }
/// ```
///
/// A generic type's stable name stands for every specialization, so that they group together: the package's
/// `HTTPAPIProblem` declares one, and a problem groups by its type URI and status whether the app decoded it into
/// typed extras or opaque ones (`HTTPAPIProblem<OutOfCredit>` and `HTTPAPIProblem<OpaqueProblemExtras>`). Two types
/// must not declare the same stable name; the testing product's fixture check fails when two do.
///
/// Declare one, too, for a `private` or `fileprivate` error type and for one local to a function or a closure. The
/// runtime names such a type with an address that changes from run to run in place of its file or function, so its
/// fingerprint is a fallback (``ErrorFingerprint/isFallback``) that hashes the rest of the name: `private struct
/// Failure` in two files of the module `App` are both `App.Failure`, and group together, because nothing the runtime
/// tells sets them apart. A stable name gives each its own.
public protocol StablyNamedError: Error {
    /// The name fingerprints use in place of the type's module-qualified name: `Shop.CheckoutError`.
    static var stableName: String { get }

    /// The names fingerprints use in place of cases' names, by the case's name today: `["cardDeclined": "declined"]`.
    /// Cases it does not name keep their own. Empty unless a type gives it.
    static var stableCaseNames: [String: String] { get }
}

extension StablyNamedError {
    /// No case is renamed.
    public static var stableCaseNames: [String: String] { [:] }
}
