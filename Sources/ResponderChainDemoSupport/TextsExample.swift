import Foundation
import ProblemDetails
import ResponderChain

/// What users read and what developers see for real system errors: each error's user-facing message in English
/// and in German, its chain of wrapped errors, and its grouping identifier.
@MainActor
struct TextsExample {
    let demo: Demo

    func run() {
        show("An app's own enum without LocalizedError", SyncError.offline)
        show("URLSession without a connection", URLError(.notConnectedToInternet))
        let missingFile = readMissingFile()
        show("Data(contentsOf:) for a file that is not there", missingFile)
        show("JSONDecoder reading a response without user.address.zip", decodeIncompleteResponse())
        show("Writing to a full disk", POSIXError(.ENOSPC))
        show(
            "HTTP 429 with Retry-After: 120",
            HTTPErrorResponse(
                response: HTTPResponseSummary(status: 429, headers: ["Retry-After": "120"]),
                body: BoundedBody(Data("slow down".utf8))))
        do {
            let problem = try OpaqueHTTPAPIProblem(
                type: "https://example.com/probs/out-of-credit", title: "You do not have enough credit.",
                status: 403, detail: "Your current balance is 30, but that costs 50.", extras: OpaqueProblemExtras())
            show("An RFC 9457 problem with a title and a detail", problem)
        } catch {
            demo.write("The problem could not be made: \(ErrorPrivacy.currentPolicy.describe(error))")
        }
        show("The file error, wrapped twice by typed throws", ProfileError.load(.read(missingFile)))
        show(
            "An NSError that lists itself as its underlying error",
            SelfListingError(domain: "com.example.sync", code: 9))

        demo.write("The same error with other payloads groups together:")
        for url in ["https://api.example.com/users/41", "https://api.example.com/users/42"] {
            let error = HTTPErrorResponse(
                response: HTTPResponseSummary(status: 404, url: URL(string: url)), body: BoundedBody(Data()))
            demo.write("  404 for \(url): grouping id \(ErrorChain(error).groupingID)")
        }
    }

    private func show(_ situation: String, _ error: any Error) {
        demo.write("\(situation):")
        for language in [ErrorTexts.Language.english, .german] {
            let message = UserFacingMessage(for: error, in: language)
            let text = message.message.map { "\"\(message.title)\" / \"\($0)\"" } ?? "\"\(message.title)\""
            demo.write("  user (\(language)): \(text)")
        }
        let chain = ErrorChain(error)
        let lines = chain.description.split(separator: "\n")
        demo.write("  developer: \(lines[0])")
        for line in lines.dropFirst() {
            demo.write("             \(line)")
        }
        demo.write("  grouping id: \(chain.groupingID)")
    }

    /// The error Foundation gives for a file that does not exist.
    private func readMissingFile() -> any Error {
        do {
            _ = try Data(contentsOf: URL(fileURLWithPath: "/nonexistent/responder-chain/profile.json"))
            return CocoaError(.fileReadUnknown)
        } catch {
            return error
        }
    }

    /// The error `JSONDecoder` gives for a body that lacks a required field.
    private func decodeIncompleteResponse() -> any Error {
        struct Address: Decodable { let zip: String }
        struct User: Decodable { let address: Address }
        struct Response: Decodable { let user: User }
        do {
            _ = try JSONDecoder().decode(Response.self, from: Data(#"{"user": {"address": {}}}"#.utf8))
            return CocoaError(.coderValueNotFound)
        } catch {
            return error
        }
    }
}

// An app's errors, internal rather than private: the runtime names a private type with an address that changes from
// run to run, so its grouping identifier would be a fallback (ErrorFingerprint.isFallback).

enum SyncError: Error {
    case offline
}

enum ProfileError: Error {
    case load(DatabaseError)
}

enum DatabaseError: Error {
    case read(any Error)
}

/// An `NSError` that names itself as its underlying error, as a careless bridge might.
///
/// `@unchecked Sendable`, as `NSError` is: it adds no state.
private final class SelfListingError: NSError, @unchecked Sendable {
    override var userInfo: [String: Any] {
        [NSUnderlyingErrorKey: self]
    }
}
