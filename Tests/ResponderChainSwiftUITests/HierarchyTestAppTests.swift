#if !canImport(SwiftUI)
    import ResponderChain
    import ResponderChainSwiftUI
    import ResponderChainTesting
    import SwiftUIStandIn
    import SwiftUIStandInHost
    import Testing

    // HierarchyResponder's own test app, restated: buttons that trigger events and report errors through chains
    // of receive, transform, handle and catch modifiers, with and without throwing closures, each ending in an
    // alert whose title names the tap. Its UI test taps them in turn and checks each alert's title.

    enum Tapped {
        struct Start: Event {}
        struct Renamed: Event {}
        struct Passing: Event {}
        struct Replaced: Event {}
        struct ThrowingStart: Event {}
        struct ThrowingRenamed: Event {}
        struct ThrowingPassing: Event {}
        struct ThrowingReplaced: Event {}
        struct Failing: Event {}
        struct CaughtSpecific: Event {}
        struct CaughtAny: Event {}

        struct Failure: Error {}
        struct Renaming: Error {}
        struct Renamed2: Error {}
        struct Passing2: Error {}
        struct Replaced2: Error {}
        struct Absorbed: Error {}
        struct Alertable: AlertableError {
            var message: String { "Error Test 3" }
        }
        struct CaughtSpecificError: Error {}
        struct CaughtAnyError: Error {}
    }

    /// Each level's closure may throw; these never do, as in the test app.
    @discardableResult
    func passThrough<T>(_ value: T) throws -> T { value }

    struct TestAppScreen: View {
        @State private var alertTitle: String?

        var body: some View {
            VStack {
                Text("Event Test 0").onTapGesture(trigger: Tapped.Start())
                plainEvents
                throwingEvents
                errors
                caughtErrors
            }
            .alert(
                alertTitle ?? "",
                isPresented: Binding(get: { alertTitle != nil }, set: { if !$0 { alertTitle = nil } }),
                presenting: alertTitle
            ) { _ in
                Button("Close") { alertTitle = nil }
            } message: { _ in
                Text("")
            }
        }

        private var plainEvents: some View {
            VStack {
                EventButton(Tapped.Renamed()) { Text("Event Test 1") }
                EventButton("Event Test 2", event: Tapped.Passing())
            }
            .receiveEvent { _ in .notHandled }
            .transformEvent(Tapped.Renamed.self) { Tapped.Replaced() }
            .receiveEvent(Tapped.Replaced.self) { .notHandled }
            .handleEvent(Tapped.Replaced.self) { alertTitle = "Event Test 1" }
            .transformEvent { _ in Tapped.Start() }
            .handleEvent { _ in alertTitle = "Event Test 2" }
        }

        private var throwingEvents: some View {
            VStack {
                EventButton(Tapped.ThrowingRenamed()) { Text("Event Test 4") }
                EventButton("Event Test 5", event: Tapped.ThrowingPassing())
                EventButton("Event Test 6" as LocalizedStringKey, event: Tapped.Failing())
            }
            .receiveEvent { _ in try passThrough(.notHandled) }
            .transformEvent(Tapped.ThrowingRenamed.self) { try passThrough(Tapped.ThrowingReplaced()) }
            .receiveEvent(Tapped.ThrowingReplaced.self) { try passThrough(.notHandled) }
            .handleEvent(Tapped.ThrowingReplaced.self) {
                alertTitle = "Event Test 4"
                try passThrough(())
            }
            .handleEvent(Tapped.Failing.self) { throw Tapped.Failure() }
            .transformEvent { _ in try passThrough(Tapped.Start()) }
            .handleEvent { _ in
                alertTitle = "Event Test 5"
                try passThrough(())
            }
            .handleError(Tapped.Failure.self) { alertTitle = "Event Test 6" }
        }

        private var errors: some View {
            ErrorButtons(buttons: [
                ("Error Test 1", Tapped.Renaming()),
                ("Error Test 2", Tapped.Passing2()),
                ("Error Test 3", Tapped.Alertable()),
                ("Error Test 4", Tapped.Absorbed()),
            ])
            .receiveError { _ in .notHandled }
            .receiveError(Tapped.Absorbed.self) { _ in .handled }
            .transformError(Tapped.Renaming.self) { Tapped.Renamed2() }
            .receiveError(Tapped.Renamed2.self) { .notHandled }
            .handleError(Tapped.Renamed2.self) { alertTitle = "Error Test 1" }
            .handleAlertErrors()
            .transformError { _ in Tapped.Replaced2() }
            .handleError { _ in alertTitle = "Error Test 2" }
        }

        private var caughtErrors: some View {
            ErrorButtons(buttons: [
                ("Error Test 5", Tapped.CaughtSpecificError()),
                ("Error Test 6", Tapped.CaughtAnyError()),
            ])
            .catchError(Tapped.CaughtSpecificError.self) { Tapped.CaughtSpecific() }
            .handleEvent(Tapped.CaughtSpecific.self) { alertTitle = "Error Test 5" }
            .catchError { _ in Tapped.CaughtAny() }
            .handleEvent(Tapped.CaughtAny.self) { alertTitle = "Error Test 6" }
        }
    }

    /// Buttons that report their errors with `\.reportError`.
    struct ErrorButtons: View {
        @Environment(\.reportError) private var reportError
        let buttons: [(String, any Error)]

        var body: some View {
            VStack {
                ForEach(Array(buttons.enumerated()), id: \.offset) { _, button in
                    Button(button.0) { reportError(button.1) }
                }
            }
        }
    }

    @MainActor
    @Suite(
        "HierarchyResponder's test app, rendered: each tap shows the alert its UI test expects", .timeLimit(.minutes(2))
    )
    struct HierarchyTestAppTests {
        /// What each tap shows, in the order the UI tests tap: the alert's title and the button that closes it, or
        /// nothing at all.
        static let taps: [(tap: String, title: String?, message: String?, close: String?)] = [
            ("Event Test 0", nil, nil, nil),
            ("Event Test 1", "Event Test 1", nil, "Close"),
            ("Event Test 2", "Event Test 2", nil, "Close"),
            ("Event Test 4", "Event Test 4", nil, "Close"),
            ("Event Test 5", "Event Test 5", nil, "Close"),
            ("Event Test 6", "Event Test 6", nil, "Close"),
            ("Error Test 1", "Error Test 1", nil, "Close"),
            ("Error Test 2", "Error Test 2", nil, "Close"),
            ("Error Test 3", "Error", "Error Test 3", "Okay"),
            ("Error Test 5", "Error Test 5", nil, "Close"),
            ("Error Test 6", "Error Test 6", nil, "Close"),
            ("Error Test 4", nil, nil, nil),
        ]

        @Test("the taps of both UI tests, in order, each with its alert")
        func everyTap() async {
            let (_, unhandled) = await UnhandledCapture.run {
                let host = ViewHost(TestAppScreen())
                for step in Self.taps {
                    #expect(host.tap(step.tap), "\(step.tap)")
                    guard let title = step.title, let close = step.close else {
                        await host.settle()
                        #expect(host.alerts.isEmpty, "\(step.tap) shows no alert")
                        continue
                    }
                    await waitUntil { !host.alerts.isEmpty }
                    #expect(host.alerts.map(\.title) == [title], "\(step.tap)")
                    // An alert without a message shows none: SwiftUI's empty `Text`.
                    #expect(host.alerts.first?.message ?? "" == step.message ?? "", "\(step.tap)")
                    #expect(host.alerts.first?.tap(close) == true, "\(step.tap)")
                    await waitUntil { host.alerts.isEmpty }
                }
            }
            // Event Test 0's event has no responder in the test app: nothing shows, and the terminal hears of it.
            #expect(unhandled.map(\.description) == ["unhandled event Start() (end of chain)"])
        }
    }
#endif
