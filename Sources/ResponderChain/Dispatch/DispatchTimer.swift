import Dispatch

/// Measures how long a dispatch takes, on the clock of the scope that traces it.
///
/// Durations travel as `Duration` components so that the dispatch machinery itself needs no OS version with
/// `Clock`; only the public `duration` accessor does.
struct DispatchTimer: Sendable {
    typealias Components = (seconds: Int64, attoseconds: Int64)

    /// Starts a measurement and returns the function that reads the time elapsed since.
    let start: @Sendable () -> @Sendable () -> Components

    /// The monotonic system uptime clock, available on every supported OS.
    static let uptime = DispatchTimer {
        let started = DispatchTime.now().uptimeNanoseconds
        return { components(nanoseconds: DispatchTime.now().uptimeNanoseconds &- started) }
    }

    /// `nanoseconds` as `Duration` components: whole seconds, and the rest in attoseconds.
    static func components(nanoseconds: UInt64) -> Components {
        (Int64(nanoseconds / 1_000_000_000), Int64(nanoseconds % 1_000_000_000) * 1_000_000_000)
    }

    /// A timer reading `clock`.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    static func clock<C: Clock<Duration>>(_ clock: C) -> DispatchTimer {
        DispatchTimer {
            let started = clock.now
            return { started.duration(to: clock.now).components }
        }
    }
}
