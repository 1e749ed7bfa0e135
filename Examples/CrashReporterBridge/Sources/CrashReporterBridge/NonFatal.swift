public import ResponderChain

/// An error nobody handled, as a crash reporter keeps it: grouped by a fingerprint that never depends on a value,
/// described as the app's privacy policy allows.
public struct NonFatal: Hashable, Sendable {
    /// A responder the dispatch asked, and how long after the dispatch started.
    public struct Hop: Hashable, Sendable {
        /// The responder's name in routes: `Checkout`.
        public let name: String

        /// How long after the dispatch started it was asked.
        public let offset: Duration
    }

    /// The same for every error of the same structure, whatever its payload: the report's grouping key.
    public let fingerprint: ErrorFingerprint

    /// The error's type, without its module: `CheckoutFailed`.
    public let typeName: String

    /// The error and every error it wraps, with each payload as the privacy policy marks it.
    public let description: String

    /// The responders asked, in order; empty when the dispatch was not recorded.
    public let hops: [Hop]

    /// The line that started the dispatch, `CheckoutTests/CheckoutTests.swift:12`; known in a test process only.
    public let callSite: String?

    /// The non-fatal of an unhandled error; `nil` for an unhandled event.
    public init?(_ report: UnhandledReport) {
        guard let error = report.value.error else { return nil }
        fingerprint = ErrorChain.fingerprint(of: error)
        typeName = report.value.typeName
        description = report.value.valueDescription
        let route = report.route
        hops = zip(route?.hops ?? [], route?.hopOffsets ?? []).map { Hop(name: $0.name, offset: $1) }
        callSite = report.origin?.description
    }
}
