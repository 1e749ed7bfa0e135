import ResponderChain

/// The single pass of a registry decode: read the type, look it up, decode the extras from the same decoder.
enum RegistryDecoding {
    /// The registry of the decode in progress (a decoder's `userInfo` would mean mutating a shared decoder).
    @TaskLocal static var registry: ProblemTypeRegistry?

    /// A body of a registered type that did not decode; carries the type out of the decoder.
    struct RegisteredTypeFailure: Error {
        let type: String
        let underlying: any Error
    }

    struct Dispatch: Decodable {
        let problem: any HTTPAPIProblemProtocol

        init(from decoder: any Decoder) throws {
            try self.init(from: decoder, registry: RegistryDecoding.registry ?? ProblemTypeRegistry())
        }

        init(from decoder: any Decoder, registry: ProblemTypeRegistry) throws {
            let members = try StandardMembers(from: decoder)
            let type = members.type ?? StandardMembers.blankType
            let category = registry.category(forType: type)
            if let entry = registry.entry(forType: type) {
                do {
                    problem = try entry.problem.decodeRegistered(
                        members: members,
                        type: type,
                        category: category,
                        from: decoder
                    )
                } catch {
                    throw RegisteredTypeFailure(type: type, underlying: error)
                }
            } else {
                var opaque = try OpaqueHTTPAPIProblem(members: members, from: decoder)
                opaque.assignedCategory = category
                problem = opaque
            }
        }
    }

    /// A problem of one extras type, with failures of the extras told apart from failures of the body.
    struct Single<Extras: HTTPAPIProblemExtras>: Decodable {
        let problem: HTTPAPIProblem<Extras>

        init(from decoder: any Decoder) throws {
            let members = try StandardMembers(from: decoder)
            let type = members.type ?? StandardMembers.blankType
            try HTTPAPIProblem<Extras>.check(type: type)
            do {
                problem = try HTTPAPIProblem<Extras>(
                    members: members,
                    checkedType: type,
                    from: decoder
                )
            } catch {
                throw RegisteredTypeFailure(type: type, underlying: error)
            }
        }
    }

    /// Names the cause of a failed decode.
    static func classify(
        _ error: any Error
    ) -> (reason: ProblemDecodingError.Reason, type: String?, underlying: any Error) {
        switch error {
        case let failure as RegisteredTypeFailure:
            return (.doesNotFitExtras, failure.type, failure.underlying)
        case is HTTPAPIProblemTypeMissing:
            return (.emptyType, "", error)
        case let mismatch as HTTPAPIProblemTypeMismatch:
            return (.typeMismatch, mismatch.actualType, error)
        case DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty,
            DecodingError.valueNotFound(_, let context) where context.codingPath.isEmpty:
            return (.notAnObject, nil, error)
        default:
            return (.invalidJSON, nil, error)
        }
    }
}

/// The typed problem of a registered type, `HTTPAPIProblem<Extras>`, decoded through the metatype the registry
/// keeps: the call brings the problem type's metadata and conformances along, where a closure generic over the
/// extras would look them up at every decode.
protocol RegisteredProblem: HTTPAPIProblemProtocol {
    /// Decodes the extras of a body of a registered type, given its standard members, and boxes the problem.
    ///
    /// The type is not checked against the extras: ``ProblemTypeRegistry/register(_:forType:message:)`` did when
    /// it took the type, which is non-empty and the one the extras declare, if they declare one.
    static func decodeRegistered(
        members: consuming StandardMembers,
        type: String,
        category: ErrorCategory?,
        from decoder: any Decoder
    ) throws -> any HTTPAPIProblemProtocol
}

extension HTTPAPIProblem: RegisteredProblem {
    static func decodeRegistered(
        members: consuming StandardMembers,
        type: String,
        category: ErrorCategory?,
        from decoder: any Decoder
    ) throws -> any HTTPAPIProblemProtocol {
        var problem = try Self(members: members, checkedType: type, from: decoder)
        problem.assignedCategory = category
        return problem
    }
}
