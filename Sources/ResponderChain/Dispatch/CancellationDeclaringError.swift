/// An error that says for itself whether it stands for cancelled work.
///
/// A cancellation is not a failure the user should see: the chain answers it with ``ErrorEvaluation/cancel``
/// without asking any responder, shows nothing, counts no failure and logs it below `error` level. The package knows
/// the platform's cancellations (`CancellationError`, `URLError.cancelled`, `CocoaError.userCancelled`, POSIX
/// `ECANCELED`, Sign in with Apple's, StoreKit's and LocalAuthentication's), at any depth of the error's
/// ``ErrorChain``. Adopt this protocol to add your own, or to say that an error that wraps one is a real failure:
///
/// ```swift
/// enum SearchError: Error, CancellationDeclaringError {
///     case cancelled
///     case abandonedByServer(URLError)   // the server cut the request off: a failure, whatever the URLError says
///     case transport(any Error)
///
///     var isCancellation: Bool? {
///         switch self {
///         case .cancelled: true
///         case .abandonedByServer: false
///         case .transport: nil   // what it wraps decides
///         }
///     }
/// }
/// ```
///
/// The first level of the chain, from the outermost error inwards, that answers `true` or `false` decides.
public protocol CancellationDeclaringError: Error {
    /// `true` when this error means that the work was cancelled, whatever it wraps; `false` when it is a failure,
    /// whatever it wraps (a cancellation included); `nil` to leave the question to the error it wraps.
    var isCancellation: Bool? { get }
}
