import Foundation
import ProblemDetails
import Testing

/// Extras that use every kind of container a decoder hands out: keyed with `Int` raw-value keys, nested keyed and
/// unkeyed containers, a super decoder, `decodeIfPresent`, `contains` and `allKeys`.
struct EveryContainer: HTTPAPIProblemExtras, Equatable {
    static let type = "https://example.com/probs/every-container"
    static var associatedProblemType: String? { type }

    enum Key: Int, CodingKey {
        case count = 1
        case ratio, flag, note, missing, nested, list, parent
    }

    enum NestedKey: String, CodingKey {
        case inner
    }

    var count: Int
    var ratio: Double
    var flag: Bool?
    var note: String?
    var hasMissing: Bool
    var keys: [String]
    var inner: UInt8
    var list: [Int16]
    var parentNote: String?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        count = try container.decode(Int.self, forKey: .count)
        ratio = try container.decode(Double.self, forKey: .ratio)
        flag = try container.decodeIfPresent(Bool.self, forKey: .flag)
        note = try container.decodeIfPresent(String.self, forKey: .note)
        hasMissing = container.contains(.missing)
        keys = container.allKeys.map(\.stringValue).sorted()
        inner = try container.nestedContainer(keyedBy: NestedKey.self, forKey: .nested).decode(
            UInt8.self, forKey: .inner)
        var unkeyed = try container.nestedUnkeyedContainer(forKey: .list)
        var list: [Int16] = []
        while !unkeyed.isAtEnd { list.append(try unkeyed.decode(Int16.self)) }
        self.list = list
        let parent = try container.superDecoder(forKey: .parent).container(keyedBy: Key.self)
        parentNote = try parent.decodeIfPresent(String.self, forKey: .note)
    }
}

/// Extras with a member that holds a JSON document as text, which its type decodes on its own: an error from that
/// document has a coding path of its own.
struct EmbeddedDocument: HTTPAPIProblemExtras, Decodable {
    static let type = "https://example.com/probs/embedded-document"
    static var associatedProblemType: String? { type }

    struct Document: Decodable {
        init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            _ = try JSONDecoder().decode(OpaqueValue.self, from: Data(text.utf8))
        }
    }

    let payload: Document
}

/// Extras with a member of each scalar type a keyed container decodes with a method of its own.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
struct EveryScalar: HTTPAPIProblemExtras, Decodable, Equatable {
    static let type = "https://example.com/probs/every-scalar"
    static var associatedProblemType: String? { type }

    var bool: Bool, string: String, double: Double, float: Float
    var int: Int, int8: Int8, int16: Int16, int32: Int32, int64: Int64, int128: Int128
    var uint: UInt, uint8: UInt8, uint16: UInt16, uint32: UInt32, uint64: UInt64, uint128: UInt128
}

/// The same members, each optional: read with `decodeIfPresent`.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
struct EveryOptionalScalar: HTTPAPIProblemExtras, Decodable, Equatable {
    static let type = "https://example.com/probs/every-optional-scalar"
    static var associatedProblemType: String? { type }

    var bool: Bool?, string: String?, double: Double?, float: Float?
    var int: Int?, int8: Int8?, int16: Int16?, int32: Int32?, int64: Int64?, int128: Int128?
    var uint: UInt?, uint8: UInt8?, uint16: UInt16?, uint32: UInt32?, uint64: UInt64?, uint128: UInt128?
}

@Suite("Registry decodes: the extras read the container of the standard members", .timeLimit(.minutes(2)))
struct SharedContainerTests {
    static let type = "https://example.com/probs/out-of-credit"

    static func registry() throws -> ProblemTypeRegistry {
        try ProblemTypeRegistry()
            .registering(OutOfCredit.self)
            .registering(ValidationError.self)
            .registering(EveryContainer.self)
    }

    /// The error a decode of the extras through a container of their own reports, as `JSONDecoder` gives it.
    static func directError<Extras: HTTPAPIProblemExtras>(_: Extras.Type, _ body: Data) throws -> any Error {
        try #require(throws: (any Error).self) { try JSONDecoder().decode(Extras.self, from: body) }
    }

