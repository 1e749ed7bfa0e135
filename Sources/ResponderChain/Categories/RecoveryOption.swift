/// A way to recover from an error that the user can pick, such as "Retry" or "Resubmit".
///
/// Options are identified by ``id``: two options with the same identifier are the same option, whatever their
/// titles. Define your own as static members:
///
/// ```swift
/// extension RecoveryOption {
///     static let resubmit = RecoveryOption(id: "com.example.resubmit", description: "Resubmit")
/// }
/// ```
public struct RecoveryOption: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// The identifier that makes the option what it is.
    public let id: String

    /// The title shown on the option's button.
    public let description: String

    /// For an option offered by a Foundation `RecoverableError`, its index in `recoveryOptions`.
    let recoverableErrorIndex: Int?

    /// Creates an option.
    ///
    /// - Parameters:
    ///   - id: the identifier; options with the same identifier are equal.
    ///   - description: the title shown on the option's button; localize it.
    public init(id: String, description: String) {
        self.init(id: id, description: description, recoverableErrorIndex: nil)
    }

    init(id: String, description: String, recoverableErrorIndex: Int?) {
        self.id = id
        self.description = description
        self.recoverableErrorIndex = recoverableErrorIndex
    }

    /// Try again whatever failed. Its title is the text of the key `retry` in ``ErrorTexts/currentLanguage`` when it is
    /// read: `Retry` in English.
    public static var retry: RecoveryOption {
        RecoveryOption(id: "ResponderChain.retry", description: ErrorTexts.text(.retry))
    }

    /// Whether two options have the same ``id``.
    public static func == (lhs: RecoveryOption, rhs: RecoveryOption) -> Bool {
        lhs.id == rhs.id
    }

    /// Hashes the ``id``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}
