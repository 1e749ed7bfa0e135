/// A loop in `parentResponder` links, found while passing an error up a class chain.
///
/// A dispatch never follows a cycle: the one that finds it stops, reports the error to the
/// ``UnhandledTerminal`` with ``UnhandledReason/cycle(_:)``, and answers ``ErrorEvaluation/cancel``.
///
/// ```swift
/// // a.parentResponder = b; b.parentResponder = a
/// // reports: cycle in parentResponder links: A → B → A
/// ```
public struct ResponderCycle: Error, Hashable, Sendable, CustomStringConvertible {
    /// The type names of the responders on the loop, in parent order, starting at the first one the walk met
    /// twice. The loop closes from the last back to the first.
    public let responders: [String]

    /// Creates a cycle description from the responders on the loop.
    ///
    /// - Parameter responders: the responders' names, in parent order.
    package init(responders: [String]) {
        self.responders = responders
    }

    /// `cycle in parentResponder links: A → B → A`.
    public var description: String {
        let loop = responders + responders.prefix(1)
        return "cycle in parentResponder links: " + loop.joined(separator: " → ")
    }
}
