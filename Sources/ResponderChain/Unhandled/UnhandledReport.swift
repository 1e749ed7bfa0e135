/// One value that no responder handled, as the ``UnhandledTerminal`` hands it to its ``UnhandledSink``.
public struct UnhandledReport: Sendable, CustomStringConvertible {
    /// The error or event that went unhandled.
    public let value: DispatchedValue

    /// Why it went unhandled.
    public let reason: UnhandledReason

    /// The name of the last responder that had the value before it fell off the chain, when there was one.
    ///
    /// "Had" means it was asked: a typed responder of a view hierarchy that let a value of another type
    /// by without calling its closure does not count.
    public let lastResponder: String?

    /// The route of the dispatch that went unhandled, up to this report: the responders asked, in order,
    /// resolution ``DispatchRoute/Resolution/unhandled(_:)``, and the time taken so far.
    ///
    /// The ``UnhandledTerminal`` fills it in when the dispatch was being recorded, that is while a
    /// ``DispatchRoute/trace(isolation:operation:)`` scope or an observer (``DispatchRoute/observe(writesUnhandled:_:)``) is active;
    /// otherwise, and for reports made outside a dispatch, it is `nil`. Sinks that log use it to show the hops
    /// with the report, once, so that an observer need not log unhandled routes again.
    public internal(set) var route: DispatchRoute?

    /// The line that started the dispatch, in a test process, where the standard sink fails the test at it; `nil`
    /// in an app, and where the dispatch started in a call that does not take its caller's line.
    public internal(set) var origin: CallSite?

    /// What the origin of an error receives: always ``ErrorEvaluation/cancel``. `nil` for events.
    public var evaluation: ErrorEvaluation? {
        value.error == nil ? nil : .cancel
    }

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - value: the error or event that went unhandled.
    ///   - reason: why it went unhandled.
    ///   - lastResponder: the last responder that had it, if any.
    package init(value: DispatchedValue, reason: UnhandledReason, lastResponder: String? = nil) {
        self.value = value
        self.reason = reason
        self.lastResponder = lastResponder
    }

    /// One line such as `unhandled error MyError.appError (end of chain, last responder: App) → cancel`.
    public var description: String {
        var text = "unhandled \(value) (\(reason)"
        if let lastResponder {
            text += ", last responder: \(lastResponder)"
        }
        text += ")"
        if let evaluation {
            text += " → \(evaluation)"
        }
        return text
    }
}
