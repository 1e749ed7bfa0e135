public import Foundation

/// A value behind a lock, shared by the package's modules (`package` access, not public API).
///
/// `@unchecked Sendable` is sound here: `value` is only ever read or written inside `withLock`, which
/// holds `lock` for the whole access, so no two threads touch it at once. (It is usable from inlinable code, and
/// `lock` and `value` are internal rather than private, only so that ``BoundedMemo``'s inlinable lookup can use it.)
@usableFromInline
package final class Locked<Value>: @unchecked Sendable {
    @usableFromInline let lock = NSLock()
    @usableFromInline var value: Value

    @usableFromInline package init(_ value: Value) {
        self.value = value
    }

    @inlinable package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
