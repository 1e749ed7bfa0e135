import Foundation
import ProblemDetails
import Testing

@Suite("RFC 9457 example documents", .timeLimit(.minutes(2)))
struct RFCExampleTests {
    @Test("The out-of-credit example decodes into typed extras")
    func outOfCreditTyped() throws {
        let problem = try JSONDecoder().decode(HTTPAPIProblem<OutOfCredit>.self, from: RFC9457.outOfCredit)
        #expect(problem.type == "https://example.com/probs/out-of-credit")
        #expect(problem.title == "You do not have enough credit.")
        #expect(problem.detail == "Your current balance is 30, but that costs 50.")
        #expect(problem.instance == "/account/12345/msgs/abc")
        #expect(problem.status == nil)
        #expect(problem.extras == OutOfCredit(balance: 30, accounts: ["/account/12345", "/account/67890"]))
    }

    @Test("The out-of-credit example decodes as an opaque problem with its extension members")
    func outOfCreditOpaque() throws {
        let problem = try JSONDecoder().decode(OpaqueHTTPAPIProblem.self, from: RFC9457.outOfCredit)
        #expect(problem.type == "https://example.com/probs/out-of-credit")
        #expect(problem.title == "You do not have enough credit.")
        #expect(problem.extras.members.keys.sorted() == ["accounts", "balance"])
        #expect(problem.extras["balance"]?.intValue == 30)
        #expect(problem.extras["accounts"]?[1]?.stringValue == "/account/67890")
        #expect(problem.extras.skippedMembers.isEmpty)
    }

    @Test("With OpaqueValue extras, the extras hold the whole object")
    func outOfCreditWholeObject() throws {
        let problem = try JSONDecoder().decode(HTTPAPIProblem<OpaqueValue>.self, from: RFC9457.outOfCredit)
        #expect(problem.extras["type"] == "https://example.com/probs/out-of-credit")
        #expect(problem.extras["balance"] == 30)
        #expect(problem.extras.objectValue?.count == 6)
    }

    @Test("The validation-error example decodes its nested errors")
    func validationError() throws {
        let problem = try JSONDecoder().decode(HTTPAPIProblem<ValidationError>.self, from: RFC9457.validationError)
        #expect(problem.title == "Your request is not valid.")
        #expect(problem.extras.errors.map(\.pointer) == ["#/age", "#/profile/color"])
        #expect(problem.extras.errors[1].detail == "must be 'green', 'red' or 'blue'")
    }

    @Test("An about:blank problem decodes with any extras that accept any type")
    func blank() throws {
        let problem = try JSONDecoder().decode(HTTPAPIProblem<AnyTypeNoMembers>.self, from: RFC9457.blank)
        #expect(problem.type == "about:blank")
        #expect(problem.status == 404)
        #expect(problem.title == "Not Found")
    }

    @Test("The out-of-credit example is refused by extras of another type")
    func outOfCreditAsValidationError() {
        #expect(throws: HTTPAPIProblemTypeMismatch.self) {
            try JSONDecoder().decode(HTTPAPIProblem<ValidationError>.self, from: RFC9457.outOfCredit)
        }
    }

    @Test(
        "Each example survives decoding and encoding with every member",
        arguments: [RFC9457.outOfCredit, RFC9457.validationError, RFC9457.blank]
    )
    func roundTrip(document: Data) throws {
        let opaque = try JSONDecoder().decode(OpaqueHTTPAPIProblem.self, from: document)
        #expect(try object(of: JSONEncoder().encode(opaque)) == object(of: document))
        let whole = try JSONDecoder().decode(HTTPAPIProblem<OpaqueValue>.self, from: document)
        #expect(try object(of: JSONEncoder().encode(whole)) == object(of: document))
    }
}
