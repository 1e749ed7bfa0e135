#if !canImport(SwiftUI)
    import ResponderChain
    import ResponderChainSwiftUI
    import ResponderChainTesting
    import SwiftUIStandIn
    import SwiftUIStandInHost
    import Testing

    // A root that re-renders above rows that use the adapter: what SwiftUI evaluates again, and which closures a
    // dispatch calls afterwards.

    struct RowEvent: Event {
        let row: Int
    }

    struct RowError: Error {
        let row: Int
    }

    struct UnrelatedError: Error {}

    /// What the root's closures saw, and when.
    @MainActor
    final class StabilityLog {
        var lines: [String] = []
    }

    /// An app view inside a row: it reads `\.triggerEvent` and `\.reportError`, as HierarchyResponder's views do.
    struct RowActions: View {
        @Environment(\.triggerEvent) private var triggerEvent
        @Environment(\.reportError) private var reportError
        let row: Int

        var body: some View {
            VStack {
                Button("Trigger \(row)") { triggerEvent(RowEvent(row: row)) }
                Button("Report \(row)") { reportError(RowError(row: row)) }
            }
        }
    }

    /// A row: its own error responder above the app's views, and an `EventButton`.
    struct StabilityRow: View {
        let row: Int
        /// The root's render count for the highlighted row, 0 for the others.
        let highlight: Int

        var body: some View {
            VStack {
                Text("Row \(row) highlight \(highlight)")
                RowActions(row: row)
                EventButton("Open \(row)", event: RowEvent(row: row))
            }
            .handleError(UnrelatedError.self) {}
        }
    }

    /// A root with state that changes on "Re-render", whose responders capture that state.
    struct StabilityRoot: View {
        @State private var renders = 0
        let log: StabilityLog
        let rows: Int

        var body: some View {
            VStack {
                Button("Re-render") { renders += 1 }
                ForEach(0..<rows, id: \.self) { row in
                    StabilityRow(row: row, highlight: row == 0 ? renders : 0)
                }
            }
            .handleEvent(RowEvent.self) { event in
                log.lines.append("event from row \(event.row) seen at render \(renders)")
            }
            .respondToError { error in
                log.lines.append("\(error) answered at render \(renders)")
                return .proceed
            }
        }
    }

    /// ErrorHandling's app state: a plain class whose `signOut` is "any `() -> Void` function".
    final class StabilitySession {
        var signOuts: [Int] = []
        var renders = 0

        func signOut() {
            signOuts.append(renders)
        }
    }

    /// A row that emits an expired session's 401 with `emittingError`, beside the app's views.
    struct EmittingRow: View {
        @State private var error: (any Error)?
        let row: Int

        var body: some View {
            VStack {
                Button("Expire \(row)") { error = ResponseCodeError.status(401) }
                RowActions(row: row)
            }
            .emittingError($error)
        }
    }

    /// How the root writes its sign-out handler.
    enum SignOutLine: String, CaseIterable, CustomTestStringConvertible, Sendable {
        /// ErrorHandling's `.environment(\.signOutHandler, appState.signOut)`.
        case errorHandlingMethod
        /// A closure that captures the root's state.
        case capturingClosure

        var testDescription: String { rawValue }
    }

    /// ErrorHandling's set-up: the `signOutHandler` line at the root, written in a body that re-renders.
    struct SignOutRoot: View {
        @State private var renders = 0
        let line: SignOutLine
        let session: StabilitySession
        let log: StabilityLog
        let rows: Int

        var body: some View {
            let session = self.session
            session.renders = renders
            let content = VStack {
                Button("Re-render") { renders += 1 }
                ForEach(0..<rows, id: \.self) { row in
                    EmittingRow(row: row)
                }
            }
            .handleEvent(RowEvent.self) { event in
                log.lines.append("event from row \(event.row) seen at render \(renders)")
            }
            return Group {
                switch line {
                case .errorHandlingMethod:
                    content.environment(\.signOutHandler, session.signOut)
                case .capturingClosure:
                    content.environment(\.signOutHandler, { session.signOuts.append(renders) })
                }
            }
        }
    }

    /// A row that subscribes to the root's menu publisher and declares what it triggers, beside the app's views.
    struct SubscribingRow: View {
        let row: Int
        let log: StabilityLog

        var body: some View {
            RowActions(row: row)
                .triggers(RowEvent.self)
                .subscribe(to: MenuCommand.self) { command in log.lines.append("row \(row) got \(command)") }
        }
    }

    /// A subscriber that re-renders itself: its `subscribe` modifier is evaluated again with a new closure each time.
    struct BumpingSubscriber: View {
        @State private var bumps = 0
        let log: StabilityLog

        var body: some View {
            VStack {
                Button("Bump") { bumps += 1 }
                Text("Bumps \(bumps)")
                DeclaringRow()
            }
            .subscribe(to: MenuCommand.self) { command in log.lines.append("got \(command) at bump \(bumps)") }
        }
    }

    /// An app view whose modifier reads the position it is at: `triggers` declares the row's events.
    struct DeclaringRow: View {
        var body: some View {
            RowActions(row: 0).triggers(RowEvent.self)
        }
    }

    /// A publisher of menu commands above a ``BumpingSubscriber``.
    struct PublishingRoot: View {
        @State private var menu = EventPublisher(MenuCommand.self, destination: .allLevels)
        let log: StabilityLog

        var body: some View {
            VStack {
                Button("Publish") { menu(.refresh) }
                BumpingSubscriber(log: log)
            }
            .publisher(menu)
        }
    }

    /// A root with every other modifier that puts something in the environment: alerts, a boundary, a publisher,
    /// a declaration and a safety level, each written in a body that re-renders.
    struct EveryModifierRoot: View {
        @State private var renders = 0
        @State private var menu = EventPublisher(MenuCommand.self, destination: .allLevels)
        let log: StabilityLog
        let rows: Int

        var body: some View {
            VStack {
                Button("Re-render") { renders += 1 }
                Button("Publish") { menu(.refresh) }
                Text("Renders \(renders)")
                ForEach(0..<rows, id: \.self) { row in
                    SubscribingRow(row: row, log: log)
                }
            }
            .handleEvent(RowEvent.self) { event in log.lines.append("event from row \(event.row) at render \(renders)")
            }
            .publisher(menu)
            .handleAlertErrors()
            .errorBoundary { _, _ in Text("Fallback") }
            .responderSafetyLevel(.relaxed)
            .requireExplicitResponders(true)
            .presentingErrorAlerts()
            .environment(\.errorHandler, BannerErrorStyle(duration: 3))
        }
    }

    @MainActor
    @Suite(
        "A root that re-renders: what SwiftUI evaluates again, and the closures a dispatch calls",
        .timeLimit(.minutes(2)))
    struct StableEnvironmentTests {
        static let rows = 20

        /// Re-renders the root three times, counting the bodies evaluated from the first re-render on.
        private func rerenderThreeTimes(_ host: ViewHost) async {
            host.resetBodyEvaluations()
            for _ in 0..<3 {
                #expect(host.tap("Re-render"))
                await host.settle()
            }
        }

        @Test func rowsAndTheirViewsAreNotEvaluatedAgainWhenTheRootReRenders() async {
            let log = StabilityLog()
            let host = ViewHost(StabilityRoot(log: log, rows: Self.rows))
            #expect(host.bodyEvaluations(of: StabilityRow.self) == Self.rows)
            #expect(host.bodyEvaluations(of: RowActions.self) == Self.rows)
            await rerenderThreeTimes(host)
            #expect(host.bodyEvaluations(of: StabilityRoot.self) == 3)
            // The highlighted row is given the new state each time; the others are not evaluated again.
            #expect(host.bodyEvaluations(of: StabilityRow.self) == 3)
            #expect(host.texts.contains("Row 0 highlight 3"))
            // The app's views below read `\.triggerEvent` and `\.reportError`: none of them is evaluated again, in
            // the highlighted row either (its `RowActions` value is the same). The highlighted row's `EventButton`
            // is made anew with a new closure each time, as SwiftUI would make it.
            #expect(host.bodyEvaluations(of: RowActions.self) == 0)
            #expect(host.bodyEvaluations(of: EventButton<Text>.self) == 3)
            // Besides those, only the adapter's bodies for the responders that changed run: the root's two and the
            // highlighted row's one, each re-render.
            let adapterBodies =
                host.totalBodyEvaluations - host.bodyEvaluations(of: StabilityRoot.self)
                - host.bodyEvaluations(of: StabilityRow.self) - host.bodyEvaluations(of: EventButton<Text>.self)
            #expect(adapterBodies == 3 * 3)
        }

        @Test func everyModifierAtTheRootKeepsTheViewsBelowFromBeingEvaluatedAgain() async {
            let log = StabilityLog()
            let root = EveryModifierRoot(log: log, rows: Self.rows)
            let host = ViewHost(root)
            #expect(host.bodyEvaluations(of: RowActions.self) == Self.rows)
            await rerenderThreeTimes(host)
            #expect(host.texts.contains("Renders 3"))
            #expect(host.bodyEvaluations(of: SubscribingRow.self) == 0)
            #expect(host.bodyEvaluations(of: RowActions.self) == 0)
            // Every row still subscribes and triggers through the latest chain.
            #expect(host.tap("Trigger 3"))
            await waitUntil { log.lines == ["event from row 3 at render 3"] }
            #expect(host.tap("Publish"))
            await waitUntil { log.lines.count == 1 + Self.rows }
            #expect(log.lines.dropFirst().sorted() == (0..<Self.rows).map { "row \($0) got refresh" }.sorted())
        }

        @Test func aSubscriberThatReRendersKeepsTheViewsInsideItFromBeingEvaluatedAgain() async {
            let log = StabilityLog()
            let host = ViewHost(PublishingRoot(log: log))
            host.resetBodyEvaluations()
            for _ in 0..<3 {
                #expect(host.tap("Bump"))
                await host.settle()
            }
            #expect(host.texts.contains("Bumps 3"))
            #expect(host.bodyEvaluations(of: BumpingSubscriber.self) == 3)
            // The position inside the subscriber stays equal: of what is inside, only the subscriber's own modifier
            // (given a new closure each time) is evaluated again, not the declaration that reads the position.
            #expect(host.totalBodyEvaluations - host.bodyEvaluations(of: BumpingSubscriber.self) == 3)
            #expect(host.bodyEvaluations(of: DeclaringRow.self) == 0)
            #expect(host.bodyEvaluations(of: RowActions.self) == 0)
            #expect(host.tap("Publish"))
            await waitUntil { log.lines == ["got refresh at bump 3"] }
        }

        @Test func afterTheReRendersADispatchCallsTheLatestClosures() async {
            let log = StabilityLog()
            let host = ViewHost(StabilityRoot(log: log, rows: Self.rows))
            await rerenderThreeTimes(host)
            #expect(host.tap("Trigger 7"))
            #expect(host.tap("Open 12"))
            #expect(host.tap("Report 5"))
            await host.settle()
            await waitUntil { log.lines.count == 3 }
            #expect(
                log.lines.sorted() == [
                    "RowError(row: 5) answered at render 3",
                    "event from row 12 seen at render 3",
                    "event from row 7 seen at render 3",
                ]
            )
        }

        @Test(arguments: SignOutLine.allCases)
        func theSignOutLineAtTheRootReEvaluatesNoneOfTheAppsViews(line: SignOutLine) async {
            let session = StabilitySession()
            let log = StabilityLog()
            let host = ViewHost(SignOutRoot(line: line, session: session, log: log, rows: Self.rows))
            await rerenderThreeTimes(host)
            #expect(host.bodyEvaluations(of: SignOutRoot.self) == 3)
            #expect(host.bodyEvaluations(of: EmittingRow.self) == 0)
            #expect(host.bodyEvaluations(of: RowActions.self) == 0)
            // The root hands the sign-out line a new closure each time: only the place that keeps it is evaluated
            // again, and it writes the same action, so no emitting view's adapter is; the root's event responder
            // is the other body.
            let adapterBodies =
                host.totalBodyEvaluations - host.bodyEvaluations(of: SignOutRoot.self)
                - host.bodyEvaluations(of: EmittingRow.self) - host.bodyEvaluations(of: RowActions.self)
            #expect(adapterBodies == 3 * 2)
            // After the re-renders, the 401 signs out through the closure of the latest render, and the
            // root's event responder is the latest too.
            #expect(host.tap("Expire 4"))
            #expect(host.tap("Trigger 9"))
            await waitUntil { session.signOuts.count == 1 && log.lines.count == 1 }
            #expect(session.signOuts == [3])
            #expect(log.lines == ["event from row 9 seen at render 3"])
        }
    }
#endif
