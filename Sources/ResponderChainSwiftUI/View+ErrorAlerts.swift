#if canImport(SwiftUI)
    public import ResponderChain
    public import SwiftUI
    #if canImport(Accessibility)
        import Accessibility
    #endif
    #if canImport(UIKit)
        import UIKit
    #endif
#else
    public import ResponderChain
    public import SwiftUIStandIn
#endif

extension View {
    /// Presents the error alerts and banners of the views inside this one: alerts with SwiftUI's `alert` (iOS 15 and
    /// later), banners in an overlay at the top. It puts a ``ResponderChain/PresentationQueue`` in the environment
    /// (`\.presentationQueue`) whose presenter is this view.
    ///
    /// The queue shows one alert at a time, and up to three banners at once, each until its duration has run out
    /// or the user taps one of its buttons; VoiceOver announces each banner. Every caller waiting gets an answer,
    /// also when this view goes away. Apply it once near the root of a window or a sheet.
    ///
    /// - Returns: the view.
    public func presentingErrorAlerts() -> some View {
        modifier(ErrorAlertPresentingModifier(onlyWithoutQueue: false))
    }

    /// Presents the error alerts and banners of the views inside this one, as ``presentingErrorAlerts()`` does,
    /// with banners timed on `clock` (a `ManualClock` in tests and previews) and up to `maximumBanners` on screen.
    ///
    /// - Parameters:
    ///   - maximumBanners: how many banners may be on screen at once.
    ///   - clock: the clock that measures how long a banner stays.
    /// - Returns: the view.
    /// - Precondition: `maximumBanners` is at least 1.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public func presentingErrorAlerts(maximumBanners: Int = 3, clock: any Clock<Duration>) -> some View {
        modifier(
            ErrorAlertPresentingModifier(onlyWithoutQueue: false) { presenter in
                PresentationQueue(presenter: presenter, maximumBanners: maximumBanners, clock: clock)
            }
        )
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
        text: AlertText = .alertable,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> some View {
        modifier(AlertableErrorsModifier(text: text, fileID: fileID, line: line))
            .modifier(ErrorAlertPresentingModifier(onlyWithoutQueue: true))
    }
}

/// Puts a responder that answers `AlertableError`s with alerts through the queue above on the content's chain; with
/// no queue above, the errors pass by (the view presents through its own queue, which `handleAlertErrors` adds
/// outside this modifier).
struct AlertableErrorsModifier: ViewModifier {
    @Environment(\.presentationQueue) private var queue
    let text: AlertText
    let fileID: StaticString
    let line: UInt

    func body(content: Content) -> some View {
        let label = ResponderLabel(name: nil, fileID: fileID, line: line)
        let definition: ResponderDefinition =
            queue.map { .alertableErrors(queue: $0, text: text) } ?? .receiveError(.synchronous { _ in .notHandled })
        return content.modifier(ResponderModifier(definition, label: label))
    }
}

/// Shows the alerts of a presentation queue with SwiftUI's `alert`.
struct ErrorAlertPresentingModifier: ViewModifier {
    @Environment(\.presentationQueue) private var queueAbove
    @Environment(\.errorReporting) private var reporting
    @State private var presenter = SwiftUIAlertPresenter()
    @State private var shown: AlertModel?
    @State private var banners: [ShownBanner] = []
    @State private var report: ShownReport?
    let onlyWithoutQueue: Bool
    var makeQueue: (@MainActor (SwiftUIAlertPresenter) -> PresentationQueue)?

    func body(content: Content) -> some View {
        let presenter = self.presenter
        if presenter.makeQueue == nil {
            presenter.makeQueue = makeQueue
        }
        let shown = $shown
        let banners = $banners
        presenter.onChange = { kind, alert in
            if kind == .alert { shown.wrappedValue = alert }
        }
        presenter.onBannersChange = { banners.wrappedValue = $0 }
        let report = $report
        presenter.onReportChange = { report.wrappedValue = $0 }
        let queue = onlyWithoutQueue ? queueAbove ?? presenter.queue : presenter.queue
        if queue === presenter.queue {
            queue.reporting = reporting
        }
        return
            content
            .environment(\.presentationQueue, queue)
            .modifier(ErrorAlertModifier(shown: $shown, presenter: presenter))
            .modifier(ReportSheetModifier(report: $report, presenter: presenter))
            .overlay(alignment: .top) {
                BannerStack(banners: self.banners, presenter: presenter)
            }
            .onAppear { presenter.isOnScreen = true }
            .onDisappear { presenter.leaveScreen() }
    }
}

/// SwiftUI's `alert` for the alert a presenter shows: a button for each of its buttons, and its message.
struct ErrorAlertModifier: ViewModifier {
    let shown: Binding<AlertModel?>
    let presenter: SwiftUIAlertPresenter

