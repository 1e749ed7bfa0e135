/// Values worked out from a type, kept by type, shared by every thread: what reflection tells of a type is worked out
/// once instead of for every value.
///
/// It keeps at most ``capacity`` types, the first ones asked about: an app with more types than that works out the
/// value of the others every time it is asked, and gets the same value. A type's metadata lives as long as the
/// process, so its `ObjectIdentifier` never stands for another type.
package final class TypeMemo<Value>: @unchecked Sendable {
    // `@unchecked Sendable`: the values are only reached through `entries`, whose lock guards every access, and are
    // handed out as copies; the memos of this package keep `Sendable` values only.

    /// How many types it keeps at most.
    package let capacity: Int

    @usableFromInline let entries = Locked<[ObjectIdentifier: Value]>([:])

    /// A memo that keeps at most `capacity` types.
    ///
    /// - Parameter capacity: the most types it keeps.
    package init(capacity: Int) {
        self.capacity = capacity
    }

    /// The value kept for `type`, or the one `make` works out, kept if there is room.
    ///
    /// A value once kept is never replaced: when two callers work out the same type's value at once, the first to
    /// finish is kept, and both return their own.
    ///
    /// - Parameters:
    ///   - type: the type the value belongs to.
    ///   - make: works the value out; called without the lock held, so it may use other memos.
    /// - Returns: the value of `type`.
    ///
    /// Inlinable, so that a memo of another module of the package is specialized for its values as this module's are.
    @inlinable package func value(for type: Any.Type, _ make: () -> Value) -> Value {
        let key = ObjectIdentifier(type)
        if let value = entries.withLock({ $0[key] }) {
            return value
        }
        let value = make()
        entries.withLock { entries in
            if entries[key] == nil, entries.count < capacity {
                entries[key] = value
            }
        }
        return value
    }

    /// How many types it keeps.
    package var count: Int {
        entries.withLock { $0.count }
    }

    /// Whether it keeps a value for `type`.
    ///
    /// - Parameter type: any type.
    package func contains(_ type: Any.Type) -> Bool {
        entries.withLock { $0[ObjectIdentifier(type)] != nil }
    }
}
