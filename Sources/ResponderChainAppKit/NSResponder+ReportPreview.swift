#if canImport(AppKit)
    public import AppKit
    public import ResponderChain
#elseif !canImport(Darwin)
    public import AppKitStandIn
    import Foundation
    public import ResponderChain
#endif

#if canImport(AppKit) || !canImport(Darwin)
    /// Every responder previews the reports of the queue it presents for, so that an app's
    /// ``ResponderChain/ErrorReporting`` needs only its `send`.
    extension NSResponder: ErrorReportPreviewer {
        /// Shows `report` in an `NSAlert`, as ``present(_:)`` shows alerts (a sheet on the responder's window, or
        /// app-modally): "Report a problem", the report's text, a field for the user's words, "Send report" (the
        /// default button) and "Cancel" (Escape), in the user's language.
        ///
        /// - Parameter report: the report.
        /// - Returns: the report with the user's words when they chose "Send report"; `nil` when they cancelled, or
        ///   when the sheet was withdrawn.
        public func previewReport(_ report: ErrorReport) async -> ErrorReport? {
            var alert = report.previewAlert
            // AppKit's default button comes first, on the right.
            alert.buttons.reverse()
            let field = NSTextField(frame: NSRect(x: 0, y: 0, width: 320, height: 24))
            field.placeholderString = ErrorReport.previewCommentPrompt
            let button = await present(alert, accessory: field)
            return report.confirmed(by: button, words: field.stringValue)
        }
    }
#endif