    func body(content: Content) -> some View {
        let shown = self.shown
        let presenter = self.presenter
        return content.alert(
            shown.wrappedValue?.title ?? "",
            isPresented: Binding(
                get: { shown.wrappedValue != nil },
                // SwiftUI writes the binding only to take the alert down.
                set: { _ in
                    shown.wrappedValue = nil
                    presenter.dismissedBySwiftUI()
                }
            ),
            presenting: shown.wrappedValue
        ) { alert in
            ForEach(Array(alert.buttons.enumerated()), id: \.offset) { _, button in
                Button(button.title, role: ButtonRole(button.role)) { presenter.choose(button) }
            }
        } message: { alert in
            Text(alert.message ?? "")
        }
    }
}

/// SwiftUI's `sheet` for the report a presenter previews.
struct ReportSheetModifier: ViewModifier {
    let report: Binding<ShownReport?>
    let presenter: SwiftUIAlertPresenter

    func body(content: Content) -> some View {
        let presenter = self.presenter
        return content.sheet(
            item: report,
            onDismiss: { presenter.reportSheetDismissed() },
            content: { shown in ReportPreviewView(shown: shown, presenter: presenter) }
        )
    }
}

/// A banner on screen: the presentation, and the caller waiting for its answer. The object is the banner's
/// identity, in `ForEach` and for the presenter that ends it.
@MainActor
final class ShownBanner: Identifiable {
    let alert: AlertModel
    var continuation: CheckedContinuation<AlertButton?, Never>?

    init(alert: AlertModel) {
        self.alert = alert
    }
}

/// The banners on screen, oldest first: each one's title, message and buttons.
struct BannerStack: View {
    let banners: [ShownBanner]
    let presenter: SwiftUIAlertPresenter

    var body: some View {
        VStack {
            ForEach(banners) { banner in
                ErrorPresentationView(alert: banner.alert) { button in
                    presenter.choose(button, onBanner: banner)
                }
            }
        }
    }
}

/// A presentation shown in a view rather than as an alert (a banner, or an error inline): its title, its message,
/// and a button for each of its buttons.
struct ErrorPresentationView: View {
    let alert: AlertModel
    let choose: @MainActor (AlertButton) -> Void

    var body: some View {
        VStack {
            Text(alert.title)
            if let message = alert.message {
                Text(message)
            }
            ForEach(Array(alert.buttons.enumerated()), id: \.offset) { _, button in
                Button(button.title, role: ButtonRole(button.role)) { choose(button) }
            }
        }
    }
}

/// Shows the errors of the views inside it beside its content, one at a time, through a queue of its own whose
/// presenter shows them inline.
struct InlineErrorPresentingModifier: ViewModifier {
    @Environment(\.presentationQueue) private var queueAbove
    @State private var presenter = SwiftUIAlertPresenter(showsInline: true)
    @Environment(\.errorReporting) private var reporting
    @State private var inline: AlertModel?
    @State private var alert: AlertModel?
    @State private var report: ShownReport?

