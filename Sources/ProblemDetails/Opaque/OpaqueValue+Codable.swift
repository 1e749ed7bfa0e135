import Foundation

extension OpaqueValue: Codable {
    /// Decodes any JSON value.
    ///
    /// Numbers are read as exactly as the decoder allows (see ``Number/init(from:)``). With `JSONDecoder` that
    /// keeps integers of up to 38 significant digits exact.
    ///
    /// As extras (`HTTPAPIProblem<OpaqueValue>`) the whole object must decode; use ``OpaqueHTTPAPIProblem`` to
    /// skip extension members that cannot be represented, as RFC 9457 section 3.2 allows.
    ///
    /// - Throws: `DecodingError` when the decoder reports a value none of these can hold (for example a number
    ///   beyond the range of `Double`, or a string that is not valid UTF-8).
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: AnyCodingKey.self) {
            var members: [String: OpaqueValue] = [:]
            members.reserveCapacity(container.allKeys.count)
            for key in container.allKeys {
                members[key.stringValue] = try container.decode(OpaqueValue.self, forKey: key)
            }
            self = .object(members)
        } else if var container = try? decoder.unkeyedContainer() {
            var elements: [OpaqueValue] = []
            if let count = container.count { elements.reserveCapacity(count) }
            while !container.isAtEnd {
                elements.append(try container.decode(OpaqueValue.self))
            }
            self = .array(elements)
        } else {
            self = try Self.decodeScalar(from: decoder.singleValueContainer())
        }
    }

    private static func decodeScalar(from container: any SingleValueDecodingContainer) throws -> OpaqueValue {
        if container.decodeNil() { return .null }
        if let string = try? container.decode(String.self) { return .string(string) }
        if let bool = try? container.decode(Bool.self) { return .bool(bool) }
        if let number = try? container.decode(Number.self) { return .number(number) }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: container.codingPath,
                debugDescription: "Found a value that is not a JSON object, array, string, number, bool or null, "
                    + "or a number or string that cannot be represented (out of range, or not valid UTF-8)."
            )
        )
    }

    /// Encodes the value: objects and arrays as containers, numbers as exactly as they are held.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for (name, value) in members {
                try container.encodeMember(value, forKey: AnyCodingKey(name))
            }
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements {
                try container.encode(element)
            }
        case .string(let string):
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case .number(let number):
            try number.encode(to: encoder)
        case .bool(let bool):
            var container = encoder.singleValueContainer()
            try container.encode(bool)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        }
    }
}

extension OpaqueValue.Number: Codable {
    /// Decodes a number as exactly as the decoder allows.
    ///
    /// The number is read as a `Decimal` first, which tells integers from fractions without rounding (some
    /// decoders read `2.5` as the integer `2`). Integers are then kept as described for ``OpaqueValue/Number``,
    /// fractions as the nearest `Double`; numbers a `Decimal` cannot hold are read again as `Double`.
    ///
    /// - Throws: `DecodingError` when the value is not a number, or is beyond the range of `Double`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Decimal.self), value.isFinite {
            self.init(value)
        } else {
            self.init(try container.decode(Double.self))
        }
    }

    /// Encodes the number as the integer, decimal or double it holds.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch storage {
        case .signed(let value): try container.encode(value)
        case .unsigned(let value): try container.encode(value)
        case .bigInteger(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        }
    }
}

extension OpaqueValue: HTTPAPIProblemExtras {
    /// `nil`: as extras, an opaque value accepts a problem of any type and holds its whole object.
    public static var associatedProblemType: String? { nil }
}

extension KeyedEncodingContainer where K == AnyCodingKey {
    /// Encodes a member of an object: a string, a Boolean or null through the container's own method for it, which
    /// writes what the value's `encode(to:)` would write without making an encoder for it (a problem's grouping
    /// identifier, for every unmapped error a server answers); anything else through its `encode(to:)`.
    ///
    /// - Parameters:
    ///   - value: the member's value.
    ///   - key: the member's name.
    mutating func encodeMember(_ value: OpaqueValue, forKey key: AnyCodingKey) throws {
        switch value {
        case .string(let string): try encode(string, forKey: key)
        case .bool(let bool): try encode(bool, forKey: key)
        case .null: try encodeNil(forKey: key)
        case .object, .array, .number: try encode(value, forKey: key)
        }
    }
}
