import Foundation
import ProblemDetails
import PropertyBased
import Testing

@Suite("OpaqueValue: a JSON value tree with exact integers", .timeLimit(.minutes(2)))
struct OpaqueValueTests {
    @Test("Every kind of JSON value decodes to its case")
    func kinds() throws {
        let value = try JSONDecoder().decode(
            OpaqueValue.self,
            from: json(
                #"{"o": {"k": "v"}, "a": [1, "two", null], "s": "text", "n": -1.5, "t": true, "f": false, "z": null}"#)
        )
        #expect(value["o"] == .object(["k": .string("v")]))
        #expect(value["a"] == .array([.number(.init(1)), .string("two"), .null]))
        #expect(value["s"]?.stringValue == "text")
        #expect(value["n"]?.doubleValue == -1.5)
        #expect(value["t"]?.boolValue == true)
        #expect(value["f"]?.boolValue == false)
        #expect(value["z"]?.isNull == true)
        #expect(value["missing"] == nil)
        #expect(value["a"]?[5] == nil)
        #expect(value["s"]?["k"] == nil)
        #expect(value["a"]?.arrayValue?.count == 3)
        #expect(value.objectValue?.count == 7)
    }

    @Test("Literals build the same values as decoding")
    func literals() throws {
        let built: OpaqueValue = ["a": [1, 2.5, "x", true, nil], "b": ["c": -7]]
        #expect(
            try JSONDecoder().decode(OpaqueValue.self, from: json(#"{"a":[1,2.5,"x",true,null],"b":{"c":-7}}"#))
                == built)
    }

    /// Integers beyond 2^53 (where Double stops being exact), as JSON text.
    static let bigIntegers = [
        "9007199254740993",  // 2^53 + 1
        "-9007199254740993",
        "9223372036854775807",  // Int64.max
        "-9223372036854775808",  // Int64.min
        "9223372036854775808",  // Int64.max + 1
        "18446744073709551615",  // UInt64.max
        "18446744073709551616",  // UInt64.max + 1
        "123456789012345678901234567890",
        "-123456789012345678901234567890",
        "99999999999999999999999999999999999999",  // 38 digits
    ]

    @Test("Integers beyond 2^53 keep their exact value through decoding and encoding", arguments: bigIntegers)
    func bigIntegerRoundTrip(text: String) throws {
        let value = try JSONDecoder().decode(OpaqueValue.self, from: json("[\(text)]"))
        #expect(value.description == "[\(text)]")
        let encoded = try JSONEncoder().encode(value)
        #expect(String(decoding: encoded, as: UTF8.self) == "[\(text)]")
        #expect(value[0]?.numberValue?.isInteger == true)
        // Inside a problem, as an extension member and as whole-object extras.
        let body = json(#"{"type": "https://x", "id": \#(text)}"#)
        let problem = try JSONDecoder().decode(OpaqueHTTPAPIProblem.self, from: body)
        #expect(problem.extras["id"]?.description == text)
        let reencoded = String(decoding: try JSONEncoder().encode(problem), as: UTF8.self)
        #expect(reencoded.contains(":\(text)"))
        let whole = try JSONDecoder().decode(HTTPAPIProblem<OpaqueValue>.self, from: body)
        #expect(String(decoding: try JSONEncoder().encode(whole), as: UTF8.self).contains(":\(text)"))
    }

    @Test(
        "Numbers beyond the range of Decimal are read as the nearest Double",
        arguments: ["1e200", "-3.5e250", "1.7976931348623157e308", "[1e300]"]
    )
    func beyondDecimal(text: String) throws {
        let value = try JSONDecoder().decode(OpaqueValue.self, from: Data(text.utf8))
        let number = Double(text.trimmingCharacters(in: CharacterSet(charactersIn: "[]")))!
        let expected: OpaqueValue = text.hasPrefix("[") ? .array([.number(.init(number))]) : .number(.init(number))
        #expect(value == expected)
    }

    @Test("A number a decoder reads as a Decimal it cannot hold (NaN) is read again as a Double")
    func decimalTheDecoderCannotHold() throws {
        #expect(try OpaqueValue.Number(from: OverflowingNumberDecoder(double: 1e200)) == OpaqueValue.Number(1e200))
        #expect(try OpaqueValue(from: OverflowingNumberDecoder(double: -2.5e300)) == .number(.init(-2.5e300)))
    }

    @Test(
        "a whole Double from 2^63 up to 2^64 is kept as an unsigned integer, exactly",
        arguments: [(0x1p63, UInt64(1) << 63), (0x1p64 - 2048, UInt64.max - 2047)]
    )
    func wholeDoublesAboveInt64(value: Double, exact: UInt64) {
        let number = OpaqueValue.Number(value)
        #expect(number.uint64Value == exact)
        #expect(number.int64Value == nil)
        #expect(number.isInteger)
    }

    @Test("Exact accessors answer only when the value fits")
    func numberAccessors() throws {
        let big = try JSONDecoder().decode(OpaqueValue.self, from: json("18446744073709551615"))
        #expect(big.uint64Value == UInt64.max)
        #expect(big.int64Value == nil)
        #expect(big.intValue == nil)
        let negative: OpaqueValue = -5
        #expect(negative.uint64Value == nil && negative.intValue == -5)
        let fraction: OpaqueValue = 2.5
        #expect(fraction.intValue == nil && fraction.doubleValue == 2.5)
        #expect(fraction.numberValue?.isInteger == false)
        let huge = try JSONDecoder().decode(OpaqueValue.self, from: json("123456789012345678901234567890"))
        #expect(huge.numberValue?.decimalValue == Decimal(string: "123456789012345678901234567890"))
        // The ends of Int64, from a decimal, are Int64s.
        #expect(OpaqueValue.Number(Decimal(Int64.max)).int64Value == Int64.max)
        #expect(OpaqueValue.Number(Decimal(Int64.min)).int64Value == Int64.min)
        // Only null is null.
        #expect(OpaqueValue.null.isNull)
        let others: [OpaqueValue] = [negative, fraction, "", false, [], [:]]
        #expect(others.allSatisfy { !$0.isNull })
    }

    @Test("Numbers are normalised: 3, 3.0 and 3e0 are equal and hash alike")
    func normalisation() throws {
        let decoded = try ["3", "3.0", "3e0", "30e-1"].map {
            try JSONDecoder().decode(OpaqueValue.self, from: json($0))
        }
        let built: [OpaqueValue] = [3, 3.0, .number(.init(UInt64(3))), .number(.init(Decimal(3)))]
        for value in decoded + built {
            #expect(value == 3)
            #expect(value.hashValue == OpaqueValue(integerLiteral: 3).hashValue)
        }
        #expect(OpaqueValue.Number(UInt64.max) == OpaqueValue.Number(Decimal(string: "18446744073709551615")!))
    }

    @Test("Description is compact JSON with sorted members and escaped strings")
    func description() {
        let value: OpaqueValue = ["b": "quote\" slash\\ line\n tab\t bell\u{07}", "a": [1, nil, false]]
        #expect(value.description == #"{"a":[1,null,false],"b":"quote\" slash\\ line\n tab\t bell\u0007"}"#)
    }

    @Test("Description escapes every control character JSON forbids, and only those", arguments: 0x00...0x20)
    func controlCharactersAreEscaped(code: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(code))
        let text = String(Character(scalar))
        let written = OpaqueValue.string(text).description
        let named: [UInt32: String] = [0x09: #"\t"#, 0x0A: #"\n"#, 0x0D: #"\r"#]
        if code == 0x20 {
            #expect(written == "\" \"")
        } else {
            #expect(written == "\"" + (named[code] ?? String(format: "\\u%04x", code)) + "\"")
        }
        #expect(try JSONDecoder().decode(OpaqueValue.self, from: json("[\(written)]")) == [.string(text)])
    }

    @Test("Description parses back to the same value")
    func descriptionParses() throws {
        let value = try JSONDecoder().decode(OpaqueValue.self, from: RFC9457.validationError)
        #expect(try JSONDecoder().decode(OpaqueValue.self, from: json(value.description)) == value)
    }

    @Test("decode(_:) and init(encoding:) convert through JSON")
    func conversions() throws {
        let problem = try JSONDecoder().decode(OpaqueHTTPAPIProblem.self, from: RFC9457.outOfCredit)
        #expect(try problem.extras["accounts"]?.decode([String].self) == ["/account/12345", "/account/67890"])
        let value = try OpaqueValue(encoding: OutOfCredit(balance: 3, accounts: ["a"]))
        #expect(value == ["balance": 3, "accounts": ["a"]])
        #expect(throws: DecodingError.self) { try value.decode(Int.self) }
    }

    /// Inputs the fuzzer (`scripts/fuzz.sh`) found. A fraction that a double cannot hold, above 2^63, decodes to a
    /// double whose value is integral: the decoded number is not an integer (a fraction is never taken for one),
    /// but its encoding reads back as the integer the double holds. What must hold is that the number keeps its
    /// value, and that a second round trip changes nothing.
    @Test(
        "Fuzzer findings keep their value and settle after one round trip",
        arguments: [
            #"[[[[{"a": [1, 2123456789012345678901234567890.1, 2,5,10]}]]]]"#,
            "2123456789012345678901234567890.1",
            "-98765432109876543210987654321.5",
        ]
    )
    func fuzzerFindingsSettleAfterOneRoundTrip(json text: String) throws {
        func roundTrip(_ value: OpaqueValue) throws -> OpaqueValue {
            try JSONDecoder().decode(OpaqueValue.self, from: JSONEncoder().encode(value))
        }
        let value = try JSONDecoder().decode(OpaqueValue.self, from: Data(text.utf8))
        let once = try roundTrip(value)
        #expect(try roundTrip(once) == once)
        #expect(Self.doubles(in: once) == Self.doubles(in: value))
    }

    /// Every number in `value`, as a double, in document order (object members by key).
    static func doubles(in value: OpaqueValue) -> [Double] {
        switch value {
        case .number(let number): [number.doubleValue]
        case .array(let elements): elements.flatMap(doubles(in:))
        case .object(let members): members.sorted { $0.key < $1.key }.flatMap { doubles(in: $0.value) }
        case .string, .bool, .null: []
        }
    }

    @Test("Random trees survive encoding and decoding unchanged")
    func randomRoundTrip() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int.max)) { seed in
            var random = Xoshiro(seed: (UInt64(seed), 0x9E37_79B9_7F4A_7C15, 0xBF58_476D_1CE4_E5B9, 1))
            let value = OpaqueValue.random(depth: 4, using: &random)
            let decoded = try JSONDecoder().decode(OpaqueValue.self, from: JSONEncoder().encode(value))
            #expect(decoded == value)
            #expect(try JSONDecoder().decode(OpaqueValue.self, from: json(value.description)) == value)
        }
    }
}

