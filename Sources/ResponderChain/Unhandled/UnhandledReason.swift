/// Why a value reached the ``UnhandledTerminal``.
///
/// A struct with static members rather than an enum, so that later reasons can be added without breaking
/// exhaustive `switch` statements in your code.
public struct UnhandledReason: Hashable, Sendable, CustomStringConvertible {
    enum Code: Hashable, Sendable {
        case endOfChain
        case responderReleased
        case cycle(ResponderCycle)
        case noSubscriber
    }

    let code: Code

    /// Every responder passed the value on, and the last one had no parent.
    public static let endOfChain = UnhandledReason(code: .endOfChain)

    /// The value was sent to a responder that had already been deallocated, for example through an action
    /// built with ``RespondToErrorAction/init(responder:)``.
    public static let responderReleased = UnhandledReason(code: .responderReleased)

    /// An ``EventPublisher`` published an event that no subscriber received.
    public static let noSubscriber = UnhandledReason(code: .noSubscriber)

    /// The value was being passed along a loop of `parentResponder` links.
    ///
    /// - Parameter cycle: the loop that was found.
    public static func cycle(_ cycle: ResponderCycle) -> UnhandledReason {
        UnhandledReason(code: .cycle(cycle))
    }

    /// The loop, when the reason is ``cycle(_:)``.
    public var cycle: ResponderCycle? {
        if case .cycle(let cycle) = code { cycle } else { nil }
    }

    /// A short phrase such as `end of chain`.
    public var description: String {
        switch code {
        case .endOfChain: "end of chain"
        case .responderReleased: "responder released"
        case .cycle(let cycle): cycle.description
        case .noSubscriber: "no subscriber"
        }
    }
}
