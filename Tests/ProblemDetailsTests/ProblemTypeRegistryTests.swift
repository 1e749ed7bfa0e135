import Foundation
import ProblemDetails
import Testing

/// Extras that count how often they are decoded, one counter per registered type.
struct Counted<Tag: CountTag>: HTTPAPIProblemExtras {
    static var associatedProblemType: String? { Tag.type }
    var value: Int

    init(from decoder: any Decoder) throws {
        Tag.decodes.increment()
        value = try decoder.container(keyedBy: CountedKey.self).decode(Int.self, forKey: .value)
    }
}

/// A thread-safe counter (Synchronization's `Atomic` needs macOS 15, later than the package's platforms).
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() {
        lock.withLock { count += 1 }
    }
}

enum CountedKey: CodingKey {
    case value
}

protocol CountTag: Sendable {
    static var type: String { get }
    static var decodes: Counter { get }
}

enum First: CountTag {
    static let type = "https://example.com/probs/first"
    static let decodes = Counter()
}

enum Second: CountTag {
    static let type = "https://example.com/probs/second"
    static let decodes = Counter()
}

enum Third: CountTag {
    static let type = "https://example.com/probs/third"
    static let decodes = Counter()
}

@Suite("ProblemTypeRegistry: one lookup per body", .timeLimit(.minutes(2)))
struct ProblemTypeRegistryTests {
    static func registry() throws -> ProblemTypeRegistry {
        try ProblemTypeRegistry()
            .registering(OutOfCredit.self, message: { "Top up: your balance is \($0.extras.balance)." })
            .registering(ValidationError.self)
    }

    @Test("A registered type decodes into its typed problem")
    func registeredType() throws {
        let problem = try Self.registry().decodeProblem(from: RFC9457.outOfCredit)
        let typed = try #require(problem as? HTTPAPIProblem<OutOfCredit>)
        #expect(typed.extras.balance == 30)
        let validation = try Self.registry().decodeProblem(from: RFC9457.validationError)
        #expect(validation.as(ValidationError.self)?.extras.errors.count == 2)
    }

