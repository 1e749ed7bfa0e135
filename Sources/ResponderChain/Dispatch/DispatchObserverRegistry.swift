import CResponderChainAtomics

/// The process-wide list of route observers, in registration order.
final class DispatchObserverRegistry: Sendable {
    typealias Observer = @Sendable (DispatchRoute) -> Void

    static let shared = DispatchObserverRegistry()

    private let observers = Locked<(nextID: UInt64, entries: [(id: UInt64, observer: Observer)])>((0, []))

    func add(_ observer: @escaping Observer) -> UInt64 {
        observers.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.entries.append((id, observer))
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

    /// Calls every observer with `route`, outside the lock, in registration order.
    func deliver(_ route: DispatchRoute) {
        let entries = observers.withLock { $0.entries }
        for entry in entries {
            entry.observer(route)
        }
    }
}
