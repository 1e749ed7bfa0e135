public import ResponderChain

/// An `ErrorResponder` for tests: it records every error it is asked about and answers from a script.
///
/// A `nil` answer passes the error to the parent with `passToParent(_:)`, so a chain of recording responders
/// behaves like a real chain and shows who was asked, in what order.
///
/// ```swift
/// let app = RecordingResponder("App", answers: [.proceed])
/// let page = RecordingResponder("Page", parent: app)      // passes everything on
/// await page.dispatch(MyError.appError)
/// #expect(app.received.count == 1)
/// ```
@MainActor
public final class RecordingResponder: ErrorResponder, NamedResponder {
    /// The responder asked when the script says `nil`. Held weakly.
    public weak var parentResponder: (any ErrorResponder)?

    /// The name shown in routes and reports.
    public let responderName: String

    /// Every error this responder was asked about, in order.
    public private(set) var received: [any Error] = []

    /// What it answered each time, in order; `nil` where it passed the error on.
    public private(set) var answers: [ErrorEvaluation?] = []

    private var script: [ErrorEvaluation?]
    private let otherwise: (any Error) -> ErrorEvaluation?

    /// Creates a responder that answers from a list, then from a function.
    ///
    /// - Parameters:
    ///   - name: the name shown in routes.
    ///   - parent: the parent responder, held weakly.
    ///   - answers: the answers to the first calls, in order; `nil` passes that call's error on.
    ///   - otherwise: the answer to each call after the list is used up; by default, pass on.
    public init(
        _ name: String,
        parent: (any ErrorResponder)? = nil,
        answers: [ErrorEvaluation?] = [],
        otherwise: @escaping (any Error) -> ErrorEvaluation? = { _ in nil }
    ) {
        self.responderName = name
        self.parentResponder = parent
        self.script = answers
        self.otherwise = otherwise
    }

    /// Records `error`, then answers from the script or passes it on.
    ///
    /// - Parameter error: the error raised below this responder.
    /// - Returns: the scripted answer, or the parent's.
    @discardableResult
    public func respond(to error: any Error) async -> ErrorEvaluation {
        if let answer = record(error) {
            return answer
        }
        return await passToParent(error)
    }

    /// A synchronous closure for `ErrorResponderChain.connect(name:_:)`
    /// that records like ``respond(to:)`` and returns the scripted answer, `nil` passing on.
    public var connection: (any Error) -> ErrorEvaluation? {
        { [weak self] error in
            self?.record(error)
        }
    }

    private func record(_ error: any Error) -> ErrorEvaluation? {
        received.append(error)
        let answer = script.isEmpty ? otherwise(error) : script.removeFirst()
        answers.append(answer)
        return answer
    }
}
