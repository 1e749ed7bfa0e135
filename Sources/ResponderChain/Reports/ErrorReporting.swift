/// What lets a user report the errors a ``PresentationQueue`` shows: a "Report a problem" button on each of its
/// presentations for an error, and what happens when the user chooses it.
///
/// ```swift
/// let recent = RecentDispatches()
/// queue.reporting = ErrorReporting(recent: recent) { report in
///     try? await supportAPI.submit(report.json())
/// }
/// ```
///
/// Choosing the button ends the presentation as a dismissal does (its callers get
/// ``PresentationOutcome/dismissed``), after the report's flow: the queue makes the ``ErrorReport`` of the error
/// the presentation was made for (the first caller's, when equal presentations joined), with its support code, what
/// it showed, and its route so far (the responders that passed it on and the one that presented it, ending
/// `⇒ under way`: the dispatch waits for the presentation). The user reads it and may add their words in a preview:
/// `preview` when given, else the queue's presenter's when it is an ``ErrorReportPreviewer`` (the SwiftUI, UIKit and
/// AppKit adapters' presenters are); with neither, the queue offers no button. `send` gets the report only when the
/// user confirmed. The queue shows nothing else in the same channel meanwhile.
public struct ErrorReporting: Sendable {
    /// The identifier of the "Report a problem" button.
    public static let buttonIdentifier = "responder-chain.report"

    /// The app's recent dispatches, for the report; `nil` when it keeps none.
    public var recent: RecentDispatches?

    /// The app and the device the reports describe: the running app's unless given.
    public var app: ErrorReport.AppInfo

    /// Reads the trace id of the work under way, for the report; read where the error is presented, when it is.
    /// The tracing bridge's `TracingBridge.currentTraceID` is one.
    public var traceID: (@Sendable () -> String?)?

    /// Reads the server's id for the failed request from the error, for the report, where the error is presented:
    /// ProblemDetails' `ErrorPrivacy.publicProblemMember(_:in:)` reads a problem member the app marks public.
    public var serverRequestID: (@Sendable (any Error) -> String?)?

    /// Shows the report to the user and returns it as they confirmed it (``ErrorReport/adding(comment:)``), or `nil`
    /// when they cancelled; `nil` to let the queue's presenter show it (``ErrorReportPreviewer``).
    public var preview: (@MainActor @Sendable (ErrorReport) async -> ErrorReport?)?

    /// Sends a report the user confirmed: by mail, a share sheet, the app's own endpoint.
    public var send: @MainActor @Sendable (ErrorReport) async -> Void

    /// Keeps dispatches recording their routes while this reporting exists, so that a report has its error's route
    /// even in an app that observes nothing else.
    private let recordsRoutes: DispatchObservation

    /// Creates the reporting of a queue.
    ///
    /// - Parameters:
    ///   - recent: the app's recent dispatches, for the report.
    ///   - app: the app and the device the reports describe; the running app's unless given.
    ///   - traceID: reads the trace id of the work under way, for the report.
    ///   - serverRequestID: reads the server's id for the failed request from the error, for the report.
    ///   - preview: shows the report to the user; returns it as confirmed, or `nil` when cancelled. The queue's
    ///     presenter shows it unless given.
    ///   - send: sends a confirmed report.
    public init(
        recent: RecentDispatches? = nil,
        app: ErrorReport.AppInfo = .current,
        traceID: (@Sendable () -> String?)? = nil,
        serverRequestID: (@Sendable (any Error) -> String?)? = nil,
        preview: (@MainActor @Sendable (ErrorReport) async -> ErrorReport?)? = nil,
        send: @escaping @MainActor @Sendable (ErrorReport) async -> Void
    ) {
        self.recent = recent
        self.app = app
        self.traceID = traceID
        self.serverRequestID = serverRequestID
        self.preview = preview
        self.send = send
        recordsRoutes = DispatchRoute.observe { _ in }
    }

    /// The "Report a problem" button, in the current language; it answers as a dismissal does.
    var button: AlertButton {
        AlertButton(ErrorTexts.text(.reportAction), evaluation: .cancel, identifier: Self.buttonIdentifier)
    }

    /// What a report is made of besides what was shown: the error, what was read where it was presented, and the
    /// reporting that offered it.
    struct Source: Sendable {
        let reporting: ErrorReporting
        let error: any Error
        let traceID: String?
        let serverRequestID: String?
        /// The dispatch that presented the error, if it was recorded.
        let dispatch: DispatchRecord?

        /// The report's flow, for the presentation shown as `shown` with `supportCode`: previewed by the reporting's
        /// `preview`, or else by `presenter`, then sent when the user confirmed it.
        @MainActor
        func run(supportCode: SupportCode?, shown: AlertModel, on presenter: (any ErrorPresenter)?) async {
            var asShown = shown
            asShown.buttons.removeAll { $0.identifier == ErrorReporting.buttonIdentifier }
            let report = ErrorReport(
                error, supportCode: supportCode, shown: asShown, routeLine: dispatch?.descriptionSoFar,
                recent: reporting.recent, traceID: traceID, serverRequestID: serverRequestID, app: reporting.app)
            let confirmed: ErrorReport? =
                if let preview = reporting.preview {
                    await preview(report)
                } else if let previewer = presenter as? any ErrorReportPreviewer {
                    await previewer.previewReport(report)
                } else {
                    nil
                }
            guard let confirmed else { return }
            await reporting.send(confirmed)
        }
    }

    /// What to keep for the report of `error`, presented for `dispatch`; read where it is presented.
    func source(of error: any Error, dispatch: DispatchRecord?) -> Source {
        Source(
            reporting: self, error: error, traceID: traceID?(), serverRequestID: serverRequestID?(error),
            dispatch: dispatch)
    }

    /// Whether a report can be previewed when `presenter` presents: the button is offered only then.
    @MainActor
    func canPreview(on presenter: (any ErrorPresenter)?) -> Bool {
        preview != nil || presenter is any ErrorReportPreviewer
    }
}
