#if !canImport(SwiftUI)
    import ResponderChain
    import ResponderChainSwiftUI
    import ResponderChainTesting
    import SwiftUIStandIn
    import SwiftUIStandInHost
    import Testing

    /// Thomas Smedmann's coordinator views block a feature from their `.respondToError` closure: it sets `@State`,
    /// which only a main-actor closure may do.
    struct BlockingCoordinatorView: View {
        @Environment(\.respondToError) private var respondToError
        @State private var blocked = false
        @State private var answered: [ErrorEvaluation] = []

        var body: some View {
            VStack {
                Text(blocked ? "Blocked" : "Open")
                Text("answers: \(answered.map { "\($0)" }.joined(separator: ", "))")
                FailingPage { answered.append($0) }
            }
            .respondToError { error in
                if error is FeatureWideProblem {
                    blocked = true
                    return .cancel
                }
                return await respondToError(error)
            }
        }
    }

    struct FeatureWideProblem: Error {}
    struct PageProblem: Error {}
    /// Raised only by the route test, so that routes of tests running at the same time cannot be taken for its own.
    struct RouteProbe: Error {}

    /// A page that raises a problem from a button, and reports the answer it got.
    struct FailingPage: View {
        @Environment(\.respondToError) private var respondToError
        let answered: @MainActor (ErrorEvaluation) -> Void

        var body: some View {
            VStack {
                Button("Feature problem") {
                    Task { answered(await respondToError(FeatureWideProblem())) }
                }
                Button("Page problem") {
                    Task { answered(await respondToError(PageProblem())) }
                }
                Button("Route probe") {
                    Task { answered(await respondToError(RouteProbe())) }
                }
            }
        }
    }

    /// HierarchyResponder's README: handlers that ignore the event, written without `_ in`.
    struct HierarchyResponderOrderView: View {
        let recorder: Recorder

        var body: some View {
            TriggerView()
                .handleEvent(MyEvent.self) {
                    //  Will be called first and absorb `MyEvent` objects
                    recorder.lines.append("typed")
                }
                .handleEvent {
                    //  Will be called second, will not receive any `MyEvent` objects
                    recorder.lines.append("any other")
                }
        }
    }

    @MainActor
    @Suite(
        "Closures where the state is: main-actor closures, and the Error Responder Chain example's and HierarchyResponder's forms",
        .timeLimit(.minutes(2)))
    struct MainActorClosureTests {
        @Test("a respondToError closure sets the view's state, and the answer reaches the caller")
        func respondToErrorSetsState() async {
            let host = ViewHost(BlockingCoordinatorView().respondToError { _ in .proceed })
            #expect(host.texts.first == "Open")
            host.tap("Page problem")
            await waitUntil { host.texts.last == "answers: proceed" }
            #expect(host.texts.first == "Open")
            host.tap("Feature problem")
            await waitUntil { host.texts == ["Blocked", "answers: proceed, cancel"] }
        }

        @Test("HierarchyResponder's .handleEvent { } without an argument handles every event the typed one lets by")
        func handleEventWithoutArgument() async {
            let recorder = Recorder()
            let host = ViewHost(HierarchyResponderOrderView(recorder: recorder))
            host.tap("Trigger")
            host.tap("Another")
            await waitUntil { recorder.lines.count == 2 }
            #expect(recorder.lines == ["typed", "any other"])
        }

        @Test("HierarchyResponder's test app titles an EventButton with a LocalizedStringKey")
        func eventButtonWithALocalizedStringKey() async {
            let recorder = Recorder()
            let host = ViewHost(
                EventButton("Event Test 6" as LocalizedStringKey, event: MyEvent())
                    .handleEvent(MyEvent.self) { recorder.lines.append("handled") }
            )
            #expect(host.tappableLabels == ["Event Test 6"])
            host.tap("Event Test 6")
            await waitUntil { recorder.lines == ["handled"] }
        }

        @Test("a respondToError level shows in routes where it was applied")
        func routeNamesTheApplyingLine() async {
            let routes = Locked<[DispatchRoute]>([])
            let observation = DispatchRoute.observe { route in routes.withLock { $0.append(route) } }
            let host = ViewHost(BlockingCoordinatorView().respondToError(name: "App") { _ in .proceed })
            host.tap("Route probe")
            await waitUntil { host.texts.last == "answers: proceed" }
            observation.cancel()
            let pageRoute = routes.withLock { routes in
                routes.first { route in
                    if case .error(let error) = route.value { return error is RouteProbe }
                    return false
                }
            }
            let hops = pageRoute?.hops.map(\.name) ?? []
            #expect(hops.count == 2)
            #expect(hops.first?.hasPrefix("ResponderChainSwiftUITests/MainActorClosureTests.swift:") == true, "\(hops)")
            #expect(hops.last == "App")
        }
    }
#endif
