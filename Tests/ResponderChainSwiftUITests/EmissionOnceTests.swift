#if !canImport(SwiftUI)
    import ResponderChain
    import ResponderChainSwiftUI
    import ResponderChainTesting
    import SwiftUIStandIn
    import SwiftUIStandInHost
    import Testing

    /// The seed's 401: a response code error that requires sign-out.
    enum ResponseCodeError: Error, CategorizedError {
        case status(Int)

        var category: ErrorCategory {
            switch self {
            case .status(401): .requiresSignout
            case .status: .nonRecoverable
            }
        }
    }

    /// The seed's app state: a plain class, neither `Sendable` nor isolated, whose `signOut` is "any `() -> Void`
    /// function".
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

    /// Counts every handling that reaches the category responder: with coalescing off and no sign-out
    /// coordinator, each handling of a 401 calls the handler once, so a duplicate handling shows.
    @MainActor
    final class HandlingCounter {
        private(set) var handlings = 0

        func responder() -> CategoryResponder {
            CategoryResponder(signOutHandler: { self.handlings += 1 }).coalescing(by: .never)
        }
    }

    @MainActor
    @Suite("emittingError: one emission, one handling; one session, one sign-out", .timeLimit(.minutes(1)))
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
            "the seed's set-up: five screens failing with 401 at once sign out once, and every screen's handling ends")
        func stormWithTheSeedsSetUp() async {
            let appState = AppState()
            await SignOutCoordinator.withCurrent(SignOutCoordinator(lateArrivalWindow: .zero, clock: ManualClock())) {
                // Only the sign-out handler at the root, as ErrorHandling's README writes it.
                let host = ViewHost(FiveScreens().environment(\.signOutHandler, appState.signOut))
                await waitUntil { host.texts == (0..<5).map { "Screen \($0)" } && appState.signOuts >= 1 }
                await host.settle()
                #expect(appState.signOuts == 1)
                #expect(SignOutCoordinator.current.signOuts == 1)
                #expect(SignOutCoordinator.current.joins + SignOutCoordinator.current.absorptions == 4)
                #expect(host.alerts.isEmpty)
            }
        }

        @Test("while an asynchronous sign-out runs, every failing screen waits for it, then all end together")
        func stormWhileTheSignOutRuns() async {
            let gate = ManualGate()
            var signOuts = 0
            let coordinator = SignOutCoordinator(lateArrivalWindow: .zero, clock: ManualClock())
            await SignOutCoordinator.withCurrent(coordinator) {
                let host = ViewHost(
                    FiveScreens().environment(
                        \.signOutHandler,
                        {
                            signOuts += 1
                            await gate.wait()
                        }
                    )
                )
                await waitUntil { coordinator.signOuts == 1 && coordinator.joins == 4 && gate.waiterCount == 1 }
                await host.settle()
                #expect(host.texts == (0..<5).map { "Screen \($0) failing" })
                gate.open()
                await waitUntil { host.texts == (0..<5).map { "Screen \($0)" } }
                #expect(signOuts == 1)
            }
        }

        @Test("a 401 that arrives just after the sign-out is absorbed; one after the window signs out again")
        func lateArrivals() async {
            let clock = ManualClock()
            let appState = AppState()
            let coordinator = SignOutCoordinator(lateArrivalWindow: .seconds(10), clock: clock)
            await SignOutCoordinator.withCurrent(coordinator) {
                let host = ViewHost(FiveScreens().environment(\.signOutHandler, appState.signOut))
                await waitUntil { host.texts == (0..<5).map { "Screen \($0)" } && appState.signOuts == 1 }
                // A request that was in flight fails two seconds later: the session is already signed out.
                clock.advance(by: .seconds(2))
                host.tap("Reload 3")
                await waitUntil {
                    coordinator.signOuts + coordinator.joins + coordinator.absorptions == 6
                        && host.texts[3] == "Screen 3"
                }
                #expect(coordinator.signOuts == 1)
                #expect(appState.signOuts == 1)
                // A new session expires later: it signs out again.
                clock.advance(by: .seconds(20))
                host.tap("Reload 1")
                await waitUntil { appState.signOuts == 2 && host.texts[1] == "Screen 1" }
                await host.settle()
                #expect(appState.signOuts == 2)
            }
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
            await SignOutCoordinator.withCurrent(SignOutCoordinator(lateArrivalWindow: .zero, clock: ManualClock())) {
                let host = ViewHost(
                    FiveScreens()
                        .environment(\.categoryResponder, categories)
                        .environment(\.signOutHandler, appState.signOut)
                )
                await waitUntil { categories.coalescer.waitingErrors == 5 && gate.waiterCount == 1 }
                gate.open()
                await waitUntil { host.texts == (0..<5).map { "Screen \($0)" } }
                await host.settle()
            }
            #expect(ownSignOuts == 1)  // five identical errors at once, coalesced by the shared responder
            #expect(appState.signOuts == 0)
        }
    }
#endif
