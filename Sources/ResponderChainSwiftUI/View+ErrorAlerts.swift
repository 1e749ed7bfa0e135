#if canImport(SwiftUI)
    public import ResponderChain
    public import SwiftUI
#else
    public import ResponderChain
    public import SwiftUIStandIn
#endif

extension View {
    /// Presents the error alerts of the views inside this one with SwiftUI's `alert` (iOS 15 and later): it puts a
    /// ``ResponderChain/PresentationQueue`` in the environment (`\.presentationQueue`) whose presenter is this view.
    ///
    /// The queue shows one alert at a time; every caller waiting for one gets an answer, also when this view goes
    /// away. Apply it once near the root of a window or a sheet.
    ///
    /// - Returns: the view.
    public func presentingErrorAlerts() -> some View {
        modifier(ErrorAlertPresentingModifier(onlyWithoutQueue: false))
    }

    /// Answers every ``ResponderChain/AlertableError`` raised inside this view with an alert
    /// (HierarchyResponder's `handleAlertErrors()`), presented through the `\.presentationQueue` above, or
    /// through this view when there is none.
    ///
    /// - Parameters:
    ///   - text: the default title and the button's title.
    ///   - fileID: where it was applied; filled in for you.
    ///   - line: the line where it was applied; filled in for you.
    /// - Returns: the view.
    public func handleAlertErrors(
        text: AlertableErrorText = .standard,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> some View {
        modifier(AlertableErrorsModifier(text: text, fileID: fileID, line: line))
            .modifier(ErrorAlertPresentingModifier(onlyWithoutQueue: true))
    }
}

struct AlertableErrorsModifier: ViewModifier {
    @Environment(\.responderPosition) private var position
    @Environment(\.presentationQueue) private var queue
    let text: AlertableErrorText
    let fileID: StaticString
    let line: UInt

    func body(content: Content) -> some View {
        let handled = queue.map { position.handleAlertErrors(queue: $0, text: text, fileID: fileID, line: line) }
        return content.environment(\.responderPosition, handled ?? position)
    }
}

/// Shows the alerts of a presentation queue with SwiftUI's `alert`.
struct ErrorAlertPresentingModifier: ViewModifier {
    @Environment(\.presentationQueue) private var queueAbove
    @State private var presenter = SwiftUIAlertPresenter()
    @State private var shown: AlertModel?
    let onlyWithoutQueue: Bool

    func body(content: Content) -> some View {
        let presenter = self.presenter
        let shown = $shown
        presenter.onChange = { shown.wrappedValue = $0 }
        let queue = onlyWithoutQueue ? queueAbove ?? presenter.queue : presenter.queue
        return
            content
            .environment(\.presentationQueue, queue)
            .alert(
                self.shown?.title ?? "",
                isPresented: Binding(
                    get: { shown.wrappedValue != nil },
                    set: { isPresented in
                        guard !isPresented else { return }
                        shown.wrappedValue = nil
                        presenter.dismissedBySwiftUI()
                    }
                ),
                presenting: self.shown
            ) { alert in
                ForEach(Array(alert.buttons.enumerated()), id: \.offset) { _, button in
                    Button(button.title, role: ButtonRole(button.role)) { presenter.choose(button) }
                }
            } message: { alert in
                Text(alert.message ?? "")
            }
            .onAppear { presenter.isOnScreen = true }
            .onDisappear { presenter.leaveScreen() }
    }
}

extension ButtonRole {
    /// The SwiftUI role of an alert button's role; `nil` for an ordinary button.
    init?(_ role: AlertButton.Role) {
        switch role {
        case .default: return nil
        case .cancel: self = .cancel
        case .destructive: self = .destructive
        }
    }
}

/// An ``ResponderChain/ErrorPresenter`` that hands each alert to the view that shows it, and resumes the waiting
/// task with the button tapped, or `nil` when the alert is dismissed without one, when the view leaves the screen,
/// or when the wait is cancelled.
@MainActor
final class SwiftUIAlertPresenter: ErrorPresenter {
    private var continuation: CheckedContinuation<AlertButton?, Never>?
    private var presentation = 0
    var onChange: ((AlertModel?) -> Void)?

    /// Whether the view is on screen: SwiftUI keeps a view's state while it is pushed over or in another tab,
    /// where an alert would never show. A view counts as on screen until it disappears.
    var isOnScreen = true

    lazy var queue = PresentationQueue(presenter: self)

    func present(_ alert: AlertModel) async -> AlertButton? {
        guard isOnScreen, !Task.isCancelled else { return nil }
        presentation += 1
        let presentation = self.presentation
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                self.continuation = continuation
                onChange?(alert)
            }
        } onCancel: {
            Task { @MainActor in self.finish(nil, presentation: presentation) }
        }
    }

    func choose(_ button: AlertButton) {
        finish(button, presentation: presentation)
    }

    /// SwiftUI took the alert down: a button was tapped (its action, run next, wins) or the system dismissed it,
    /// for example the "OK" SwiftUI adds to an alert without buttons.
    func dismissedBySwiftUI() {
        let presentation = self.presentation
        Task { @MainActor in self.finish(nil, presentation: presentation) }
    }

    /// The view left the screen: the alert on screen and those waiting end, and none shows until it is back.
    func leaveScreen() {
        isOnScreen = false
        finish(nil, presentation: presentation)
        queue.dismissAll()
    }

    private func finish(_ button: AlertButton?, presentation: Int) {
        guard presentation == self.presentation, let continuation else { return }
        self.continuation = nil
        onChange?(nil)
        continuation.resume(returning: button)
    }
}
