import Foundation
import ProblemDetails

// Problem details: decoding a body through a `ProblemTypeRegistry` with 1 or 50 registered types, and an
// unregistered (opaque) problem, against a direct `JSONDecoder` decode of the one known typed problem; and, as a
// design baseline, a group of 50 types decoded by trying each type in turn (the approach of the Error Responder Chain
// example's `HTTPAPIProblem`).

/// Extras for problem type `n`: a balance and an account list, as in RFC 9457's example.
protocol NumberedExtras: HTTPAPIProblemExtras {
    static var number: Int { get }
}

struct Extras<Tag: NumberTag>: NumberedExtras, Hashable {
    static var number: Int { Tag.value }
    static var associatedProblemType: String? { "https://example.com/probs/\(Tag.value)" }
    let balance: Int
    let accounts: [String]
}

protocol NumberTag: Sendable, Hashable { static var value: Int { get } }

enum T0: NumberTag { static let value = 0 }
enum T1: NumberTag { static let value = 1 }
enum T2: NumberTag { static let value = 2 }
enum T3: NumberTag { static let value = 3 }
enum T4: NumberTag { static let value = 4 }
enum T5: NumberTag { static let value = 5 }
enum T6: NumberTag { static let value = 6 }
enum T7: NumberTag { static let value = 7 }
enum T8: NumberTag { static let value = 8 }
enum T9: NumberTag { static let value = 9 }
enum T10: NumberTag { static let value = 10 }
enum T11: NumberTag { static let value = 11 }
enum T12: NumberTag { static let value = 12 }
enum T13: NumberTag { static let value = 13 }
enum T14: NumberTag { static let value = 14 }
enum T15: NumberTag { static let value = 15 }
enum T16: NumberTag { static let value = 16 }
enum T17: NumberTag { static let value = 17 }
enum T18: NumberTag { static let value = 18 }
enum T19: NumberTag { static let value = 19 }
enum T20: NumberTag { static let value = 20 }
enum T21: NumberTag { static let value = 21 }
enum T22: NumberTag { static let value = 22 }
enum T23: NumberTag { static let value = 23 }
enum T24: NumberTag { static let value = 24 }
enum T25: NumberTag { static let value = 25 }
enum T26: NumberTag { static let value = 26 }
enum T27: NumberTag { static let value = 27 }
enum T28: NumberTag { static let value = 28 }
enum T29: NumberTag { static let value = 29 }
enum T30: NumberTag { static let value = 30 }
enum T31: NumberTag { static let value = 31 }
enum T32: NumberTag { static let value = 32 }
enum T33: NumberTag { static let value = 33 }
enum T34: NumberTag { static let value = 34 }
enum T35: NumberTag { static let value = 35 }
enum T36: NumberTag { static let value = 36 }
enum T37: NumberTag { static let value = 37 }
enum T38: NumberTag { static let value = 38 }
enum T39: NumberTag { static let value = 39 }
enum T40: NumberTag { static let value = 40 }
enum T41: NumberTag { static let value = 41 }
enum T42: NumberTag { static let value = 42 }
enum T43: NumberTag { static let value = 43 }
enum T44: NumberTag { static let value = 44 }
enum T45: NumberTag { static let value = 45 }
enum T46: NumberTag { static let value = 46 }
enum T47: NumberTag { static let value = 47 }
enum T48: NumberTag { static let value = 48 }
enum T49: NumberTag { static let value = 49 }

/// The 50 extras types, first registered first.
let allExtras: [any NumberedExtras.Type] = [
    Extras<T0>.self,
    Extras<T1>.self,
    Extras<T2>.self,
    Extras<T3>.self,
    Extras<T4>.self,
    Extras<T5>.self,
    Extras<T6>.self,
    Extras<T7>.self,
    Extras<T8>.self,
    Extras<T9>.self,
    Extras<T10>.self,
    Extras<T11>.self,
    Extras<T12>.self,
    Extras<T13>.self,
    Extras<T14>.self,
    Extras<T15>.self,
    Extras<T16>.self,
    Extras<T17>.self,
    Extras<T18>.self,
    Extras<T19>.self,
    Extras<T20>.self,
    Extras<T21>.self,
    Extras<T22>.self,
    Extras<T23>.self,
    Extras<T24>.self,
    Extras<T25>.self,
    Extras<T26>.self,
    Extras<T27>.self,
    Extras<T28>.self,
    Extras<T29>.self,
    Extras<T30>.self,
    Extras<T31>.self,
    Extras<T32>.self,
    Extras<T33>.self,
    Extras<T34>.self,
    Extras<T35>.self,
    Extras<T36>.self,
    Extras<T37>.self,
    Extras<T38>.self,
    Extras<T39>.self,
    Extras<T40>.self,
    Extras<T41>.self,
    Extras<T42>.self,
    Extras<T43>.self,
    Extras<T44>.self,
    Extras<T45>.self,
    Extras<T46>.self,
    Extras<T47>.self,
    Extras<T48>.self,
    Extras<T49>.self,
]

