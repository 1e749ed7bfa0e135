/// Whether the device can reach a network, as an ``OfflineResponder`` needs to know it.
///
/// Low Data Mode and expensive paths (cellular, a personal hotspot) are satisfied paths: the app is online, and an
/// error they cause is answered as any other. Only a path that cannot carry the app's traffic is unsatisfied.
public struct NetworkPath: Hashable, Sendable, CustomStringConvertible {
    /// Why a path is unsatisfied.
    public enum UnsatisfiedReason: Hashable, Sendable {
        /// No network is available: flight mode, no signal, no Wi-Fi in reach.
        case noNetwork

        /// A cellular network is there, but the user turned off mobile data for this app in Settings; the
        /// offline message then says how to turn it on.
        case cellularDenied
    }

    /// Why the path is unsatisfied; `nil` when it is satisfied.
    public let unsatisfiedReason: UnsatisfiedReason?

    /// A path that can carry the app's traffic.
    public static let satisfied = NetworkPath(unsatisfiedReason: nil)

    /// A path that cannot carry the app's traffic, for `reason`.
    ///
    /// - Parameter reason: why; no network at all unless given.
    /// - Returns: the path.
    public static func unsatisfied(_ reason: UnsatisfiedReason = .noNetwork) -> NetworkPath {
        NetworkPath(unsatisfiedReason: reason)
    }

    private init(unsatisfiedReason: UnsatisfiedReason?) {
        self.unsatisfiedReason = unsatisfiedReason
    }

    /// Whether the path can carry the app's traffic.
    public var isSatisfied: Bool {
        unsatisfiedReason == nil
    }

    /// `satisfied`, `unsatisfied(noNetwork)` or `unsatisfied(cellularDenied)`.
    public var description: String {
        unsatisfiedReason.map { "unsatisfied(\($0))" } ?? "satisfied"
    }
}

/// Something that watches the device's network path and says when it changes: `SystemNetworkPath` on Apple's
/// platforms, `ManualNetworkPath` of ResponderChainTesting in tests, or a source of the app's own.
///
/// An ``OfflineResponder`` starts its source once, when it is created, and stops it when it goes away. Give each
/// app (each root of a chain, each ``PresentationQueue``) a source of its own, so that two apps, or two tests, in
/// one process never share an offline state.
///
/// ```swift
/// final class ReachabilityPath: NetworkPathSource {
///     func start(_ update: @escaping @Sendable (NetworkPath) -> Void) {
///         reachability.onChange = { update($0.isReachable ? .satisfied : .unsatisfied()) }
///     }
///     func stop() { reachability.onChange = nil }
/// }
/// ```
public protocol NetworkPathSource: AnyObject, Sendable {
    /// Starts watching: calls `update` with the path as soon as it is known, and again each time it changes, from
    /// any thread, until ``stop()``.
    ///
    /// - Parameter update: receives each path.
    func start(_ update: @escaping @Sendable (NetworkPath) -> Void)

    /// Stops watching: `update` is not called after this returns.
    func stop()
}
