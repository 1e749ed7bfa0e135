import Foundation

/// A value behind a lock, shared by the package's modules (`package` access, not public API).
///
/// `@unchecked Sendable` is sound here: `value` is only ever read or written inside `withLock`, which
/// holds `lock` for the whole access, so no two threads touch it at once.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
