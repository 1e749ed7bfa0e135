/// A short code a user can read out or type, that finds one occurrence of an error in the app's logs: `K7Q-3M9X-T2ABC`.
///
/// Twelve characters of Crockford's base 32 (digits and capital letters without I, L, O and U), in three groups:
/// - the **grouping part**, 3 characters: the top 15 bits of the error's ``ErrorFingerprint``, the same for every
///   occurrence of one error;
/// - the **occurrence part**, 8 characters: 40 random bits, different for each occurrence;
/// - a **check character**, Luhn's algorithm in base 32: a mistyped character, or two neighbours swapped, makes a code
///   that ``init(_:)`` refuses rather than one that finds another occurrence.
///
/// Codes are read back leniently, as people type them: in either case, with or without the hyphens and spaces, with
/// `O` for zero and `I` or `L` for one.
///
/// A code says nothing of what the error carried: it is made of the fingerprint, which is worked out from types,
/// cases, domains and codes, never from a value, and of random bits.
public struct SupportCode: Hashable, Sendable, CustomStringConvertible {
    /// The 15 bits of the grouping part.
    public let grouping: UInt16

    /// The 40 bits of the occurrence part.
    public let occurrence: UInt64

    /// The characters of Crockford's base 32, in the order of their values.
    static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")

    /// How many bits the grouping part and the occurrence part hold.
    static let groupingBits = 15
    static let occurrenceBits = 40

    /// Creates the code of a new occurrence of the error whose fingerprint is `fingerprint`.
    ///
    /// - Parameter fingerprint: the error's fingerprint, ``ErrorChain/fingerprint(of:)``.
    public init(fingerprint: ErrorFingerprint) {
        var generator = SystemRandomNumberGenerator()
        self.init(fingerprint: fingerprint, using: &generator)
    }

    /// Creates the code of a new occurrence of the error whose fingerprint is `fingerprint`, its occurrence part drawn
    /// from `generator`: a seeded one in tests.
    ///
    /// - Parameters:
    ///   - fingerprint: the error's fingerprint, ``ErrorChain/fingerprint(of:)``.
    ///   - generator: the source of the occurrence part's random bits.
    public init(fingerprint: ErrorFingerprint, using generator: inout some RandomNumberGenerator) {
        self.init(
            grouping: UInt16(fingerprint.value >> (64 - Self.groupingBits)),
            occurrence: generator.next() >> (64 - Self.occurrenceBits))
    }

    /// Creates a code from its two parts.
    ///
    /// - Parameters:
    ///   - grouping: the grouping part's bits.
    ///   - occurrence: the occurrence part's bits.
    /// - Precondition: `grouping` holds at most 15 bits and `occurrence` at most 40.
    public init(grouping: UInt16, occurrence: UInt64) {
        precondition(
            grouping >> Self.groupingBits == 0 && occurrence >> Self.occurrenceBits == 0,
            "SupportCode: the grouping part holds 15 bits and the occurrence part 40; got \(grouping), \(occurrence)")
        self.grouping = grouping
        self.occurrence = occurrence
    }

    /// Reads a code as a person typed it: `K7Q-3M9X-T2ABC`, `k7q3m9xt2abc`, `K7Q 3M9X T2ABC`; `nil` when it is not
    /// twelve characters of base 32 once hyphens and spaces are left out, or its check character does not match.
    ///
    /// - Parameter text: the code as typed.
    public init?(_ text: String) {
        var values: [Int] = []
        for character in text.uppercased() where character != "-" && character != " " {
            guard let value = Self.value(of: character) else { return nil }
            values.append(value)
        }
        guard values.count == 12, Self.luhnSum(values) == 0 else { return nil }
        let grouping = values[0..<3].reduce(0) { $0 << 5 | $1 }
        let occurrence = values[3..<11].reduce(UInt64(0)) { $0 << 5 | UInt64($1) }
        self.init(grouping: UInt16(grouping), occurrence: occurrence)
    }

    /// The grouping part, 3 characters: the same for every occurrence of one error.
    public var groupingPart: String {
        String(Self.digits(of: UInt64(grouping), count: 3).map { Self.alphabet[$0] })
    }

    /// Whether the error whose fingerprint is `fingerprint` has this code's grouping part. Two errors in 32,768 share
    /// one, so a match narrows a search, and the fingerprint logged beside the code decides it.
    ///
    /// - Parameter fingerprint: an error's fingerprint.
    public func groups(_ fingerprint: ErrorFingerprint) -> Bool {
        UInt16(fingerprint.value >> (64 - Self.groupingBits)) == grouping
    }

    /// The code as it is shown: three groups, `K7Q-3M9X-T2ABC`, the last ending with the check character.
    public var description: String {
        let values = Self.digits(of: UInt64(grouping), count: 3) + Self.digits(of: occurrence, count: 8)
        let check = (32 - Self.luhnSum(values + [0])) % 32
        let text = String((values + [check]).map { Self.alphabet[$0] })
        return "\(text.prefix(3))-\(text.dropFirst(3).prefix(4))-\(text.dropFirst(7))"
    }

    /// The `count` base-32 digits of the low `5 × count` bits of `bits`, the most significant first.
    private static func digits(of bits: UInt64, count: Int) -> [Int] {
        (0..<count).reversed().map { Int(bits >> UInt64(5 * $0) & 31) }
    }

    /// The value of a character as Crockford reads it, `O` as zero and `I` and `L` as one; `nil` for `U` and anything
    /// that is not base 32.
    private static func value(of character: Character) -> Int? {
        switch character {
        case "O": 0
        case "I", "L": 1
        default: alphabet.firstIndex(of: character)
        }
    }

    /// Luhn's sum in base 32 of `values`, the last of which is the check value: zero when the check matches.
    ///
    /// From the right, every second value is doubled, and a doubled value of 32 or more counts as its two base-32
    /// digits added: each value then changes the sum in its own way, so a single wrong character, or two different
    /// neighbours swapped (but for 0 and Z, whose values differ by 31), never leave it at zero.
    private static func luhnSum(_ values: [Int]) -> Int {
        var sum = 0
        for (offset, value) in values.reversed().enumerated() {
            let addend = offset.isMultiple(of: 2) ? value : 2 * value
            sum += addend / 32 + addend % 32
        }
        return sum % 32
    }
}