    /// Bodies of the out-of-credit type that do not fit its extras, one way each. (Not a number that does not fit
    /// `Int`: `JSONDecoder` reports that as `DecodingError.dataCorrupted` only when the error leaves the decode, and
    /// the registry catches it before, in this change as before it.)
    static let unfitOutOfCredit: [String] = [
        #"{"type": "\#(type)", "accounts": []}"#,
        #"{"type": "\#(type)", "balance": "thirty", "accounts": []}"#,
        #"{"type": "\#(type)", "balance": null, "accounts": []}"#,
        #"{"type": "\#(type)", "balance": 30, "accounts": ["a", 2]}"#,
        #"{"type": "\#(type)", "balance": 30, "accounts": {"a": 1}}"#,
        #"{"type": "\#(type)", "balance": 30}"#,
    ]

    @Test(
        "A body that does not fit its extras reports the error a container of their own reports",
        arguments: unfitOutOfCredit)
    func sameErrors(body: String) throws {
        let data = json(body)
        let error = try #require(throws: ProblemDecodingError.self) { try Self.registry().decodeProblem(from: data) }
        #expect(error.reason == .doesNotFitExtras)
        let underlying = try #require(error.underlyingError)
        let direct = try Self.directError(OutOfCredit.self, data)
        #expect(String(reflecting: underlying) == String(reflecting: direct))
        #expect(
            ((underlying as? DecodingError)?.codingPath).map(types)
                == ((direct as? DecodingError)?.codingPath).map(types)
        )
        // The single-type decode reads the same way.
        let single = try #require(throws: ProblemDecodingError.self) {
            try HTTPAPIProblem<OutOfCredit>.decode(from: data)
        }
        #expect(String(reflecting: try #require(single.underlyingError)) == String(reflecting: direct))
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @Test("Extras read a member of every scalar type, and an optional one present, null or absent")
    func everyScalar() throws {
        let registry = try ProblemTypeRegistry().registering(EveryScalar.self).registering(EveryOptionalScalar.self)
        // Each member a value of its own, so that one read for another shows.
        let members = """
            "bool": true, "string": "s", "double": 1.5, "float": 2.5, "int": -1, "int8": -8, "int16": -16,
            "int32": -32, "int64": -64, "int128": -128, "uint": 1, "uint8": 8, "uint16": 16, "uint32": 32,
            "uint64": 64, "uint128": 128
            """
        let required = json(#"{"type": "\#(EveryScalar.type)", \#(members)}"#)
        let scalars = try #require(try registry.decodeProblem(from: required).as(EveryScalar.self)?.extras)
        #expect(scalars == (try JSONDecoder().decode(EveryScalar.self, from: required)))
        #expect(
            scalars
                == EveryScalar(
                    bool: true, string: "s", double: 1.5, float: 2.5, int: -1, int8: -8, int16: -16, int32: -32,
                    int64: -64, int128: -128, uint: 1, uint8: 8, uint16: 16, uint32: 32, uint64: 64, uint128: 128))
        for body in [
            #"{"type": "\#(EveryOptionalScalar.type)", \#(members)}"#,
            #"{"type": "\#(EveryOptionalScalar.type)", "int8": null, "uint64": null, "string": null}"#,
            #"{"type": "\#(EveryOptionalScalar.type)"}"#,
        ] {
            let data = json(body)
            let optionals = try #require(
                try registry.decodeProblem(from: data).as(EveryOptionalScalar.self)?.extras, "\(body)")
            #expect(optionals == (try JSONDecoder().decode(EveryOptionalScalar.self, from: data)), "\(body)")
        }
    }

    @Test(
        "An error from a document a member holds keeps that document's coding path, an empty one included",
        arguments: [(#"{\"amount\": 1e999}"#, ["amount"]), ("not JSON", [])])
    func embeddedDocumentError(payload: String, path: [String]) throws {
        let data = json(#"{"type": "\#(EmbeddedDocument.type)", "payload": "\#(payload)"}"#)
        let registry = try ProblemTypeRegistry().registering(EmbeddedDocument.self)
        let error = try #require(throws: ProblemDecodingError.self) { try registry.decodeProblem(from: data) }
        let underlying = try #require(error.underlyingError as? DecodingError)
        let direct = try #require(try Self.directError(EmbeddedDocument.self, data) as? DecodingError)
        #expect(underlying.codingPath.map(\.stringValue) == path)
        #expect(String(reflecting: underlying) == String(reflecting: direct))
    }

    @Test("A missing member is reported with the extras' own key")
    func missingKey() throws {
        let data = json(#"{"type": "\#(Self.type)", "accounts": []}"#)
        let error = try #require(throws: ProblemDecodingError.self) { try Self.registry().decodeProblem(from: data) }
        guard case .keyNotFound(let key, let context) = try #require(error.underlyingError as? DecodingError) else {
            Issue.record("expected a missing key, got \(String(describing: error.underlyingError))")
            return
        }
        #expect(key.stringValue == "balance")
        #expect("\(Swift.type(of: key))" == "CodingKeys")
        #expect(context.debugDescription.contains("CodingKeys"))
    }

    @Test("A nested member that does not fit is reported at its path, with the extras' keys")
    func nestedError() throws {
        let data = json(
            #"{"type": "https://example.net/validation-error", "errors": [{"detail": "d", "pointer": "p"}, {"detail": 1}]}"#
        )
        let error = try #require(throws: ProblemDecodingError.self) { try Self.registry().decodeProblem(from: data) }
        let underlying = try #require(error.underlyingError as? DecodingError)
        let direct = try #require(try Self.directError(ValidationError.self, data) as? DecodingError)
        #expect(underlying.codingPath.map(\.stringValue) == ["errors", "Index 1", "detail"])
        #expect(types(underlying.codingPath) == types(direct.codingPath))
        #expect(String(reflecting: underlying) == String(reflecting: direct))
    }

    @Test("Extras read every kind of container as they would from a container of their own")
    func everyContainer() throws {
        let body = json(
            """
            {"type": "https://example.com/probs/every-container", "count": 3, "ratio": 0.5, "flag": null,
             "note": "n", "nested": {"inner": 7}, "list": [1, -2], "parent": {"note": "p"}}
            """
        )
        let problem = try Self.registry().decodeProblem(from: body)
        let direct = try JSONDecoder().decode(EveryContainer.self, from: body)
        let extras = try #require(problem.as(EveryContainer.self)?.extras)
        #expect(extras == direct)
        #expect(extras.keys == ["count", "flag", "list", "nested", "note", "parent", "ratio"])
        #expect(extras.inner == 7 && extras.list == [1, -2] && extras.parentNote == "p" && !extras.hasMissing)
    }

    @Test("A nested container that does not fit reports what a container of their own reports")
    func everyContainerErrors() throws {
        for body in [
            #"{"type": "\#(EveryContainer.type)", "count": 3, "ratio": 0.5, "nested": {"inner": "x"}, "list": []}"#,
            #"{"type": "\#(EveryContainer.type)", "count": 3, "ratio": 0.5, "nested": {}, "list": []}"#,
            #"{"type": "\#(EveryContainer.type)", "count": 3, "ratio": 0.5, "nested": {"inner": 1}}"#,
            #"{"type": "\#(EveryContainer.type)", "count": 3, "ratio": 0.5, "nested": {"inner": 1}, "list": [1, "2"]}"#,
            #"{"type": "\#(EveryContainer.type)", "count": 3, "ratio": "x"}"#,
            #"{"type": "\#(EveryContainer.type)", "count": 3, "ratio": 0.5, "note": 4}"#,
        ] {
            let data = json(body)
            let error = try #require(throws: ProblemDecodingError.self) {
                try Self.registry().decodeProblem(from: data)
            }
            let direct = try Self.directError(EveryContainer.self, data)
            #expect(String(reflecting: try #require(error.underlyingError)) == String(reflecting: direct))
        }
    }

    @Test("An unregistered type keeps every extension member")
    func opaque() throws {
        let body = json(#"{"type": "https://x/unknown", "title": "t", "status": "403", "n": 1, "o": {"a": [true]}}"#)
        let problem = try #require(try Self.registry().decodeProblem(from: body) as? OpaqueHTTPAPIProblem)
        #expect(problem.title == "t" && problem.status == nil)
        #expect(problem.extras.members == ["status": "403", "n": 1, "o": ["a": [true]]])
    }
}

/// The dynamic types of a coding path's keys.
private func types(_ path: [any CodingKey]) -> [String] {
    path.map { "\(Swift.type(of: $0))" }
}

extension DecodingError {
    fileprivate var codingPath: [any CodingKey] {
        switch self {
        case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
            .dataCorrupted(let context):
            context.codingPath
        @unknown default: []
        }
    }
}
