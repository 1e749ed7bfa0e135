#if canImport(SwiftUI)
    public import ResponderChain
    public import SwiftUI
#else
    public import ResponderChain
    public import SwiftUIStandIn
#endif

struct ErrorReportingKey: EnvironmentKey {
    static let defaultValue: ErrorReporting? = nil
}

extension EnvironmentValues {
    /// The reporting the presenting views inside give their queues.
    var errorReporting: ErrorReporting? {
        get { self[ErrorReportingKey.self] }
        set { self[ErrorReportingKey.self] = newValue }
    }
}

extension View {
    /// Lets users report the errors that the presenting views inside show (``presentingErrorAlerts()``, and the
    /// views that show errors inline): each of their presentations for an error offers "Report a problem", which
    /// shows the report in a sheet with a field for the user's words, and hands what they send to `reporting`'s
    /// `send`.
    ///
    /// ```swift
    /// let reporting = ErrorReporting(recent: RecentDispatches()) { report in
    ///     try? await supportAPI.submit(report.json())
    /// }
    ///
    /// ContentView()
    ///     .presentingErrorAlerts()
    ///     .errorReporting(reporting)
    /// ```
    ///
    /// Keep the reporting where it lives as long as the app (a property of the `App`), rather than make it in a
    /// `body`: it records routes while it exists.
    ///
    /// - Parameter reporting: what lets users report errors; `nil` for none.
    /// - Returns: the view.
    public func errorReporting(_ reporting: ErrorReporting?) -> some View {
        environment(\.errorReporting, reporting)
    }
}

/// A report in its preview, and the task waiting for what the user decides. The object is the sheet's identity.
@MainActor
final class ShownReport: Identifiable {
    let report: ErrorReport
    var continuation: CheckedContinuation<ErrorReport?, Never>?

    init(report: ErrorReport) {
        self.report = report
    }
}

/// A report's preview: "Report a problem", the report's text, a field for the user's words, "Cancel" and
/// "Send report", in the user's language.
struct ReportPreviewView: View {
    let shown: ShownReport
    let presenter: SwiftUIAlertPresenter
    @State private var comment = ""

    var body: some View {
        let alert = shown.report.previewAlert
        return VStack(alignment: .leading) {
            Text(alert.title)
            ScrollView {
                Text(shown.report.text)
                    #if canImport(SwiftUI)
                        .font(.system(.footnote, design: .monospaced))
                        .frame(maxWidth: .infinity, alignment: .leading)
                    #endif
            }
            TextField(ErrorReport.previewCommentPrompt, text: $comment)
            ForEach(Array(alert.buttons.enumerated()), id: \.offset) { _, button in
                Button(button.title, role: ButtonRole(button.role)) {
                    presenter.endReport(shown, with: shown.report.confirmed(by: button, words: comment))
                }
            }
        }
        #if canImport(SwiftUI)
            .padding()
        #endif
    }
}

extension SwiftUIAlertPresenter: ErrorReportPreviewer {
    /// Shows `report` in a sheet (``ReportPreviewView``) and returns it as the user sent it, or `nil` when they
    /// cancelled, swiped the sheet away, the view left the screen or the queue withdrew the presentation.
    func previewReport(_ report: ErrorReport) async -> ErrorReport? {
        guard isOnScreen, !Task.isCancelled else { return nil }
        let shown = ShownReport(report: report)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                endReport(shownReport, with: nil)
                shown.continuation = continuation
                shownReport = shown
                onReportChange?(shown)
            }
        } onCancel: {
            Task { @MainActor in self.endReport(shown, with: nil) }
        }
    }

    /// Ends `shown` with `result`, if it is still the report in the sheet.
    func endReport(_ shown: ShownReport?, with result: ErrorReport?) {
        guard let current = shownReport, current === shown else { return }
        shownReport = nil
        onReportChange?(nil)
        current.continuation?.resume(returning: result)
    }

    /// SwiftUI took the sheet down: a button ended the report first, or the user swiped it away.
    func reportSheetDismissed() {
        endReport(shownReport, with: nil)
    }
}
