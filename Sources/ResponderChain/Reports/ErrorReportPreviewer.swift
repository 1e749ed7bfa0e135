/// A presenter that shows an ``ErrorReport`` to the user before it is sent, and lets them add their words.
///
/// When an ``ErrorReporting`` has no `preview` of its own, its queue's presenter shows the preview if it is one of
/// these. The adapters' presenters are: SwiftUI's `presentingErrorAlerts()` shows the report in a sheet, every UIKit
/// view controller in an alert with a field for the user's words, every AppKit responder in an alert with the same
/// field. With neither, the queue offers no "Report a problem": nothing is sent that the user has not read.
@MainActor public protocol ErrorReportPreviewer: ErrorPresenter {
    /// Shows `report`'s ``ErrorReport/text`` with a field for the user's words, a button that sends and one that
    /// cancels.
    ///
    /// - Parameter report: the report, as the queue made it.
    /// - Returns: the report with the user's words (``ErrorReport/adding(comment:)``) when they chose to send it;
    ///   `nil` when they cancelled, or when the preview was taken off screen.
    func previewReport(_ report: ErrorReport) async -> ErrorReport?
}

extension ErrorReport {
    /// The identifier of the preview's "Send report" button.
    package static let sendButtonIdentifier = "responder-chain.report.send"

    /// The preview as an alert, for the adapters' previewers: "Report a problem", the report's text, "Cancel" and
    /// "Send report", in the current language. The adapters add a field for the user's words
    /// (``previewCommentPrompt``).
    package var previewAlert: AlertModel {
        AlertModel(
            title: ErrorTexts.text(.reportAction),
            message: text,
            buttons: [
                AlertButton(ErrorTexts.text(.cancel), role: .cancel, evaluation: .cancel),
                AlertButton(
                    ErrorTexts.text(.reportSend), evaluation: .proceed, identifier: Self.sendButtonIdentifier),
            ]
        )
    }

    /// The prompt of the preview's field for the user's words, in the current language.
    package static var previewCommentPrompt: String {
        ErrorTexts.text(.reportCommentPrompt)
    }

    /// The report as the preview's `button` confirmed it, with the user's `words`: `nil` unless the button is
    /// "Send report".
    package func confirmed(by button: AlertButton?, words: String?) -> ErrorReport? {
        button?.identifier == Self.sendButtonIdentifier ? adding(comment: words) : nil
    }
}
