/// The routes collected by one ``DispatchRoute/trace(isolation:operation:)`` scope.
final class TraceScope: Sendable {
    @TaskLocal static var current: TraceScope?

    let timer: DispatchTimer
    private let routes = Locked<[DispatchRoute]>([])

    init(timer: DispatchTimer) {
        self.timer = timer
    }

    func collect(_ route: DispatchRoute) {
        routes.withLock { $0.append(route) }
    }

    var collected: [DispatchRoute] {
        routes.withLock { $0 }
    }

    /// Runs `operation` with a new scope current on this task, counting it as an observer while it runs.
    static func run<Result>(
        timer: DispatchTimer,
        isolation: isolated (any Actor)?,
        operation: () async throws -> Result
    ) async rethrows -> (result: Result, routes: [DispatchRoute]) {
        let scope = TraceScope(timer: timer)
        ObservationCount.add(1)
        defer { ObservationCount.add(-1) }
        let result = try await $current.withValue(scope, operation: operation)
        return (result, scope.collected)
    }
}
