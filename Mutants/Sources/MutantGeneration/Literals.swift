/// The literal texts the literal operators write.
enum Literals {
    /// The mutants of an integer literal written `text` (`-` before it when `negated`): its value plus one, minus one,
    /// and 0 when it is not 0, in the literal's own base (`0x1F` → `0x20`). Empty for a literal too large to change.
    static func integerVariants(of text: String, negated: Bool) -> [String] {
        guard let literal = IntegerLiteral(text) else { return [] }
        var results: [String] = []
        func add(_ value: (negative: Bool, magnitude: UInt64)?) {
            guard let value else { return }
            let written = literal.written(negative: value.negative, magnitude: value.magnitude)
            if !results.contains(written) {
                results.append(written)
            }
        }
        let value = (negative: negated && literal.magnitude != 0, magnitude: literal.magnitude)
        add(Self.step(value, up: true))
        add(Self.step(value, up: false))
        if literal.magnitude != 0 {
            add((false, 0))
        }
        return results
    }

    /// The literal's neighbour, as a `??` default: its value plus one.
    static func integerNeighbour(of text: String, negated: Bool) -> String? {
        guard let literal = IntegerLiteral(text) else { return nil }
        let value = (negative: negated && literal.magnitude != 0, magnitude: literal.magnitude)
        return step(value, up: true).map { literal.written(negative: $0.negative, magnitude: $0.magnitude) }
    }

    /// `value` plus or minus one, as a sign and a magnitude; nil past `UInt64`'s range.
    private static func step(
        _ value: (negative: Bool, magnitude: UInt64), up: Bool
    ) -> (negative: Bool, magnitude: UInt64)? {
        switch (up, value.negative) {
        case (true, true):
            // A negative value has a magnitude of at least 1.
            return (value.magnitude > 1, value.magnitude - 1)
        case (false, false) where value.magnitude == 0:
            return (true, 1)
        case (false, false):
            return (false, value.magnitude - 1)
        default:
            guard value.magnitude < UInt64.max else { return nil }
            return (value.negative, value.magnitude + 1)
        }
    }

    /// A float literal's neighbour: one more in its last written digit (`0.25` → `0.26`, `2.9` → `3.0`,
    /// `1e-3` → `2e-3`). Nil for a hexadecimal float.
    static func floatNeighbour(of text: String) -> String? {
        let lower = text.lowercased()
        guard !lower.hasPrefix("0x") else { return nil }
        var characters = Array(text)
        let exponent = characters.firstIndex { $0 == "e" || $0 == "E" } ?? characters.endIndex
        var index = exponent - 1
        while index >= 0 {
            let character = characters[index]
            if let digit = character.wholeNumberValue {
                if digit < 9 {
                    characters[index] = Character(String(digit + 1))
                    return String(characters)
                }
                characters[index] = "0"
            }
            index -= 1
        }
        // Every digit was 9: one more digit in front.
        return "1" + String(characters)
    }

    /// A string literal's neighbour, as a `??` default: empty for a non-empty one, `"x"` for an empty one.
    static func stringNeighbour(isEmpty: Bool) -> String {
        isEmpty ? "\"x\"" : "\"\""
    }
}

/// An integer literal's base and magnitude, to write values in the same base.
private struct IntegerLiteral {
    var prefix: String
    var radix: Int
    var uppercase: Bool
    var magnitude: UInt64

    init?(_ text: String) {
        let digits = text.filter { $0 != "_" }
        let lower = digits.lowercased()
        switch true {
        case lower.hasPrefix("0x"): (prefix, radix) = ("0x", 16)
        case lower.hasPrefix("0o"): (prefix, radix) = ("0o", 8)
        case lower.hasPrefix("0b"): (prefix, radix) = ("0b", 2)
        default: (prefix, radix) = ("", 10)
        }
        let body = String(digits.dropFirst(prefix.count))
        guard let magnitude = UInt64(body, radix: radix) else { return nil }
        self.magnitude = magnitude
        uppercase = body.contains { $0.isUppercase }
    }

    func written(negative: Bool, magnitude: UInt64) -> String {
        (negative ? "-" : "") + prefix + String(magnitude, radix: radix, uppercase: uppercase)
    }
}
