import ResponderChain

/// HierarchyResponder's model on a small library app:
///
///     App            publishes MenuCommand; catches ItemLocked as ShowUpgrade; handles ShowUpgrade
///     └ Library      handles ItemSelected (throws ItemLocked for a locked item); subscribes to MenuCommand
///       └ Grid       transforms ItemTapped into ItemSelected; declares triggers(ItemTapped)
///         └ Item     triggers ItemTapped
///       └ Detail     subscribes to MenuCommand (one level deeper than the library)
@MainActor
struct EventsExample {
    let demo: Demo

    struct Item: Sendable, CustomStringConvertible {
        let id: Int
        let title: String
        let isLocked: Bool
        var description: String { "item \(id) (\(title))" }
    }

    struct ItemTapped: Event {
        let item: Item
    }

    struct ItemSelected: Event {
        let item: Item
    }

    struct ShowUpgrade: Event {
        let item: Item
    }

    struct ItemLocked: Error {
        let item: Item
    }

    enum MenuCommand: Event {
        case refresh
    }

    static let items = [
        Item(id: 1, title: "Notes", isLocked: false),
        Item(id: 2, title: "Photos", isLocked: false),
        Item(id: 3, title: "Premium", isLocked: true),
    ]

    func run() async {
        let write = demo.write
        await ResponderSafety.withSink(SafetyDiagnosticSink { write("Safety: \($0)") }) {
            await runHierarchy()
        }
    }

    private func runHierarchy() async {
        let write = demo.write
        let menu = EventPublisher(MenuCommand.self, destination: .lastLevel)
        let selection = Selection()
        // The positions the SwiftUI modifiers of each view would make, built here without views.
        let app = ResponderPosition.root
            .adding(
                .handleEvent(
                    ShowUpgrade.self, .synchronous { event in write("App shows the upgrade offer for \(event.item)") }),
                name: "App.handleEvent"
            )
            .adding(
                .catchError(ItemLocked.self, .synchronous { error in ShowUpgrade(item: error.item) }),
                name: "App.catchError"
            )
            .publishing(menu)
        let library = app.adding(
            .handleEvent(
                ItemSelected.self,
                .synchronous { event in
                    guard !event.item.isLocked else { throw ItemLocked(item: event.item) }
                    selection.item = event.item
                    write("Library selects \(event.item)")
                }
            ),
            name: "Library"
        )
        let grid =
            library
            .adding(
                .transformEvent(ItemTapped.self, .synchronous { tap in ItemSelected(item: tap.item) }), name: "Grid"
            )
            .triggers(ItemTapped.self)
        let librarySubscription = library.subscribe(to: MenuCommand.self, name: "Library") { _ in
            write("Library reloads the grid")
        }

        for item in Self.items.dropFirst() {
            write("Tap \(item) in the grid")
            let outcome = await demo.traced { await grid.trigger(ItemTapped(item: item)) }
            write("  outcome: \(outcome)")
        }

        write("Open the detail of \(selection.item?.description ?? "nothing"), then choose Refresh in the menu")
        let detailSubscription = librarySubscription.position.subscribe(to: MenuCommand.self, name: "Detail") { _ in
            write("Detail refreshes \(selection.item?.description ?? "nothing")")
        }
        let published = await demo.traced { await menu.publishOutcome(.refresh) }
        write("  \(published)")
        write("Close the detail, then choose Refresh again")
        detailSubscription.cancel()
        write("  \(await menu.publishOutcome(.refresh))")
        librarySubscription.cancel()
    }

    /// The library's selection, as a view model would hold it.
    @MainActor
    final class Selection {
        var item: Item?
    }
}
