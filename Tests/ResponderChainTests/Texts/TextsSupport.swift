import Foundation
import ResponderChain
import Testing

/// An error of an HTTP API client, as an app writes one.
struct APIStatusError: HTTPStatusError {
    let httpStatus: Int?
    var retryAfter: TimeInterval?
    let requestID = UUID()

    init(_ status: Int?, retryAfter: TimeInterval? = nil) {
        httpStatus = status
        self.retryAfter = retryAfter
    }
}

/// An app's error without any text of its own.
enum PlainAppError: Error {
    case offline
    case quota(limit: Int)
}

/// One built-in mapping: an error, and the keys of the title and message it gets.
struct MappingCase: Sendable, CustomTestStringConvertible {
    let name: String
    let error: any Error
    let title: ErrorTexts.Key
    let message: ErrorTexts.Key

    init(_ name: String, _ error: any Error, _ title: ErrorTexts.Key, _ message: ErrorTexts.Key) {
        self.name = name
        self.error = error
        self.title = title
        self.message = message
    }

    var testDescription: String { name }
}

/// A mapper that answers for one type and records what it was asked.
final class RecordingMapper: ErrorMessageMapper {
    private let asked = Locked<[String]>([])
    let answer: @Sendable (any Error, ErrorTexts.Language) -> UserFacingMessage?

    init(_ answer: @escaping @Sendable (any Error, ErrorTexts.Language) -> UserFacingMessage?) {
        self.answer = answer
    }

    func message(for error: any Error, in language: ErrorTexts.Language) -> UserFacingMessage? {
        asked.withLock { $0.append("\(type(of: error)) in \(language)") }
        return answer(error, language)
    }

    var questions: [String] { asked.withLock { $0 } }
}

/// A decoding error as `JSONDecoder` reports it for a body without `user.address.zip`.
func realKeyNotFound() -> DecodingError {
    struct Address: Decodable { let zip: String }
    struct User: Decodable { let address: Address }
    struct Body: Decodable { let user: User }
    do {
        _ = try JSONDecoder().decode(Body.self, from: Data(#"{"user": {"address": {"street": "Main"}}}"#.utf8))
    } catch let error as DecodingError {
        return error
    } catch {}
    return DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "the decoder did not fail"))
}

/// An `NSError` whose underlying error is set after it is made, so that a test can make a loop of them.
///
/// `@unchecked Sendable`: `underlying` is set before the error is shared, and cleared when the test is done with it.
final class LinkedNSError: NSError, @unchecked Sendable {
    var underlying: NSError?

    override var userInfo: [String: Any] {
        underlying.map { [NSUnderlyingErrorKey: $0] } ?? [:]
    }
}

/// Two errors that are each other's underlying error (com.example.loop 1 and 2), and one that is its own
/// (com.example.self 3). Call ``unlink()`` when done, to break the loops.
struct ErrorLoops {
    let first = LinkedNSError(domain: "com.example.loop", code: 1)
    let second = LinkedNSError(domain: "com.example.loop", code: 2)
    let itself = LinkedNSError(domain: "com.example.self", code: 3)

    init() {
        first.underlying = second
        second.underlying = first
        itself.underlying = itself
    }

    func unlink() {
        for error in [first, second, itself] {
            error.underlying = nil
        }
    }
}