extension OpaqueValue {
    static func random(depth: Int, using generator: inout Xoshiro) -> OpaqueValue {
        let kinds = depth > 0 ? 9 : 7
        switch Int.random(in: 0..<kinds, using: &generator) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .number(.init(Int64.random(in: .min ... .max, using: &generator)))
        case 3: return .number(.init(UInt64.random(in: .min ... .max, using: &generator)))
        case 4: return .number(.init(Double.random(in: -1e12...1e12, using: &generator)))
        case 5:
            let digits = (0..<30).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
            return .number(.init(Decimal(string: "1" + digits)!))
        case 6:
            let scalars = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                Character(Unicode.Scalar(UInt8.random(in: 0...127, using: &generator)))
            }
            return .string(String(scalars) + "é😀")
        case 7:
            return .array(
                (0..<Int.random(in: 0...4, using: &generator)).map { _ in random(depth: depth - 1, using: &generator) })
        default:
            var members: [String: OpaqueValue] = [:]
            for index in 0..<Int.random(in: 0...4, using: &generator) {
                members["m\(index)\"\\"] = random(depth: depth - 1, using: &generator)
            }
            return .object(members)
        }
    }
}

@Suite("OpaqueValue.Number equality laws", .timeLimit(.minutes(2)))
struct OpaqueNumberLawTests {
    @Test("Equality is reflexive even for NaN, and equal numbers hash alike")
    func reflexive() {
        let nan = OpaqueValue.Number(Double.nan)
        #expect(nan == nan)
        #expect(Set([nan, nan]).count == 1)
        #expect(OpaqueValue.Number(1.5) != OpaqueValue.Number(2.5))
    }

