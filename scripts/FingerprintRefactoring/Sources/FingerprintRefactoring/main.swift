import Foundation
import ProblemDetails
import ResponderChain
import ResponderChainTesting

// The fingerprint of each of the app's errors, one line each, tab-separated: label, fingerprint, `(error as
// NSError).code`, `fallback` or `-`, and `renamed` or `added` where the edit renamed or added the error, `bridged`
// for a Swift error bridged to NSError before the chain sees it (known by domain and code, as NSError has it), or `-`.
//
//     FingerprintRefactoring                   prints the lines
//     FingerprintRefactoring check FILE        checks every listed error, but those the edit added, against the
//                                              fixture FILE with ResponderChainTesting's expectFingerprints; exits 1
//                                              on a failure
//     FingerprintRefactoring check FILE --its-labels
//                                              checks only the listed errors whose labels FILE has

/// One of the app's errors: its label, an example, and what the edit did to it.
struct Example {
    let label: String
    let error: any Error
    var edit = "-"
}

func problem(_ type: String, status: Int) -> any Error {
    // swift-format-ignore: NeverForceUnwrap
    try! OpaqueHTTPAPIProblem(type: type, title: "title", status: status, extras: OpaqueProblemExtras())
}

#if FINGERPRINT_EDITED
    let account: [Example] = [
        Example(label: "account.locked", error: AccountFailure.locked, edit: "renamed"),
        Example(label: "account.suspended", error: AccountFailure.suspended(until: .now), edit: "renamed"),
        Example(label: "account.emailUnverified", error: AccountFailure.emailUnverified, edit: "renamed"),
        Example(label: "account.deleted", error: AccountFailure.deleted, edit: "renamed"),
    ]
    let edited: [Example] = [
        Example(label: "checkout.insufficientFunds", error: CheckoutError.insufficientFunds(missing: 7)),
        Example(label: "checkout.addressInvalid", error: CheckoutError.addressInvalid(field: "zip", line: 2)),
        Example(label: "checkout.fraudSuspected", error: CheckoutError.fraudSuspected, edit: "added"),
        Example(
            label: "sync.conflict", error: SyncError.versionConflict(local: 3, remote: 4), edit: "renamed"),
        Example(label: "sync.throttled", error: SyncError.throttled(retryAfter: 2), edit: "added"),
        Example(label: "feed.filtered", error: Feed.LoadError.filtered(count: 3), edit: "added"),
        Example(label: "network.http", error: NetworkError.http(status: 500, body: "")),
        Example(label: "network.tls", error: NetworkError.tls, edit: "added"),
        Example(
            label: "wrapped.networkInOperation",
            error: OperationFailed(operation: "sync", underlyingError: NetworkError.http(status: 502, body: ""))),
    ]
#else
    let account: [Example] = [
        Example(label: "account.locked", error: AccountError.locked),
        Example(label: "account.suspended", error: AccountError.suspended(until: .now)),
        Example(label: "account.emailUnverified", error: AccountError.emailUnverified),
        Example(label: "account.deleted", error: AccountError.deleted),
    ]
    let edited: [Example] = [
        Example(label: "checkout.insufficientFunds", error: CheckoutError.insufficientFunds(balance: 3, required: 10)),
        Example(label: "checkout.addressInvalid", error: CheckoutError.addressInvalid(field: "zip")),
        Example(label: "checkout.cancelled", error: CheckoutError.cancelled),
        Example(label: "sync.conflict", error: SyncError.conflict(version: 3)),
        Example(label: "feed.gone", error: Feed.LoadError.gone),
        Example(label: "network.http", error: NetworkError.http(status: 500)),
        Example(
            label: "wrapped.networkInOperation",
            error: OperationFailed(operation: "sync", underlyingError: NetworkError.http(status: 502))),
    ]
#endif

