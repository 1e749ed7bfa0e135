/// A process-wide list of observers of one kind of record, in registration order: the routes of dispatches, or the
/// presentations shown for errors.
///
/// An observer registered inside ``IsolatedDefaults`` receives only the records made inside the same isolation; one
/// registered outside receives every record.
final class ObserverRegistry<Record: Sendable>: Sendable {
    typealias Observer = @Sendable (Record) -> Void

    private typealias Entry = (id: UInt64, isolation: ObjectIdentifier?, writesUnhandled: Bool, observer: Observer)

    /// Whether observers count in the process-wide observation count that turns route recording on.
    private let countsAsObservation: Bool

    private let observers = Locked<(nextID: UInt64, entries: [Entry])>((0, []))

    init(countsAsObservation: Bool) {
        self.countsAsObservation = countsAsObservation
    }

    /// Registers `observer` until the observation returned ends.
    ///
    /// - Parameters:
    ///   - writesUnhandled: whether the observer writes every unhandled record where the app's logs go.
    ///   - observer: receives each record.
    func add(writesUnhandled: Bool = false, _ observer: @escaping Observer) -> DispatchObservation {
        let isolation = IsolatedDefaults.current.map(ObjectIdentifier.init)
        let id = observers.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.entries.append((id, isolation, writesUnhandled, observer))
            if countsAsObservation { ObservationCount.add(1) }
            return id
        }
        return DispatchObservation { [self] in remove(id) }
    }

    private func remove(_ id: UInt64) {
        observers.withLock { state in
            guard let index = state.entries.firstIndex(where: { $0.id == id }) else { return }
            state.entries.remove(at: index)
            if countsAsObservation { ObservationCount.add(-1) }
        }
    }

    /// How many observers were registered inside the current isolation (outside any, when there is none).
    var countInThisIsolation: Int {
        let isolation = IsolatedDefaults.current.map(ObjectIdentifier.init)
        return observers.withLock { state in state.entries.count { $0.isolation == isolation } }
    }

    /// Whether an observer that writes unhandled records will receive the records made here (it was registered
    /// outside any isolation, or inside this one).
    var hasUnhandledWriter: Bool {
        let isolation = IsolatedDefaults.current.map(ObjectIdentifier.init)
        return observers.withLock { state in
            state.entries.contains { $0.writesUnhandled && ($0.isolation == nil || $0.isolation == isolation) }
        }
    }

    /// Calls every observer of `record` (all but those of other isolations), outside the lock, in registration
    /// order.
    func deliver(_ record: Record) {
        let entries = observers.withLock { $0.entries }
        let isolation = IsolatedDefaults.current.map(ObjectIdentifier.init)
        for entry in entries where entry.isolation == nil || entry.isolation == isolation {
            entry.observer(record)
        }
    }
}

extension ObserverRegistry where Record == DispatchRoute {
    /// The observers of every dispatch's route; each one turns route recording on while it is registered.
    static var routes: ObserverRegistry<DispatchRoute> { routeObservers }
}

extension ObserverRegistry where Record == PresentationRecord {
    /// The observers of the presentations shown for errors; they turn no route recording on.
    static var presentations: ObserverRegistry<PresentationRecord> { presentationObservers }
}

private let routeObservers = ObserverRegistry<DispatchRoute>(countsAsObservation: true)
private let presentationObservers = ObserverRegistry<PresentationRecord>(countsAsObservation: false)
