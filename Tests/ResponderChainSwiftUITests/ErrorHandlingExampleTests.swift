#if !canImport(SwiftUI)
    import Foundation
    import ResponderChain
    import ResponderChainSwiftUI
    import ResponderChainTesting
    import SwiftUIStandIn
    import SwiftUIStandInHost
    import Testing

    // ErrorHandling's example app, restated: a screen whose action either succeeds, fails in a way the user can
    // retry, or finds the session expired; the root signs out through `\.signOutHandler` and shows sign-in.

    enum DiceFailure: LocalizedError, CategorizedError {
        case rollFailed
        case sessionExpired

        var errorDescription: String? {
            switch self {
            case .rollFailed: "The dice could not be rolled"
            case .sessionExpired: "Your session has expired"
            }
        }

        var category: ErrorCategory {
            switch self {
            case .rollFailed: .recoverable(recoveryOption: .retry)
            case .sessionExpired: .requiresSignout
            }
        }
    }

    /// What each roll comes to, in order: a number, or a failure.
    @MainActor
    final class DiceScript {
        var outcomes: [Result<Int, DiceFailure>]

        init(_ outcomes: [Result<Int, DiceFailure>]) {
            self.outcomes = outcomes
        }

        func next() -> Result<Int, DiceFailure> {
            outcomes.removeFirst()
        }
    }

    struct DiceScreen: View {
        @State private var number: Int?
        @State private var error: (any Error)?
        let script: DiceScript

        var body: some View {
            VStack {
                if let number {
                    Text("Rolled \(number)")
                }
                Button("Roll") { roll() }
            }
            .emittingError(
                $error,
                recoveryHandler: { option in
                    if option == .retry { roll() }
                })
        }

        private func roll() {
            switch script.next() {
            case .success(let rolled):
                error = nil
                number = rolled
            case .failure(let failure):
                error = failure
            }
        }
    }

    struct DiceRoot: View {
        @State private var signedIn = true
        let script: DiceScript

        var body: some View {
            Group {
                if signedIn {
                    DiceScreen(script: script)
                } else {
                    Button("Sign In") { signedIn = true }
                }
            }
            .environment(\.signOutHandler, { signedIn = false })
        }
    }

    @MainActor
    @Suite("ErrorHandling's example, rendered: Retry recovers, an expired session signs out", .timeLimit(.minutes(2)))
    struct ErrorHandlingExampleTests {
        @Test("a failed roll offers Retry, which rolls again; an expired session shows sign-in; signing in returns")
        func exampleFlow() async {
            let script = DiceScript([.failure(.rollFailed), .success(42), .failure(.sessionExpired), .success(7)])
            let host = ViewHost(DiceRoot(script: script))
            host.tap("Roll")
            await waitUntil { !host.alerts.isEmpty }
            #expect(host.alerts.first?.title == "The dice could not be rolled")
            #expect(host.alerts.first?.buttonTitles == ["Retry", "Cancel"])
            host.alerts.first?.tap("Retry")
            await waitUntil { host.texts == ["Rolled 42"] }
            #expect(host.alerts.isEmpty)
            host.tap("Roll")
            await waitUntil { host.tappableLabels == ["Sign In"] }
            #expect(host.alerts.isEmpty)  // signing out shows no alert
            host.tap("Sign In")
            await waitUntil { host.tappableLabels == ["Roll"] }
            host.tap("Roll")
            await waitUntil { host.texts == ["Rolled 7"] }
        }
    }
#endif
