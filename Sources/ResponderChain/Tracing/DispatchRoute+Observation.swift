extension DispatchRoute {
    /// Calls `observer` with the route of every dispatch in the process, without joining any chain.
    ///
    /// Use it for analytics and logging. The observer runs synchronously on the task that finished the
    /// dispatch, after the origin's answer is known, so keep it short and hand heavy work elsewhere.
    ///
    /// ```swift
    /// let observation = DispatchRoute.observe { route in
    ///     analytics.track("error", ["answeredBy": route.answeredBy?.name ?? "unhandled"])
    /// }
    /// ```
    ///
    /// An observer that writes unhandled dispatches where the app's logs go (a logging back end, a crash reporter's
    /// breadcrumbs) says so with `writesUnhandled`. While it is registered, the standard sink
    /// (``UnhandledSink/standard``) leaves standard error alone in a release build, so that each unhandled error is
    /// written once, by the observer. It changes nothing else: a test still fails at the dispatch's line, and a debug
    /// build still warns.
    ///
    /// - Parameters:
    ///   - writesUnhandled: whether `observer` writes every unhandled route it receives; `false` by default.
    ///   - observer: receives each route.
    /// - Returns: the observation; it ends when you call ``DispatchObservation/cancel()`` or release it.
    public static func observe(
        writesUnhandled: Bool = false,
        _ observer: @escaping @Sendable (DispatchRoute) -> Void
    ) -> DispatchObservation {
        DispatchCore.addObserver(writesUnhandled: writesUnhandled, observer)
    }

    /// Runs `operation` and returns the routes of every dispatch that started in it, in the order they finished.
    ///
    /// Dispatches started by child tasks of `operation` are included. Durations are measured on the system's
    /// monotonic clock.
    ///
    /// ```swift
    /// let (evaluation, routes) = await DispatchRoute.trace {
    ///     await viewModel.parentResponder.dispatch(MyError.rootError)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - isolation: the caller's isolation, inherited by `operation`.
    ///   - operation: the work to trace.
    /// - Returns: what `operation` returned, and the routes.
    /// - Throws: what `operation` throws.
    public static func trace<Result>(
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> (result: Result, routes: [DispatchRoute]) {
        try await DispatchCore.collectingRoutes(timer: .uptime, isolation: isolation, operation: operation)
    }

    /// Runs `operation` and returns the routes of every dispatch that started in it, timed on `clock`.
    ///
    /// - Parameters:
    ///   - clock: the clock that measures each route's ``duration``; inject a manual clock in tests.
    ///   - isolation: the caller's isolation, inherited by `operation`.
    ///   - operation: the work to trace.
    /// - Returns: what `operation` returned, and the routes.
    /// - Throws: what `operation` throws.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public static func trace<Result>(
        clock: any Clock<Duration>,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> (result: Result, routes: [DispatchRoute]) {
        try await DispatchCore.collectingRoutes(timer: .clock(clock), isolation: isolation, operation: operation)
    }
}

/// A registration made with ``DispatchRoute/observe(writesUnhandled:_:)``, or by a bridge that observes.
///
/// The observer stays registered until ``cancel()`` is called or this object is released, whichever comes
/// first, so keep it for as long as you want routes.
public final class DispatchObservation: Sendable {
    private let end: @Sendable () -> Void

    init(end: @escaping @Sendable () -> Void) {
        self.end = end
    }

    /// An observation made of several, which ends them all together: what a bridge that observes routes and
    /// presentations returns.
    ///
    /// - Parameter observations: the observations to end together.
    public convenience init(_ observations: [DispatchObservation]) {
        self.init { for observation in observations { observation.cancel() } }
    }

    /// Stops delivering routes to the observer. Calling it again does nothing.
    public func cancel() {
        end()
    }

    deinit {
        cancel()
    }
}
