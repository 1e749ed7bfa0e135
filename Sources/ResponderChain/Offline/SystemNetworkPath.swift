#if canImport(Network)
    import Dispatch
    import Network

    /// The device's network path, watched with Network framework's `NWPathMonitor`: the source an app gives its
    /// ``OfflineResponder`` on Apple's platforms.
    ///
    /// ```swift
    /// let offline = OfflineResponder(path: SystemNetworkPath(), presentingOn: queue, parentResponder: categories)
    /// ```
    ///
    /// - A satisfied path, and one that `requiresConnection` (a VPN on demand, which a request brings up), is
    ///   ``NetworkPath/satisfied``, whether it is expensive or constrained (Low Data Mode).
    /// - An unsatisfied path whose reason is `cellularDenied` is ``NetworkPath/unsatisfied(_:)`` with
    ///   ``NetworkPath/UnsatisfiedReason/cellularDenied``; any other reason is
    ///   ``NetworkPath/UnsatisfiedReason/noNetwork``.
    ///
    /// Not on watchOS: there the path monitor stays unsatisfied for every app but audio streaming and VoIP apps
    /// (Apple's technote TN3135), so it cannot tell an app that it is offline. A watchOS app gives its
    /// ``OfflineResponder`` a source of its own.
    @available(watchOS, unavailable)
    public final class SystemNetworkPath: NetworkPathSource {
        private let monitor: NWPathMonitor
        private let queue = DispatchQueue(label: "ResponderChain.SystemNetworkPath")
        /// The receiver of the paths while started; `nil` once stopped, so that no path arrives after ``stop()``.
        private let receiver = Locked<(@Sendable (NetworkPath) -> Void)?>(nil)

        /// Creates a source that watches every interface.
        public init() {
            monitor = NWPathMonitor()
        }

        /// Starts the path monitor; `update` receives each path on the monitor's own queue.
        ///
        /// - Parameter update: receives each path.
        public func start(_ update: @escaping @Sendable (NetworkPath) -> Void) {
            receiver.withLock { $0 = update }
            let receiver = self.receiver
            monitor.pathUpdateHandler = { path in
                let converted = Self.networkPath(of: path)
                // Delivered under the lock, so that stop() waits for a delivery under way.
                receiver.withLock { $0?(converted) }
            }
            monitor.start(queue: queue)
        }

        /// Stops the path monitor; no path is delivered after this returns.
        public func stop() {
            receiver.withLock { $0 = nil }
            monitor.cancel()
        }

        deinit {
            monitor.cancel()
        }

        /// The path as an ``OfflineResponder`` reads it.
        static func networkPath(of path: NWPath) -> NetworkPath {
            switch path.status {
            case .unsatisfied:
                path.unsatisfiedReason == .cellularDenied ? .unsatisfied(.cellularDenied) : .unsatisfied(.noNetwork)
            case .satisfied, .requiresConnection:
                .satisfied
            @unknown default:
                .satisfied
            }
        }
    }
#endif
