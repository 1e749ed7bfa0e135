import Foundation
import ProblemDetails

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Extras of a registered problem type, as in RFC 9457's example, so that typed decoding is fuzzed too.
struct OutOfCredit: HTTPAPIProblemExtras, Codable, Hashable {
    static var associatedProblemType: String? { "https://example.com/probs/out-of-credit" }
    var balance: Int
    var accounts: [String]
}

/// The registry every input is decoded with: one typed problem; everything else decodes opaque.
let registry = try! ProblemTypeRegistry().registering(OutOfCredit.self)

/// The content types an HTTP response may claim, picked by the input's second byte.
let contentTypes = [
    "application/problem+json", "application/problem+json; charset=utf-8", "application/json", "text/html", "",
]

/// Runs one input. Its first byte picks what is fuzzed; the rest is the body. Each path checks its own
/// guarantee and stops the process when it is broken, which libFuzzer reports as a crash with the input saved.
func fuzzOne(_ input: Data) {
    guard let selector = input.first else { return }
    let body = input.dropFirst()
    switch selector % 3 {
    case 0: decodeThroughTheRegistry(Data(body))
    case 1: decodeAnHTTPResponse(Data(body.dropFirst(3)), header: Array(body.prefix(3)))
    default: roundTripOpaqueValues(Data(body))
    }
}

/// A body decodes to a problem, or fails with a `ProblemDecodingError` that keeps the body (up to its limit).
func decodeThroughTheRegistry(_ body: Data) {
    do {
        _ = try registry.decodeProblem(from: body)
    } catch let error as ProblemDecodingError {
        precondition(error.body.data == body.prefix(BoundedBody.defaultLimit), "the error lost the body")
    } catch {
        preconditionFailure("an untyped error: \(error)")
    }
}

/// An error status always gives an error, a success status never does, whatever the body and content type.
func decodeAnHTTPResponse(_ body: Data, header: [UInt8]) {
    let bytes = header + [0, 0, 0]
    let status = 100 + (Int(bytes[0]) << 8 | Int(bytes[1])) % 500
    let contentType = contentTypes[Int(bytes[2]) % contentTypes.count]
    let response = HTTPURLResponse(
        url: URL(string: "https://example.com/fuzz")!,
        statusCode: status,
        httpVersion: "HTTP/1.1",
        headerFields: contentType.isEmpty ? [:] : ["Content-Type": contentType]
    )!
    for acceptsPlainJSON in [false, true] {
        let error = HTTPProblemDecoder(registry: registry, acceptsPlainJSON: acceptsPlainJSON)
            .error(for: body, response: response)
        precondition(
            (error == nil) == (200...299).contains(status), "status \(status) gave \(String(describing: error))")
    }
}

/// Any JSON that decodes as an `OpaqueValue` encodes, and settles after one round trip: a second one changes
/// nothing. (The first may turn a fraction that a double cannot hold into the integer the double holds.)
func roundTripOpaqueValues(_ body: Data) {
    guard let value = try? JSONDecoder().decode(OpaqueValue.self, from: body) else { return }
    let once = roundTrip(value)
    precondition(roundTrip(once) == once, "\(value) does not settle: \(once) then \(roundTrip(once))")
}

/// `value` encoded and decoded again; a value that does not encode, or whose encoding does not decode, is a bug.
func roundTrip(_ value: OpaqueValue) -> OpaqueValue {
    do {
        return try JSONDecoder().decode(OpaqueValue.self, from: JSONEncoder().encode(value))
    } catch {
        preconditionFailure("\(value) does not survive encoding: \(error)")
    }
}
