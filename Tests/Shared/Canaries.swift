import Foundation
import ResponderChain

/// Strings no output for developers may hold under the default privacy policy: what users type and servers say,
/// carried by errors in every shape the package meets. The canary suites of each test target dispatch them through
/// every output and look for these strings.
enum Canary {
    static let email = "canary.alice@example.com"
    static let token = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjYW5hcnkifQ.Y2FuYXJ5LXNpZ25hdHVyZQ"
    static let path = "/Users/alice/Documents/canary-tax-return.pdf"
    static let urlWithToken = "https://api.example.com/v1/users/canary-42?token=canary-query-token"

    /// Every canary, and the parts of one that would give it away alone.
    static let all = [email, token, path, urlWithToken, "canary-query-token", "canary-42", "canary-tax-return"]

    /// The canaries found in `text`.
    static func found(in text: String) -> [String] {
        all.filter { text.contains($0) }
    }

    /// The errors that carry them, by shape, with what must stay readable of each: its type, case, domain and code.
    static let carriers: [(shape: String, error: any Error, stillShown: [String])] = [
        ("associated value", CanaryError.invalidEmail(email), ["CanaryError", "invalidEmail"]),
        ("labelled payload", CanaryError.sessionExpired(token: token, path: path), ["CanaryError", "sessionExpired"]),
        ("stored properties", CanaryUploadFailed(path: path, owner: email), ["CanaryUploadFailed"]),
        (
            "wrapped error", CanaryWrapper(underlyingError: CanaryError.sessionExpired(token: token, path: path)),
            ["CanaryWrapper", "CanaryError", "sessionExpired"]
        ),
        ("custom description", CanaryDescribed(), ["CanaryDescribed"]),
        (
            "NSError userInfo",
            NSError(
                domain: "com.example.auth", code: 7,
                userInfo: [
                    NSLocalizedDescriptionKey: "Bad token \(token)", "Email": email, NSDebugDescriptionErrorKey: path,
                ]),
            ["NSError", "com.example.auth", "7"]
        ),
        (
            "URLError user info",
            URLError(
                .userAuthenticationRequired,
                userInfo: [
                    NSURLErrorFailingURLErrorKey: URL(string: urlWithToken)!,
                    "NSErrorFailingURLStringKey": urlWithToken,
                ]),
            ["URLError", "userAuthenticationRequired", NSURLErrorDomain, "-1013", "https://api.example.com"]
        ),
        (
            "CocoaError user info",
            CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: path]),
            ["CocoaError", "fileReadNoPermission", NSCocoaErrorDomain, "257"]
        ),
        ("decoding error", decodingError(), ["DecodingError", "dataCorrupted", "account.owner"]),
    ]

    /// A decoding error whose description quotes what the user typed, as a custom `init(from:)` may write it.
    static func decodingError() -> DecodingError {
        struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        return DecodingError.dataCorrupted(
            .init(
                codingPath: [Key(stringValue: "account"), Key(stringValue: "owner")],
                debugDescription: "\(email) is not an email we know"))
    }
}

enum CanaryError: Error {
    case invalidEmail(String)
    case sessionExpired(token: String, path: String)
}

struct CanaryUploadFailed: Error {
    let path: String
    let owner: String
}

struct CanaryWrapper: WrappingError {
    let underlyingError: (any Error)?
}

/// An error whose only carrier is its description.
struct CanaryDescribed: Error, CustomStringConvertible {
    var description: String { "could not upload \(Canary.path) for \(Canary.email)" }
}
