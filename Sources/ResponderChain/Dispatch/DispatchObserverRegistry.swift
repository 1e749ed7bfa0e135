import CResponderChainAtomics

/// The process-wide list of route observers, in registration order.
///
/// An observer registered inside ``IsolatedDefaults`` receives only the routes of dispatches made inside the same
/// isolation; one registered outside receives every route.
final class DispatchObserverRegistry: Sendable {
    typealias Observer = @Sendable (DispatchRoute) -> Void

    private typealias Entry = (id: UInt64, isolation: ObjectIdentifier?, observer: Observer)

    static let shared = DispatchObserverRegistry()

    private let observers = Locked<(nextID: UInt64, entries: [Entry])>((0, []))

    func add(_ observer: @escaping Observer) -> UInt64 {
        let isolation = IsolatedDefaults.current.map(ObjectIdentifier.init)
        return observers.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.entries.append((id, isolation, observer))
            responder_chain_observation_count_add(1)
            return id
        }
    }

    func remove(_ id: UInt64) {
        observers.withLock { state in
            guard let index = state.entries.firstIndex(where: { $0.id == id }) else { return }
            state.entries.remove(at: index)
            responder_chain_observation_count_add(-1)
        }
    }

    /// Calls every observer of `route` (all but those of other isolations), outside the lock, in registration order.
    func deliver(_ route: DispatchRoute) {
        let entries = observers.withLock { $0.entries }
        let isolation = IsolatedDefaults.current.map(ObjectIdentifier.init)
        for entry in entries where entry.isolation == nil || entry.isolation == isolation {
            entry.observer(route)
        }
    }
}
