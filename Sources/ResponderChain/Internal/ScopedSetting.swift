/// A process-wide value that a task scope can override: the storage behind the unhandled terminal's sink, the safety
/// checks' sink and switch, the texts' language and mappers, and the privacy policy.
///
/// Each setting built on it has one shape: a static `<name>` for the whole process (``processWide``), a scoped
/// override `with<Name>(_:operation:)`, synchronous and asynchronous (``with(_:operation:)``), and, where callers
/// need it, `current<Name>`, the value in force on this task (``current``).
///
/// Inside ``IsolatedDefaults/run(isolation:operation:)`` the process-wide value is the isolation's own copy, which
/// starts at the value the setting was made with: a test that sets a process-wide sink there, or calls an installer
/// that does, changes nothing for the rest of the process.
///
/// `Sendable`: the process-wide value is behind a lock, and the scoped one is a task-local.
final class ScopedSetting<Value: Sendable>: Sendable {
    private let initial: Value
    private let processValue: Locked<Value>
    private let scopedValue = TaskLocal<Value?>(wrappedValue: nil)

    init(_ initial: Value) {
        self.initial = initial
        processValue = Locked(initial)
    }

    /// The value for the whole process, used where no scope overrides it; the isolation's copy inside one.
    var processWide: Value {
        get {
            guard let isolation = IsolatedDefaults.current else { return processValue.withLock { $0 } }
            return isolation.value(of: self, initially: initial)
        }
        set {
            guard let isolation = IsolatedDefaults.current else { return processValue.withLock { $0 = newValue } }
            isolation.set(newValue, of: self)
        }
    }

    /// The value for the current task: the innermost scope's, or the process-wide one.
    var current: Value {
        scopedValue.get() ?? processWide
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

/// The process-wide defaults of one test: every ``ScopedSetting`` as it is at launch, and the route observers
/// registered inside, apart from the rest of the process.
///
/// Inside ``run(isolation:operation:)``, and in the tasks started there (not detached ones):
/// - reading a process-wide setting (``UnhandledTerminal/sink``, ``ResponderSafety/sink``,
///   ``ResponderSafety/isEnabled``, ``ErrorTexts/language``, ``ErrorTexts/mappers``, ``ErrorPrivacy/policy``)
///   gives its launch value until the work sets it, and setting it changes it for this work only;
/// - an observer registered with ``DispatchRoute/observe(writesUnhandled:_:)`` receives the routes of this work only.
///
/// ResponderChainTesting's `isolatedResponderChain` trait runs each test in one.
package final class IsolatedDefaults: Sendable {
    @TaskLocal package static var current: IsolatedDefaults?

    private let values = Locked<[ObjectIdentifier: any Sendable]>([:])

    /// Runs `operation` with defaults of its own.
    package static func run<Result>(
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $current.withValue(IsolatedDefaults(), operation: operation)
    }

    func value<Value>(of setting: ScopedSetting<Value>, initially initial: Value) -> Value {
        values.withLock { $0[ObjectIdentifier(setting)] as? Value } ?? initial
    }

    func set<Value>(_ value: Value, of setting: ScopedSetting<Value>) {
        values.withLock { $0[ObjectIdentifier(setting)] = value }
    }
}
