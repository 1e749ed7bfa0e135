/// Gives errors of types you do not own, or cannot change, the text a user reads.
///
/// Register mappers in ``ErrorTexts/mappers`` at launch (or, in a test, for one task scope with
/// ``ErrorTexts/withMappers(_:operation:)``). ``UserFacingMessage/init(for:in:)`` asks them, in order,
/// for every error that has no text of its own, before the package's built-in mappings; the first message wins.
/// Return `nil` to pass the error on.
///
/// ```swift
/// struct PaymentsSDKMessages: ErrorMessageMapper {
///     func message(for error: any Error, in language: ErrorTexts.Language) -> UserFacingMessage? {
///         guard let error = error as? PaymentsSDKError else { return nil }
///         switch error.code {
///         case .cardDeclined:
///             return UserFacingMessage(title: String(localized: "Card declined"), message: String(localized: "Try another card."))
///         default:
///             return nil
///         }
///     }
/// }
///
/// ErrorTexts.mappers = [PaymentsSDKMessages()]
/// ```
///
/// A mapper meets each error of a chain of wrapped errors in turn, outermost first (see ``ErrorChain``), so it
/// need not unwrap anything itself. A message whose title is empty counts as none.
public protocol ErrorMessageMapper: Sendable {
    /// The message for `error`, or `nil` when this mapper does not know it.
    ///
    /// - Parameters:
    ///   - error: one error of the chain being shown.
    ///   - language: the language the message is for; the package's own texts are in it, so yours should be too.
    /// - Returns: the message, or `nil` to pass the error on.
    func message(for error: any Error, in language: ErrorTexts.Language) -> UserFacingMessage?
}
