public import ResponderChain

/// A network path that changes only when a test sets it, so that offline behaviour is tested without a network.
///
/// Each ``set(_:)`` reaches the responder that started it before `set` returns: an ``ResponderChain/OfflineResponder`` has begun or
/// ended its outage by then, withdrawn its presentation, and scheduled its held attempts on its clock.
///
/// ```swift
/// let path = ManualNetworkPath(.unsatisfied())
/// let clock = ManualClock()
/// let offline = OfflineResponder(path: path, presentingOn: queue, clock: clock, parentResponder: categories)
/// // … operations fail and are held …
/// path.set(.satisfied)                 // the presentation goes, the held attempts are scheduled
/// clock.advance(by: .seconds(1))       // and they all run again
/// ```
///
/// Give each responder its own: a source is started by one responder at a time.
public final class ManualNetworkPath: NetworkPathSource {
    private struct State {
        var path: NetworkPath
        var receiver: (@Sendable (NetworkPath) -> Void)?
    }

    private let state: Locked<State>

    /// Creates a path, satisfied unless given.
    ///
    /// - Parameter path: the path the responder sees when it starts.
    public init(_ path: NetworkPath = .satisfied) {
        state = Locked(State(path: path))
    }

    /// The path now.
    public var path: NetworkPath {
        state.withLock(\.path)
    }

    /// Whether a responder has started the source and not stopped it.
    public var isStarted: Bool {
        state.withLock { $0.receiver != nil }
    }

    /// Sets the path and delivers it to the responder that started the source, before returning; setting the path it
    /// already has delivers nothing, as a path monitor reports only changes.
    ///
    /// - Parameter path: the new path.
    public func set(_ path: NetworkPath) {
        let receiver: (@Sendable (NetworkPath) -> Void)? = state.withLock { state in
            guard state.path != path else { return nil }
            state.path = path
            return state.receiver
        }
        receiver?(path)
    }

    /// Starts delivering: `update` receives the path now, and each path set after.
    ///
    /// - Parameter update: receives each path.
    public func start(_ update: @escaping @Sendable (NetworkPath) -> Void) {
        let path = state.withLock { state in
            state.receiver = update
            return state.path
        }
        update(path)
    }

    /// Stops delivering.
    public func stop() {
        state.withLock { $0.receiver = nil }
    }
}
