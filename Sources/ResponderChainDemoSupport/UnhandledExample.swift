import ResponderChain

/// What reaches the unhandled terminal: an error no responder knows, and an error passed along a loop of
/// parents, which is reported instead of followed forever; and an error carrying an email, which no report writes.
@MainActor
struct UnhandledExample {
    let demo: Demo

    func run() async {
        let top = Node("SettingsCoordinator")
        let screen = Node("SettingsScreen", parent: top)
        demo.write("An error no responder handles:")
        let evaluation = await demo.traced { await screen.dispatch(UnknownError.diskFull) }
        demo.write("The origin received: \(evaluation)")

        demo.write("A loop of parents (SettingsCoordinator's parent set to SettingsScreen by mistake):")
        top.parentResponder = screen
        let looped = await demo.traced { await screen.dispatch(UnknownError.diskFull) }
        demo.write("The origin received: \(looped)")
        top.parentResponder = nil

        demo.write("An error carrying what the user typed: the report names the case and leaves the email out:")
        _ = await demo.traced { await screen.dispatch(SignUpError.emailTaken(Self.typedEmail)) }
        demo.write("The same error with its payload marked hashed under the app's key: equal emails, equal digests:")
        let hashing = ErrorPrivacy(hashKey: .app(Array("demo-key".utf8))).marking(SignUpError.self, as: .hashed)
        _ = await ErrorPrivacy.withPolicy(hashing) {
            await demo.traced { await screen.dispatch(SignUpError.emailTaken(Self.typedEmail)) }
        }
    }

    /// What the user typed, which no output of the demo writes.
    nonisolated static let typedEmail = "ada@example.com"
}

private enum SignUpError: Error {
    case emailTaken(String)
}

private enum UnknownError: Error {
    case diskFull
}

/// A responder that handles nothing and passes everything to its parent.
@MainActor
private final class Node: ErrorResponder, NamedResponder {
    weak var parentResponder: (any ErrorResponder)?
    let responderName: String

    init(_ name: String, parent: (any ErrorResponder)? = nil) {
        self.responderName = name
        self.parentResponder = parent
    }
}
