public import ResponderChain

/// An ``ResponderChain/ErrorPresenter`` that a test drives by hand: it records each alert and waits until the test picks a
/// button, dismisses it, or the queue withdraws it.
///
/// Nothing waits on it forever, and nothing fails in silence:
/// - an alert the test leaves unanswered for ``deadline`` seconds of real time fails the test at the line that made
///   the presenter, with a message that names the alert and the call that answers it, and is then dismissed, so
///   that the code under test finishes;
/// - a ``waitForPresentation(_:timeout:fileID:filePath:line:column:)`` that times out fails the test at the wait,
///   with what came instead: the alert still on screen, the error that went unhandled, or nothing at all.
///
/// ```swift
/// let presenter = ManualPresenter()
/// let handler = ErrorHandler(for: presenter)
///     .on(error: .type(NetworkError.self), then: .present(alert: retryAlert))
/// async let evaluation = handler.dispatch(NetworkError.timeout)
/// await presenter.waitForPresentation()
/// #expect(presenter.showing?.title == "Timeout")
/// presenter.choose("Retry")
/// #expect(await evaluation == .retry)
/// ```
@MainActor
public final class ManualPresenter: ErrorPresenter {
    /// One call of ``present(_:)``: it ends once, by an answer from the test or by a withdrawal, possibly before
    /// its caller starts waiting.
    private final class Presentation: Sendable {
        private enum State {
            case starting
            case waiting(CheckedContinuation<AlertButton?, Never>)
            case ended(AlertButton?, withdrawn: Bool)
        }

        let alert: AlertModel
        let style: PresentationStyle
        private let state = Locked(State.starting)

        init(_ alert: AlertModel, style: PresentationStyle) {
            self.alert = alert
            self.style = style
        }

        var hasEnded: Bool {
            state.withLock { state in
                if case .ended = state { true } else { false }
            }
        }

        var wasWithdrawn: Bool {
            state.withLock { state in
                if case .ended(_, withdrawn: true) = state { true } else { false }
            }
        }

