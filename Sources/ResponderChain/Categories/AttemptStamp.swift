/// When an attempt at some work started, in the order of this process's events: what tells a straggler of a
/// session that was signed out (a request that started before the sign-out finished) from a request of the session
/// that followed.
///
/// Stamps count up, process-wide; nothing but their order means anything. ``withRetry(maxAttempts:idempotent:backoff:retryAfterLimit:clock:isolation:respond:operation:)``
/// stamps each attempt when it starts and dispatches its failure with that stamp as ``started``; a
/// ``SignOutCoordinator`` stamps each sign-out when it finishes.
enum AttemptStamp {
    private static let last = Locked<UInt64>(0)

    /// A stamp later than every stamp made before.
    static func next() -> UInt64 {
        last.withLock { stamp in
            stamp += 1
            return stamp
        }
    }

    /// When the attempt whose failure is being dispatched on this task started; `nil` when nobody said.
    @TaskLocal static var started: UInt64?

    /// The latest of `stamps`, for requests that share one sign-out: `nil` when any of them is `nil`, since a
    /// request whose start is unknown is never a straggler.
    static func latest(of stamps: [UInt64?]) -> UInt64? {
        var latest: UInt64 = 0
        for stamp in stamps {
            guard let stamp else { return nil }
            latest = max(latest, stamp)
        }
        return stamps.isEmpty ? nil : latest
    }
}
