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
            let members = try StandardMembers(from: decoder)
            let type = members.type ?? StandardMembers.blankType
            let decoded: any HTTPAPIProblemProtocol
            if let entry = RegistryDecoding.registry?.entry(forType: type) {
                do {
                    decoded = try entry.decode(members, decoder)
                } catch {
                    throw RegisteredTypeFailure(type: type, underlying: error)
                }
            } else {
                decoded = try OpaqueHTTPAPIProblem(members: members, from: decoder)
            }
            if let category = RegistryDecoding.registry?.category(forType: type),
                let assignable = decoded as? any CategoryAssignable
            {
                problem = assignable.assigning(category)
            } else {
                problem = decoded
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
                problem = try HTTPAPIProblem<Extras>(members: members, from: decoder)
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
