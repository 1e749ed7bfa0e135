import Foundation
import ProblemDetails

/// Extras of RFC 9457's out-of-credit example.
struct OutOfCredit: HTTPAPIProblemExtras, Codable, Hashable {
    static var associatedProblemType: String? { "https://example.com/probs/out-of-credit" }
    var balance: Int
    var accounts: [String]
}

/// Extras of RFC 9457's validation-error example.
struct ValidationError: HTTPAPIProblemExtras, Codable, Hashable {
    struct Failure: Codable, Hashable {
        var detail: String
        var pointer: String
    }

    static var associatedProblemType: String? { "https://example.net/validation-error" }
    var errors: [Failure]
}

/// Extras that accept any type and model nothing.
struct AnyTypeNoMembers: HTTPAPIProblemExtras, Codable, Hashable {
    static var associatedProblemType: String? { nil }
}

/// The documents of RFC 9457, section 3 (out-of-credit) and section 3 (validation errors).
enum RFC9457 {
    static let outOfCredit = Data(
        """
        {
         "type": "https://example.com/probs/out-of-credit",
         "title": "You do not have enough credit.",
         "detail": "Your current balance is 30, but that costs 50.",
         "instance": "/account/12345/msgs/abc",
         "balance": 30,
         "accounts": ["/account/12345",
                      "/account/67890"]
        }
        """.utf8
    )

    static let validationError = Data(
        """
        {
         "type": "https://example.net/validation-error",
         "title": "Your request is not valid.",
         "errors": [
                     {
                       "detail": "must be a positive integer",
                       "pointer": "#/age"
                     },
                     {
                       "detail": "must be 'green', 'red' or 'blue'",
                       "pointer": "#/profile/color"
                     }
                  ]
        }
        """.utf8
    )

    /// A problem that has nothing beyond its status (section 4.2.1, "about:blank").
    static let blank = Data(#"{"type": "about:blank", "title": "Not Found", "status": 404}"#.utf8)
}

func json(_ text: String) -> Data {
    Data(text.utf8)
}

/// The JSON object a value encodes to, for comparisons that ignore member order.
func object(of data: Data) throws -> OpaqueValue {
    try JSONDecoder().decode(OpaqueValue.self, from: data)
}
