/// One thing an ``OfflineResponder`` did: the app went offline or came back, or a failed operation was held, resumed,
/// given up or cancelled. What the metrics bridge counts.
///
/// Each record is delivered inside the isolation the responder was created in, so that an observer registered in a
/// test isolated with `.isolatedResponderChain` sees only that test's records.
public struct OfflineRecord: Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Hashable, Sendable, CaseIterable {
        /// An outage began: the path became unsatisfied, or a failure said the device is offline.
        case wentOffline
        /// The outage ended; ``OfflineRecord/durationNanoseconds`` is how long it lasted.
        case cameBackOnline
        /// A failed attempt began to wait for the network.
        case held
        /// The network came back and the held attempt was answered ``ErrorEvaluation/retry``; the duration is how
        /// long it waited.
        case resumed
        /// The hold ran out while the network was still gone; the duration is the hold.
        case expired
        /// The held attempt's caller was cancelled; the duration is how long it had waited.
        case cancelled
    }

    /// What happened.
    public let kind: Kind

    /// The name of the responder it happened in, for an app with several.
    public let responderName: String

    /// How long the outage lasted, or how long the attempt waited, in nanoseconds on the responder's clock; `nil`
    /// for ``Kind/wentOffline`` and ``Kind/held``.
    public let durationNanoseconds: Int64?

    /// `held in OfflineResponder`, `resumed in OfflineResponder after 2.5 s`.
    public var description: String {
        let after = durationNanoseconds.map { " after \(Double($0 / 1_000_000) / 1_000) s" } ?? ""
        return "\(kind) in \(responderName)\(after)"
    }

    /// Calls `observer` with every record of every offline responder, until the observation ends.
    ///
    /// - Parameter observer: receives each record, on the thread where it happened.
    /// - Returns: the observation.
    public static func observe(_ observer: @escaping @Sendable (OfflineRecord) -> Void) -> DispatchObservation {
        ObserverRegistry.offline.add(observer)
    }
}

extension ObserverRegistry where Record == OfflineRecord {
    /// The observers of what offline responders do; they turn no route recording on.
    static var offline: ObserverRegistry<OfflineRecord> { offlineObservers }
}

private let offlineObservers = ObserverRegistry<OfflineRecord>(countsAsObservation: false)
