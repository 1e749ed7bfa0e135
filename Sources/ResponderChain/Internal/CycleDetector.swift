/// Finds loops in `parentResponder` links without allocating when there is none.
@MainActor
enum CycleDetector {
    /// The loop reachable from `start` by following parents, or `nil` when the links end.
    ///
    /// Floyd's tortoise and hare: two walkers, one twice as fast, meet only on a loop; it costs at most about
    /// three `parentResponder` reads per responder above `start` and no allocation when there is no loop.
    static func cycle(above start: any ErrorResponder) -> ResponderCycle? {
        var slow: any ErrorResponder = start
        var fast: any ErrorResponder = start
        while true {
            guard let one = fast.parentResponder, let two = one.parentResponder else { return nil }
            fast = two
            // The slow walker is always behind the fast one, which has already checked these links.
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
