/// An error that wraps another one, such as a "request failed" error carrying the transport error beneath it.
///
/// Adopt it so that matchers built with ``ErrorMatcher/unwrapping(_:)`` (and, later, category resolution) look
/// through your wrapper to the error inside. Foundation errors need nothing: their `NSUnderlyingErrorKey` is
/// followed as well.
///
/// ```swift
/// struct RequestFailed: WrappingError {
///     let endpoint: String
///     let underlyingError: (any Error)?
/// }
///
/// handler.on(error: .unwrapping(.code(NSURLErrorTimedOut)), then: .present(alert: timeoutAlert))
/// ```
public protocol WrappingError: Error {
    /// The error this one wraps, or `nil` when it wraps nothing.
    var underlyingError: (any Error)? { get }
}
