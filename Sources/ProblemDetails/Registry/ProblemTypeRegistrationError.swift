/// The error for a problem type that cannot be registered.
public struct ProblemTypeRegistrationError: Error, Hashable, CustomStringConvertible {
    /// Why a registration was refused.
    public enum Reason: Sendable, Hashable {
        /// No type was given and the extras declare none, or the type is empty.
        case missingType
        /// The given type differs from the type the extras declare.
        case conflictingType(declared: String)
        /// The type is already registered.
        case duplicateType
    }

    /// Why the registration was refused.
    public let reason: Reason
    /// The type that was to be registered (empty when there was none).
    public let problemType: String
    /// The name of the extras type that was to be registered.
    public let extrasTypeName: String

    /// Creates the error.
    public init(reason: Reason, problemType: String, extrasTypeName: String) {
        self.reason = reason
        self.problemType = problemType
        self.extrasTypeName = extrasTypeName
    }

    /// A sentence naming the type, the extras and the reason.
    public var description: String {
        switch reason {
        case .missingType:
            "cannot register \(extrasTypeName): no problem type given and none declared"
        case .conflictingType(let declared):
            "cannot register \(extrasTypeName) for \"\(problemType)\": it declares \"\(declared)\""
        case .duplicateType:
            "cannot register \(extrasTypeName): \"\(problemType)\" is already registered"
        }
    }
}
