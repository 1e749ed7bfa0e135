public import Foundation

/// An error responder made of closures that components connect and disconnect at run time.
///
/// Use it on its own to combine the error handling of unrelated components, or as a bridge between the view
/// layer and services that join the chain for a while. The newest connection is asked first; a closure that
/// returns `nil` passes the error to the next one, and when none answers, the error goes to
/// ``parentResponder``.
///
/// ```swift
/// let chain = ErrorResponderChain(parentResponder: appDelegate)
/// let id = chain.connect { error in
///     guard let error = error as? BackgroundServiceError else { return nil }
///     return error.isCritical ? .abort : .proceed
/// }
/// // later
/// chain.disconnect(id)
/// ```
///
/// Closures that decide without waiting should be written without `await`: they are stored and called as
/// synchronous functions, which costs a fraction of an asynchronous call.
///
/// - Important: A disconnection takes effect at once: a dispatch already under way does not call a closure
///   after it has been disconnected. A closure connected during a dispatch is first asked by the next one.
@MainActor public final class ErrorResponderChain: ErrorResponder, NamedResponder, AnsweringResponder {
    private enum Respond {
        case synchronous((any Error) -> ErrorEvaluation?)
        case asynchronous((any Error) async -> ErrorEvaluation?)
    }

    private struct Connection {
        let sequence: Int
        let id: UUID
        let name: String?
        let respond: Respond
    }

    /// The responder asked when no connection answers. Held weakly.
    public weak var parentResponder: (any ErrorResponder)?

    /// The chain's name in routes and reports.
    public let responderName: String

    /// The connections, oldest first; `sequence` grows along the array.
    private var connections: [Connection] = []
    private var nextSequence = 0

    /// Counts disconnections, so that a dispatch notices when the list changed under it. A connection made meanwhile
    /// goes after every connection the dispatch has yet to ask, which keep their positions.
    private var mutations = 0

    /// Creates a chain.
    ///
    /// - Parameters:
    ///   - name: the chain's name in routes and reports.
    ///   - parentResponder: the responder asked when no connection answers; held weakly.
    public init(name: String = "ErrorResponderChain", parentResponder: (any ErrorResponder)? = nil) {
        self.responderName = name
        self.parentResponder = parentResponder
    }

    /// How many closures are connected.
    var connectionCount: Int {
        connections.count
    }

    /// Connects a closure that decides synchronously; it is asked before every closure connected earlier.
    ///
    /// - Parameters:
    ///   - name: the connection's name in routes; defaults to `connection N`.
    ///   - respond: returns an evaluation for the errors it handles, and `nil` to pass the others on.
    /// - Returns: the identifier to pass to ``disconnect(_:)``.
    public func connect(name: String? = nil, _ respond: @escaping (any Error) -> ErrorEvaluation?) -> UUID {
        add(name: name, .synchronous(respond))
    }

    /// Connects a closure that may wait, for example for an alert; it is asked before every closure connected
    /// earlier.
    ///
    /// - Parameters:
    ///   - name: the connection's name in routes; defaults to `connection N`.
    ///   - respond: returns an evaluation for the errors it handles, and `nil` to pass the others on.
    /// - Returns: the identifier to pass to ``disconnect(_:)``.
    public func connect(name: String? = nil, _ respond: @escaping (any Error) async -> ErrorEvaluation?) -> UUID {
        add(name: name, .asynchronous(respond))
    }

    /// Disconnects a closure at once. Unknown identifiers are ignored.
    ///
    /// - Parameter id: what `connect(name:_:)` returned.
    public func disconnect(_ id: UUID) {
        mutations &+= 1
        guard let index = connections.firstIndex(where: { $0.id == id }) else { return }
        // Moved out and let go of after the access: letting go of a closure can run the deinit of what it captured,
        // and that code may use the chain.
        let removed = connections.remove(at: index)
        withExtendedLifetime(removed) {}
    }

    /// Asks the connected closures, newest first, then the parent.
    ///
    /// - Parameter error: the error to answer.
    /// - Returns: the first answer, or the parent's, or ``ErrorEvaluation/cancel``.
    @discardableResult
    public func respond(to error: any Error) async -> ErrorEvaluation {
        await DispatchCore.respond(self, to: error)
    }

    private func add(name: String?, _ respond: Respond) -> UUID {
        let id = UUID()
        connections.append(Connection(sequence: nextSequence, id: id, name: name, respond: respond))
        nextSequence += 1
        return id
    }

    /// The connections' answer to `error`, which has passed the cancellation gate; `nil` leaves it to the parent.
    /// Each connection asked is recorded as a hop when `traced`.
    func ownAnswer(to error: any Error, traced: Bool) async -> ErrorEvaluation? {
        // Re-read the live list before each step, so that a closure disconnected while an earlier one was
        // answering is never called, and one connected meanwhile is not asked by this dispatch. While nothing
        // disconnects, the next connection is simply the one before.
        var bound = nextSequence
        var seenMutations = mutations
        var next = connections.count - 1
        while true {
            if seenMutations != mutations {
                seenMutations = mutations
                next = indexOfNewest(below: bound)
            }
            guard next >= 0 else { break }
            let index = next
            next -= 1
            bound = connections[index].sequence
            if traced {
                DispatchCore.record(hop(for: connections[index]))
            }
            switch connections[index].respond {
            case .synchronous(let respond):
                if let evaluation = respond(error) {
                    return evaluation
                }
                continue
            case .asynchronous(let respond):
                if let evaluation = await respond(error) {
                    return evaluation
                }
            }
            // The error is the same; only the task can have been cancelled while a connection was awaited, and
            // then the walk ends with a cancellation.
            if Task.isCancelled {
                return nil
            }
        }
        return nil
    }

    /// The index of the newest connection whose sequence is below `bound`, or -1 when there is none: a binary
    /// search, as `connections` is sorted by sequence.
    private func indexOfNewest(below bound: Int) -> Int {
        var low = 0
        var high = connections.count
        while low < high {
            let middle = (low + high) / 2
            if connections[middle].sequence < bound {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low - 1
    }

    private func hop(for connection: Connection) -> ResponderHop {
        ResponderHop(name: connection.name ?? "\(responderName) connection \(connection.sequence)", kind: .connection)
    }
}
