#if !canImport(SwiftUI)
    @testable import ResponderChain
    import ResponderChainSwiftUI
    import ResponderChainTesting
    import SwiftUIStandIn
    import SwiftUIStandInHost
    import Testing

    // HierarchyResponder's README, through the real modifiers, rendered by the stand-in.

    struct Item: Sendable, Equatable {
        let id: Int
    }

    struct ItemSelectionEvent: Event {
        let item: Item
    }

    struct MyEvent: Event {}
    struct AnotherEvent: Event {}
    struct UnauthenticatedError: Error {}
    struct ShowSignInEvent: Event {}
    struct AnError: Error {}

    @MainActor
    final class Recorder {
        var lines: [String] = []
    }

    struct ParentView: View {
        @State private var selection: Item?
        let recorder: Recorder

        var body: some View {
            GridView(items: [Item(id: 1), Item(id: 2)])
                .handleEvent(ItemSelectionEvent.self) { event in
                    selection = event.item
                    recorder.lines.append("selected \(event.item.id)")
                }
        }
    }

    struct GridView: View {
        let items: [Item]

        var body: some View {
            VStack {
                ForEach(items, id: \.id) { item in
                    ItemView(item: item)
                }
            }
        }
    }

    struct ItemView: View {
        @Environment(\.triggerEvent) private var triggerEvent
        let item: Item

        var body: some View {
            Text("Item \(item.id)")
                .onTapGesture {
                    triggerEvent(ItemSelectionEvent(item: item))
                }
        }
    }

    /// A view that triggers and reports what its buttons say.
    struct TriggerView: View {
        @Environment(\.triggerEvent) private var triggerEvent
        @Environment(\.reportError) private var reportError

        var body: some View {
            VStack {
                Button("Trigger") { triggerEvent(MyEvent()) }
                Button("Another") { triggerEvent(AnotherEvent()) }
                Button("Report") { reportError(UnauthenticatedError()) }
                EventButton("Event button", event: MyEvent())
                Text("Tap me").onTapGesture(trigger: AnotherEvent())
            }
        }
    }

    @MainActor
    @Suite("HierarchyResponder's modifiers, rendered", .timeLimit(.minutes(2)))
    struct HierarchyModifierTests {
        @Test("an item tapped in the grid is handled by the parent view, two levels up")
        func gridSelection() async {
            let recorder = Recorder()
            let host = ViewHost(ParentView(recorder: recorder))
            #expect(host.tap("Item 2"))
            await waitUntil { recorder.lines.count == 1 }
            #expect(recorder.lines == ["selected 2"])
        }

        @Test("modifiers written first on a view are closer to the origin: the typed one absorbs its type")
        func modifierOrder() async {
            let recorder = Recorder()
            let host = ViewHost(
                TriggerView()
                    .handleEvent(MyEvent.self) { recorder.lines.append("typed") }
                    .handleEvent { event in recorder.lines.append("untyped \(type(of: event))") }
            )
            host.tap("Trigger")
            host.tap("Another")
            host.tap("Event button")
            host.tap("Tap me")
            await waitUntil { recorder.lines.count == 4 }
            #expect(recorder.lines.sorted() == ["typed", "typed", "untyped AnotherEvent", "untyped AnotherEvent"])
        }

        @Test("onTapGesture(trigger:) triggers on one tap; with a count, on that many taps in a row")
        func tapGestureCounts() async {
            let recorder = Recorder()
            let host = ViewHost(
                VStack {
                    Text("Tap me").onTapGesture(trigger: AnotherEvent())
                    Text("Double tap me").onTapGesture(count: 2, trigger: MyEvent())
                }
                .handleEvent { event in recorder.lines.append("\(type(of: event))") }
            )
            #expect(host.tap("Tap me"))
            #expect(!host.tap("Double tap me"), "one tap is not a double tap")
            #expect(host.tap("Double tap me", count: 2))
            await waitUntil { recorder.lines.count == 2 }
            #expect(recorder.lines.sorted() == ["AnotherEvent", "MyEvent"])
        }

        @Test("transform, failable handler, and catchError through the modifiers")
        func transformFailAndCatch() async {
            let recorder = Recorder()
            let host = ViewHost(
                TriggerView()
                    .transformEvent(MyEvent.self) { AnotherEvent() }
                    .handleEvent(AnotherEvent.self) { throw AnError() }
                    .catchError(UnauthenticatedError.self) { ShowSignInEvent() }
                    .handleError(AnError.self) { recorder.lines.append("AnError handled") }
                    .handleEvent(ShowSignInEvent.self) { recorder.lines.append("show sign-in") }
            )
            host.tap("Trigger")
            await waitUntil { recorder.lines.count == 1 }
            host.tap("Report")
            await waitUntil { recorder.lines.count == 2 }
            #expect(recorder.lines == ["AnError handled", "show sign-in"])
        }

        @Test("errors nobody in the hierarchy handles go on to respondToError")
        func joinsRespondToError() async {
            let recorder = Recorder()
            let host = ViewHost(
                TriggerView()
                    .handleError(AnError.self) { recorder.lines.append("AnError") }
                    .respondToError { error in
                        await MainActor.run { recorder.lines.append("respondToError \(type(of: error))") }
                        return .proceed
                    }
            )
            host.tap("Report")
            await waitUntil { recorder.lines.count == 1 }
            #expect(recorder.lines == ["respondToError UnauthenticatedError"])
        }

        @Test("triggers checks for responders when the view appears, with the declaration's file and line")
        func triggersOnAppear() async {
            let line: UInt = #line + 3
            let (_, diagnostics) = SafetyCapture.run {
                let host = ViewHost(
                    TriggerView().triggers(MyEvent.self).reports(UnauthenticatedError.self)
                        .handleEvent(MyEvent.self) {}
                )
                host.render()
                host.render()
            }
            #expect(diagnostics.map(\.kind) == [.missingErrorResponder])
            #expect(diagnostics.map(\.line) == [line])
        }

        @Test(
            "requireExplicitResponders() requires a typed responder above a declaration; (false) does not",
            arguments: [true, false])
        func explicitRespondersRequired(required: Bool) async {
            let (_, diagnostics) = SafetyCapture.run {
                // The setting closer to the declaration wins over the one around it.
                let reports = TriggerView().reports(UnauthenticatedError.self)
                let host =
                    required
                    ? ViewHost(reports.requireExplicitResponders().requireExplicitResponders(false))
                    : ViewHost(reports.requireExplicitResponders(false).requireExplicitResponders())
                host.render()
            }
            #expect(diagnostics.map(\.kind) == (required ? [.missingErrorResponder] : []))
        }

        @Test("an undeclared event crossing triggers is reported")
        func undeclaredEvent() async {
            let recorder = Recorder()
            let (_, diagnostics) = await SafetyCapture.run {
                let host = ViewHost(
                    TriggerView()
                        .triggers(MyEvent.self)
                        .handleEvent(MyEvent.self) {}
                        .handleEvent { _ in recorder.lines.append("handled") }
                        .responderSafetyLevel(.strict)
                )
                host.tap("Another")
                await waitUntil { recorder.lines.count == 1 }
            }
            #expect(diagnostics.map(\.kind) == [.undeclaredEvent])
            #expect(diagnostics.map(\.level) == [.strict])
        }
    }

    /// A menu command, published from outside the hierarchy.
    enum MenuCommand: Event {
        case refresh
    }

    struct DetailView: View {
        let recorder: Recorder

        var body: some View {
            Text("Detail")
                .subscribe(to: MenuCommand.self) { _ in recorder.lines.append("detail refreshes") }
        }
    }

    struct LibraryView: View {
        @State private var showsDetail = true
        let recorder: Recorder

        var body: some View {
            VStack {
                Button("Close detail") { showsDetail = false }
                if showsDetail {
                    DetailView(recorder: recorder)
                }
            }
            .subscribe(to: MenuCommand.self) { _ in recorder.lines.append("library reloads") }
        }
    }

    /// A screen that can replace the publisher it attaches, and opens its detail on demand.
    struct MenuReplacingView: View {
        @State private var current = 0
        @State private var showsDetail = false
        let menus: [EventPublisher<MenuCommand>]
        let recorder: Recorder

        var body: some View {
            VStack {
                Button("Replace menu") { current += 1 }
                Button("Open detail") { showsDetail = true }
                if showsDetail {
                    DetailView(recorder: recorder)
                }
            }
            .publisher(menus[current])
        }
    }

    @MainActor
    @Suite("Publishing through the modifiers, tied to appear and disappear", .timeLimit(.minutes(2)))
    struct PublishingModifierTests {
        @Test("the deepest subscriber receives a command until it disappears")
        func deepestSubscriber() async {
            let recorder = Recorder()
            let menu = EventPublisher(MenuCommand.self)
            let host = ViewHost(LibraryView(recorder: recorder).publisher(menu))
            #expect(menu.subscriberCount == 2)
            await menu.publish(.refresh)
            #expect(recorder.lines == ["detail refreshes"])
            host.tap("Close detail")
            await host.settle()
            #expect(menu.subscriberCount == 1)
            await menu.publish(.refresh)
            #expect(recorder.lines == ["detail refreshes", "library reloads"])
            host.unmount()
            #expect(menu.subscriberCount == 0)
        }

        @Test("a subscriber in a tab switched away from is unsubscribed, though SwiftUI keeps the tab's state")
        func subscriberInATabSwitchedAway() async {
            let recorder = Recorder()
            let menu = EventPublisher(MenuCommand.self)
            let host = ViewHost(TwoTabs(first: DetailView(recorder: recorder)).publisher(menu))
            #expect(menu.subscriberCount == 1)
            host.tap("Second")
            await host.settle()
            #expect(menu.subscriberCount == 0)
            host.tap("First")
            await host.settle()
            #expect(menu.subscriberCount == 1)
            await menu.publish(.refresh)
            #expect(recorder.lines == ["detail refreshes"])
        }

        @Test("a publisher given in place of another is the one a subscriber that appears afterwards listens to")
        func replacedPublisher() async {
            let recorder = Recorder()
            let menus = [EventPublisher(MenuCommand.self), EventPublisher(MenuCommand.self)]
            let host = ViewHost(MenuReplacingView(menus: menus, recorder: recorder))
            host.tap("Replace menu")
            await host.settle()
            host.tap("Open detail")
            await host.settle()
            #expect(menus.map(\.subscriberCount) == [0, 1])
            await menus[1].publish(.refresh)
            #expect(recorder.lines == ["detail refreshes"])
        }

        @Test("publisher(for:register:) hands its publisher over on appear and takes it back on disappear")
        func registeredPublisher() async {
            let recorder = Recorder()
            var registered: [EventPublisher<MenuCommand>?] = []
            let host = ViewHost(
                DetailView(recorder: recorder).publisher(for: MenuCommand.self) { registered.append($0) }
            )
            #expect(registered.count == 1)
            await registered.first??.publish(.refresh)
            #expect(recorder.lines == ["detail refreshes"])
            host.unmount()
            #expect(registered.count == 2)
            #expect(registered.last! == nil)
        }
    }
#endif