/// The errors written the same way in both versions (their types' cases may have moved).
let unchanged: [Example] = [
    Example(label: "checkout.cardDeclined", error: CheckoutError.cardDeclined(reason: "do not honor")),
    Example(label: "checkout.offline", error: CheckoutError.offline),
    Example(label: "checkout.expired", error: CheckoutError.expired),
    Example(label: "sync.quotaExceeded", error: SyncError.quotaExceeded),
    Example(label: "sync.serverRejected", error: SyncError.serverRejected(code: 9)),
    Example(label: "sync.stale", error: SyncError.stale),
    Example(label: "feed.load", error: Feed.LoadError.load(.offline)),
    Example(label: "feed.decoding", error: Feed.LoadError.decoding(CocoaError(.coderValueNotFound))),
    Example(label: "feed.empty", error: Feed.LoadError.empty),
    Example(label: "network.offline", error: NetworkError.offline),
    Example(label: "network.transport", error: NetworkError.transport(URLError(.timedOut))),
    Example(label: "network.dns", error: NetworkError.dns(host: "example.com")),
    Example(label: "banner.dismissed", error: BannerError.dismissed),
    Example(label: "banner.throttled", error: BannerError.throttled),
    Example(label: "storage.readOnly", error: StorageError.readOnly),
    Example(label: "storage.full", error: StorageError.full),
    Example(label: "storage.corrupt", error: StorageError.corrupt),
    Example(label: "storage.missing", error: StorageError.missing),
    Example(label: "struct.validation", error: ValidationFailure(field: "email")),
    Example(label: "struct.permission", error: PermissionDenied(permission: "camera")),
    Example(label: "struct.timeout", error: Timeout(seconds: 30)),
    Example(label: "struct.parse", error: ParseFailure(line: 1, column: 2)),
    Example(label: "struct.empty", error: EmptyFailure()),
    Example(label: "struct.taggedInt", error: Tagged<Int>()),
    Example(label: "struct.taggedString", error: Tagged<String>()),
    Example(label: "struct.server503", error: ServerError(httpStatus: 503)),
    Example(label: "struct.private", error: privateFailure()),
    Example(label: "nserror.app1", error: NSError(domain: "com.example.shop", code: 1)),
    Example(label: "nserror.app2", error: NSError(domain: "com.example.shop", code: 2)),
    Example(label: "nserror.urlTimedOut", error: URLError(.timedOut)),
    Example(label: "nserror.urlOffline", error: NSError(domain: NSURLErrorDomain, code: -1009)),
    Example(label: "nserror.cocoaNoSuchFile", error: CocoaError(.fileNoSuchFile)),
    Example(label: "nserror.posixENOENT", error: POSIXError(.ENOENT)),
    Example(label: "nserror.bridgedEnum", error: CheckoutError.offline as NSError, edit: "bridged"),
    Example(label: "nserror.bridgedStruct", error: ValidationFailure(field: "email") as NSError),
    Example(
        label: "problem.outOfCreditTyped",
        // swift-format-ignore: NeverForceUnwrap
        error: try! HTTPAPIProblem(title: "No credit", status: 403, extras: OutOfCredit(balance: 30))),
    Example(label: "problem.outOfCreditOpaque", error: problem("https://example.com/probs/out-of-credit", status: 403)),
    Example(label: "problem.outOfCredit402", error: problem("https://example.com/probs/out-of-credit", status: 402)),
    Example(label: "problem.validation", error: problem("https://example.net/validation-error", status: 422)),
    Example(label: "problem.blank500", error: problem("about:blank", status: 500)),
    Example(
        label: "wrapped.nsUnderlyingEnum",
        error: NSError(domain: "com.example.shop", code: 9, userInfo: [NSUnderlyingErrorKey: SyncError.stale])),
    Example(
        label: "wrapped.nsUnderlyingURLError",
        error: NSError(domain: "com.example.shop", code: 9, userInfo: [NSUnderlyingErrorKey: URLError(.timedOut)])),
    Example(
        label: "wrapped.operationOffline",
        error: OperationFailed(operation: "save", underlyingError: NetworkError.offline)),
    Example(
        label: "wrapped.operationProblem",
        error: OperationFailed(
            operation: "pay", underlyingError: problem("https://example.net/validation-error", status: 422))),
    Example(label: "wrapped.diagnosed", error: Diagnosed(userFacingError: CheckoutError.expired)),
    Example(label: "wrapped.feedTransport", error: Feed.LoadError.load(.transport(URLError(.cannotFindHost)))),
    Example(
        label: "wrapped.decodingUnderlying",
        error: DecodingError.dataCorrupted(
            .init(codingPath: [], debugDescription: "bad", underlyingError: ParseFailure(line: 3, column: 4)))),
]

let examples = account + edited + unchanged
let arguments = CommandLine.arguments.dropFirst()

if arguments.first == "check", let path = arguments.dropFirst().first {
    let fixture = URL(fileURLWithPath: path)
    var checked = examples.filter { $0.edit != "added" }
    if arguments.contains("--its-labels") {
        let text = (try? String(contentsOf: fixture, encoding: .utf8)) ?? ""
        let labels = Set(text.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
        checked = checked.filter { labels.contains($0.label) }
    }
    exit(expectFingerprints(checked.map { (label: $0.label, error: $0.error) }, matchFixture: fixture) ? 0 : 1)
}
for example in examples {
    let fingerprint = ErrorChain.fingerprint(of: example.error)
    let code = (example.error as NSError).code
    print(
        [example.label, "\(fingerprint)", "\(code)", fingerprint.isFallback ? "fallback" : "-", example.edit]
            .joined(separator: "\t"))
}
