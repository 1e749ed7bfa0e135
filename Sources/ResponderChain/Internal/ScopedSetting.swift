/// A process-wide value that a task scope can override: the storage behind the unhandled terminal's sink and the
/// safety checks' sink.
///
/// `Sendable`: the process-wide value is behind a lock, and the scoped one is a task-local.
final class ScopedSetting<Value: Sendable>: Sendable {
    private let processValue: Locked<Value>
    private let scopedValue = TaskLocal<Value?>(wrappedValue: nil)

    init(_ initial: Value) {
        processValue = Locked(initial)
    }

    /// The value for the whole process, used where no scope overrides it.
    var process: Value {
        get { processValue.withLock { $0 } }
        set { processValue.withLock { $0 = newValue } }
    }

    /// The value for the current task: the innermost scope's, or the process-wide one.
    var current: Value {
        scopedValue.get() ?? process
    }

    /// Runs `operation` with `value` current on this task and its child tasks.
    func with<Result>(_ value: Value, operation: () throws -> Result) rethrows -> Result {
        try scopedValue.withValue(value, operation: operation)
    }

    /// Runs asynchronous `operation` with `value` current on this task and its child tasks.
    func with<Result>(
        _ value: Value,
        isolation: isolated (any Actor)?,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await scopedValue.withValue(value, operation: operation)
    }
}
