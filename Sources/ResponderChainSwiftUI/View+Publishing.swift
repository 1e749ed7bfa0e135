#if canImport(SwiftUI)
    public import ResponderChain
    public import SwiftUI
#else
    public import ResponderChain
    public import SwiftUIStandIn
#endif

extension View {
    /// Attaches `publisher` to this view: the subscribers inside it receive what it publishes.
    ///
    /// ```swift
    /// @State private var menu = EventPublisher(MenuCommand.self)
    /// var body: some View { ContentView().publisher(menu) }
    /// ```
    ///
    /// - Parameter publisher: the publisher; keep it where it lives as long as the view (state or a model).
    /// - Returns: the view.
    public func publisher<Published: Event>(_ publisher: EventPublisher<Published>) -> some View {
        modifier(PublisherModifier(publisher: publisher))
    }

    /// Creates a publisher of `type` events for this view and hands it to `register` when the view appears, and
    /// `nil` when it disappears: HierarchyResponder's shape, for events that start outside the hierarchy.
    ///
    /// ```swift
    /// ContentView().publisher(for: MenuCommand.self) { controller.publisher = $0 }
    /// ```
    ///
    /// - Parameters:
    ///   - type: the event type.
    ///   - destination: which subscribers receive an event.
    ///   - register: receives the publisher, then `nil`.
    /// - Returns: the view.
    public func publisher<Published: Event>(
        for type: Published.Type,
        destination: PublishingDestination = .default,
        register: @escaping (EventPublisher<Published>?) -> Void
    ) -> some View {
        modifier(OwnedPublisherModifier(publisher: EventPublisher(type, destination: destination), register: register))
    }

    /// Subscribes `handler` to the nearest publisher of `type` above this view, from when the view appears until
    /// it disappears. Subscribers inside this view are one level deeper.
    ///
    /// - Parameters:
    ///   - type: the event type.
    ///   - name: the subscriber's name in outcomes and routes; when `nil`, where it subscribed.
    ///   - fileID: where it subscribed; filled in for you.
    ///   - filePath: the full path of the file where it subscribed; filled in for you.
    ///   - line: the line where it subscribed; filled in for you.
    ///   - handler: receives each event delivered to it; an error it throws goes to the error responders here.
    /// - Returns: the view.
    public func subscribe<Published: Event>(
        to type: Published.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        handler: @escaping @MainActor (Published) async throws -> Void
    ) -> some View {
        modifier(
            SubscriberModifier(
                inside: { position, kept in position.insideSubscriber(of: type, keeping: &kept) },
                subscribe: {
                    $0.subscribe(to: type, name: name, fileID: fileID, filePath: filePath, line: line, handler: handler)
                }
            )
        )
    }
}

/// Attaches a publisher to the content's position, through a link made once and kept, so that the position below
/// stays equal across re-renders.
struct PublisherModifier<Published: Event>: ViewModifier {
    @Environment(\.responderPosition) private var position
    @State private var link: PublisherLink
    let publisher: EventPublisher<Published>

    init(publisher: EventPublisher<Published>) {
        self.publisher = publisher
        _link = State(initialValue: PublisherLink(publishing: publisher))
    }

    func body(content: Content) -> some View {
        // A new publisher given to the same place is a new link.
        let link = self.link.publisher === publisher ? self.link : PublisherLink(publishing: publisher)
        return content.environment(\.responderPosition, position.placing(link))
    }
}

/// Keeps a publisher for the view's lifetime and registers it while the view is on screen.
struct OwnedPublisherModifier<Published: Event>: ViewModifier {
    @State private var publisher: EventPublisher<Published>
    let register: (EventPublisher<Published>?) -> Void

    init(publisher: EventPublisher<Published>, register: @escaping (EventPublisher<Published>?) -> Void) {
        _publisher = State(initialValue: publisher)
        self.register = register
    }

    func body(content: Content) -> some View {
        content
            .modifier(PublisherModifier(publisher: publisher))
            .onAppear { register(publisher) }
            .onDisappear { register(nil) }
    }
}

/// The link a subscriber keeps for the position inside it.
@MainActor
final class KeptLink {
    var link: PublisherLink?
}

/// Subscribes from appear to disappear, and gives the content the position inside the subscriber.
struct SubscriberModifier: ViewModifier {
    @Environment(\.responderPosition) private var position
    @State private var subscription: EventSubscription?
    @State private var kept = KeptLink()
    let inside: (ResponderPosition, inout PublisherLink?) -> ResponderPosition
    let subscribe: (ResponderPosition) -> EventSubscription

    func body(content: Content) -> some View {
        let position = self.position
        return
            content
            .environment(\.responderPosition, inside(position, &kept.link))
            .onAppear { subscription = subscribe(position) }
            // The cancelled subscription stays in the state until the next `onAppear` replaces it.
            .onDisappear { subscription?.cancel() }
    }
}
