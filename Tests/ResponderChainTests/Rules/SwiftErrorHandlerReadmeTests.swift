import Foundation
import ResponderChain
import ResponderChainTesting
import Testing

// The code of SwiftErrorHandler's README, compiled against this package. Differences, all forced by the platform or by
// SwiftErrorHandler itself: `any ErrorPresenter` (`ErrorHandlerView`, which is anything with
// `present(alert: UIAlertController)`, belongs to the UIKit adapter) and `any Error` (this target turns on
// ExistentialAny, which makes the bare spelling a warning), a presenter object instead of a UIViewController, and
// `startAuthentication` declared `-> Bool`, since SwiftErrorHandler's body returns `true` from a function declared
// without a result.

enum AnalyticsService {
    static let tracked = Locked<[String]>([])

    static func track(_ error: any Error, onCompleted: OnErrorHandled) {
        tracked.withLock { $0.append("\(error)") }
        onCompleted?()
    }
}

extension ErrorHandler {
    class func `default`(for view: any ErrorPresenter) -> ErrorHandler {
        return ErrorHandler(for: view)
            .on(
                error: .code(NSURLErrorTimedOut),
                then: .present(
                    alert: ConfirmableAlert(
                        title: "Timeout occurred",
                        confirmTitle: "Retry",
                        confirmAction: { error in print("retry network call") }
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
                        title: "Are you sure you want to logout?", confirmTitle: "Yes", rejectTitle: "No")
                )
            )
            .always(.perform(action: AnalyticsService.track))
            .onNoMatch(.present(alert: ConfirmableAlert(title: "Something went wrong", confirmTitle: "Ok")))
    }
}

@MainActor
final class LoginViewController {
    let presenter = ManualPresenter()
    private(set) var authenticationStarts = 0

    private lazy var errorHandler = ErrorHandler.default(for: presenter)
        .on(error: .type(NetworkError.authenticate), then: .perform(action: startAuthentication))

    func performLogin(failingWith error: any Error) {
        do {
            throw error
        } catch {
            errorHandler.handle(error: error)
        }
    }

    func handler() -> ErrorHandler { errorHandler }

    private func startAuthentication(for error: any Error, onCompleted: OnErrorHandled) -> Bool {
        print("start authentication ...")
        authenticationStarts += 1
        onCompleted?()
        return true
    }
}

@MainActor @Suite(.serialized, .timeLimit(.minutes(2))) struct SwiftErrorHandlerReadmeTests {
    nonisolated static let alerts: [(NamedError, String, String, ErrorEvaluation)] = [
        (NamedError("timeout", URLError(.timedOut)), "Timeout occurred", "Retry", .proceed),
        (NamedError("noInternet", NetworkError.noInternet), "Did you turn off the internet?", "No", .proceed),
        (NamedError("logout, rejected", NetworkError.logout), "Are you sure you want to logout?", "No", .cancel),
        (NamedError("unknown", QuotaExceeded(limit: 1)), "Something went wrong", "Ok", .proceed),
    ]

    @Test(arguments: alerts)
    func defaultHandlerPresentsTheReadmesAlertsAndTracksEveryError(
        _ error: NamedError,
        _ title: String,
        _ button: String,
        _ expected: ErrorEvaluation
    ) async {
        let login = LoginViewController()
        let before = AnalyticsService.tracked.withLock { $0.count }
        async let evaluation = login.handler().respond(to: error.error)
        await login.presenter.waitForPresentation()
        #expect(login.presenter.showing?.title == title)
        login.presenter.choose(button)
        #expect(await evaluation == expected)
        #expect(AnalyticsService.tracked.withLock { $0.count } == before + 1)
    }

    @Test func screenRuleOverridesTheDefaultAndCompletesThroughSwiftErrorHandlersCallback() async {
        let login = LoginViewController()
        #expect(await login.handler().respond(to: NetworkError.authenticate) == .proceed)
        #expect(login.authenticationStarts == 1)
        #expect(login.presenter.presented.isEmpty)
    }

    @Test func handleErrorFromACatchBlockPresentsTheAlert() async {
        let login = LoginViewController()
        login.performLogin(failingWith: NetworkError.noInternet)
        await login.presenter.waitForPresentation()
        #expect(login.presenter.showing?.title == "Did you turn off the internet?")
        login.presenter.choose("No")
    }

    @Test func resultGetOnErrorReturnsTheValueOrHandsTheFailureToTheHandler() async {
        let login = LoginViewController()
        let errorHandler = login.handler()
        let success: Result<String, NetworkError> = .success("user 42")
        #expect(success.get(onError: errorHandler) == "user 42")
        let result: Result<String, NetworkError> = .failure(NetworkError.authenticate)
        let user: String? = result.get(onError: errorHandler)
        #expect(user == nil)
        await waitUntil { login.authenticationStarts == 1 }
    }

    @Test(
        "get(onError:onErrorCompleted:) runs the deciding rule before it returns, then completes once; a success neither",
        arguments: [
            (Result<String, NetworkError>.success("user 42"), String?("user 42"), 0, 0),
            (.failure(NetworkError.authenticate), nil, 1, 1),
        ]
    )
    func resultGetWithACompletion(
        result: Result<String, NetworkError>,
        value: String?,
        authenticationStarts: Int,
        completions: Int
    ) async {
        let login = LoginViewController()
        let completed = Log()
        let user = result.get(onError: login.handler(), onErrorCompleted: { completed.append("completed") })
        #expect(user == value)
        #expect(login.authenticationStarts == authenticationStarts)
        await waitUntil { completed.entries.count == completions }
        #expect(completed.entries.count == completions)
    }
}

/// An analytics object as apps write them: a plain class, not `Sendable`, whose method SwiftErrorHandler's README
/// passes as `.always(.perform(action: analyticsService.track))`.
final class PlainAnalyticsService {
    private(set) var tracked: [String] = []

    func track(error: any Error, onCompleted: OnErrorHandled) {
        tracked.append("\(error)")
        onCompleted?()
    }
}

@MainActor
@Suite("Callback actions from objects that are not Sendable", .timeLimit(.minutes(2)))
struct NonSendableCallbackActionTests {
    /// The rule that decides, and what the always-run method of a plain object sees.
    nonisolated static let cases: [(error: NetworkError, evaluation: ErrorEvaluation)] = [
        (.authenticate, .retry),
        (.logout, .abort),
        (.noInternet, .proceed),
    ]

    @Test("a plain object's method runs as an always action for every error", arguments: cases)
    func alwaysRunsThePlainObjectsMethod(error: NetworkError, evaluation: ErrorEvaluation) async {
        let analyticsService = PlainAnalyticsService()
        let handler = ErrorHandler()
            .on(error: .type(NetworkError.authenticate), then: .answer(.retry))
            .on(error: .type(NetworkError.logout), then: .answer(.abort))
            .always(.perform(action: analyticsService.track))
            .onNoMatch(.doNothing)
        #expect(await handler.respond(to: error) == evaluation)
        #expect(analyticsService.tracked == ["\(error)"])
    }

    @Test("a plain object's method decides a rule and answers .proceed once it completes")
    func decidingRuleFromAPlainObject() async {
        let analyticsService = PlainAnalyticsService()
        let handler = ErrorHandler()
            .on(error: .type(NetworkError.authenticate), then: .perform(action: analyticsService.track))
        #expect(await handler.respond(to: NetworkError.authenticate) == .proceed)
        #expect(analyticsService.tracked == ["authenticate"])
    }
}
