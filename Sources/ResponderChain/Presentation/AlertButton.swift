/// A button of an ``AlertModel``: its title, its role, and the evaluation it answers when the user picks it.
///
/// ```swift
/// AlertButton("Retry", evaluation: .retry)
/// AlertButton("Sign out", role: .destructive, evaluation: .abort) { _ in await session.signOut() }
/// ```
///
/// Two buttons are equal when their title, role, evaluation and ``identifier`` are; ``work`` is not compared, so
/// that two alerts that look the same to the user count as duplicates.
public struct AlertButton: Hashable, Sendable, CustomStringConvertible {
    /// How a button is shown, following the platforms' alert conventions.
    public enum Role: Hashable, Sendable {
        /// An ordinary button.
        case `default`

        /// The button that backs out; a presenter shows at most one, and a dismissal counts as it.
        case cancel

        /// A button that destroys data or ends a session.
        case destructive
    }

    /// The button's title.
    public var title: String

    /// How the button is shown.
    public var role: Role

    /// What the error's origin is told to do when the user picks this button.
    public var evaluation: ErrorEvaluation

    /// Work to run on the main actor when the user picks this button, before the evaluation is answered.
    public var work: (@MainActor (any Error) async -> Void)?

    /// What tells apart buttons that look the same, such as two recovery options with the same title.
    public var identifier: String?

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - title: the title.
    ///   - role: how it is shown; ``Role/default`` unless given.
    ///   - evaluation: what the error's origin is told when the user picks it.
    ///   - identifier: what tells it apart from buttons that look the same.
    ///   - work: work to run with the error when the user picks it.
    public init(
        _ title: String,
        role: Role = .default,
        evaluation: ErrorEvaluation,
        identifier: String? = nil,
        work: (@MainActor (any Error) async -> Void)? = nil
    ) {
        self.title = title
        self.role = role
        self.evaluation = evaluation
        self.identifier = identifier
        self.work = work
    }

    /// Whether two buttons look and answer the same; ``work`` is not compared.
    public static func == (lhs: AlertButton, rhs: AlertButton) -> Bool {
        lhs.title == rhs.title && lhs.role == rhs.role && lhs.evaluation == rhs.evaluation
            && lhs.identifier == rhs.identifier
    }

    /// Hashes the title, role, evaluation and identifier.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(role)
        hasher.combine(evaluation)
        hasher.combine(identifier)
    }

    /// The title, the role when it is not the default, and the evaluation: `Retry → retry`,
    /// `Cancel (cancel) → cancel`.
    public var description: String {
        let role: String
        switch self.role {
        case .default: role = ""
        case .cancel: role = " (cancel)"
        case .destructive: role = " (destructive)"
        }
        return "\(title)\(role) → \(evaluation)"
    }
}
