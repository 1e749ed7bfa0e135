import Foundation
import ResponderChain
import ResponderChainTesting
import Testing

/// An error that only the test that made it dispatches, so that a process-wide observer's output can be narrowed
/// to one test while other tests dispatch in parallel. Its tag is marked public, so that the bridges write it.
struct TaggedError: Error, Equatable, CustomStringConvertible, PrivacyMarked {
    let tag = UUID().uuidString

    static let privacyMarks: [String: PrivacyMark] = ["tag": .public]

    /// Its own description, which the package never writes: the type's values are not all public.
    var description: String { "TaggedError(\(tag))" }

    /// What the package writes for it: its tag, the one value it marks public.
    var written: String { "TaggedError(tag: \"\(tag)\")" }
}

/// A wrapper without text of its own, so that the bridges show a chain of two errors.
struct SyncFailed: WrappingError {
    let underlyingError: (any Error)?
}

/// The four ways a dispatch ends that every bridge must show.
enum Scenario: String, CaseIterable, Sendable {
    /// `Screen` passes the error to `App`, which answers `.proceed`.
    case answered

    /// `Screen` and `App` both pass it on; `App` has no parent.
    case unhandled

    /// The dispatching task is cancelled: the dispatch resolves to `.cancel` without asking anyone.
    case cancelled

    /// `Loop A` and `Loop B` are each other's parent: the loop is found before anyone is asked.
    case cyclic

    /// The responders asked, in order.
    var hops: [String] {
        switch self {
        case .answered, .unhandled: ["Screen", "App"]
        case .cancelled, .cyclic: []
        }
    }

    /// The last responder that had an unhandled error.
    var lastResponder: String? {
        switch self {
        case .unhandled: "App"
        case .cyclic: "Loop B"
        case .answered, .cancelled: nil
        }
    }

    /// What the origin receives.
    var evaluation: ErrorEvaluation {
        self == .answered ? .proceed : .cancel
    }

    /// How the route's resolution is named in logs and spans.
    var resolution: String {
        switch self {
        case .answered: "answered"
        case .unhandled, .cyclic: "unhandled"
        case .cancelled: "cancelled"
        }
    }

    /// Why the error went unhandled, for the scenarios where it does.
    var reason: String? {
        switch self {
        case .unhandled: "end of chain"
        case .cyclic: "cycle in parentResponder links: Loop B → Loop A → Loop B"
        case .answered, .cancelled: nil
        }
    }

    /// Dispatches `error` through this scenario's responders and returns what the origin received.
    @MainActor
    func dispatch(_ error: TaggedError) async -> ErrorEvaluation {
        switch self {
        case .answered, .unhandled:
            let app = RecordingResponder("App", answers: [self == .answered ? .proceed : nil])
            let screen = RecordingResponder("Screen", parent: app)
            return await screen.dispatch(error)
        case .cancelled:
            let screen = RecordingResponder("Screen", answers: [.proceed])
            let task = Task { @MainActor in
                withUnsafeCurrentTask { $0?.cancel() }
                return await screen.dispatch(error)
            }
            return await task.value
        case .cyclic:
            let loopA = RecordingResponder("Loop A")
            let loopB = RecordingResponder("Loop B", parent: loopA)
            loopA.parentResponder = loopB
            defer { loopA.parentResponder = nil }
            return await loopB.dispatch(error)
        }
    }
}

/// A responder that lets time pass on a manual clock before passing the error on, so that a hop's offset and a
/// route's duration are known exactly.
@MainActor
final class SlowResponder: ErrorResponder, NamedResponder {
    weak var parentResponder: (any ErrorResponder)?
    let responderName: String
    private let clock: ManualClock
    private let delay: Duration

    init(_ name: String, clock: ManualClock, delay: Duration, parent: any ErrorResponder) {
        self.responderName = name
        self.clock = clock
        self.delay = delay
        self.parentResponder = parent
    }

    func respond(to error: any Error) async -> ErrorEvaluation {
        clock.advance(by: delay)
        return await passToParent(error)
    }
}
