/// What kind of failure an error is, from the user's point of view: something to recover from, something to
/// acknowledge, or a reason to sign out.
///
/// ```swift
/// extension ResponseCodeError: CategorizedError {
///     var category: ErrorCategory {
///         switch self {
///         case .invalidResponseCode(let response, _) where response?.statusCode == 401: .requiresSignout
///         case .invalidResponseCode(let response, _) where response?.statusCode == 503: .recoverable(recoveryOption: .retry)
///         default: .nonRecoverable
///         }
///     }
/// }
/// ```
///
/// A struct with static members rather than an enum, so that a recoverable category can carry several options
/// and later kinds can be added without breaking exhaustive `switch` statements. Switch over ``kind``.
public struct ErrorCategory: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of category.
    public enum Kind: Hashable, Sendable {
        /// The user can pick a way to recover.
        case recoverable

        /// Nothing can be done but acknowledge it.
        case nonRecoverable

        /// The session is no longer valid: the user must sign out.
        case requiresSignout
    }

    /// The kind.
    public let kind: Kind

    /// The options the user can pick from, in order; empty unless the kind is ``Kind/recoverable``.
    public let recoveryOptions: [RecoveryOption]

    private init(kind: Kind, recoveryOptions: [RecoveryOption]) {
        self.kind = kind
        self.recoveryOptions = recoveryOptions
    }

    /// An error the user can only acknowledge.
    public static let nonRecoverable = ErrorCategory(kind: .nonRecoverable, recoveryOptions: [])

    /// An error that ends the session: the app signs the user out.
    public static let requiresSignout = ErrorCategory(kind: .requiresSignout, recoveryOptions: [])

    /// An error the user can recover from with one option; ErrorHandling's shape.
    ///
    /// - Parameter recoveryOption: the option.
    /// - Returns: the category.
    public static func recoverable(recoveryOption: RecoveryOption) -> ErrorCategory {
        ErrorCategory(kind: .recoverable, recoveryOptions: [recoveryOption])
    }

    /// An error the user can recover from with one of several options, offered in order.
    ///
    /// Repeated options (by ``RecoveryOption/id``) are offered once. With no options there is nothing to pick,
    /// so the category is ``nonRecoverable``.
    ///
    /// - Parameter recoveryOptions: the options.
    /// - Returns: the category.
    public static func recoverable(recoveryOptions: [RecoveryOption]) -> ErrorCategory {
        var seen = Set<RecoveryOption>()
        let options = recoveryOptions.filter { seen.insert($0).inserted }
        guard !options.isEmpty else { return .nonRecoverable }
        return ErrorCategory(kind: .recoverable, recoveryOptions: options)
    }

    /// `recoverable(Retry, Resubmit)`, `nonRecoverable` or `requiresSignout`.
    public var description: String {
        switch kind {
        case .recoverable: "recoverable(" + recoveryOptions.map(\.description).joined(separator: ", ") + ")"
        case .nonRecoverable: "nonRecoverable"
        case .requiresSignout: "requiresSignout"
        }
    }
}
