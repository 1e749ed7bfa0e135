public import Foundation

extension OpaqueValue {
    /// A JSON number, kept exactly where JSON allows more than `Double`.
    ///
    /// Integers are kept exactly: as `Int64`, as `UInt64` above `Int64.max`, and as a `Decimal` beyond `UInt64.max`.
    /// A `Decimal` has 38 significant digits, so an integer with more is rounded to 38 (its magnitude is kept).
    /// Numbers with a fraction, and numbers beyond the range of `Decimal` (about 10^165), are kept as the nearest
    /// `Double`.
    ///
    /// Numbers are normalised when created, so `Number(3)`, `Number(3.0)` and a decoded `3e0` are equal, and so
    /// are `Number(1e20)` and a decoded `100000000000000000000`. An integral `Double` beyond `UInt64` counts as the
    /// integer its shortest decimal text spells.
    public struct Number: Sendable, Hashable {
        enum Storage: Sendable, Hashable {
            case signed(Int64)
            case unsigned(UInt64)
            case bigInteger(Decimal)
            case double(Double)

            /// Doubles compare by value, and a NaN equals itself, so that equality stays reflexive.
            static func == (lhs: Storage, rhs: Storage) -> Bool {
                switch (lhs, rhs) {
                case (.signed(let left), .signed(let right)): left == right
                case (.unsigned(let left), .unsigned(let right)): left == right
                case (.bigInteger(let left), .bigInteger(let right)): left == right
                case (.double(let left), .double(let right)): left == right || left.bitPattern == right.bitPattern
                default: false
                }
            }

            func hash(into hasher: inout Hasher) {
                switch self {
                case .signed(let value): hasher.combine(value)
                case .unsigned(let value): hasher.combine(value)
                case .bigInteger(let value): hasher.combine(value)
                // Integral doubles are stored as integers, so equal doubles here have equal bits.
                case .double(let value): hasher.combine(value.bitPattern)
                }
            }
        }

        let storage: Storage

        private init(storage: Storage) {
            self.storage = storage
        }

        /// An integer.
        public init(_ value: Int) {
            storage = .signed(Int64(value))
        }

        /// An integer.
        public init(_ value: Int64) {
            storage = .signed(value)
        }

        /// A non-negative integer; values above `Int64.max` are kept exactly too.
        public init(_ value: UInt64) {
            storage = value <= UInt64(Int64.max) ? .signed(Int64(value)) : .unsigned(value)
        }

        /// A floating-point number; an integral value is stored as an integer, as a decoded one would be.
        ///
        /// JSON has no infinities or NaN: encoding a number made from one throws.
        public init(_ value: Double) {
            guard value.isFinite, value.rounded(.towardZero) == value else {
                self.init(storage: .double(value))
                return
            }
            if value >= -0x1p63, value < 0x1p64 {
                self.init(storage: value < 0x1p63 ? .signed(Int64(value)) : .unsigned(UInt64(value)))
            } else if let decimal = Decimal(string: value.description), decimal.isFinite {
                // Integral: the description of a Double this large has at most 17 significant digits, and its
                // exponent is at least 18.
                self.init(storage: .bigInteger(decimal))
            } else {
                self.init(storage: .double(value))
            }
        }

        /// A decimal number; integers are kept exactly, fractions as the nearest `Double`.
        ///
        /// A fraction stays a fraction even when its nearest `Double` is a whole number (as for
        /// `9223372036854775808.5`).
        public init(_ value: Decimal) {
            guard value.isFinite, Self.isIntegral(value) else {
                self.init(storage: .double(Self.double(from: value)))
                return
            }
            if let signed = Int64(exactly: value) {
                self.init(storage: .signed(signed))
            } else if let unsigned = UInt64(exactly: value) {
                self.init(storage: .unsigned(unsigned))
            } else {
                self.init(storage: .bigInteger(value))
            }
        }

        /// The value as an `Int`, when it is an integer that fits exactly.
        public var intValue: Int? {
            int64Value.flatMap { Int(exactly: $0) }
        }

        /// The value as an `Int64`, when it is an integer that fits exactly.
        public var int64Value: Int64? {
            if case .signed(let value) = storage { return value }
            return nil
        }

        /// The value as a `UInt64`, when it is a non-negative integer that fits exactly.
        public var uint64Value: UInt64? {
            switch storage {
            case .signed(let value): UInt64(exactly: value)
            case .unsigned(let value): value
            case .bigInteger, .double: nil
            }
        }

        /// The value as a `Decimal`: exact for integers, the nearest decimal for other numbers.
        public var decimalValue: Decimal {
            switch storage {
            case .signed(let value): Decimal(value)
            case .unsigned(let value): Decimal(value)
            case .bigInteger(let value): value
            // Through text: Foundation's `Decimal(Double)` can be off in the last digits.
            case .double(let value): Decimal(string: value.description) ?? Decimal(value)
            }
        }

        /// The nearest `Double`.
        public var doubleValue: Double {
            switch storage {
            case .signed(let value): Double(value)
            case .unsigned(let value): Double(value)
            case .bigInteger(let value): Self.double(from: value)
            case .double(let value): value
            }
        }

        /// Whether the number is held as an integer (exact up to 38 significant digits).
        public var isInteger: Bool {
            if case .double = storage { return false }
            return true
        }

        static func isIntegral(_ value: Decimal) -> Bool {
            var source = value
            var rounded = Decimal()
            NSDecimalRound(&rounded, &source, 0, .down)
            return rounded == value
        }

        private static func double(from value: Decimal) -> Double {
            // Through text, which rounds correctly; `NSDecimalNumber.doubleValue` can be off in the last digit.
            Double(value.description) ?? NSDecimalNumber(decimal: value).doubleValue
        }
    }
}

extension OpaqueValue.Number: CustomStringConvertible {
    /// The number as JSON text, exact for integers.
    public var description: String {
        switch storage {
        case .signed(let value): String(value)
        case .unsigned(let value): String(value)
        case .bigInteger(let value): value.description
        case .double(let value): value.description
        }
    }
}

extension Int64 {
    /// The decimal as an `Int64` if it is an integer in range: its digits, which parse only then.
    fileprivate init?(exactly value: Decimal) {
        guard let parsed = Int64(value.description) else { return nil }
        self = parsed
    }
}

extension UInt64 {
    /// The decimal as a `UInt64` if it is a non-negative integer in range: its digits, which parse only then.
    fileprivate init?(exactly value: Decimal) {
        guard let parsed = UInt64(value.description) else { return nil }
        self = parsed
    }
}
