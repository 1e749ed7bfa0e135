extension ResponderDefinition {
    /// Answers every ``AlertableError`` with an alert, presented through `queue` (HierarchyResponder's
    /// `handleAlertErrors()`).
    ///
    /// The queue shows one alert at a time: a new error never replaces the alert on screen; it waits its turn, or
    /// joins the alert on screen or waiting when its alert is equal. The error's evaluation is the chosen
    /// button's (``ErrorEvaluation/proceed`` for the standard button), or the dismissal's. Without a presenter,
    /// the error passes on unchanged. Other errors pass by without an `await`.
    ///
    /// The responder registers every `AlertableError` type for the safety checks (`is`, so a `reports`
    /// declaration of any conforming type counts as answered).
    package static func alertableErrors(queue: PresentationQueue, text: AlertText) -> ResponderDefinition {
        ResponderDefinition(
            .error(
                .asynchronous { error, _ in
                    guard error is any AlertableError else { return .skipped }
                    let alert = text.dismissableAlert(for: error, answering: .proceed)
                    guard let evaluation = await queue.answer(error, with: alert) else {
                        return .notHandled
                    }
                    return .answered(evaluation)
                }
            ),
            registration: TypeRegistration { $0 is any AlertableError.Type },
            typed: nil
        )
    }
}

extension ResponderPosition {
    /// The position below a responder that answers every ``AlertableError`` with an alert through `queue`.
    package func handleAlertErrors(
        queue: PresentationQueue,
        text: AlertText = .alertable,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> ResponderPosition {
        adding(
            .alertableErrors(queue: queue, text: text), label: ResponderLabel(name: name, fileID: fileID, line: line))
    }
}
