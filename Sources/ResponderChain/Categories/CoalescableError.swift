/// An error that says which other errors are the same failure, for coalescing.
///
/// Adopt it when equal values are too strict (every occurrence carries its own request ID) or too loose. Two
/// errors with equal keys that arrive while one is being handled share its handling and its answer.
///
/// ```swift
/// extension ServerError: CoalescableError {
///     var coalescingKey: AnyHashable { statusCode }   // the request ID does not matter
/// }
/// ```
public protocol CoalescableError: Error {
    /// The key; errors of any type with equal keys (compared as `AnyHashable` compares) are the same failure.
    var coalescingKey: any Hashable & Sendable { get }
}
