public import ResponderChain

/// An ``ResponderChain/ErrorPresenter`` that a test drives by hand: it records each alert and waits until the test picks a
/// button, dismisses it, or the queue withdraws it.
///
/// Nothing waits on it forever: an alert the test leaves unanswered for ``deadline`` seconds of real time fails the
/// test, with a message that names the alert and the call that answers it, and is then dismissed, so that the code
/// under test finishes.
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

        func wait() async -> AlertButton? {
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

    /// Creates a presenter with nothing on screen.
    ///
    /// - Parameter deadline: the seconds of real time the test has to answer each alert; 30 unless given. Tests
    ///   answer in microseconds.
    public init(deadline: Double = 30) {
        self.presentableStyles = [.alert]
        self.deadline = deadline
    }

    /// Creates a presenter that shows `styles` too, with ``present(_:as:)``: banners several at once.
    ///
    /// - Parameters:
    ///   - styles: the styles it shows besides alerts.
    ///   - deadline: the seconds of real time the test has to answer each presentation; 30 unless given.
    public init(showing styles: Set<PresentationStyle.Kind>, deadline: Double = 30) {
        self.presentableStyles = styles.union([.alert])
        self.deadline = deadline
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

    /// Waits until `count` alerts have been presented in all; gives up after `timeout` seconds of real time, or when
    /// the waiting task is cancelled.
    ///
    /// A presentation that a bug keeps from ever happening makes the wait return `false` instead of hanging the
    /// test; what the test checks next then fails and says what is missing.
    ///
    /// ```swift
    /// #expect(await presenter.waitForPresentation(2), "the second alert was never shown")
    /// ```
    ///
    /// - Parameters:
    ///   - count: how many presentations to wait for, counting from the first.
    ///   - timeout: the seconds of real time to wait at most, 30 unless given; presentations normally take
    ///     microseconds.
    /// - Returns: whether `count` alerts have been presented.
    @discardableResult
    public func waitForPresentation(_ count: Int = 1, timeout: Double = 30) async -> Bool {
        guard presented.count < count else { return true }
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
        return presented.count >= count
    }

    /// Fails the test for a presentation it never answered, and dismisses it.
    private func expire(_ presentation: Presentation, after deadline: Double) {
        guard !presentation.hasEnded else { return }
        let kind = presentation.style.kind == .alert ? "alert" : "\(presentation.style.kind)"
        let title = presentation.alert.title
        let answers = presentation.alert.buttons.map { "presenter.choose(\"\($0.title)\")" } + ["presenter.dismiss()"]
        failTest(
            """
            ManualPresenter: the \(kind) "\(title)" was never answered within \(secondsText(deadline)), and the code \
            that presented it was still waiting for its answer. Call \(answers.joined(separator: " or ")) in the \
            test. It is dismissed now.
            """
        )
        _ = presentation.answer(nil)
    }

    private func stopWaiting(_ id: UInt64) {
        guard let index = presentationWaiters.firstIndex(where: { $0.id == id }) else { return }
        presentationWaiters.remove(at: index).continuation.resume()
    }

    /// Picks the button titled `title` on the alert on screen.
    ///
    /// - Parameter title: the button's title.
    /// - Returns: `false` when no alert is showing or it has no such button.
    @discardableResult
    public func choose(_ title: String) -> Bool {
        guard let presentation = onScreen,
            let button = presentation.alert.buttons.first(where: { $0.title == title })
        else { return false }
        return presentation.answer(button)
    }

    /// Picks the button at `index` on the alert on screen, for buttons that share a title.
    ///
    /// - Parameter index: the button's position in the alert's buttons.
    /// - Returns: `false` when no alert is showing or it has no such button.
    @discardableResult
    public func choose(buttonAt index: Int) -> Bool {
        guard let presentation = onScreen, presentation.alert.buttons.indices.contains(index) else { return false }
        return presentation.answer(presentation.alert.buttons[index])
    }

    /// Dismisses the alert on screen without a choice.
    ///
    /// - Returns: `false` when no alert is showing.
    @discardableResult
    public func dismiss() -> Bool {
        onScreen?.answer(nil) ?? false
    }

    /// Chooses the button titled `title` on the presentation on screen titled `presentationTitle`: one banner
    /// among several.
    ///
    /// - Parameters:
    ///   - title: the button's title.
    ///   - presentationTitle: the title of the alert, banner or inline error.
    /// - Returns: whether there was such a presentation and button.
    @discardableResult
    public func choose(_ title: String, on presentationTitle: String) -> Bool {
        guard let presentation = active.first(where: { !$0.hasEnded && $0.alert.title == presentationTitle }),
            let button = presentation.alert.buttons.first(where: { $0.title == title })
        else { return false }
        return presentation.answer(button)
    }

    /// Dismisses the presentation on screen titled `presentationTitle` without a choice, as a swipe on a banner
    /// does.
    ///
    /// - Parameter presentationTitle: the title of the alert, banner or inline error.
    /// - Returns: whether there was such a presentation.
    @discardableResult
    public func dismiss(_ presentationTitle: String) -> Bool {
        active.first(where: { !$0.hasEnded && $0.alert.title == presentationTitle })?.answer(nil) ?? false
    }
}
