/// The last dispatches of an app, kept for an ``ErrorReport``: a ring the app opts into, holding at most
/// ``capacity`` routes, each written as ``DispatchRoute``'s one-line description (types, cases, domains, codes,
/// statuses, responders and answers, never a value) and cut to ``maximumLength`` characters.
///
/// ```swift
/// let recent = RecentDispatches(capacity: 20)   // kept by the app for as long as it runs
/// // …
/// let report = ErrorReport(error, recent: recent)
/// ```
///
/// It observes routes while it exists, as ``DispatchRoute/observe(writesUnhandled:_:)`` does, and stops when it
/// goes away: an app that makes none records nothing and pays nothing. Made inside a test's isolated defaults
/// (ResponderChainTesting's `isolatedResponderChain`), it sees that test's dispatches only.
public final class RecentDispatches: Sendable {
    /// How many routes it keeps at most: the latest ones.
    public let capacity: Int

    /// How many characters a kept route has at most; a longer one ends with `…`.
    public static let maximumLength = 200

    private let ring: Locked<Ring>
    private let observation: DispatchObservation

    /// The routes, oldest first, and where the next one goes once the ring is full.
    private struct Ring {
        var lines: [String] = []
        var next = 0
    }

    /// Starts keeping the last `capacity` dispatches.
    ///
    /// - Parameter capacity: how many to keep; 20 unless given.
    /// - Precondition: `capacity` is at least 1.
    public init(capacity: Int = 20) {
        precondition(capacity >= 1, "RecentDispatches: capacity must be at least 1; got \(capacity)")
        self.capacity = capacity
        let ring = Locked(Ring())
        self.ring = ring
        observation = DispatchRoute.observe { route in
            let line = Self.cut(route.description)
            ring.withLock { ring in
                if ring.lines.count < capacity {
                    ring.lines.append(line)
                } else {
                    ring.lines[ring.next] = line
                    ring.next = (ring.next + 1) % capacity
                }
            }
        }
    }

    deinit {
        observation.cancel()
    }

    /// The routes kept, oldest first.
    public var lines: [String] {
        ring.withLock { Array($0.lines[$0.next...] + $0.lines[..<$0.next]) }
    }

    /// `line`, or its first characters and `…` when it is longer than ``maximumLength``.
    static func cut(_ line: String) -> String {
        line.count <= maximumLength ? line : String(line.prefix(maximumLength - 1)) + "…"
    }
}
