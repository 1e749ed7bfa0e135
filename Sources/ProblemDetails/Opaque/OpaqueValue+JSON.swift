public import Foundation

extension OpaqueValue: CustomStringConvertible {
    /// The value as compact JSON text with object members sorted by name, numbers written exactly.
    ///
    /// A number made from a non-finite `Double` (which JSON cannot express) is written as `null`.
    public var description: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func write(to text: inout String) {
        switch self {
        case .object(let members):
            text += "{"
            for (offset, name) in members.keys.sorted().enumerated() {
                if offset > 0 { text += "," }
                Self.writeString(name, to: &text)
                text += ":"
                members[name]?.write(to: &text)
            }
            text += "}"
        case .array(let elements):
            text += "["
            for (offset, element) in elements.enumerated() {
                if offset > 0 { text += "," }
                element.write(to: &text)
            }
            text += "]"
        case .string(let string):
            Self.writeString(string, to: &text)
        case .number(let number):
            text += number.doubleValue.isFinite ? number.description : "null"
        case .bool(let bool):
            text += bool ? "true" : "false"
        case .null:
            text += "null"
        }
    }

    private static func writeString(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}

extension OpaqueValue {
    /// Creates the value that `value` encodes to, through JSON.
    ///
    /// - Throws: Whatever `encoder` or the decoding back into an opaque value throws.
    public init(encoding value: some Encodable, using encoder: JSONEncoder = JSONEncoder()) throws {
        self = try JSONDecoder().decode(OpaqueValue.self, from: encoder.encode(value))
    }

    /// Decodes a value of the given type from this value, through JSON.
    ///
    /// ```swift
    /// let accounts = try problem.extras["accounts"]?.decode([String].self)
    /// ```
    ///
    /// - Throws: `DecodingError` when the value does not fit `type`, and `EncodingError` when a number in it is
    ///   not finite.
    public func decode<Value: Decodable>(
        _ type: Value.Type = Value.self,
        using decoder: JSONDecoder = JSONDecoder()
    ) throws -> Value {
        try decoder.decode(type, from: JSONEncoder().encode(self))
    }
}
