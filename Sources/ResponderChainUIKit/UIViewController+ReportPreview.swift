#if canImport(UIKit)
    public import ResponderChain
    public import UIKit
#elseif !canImport(Darwin)  // Linux and the other platforms without Apple's frameworks: the stand-in
    public import ResponderChain
    public import UIKitStandIn
#endif

// A Mac has no UIKit: there this module is empty, and no stand-in is linked.
#if (canImport(UIKit) && !os(watchOS)) || !canImport(Darwin)
    /// Every view controller previews the reports of the queue it presents for, so that an app's
    /// ``ResponderChain/ErrorReporting`` needs only its `send`.
    extension UIViewController: ErrorReportPreviewer {
        /// Shows `report` in an alert, from the controller at the top of this one's presentations: "Report a
        /// problem", the report's text, a field for the user's words, "Cancel" and "Send report", in the user's
        /// language.
        ///
        /// - Parameter report: the report.
        /// - Returns: the report with the user's words when they tapped "Send report"; `nil` when they cancelled,
        ///   or when the alert could not be presented or was withdrawn.
        public func previewReport(_ report: ErrorReport) async -> ErrorReport? {
            var field: UITextField?
            let button = await present(report.previewAlert) { controller in
                controller.addTextField { field in field.placeholder = ErrorReport.previewCommentPrompt }
                field = controller.textFields?.first
            }
            return report.confirmed(by: button, words: field?.text)
        }
    }
#endif  // (canImport(UIKit) && !os(watchOS)) || !canImport(Darwin)
