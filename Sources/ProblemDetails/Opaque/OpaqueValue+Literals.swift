extension OpaqueValue: ExpressibleByDictionaryLiteral {
    /// An object; a repeated name keeps its last value.
    public init(dictionaryLiteral elements: (String, OpaqueValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension OpaqueValue: ExpressibleByArrayLiteral {
    /// An array.
    public init(arrayLiteral elements: OpaqueValue...) {
        self = .array(elements)
    }
}

extension OpaqueValue: ExpressibleByStringLiteral {
    /// A string.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension OpaqueValue: ExpressibleByIntegerLiteral {
    /// An integer.
    public init(integerLiteral value: Int64) {
        self = .number(Number(value))
    }
}

extension OpaqueValue: ExpressibleByFloatLiteral {
    /// A floating-point number.
    public init(floatLiteral value: Double) {
        self = .number(Number(value))
    }
}

extension OpaqueValue: ExpressibleByBooleanLiteral {
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension OpaqueValue: ExpressibleByNilLiteral {
    /// `null`.
    public init(nilLiteral: ()) {
        self = .null
    }
}
