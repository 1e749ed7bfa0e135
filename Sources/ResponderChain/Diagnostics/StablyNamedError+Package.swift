// The package's own errors name themselves for fingerprints with the module-qualified names they had when they were
// first shipped, so that moving or renaming one in a later version regroups nothing in an app's crash reporter.

extension RetryFailure: StablyNamedError {
    /// `ResponderChain.RetryFailure`.
    public static var stableName: String { "ResponderChain.RetryFailure" }
}

extension ResponderCycle: StablyNamedError {
    /// `ResponderChain.ResponderCycle`.
    public static var stableName: String { "ResponderChain.ResponderCycle" }
}

extension RedactedError: StablyNamedError {
    /// `ResponderChain.RedactedError`.
    public static var stableName: String { "ResponderChain.RedactedError" }
}
