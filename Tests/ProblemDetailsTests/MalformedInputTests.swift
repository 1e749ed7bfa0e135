import Foundation
import ProblemDetails
import PropertyBased
import ResponderChain
import Testing

@Suite("Malformed bodies: typed errors that keep the body, never a crash", .timeLimit(.minutes(2)))
struct MalformedInputTests {
    static let deepArray =
        Data(String(repeating: "[", count: 100_000).utf8) + Data(String(repeating: "]", count: 100_000).utf8)
    static let deepObject =
        Data(String(repeating: #"{"a":"#, count: 50_000).utf8) + json("1")
        + Data(String(repeating: "}", count: 50_000).utf8)

    /// (name, body, expected reason)
    static let cases: [(String, Data, ProblemDecodingError.Reason)] = [
        ("empty body", Data(), .invalidJSON),
        ("whitespace", json("  \n "), .invalidJSON),
        ("truncated object", json(#"{"type": "https://x", "title": "unfinish"#), .invalidJSON),
        ("trailing garbage", json(#"{"type": "https://x"} trailing"#), .invalidJSON),
        ("HTML", json("<html><body>Bad Gateway</body></html>"), .invalidJSON),
        ("single quotes", json("{'type': 'x'}"), .invalidJSON),
        ("deeply nested array", deepArray, .invalidJSON),
        ("deeply nested object", deepObject, .invalidJSON),
        ("array", json("[1, 2]"), .notAnObject),
        ("string", json(#""problem""#), .notAnObject),
        ("number", json("404"), .notAnObject),
        ("null", json("null"), .notAnObject),
        ("empty type", json(#"{"type": ""}"#), .emptyType),
        (
            "registered type, wrong member type",
            json(#"{"type": "https://example.com/probs/out-of-credit", "balance": []}"#), .doesNotFitExtras
        ),
        (
            "registered type, missing member", json(#"{"type": "https://example.com/probs/out-of-credit"}"#),
            .doesNotFitExtras
        ),
        (
            "registered type, huge number",
            json(#"{"type": "https://example.com/probs/out-of-credit", "balance": 1e400, "accounts": []}"#),
            .doesNotFitExtras
        ),
    ]

    @Test("Each malformed body gives a typed error with the body", arguments: cases)
    func malformed(name: String, body: Data, reason: ProblemDecodingError.Reason) throws {
        let registry = try ProblemTypeRegistry().registering(OutOfCredit.self)
        let error = try #require(throws: ProblemDecodingError.self, "\(name)") {
            try registry.decodeProblem(from: body, bodyLimit: 4_096)
        }
        #expect(error.reason == reason, "\(name): \(error)")
        #expect(error.body.data == body.prefix(4_096))
        #expect(error.body.totalByteCount == body.count)
        #expect(reason == .notAnObject || reason == .invalidJSON || error.problemType != nil)
    }

    /// Bodies that are odd but decode, because RFC 9457 says to ignore what does not fit: (name, body, skipped).
    static let lenient: [(String, Data, [String])] = [
        ("huge number in an extension member", json(#"{"type": "https://x", "big": 1e400, "ok": 1}"#), ["big"]),
        (
            "invalid UTF-8 in an extension member",
            json(#"{"type": "https://x", "bad": ""#) + Data([0xC3, 0x28]) + json(#"", "ok": 1}"#), ["bad"]
        ),
        (
            "invalid UTF-8 in a standard member", json(#"{"title": ""#) + Data([0xFF, 0xFE]) + json(#"", "ok": 1}"#),
            ["title"]
        ),
        ("lone surrogate escape in a standard member", json(#"{"title": "\uD800", "ok": 1}"#), ["title"]),
        (
            "wrongly typed standard members",
            json(#"{"type": 1, "title": 2, "status": "3", "detail": [], "instance": {}, "ok": 1}"#), []
        ),
        ("duplicate members", json(#"{"type": "https://x", "ok": 1, "ok": 2}"#), []),
        (
            "huge integer in an extension member",
            json(#"{"ok": 1, "id": 123456789012345678901234567890123456789012345}"#), []
        ),
    ]

    @Test("Odd but acceptable bodies decode as opaque problems", arguments: lenient)
    func lenientBodies(name: String, body: Data, skipped: [String]) throws {
        let problem = try ProblemTypeRegistry().decodeProblem(from: body)
        let opaque = try #require(problem as? OpaqueHTTPAPIProblem)
        #expect(opaque.extras["ok"] != nil, "\(name)")
        #expect(opaque.extras.skippedMembers == skipped, "\(name)")
        #expect(opaque.title == nil)
    }

    @Test("Random bytes never crash the decoder")
    func randomBytes() async throws {
        let registry = try ProblemTypeRegistry().registering(OutOfCredit.self)
        await propertyCheck(count: 500, input: Gen.int(in: 0...255).array(of: 0...64)) { bytes in
            let body = Data(bytes.map(UInt8.init))
            do {
                _ = try registry.decodeProblem(from: body)
            } catch let error as ProblemDecodingError {
                #expect(error.body.data == body)
            } catch {
                Issue.record("untyped error \(error)")
            }
        }
    }

    @Test("Random mutations of a valid problem never crash the decoder")
    func mutatedProblems() async throws {
        let registry = try ProblemTypeRegistry().registering(OutOfCredit.self)
        let original = Array(RFC9457.outOfCredit)
        await propertyCheck(
            count: 500,
            input: Gen.int(in: 0...(original.count - 1)).array(of: 1...6),
            Gen.int(in: 0...255).array(of: 6)
        ) { positions, bytes in
            var body = original
            for (position, byte) in zip(positions, bytes) { body[position] = UInt8(byte) }
            let data = Data(body)
            do {
                let problem = try registry.decodeProblem(from: data)
                #expect(!problem.type.isEmpty)
            } catch let error as ProblemDecodingError {
                #expect(error.body.totalByteCount == data.count)
            } catch {
                Issue.record("untyped error \(error)")
            }
        }
    }
}

@Suite("HTTPAPIProblem.decode(from:): each failure named, the body kept", .timeLimit(.minutes(2)))
struct TypedDecodeTests {
    /// (name, body, expected reason, expected problem type)
    static let cases: [(String, Data, ProblemDecodingError.Reason, String?)] = [
        ("not JSON", json("<html>"), .invalidJSON, nil),
        ("not an object", json("[]"), .notAnObject, nil),
        ("empty type", json(#"{"type": ""}"#), .emptyType, ""),
        (
            "other type", json(#"{"type": "https://x/other", "balance": 1, "accounts": []}"#), .typeMismatch,
            "https://x/other"
        ),
        ("absent type", json(#"{"balance": 1, "accounts": []}"#), .typeMismatch, "about:blank"),
        (
            "extras do not fit", json(#"{"type": "https://example.com/probs/out-of-credit", "balance": "1"}"#),
            .doesNotFitExtras, "https://example.com/probs/out-of-credit"
        ),
    ]

    @Test("Each failure has its reason, the type, the underlying error and the body", arguments: cases)
    func failures(name: String, body: Data, reason: ProblemDecodingError.Reason, type: String?) throws {
        let error = try #require(throws: ProblemDecodingError.self, "\(name)") {
            try HTTPAPIProblem<OutOfCredit>.decode(from: body)
        }
        #expect(error.reason == reason, "\(name): \(error)")
        #expect(error.problemType == type)
        #expect(error.underlyingError != nil)
        #expect(error.body.data == body)
    }

    @Test("the description names the reason, the type, the error that stopped the decoding and the body's size")
    func description() throws {
        let type = "https://example.com/probs/out-of-credit"
        let body = json(#"{"type": "\#(type)", "balance": "1"}"#)
        let error = try #require(throws: ProblemDecodingError.self) {
            try HTTPAPIProblem<OutOfCredit>.decode(from: body)
        }
        let underlying = try #require(error.underlyingError)
        let head = "cannot decode problem details: \(error.reason) (type \"\(type)\"): "
        #expect(error.description == head + "\(underlying); body of \(body.count) bytes")
        // What developers read through the privacy policy: the same words, the underlying error as a value of its own.
        let redacted = ErrorPrivacy.default.describe(error)
        #expect(redacted.hasPrefix("ProblemDecodingError." + head + "DecodingError."), "\(redacted)")
        #expect(redacted.hasSuffix("; body of \(body.count) bytes"))
    }

    @Test("A fitting body decodes")
    func success() throws {
        #expect(try HTTPAPIProblem<OutOfCredit>.decode(from: RFC9457.outOfCredit).extras.balance == 30)
        #expect(try OpaqueHTTPAPIProblem.decode(from: RFC9457.validationError).title == "Your request is not valid.")
    }
}