    func body(content: Content) -> some View {
        let presenter = self.presenter
        // Alerts and banners raised inside go to the queue above, which shows one alert at a time for the whole
        // screen; with none above, this view shows them itself.
        presenter.alertsAndBannersGoTo = queueAbove
        let inline = $inline
        let alert = $alert
        presenter.onChange = { kind, shown in
            if kind == .inline { inline.wrappedValue = shown } else { alert.wrappedValue = shown }
        }
        let report = $report
        presenter.onReportChange = { report.wrappedValue = $0 }
        presenter.queue.reporting = reporting
        return VStack {
            if let shown = self.inline {
                ErrorPresentationView(alert: shown) { button in presenter.choose(button, in: .inline) }
            }
            content.environment(\.presentationQueue, presenter.queue)
        }
        .modifier(ErrorAlertModifier(shown: $alert, presenter: presenter))
        .modifier(ReportSheetModifier(report: $report, presenter: presenter))
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

/// An ``ResponderChain/ErrorPresenter`` that hands each alert and each inline error to the view that shows it, and
/// each banner to the view's banner stack, and resumes the waiting task with the button tapped, or `nil` when the
/// presentation goes away without one, when the view leaves the screen, or when the wait is cancelled.
///
/// The queue runs its alert and inline channels side by side, so an alert and an inline error can be on screen at
/// once: each has a place of its own here, and each answers its own caller.
@MainActor
final class SwiftUIAlertPresenter: ErrorPresenter {
    /// A presentation on screen and the task waiting for its answer; the object tells it from the next one.
    @MainActor private final class Showing {
        var continuation: CheckedContinuation<AlertButton?, Never>?
    }

    /// The alert on screen, and the inline error on screen.
    private var showing: [PresentationStyle.Kind: Showing] = [:]
    private var banners: [ShownBanner] = []
    /// The report in the preview's sheet, if any.
    var shownReport: ShownReport?
    /// Called when the report in the preview's sheet changes.
    var onReportChange: ((ShownReport?) -> Void)?
    /// Called when the alert (`.alert`) or the inline error (`.inline`) on screen changes.
    var onChange: ((PresentationStyle.Kind, AlertModel?) -> Void)?
    var onBannersChange: (([ShownBanner]) -> Void)?

    /// Whether inline errors show beside the view's content; such a presenter shows no banners of its own.
    let showsInline: Bool

    /// Where alerts and banners go instead of this presenter: the queue of the view above an inline-error view,
    /// which shows one alert at a time for the whole screen.
    var alertsAndBannersGoTo: PresentationQueue?

    /// Whether the view is on screen: SwiftUI keeps a view's state while it is pushed over or in another tab,
    /// where an alert would never show. A view counts as on screen until it disappears.
    var isOnScreen = true

    /// Makes the presenter's queue, when the view asks for a clock of its own; set before ``queue`` is first read.
    var makeQueue: (@MainActor (SwiftUIAlertPresenter) -> PresentationQueue)?

    lazy var queue = makeQueue?(self) ?? PresentationQueue(presenter: self)

    init(showsInline: Bool = false) {
        self.showsInline = showsInline
    }

    var presentableStyles: Set<PresentationStyle.Kind> {
        guard showsInline else { return [.alert, .banner] }
        return alertsAndBannersGoTo == nil ? [.alert, .inline] : [.alert, .banner, .inline]
    }

    func present(_ alert: AlertModel) async -> AlertButton? {
        await present(alert, as: .alert)
    }

    func present(_ alert: AlertModel, as style: PresentationStyle) async -> AlertButton? {
        if style.kind != .inline, let queue = alertsAndBannersGoTo {
            guard case .chosen(let button) = await queue.present(alert, style: style) else { return nil }
            return button
        }
        switch style.kind {
        case .banner: return await showBanner(alert)
        case .inline where showsInline: return await show(alert, in: .inline)
        default: return await show(alert, in: .alert)
        }
    }

    private func show(_ alert: AlertModel, in kind: PresentationStyle.Kind) async -> AlertButton? {
        guard isOnScreen, !Task.isCancelled else { return nil }
        let presentation = Showing()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                // The queue shows one of each kind at a time; one still here is ended, so that no caller waits
                // for a presentation that is no longer on screen.
                finish(kind, choosing: nil, presentation: showing[kind])
                presentation.continuation = continuation
                showing[kind] = presentation
                onChange?(kind, alert)
            }
        } onCancel: {
            Task { @MainActor in self.finish(kind, choosing: nil, presentation: presentation) }
        }
    }

    private func showBanner(_ alert: AlertModel) async -> AlertButton? {
        guard isOnScreen, !Task.isCancelled else { return nil }
        let banner = ShownBanner(alert: alert)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                banner.continuation = continuation
                banners.append(banner)
                onBannersChange?(banners)
                Self.announce(alert)
            }
        } onCancel: {
            Task { @MainActor in self.endBanner(banner, choosing: nil) }
        }
    }

    /// The user tapped `button` on the alert, or on the inline error when `kind` is `.inline`.
    func choose(_ button: AlertButton, in kind: PresentationStyle.Kind = .alert) {
        finish(kind, choosing: button, presentation: showing[kind])
    }

    func choose(_ button: AlertButton, onBanner banner: ShownBanner) {
        endBanner(banner, choosing: button)
    }

    /// SwiftUI took the alert down: a button was tapped (its action, run next, wins) or the system dismissed it,
    /// for example the "OK" SwiftUI adds to an alert without buttons.
    func dismissedBySwiftUI() {
        let presentation = showing[.alert]
        Task { @MainActor in self.finish(.alert, choosing: nil, presentation: presentation) }
    }

    /// The view left the screen: the presentations on screen and those waiting end, and none shows until it is
    /// back.
    func leaveScreen() {
        isOnScreen = false
        for kind in Array(showing.keys) {
            finish(kind, choosing: nil, presentation: showing[kind])
        }
        for banner in banners {
            endBanner(banner, choosing: nil)
        }
        endReport(shownReport, with: nil)
        queue.dismissAll()
    }

    /// Ends `presentation` of `kind`, if it is still the one on screen.
    private func finish(_ kind: PresentationStyle.Kind, choosing button: AlertButton?, presentation: Showing?) {
        guard let shown = showing[kind], shown === presentation else { return }
        showing[kind] = nil
        onChange?(kind, nil)
        shown.continuation?.resume(returning: button)
    }

    /// Ends `banner`, if it is still on screen.
    private func endBanner(_ banner: ShownBanner, choosing button: AlertButton?) {
        guard let index = banners.firstIndex(where: { $0 === banner }) else { return }
        banners.remove(at: index)
        onBannersChange?(banners)
        banner.continuation?.resume(returning: button)
    }

    /// Has VoiceOver read the banner out: it appears without taking focus, so nothing else would.
    private static func announce(_ alert: AlertModel) {
        let text = [alert.title, alert.message].compactMap(\.self).joined(separator: ". ")
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
            AccessibilityNotification.Announcement(text).post()
        } else {
            #if canImport(UIKit) && !os(watchOS)
                UIAccessibility.post(notification: .announcement, argument: text)
            #endif
        }
    }
}
