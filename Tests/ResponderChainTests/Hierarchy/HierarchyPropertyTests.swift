import PropertyBased
import ResponderChain
import ResponderChainTesting
import Testing

/// Random hierarchies against a reference model that walks an array of responders.
@MainActor
@Suite("Hierarchy dispatch properties", .timeLimit(.minutes(2)))
struct HierarchyPropertyTests {
    struct EventA: Event {}
    struct EventB: Event {}
    struct ErrorA: Error {}
    struct ErrorB: Error {}

    /// One responder of a random hierarchy.
    enum Step: Int, CaseIterable {
        case passEvent, handleEvent, handleEventB, transformEventToB, throwFromEvent
        case passError, handleError, handleErrorB, transformErrorToB, catchError, throwFromError
        case declareEvents, declareEventA

        /// Applies the responder to `position`, logging `"\(index)"` whenever the responder is asked.
        @MainActor
        func apply(to position: ResponderPosition, index: Int, log: Log) -> ResponderPosition {
            let name = "\(index)"
            switch self {
            case .passEvent:
                return position.adding(
                    .receiveEvent(
                        .asynchronous { _ in
                            log.append(name)
                            return .notHandled
                        }), name: name)
            case .handleEvent:
                return position.adding(.handleEvent(.asynchronous { _ in log.append(name) }), name: name)
            case .handleEventB:
                return position.adding(.handleEvent(EventB.self, .asynchronous { _ in log.append(name) }), name: name)
            case .transformEventToB:
                return position.adding(
                    .transformEvent(
                        .asynchronous { _ in
                            log.append(name)
                            return EventB()
                        }), name: name)
            case .throwFromEvent:
                return position.adding(
                    .handleEvent(
                        .asynchronous { _ in
                            log.append(name)
                            throw ErrorA()
                        }), name: name)
            case .passError:
                return position.adding(
                    .receiveError(
                        .asynchronous { _ in
                            log.append(name)
                            return .notHandled
                        }), name: name)
            case .handleError:
                return position.adding(
                    .receiveError(
                        .asynchronous { _ in
                            log.append(name)
                            return .handled(.retry)
                        }), name: name)
            case .handleErrorB:
                return position.adding(
                    .receiveError(
                        ErrorB.self,
                        .asynchronous { _ in
                            log.append(name)
                            return .handled(.abort)
                        }), name: name)
            case .transformErrorToB:
                return position.adding(
                    .transformError(
                        .asynchronous { _ in
                            log.append(name)
                            return ErrorB()
                        }), name: name)
            case .catchError:
                return position.adding(
                    .catchError(
                        .asynchronous { _ in
                            log.append(name)
                            return EventA()
                        }), name: name)
            case .throwFromError:
                return position.adding(
                    .receiveError(
                        .asynchronous { _ in
                            log.append(name)
                            throw ErrorA()
                        }), name: name)
            case .declareEvents:
                return position.requireExplicitResponders(false).triggers(EventA.self, EventB.self)
            case .declareEventA:
                return position.requireExplicitResponders(false).triggers(EventA.self)
            }
        }
    }

    /// The reference model: responders in an array, outermost first; a dispatch walks it from an index down.
    struct Model {
        let steps: [Step]
        /// The chain of actions the root hands unhandled errors to, innermost first; empty for the terminal.
        var actions: [ActionStep] = []
        var asked: [String] = []
        var unhandled = 0
        var diagnostics = 0

        /// The outcome of an event at `start` and below: `nil` handled, or the failing error's evaluation.
        enum EventEnd: Equatable {
            case handled
            case failed(ErrorEvaluation)
            case unhandled
            case cancelled
        }

        mutating func event(isB: Bool, from start: Int) -> EventEnd {
            var isB = isB
            var declared = false
            var index = start
            while index >= 0 {
                defer { index -= 1 }
                switch steps[index] {
                case .declareEvents:
                    declared = true
                case .declareEventA:
                    if !declared && isB {
                        diagnostics += 1
                    } else {
                        declared = true
                    }
                case .passEvent:
                    asked.append("\(index)")
                case .handleEvent:
                    asked.append("\(index)")
                    return .handled
                case .handleEventB where isB:
                    asked.append("\(index)")
                    return .handled
                case .transformEventToB:
                    asked.append("\(index)")
                    isB = true
                    declared = false
                case .throwFromEvent:
                    asked.append("\(index)")
                    return .failed(error(isB: false, from: index - 1))
                default:
                    continue
                }
            }
            unhandled += 1
            return .unhandled
        }

        mutating func error(isB: Bool, from start: Int) -> ErrorEvaluation {
            var isB = isB
            var index = start
            while index >= 0 {
                defer { index -= 1 }
                switch steps[index] {
                case .passError:
                    asked.append("\(index)")
                case .handleError:
                    asked.append("\(index)")
                    return .retry
                case .handleErrorB where isB:
                    asked.append("\(index)")
                    return .abort
                case .transformErrorToB:
                    asked.append("\(index)")
                    isB = true
                case .throwFromError:
                    asked.append("\(index)")
                    isB = false
                case .catchError:
                    asked.append("\(index)")
                    switch event(isB: false, from: index - 1) {
                    case .handled: return .proceed
                    case .failed(let evaluation): return evaluation
                    case .unhandled: return .cancel
                    case .cancelled: return .cancel
                    }
                default:
                    continue
                }
            }
            return actionChain(isB: isB)
        }