/// A registry of the first `count` types.
func registry(count: Int) -> ProblemTypeRegistry {
    var registry = ProblemTypeRegistry()
    for extras in allExtras.prefix(count) {
        register(extras, in: &registry)
    }
    return registry
}

private func register<E: NumberedExtras>(_: E.Type, in registry: inout ProblemTypeRegistry) {
    try! registry.register(E.self)
}

/// Decodes `data` as a problem of each type in turn until one fits: the approach of the Error Responder Chain
/// example's `HTTPAPIProblem`.
func tryEach(_ data: Data, decoder: JSONDecoder) -> (any HTTPAPIProblemProtocol)? {
    for extras in allExtras {
        if let problem = decodeAs(extras, data, decoder) { return problem }
    }
    return nil
}

private func decodeAs<E: NumberedExtras>(
    _: E.Type,
    _ data: Data,
    _ decoder: JSONDecoder
) -> (any HTTPAPIProblemProtocol)? {
    try? HTTPAPIProblem<E>.decode(from: data, using: decoder)
}

/// The one known problem, decoded by hand: what an app that knows the type would write.
struct KnownProblem: Decodable {
    let type: String
    let title: String?
    let status: Int?
    let detail: String?
    let instance: String?
    let balance: Int
    let accounts: [String]
}

func body(number: Int) -> Data {
    Data(
        """
        {"type": "https://example.com/probs/\(number)", "title": "You do not have enough credit.",
        "status": 403, "detail": "Your current balance is 30, but that costs 50.",
        "instance": "/account/12345/msgs/abc", "balance": 30, "accounts": ["/account/12345", "/account/67890"]}
        """.utf8
    )
}

extension Scenarios {
    /// The baseline of every Problems subject: the known problem decoded by hand from `data`.
    private static func directDecode(_ subject: String, _ data: Data) -> Scenario {
        Scenario("Problems", subject, "baseline: direct JSONDecoder decode", baseline: true, iterations: 2_000) {
            iterations in
            let decoder = JSONDecoder()
            for _ in 0..<iterations { consume(try! decoder.decode(KnownProblem.self, from: data)) }
        }
    }

    static func problems() -> [Scenario] {
        var scenarios: [Scenario] = []
        for count in [1, 50] {
            let subject = "problem decode, \(count) registered type\(count == 1 ? "" : "s")"
            let data = body(number: count - 1)
            scenarios.append(directDecode(subject, data))
            scenarios.append(
                Scenario("Problems", subject, "ProblemTypeRegistry", iterations: 2_000) { iterations in
                    let registry = registry(count: count)
                    let decoder = JSONDecoder()
                    for _ in 0..<iterations { consume(try! registry.decodeProblem(from: data, using: decoder)) }
                }
            )
        }
        let data = body(number: 49)
        let subject = "problem decode, 50 types"
        scenarios.append(directDecode(subject, data))
        scenarios.append(
            Scenario("Problems", subject, "design baseline: try each type", iterations: 200) { iterations in
                let decoder = JSONDecoder()
                for _ in 0..<iterations { consume(tryEach(data, decoder: decoder)) }
            }
        )
        scenarios.append(
            Scenario("Problems", subject, "opaque (unregistered) decode", iterations: 2_000) { iterations in
                let registry = ProblemTypeRegistry()
                let decoder = JSONDecoder()
                for _ in 0..<iterations { consume(try! registry.decodeProblem(from: data, using: decoder)) }
            }
        )
        return scenarios
    }
}
