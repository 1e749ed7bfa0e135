extension ResponderPosition {
    /// Applies a responder that answers every ``AlertableError`` with an alert, presented through `queue`.
    ///
    /// The queue shows one alert at a time: a new error never replaces the alert on screen; it waits its turn, or
    /// joins the alert on screen or waiting when its alert is equal. The error's evaluation is the chosen
    /// button's (``ErrorEvaluation/proceed`` for the standard button), or the dismissal's. Without a presenter,
    /// the error passes on unchanged. Other errors pass by.
    ///
    /// The responder registers every `AlertableError` type for the safety checks (`is`, so a `reports`
    /// declaration of any conforming type counts as answered).
    ///
    /// ```swift
    /// let queue = PresentationQueue(presenter: presenter)
    /// let root = ResponderPosition.root.handleAlertErrors(queue: queue)
    /// ```
    ///
    /// - Parameters:
    ///   - queue: the queue that presents the alerts.
    ///   - text: the default title and the button's title.
    ///   - name: the responder's name in routes; when `nil`, where it was applied, as `#fileID` and line.
    ///   - fileID: where it was applied; filled in for you.
    ///   - line: the line where it was applied; filled in for you.
    /// - Returns: the position below the responder.
    public func handleAlertErrors(
        queue: PresentationQueue,
        text: AlertableErrorText = .standard,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> ResponderPosition {
        adding(
            .asynchronous { error in
                guard let alertable = error as? any AlertableError else { return .skipped }
                guard let evaluation = await queue.answer(error, with: text.alert(for: alertable)) else {
                    return .notHandled
                }
                return .answered(evaluation)
            },
            label: ResponderLabel(name: name, fileID: fileID, line: line),
            registration: TypeRegistration { $0 is any AlertableError.Type }
        )
    }
}
