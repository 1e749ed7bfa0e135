import Foundation
import ResponderChain

/// SwiftErrorHandler's README example: a default `ErrorHandler` with a timeout, no internet, logout
/// confirmation, analytics for every error and a catch-all, extended by a login screen with a rule of its own.
@MainActor
struct RulesExample {
    let demo: Demo

    /// What the scripted user picks on each alert.
    static let script = [
        "Timeout occurred": "Retry",
        "Did you turn off the internet?": "No",
        "Are you sure you want to logout?": "Yes",
        "Something went wrong": "Ok",
    ]

    func run() async {
        let write = demo.write
        let presenter = TerminalPresenter(
            write: write,
            interactive: demo.options.interactive,
            script: Self.script
        )
        let login = LoginViewController(presenter: presenter, write: write)
        let errors: [(String, any Error)] = [
            ("a request times out", URLError(.timedOut)),
            ("the device is offline", NetworkError.noInternet),
            ("the user taps Log out", NetworkError.logout),
            ("the session needs authentication", NetworkError.authenticate),
            ("the disk is full", DiskFull()),
            ("a request is cancelled", CancellationError()),
        ]
        for (index, (situation, error)) in errors.enumerated() {
            if index > 0 { write("") }
            write("LoginViewController: \(situation) (\(ErrorPrivacy.currentPolicy.describe(error)))")
            let evaluation = await demo.traced { await login.errorHandler.dispatch(error) }
            write("Evaluation: \(evaluation)")
        }
        write("")
        let result: Result<String, NetworkError> = .failure(.noInternet)
        write("Result.resolve(with:) on failure(noInternet)")
        let answered = await result.resolve(with: login.errorHandler)
        write(
            "Resolved: value \(answered.value ?? "none"), evaluation \(answered.evaluation.map { "\($0)" } ?? "none")")
    }
}

/// SwiftErrorHandler's network errors.
enum NetworkError: Error {
    case noInternet
    case logout
    case authenticate
}

/// An error no rule knows about.
struct DiskFull: Error {}

/// SwiftErrorHandler's analytics service: tracks every error, in its completion-callback shape.
@MainActor
final class AnalyticsService {
    let write: @Sendable (String) -> Void

    init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    func track(_ error: any Error, onCompleted: OnErrorHandled) {
        write("Analytics: tracked \(ErrorPrivacy.currentPolicy.describe(error))")
        onCompleted?()
    }
}

extension ErrorHandler {
    /// The shared default handler of SwiftErrorHandler's README.
    static func `default`(for view: any ErrorPresenter, analytics: AnalyticsService) -> ErrorHandler {
        let write = analytics.write
        return ErrorHandler(for: view, name: "DefaultRules")
            .on(
                error: .code(NSURLErrorTimedOut),
                then: .present(
                    alert: ConfirmableAlert(
                        title: "Timeout occurred",
                        confirmTitle: "Retry",
                        confirmEvaluation: .retry,
                        confirmAction: { _ in write("retry network call") }
                    )
                )
            )
            .on(
                error: .type(NetworkError.noInternet),
                then: .present(alert: ConfirmableAlert(title: "Did you turn off the internet?", confirmTitle: "No"))
            )
            .on(
                error: .type(NetworkError.logout),
                then: .present(
                    alert: RejectableAlert(
                        title: "Are you sure you want to logout?",
                        confirmTitle: "Yes",
                        rejectTitle: "No",
                        confirmEvaluation: .abort,
                        confirmAction: { _ in write("signing out") }
                    )
                )
            )
            .always(.perform(action: analytics.track))
            .onNoMatch(.present(alert: ConfirmableAlert(title: "Something went wrong", confirmTitle: "Ok")))
    }
}

/// SwiftErrorHandler's login screen: the default rules plus its own rule for authentication errors.
@MainActor
final class LoginViewController {
    let write: @Sendable (String) -> Void
    private let analytics: AnalyticsService
    private(set) var errorHandler: ErrorHandler

    init(presenter: any ErrorPresenter, write: @escaping @Sendable (String) -> Void) {
        self.write = write
        self.analytics = AnalyticsService(write: write)
        self.errorHandler = ErrorHandler.default(for: presenter, analytics: analytics)
        errorHandler.on(error: .type(NetworkError.authenticate), then: .perform(action: startAuthentication))
    }

    private func startAuthentication(for error: any Error, onCompleted: OnErrorHandled) {
        write("start authentication ...")
        onCompleted?()
    }
}
