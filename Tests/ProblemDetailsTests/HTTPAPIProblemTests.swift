import Foundation
import ProblemDetails
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("HTTPAPIProblem: type checks, RFC 9457 section 3.1, initialisers, encoding, Foundation", .timeLimit(.minutes(2)))
struct HTTPAPIProblemTests {
    enum TypeOutcome: Equatable, CustomStringConvertible {
        case accepted(String)
        case mismatch(expected: String, actual: String)
        case missing

        var description: String {
            switch self {
            case .accepted(let type): "accepted \(type)"
            case .mismatch(let expected, let actual): "mismatch \(expected) vs \(actual)"
            case .missing: "missing"
            }
        }
    }

    static let outOfCreditType = "https://example.com/probs/out-of-credit"

    /// (body's type member as JSON or nil for absent, typed extras outcome, any-type extras outcome)
    static let typeCases: [(String?, TypeOutcome, TypeOutcome)] = [
        (#""https://example.com/probs/out-of-credit""#, .accepted(outOfCreditType), .accepted(outOfCreditType)),
        (
            #""https://example.com/probs/other""#,
            .mismatch(expected: outOfCreditType, actual: "https://example.com/probs/other"),
            .accepted("https://example.com/probs/other")
        ),
        (nil, .mismatch(expected: outOfCreditType, actual: "about:blank"), .accepted("about:blank")),
        (#""about:blank""#, .mismatch(expected: outOfCreditType, actual: "about:blank"), .accepted("about:blank")),
        (#""""#, .missing, .missing),
        // Section 3.1: a type of the wrong JSON type is ignored, so the problem is about:blank.
        ("42", .mismatch(expected: outOfCreditType, actual: "about:blank"), .accepted("about:blank")),
        ("null", .mismatch(expected: outOfCreditType, actual: "about:blank"), .accepted("about:blank")),
        (#"["x"]"#, .mismatch(expected: outOfCreditType, actual: "about:blank"), .accepted("about:blank")),
        (
            #""https://example.com/probs/OUT-OF-CREDIT""#,
            .mismatch(expected: outOfCreditType, actual: "https://example.com/probs/OUT-OF-CREDIT"),
            .accepted("https://example.com/probs/OUT-OF-CREDIT")
        ),
    ]

    static func outcome<Extras>(_ decode: () throws -> HTTPAPIProblem<Extras>) -> TypeOutcome? {
        do {
            return .accepted(try decode().type)
        } catch let mismatch as HTTPAPIProblemTypeMismatch {
            return .mismatch(expected: mismatch.expectedType, actual: mismatch.actualType)
        } catch is HTTPAPIProblemTypeMissing {
            return .missing
        } catch {
            return nil
        }
    }

    @Test("The type is checked against the extras when decoding", arguments: typeCases)
    func typeChecks(typeMember: String?, typed: TypeOutcome, anyType: TypeOutcome) {
        let members = [typeMember.map { #""type": \#($0)"# }, #""balance": 1"#, #""accounts": []"#].compactMap { $0 }
        let body = json("{" + members.joined(separator: ", ") + "}")
        #expect(Self.outcome { try JSONDecoder().decode(HTTPAPIProblem<OutOfCredit>.self, from: body) } == typed)
        #expect(Self.outcome { try JSONDecoder().decode(OpaqueHTTPAPIProblem.self, from: body) } == anyType)
        #expect(Self.outcome { try JSONDecoder().decode(HTTPAPIProblem<OpaqueValue>.self, from: body) } == anyType)
    }

    @Test("A mismatch names both types and the extras")
    func mismatchDescription() throws {
        let error = try #require(throws: HTTPAPIProblemTypeMismatch.self) {
            try HTTPAPIProblem(type: "https://x/y", extras: OutOfCredit(balance: 0, accounts: []))
        }
        #expect(error.expectedType == Self.outOfCreditType)
        #expect(error.actualType == "https://x/y")
        #expect(error.description.contains("OutOfCredit"))
    }

    /// (member, wrongly typed JSON value) pairs that section 3.1 says to ignore.
    static let wronglyTyped: [(String, String)] = [
        ("title", "42"), ("title", "true"), ("title", "null"), ("title", #"{"en": "x"}"#), ("title", #"["x"]"#),
        ("detail", "42"), ("detail", "false"), ("detail", "[]"),
        ("instance", "7"), ("instance", "{}"),
        ("status", #""403""#), ("status", "403.5"), ("status", "true"), ("status", "null"), ("status", "[403]"),
        ("status", "99"), ("status", "600"), ("status", "-403"), ("status", "1e30"),
    ]

    @Test("A standard member of the wrong JSON type is ignored as if absent", arguments: wronglyTyped)
    func wronglyTypedMembersAreIgnored(member: String, value: String) throws {
        let body = json(
            #"{"type": "https://example.com/probs/out-of-credit", "\#(member)": \#(value), "balance": 30, "accounts": []}"#
        )
        let typed = try JSONDecoder().decode(HTTPAPIProblem<OutOfCredit>.self, from: body)
        let opaque = try JSONDecoder().decode(OpaqueHTTPAPIProblem.self, from: body)
        for problem in [typed as any HTTPAPIProblemProtocol, opaque] {
            switch member {
            case "title": #expect(problem.title == nil)
            case "detail": #expect(problem.detail == nil)
            case "instance": #expect(problem.instance == nil)
            default: #expect(problem.status == nil)
            }
            #expect(problem.type == Self.outOfCreditType)
        }
        #expect(typed.extras.balance == 30)
        // The opaque extras keep the ignored member, so re-encoding loses nothing.
        #expect(opaque.extras[member] == (try object(of: json(value))))
        #expect(try object(of: JSONEncoder().encode(opaque)) == object(of: body))
    }

    /// A problem with every member set, and one member changed when `changing` names it.
    static func problem(changing member: String? = nil) throws -> OpaqueHTTPAPIProblem {
        try OpaqueHTTPAPIProblem(
            type: member == "type" ? "https://example.com/probs/other" : "https://example.com/probs/out-of-credit",
            title: member == "title" ? "Other" : "You do not have enough credit.",
            status: member == "status" ? 402 : 403,
            detail: member == "detail" ? "Other" : "Your balance is 30.",
            instance: member == "instance" ? "/other" : "/account/12345/msgs/abc",
            extras: OpaqueProblemExtras(["balance": member == "extras" ? 31 : 30, "accounts": ["/account/12345"]])
        )
    }

    @Test(
        "Problems that differ in one member are different",
        arguments: ["type", "title", "status", "detail", "instance", "extras"]
    )
    func oneMemberDiffers(member: String) throws {
        #expect(try Self.problem() == Self.problem())
        #expect(try Self.problem() != Self.problem(changing: member))
        #expect(try Self.problem().hashValue == Self.problem().hashValue)
        // Every member that tells problems apart goes into the hash: two that differ in one collide only by chance
        // (one in 2^64), so a set of problems does not degrade into a list.
        #expect(try Self.problem().hashValue != Self.problem(changing: member).hashValue)
    }

    @Test("Absent members are nil, and the type is about:blank")
    func absentMembers() throws {
        let problem = try JSONDecoder().decode(OpaqueHTTPAPIProblem.self, from: json("{}"))
        #expect(problem.type == "about:blank")
        #expect(problem.title == nil && problem.status == nil && problem.detail == nil && problem.instance == nil)
        #expect(problem.extras.members.isEmpty)
        // Nothing was there, so nothing is written back.
        #expect(try object(of: JSONEncoder().encode(problem)) == [:])
    }

    @Test("Status codes are integers from 100 to 599", arguments: [100, 200, 403, 404.0, 599])
    func validStatus(code: Double) throws {
        let body = json(#"{"status": \#(code)}"#)
        #expect(try JSONDecoder().decode(OpaqueHTTPAPIProblem.self, from: body).status == Int(code))
    }

    @Test("init(type:…) validates the type against the extras")
    func typedInitialiser() throws {
        let extras = OutOfCredit(balance: 30, accounts: [])
        let problem = try HTTPAPIProblem(type: Self.outOfCreditType, title: "t", status: 403, extras: extras)
        #expect(problem.status == 403)
        #expect(throws: HTTPAPIProblemTypeMismatch.self) {
            try HTTPAPIProblem(type: "about:blank", extras: extras)
        }
        #expect(throws: HTTPAPIProblemTypeMissing.self) {
            try HTTPAPIProblem(type: "", extras: extras)
        }
        #expect(throws: HTTPAPIProblemTypeMissing.self) {
            try OpaqueHTTPAPIProblem(type: "", extras: OpaqueProblemExtras())
        }
        #expect(try OpaqueHTTPAPIProblem(type: "https://any", extras: OpaqueProblemExtras()).type == "https://any")
    }

    @Test("init(title:…) takes the type from the extras, and throws when they have none")
    func initialiserFromExtras() throws {
        let problem = try HTTPAPIProblem(title: "t", extras: OutOfCredit(balance: 1, accounts: []))
        #expect(problem.type == Self.outOfCreditType)
        let missing = try #require(throws: HTTPAPIProblemTypeMissing.self) {
            try OpaqueHTTPAPIProblem(title: "t", extras: OpaqueProblemExtras())
        }
        #expect(missing.expectedType == nil)
        #expect(missing.extrasTypeName.contains("OpaqueProblemExtras"))
        let empty = try #require(throws: HTTPAPIProblemTypeMissing.self) {
            try HTTPAPIProblem(title: "t", extras: UntypedExtras())
        }
        #expect(empty.expectedType == "")
    }

    /// Extras whose problem type is empty: no type at all.
    struct UntypedExtras: HTTPAPIProblemExtras {
        static var associatedProblemType: String? { "" }
    }

    @Test("Typed extras round-trip through encoding, standard members included")
    func typedRoundTrip() throws {
        let original = try HTTPAPIProblem(
            title: "You do not have enough credit.",
            status: 403,
            detail: "Your current balance is 30, but that costs 50.",
            instance: "/account/12345/msgs/abc",
            extras: OutOfCredit(balance: 30, accounts: ["/account/12345"])
        )
        let data = try JSONEncoder().encode(original)
        #expect(try JSONDecoder().decode(HTTPAPIProblem<OutOfCredit>.self, from: data) == original)
        let written = try object(of: data)
        #expect(written["type"] == "https://example.com/probs/out-of-credit")
        #expect(written["status"] == 403)
        #expect(written["balance"] == 30)
    }

    @Test("An explicit about:blank type is written back; an absent one is not")
    func blankTypeRoundTrip() throws {
        for document in [#"{"type": "about:blank", "status": 404}"#, #"{"status": 404}"#] {
            let problem = try JSONDecoder().decode(OpaqueHTTPAPIProblem.self, from: json(document))
            #expect(try object(of: JSONEncoder().encode(problem)) == object(of: json(document)))
        }
        let explicit = try JSONDecoder().decode(OpaqueHTTPAPIProblem.self, from: json(#"{"type":"about:blank"}"#))
        let implicit = try JSONDecoder().decode(OpaqueHTTPAPIProblem.self, from: json("{}"))
        #expect(explicit == implicit)
        #expect(explicit.hashValue == implicit.hashValue)
    }

    @Test("The problem's standard members win over extras members of the same name when encoding")
    func standardMembersWin() throws {
        let problem = try OpaqueHTTPAPIProblem(
            type: "https://x",
            title: "mine",
            extras: OpaqueProblemExtras(["title": "theirs", "other": 1])
        )
        let written = try object(of: JSONEncoder().encode(problem))
        #expect(written == ["type": "https://x", "title": "mine", "other": 1])
    }

    @Test("OpaqueValue extras that are not an object cannot be encoded")
    func nonObjectOpaqueExtras() throws {
        let problem = try HTTPAPIProblem(type: "https://x", extras: OpaqueValue.string("loose"))
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(problem) }
    }

    @Test("A typed problem converts to an opaque one with the same members")
    func opaqueFromTyped() throws {
        let typed = try JSONDecoder().decode(HTTPAPIProblem<OutOfCredit>.self, from: RFC9457.outOfCredit)
        let opaque = OpaqueHTTPAPIProblem(typed)
        #expect(opaque.type == typed.type && opaque.title == typed.title && opaque.instance == typed.instance)
        #expect(opaque.extras.members == ["balance": 30, "accounts": ["/account/12345", "/account/67890"]])
        #expect(try object(of: JSONEncoder().encode(opaque)) == object(of: RFC9457.outOfCredit))

        let whole = try JSONDecoder().decode(HTTPAPIProblem<OpaqueValue>.self, from: json(#"{"status": "x", "a": 1}"#))
        let fromWhole = OpaqueHTTPAPIProblem(whole)
        #expect(fromWhole.extras.members == ["status": "x", "a": 1])

        struct DecodeOnly: HTTPAPIProblemExtras {
            static var associatedProblemType: String? { nil }
            var secret: Int
        }
        let decodeOnly = try HTTPAPIProblem(type: "https://x", detail: "d", extras: DecodeOnly(secret: 1))
        let standardOnly = OpaqueHTTPAPIProblem(decodeOnly)
        #expect(standardOnly.extras.members.isEmpty && standardOnly.detail == "d" && standardOnly.type == "https://x")
    }

    @Test("Problems are LocalizedError: description from title, reason from detail")
    func localizedError() throws {
        let problem = try JSONDecoder().decode(OpaqueHTTPAPIProblem.self, from: RFC9457.outOfCredit)
        #expect(problem.errorDescription == "You do not have enough credit.")
        #expect(problem.failureReason == "Your current balance is 30, but that costs 50.")
        let untitled = try JSONDecoder().decode(OpaqueHTTPAPIProblem.self, from: json(#"{"status": 404}"#))
        #expect(untitled.errorDescription?.isEmpty == false)
        #expect(try JSONDecoder().decode(OpaqueHTTPAPIProblem.self, from: json("{}")).errorDescription == nil)
    }

    @Test("Problems are CustomNSError: domain from the type, code from the status")
    func customNSError() throws {
        let typed = try HTTPAPIProblem(title: "No credit", status: 403, extras: OutOfCredit(balance: 1, accounts: []))
        let bridged = typed as NSError
        #expect(bridged.domain == "https://example.com/probs/out-of-credit")
        #expect(bridged.code == 403)
        #expect(bridged.localizedDescription == "No credit")

        let opaque = try JSONDecoder().decode(OpaqueHTTPAPIProblem.self, from: RFC9457.outOfCredit) as NSError
        #expect(opaque.domain == HTTPAPIProblemBridging.defaultDomain)
        #expect(opaque.code == 0)
        #expect(opaque.userInfo[HTTPAPIProblemBridging.typeKey] as? String == "https://example.com/probs/out-of-credit")
        #expect(opaque.userInfo[HTTPAPIProblemBridging.instanceKey] as? String == "/account/12345/msgs/abc")
        #expect(opaque.localizedFailureReason == "Your current balance is 30, but that costs 50.")
    }

    @Test("as(_:) recovers the typed problem from the protocol")
    func asTyped() throws {
        let problem: any HTTPAPIProblemProtocol = try HTTPAPIProblem(extras: OutOfCredit(balance: 1, accounts: []))
        #expect(problem.as(OutOfCredit.self)?.extras.balance == 1)
        #expect(problem.as(OpaqueProblemExtras.self) == nil)
        #expect(problem.anyExtras is OutOfCredit)
    }
}

@Suite("Whole-object extras and number edge cases after review", .timeLimit(.minutes(2)))
struct RoundTripEdgeTests {
    @Test("Clearing a standard member of an HTTPAPIProblem<OpaqueValue> clears it in the output")
    func clearingWithWholeObjectExtras() throws {
        var problem = try JSONDecoder().decode(
            HTTPAPIProblem<OpaqueValue>.self,
            from: json(#"{"type": "https://t", "title": "a", "status": 400, "detail": 5, "x": 1}"#)
        )
        problem.title = nil
        problem.status = nil
        #expect(try object(of: JSONEncoder().encode(problem)) == ["type": "https://t", "detail": 5, "x": 1])
        #expect(OpaqueHTTPAPIProblem(problem).extras.members == ["detail": 5, "x": 1])
    }

    @Test("An integral Double beyond UInt64 equals the same integer decoded from JSON")
    func bigDoubles() throws {
        for (double, text) in [
            (1e20, "100000000000000000000"), (1e25, "10000000000000000000000000"), (0x1p64, "18446744073709552000"),
        ] {
            let decoded = try JSONDecoder().decode(OpaqueValue.Number.self, from: json(text))
            #expect(OpaqueValue.Number(double) == decoded)
            #expect(OpaqueValue.Number(double).hashValue == decoded.hashValue)
        }
        #expect(OpaqueValue.Number(1e300).isInteger == false)
    }

    @Test("A fraction just above Int64.max is not taken for an integer")
    func fractionAboveInt64() throws {
        let number = try JSONDecoder().decode(OpaqueValue.Number.self, from: json("9223372036854775808.5"))
        #expect(!number.isInteger)
        #expect(number.uint64Value == nil)
    }

    @Test("The response's status is filled in only when valid and when the body had no status member")
    func statusFillIn() throws {
        let url = URL(string: "https://x")!
        let decoder = HTTPProblemDecoder()
        for (status, body, expected) in [
            (999, #"{"type": "https://x"}"#, nil), (404, #"{"status": "404"}"#, nil), (404, "{}", 404),
        ] as [(Int, String, Int?)] {
            let response = HTTPURLResponse(
                url: url, statusCode: status, httpVersion: nil,
                headerFields: ["Content-Type": "application/problem+json"])!
            let problem = decoder.error(for: json(body), response: response) as? OpaqueHTTPAPIProblem
            #expect(problem?.status == expected, "\(status) \(body)")
        }
    }
}