    @Test("Numbers kept in different ways are different numbers")
    func keptDifferentlyIsDifferent() {
        let kinds: [OpaqueValue.Number] = [
            .init(Int64(-2)), .init(UInt64.max), .init(1e30), .init(2.5),
        ]
        for (index, number) in kinds.enumerated() {
            for (other, another) in kinds.enumerated() {
                #expect((number == another) == (index == other), "\(number) and \(another)")
            }
        }
    }

    /// How a number is kept: each way hashes by its own value.
    enum Kept: CaseIterable {
        case signed, unsigned, beyondUInt64, fraction

        func number(_ index: Int) -> OpaqueValue.Number {
            switch self {
            case .signed: .init(Int64(index) * 1_000_003)
            case .unsigned: .init(UInt64(Int64.max) + UInt64(index))
            case .beyondUInt64: .init(Decimal(string: "\(index)" + String(repeating: "0", count: 25))!)
            case .fraction: .init(Double(index) + 0.5)
            }
        }
    }

    @Test("Different numbers hash apart, however they are kept", arguments: Kept.allCases)
    func differentNumbersHashApart(kept: Kept) {
        let numbers = (1...200).map(kept.number)
        #expect(Set(numbers).count == 200)
        // A 64-bit hash of 200 different values: a collision is a one-in-10^14 chance, not a test that fails by it.
        #expect(Set(numbers.map(\.hashValue)).count >= 199)
    }

