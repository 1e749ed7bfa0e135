/// The five standard members of a problem details object, read leniently.
///
/// RFC 9457 section 3.1: "If a member's value type does not match the specified type, the member MUST be ignored".
/// So a member that is missing, `null` or of the wrong JSON type reads as `nil`. `status` must also be an integer
/// HTTP status code (100–599); any other number is ignored the same way.
struct StandardMembers {
    static let blankType = "about:blank"
    static let validStatusCodes = 100...599

    enum Key: String, CodingKey, CaseIterable {
        case type, title, status, detail, instance
    }

    var type: String?
    var title: String?
    var status: Int?
    var detail: String?
    var instance: String?

    /// Reads the members; throws only when the value is not a JSON object.
    init(from decoder: any Decoder) throws {
        self.init(try decoder.container(keyedBy: AnyCodingKey.self))
    }

    /// Reads the members from a container of the object.
    init(_ container: KeyedDecodingContainer<AnyCodingKey>) {
        type = Self.string(container, .type)
        title = Self.string(container, .title)
        detail = Self.string(container, .detail)
        instance = Self.string(container, .instance)
        if let code = try? container.decodeIfPresent(Int.self, forKey: AnyCodingKey(Key.status.stringValue)),
            Self.validStatusCodes ~= code
        {
            status = code
        }
    }

    /// Whether `value` is one this type would take for the standard member `name` (and so is not an extension).
    ///
    /// It agrees with ``init(from:)``: a string for `type`, `title`, `detail` and `instance`, an integer from 100 to
    /// 599 for `status`.
    static func accepts(_ name: String, value: OpaqueValue) -> Bool {
        switch Key(rawValue: name) {
        case .type, .title, .detail, .instance: value.stringValue != nil
        case .status: value.intValue.map { validStatusCodes ~= $0 } ?? false
        case nil: false
        }
    }

    /// The members of a whole-object value without the standard members it holds with an accepted value.
    static func extensionMembers(of members: [String: OpaqueValue]) -> [String: OpaqueValue] {
        members.filter { !accepts($0.key, value: $0.value) }
    }

    private static func string(_ container: KeyedDecodingContainer<AnyCodingKey>, _ key: Key) -> String? {
        (try? container.decodeIfPresent(String.self, forKey: AnyCodingKey(key.stringValue))) ?? nil
    }
}
