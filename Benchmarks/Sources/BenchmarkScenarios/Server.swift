import Hummingbird
import Logging
import ProblemDetailsHummingbird

// Server: what `ProblemDetailsMiddleware` does for one request whose route throws, called in-process
// (`handle(_:context:next:)`, the problem encoded into the response's body), with the request's logger at `critical`,
// as a server in production runs it. The library path is an error no rule maps, answered as a 500 whose problem
// carries the error's grouping identifier (a struct, and an enum case with a payload); its baseline is the
// middleware's own path for a thrown Hummingbird `HTTPError` of the same status, which encodes a problem as well.

/// An error no rule maps: a struct, as a server's own errors often are.
struct DatabaseFailure: Error {
    let table: String
}

/// An error no rule maps: an enum case with a payload.
enum StorageError: Error {
    case unavailable(table: String)
}

/// A request context as a server's router makes one, with the logger the scenarios give it.
struct ServerContext: RequestContext {
    /// Where the context comes from: only a logger.
    struct Source: RequestContextSource {
        let logger: Logger
    }

    var coreContext: CoreRequestContextStorage

    init(source: Source) {
        coreContext = .init(source: source)
    }
}

extension Scenarios {
    static func server() -> [Scenario] {
        let subject = "middleware answers a thrown error"
        return [
            Scenario("Server", subject, "baseline: HTTPError", baseline: true, iterations: 5_000) { count in
                await answerOnThisThread(count, status: 500) { HTTPError(.internalServerError) }
            },
            Scenario("Server", subject, "unmapped error (struct)", iterations: 5_000) { count in
                await answerOnThisThread(count, status: 500) { DatabaseFailure(table: "orders") }
            },
            Scenario("Server", subject, "unmapped error (enum case with payload)", iterations: 5_000) { count in
                await answerOnThisThread(count, status: 500) { StorageError.unavailable(table: "orders") }
            },
        ]
    }

    /// Runs ``answer(_:status:_:)`` to its end on this thread, where the system has task executors: in a task whose
    /// executor keeps its jobs until it is told to run them. The middleware's `handle` is `nonisolated`, and would
    /// otherwise run on the global executor's threads, where valgrind 3.19 crashes.
    @MainActor private static func answerOnThisThread(
        _ count: Int,
        status: Int,
        _ error: @escaping @Sendable () -> any Error
    ) async {
        if #available(macOS 15, iOS 18, *) {
            let executor = ThisThreadExecutor()
            let task = Task.detached(executorPreference: executor) { await answer(count, status: status, error) }
            executor.runJobs()
            await task.value
        } else {
            await answer(count, status: status, error)
        }
    }

    /// Runs the middleware `count` times on one request whose route throws what `error` makes, checking the first
    /// response's status. Nonisolated, as the middleware's `handle` is, so that no iteration hops between executors.
    private nonisolated static func answer(
        _ count: Int,
        status: Int,
        _ error: @escaping @Sendable () -> any Error
    ) async {
        let middleware = ProblemDetailsMiddleware<ServerContext>()
        var logger = Logger(label: "server") { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = .critical
            return handler
        }
        logger.logLevel = .critical
        let context = ServerContext(source: .init(logger: logger))
        let request = Request(
            head: HTTPRequest(method: .get, scheme: "http", authority: "localhost", path: "/orders/42"),
            body: RequestBody(buffer: ByteBuffer())
        )
        for index in 0..<count {
            let response = try! await middleware.handle(request, context: context) { _, _ in throw error() }
            if index == 0 {
                precondition(response.status.code == status, "answered \(response.status.code), not \(status)")
            }
            consume(response)
        }
    }
}

/// A task executor that keeps the jobs enqueued on it until ``runJobs()`` runs them, one after the other, on the thread
/// that calls it: the global executor's threads never start.
@available(macOS 15, iOS 18, *)
final class ThisThreadExecutor: TaskExecutor, @unchecked Sendable {
    /// The jobs not run yet, first enqueued first. Only the thread that runs the jobs enqueues more.
    private var jobs: [UnownedJob] = []

    func enqueue(_ job: consuming ExecutorJob) {
        jobs.append(UnownedJob(job))
    }

    /// Runs the jobs, and those they enqueue, until none is left.
    func runJobs() {
        while !jobs.isEmpty {
            jobs.removeFirst().runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