    @Test("Numbers made from equal values are equal and hash alike")
    func equalValues() async {
        await propertyCheck(count: 300, input: Gen.int(in: Int(Int32.min)...Int(Int32.max)), Gen.int(in: 0...3)) {
            integer, scale in
            let fraction = Double(integer) / Double([1, 2, 4, 8][scale])
            let numbers = [OpaqueValue.Number(fraction), .init(Decimal(string: fraction.description)!)]
            #expect(numbers[0] == numbers[1])
            #expect(numbers[0].hashValue == numbers[1].hashValue)
            #expect(numbers[0].decimalValue == numbers[1].decimalValue)
            #expect(numbers[1].doubleValue == fraction)
            if fraction.rounded() == fraction {
                #expect(numbers[0] == OpaqueValue.Number(Int64(fraction)))
            }
        }
    }
}

/// A decoder of one number, which it reads as a `Decimal` it cannot hold (NaN), as a decoder may for a number beyond
/// `Decimal`'s range, and as the `Double` it is; it has no other value.
struct OverflowingNumberDecoder: Decoder, SingleValueDecodingContainer {
    let double: Double
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    private func mismatch<T>(_ type: T.Type) -> DecodingError {
        DecodingError.typeMismatch(type, .init(codingPath: [], debugDescription: "only a number"))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw mismatch(type)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw mismatch([Any].self) }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }
    func decodeNil() -> Bool { false }
    func decode(_ type: Double.Type) throws -> Double { double }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if type == Decimal.self, let nan = Decimal.nan as? T { return nan }
        return try T(from: self)
    }

    func decode(_ type: Bool.Type) throws -> Bool { throw mismatch(type) }
    func decode(_ type: String.Type) throws -> String { throw mismatch(type) }
    func decode(_ type: Float.Type) throws -> Float { throw mismatch(type) }
    func decode(_ type: Int.Type) throws -> Int { throw mismatch(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { throw mismatch(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { throw mismatch(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { throw mismatch(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { throw mismatch(type) }
    func decode(_ type: UInt.Type) throws -> UInt { throw mismatch(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { throw mismatch(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { throw mismatch(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { throw mismatch(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { throw mismatch(type) }
}
