#if canImport(SwiftUI)
    import ResponderChain
    import SwiftUI
#else
    import ResponderChain
    import SwiftUIStandIn
#endif

/// Applies one step to the ``ResponderChain/ResponderPosition`` of the content it modifies: the one piece of
/// glue behind every responder modifier.
struct ResponderPositionModifier: ViewModifier {
    @Environment(\.responderPosition) private var position
    let step: (ResponderPosition) -> ResponderPosition

    func body(content: Content) -> some View {
        content.environment(\.responderPosition, step(position))
    }
}
