/// Values worked out once and kept by key, shared by every thread, up to a number of keys: what reflection tells of a
/// type, or what a server makes for each kind of error, is worked out once instead of for every value.
///
/// It keeps at most ``capacity`` keys, the first ones asked about: past that, the value of another key is worked out
/// every time it is asked, and is the same value.
final class BoundedMemo<Key: Hashable, Value>: @unchecked Sendable {
    // `@unchecked Sendable`: the keys and values are only reached through `entries`, whose lock guards every access,
    // and values are handed out as copies; the memos of this package keep `Sendable` keys and values only.

    /// How many keys it keeps at most.
    let capacity: Int

    private let entries = Locked<[Key: Value]>([:])

    /// A memo that keeps at most `capacity` keys.
    ///
    /// - Parameter capacity: the most keys it keeps.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The value kept for `key`, or the one `make` works out, kept if there is room.
    ///
    /// A value once kept is never replaced: when two callers work out the same key's value at once, the first to
    /// finish is kept, and both return their own.
    ///
    /// - Parameters:
    ///   - key: what the value belongs to.
    ///   - make: works the value out; called without the lock held, so it may use other memos.
    /// - Returns: the value of `key`.
    func value(for key: Key, _ make: () -> Value) -> Value {
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

    /// How many keys it keeps.
    var count: Int {
        entries.withLock { $0.count }
    }

    /// Whether it keeps a value for `key`.
    ///
    /// - Parameter key: any key.
    func contains(_ key: Key) -> Bool {
        entries.withLock { $0[key] != nil }
    }
}

/// Values worked out from a type, kept by type. A type's metadata lives as long as the process, so its
/// `ObjectIdentifier` never stands for another type.
typealias TypeMemo<Value> = BoundedMemo<ObjectIdentifier, Value>

extension BoundedMemo where Key == ObjectIdentifier {
    /// The value kept for `type`, or the one `make` works out, kept if there is room; see ``value(for:_:)``.
    ///
    /// - Parameters:
    ///   - type: the type the value belongs to.
    ///   - make: works the value out; called without the lock held, so it may use other memos.
    /// - Returns: the value of `type`.
    func value(for type: Any.Type, _ make: () -> Value) -> Value {
        value(for: ObjectIdentifier(type), make)
    }

    /// Whether it keeps a value for `type`.
    ///
    /// - Parameter type: any type.
    func contains(_ type: Any.Type) -> Bool {
        contains(ObjectIdentifier(type))
    }
}
