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
                isPresented: Binding(get: { shown.wrappedValue != nil }, set: { if !$0 { shown.wrappedValue = nil } }),
                presenting: self.shown
            ) { alert in
                ForEach(Array(alert.buttons.enumerated()), id: \.offset) { _, button in
                    Button(button.title, role: ButtonRole(button.role)) { presenter.choose(button) }
                }
            } message: { alert in
                Text(alert.message ?? "")
            }
            .onDisappear { presenter.finish(nil) }
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
/// task with the button tapped, or `nil` when the view goes away or the wait is cancelled.
@MainActor
final class SwiftUIAlertPresenter: ErrorPresenter {
    private var continuation: CheckedContinuation<AlertButton?, Never>?
    private(set) var current: AlertModel?
    var onChange: ((AlertModel?) -> Void)?

    lazy var queue = PresentationQueue(presenter: self)

    func present(_ alert: AlertModel) async -> AlertButton? {
        guard !Task.isCancelled else { return nil }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                finish(nil)
                self.continuation = continuation
                current = alert
                onChange?(alert)
            }
        } onCancel: {
            Task { @MainActor in self.finish(nil) }
        }
    }

    func choose(_ button: AlertButton) {
        finish(button)
    }

    func finish(_ button: AlertButton?) {
        guard let continuation else { return }
        self.continuation = nil
        current = nil
        onChange?(nil)
        continuation.resume(returning: button)
    }
}
