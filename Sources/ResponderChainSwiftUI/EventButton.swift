#if canImport(SwiftUI)
    public import ResponderChain
    public import SwiftUI
#else
    public import ResponderChain
    public import SwiftUIStandIn
#endif

/// A button that triggers an event instead of running an action (HierarchyResponder's `EventButton`).
///
/// ```swift
/// EventButton("Open", event: ItemSelected(item: item))
/// ```
public struct EventButton<Label: View>: View {
    @Environment(\.triggerEvent) private var triggerEvent
    private let event: () -> any Event
    private let label: () -> Label

    /// Creates a button with a custom label.
    ///
    /// - Parameters:
    ///   - event: the event to trigger, made on each tap.
    ///   - label: the label.
    public init(_ event: @autoclosure @escaping () -> any Event, @ViewBuilder label: @escaping () -> Label) {
        self.event = event
        self.label = label
    }

    /// The underlying button.
    public var body: some View {
        Button(action: { triggerEvent.trigger(event()) }, label: label)
    }
}

extension EventButton where Label == Text {
    /// Creates a button titled with a localization key, as SwiftUI's `Button(_:action:)` is, that triggers
    /// `event` when tapped: `EventButton("Event Test 6" as LocalizedStringKey, event: NinthEvent())`.
    ///
    /// - Parameters:
    ///   - titleKey: the title's key in the app's string table.
    ///   - event: the event to trigger; evaluated on each tap.
    public init(_ titleKey: LocalizedStringKey, event: @autoclosure @escaping () -> any Event) {
        self.event = event
        self.label = { Text(titleKey) }
    }

    /// Creates a button with a title.
    ///
    /// - Parameters:
    ///   - title: the title.
    ///   - event: the event to trigger, made on each tap.
    public init<S: StringProtocol>(_ title: S, event: @autoclosure @escaping () -> any Event) {
        self.event = event
        self.label = { Text(title) }
    }
}

extension View {
    /// Triggers `event` on a tap, as `onTapGesture(count:perform:)` runs an action.
    ///
    /// - Parameters:
    ///   - count: the number of taps.
    ///   - event: the event to trigger, made on each tap.
    /// - Returns: the view.
    @available(tvOS 16.0, *)
    public func onTapGesture(count: Int = 1, trigger event: @autoclosure @escaping () -> any Event) -> some View {
        modifier(TapTriggerModifier(count: count, event: event))
    }
}

@available(tvOS 16.0, *)
struct TapTriggerModifier: ViewModifier {
    @Environment(\.triggerEvent) private var triggerEvent
    let count: Int
    let event: () -> any Event

    func body(content: Content) -> some View {
        content.onTapGesture(count: count) { triggerEvent.trigger(event()) }
    }
}
