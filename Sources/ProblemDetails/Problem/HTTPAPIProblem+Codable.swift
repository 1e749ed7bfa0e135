public import Foundation

extension HTTPAPIProblem: Decodable {
    /// Decodes a problem details object, then its extras from the same object.
    ///
    /// Standard members follow RFC 9457 section 3.1: one that is missing, `null` or of the wrong JSON type is
    /// ignored as if absent (a `status` must also be an integer from 100 to 599), and a missing `type` is
    /// `"about:blank"`. The type is checked before the extras are decoded, so a problem of another type reports
    /// the mismatch rather than whatever its extras lack.
    ///
    /// - Throws: `DecodingError` when the value is not a JSON object or the extras do not decode;
    ///   ``HTTPAPIProblemTypeMissing`` for an empty `type`; ``HTTPAPIProblemTypeMismatch`` for another type than
    ///   the extras declare.
    public init(from decoder: any Decoder) throws {
        try self.init(members: StandardMembers(from: decoder), from: decoder)
    }

    /// Decodes the extras of a problem whose standard members were already read from `decoder`.
    init(members: StandardMembers, from decoder: any Decoder) throws {
        let type = members.type ?? StandardMembers.blankType
        try Self.check(type: type)
        try self.init(members: members, checkedType: type, from: decoder)
    }

    /// Decodes the extras of a problem whose standard members were already read from `decoder`, and whose type
    /// (`members.type`, or `"about:blank"`) already passed ``check(type:)``.
    init(members: consuming StandardMembers, checkedType type: String, from decoder: any Decoder) throws {
        self.init(
            checkedType: type,
            explicit: members.type != nil,
            title: members.title,
            status: members.status,
            detail: members.detail,
            instance: members.instance,
            extras: try Extras(from: decoder)
        )
    }
}

extension HTTPAPIProblem: Encodable where Extras: Encodable {
    /// Encodes the extras' members and the standard members into one JSON object.
    ///
    /// The extras are written first and the standard members after them, so a standard member the problem holds
    /// wins over an extras member of the same name. When the extras are an ``OpaqueValue`` holding the whole
    /// object, its correctly typed standard members are left out, so the problem's own values decide (clearing
    /// `title` clears it in the output); wrongly typed ones, which the problem ignored, are written back. A `type`
    /// of `"about:blank"` is written only if it was present when decoded or given explicitly.
    ///
    /// So decoding then encoding an ``OpaqueHTTPAPIProblem`` or an `HTTPAPIProblem<OpaqueValue>` writes back every
    /// member, except those ``OpaqueProblemExtras/skippedMembers`` lists; typed extras write what they model.
    ///
    /// Extras must encode as a keyed container (a JSON object): `JSONEncoder` stops the process when one value asks
    /// for a keyed container after another asked for a single value.
    ///
    /// - Throws: `EncodingError.invalidValue` when the extras are an ``OpaqueValue`` that is not an object.
    public func encode(to encoder: any Encoder) throws {
        if let value = extras as? OpaqueValue {
            guard let members = value.objectValue else {
                throw EncodingError.invalidValue(
                    value,
                    EncodingError.Context(
                        codingPath: encoder.codingPath,
                        debugDescription: "OpaqueValue extras must be an object to be written as problem members"
                    )
                )
            }
            try OpaqueValue.object(StandardMembers.extensionMembers(of: members)).encode(to: encoder)
        } else {
            try extras.encode(to: encoder)
        }
        var container = encoder.container(keyedBy: StandardMembers.Key.self)
        if type != StandardMembers.blankType || writesBlankType {
            try container.encode(type, forKey: .type)
        }
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(status, forKey: .status)
        try container.encodeIfPresent(detail, forKey: .detail)
        try container.encodeIfPresent(instance, forKey: .instance)
    }
}

extension HTTPAPIProblem {
    /// Decodes a problem from a body, with a failure that names its cause and keeps the body.
    ///
    /// Decoding with `JSONDecoder` directly throws the bare errors (``HTTPAPIProblemTypeMismatch``,
    /// ``HTTPAPIProblemTypeMissing``, `DecodingError`); this wraps each in a ``ProblemDecodingError`` that also
    /// says which part failed and keeps a bounded copy of the body.
    ///
    /// - Parameters:
    ///   - data: The body, a JSON object.
    ///   - decoder: The decoder for the extras, with whatever strategies they need.
    ///   - bodyLimit: How many bytes of the body an error keeps.
    /// - Throws: ``ProblemDecodingError`` with reason ``ProblemDecodingError/Reason/invalidJSON``,
    ///   ``ProblemDecodingError/Reason/notAnObject``, ``ProblemDecodingError/Reason/emptyType``,
    ///   ``ProblemDecodingError/Reason/typeMismatch`` or ``ProblemDecodingError/Reason/doesNotFitExtras``.
    public static func decode(
        from data: Data,
        using decoder: JSONDecoder = JSONDecoder(),
        bodyLimit: Int = BoundedBody.defaultLimit
    ) throws(ProblemDecodingError) -> Self {
        do {
            return try decoder.decode(RegistryDecoding.Single<Extras>.self, from: data).problem
        } catch {
            throw ProblemDecodingError(decoding: data, failedWith: error, bodyLimit: bodyLimit, response: nil)
        }
    }
}
