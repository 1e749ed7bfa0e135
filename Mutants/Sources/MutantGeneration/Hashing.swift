/// FNV-1a, 64 bits: a hash that is the same in every process (Swift's `Hasher` is seeded anew in each).
public struct FNV1a64: Sendable {
    /// The hash of what was added so far.
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// A hash of nothing yet.
    public init() {}

    /// Adds the UTF-8 bytes of `text`, then a 0 byte, so that `("ab", "c")` and `("a", "bc")` differ.
    public mutating func add(_ text: String) {
        for byte in text.utf8 {
            add(byte)
        }
        add(0)
    }

    private mutating func add(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01b3
    }

    /// The hash of `parts`, each added with ``add(_:)``.
    public static func hash(_ parts: String...) -> UInt64 {
        var hasher = FNV1a64()
        for part in parts {
            hasher.add(part)
        }
        return hasher.value
    }
}

/// SplitMix64: a small, fast pseudo-random generator whose whole state is one `UInt64`, so that a seed written in a
/// sample file draws the same sample on every machine and every Swift version (the system generator is neither
/// seedable nor stable).
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`, without modulo bias (Lemire's method, with its rejection step).
    public mutating func next(below bound: UInt64) -> UInt64 {
        precondition(bound > 0)
        var product = next().multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            while product.low < threshold {
                product = next().multipliedFullWidth(by: bound)
            }
        }
        return product.high
    }

    /// `elements` in a random order: a Fisher–Yates shuffle driven by this generator alone.
    public mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
        var result = elements
        var index = result.count - 1
        while index > 0 {
            let other = Int(next(below: UInt64(index + 1)))
            result.swapAt(index, other)
            index -= 1
        }
        return result
    }
}
