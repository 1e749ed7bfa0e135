#if !canImport(SwiftUI)
    import ResponderChain
    import ResponderChainTesting
    import SwiftUIStandIn
    import SwiftUIStandInHost
    import Testing

    @testable import ResponderChainSwiftUI

    /// ErrorHandling's 401: a response code error that requires sign-out.
    enum ResponseCodeError: Error, CategorizedError {
        case status(Int)

        var category: ErrorCategory {
            switch self {
            case .status(401): .requiresSignout
            case .status: .nonRecoverable
            }
        }
    }

    /// ErrorHandling's app state: a plain class, neither `Sendable` nor isolated, whose `signOut` is "any
    /// `() -> Void` function".
    final class AppState {
        private(set) var signOuts = 0

        func signOut() {
            signOuts += 1
        }
    }

    /// Where a view sets the error it emits.
    enum EmissionSource: String, CaseIterable, CustomTestStringConvertible {
        case onAppear
        case task
        case button
        case buttonTappedTwice

        var testDescription: String { rawValue }
    }

    /// A form that restores a draft and finds it was rejected: the error is set once, from `source`.
    struct DraftView: View {
        @State private var error: (any Error)?
        let source: EmissionSource

        var body: some View {
            VStack {
                Text(error == nil ? "Draft" : "Draft failed")
                Button("Submit") { error = ResponseCodeError.status(401) }
            }
            .emittingError($error)
            .onAppear {
                if source == .onAppear { error = ResponseCodeError.status(401) }
            }
            .task {
                if source == .task { error = ResponseCodeError.status(401) }
            }
        }
    }

    /// A form whose error can be cleared by the app while its alert is up.
    struct ClearableView: View {
        @State private var error: (any Error)?
        let recorder: EvaluationRecorder

        var body: some View {
            VStack {
                Button("Fail") { error = SubmitError.draftLost }
                Button("Clear") { error = nil }
            }
            .emittingError($error, recoveryHandler: { option in recorder.recovered.append(option) })
        }
    }

    /// An error only this file's form emits, so that a test can follow its dispatches among every other test's.
    struct HiddenFormError: Error {}

    /// A screen that keeps its form's error and can hide the form: hiding it takes the form's task away while the
    /// error is being handled.
    struct HidingScreen: View {
        @State private var error: (any Error)?
        @State private var showsForm = true

        var body: some View {
            VStack {
                Text(error == nil ? "No error" : "Error kept")
                Button("Toggle form") { showsForm.toggle() }
                if showsForm {
                    Button("Fail") { error = HiddenFormError() }
                        .emittingError($error)
                }
            }
        }
    }

    /// One of several screens loading at once when the session has expired: each fails with the same 401 as it
    /// appears, and shows whether its error is still being handled.
    struct SessionScreen: View {
        @State private var error: (any Error)?
        let index: Int

        var body: some View {
            VStack {
                Text(error == nil ? "Screen \(index)" : "Screen \(index) failing")
                Button("Reload \(index)") { error = ResponseCodeError.status(401) }
            }
            .emittingError($error)
            .onAppear { error = ResponseCodeError.status(401) }
        }
    }

    /// Five screens, as a tab bar or a split view shows them.
    struct FiveScreens: View {
        var body: some View {
            VStack {
                ForEach(0..<5, id: \.self) { index in
                    SessionScreen(index: index)
                }
            }
        }
    }

    /// Holds the sign-out a hierarchy's views read, so that a test can look at that hierarchy's coordinator.
    @MainActor
    final class SignOutProbe {
        var action: SignOutAction?
        var coordinator: SignOutCoordinator? { action?.scope.coordinator }
    }

    /// Reads `\.signOutHandler` where it is placed, into `probe`; its button tells the hierarchy that a new session
    /// began.
    struct SignOutReader: View {
        @Environment(\.signOutHandler) private var signOut
        let probe: SignOutProbe

        var body: some View {
            probe.action = signOut
            return Button("Signed in again") { signOut?.beginSession() }
        }
    }

    /// An app that shows the signed-in screen only while signed in: signing in again makes the screen anew, as
    /// `if session.isSignedIn { … }` does. Each screen fails with a 401 as it appears.
    struct SignInAgainApp: View {
        @State private var session = 0
        let probe: SignOutProbe

        var body: some View {
            VStack {
                ForEach([session], id: \.self) { session in
                    SessionScreen(index: session)
                }
                Button("Sign in") { session += 1 }
                SignOutReader(probe: probe)
            }
        }
    }

    /// ErrorHandling's set-up: five screens under `.environment(\.signOutHandler, appState.signOut)` at the root, and
    /// a reader of their sign-out.
    struct ErrorHandlingApp: View {
        let appState: AppState
        let probe: SignOutProbe

        var body: some View {
            VStack {
                FiveScreens()
                SignOutReader(probe: probe)
            }
            .environment(\.signOutHandler, appState.signOut)
        }
    }

    /// ErrorHandling's app, rendered, once the 401s its five screens get as they appear have signed it out.
    @MainActor
    func signedOutErrorHandlingApp(_ appState: AppState, _ probe: SignOutProbe) async -> ViewHost {
        let host = ViewHost(ErrorHandlingApp(appState: appState, probe: probe))
        await waitUntil { host.texts == (0..<5).map { "Screen \($0)" } && appState.signOuts >= 1 }
        return host
    }

    /// Counts every handling that reaches the category responder: with coalescing off and no sign-out
    /// coordinator, each handling of a 401 calls the handler once, so a duplicate handling shows.
    @MainActor
    final class HandlingCounter {
        private(set) var handlings = 0
        private var made: [CategoryResponder] = []

        func responder() -> CategoryResponder {
            let responder = CategoryResponder(signOutHandler: { self.handlings += 1 }).coalescing(by: .never)
            made.append(responder)
            return responder
        }

        /// Says that the user signed in again: the view, on screen since before the sign-out, is no longer a
        /// straggler of the session it ended.
        func beginSession() {
            for responder in made { responder.signOutCoordinator.beginSession() }
        }
    }

    @MainActor
    @Suite("emittingError: one emission, one handling; one session, one sign-out", .timeLimit(.minutes(2)))
    struct EmissionOnceTests {
        @Test("an error set once is handled once, wherever it is set", arguments: EmissionSource.allCases)
        func handledOnce(source: EmissionSource) async {
            let counter = HandlingCounter()
            let host = ViewHost(
                DraftView(source: source).environment(\.categoryResponder, counter.responder())
            )
            switch source {
            case .onAppear, .task:
                break
            case .button:
                host.tap("Submit")
            case .buttonTappedTwice:
                host.tap("Submit")
                host.tap("Submit")
            }
            await waitUntil { counter.handlings >= 1 && host.texts.first == "Draft" }
            await host.settle()
            #expect(counter.handlings == 1)
            #expect(host.texts.first == "Draft")  // handled, then cleared
        }

        @Test("the same error set again after it was handled and cleared is emitted again")
        func setAgainAfterHandling() async {
            let counter = HandlingCounter()
            let host = ViewHost(
                DraftView(source: .button).environment(\.categoryResponder, counter.responder())
            )
            for round in 1...3 {
                host.tap("Submit")
                await waitUntil { counter.handlings == round && host.texts.first == "Draft" }
                await host.settle()
                counter.beginSession()
            }
            #expect(counter.handlings == 3)
        }

        @Test("an error cleared by the app while its alert is up takes the alert down and recovers nothing")
        func clearedWhileTheAlertIsUp() async {
            let recorder = EvaluationRecorder()
            let host = ViewHost(ClearableView(recorder: recorder))
            host.tap("Fail")
            await waitUntil { host.alerts.count == 1 }
            #expect(host.alerts.first?.buttonTitles == ["OK"])
            host.tap("Clear")
            await waitUntil { host.alerts.isEmpty }
            await host.settle()
            #expect(host.alerts.isEmpty)
            #expect(recorder.recovered.isEmpty)
            // Emitting again afterwards shows the alert again.
            host.tap("Fail")
            await waitUntil { host.alerts.count == 1 }
        }

        @Test(
            "an error whose view goes away before it is handled stays in the binding, and shows when the view is back")
        func viewGoneBeforeHandling() async {
            let routes = Locked<[DispatchRoute]>([])
            let observation = DispatchRoute.observe { route in
                if case .error(let error) = route.value, error is HiddenFormError {
                    routes.withLock { $0.append(route) }
                }
            }
            defer { observation.cancel() }
            let host = ViewHost(HidingScreen())
            host.tap("Fail")
            await waitUntil { host.alerts.count == 1 }
            host.tap("Toggle form")
            // The form's task is cancelled with it: its dispatch ends, and leaves the error where the app keeps it.
            await waitUntil { routes.withLock { $0.count } == 1 && host.alerts.isEmpty }
            await host.settle()
            #expect(host.texts == ["Error kept"])
            host.tap("Toggle form")
            await waitUntil { host.alerts.count == 1 }
            #expect(host.texts == ["Error kept"])
            host.alerts.first?.tap("OK")
            await waitUntil { host.texts == ["No error"] && host.alerts.isEmpty }
            #expect(routes.withLock { $0.count } == 2)
        }

        @Test(
            "ErrorHandling's set-up: five screens failing with 401 at once sign out once, and every screen's handling ends"
        )
        func stormAsErrorHandlingSetsItUp() async {
            let appState = AppState()
            let probe = SignOutProbe()
            // Only the sign-out handler at the root, as ErrorHandling's README writes it.
            let host = await signedOutErrorHandlingApp(appState, probe)
            await host.settle()
            #expect(appState.signOuts == 1)
            #expect(probe.coordinator?.signOuts == 1)
            #expect(probe.coordinator?.joins == 4)
            #expect(host.alerts.isEmpty)
        }

        @Test("while an asynchronous sign-out runs, every failing screen waits for it, then all end together")
        func stormWhileTheSignOutRuns() async {
            let gate = ManualGate()
            var signOuts = 0
            let probe = SignOutProbe()
            let host = ViewHost(
                VStack {
                    FiveScreens()
                    SignOutReader(probe: probe)
                }
                .environment(
                    \.signOutHandler,
                    {
                        signOuts += 1
                        await gate.wait()
                    }
                )
            )
            await waitUntil {
                probe.coordinator?.signOuts == 1 && probe.coordinator?.joins == 4 && gate.waiterCount == 1
            }
            await host.settle()
            #expect(host.texts == (0..<5).map { "Screen \($0) failing" })
            gate.open()
            await waitUntil { host.texts == (0..<5).map { "Screen \($0)" } }
            #expect(signOuts == 1)
        }

        @Test("a 401 from a screen that was there before the sign-out is absorbed, however late it comes")
        func stragglerOfTheExpiredSession() async {
            let appState = AppState()
            let probe = SignOutProbe()
            let host = await signedOutErrorHandlingApp(appState, probe)
            // A request of the expired session that was still in flight fails now, after the sign-out ended.
            #expect(host.tap("Reload 3"))
            await waitUntil { probe.coordinator?.absorptions == 1 && host.texts[3] == "Screen 3" }
            await host.settle()
            #expect(appState.signOuts == 1)
            #expect(host.alerts.isEmpty)
        }

        @Test("nil removes the handler for the views below: they read none, and the views beside them still do")
        func nilRemovesTheHandler() async {
            let appState = AppState()
            let beside = SignOutProbe()
            let below = SignOutProbe()
            let host = ViewHost(
                VStack {
                    SignOutReader(probe: beside)
                    SignOutReader(probe: below).environment(\.signOutHandler, nil)
                }
                .environment(\.signOutHandler, appState.signOut)
            )
            await host.settle()
            #expect(beside.action != nil)
            #expect(below.action == nil)
        }

        @Test("a 401 from a screen of the session that followed signs out again at once; its own stragglers do not")
        func theSessionThatFollowedSignsOut() async {
            let appState = AppState()
            let probe = SignOutProbe()
            let host = ViewHost(SignInAgainApp(probe: probe).environment(\.signOutHandler, appState.signOut))
            await waitUntil { appState.signOuts == 1 && host.texts == ["Screen 0"] }
            // Signing in makes the screen anew; its session expires at once, with no time passing.
            #expect(host.tap("Sign in"))
            await waitUntil { appState.signOuts == 2 && host.texts == ["Screen 1"] }
            // The screen of the session just signed out, still there, fails again: absorbed.
            #expect(host.tap("Reload 1"))
            await waitUntil { probe.coordinator?.absorptions == 1 && host.texts == ["Screen 1"] }
            await host.settle()
            #expect(appState.signOuts == 2)
            #expect(probe.coordinator?.signOuts == 2)
        }

        @Test("once the app says a new session began, a screen kept from before the sign-out signs out again")
        func aScreenKeptAcrossTheSignInSignsOutAfterTheAppSaysSo() async {
            let appState = AppState()
            let probe = SignOutProbe()
            let host = await signedOutErrorHandlingApp(appState, probe)
            #expect(host.tap("Signed in again"))
            #expect(host.tap("Reload 2"))
            await waitUntil { appState.signOuts == 2 && host.texts[2] == "Screen 2" }
            await host.settle()
            #expect(probe.coordinator?.absorptions == 0)
        }

        @Test("two roots, each with its own handler, sign out each once, at the same time")
        func twoRootsDoNotShare() async {
            let first = AppState()
            let second = AppState()
            let one = ViewHost(FiveScreens().environment(\.signOutHandler, first.signOut))
            let other = ViewHost(FiveScreens().environment(\.signOutHandler, second.signOut))
            await waitUntil { first.signOuts == 1 && second.signOuts == 1 }
            await one.settle()
            await other.settle()
            #expect(first.signOuts == 1)
            #expect(second.signOuts == 1)
        }

        @Test("two places that set the same sign-out handler give actions that are not equal: each has its own session")
        func signOutActionsAreEqualByPlace() {
            let appState = AppState()
            let (first, second) = (SignOutProbe(), SignOutProbe())
            let hosts = [
                ViewHost(SignOutReader(probe: first).environment(\.signOutHandler, appState.signOut)),
                ViewHost(SignOutReader(probe: second).environment(\.signOutHandler, appState.signOut)),
            ]
            withExtendedLifetime(hosts) {
                #expect(first.action != nil)
                #expect(first.action != second.action)
            }
        }

        @Test("calling the sign-out action a view reads runs the app's handler")
        func callingTheSignOutAction() async throws {
            let appState = AppState()
            let probe = SignOutProbe()
            let host = ViewHost(SignOutReader(probe: probe).environment(\.signOutHandler, appState.signOut))
            let action = try #require(probe.action)
            await action()
            #expect(appState.signOuts == 1)
            host.unmount()
        }

        @Test("with an app's own category responder and coordinator, a 401 after its sign-out is a straggler's")
        func sharedResponderAbsorbsStragglers() async {
            let coordinator = SignOutCoordinator()
            var signOuts = 0
            let categories = CategoryResponder(signOutHandler: { signOuts += 1 }, signOutCoordinator: coordinator)
            let host = ViewHost(SessionScreen(index: 0).environment(\.categoryResponder, categories))
            await waitUntil { signOuts == 1 && host.texts == ["Screen 0"] }
            // The screen appeared in the session its own 401 signed out: it fails again, and is absorbed.
            #expect(host.tap("Reload 0"))
            await waitUntil { coordinator.absorptions == 1 && host.texts == ["Screen 0"] }
            await host.settle()
            #expect(signOuts == 1)
            #expect(coordinator.signOuts == 1)
        }

        @Test("an app's own category responder is used instead, and the environment's sign-out handler is not")
        func sharedCategoryResponderWins() async {
            let appState = AppState()
            let gate = ManualGate()
            var ownSignOuts = 0
            let categories = CategoryResponder(signOutHandler: {
                ownSignOuts += 1
                await gate.wait()
            })
            let host = ViewHost(
                FiveScreens()
                    .environment(\.categoryResponder, categories)
                    .environment(\.signOutHandler, appState.signOut)
            )
            await waitUntil { categories.coalescer.waitingErrors == 5 && gate.waiterCount == 1 }
            gate.open()
            await waitUntil { host.texts == (0..<5).map { "Screen \($0)" } }
            await host.settle()
            #expect(ownSignOuts == 1)  // five identical errors at once, coalesced by the shared responder
            #expect(appState.signOuts == 0)
        }
    }
#endif