        /// Waits on the caller's actor: a presentation withdrawn before its wait began ends here, at once, and
        /// not on another thread while the test looks at what is on screen.
        func wait(isolation: isolated (any Actor)? = #isolation) async -> AlertButton? {
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    let ended: AlertButton?? = state.withLock { state in
                        if case .ended(let button, _) = state {
                            return .some(button)
                        }
                        state = .waiting(continuation)
                        return .none
                    }
                    if case .some(let button) = ended {
                        continuation.resume(returning: button)
                    }
                }
            } onCancel: {
                _ = end(with: nil, withdrawn: true)
            }
        }

        /// Ends the presentation with `button`; `false` when it had ended already.
        func answer(_ button: AlertButton?) -> Bool {
            end(with: button, withdrawn: false)
        }

        private func end(with button: AlertButton?, withdrawn: Bool) -> Bool {
            let (ended, continuation): (Bool, CheckedContinuation<AlertButton?, Never>?) = state.withLock { state in
                switch state {
                case .starting:
                    state = .ended(button, withdrawn: withdrawn)
                    return (true, nil)
                case .waiting(let continuation):
                    state = .ended(button, withdrawn: withdrawn)
                    return (true, continuation)
                case .ended:
                    return (false, nil)
                }
            }
            continuation?.resume(returning: button)
            return ended
        }
    }

    /// Every alert presented so far, in order.
    public private(set) var presented: [AlertModel] = []

    /// The alerts taken off screen because the queue withdrew them (the presentation's task was cancelled).
    public private(set) var withdrawn: [AlertModel] = []

    /// The presentations under way, oldest first; more than one only when several queues share this presenter.
    private var active: [Presentation] = []
    private var presentationWaiters: [(id: UInt64, count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private var nextWaiterID: UInt64 = 0

    /// How many seconds of real time an alert may stay unanswered before it fails the test and is dismissed.
    public var deadline: Double

    /// Where the test made this presenter: the line a missed deadline fails at.
    private let site: CallSite

    /// Keeps the unhandled reports of the test while this exists, for a wait that times out to quote.
    private let historyKeeper = UnhandledHistory.Keeper()

    /// Before every unhandled report made after this presenter: where a wait's failure starts looking.
    private let unhandledMark = UnhandledHistory.mark

    /// Creates a presenter with nothing on screen.
    ///
    /// - Parameters:
    ///   - deadline: the seconds of real time the test has to answer each alert; 50 unless given. Tests answer
    ///     in microseconds.
    ///   - fileID: the caller's `#fileID`: where a missed deadline fails the test; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    public init(
        deadline: Double = 50,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.presentableStyles = [.alert]
        self.deadline = deadline
        self.site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Creates a presenter that shows `styles` too, with ``present(_:as:)``: banners several at once.
    ///
    /// - Parameters:
    ///   - styles: the styles it shows besides alerts.
    ///   - deadline: the seconds of real time the test has to answer each presentation; 50 unless given.
    ///   - fileID: the caller's `#fileID`: where a missed deadline fails the test; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    public init(
        showing styles: Set<PresentationStyle.Kind>,
        deadline: Double = 50,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.presentableStyles = styles.union([.alert])
        self.deadline = deadline
        self.site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The styles this presenter shows.
    public let presentableStyles: Set<PresentationStyle.Kind>

    /// The style of each presentation, in the order of ``presented``.
    public private(set) var presentedStyles: [PresentationStyle] = []

    /// Everything on screen now, in the order it was presented: alerts, banners and inline errors.
    public var onScreenNow: [(alert: AlertModel, style: PresentationStyle)] {
        active.filter { !$0.hasEnded }.map { ($0.alert, $0.style) }
    }

    /// The alert on screen: the most recently presented one that has not ended.
    public var showing: AlertModel? {
        onScreen?.alert
    }

    private var onScreen: Presentation? {
        active.last { !$0.hasEnded }
    }

    /// The words the user types in a report's preview (``previewReport(_:)``); `nil` for none.
    public var reportComment: String?

    /// Shows `alert` until the test answers or the presentation is cancelled.
    ///
    /// - Parameter alert: the alert.
    /// - Returns: the button the test chose, or `nil` when it dismissed the alert or the queue withdrew it.
    public func present(_ alert: AlertModel) async -> AlertButton? {
        await present(alert, as: .alert)
    }

    /// Records `alert` in `style` and waits, like ``present(_:)``; several banners can be on screen at once.
    ///
    /// - Parameters:
    ///   - alert: the presentation's title, message and buttons.
    ///   - style: how it is shown.
    /// - Returns: the button the test chooses, or `nil` when it dismisses or the queue withdraws it.
    public func present(_ alert: AlertModel, as style: PresentationStyle) async -> AlertButton? {
        let presentation = Presentation(alert, style: style)
        presented.append(alert)
        presentedStyles.append(style)
        active.append(presentation)
        let ready = presentationWaiters.filter { $0.count <= presented.count }
        presentationWaiters.removeAll { $0.count <= presented.count }
        for waiter in ready {
            waiter.continuation.resume()
        }
        let deadline = self.deadline
        let timer = startWaitTimeout(seconds: deadline) { [weak self] in
            await self?.expire(presentation, after: deadline)
        }
        defer { timer.cancel() }
        let button = await presentation.wait()
        active.removeAll { $0 === presentation }
        if presentation.wasWithdrawn {
            withdrawn.append(alert)
        }
        return button
    }

    /// Waits until `count` presentations have been made in all, counting from the first.
    ///
    /// When they have not come within `timeout` seconds of real time, the wait fails the test at its own line,
    /// with what happened instead (the alert on screen that the test has not answered, the error that went
    /// unhandled in this test, or nothing at all), and returns; what the test checks next fails too, and says what
    /// is missing. A cancelled task stops waiting without a failure.
    ///
    /// ```swift
    /// await presenter.waitForPresentation(2)
    /// #expect(presenter.presented.map(\.title) == ["Offline", "Session expired"])
    /// ```
    ///
    /// - Parameters:
    ///   - count: how many presentations to wait for, counting from the first.
    ///   - timeout: the seconds of real time to wait at most, 50 unless given; presentations normally take
    ///     microseconds.
    ///   - fileID: the caller's `#fileID`: where a timeout fails the test; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    public func waitForPresentation(
        _ count: Int = 1,
        timeout: Double = 50,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await waitForPresentations(count, timeout: timeout)
        guard presented.count < count, !Task.isCancelled else { return }
        failTest(
            missingPresentation(count, after: timeout),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Waits `seconds` of real time and fails the test, at its own line, if anything is presented meanwhile: the
    /// check that an error is not shown, where waiting for it would time out.
    ///
    /// It returns as soon as something is presented, after failing the test with what it was. A cancelled task
    /// stops waiting, and fails the test only for what was presented before.
    ///
    /// ```swift
    /// _ = await handler.dispatch(CancellationError())
    /// await presenter.waitForNoPresentation(for: 0.1)
    /// ```
    ///
    /// - Parameters:
    ///   - seconds: how long nothing may be presented, in seconds of real time.
    ///   - fileID: the caller's `#fileID`: where a presentation fails the test; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    public func waitForNoPresentation(
        for seconds: Double,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let before = presented.count
        await waitForPresentations(before + 1, timeout: seconds)
        guard presented.count > before else { return }
        let came = presented[before...].enumerated().map { offset, alert in
            Self.describe(alert, presentedStyles[before + offset])
        }
        failTest(
            """
            ManualPresenter: waitForNoPresentation(for: \(secondsText(seconds))) expected nothing to be presented, \
            and \(came.joined(separator: ", ")) was presented.
            """,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Waits until `count` presentations have been made in all, `timeout` seconds have passed, or the task is
    /// cancelled.
    private func waitForPresentations(_ count: Int, timeout: Double) async {
        guard presented.count < count else { return }
        let id = nextWaiterID
        nextWaiterID += 1
        let timer = startWaitTimeout(seconds: timeout) { [weak self] in await self?.stopWaiting(id) }
        defer { timer.cancel() }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume()
                } else {
                    presentationWaiters.append((id, count, continuation))
                }
            }
        } onCancel: {
            Task { @MainActor in self.stopWaiting(id) }
        }
    }

    /// What a wait for `count` presentations that timed out after `timeout` seconds found instead.
    private func missingPresentation(_ count: Int, after timeout: Double) -> String {
        let call = count == 1 ? "waitForPresentation()" : "waitForPresentation(\(count))"
        let expected = count == 1 ? "a presentation" : "\(count) presentations"
        var lines = [
            presented.isEmpty
                ? "ManualPresenter: \(call) waited \(secondsText(timeout)) for \(expected), and nothing was presented."
                : """
                ManualPresenter: \(call) waited \(secondsText(timeout)) for \(expected), and \(presented.count) came: \
                \(zip(presented, presentedStyles).map { Self.describe($0, $1) }.joined(separator: ", ")).
                """
        ]
        if let onScreen {
            let answers = onScreen.alert.buttons.map { "presenter.choose(\"\($0.title)\")" } + ["presenter.dismiss()"]
            lines.append(
                """
                On screen now, unanswered: \(Self.describe(onScreen.alert, onScreen.style)). The queue shows one alert \
                at a time: answer it (\(answers.joined(separator: " or "))) before waiting for the next.
                """)
        }
        if let unhandled = unhandledSince(unhandledMark) {
            lines.append(unhandled)
        } else if onScreen == nil {
            lines.append(
                """
                No error went unhandled in this test either: check that the code under test ran, and that it \
                presents through this presenter (ErrorHandler(for: presenter), or the queue given it).
                """)
        }
        return lines.joined(separator: "\n")
    }

    /// `the alert "Offline"`, `the banner "Saved"`.
    private static func describe(_ alert: AlertModel, _ style: PresentationStyle) -> String {
        "the \(style.kind == .alert ? "alert" : "\(style.kind)") \"\(alert.title)\""
    }

    /// Fails the test for a presentation it never answered, and dismisses it.
    private func expire(_ presentation: Presentation, after deadline: Double) {
        guard !presentation.hasEnded else { return }
        let answers = presentation.alert.buttons.map { "presenter.choose(\"\($0.title)\")" } + ["presenter.dismiss()"]
        let message = """
            ManualPresenter: \(Self.describe(presentation.alert, presentation.style)) was never answered within \
            \(secondsText(deadline)), and the code that presented it was still waiting for its answer. Call \
            \(answers.joined(separator: " or ")) in the test. It is dismissed now.
            """
        failTest(message, at: site)
        _ = presentation.answer(nil)
    }

    private func stopWaiting(_ id: UInt64) {
        guard let index = presentationWaiters.firstIndex(where: { $0.id == id }) else { return }
        presentationWaiters.remove(at: index).continuation.resume()
    }

    /// Picks the button titled `title` on the alert on screen.
    ///
    /// When nothing is on screen, or the alert has no button titled `title`, the test fails at this call, with the
    /// buttons there are, and nothing is chosen: the code under test would otherwise wait out the ``deadline``.
    ///
    /// - Parameters:
    ///   - title: the button's title.
    ///   - fileID: the caller's `#fileID`: where a missing button fails the test; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    public func choose(
        _ title: String,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let call = "choose(\"\(title)\")"
        guard let presentation = onScreen else { return failTest(nothingOnScreen(call), at: site) }
        choose(title, on: presentation, call: call, at: site)
    }

    /// Answers `presentation` with its button titled `title`, or fails the test at `site`, naming the buttons there
    /// are.
    private func choose(_ title: String, on presentation: Presentation, call: String, at site: CallSite) {
        guard let button = presentation.alert.buttons.first(where: { $0.title == title }) else {
            return failTest(missingButton(call, on: presentation, "no button titled \"\(title)\""), at: site)
        }
        // An alert withdrawn meanwhile has no answer to take: the code under test stopped waiting for it.
        _ = presentation.answer(button)
    }

    /// Picks the button at `index` on the alert on screen, for buttons that share a title.
    ///
    /// When nothing is on screen, or `index` is not a position among the alert's buttons, the test fails at this
    /// call, with the buttons there are, and nothing is chosen.
    ///
    /// - Parameters:
    ///   - index: the button's position in the alert's buttons.
    ///   - fileID: the caller's `#fileID`: where a missing button fails the test; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    public func choose(
        buttonAt index: Int,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let call = "choose(buttonAt: \(index))"
        guard let presentation = onScreen else { return failTest(nothingOnScreen(call), at: site) }
        guard presentation.alert.buttons.indices.contains(index) else {
            return failTest(missingButton(call, on: presentation, "no button at \(index)"), at: site)
        }
        _ = presentation.answer(presentation.alert.buttons[index])
    }

    /// What a choice found when nothing was on screen: what was presented before, and the wait to call first.
    private func nothingOnScreen(_ call: String) -> String {
        let before =
            presented.isEmpty
            ? "nothing has been presented yet"
            : "\(presented.count) presented before, all answered: \(zip(presented, presentedStyles).map { Self.describe($0, $1) }.joined(separator: ", "))"
        return """
            ManualPresenter: \(call) found nothing on screen (\(before)), so nothing was chosen. Wait for the \
            presentation first: await presenter.waitForPresentation().
            """
    }

    /// What a choice found when the presentation on screen has no such button: the buttons it has.
    private func missingButton(_ call: String, on presentation: Presentation, _ missing: String) -> String {
        let buttons = presentation.alert.buttons.enumerated().map { "\($0.offset): \"\($0.element.title)\"" }
        let has = buttons.isEmpty ? "it has no buttons" : "its buttons are \(buttons.joined(separator: ", "))"
        return """
            ManualPresenter: \(call): \(Self.describe(presentation.alert, presentation.style)) on screen has \
            \(missing), so nothing was chosen; \(has).
            """
    }

    /// Dismisses the alert on screen without a choice.
    ///
    /// The one answer that takes whatever is showing, so a test's clean-up can call it without knowing: it fails
    /// nothing when nothing is on screen, and says so.
    ///
    /// - Returns: `false` when no alert is showing.
    @discardableResult
    public func dismiss() -> Bool {
        onScreen?.answer(nil) ?? false
    }

    /// Chooses the button titled `title` on the presentation on screen titled `presentationTitle`: one banner
    /// among several.
    ///
    /// When no presentation on screen has that title, or it has no such button, the test fails at this call, with
    /// what is on screen and its buttons, and nothing is chosen.
    ///
    /// - Parameters:
    ///   - title: the button's title.
    ///   - presentationTitle: the title of the alert, banner or inline error.
    ///   - fileID: the caller's `#fileID`: where a missing button fails the test; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    public func choose(
        _ title: String,
        on presentationTitle: String,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let call = "choose(\"\(title)\", on: \"\(presentationTitle)\")"
        guard let presentation = onScreen(titled: presentationTitle, call: call, at: site) else { return }
        choose(title, on: presentation, call: call, at: site)
    }

    /// Dismisses the presentation on screen titled `presentationTitle` without a choice, as a swipe on a banner
    /// does.
    ///
    /// When no presentation on screen has that title, the test fails at this call, with what is on screen.
    ///
    /// - Parameters:
    ///   - presentationTitle: the title of the alert, banner or inline error.
    ///   - fileID: the caller's `#fileID`: where a missing presentation fails the test; filled in for you.
    ///   - filePath: the caller's `#filePath`; filled in for you.
    ///   - line: the caller's `#line`; filled in for you.
    ///   - column: the caller's `#column`; filled in for you.
    public func dismiss(
        _ presentationTitle: String,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let call = "dismiss(\"\(presentationTitle)\")"
        _ = onScreen(titled: presentationTitle, call: call, at: site)?.answer(nil)
    }

    /// The presentation on screen titled `title`; when there is none, fails the test at `site` with what is on
    /// screen.
    private func onScreen(titled title: String, call: String, at site: CallSite) -> Presentation? {
        if let presentation = active.first(where: { !$0.hasEnded && $0.alert.title == title }) {
            return presentation
        }
        let showing = onScreenNow.map { Self.describe($0.alert, $0.style) }
        let what = showing.isEmpty ? "nothing is on screen" : "on screen: \(showing.joined(separator: ", "))"
        failTest(
            "ManualPresenter: \(call) found nothing titled \"\(title)\" on screen (\(what)), so nothing was answered.",
            at: site)
        return nil
    }
}

/// A test previews reports as a user does: the preview is one more presentation, titled "Report a problem", whose
/// message is the report's text, with "Cancel" and "Send report".
///
/// ```swift
/// queue.reporting = ErrorReporting { report in sent.append(report) }
/// // … the error's alert is on screen
/// presenter.choose("Report a problem")
/// await presenter.waitForPresentation(2)
/// presenter.reportComment = "It happened twice."
/// presenter.choose("Send report")
/// ```
extension ManualPresenter: ErrorReportPreviewer {
    /// Shows `report`'s preview as a presentation, and returns the report with ``reportComment`` as the user's words
    /// when the test chooses "Send report"; `nil` when it chooses "Cancel", dismisses the preview, or the queue
    /// withdraws it.
    ///
    /// - Parameter report: the report.
    /// - Returns: the report as sent, or `nil`.
    public func previewReport(_ report: ErrorReport) async -> ErrorReport? {
        let button = await present(report.previewAlert)
        return report.confirmed(by: button, words: reportComment)
    }
}
