import Foundation
import ResponderChain

/// A background service joined to an ``ErrorResponderChain``: it connects itself while it runs, handles its
/// non-critical errors there, and is restarted by a coordinator's connection when an error is critical.
@MainActor
struct BackgroundServiceExample {
    let demo: Demo

    func run() async {
        let write = demo.write
        let app = ServiceAppDelegate(write: write)
        let chain = ErrorResponderChain(name: "ServiceChain", parentResponder: app)
        let service = BackgroundService(chain: chain, demo: demo)
        let coordinator = chain.connect(name: "ServiceCoordinator") { error in
            guard case BackgroundServiceError.critical = error else { return nil }
            write("Critical error handled by ServiceCoordinator: restart the background service")
            return .abort
        }
        service.start()
        for job in [Job(number: 1), Job(number: 2, failure: .nonCritical), Job(number: 3, failure: .critical)] {
            await service.perform(job)
        }
        await service.perform(Job(number: 4))
        service.stop()
        chain.disconnect(coordinator)
        write("With the service and the coordinator disconnected, a late error goes to the chain's parent:")
        await demo.traced { await chain.dispatch(BackgroundServiceError.nonCritical(job: 5)) }
    }
}

enum BackgroundServiceError: Error, PrivacyMarked {
    case nonCritical(job: Int)
    case critical(job: Int)

    /// A job's number is no one's data: reports and logs may write it.
    static let privacyMarks: [String: PrivacyMark] = ["job": .public]
}

private struct Job {
    enum Failure { case nonCritical, critical }
    let number: Int
    var failure: Failure?
}

@MainActor
private final class BackgroundService {
    private let chain: ErrorResponderChain
    private let demo: Demo
    private var connection: UUID?

    init(chain: ErrorResponderChain, demo: Demo) {
        self.chain = chain
        self.demo = demo
    }

    private var write: @Sendable (String) -> Void { demo.write }

    func start() {
        let write = self.write
        connection = chain.connect(name: "BackgroundService") { error in
            guard case BackgroundServiceError.nonCritical = error else { return nil }
            write("Non-critical error handled by BackgroundService: proceed")
            return .proceed
        }
        write("Background service started (connected to \(chain.responderName))")
    }

    func stop() {
        if let connection {
            chain.disconnect(connection)
        }
        connection = nil
        write("Background service stopped (disconnected from \(chain.responderName))")
    }

    func perform(_ job: Job) async {
        let error: BackgroundServiceError
        switch job.failure {
        case nil:
            write("Job \(job.number) succeeded")
            return
        case .nonCritical?: error = .nonCritical(job: job.number)
        case .critical?: error = .critical(job: job.number)
        }
        write("Job \(job.number) failed: \(ErrorPrivacy.currentPolicy.describe(error))")
        switch await demo.traced({ await chain.dispatch(error) }) {
        case .abort:
            stop()
            start()
        default:
            break
        }
    }
}

@MainActor
private final class ServiceAppDelegate: ErrorResponder {
    var parentResponder: (any ErrorResponder)?
    let write: @Sendable (String) -> Void

    init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    func respond(to error: any Error) async -> ErrorEvaluation {
        guard error is BackgroundServiceError else { return await passToParent(error) }
        write("Error handled at App level")
        return .proceed
    }
}