        /// An error no responder of the hierarchy handled, through the chain of actions above the root.
        mutating func actionChain(isB: Bool) -> ErrorEvaluation {
            for (index, action) in actions.enumerated() {
                switch action {
                case .passes:
                    asked.append("a\(index)")
                case .answers:
                    asked.append("a\(index)")
                    return .proceed
                case .rulesForB:
                    if isB {
                        asked.append("a\(index)")
                        return .abort
                    }
                }
            }
            unhandled += 1
            return .cancel
        }
    }

    /// One level of the chain of actions above a hierarchy's root.
    enum ActionStep: Int, CaseIterable {
        /// Passes every error to the action above.
        case passes
        /// Answers every error with `.proceed`.
        case answers
        /// An `ErrorHandler` whose one rule answers `.abort` to `ErrorB`; other errors go to the action above.
        case rulesForB

        /// The chain of `steps`, innermost first, ending at the terminal; logs `"a\(index)"` when a level answers or
        /// passes, as the model does.
        @MainActor
        static func chain(_ steps: [ActionStep], log: Log) -> RespondToErrorAction {
            var action = RespondToErrorAction.unhandled
            for (index, step) in steps.enumerated().reversed() {
                let next = action
                let name = "a\(index)"
                switch step {
                case .passes:
                    action = RespondToErrorAction(name: name) { error in
                        log.append(name)
                        return await next(error)
                    }
                case .answers:
                    action = RespondToErrorAction(name: name) { (_: any Error) -> ErrorEvaluation in
                        log.append(name)
                        return .proceed
                    }
                case .rulesForB:
                    let handler = ErrorHandler(name: name)
                        .on(
                            error: ErrorMatcher { $0 is ErrorB },
                            then: .perform { _ in
                                log.append(name)
                                return .abort
                            }
                        )
                    action = RespondToErrorAction(name: name) { error in
                        if let answer = await handler.answer(to: error) { return answer }
                        return await next(error)
                    }
                }
            }
            return action
        }
    }

    static let hierarchies = Gen.int(in: 0...(Step.allCases.count - 1)).array(of: 0...64)

    /// Builds the hierarchy of `codes`, sends a value with `send`, and checks what the model expects: the
    /// responders asked, the end (compared by `expect`), one unhandled report at most, and the diagnostics.
    private func check<End: Equatable>(
        _ codes: [Int],
        actions actionCodes: [Int] = [],
        send: @MainActor (ResponderPosition) async -> End,
        model expected: (inout Model) -> End
    ) async {
        let steps = codes.map { Step(rawValue: $0)! }
        let actions = actionCodes.map { ActionStep(rawValue: $0)! }
        let log = Log()
        var position =
            actions.isEmpty
            ? ResponderPosition.root
            : ResponderPosition.root.answering(withWritten: ActionStep.chain(actions, log: log))
        for (index, step) in steps.enumerated() {
            position = step.apply(to: position, index: index, log: log)
        }
        var model = Model(steps: steps, actions: actions)
        let expectedEnd = expected(&model)
        let ((end, unhandled), diagnostics) = await SafetyCapture.run {
            await UnhandledCapture.run { await send(position) }
        }
        #expect(log.entries == model.asked)
        #expect(end == expectedEnd)
        #expect(unhandled.count == model.unhandled)
        #expect(unhandled.count <= 1)
        #expect(diagnostics.count == model.diagnostics)
    }

    @Test("events: the responders asked, the outcome, the unhandled reports and the diagnostics match the model")
    func events() async {
        await propertyCheck(count: 2_000, input: Self.hierarchies, Gen.bool) { codes, sendB in
            await check(codes) { position -> Model.EventEnd in
                switch await position.trigger(sendB ? EventB() : EventA()).resolution {
                case .handled: .handled
                case .failed(let evaluation): .failed(evaluation)
                case .unhandled: .unhandled
                case .cancelled: .cancelled
                }
            } model: { model in
                model.event(isB: sendB, from: model.steps.count - 1)
            }
        }
    }

    @Test("errors: the responders asked, the evaluation, the unhandled reports and the diagnostics match the model")
    func errors() async {
        await propertyCheck(count: 2_000, input: Self.hierarchies, Gen.bool) { codes, sendB in
            await check(codes) { position in
                await position.report(sendB ? ErrorB() : ErrorA())
            } model: { model in
                model.error(isB: sendB, from: model.steps.count - 1)
            }
        }
    }

    static let actionChains = Gen.int(in: 0...(ActionStep.allCases.count - 1)).array(of: 1...8)

    @Test(
        "errors crossing into a chain of actions with rules: who is asked, the answer and the terminal match the model")
    func errorsCrossingIntoActions() async {
        await propertyCheck(count: 2_000, input: Self.hierarchies, Self.actionChains, Gen.bool) {
            codes, actions, sendB in
            await check(codes, actions: actions) { position in
                await position.report(sendB ? ErrorB() : ErrorA())
            } model: { model in
                model.error(isB: sendB, from: model.steps.count - 1)
            }
        }
    }
}
