/// Extras that accept a problem of any type and keep every member that is not a standard one.
///
/// Besides extension members, the extras keep a standard member that RFC 9457 section 3.1 says to ignore because
/// its value has the wrong JSON type (say `"status": "403"`): the problem reads it as absent, and re-encoding the
/// problem writes it back unchanged. An extension member whose value cannot be represented (a number beyond the
/// range of `Double`, a string that is not valid UTF-8) is ignored as RFC 9457 section 3.2 allows for unrecognised
/// extensions; its name is listed in ``skippedMembers``.
public struct OpaqueProblemExtras: HTTPAPIProblemExtras, Codable, Hashable {
    /// `nil`: any problem type is accepted.
    public static var associatedProblemType: String? { nil }

    /// The extension members, by name.
    public var members: [String: OpaqueValue]

    /// The names of members that were present but could not be decoded, sorted.
    public var skippedMembers: [String]

    /// Creates extras with the given extension members.
    public init(_ members: [String: OpaqueValue] = [:]) {
        self.members = members
        self.skippedMembers = []
    }

    /// The extension member with this name.
    public subscript(member: String) -> OpaqueValue? {
        get { members[member] }
        set { members[member] = newValue }
    }

    /// Decodes every member of the problem object that the standard members did not take.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        var members: [String: OpaqueValue] = [:]
        var skipped: [String] = []
        for key in container.allKeys {
            do {
                members[key.stringValue] = try container.decode(OpaqueValue.self, forKey: key)
            } catch {
                skipped.append(key.stringValue)
            }
        }
        self.members = StandardMembers.extensionMembers(of: members)
        self.skippedMembers = skipped.sorted()
    }

    /// Encodes the extension members; ``skippedMembers`` are not written, as there is no value to write.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (name, value) in members {
            try container.encodeMember(value, forKey: AnyCodingKey(name))
        }
    }
}

/// A problem of any type, with its extension members kept as ``OpaqueValue``s.
public typealias OpaqueHTTPAPIProblem = HTTPAPIProblem<OpaqueProblemExtras>

extension HTTPAPIProblem where Extras == OpaqueProblemExtras {
    /// The opaque form of any typed problem: the same standard members, and its extras as extension members.
    ///
    /// Extras that are `Encodable` become extension members through JSON. Extras that are not `Encodable`, or
    /// whose encoding throws, cannot be read generically: the opaque problem then has the standard members only.
    /// Members of whole-object extras (such as ``OpaqueValue``) that are correctly typed standard members are
    /// dropped, as the problem's own values are authoritative; wrongly typed ones stay, as in decoding.
    public init<Other: HTTPAPIProblemExtras>(_ problem: HTTPAPIProblem<Other>) {
        var members: [String: OpaqueValue] = [:]
        if let extras = problem.extras as? any Encodable, let value = try? OpaqueValue(encoding: extras) {
            members = StandardMembers.extensionMembers(of: value.objectValue ?? [:])
        }
        self.init(
            checkedType: problem.type,
            explicit: problem.writesBlankType,
            title: problem.title,
            status: problem.status,
            detail: problem.detail,
            instance: problem.instance,
            extras: OpaqueProblemExtras(members)
        )
    }
}