    @Test("An unknown type decodes as an opaque problem")
    func unknownType() throws {
        let problem = try Self.registry().decodeProblem(from: json(#"{"type": "https://x/unknown", "n": 1}"#))
        let opaque = try #require(problem as? OpaqueHTTPAPIProblem)
        #expect(opaque.type == "https://x/unknown")
        #expect(opaque.extras["n"] == 1)
        #expect(try ProblemTypeRegistry().decodeProblem(from: RFC9457.outOfCredit) is OpaqueHTTPAPIProblem)
    }

    @Test("The body's type is looked up once: only its own extras are decoded, once")
    func singleLookup() throws {
        let registry = try ProblemTypeRegistry()
            .registering(Counted<First>.self)
            .registering(Counted<Second>.self)
            .registering(Counted<Third>.self)
        let before = [First.decodes, Second.decodes, Third.decodes].map(\.value)
        let problem = try registry.decodeProblem(from: json(#"{"type": "\#(Second.type)", "value": 7}"#))
        let after = [First.decodes, Second.decodes, Third.decodes].map(\.value)
        #expect(zip(after, before).map { $0 - $1 } == [0, 1, 0])
        #expect(problem.as(Counted<Second>.self)?.extras.value == 7)
    }

    @Test("A registered type whose body does not fit names the type, the cause, and keeps the body")
    func unfitBody() throws {
        let body = json(#"{"type": "https://example.com/probs/out-of-credit", "balance": "thirty"}"#)
        let error = try #require(throws: ProblemDecodingError.self) {
            try Self.registry().decodeProblem(from: body)
        }
        #expect(error.reason == .doesNotFitExtras)
        #expect(error.problemType == "https://example.com/probs/out-of-credit")
        let underlying = try #require(error.underlyingError as? DecodingError)
        guard case .typeMismatch(_, let context) = underlying else {
            Issue.record("expected a type mismatch, got \(underlying)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["balance"])
        #expect(error.body.data == body)
        #expect(!error.body.isTruncated)
        #expect(error.description.contains("out-of-credit"))
    }

    @Test("An error keeps at most the body limit")
    func boundedBody() throws {
        let body =
            json(#"{"type": "https://example.com/probs/out-of-credit", "pad": ""#)
            + Data(repeating: UInt8(ascii: "x"), count: 100_000)
        let error = try #require(throws: ProblemDecodingError.self) {
            try Self.registry().decodeProblem(from: body, bodyLimit: 1_000)
        }
        #expect(error.reason == .invalidJSON)
        #expect(error.body.data == body.prefix(1_000))
        #expect(error.body.totalByteCount == body.count)
        #expect(error.body.isTruncated)
    }

    /// (registration, expected reason)
    static let registrationCases: [(String, ProblemTypeRegistrationError.Reason)] = [
        ("no type at all", .missingType),
        ("empty type", .missingType),
        ("conflicting type", .conflictingType(declared: "https://example.com/probs/out-of-credit")),
        ("duplicate type", .duplicateType),
    ]

    @Test("Bad registrations are refused with a typed error", arguments: registrationCases)
    func badRegistrations(name: String, reason: ProblemTypeRegistrationError.Reason) throws {
        var registry = try Self.registry()
        let error = try #require(throws: ProblemTypeRegistrationError.self) {
            switch name {
            case "no type at all": try registry.register(AnyTypeNoMembers.self)
            case "empty type": try registry.register(AnyTypeNoMembers.self, forType: "")
            case "conflicting type": try registry.register(OutOfCredit.self, forType: "https://x/other")
            default: try registry.register(OutOfCredit.self)
            }
        }
        #expect(error.reason == reason)
        let unchanged = try Self.registry().registeredTypes
        #expect(registry.registeredTypes == unchanged)
    }

    @Test("Extras that accept any type can be registered for a particular type")
    func anyTypeExtrasForType() throws {
        var registry = ProblemTypeRegistry()
        try registry.register(OpaqueValue.self, forType: "https://x/whole")
        #expect(registry.registeredTypes == ["https://x/whole"])
        #expect(registry.extrasType(forType: "https://x/whole") == OpaqueValue.self)
        let problem = try registry.decodeProblem(from: json(#"{"type": "https://x/whole", "a": 1}"#))
        #expect(problem.as(OpaqueValue.self)?.extras["a"] == 1)
    }

    @Test("The registered message speaks for problems of its type")
    func messages() throws {
        let registry = try Self.registry()
        let outOfCredit = try registry.decodeProblem(from: RFC9457.outOfCredit)
        #expect(registry.userMessage(for: outOfCredit) == "Top up: your balance is 30.")
        #expect(registry.userMessage(for: try registry.decodeProblem(from: RFC9457.validationError)) == nil)
        let opaque = try JSONDecoder().decode(OpaqueHTTPAPIProblem.self, from: RFC9457.outOfCredit)
        #expect(registry.userMessage(for: opaque) == nil)
    }

    @Test("The registry's decoder strategies apply to the extras")
    func decoderStrategies() throws {
        struct Snake: HTTPAPIProblemExtras, Codable {
            static var associatedProblemType: String? { "https://x/snake" }
            var retryAfterSeconds: Int
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let registry = try ProblemTypeRegistry().registering(Snake.self)
        let body = json(#"{"type": "https://x/snake", "retry_after_seconds": 30}"#)
        #expect(try registry.decodeProblem(from: body, using: decoder).as(Snake.self)?.extras.retryAfterSeconds == 30)
    }

    @Test("A registry decodes concurrently from many tasks")
    func concurrentDecodes() async throws {
        let registry = try Self.registry()
        let balances = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<200 {
                group.addTask {
                    try registry.decodeProblem(from: RFC9457.outOfCredit).as(OutOfCredit.self)?.extras.balance ?? -1
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(balances == Array(repeating: 30, count: 200))
    }
}
