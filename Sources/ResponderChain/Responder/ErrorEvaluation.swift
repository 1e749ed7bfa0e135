/// The answer a responder gives to an error: what the code that raised it should do next.
///
/// Every evaluation means the error has been handled by all necessary or available means; they differ in what
/// the raising code should do afterwards.
///
/// ```swift
/// switch await parentResponder.dispatch(error) {
/// case .retry: try await reload()
/// case .abort: dismiss()
/// case .proceed, .cancel: break
/// }
/// ```
public enum ErrorEvaluation: Sendable {
    /// The error has been handled. Proceed in whatever way is natural.
    case proceed

    /// The error has been handled. Retry whatever action caused it.
    case retry

    /// The error has been handled. Cancel any succeeding actions and stay put.
    ///
    /// It is also what every entry point answers when nothing in the chain handled an error: nobody acted on the
    /// error, so the raising code must not carry on as if it had succeeded (``proceed``), must not loop (``retry``),
    /// and has no reason to tear its whole flow down (``abort``). The class chain, ``ErrorResponderChain``,
    /// ``RespondToErrorAction/unhandled`` and every later entry point answer it after reporting the error to the
    /// ``UnhandledTerminal``. The evaluation does not say whether the error was handled: read that from the
    /// dispatch's ``DispatchRoute/resolution`` or from the ``UnhandledReport`` its sink receives.
    case cancel

    /// The error has been handled, but it was too severe for the flow it occurred in: abort that flow.
    case abort
}

extension ErrorEvaluation: Hashable, CaseIterable {}

extension ErrorEvaluation: CustomStringConvertible {
    /// The case name, such as `proceed`.
    public var description: String {
        switch self {
        case .proceed: "proceed"
        case .retry: "retry"
        case .cancel: "cancel"
        case .abort: "abort"
        }
    }
}
