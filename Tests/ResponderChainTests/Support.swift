import Foundation
import ResponderChain
import Testing

/// The Error Responder Chain example's error cases.
enum MyError: Error, CaseIterable, Equatable {
    case homePageError
    case homeTabError
    case rootError
    case appError
}

/// Each of the example's errors and the levels asked for it, from the origin up to the level that handles it.
let exampleLevels: [(MyError, [String])] = [
    (.homePageError, ["Home Page"]),
    (.homeTabError, ["Home Page", "Home Tab"]),
    (.rootError, ["Home Page", "Home Tab", "Root"]),
    (.appError, ["Home Page", "Home Tab", "Root", "App"]),
]

/// An error tagged with a value, so that tests running in parallel can find their own dispatches.
struct TaggedError: Error, Equatable {
    let tag: UUID
    init(_ tag: UUID = UUID()) { self.tag = tag }
}

/// A line-by-line log that `@Sendable` closures can append to.
final class Log: Sendable {
    private let lines = Locked<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var entries: [String] { lines.withLock { $0 } }

    /// A synchronous chain connection that logs `label`, then answers `answer` (`nil` passes on).
    func connection(_ label: String, answer: ErrorEvaluation? = nil) -> (any Error) -> ErrorEvaluation? {
        { _ in
            self.append(label)
            return answer
        }
    }
}

extension Log {
    /// An ``ErrorAction`` that logs `label`, then answers `answer`.
    func action(_ label: String, answer: ErrorEvaluation = .proceed) -> ErrorAction {
        .perform { _ in
            self.append(label)
            return answer
        }
    }
}

/// A responder shaped like the Error Responder Chain example's UIKit view controllers: it handles one error and passes
/// the rest on.
@MainActor
final class LevelResponder: ErrorResponder, NamedResponder {
    weak var parentResponder: (any ErrorResponder)?
    let responderName: String
    let handles: MyError?
    let answer: ErrorEvaluation
    let log: Log

    init(_ name: String, handles: MyError?, answer: ErrorEvaluation = .proceed, parent: (any ErrorResponder)?, log: Log)
    {
        self.responderName = name
        self.handles = handles
        self.answer = answer
        self.parentResponder = parent
        self.log = log
    }

    func respond(to error: any Error) async -> ErrorEvaluation {
        log.append(responderName)
        if let handles, let error = error as? MyError, error == handles {
            return answer
        }
        return await passToParent(error)
    }
}

/// The Error Responder Chain example's UIKit hierarchy: App ← Root ← Home Tab ← Home Page. Keeps every level alive.
@MainActor
struct UIKitExampleHierarchy {
    let log = Log()
    let app: LevelResponder
    let root: LevelResponder
    let homeTab: LevelResponder
    let homePage: LevelResponder

    init() {
        app = LevelResponder("App", handles: .appError, parent: nil, log: log)
        root = LevelResponder("Root", handles: .rootError, parent: app, log: log)
        homeTab = LevelResponder("Home Tab", handles: .homeTabError, parent: root, log: log)
        homePage = LevelResponder("Home Page", handles: .homePageError, parent: homeTab, log: log)
    }
}

/// The `RetryFailure` that `task` ended with, or `nil` after recording an issue when it ended otherwise.
func retryFailure<Value: Sendable>(
    of task: Task<Value, any Error>, sourceLocation: SourceLocation = #_sourceLocation
) async -> RetryFailure? {
    let result = await task.result
    guard case .failure(let failure) = result, let failure = failure as? RetryFailure else {
        Issue.record("expected a RetryFailure, got \(result)", sourceLocation: sourceLocation)
        return nil
    }
    return failure
}
