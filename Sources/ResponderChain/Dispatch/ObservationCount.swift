/// How many route observers and trace scopes are active in the process: dispatch records routes only while there
/// is at least one.
///
/// A lock guards the count. Dispatch reads it once per hop; a hop runs when something has already failed, where a
/// lock's cost is nothing a user can see.
enum ObservationCount {
    private static let count = Locked(0)

    /// Whether any observer or trace scope is active anywhere.
    static var isPositive: Bool {
        count.withLock { $0 > 0 }
    }

    /// Counts one more active observer or trace scope, or one fewer for a negative `change`.
    static func add(_ change: Int) {
        count.withLock { $0 += change }
    }
}
