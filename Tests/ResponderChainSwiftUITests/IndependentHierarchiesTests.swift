#if !canImport(SwiftUI)
    // Written the way ErrorHandling's README sets an app up, one app per test: an `AppState` with a plain
    // `signOut()`, `.environment(\.signOutHandler, appState.signOut)` on the root, and views that emit with
    // `emittingError`. Swift Testing runs the five tests at once in one process; each app signs out on its own.
    import ResponderChain
    import ResponderChainSwiftUI
    import SwiftUIStandIn
    import SwiftUIStandInHost
    import Testing

    /// ErrorHandling's app state.
    final class IndependentAppState {
        private(set) var signOuts = 0

        func signOut() {
            signOuts += 1
        }
    }

    /// ErrorHandling's errors: a 401 requires sign-out; the others are shown.
    enum IndependentError: Error, CategorizedError {
        case unauthorized
        case offline
        case draftRejected

        var category: ErrorCategory {
            switch self {
            case .unauthorized: .requiresSignout
            case .offline: .recoverable(recoveryOption: .retry)
            case .draftRejected: .nonRecoverable
            }
        }
    }

    /// A screen that loads as it appears and fails with `failure`.
    struct LoadingScreen: View {
        @State private var error: (any Error)?
        let name: String
        let failure: IndependentError

        var body: some View {
            Text(error == nil ? name : "\(name) failing")
                .emittingError($error)
                .onAppear { error = failure }
        }
    }

    /// Five screens of one app, loading at once.
    struct FiveLoadingScreens: View {
        let failure: IndependentError

        var body: some View {
            VStack {
                ForEach(0..<5, id: \.self) { index in
                    LoadingScreen(name: "Screen \(index)", failure: failure)
                }
            }
        }
    }

    @MainActor
    @Suite("Five apps in one process, as ErrorHandling sets each up: each signs out its own session once")
    struct IndependentHierarchiesTests {
        @Test("five screens failing with 401 at once sign this app out once", .timeLimit(.minutes(2)))
        func fiveScreensExpireTogether() async {
            let appState = IndependentAppState()
            let host = ViewHost(
                FiveLoadingScreens(failure: .unauthorized).environment(\.signOutHandler, appState.signOut))
            await waitUntil { appState.signOuts >= 1 && host.texts == (0..<5).map { "Screen \($0)" } }
            await host.settle()
            #expect(appState.signOuts == 1)
            #expect(host.alerts.isEmpty)
        }

        @Test("one screen failing with 401 signs this app out once", .timeLimit(.minutes(2)))
        func oneScreenExpires() async {
            let appState = IndependentAppState()
            let host = ViewHost(
                LoadingScreen(name: "Profile", failure: .unauthorized)
                    .environment(\.signOutHandler, appState.signOut)
            )
            await waitUntil { appState.signOuts >= 1 && host.texts == ["Profile"] }
            await host.settle()
            #expect(appState.signOuts == 1)
        }

        @Test("a screen of a navigation stack failing with 401 signs this app out once", .timeLimit(.minutes(2)))
        func aPushedScreenExpires() async {
            let appState = IndependentAppState()
            let host = ViewHost(
                NavigationStack {
                    VStack {
                        LoadingScreen(name: "Feed", failure: .unauthorized)
                        LoadingScreen(name: "Detail", failure: .unauthorized)
                    }
                }
                .environment(\.signOutHandler, appState.signOut)
            )
            await waitUntil { appState.signOuts >= 1 && host.texts == ["Feed", "Detail"] }
            await host.settle()
            #expect(appState.signOuts == 1)
        }

        @Test("a recoverable error shows its alert and does not sign out", .timeLimit(.minutes(2)))
        func offlineShowsAnAlert() async {
            let appState = IndependentAppState()
            let host = ViewHost(
                LoadingScreen(name: "Inbox", failure: .offline).environment(\.signOutHandler, appState.signOut))
            await waitUntil { host.alerts.count == 1 }
            #expect(host.alerts.first?.buttonTitles == ["Retry", "Cancel"])
            host.alerts.first?.tap("Cancel")
            await waitUntil { host.alerts.isEmpty && host.texts == ["Inbox"] }
            #expect(appState.signOuts == 0)
        }

        @Test("a non-recoverable error shows its alert and does not sign out", .timeLimit(.minutes(2)))
        func rejectedDraftShowsAnAlert() async {
            let appState = IndependentAppState()
            let host = ViewHost(
                LoadingScreen(name: "Draft", failure: .draftRejected).environment(\.signOutHandler, appState.signOut))
            await waitUntil { host.alerts.count == 1 }
            host.alerts.first?.tap("OK")
            await waitUntil { host.alerts.isEmpty && host.texts == ["Draft"] }
            #expect(appState.signOuts == 0)
        }
    }
#endif
