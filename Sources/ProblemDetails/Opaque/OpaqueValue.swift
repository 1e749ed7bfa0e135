/// A JSON value of any shape: object, array, string, number, bool or null.
///
/// Use it for members whose shape you don't model, and as ``HTTPAPIProblemExtras`` to keep a problem's whole object:
///
/// ```swift
/// let problem = try JSONDecoder().decode(HTTPAPIProblem<OpaqueValue>.self, from: body)
/// let balance = problem.extras["balance"]?.intValue
/// let firstAccount = problem.extras["accounts"]?[0]?.stringValue
/// ```
///
/// Numbers keep their exact value where JSON allows more than `Double` does: integers up to 38 significant digits
/// (beyond 2^53, the limit of `Double`) survive a decode and encode round trip unchanged. See ``Number``.
public enum OpaqueValue: Sendable, Hashable {
    /// A JSON object. Member order is not kept; duplicate names keep the first value the decoder reports.
    case object([String: OpaqueValue])
    /// A JSON array.
    case array([OpaqueValue])
    /// A JSON string.
    case string(String)
    /// A JSON number.
    case number(Number)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
}

extension OpaqueValue {
    /// The member with this name, when the value is an object that has it.
    public subscript(member: String) -> OpaqueValue? {
        guard case .object(let members) = self else { return nil }
        return members[member]
    }

    /// The element at this position, when the value is an array that long.
    public subscript(index: Int) -> OpaqueValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The members, when the value is an object.
    public var objectValue: [String: OpaqueValue]? {
        guard case .object(let members) = self else { return nil }
        return members
    }

    /// The elements, when the value is an array.
    public var arrayValue: [OpaqueValue]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }

    /// The string, when the value is a string.
    public var stringValue: String? {
        guard case .string(let string) = self else { return nil }
        return string
    }

    /// The number, when the value is a number.
    public var numberValue: Number? {
        guard case .number(let number) = self else { return nil }
        return number
    }

    /// The number as an `Int`, when the value is an integer that fits exactly.
    public var intValue: Int? { numberValue?.intValue }

    /// The number as an `Int64`, when the value is an integer that fits exactly.
    public var int64Value: Int64? { numberValue?.int64Value }

    /// The number as a `UInt64`, when the value is a non-negative integer that fits exactly.
    public var uint64Value: UInt64? { numberValue?.uint64Value }

    /// The number as the nearest `Double`, when the value is a number.
    public var doubleValue: Double? { numberValue?.doubleValue }

    /// The Boolean, when the value is `true` or `false`.
    public var boolValue: Bool? {
        guard case .bool(let bool) = self else { return nil }
        return bool
    }

    /// Whether the value is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
