#if Tracing
    import Foundation

    /// A value behind a lock, as any bridge keeps its state: only ever read or written inside `withLock`, which holds
    /// the lock for the whole access, so `@unchecked Sendable` is sound.
    final class Guarded<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Value

        init(_ value: Value) {
            self.value = value
        }

        func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
            lock.lock()
            defer { lock.unlock() }
            return try body(&value)
        }
    }
#endif
