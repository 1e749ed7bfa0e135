import Foundation
import ResponderChain
import Testing

@Suite(.timeLimit(.minutes(2))) struct ErrorMatcherTests {
    static let timeout = NSError(domain: NSURLErrorDomain, code: NSURLErrorTimedOut)

    /// Each row: a matcher, an error, and whether the matcher matches it.
    static let table: [(String, ErrorMatcher, NamedError, Bool)] = [
        // Enums without payloads, by type and by value.
        ("type(NetworkError)", .type(NetworkError.self), NamedError("noInternet", NetworkError.noInternet), true),
        ("value noInternet", .type(NetworkError.noInternet), NamedError("noInternet", NetworkError.noInternet), true),
        ("value noInternet", .type(NetworkError.noInternet), NamedError("logout", NetworkError.logout), false),
        ("type(NetworkError)", .type(NetworkError.self), NamedError("storage", StorageError()), false),
        // Enums with payloads that are not Equatable: the case decides, the payload is ignored.
        (
            "case status", .type(HTTPFailure.status(0, body: "")),
            NamedError("status 503", HTTPFailure.status(503, body: "busy")), true
        ),
        (
            "case status", .type(HTTPFailure.status(0, body: "")),
            NamedError("redirect", HTTPFailure.redirectLoop(urls: ["a"])), false
        ),
        (
            "case redirect", .type(HTTPFailure.redirectLoop(urls: [])),
            NamedError("redirect", HTTPFailure.redirectLoop(urls: ["a", "b"])), true
        ),
        // Equatable enums and structs: == decides.
        (
            "missing name", .type(ValidationError.missingField("name")),
            NamedError("missing name", ValidationError.missingField("name")), true
        ),
        (
            "missing name", .type(ValidationError.missingField("name")),
            NamedError("missing mail", ValidationError.missingField("mail")), false
        ),
        ("quota 10", .type(QuotaExceeded(limit: 10)), NamedError("quota 10", QuotaExceeded(limit: 10)), true),
        ("quota 10", .type(QuotaExceeded(limit: 10)), NamedError("quota 20", QuotaExceeded(limit: 20)), false),
        ("type(QuotaExceeded)", .type(QuotaExceeded.self), NamedError("quota 20", QuotaExceeded(limit: 20)), true),
        // An example written `as any Error`, which Swift does not open: its type is the existential, whose default
        // error code is 1 whatever the case, so the case is not read from it, and == decides in every case.
        (
            "missing name as any Error", .type(ValidationError.missingField("name") as any Error),
            NamedError("missing name", ValidationError.missingField("name")), true
        ),
        (
            "missing name as any Error", .type(ValidationError.missingField("name") as any Error),
            NamedError("missing mail", ValidationError.missingField("mail")), false
        ),
        (
            "timeout as any Error", .type(NetworkError.timeout as any Error),
            NamedError("timeout", NetworkError.timeout), true
        ),
        (
            "timeout as any Error", .type(NetworkError.timeout as any Error),
            NamedError("logout", NetworkError.logout), false
        ),
        // Classes: subclasses count, superclasses do not.
        ("type(StorageError)", .type(StorageError.self), NamedError("disk full", DiskFullError()), true),
        ("type(DiskFullError)", .type(DiskFullError.self), NamedError("storage", StorageError()), false),
        ("type(DiskFullError)", .type(DiskFullError.self), NamedError("disk full", DiskFullError()), true),
        // Protocols.
        ("type(any RetryableError)", .type((any RetryableError).self), NamedError("server busy", ServerBusy()), true),
        (
            "type(any RetryableError)", .type((any RetryableError).self), NamedError("quota", QuotaExceeded(limit: 1)),
            false
        ),
        // NSError codes and domains.
        ("code timedOut", .code(NSURLErrorTimedOut), NamedError("NSError timedOut", timeout), true),
        ("code timedOut", .code(NSURLErrorTimedOut), NamedError("NSError 404", NSError(domain: "x", code: 404)), false),
        ("domain URL", .domain(NSURLErrorDomain), NamedError("NSError timedOut", timeout), true),
        (
            "code+domain", .code(NSURLErrorTimedOut, domain: NSURLErrorDomain), NamedError("NSError timedOut", timeout),
            true
        ),
        ("code+domain", .code(NSURLErrorTimedOut, domain: "other"), NamedError("NSError timedOut", timeout), false),
        (
            "URLError by code", .code(NSURLErrorTimedOut, domain: NSURLErrorDomain),
            NamedError("URLError", URLError(.timedOut)), true
        ),
        // CustomNSError and bridged Swift errors.
        ("code 404", .code(404), NamedError("remote 404", RemoteError(errorCode: 404)), true),
        ("domain remote", .domain("remote"), NamedError("remote 404", RemoteError(errorCode: 404)), true),
        ("code 404 remote", .code(404, domain: "remote"), NamedError("remote 500", RemoteError(errorCode: 500)), false),
        (
            "bridged domain", .domain(NetworkError.noInternet._domain),
            NamedError("noInternet", NetworkError.noInternet), true
        ),
        (
            "bridged code", .code((NetworkError.logout as NSError).code),
            NamedError("logout", NetworkError.logout), true
        ),
        // Wrapped errors: only through `unwrapping`.
        (
            "type(NetworkError)", .type(NetworkError.self),
            NamedError("wrapped", RequestFailed(endpoint: "/", underlyingError: NetworkError.timeout)), false
        ),
        (
            "unwrapping type", .unwrapping(.type(NetworkError.self)),
            NamedError("wrapped", RequestFailed(endpoint: "/", underlyingError: NetworkError.timeout)), true
        ),
        (
            "unwrapping code", .unwrapping(.code(NSURLErrorTimedOut, domain: NSURLErrorDomain)),
            NamedError("two levels", RequestFailed(endpoint: "/", underlyingError: GatewayError(underlying: timeout))),
            true
        ),
        (
            "unwrapping NSUnderlyingErrorKey", .unwrapping(.type(NetworkError.logout)),
            NamedError(
                "NSError wrapper",
                NSError(domain: "app", code: 1, userInfo: [NSUnderlyingErrorKey: NetworkError.logout])),
            true
        ),
        ("unwrapping itself", .unwrapping(.type(NetworkError.self)), NamedError("plain", NetworkError.logout), true),
        ("unwrapping loop", .unwrapping(.type(NetworkError.self)), NamedError("self-wrapping", SelfWrapping()), false),
        // At most 16 levels deep, the outermost included.
        (
            "unwrapping at the limit", .unwrapping(.type(NetworkError.self)),
            NamedError("level 16", wrapped(NetworkError.timeout, in: 15)), true
        ),
        (
            "unwrapping past the limit", .unwrapping(.type(NetworkError.self)),
            NamedError("level 17", wrapped(NetworkError.timeout, in: 16)), false
        ),
        // Custom predicates.
        (
            "custom", ErrorMatcher { ($0 as? QuotaExceeded)?.limit ?? 0 > 5 },
            NamedError("quota 10", QuotaExceeded(limit: 10)), true
        ),
        (
            "SwiftErrorHandler's custom", ErrorMatcher(matcher: { _ in false }),
            NamedError("quota 10", QuotaExceeded(limit: 10)), false
        ),
    ]

    @Test(arguments: table)
    func matcherMatchesExactlyTheErrorsItDescribes(
        _ name: String, _ matcher: ErrorMatcher, _ error: NamedError, _ expected: Bool
    ) async {
        // On a thread of its own: a walk along wrappers that forgot its bound fails the test instead of hanging.
        let answers = await returnValue(orFail: "the matcher never answered \(error.name)") {
            (matcher.matches(error.error), matcher.catches(error.error))
        }
        #expect(answers?.0 == expected, "\(name) on \(error.name)")
        #expect(answers?.1 == expected, "SwiftErrorHandler's name: \(name) on \(error.name)")
    }

    @Test func descriptionsNameWhatIsMatched() {
        #expect(ErrorMatcher.type(NetworkError.self).description == "type(NetworkError)")
        #expect(ErrorMatcher.type(NetworkError.logout).description == "type(NetworkError.logout)")
        #expect(ErrorMatcher.code(404).description == "code(404)")
        #expect(ErrorMatcher.domain("remote").description == "domain(remote)")
        #expect(ErrorMatcher.unwrapping(.code(1)).description == "unwrapping(code(1))")
        #expect(ErrorMatcher { _ in true }.description == "custom")
    }
}
