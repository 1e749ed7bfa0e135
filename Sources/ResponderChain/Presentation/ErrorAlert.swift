/// Something that builds the alert for an error: adopt it to present your own alerts from rules.
///
/// ``ConfirmableAlert``, ``RejectableAlert`` and ``AlertModel`` adopt it. Your own alert can put the error's
/// details into the text:
///
/// ```swift
/// struct DetailedAlert: ErrorAlert {
///     func makeAlert(for error: any Error) -> AlertModel {
///         AlertModel(
///             title: "Something went wrong",
///             message: (error as? LocalizedError)?.errorDescription,
///             buttons: [AlertButton("OK", role: .cancel, evaluation: .cancel)]
///         )
///     }
/// }
///
/// handler.onNoMatch(.present(alert: DetailedAlert()))
/// ```
public protocol ErrorAlert: Sendable {
    /// The alert to show for `error`.
    ///
    /// - Parameter error: the error being handled.
    /// - Returns: the alert, as data.
    func makeAlert(for error: any Error) -> AlertModel
}
