/// Finds loops in `parentResponder` links.
///
/// Two defences, so that the common path stays cheap:
/// - ``ErrorResponder/dispatch(_:fileID:filePath:line:column:)`` walks the parents once before asking anyone; a loop
///   is reported before a single responder is asked.
/// - ``ErrorResponder/passToParent(_:)`` only counts the hops in flight on the main actor. Only when that count
///   passes ``hopsInFlightLimit``, which a real loop reaches quickly and real chains, even many interleaved
///   ones, rarely do, does it walk the parents. So an origin that calls `respond(to:)` directly is still
///   protected: a loop is reported after at most that many hops, instead of being followed forever.
@MainActor
enum CycleDetector {
    /// How many nested `passToParent` calls may be under way on the main actor before each one checks for a loop.
    static let hopsInFlightLimit = 64

    /// The `passToParent` calls currently awaiting a parent, across all dispatches on the main actor.
    static var hopsInFlight = 0

    /// The loop reachable from `start` by following parents, or `nil` when the links end.
    ///
    /// A plain walk first, one `parentResponder` read per responder, which ends at `nil` for every well-formed
    /// chain. Only a walk that goes on suspiciously long runs Floyd's tortoise and hare to find the loop and its
    /// members.
    static func cycle(above start: any ErrorResponder) -> ResponderCycle? {
        var current = start.parentResponder
        var steps = 0
        while let responder = current {
            steps += 1
            if steps > 256 || responder === start {
                return loop(above: start)
            }
            current = responder.parentResponder
        }
        return nil
    }

    /// Floyd's algorithm: two walkers, one twice as fast, meet only on a loop.
    private static func loop(above start: any ErrorResponder) -> ResponderCycle? {
        var slow: any ErrorResponder = start
        var fast: any ErrorResponder = start
        while true {
            guard let one = fast.parentResponder, let two = one.parentResponder else { return nil }
            fast = two
            // The slow walker trails the fast one, which has already read these links.
            slow = slow.parentResponder ?? slow
            if slow === fast { break }
        }
        // The distance from `start` to the loop's entry equals the distance from the meeting point to it.
        var entry: any ErrorResponder = start
        while entry !== slow {
            entry = entry.parentResponder ?? entry
            slow = slow.parentResponder ?? slow
        }
        var members = [ResponderHop.responderName(of: entry)]
        var member = entry.parentResponder ?? entry
        while member !== entry {
            members.append(ResponderHop.responderName(of: member))
            member = member.parentResponder ?? entry
        }
        return ResponderCycle(responders: members)
    }
}
