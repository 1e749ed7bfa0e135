import Foundation
import ResponderChainTesting
import Testing

@testable import ResponderChain

/// The current task's identity, to tell whether responders run on the caller's task or on tasks of their own.
private func currentTaskID() -> Int? {
    withUnsafeCurrentTask { $0?.hashValue }
}

@MainActor
@Suite("Hierarchy dispatch: order, crossings, outcomes", .timeLimit(.minutes(2)))
struct HierarchyDispatchTests {
    /// A position `depth` levels below the root, each level logging its index and passing events and errors on.
    private func levels(_ depth: Int, log: Log, from root: ResponderPosition = .root) -> ResponderPosition {
        var position = root
        for level in 0..<depth {
            position =
                position
                .adding(
                    .receiveEvent(
                        .asynchronous { _ in
                            log.append("event \(level)")
                            return .notHandled
                        }), name: "event \(level)"
                )
                .adding(
                    .receiveError(
                        .asynchronous { _ in
                            log.append("error \(level)")
                            return .notHandled
                        }), name: "error \(level)")
        }
        return position
    }

    @Test("the responder applied last, closest to the origin, is asked first", arguments: [1, 4, 16])
    func closerFirst(depth: Int) async {
        let log = Log()
        let origin = levels(depth, log: log)
        let (_, unhandled) = await UnhandledCapture.run {
            await origin.trigger(MyEvent())
            await origin.report(ReportedError())
        }
        let outwards = (0..<depth).reversed()
        #expect(log.entries == outwards.map { "event \($0)" } + outwards.map { "error \($0)" })
        #expect(unhandled.map(\.reason) == [.endOfChain, .endOfChain])
        #expect(unhandled.map(\.lastResponder) == ["event 0", "error 0"])
    }

    @Test("an event responder's error goes to the error responders at its position, not to those below it")
    func thrownErrorCrossesAtItsPosition() async {
        let log = Log()
        let origin = ResponderPosition.root
            .adding(.handleError(.asynchronous { _ in log.append("outer errors") }), name: "outer errors")
            .adding(
                .handleEvent(
                    .asynchronous { _ in
                        log.append("thrower")
                        throw AnError()
                    }), name: "thrower"
            )
            .adding(.handleError(.asynchronous { _ in log.append("inner errors") }), name: "inner errors")
        let outcome = await origin.trigger(MyEvent())
        #expect(log.entries == ["thrower", "outer errors"])
        #expect(outcome.resolution == .failed(.proceed))
        #expect(outcome.responder == "thrower")
        #expect(outcome.error is AnError)
    }

    @Test("a caught error's event goes to the event responders at the catch's position")
    func caughtEventCrossesAtItsPosition() async {
        let log = Log()
        let origin = ResponderPosition.root
            .adding(.handleEvent(.asynchronous { _ in log.append("outer events") }), name: "outer events")
            .adding(.catchError(.asynchronous { _ in ShowSignInEvent() }), name: "catch")
            .adding(.handleEvent(.asynchronous { _ in log.append("inner events") }), name: "inner events")
        #expect(await origin.report(UnauthenticatedError()) == .proceed)
        #expect(log.entries == ["outer events"])
    }

    @Test("a caught error answers what its event's failing handler's error was answered")
    func crossingTwice() async {
        let log = Log()
        let origin = ResponderPosition.root
            .adding(
                .receiveError(
                    AnError.self,
                    .asynchronous { _ in
                        log.append("retry")
                        return .handled(.retry)
                    }), name: "retry"
            )
            .adding(
                .handleEvent(
                    ShowSignInEvent.self,
                    .asynchronous { _ in
                        log.append("sign-in fails")
                        throw AnError()
                    }), name: "sign-in"
            )
            .adding(
                .catchError(
                    UnauthenticatedError.self,
                    .asynchronous { _ in
                        log.append("catch")
                        return ShowSignInEvent()
                    }), name: "catch")
        #expect(await origin.report(UnauthenticatedError()) == .retry)
        #expect(log.entries == ["catch", "sign-in fails", "retry"])
    }

    @Test("an error responder that throws replaces the error for the responders further out")
    func errorResponderThrows() async {
        let log = Log()
        let origin = ResponderPosition.root
            .adding(.handleError(AnError.self, .asynchronous { _ in log.append("AnError") }), name: "AnError")
            .adding(
                .handleError(ReportedError.self, .asynchronous { _ in log.append("ReportedError") }),
                name: "ReportedError"
            )
            .adding(
                .receiveError(
                    .asynchronous { _ in
                        log.append("thrower")
                        throw AnError()
                    }), name: "thrower")
        #expect(await origin.report(ReportedError()) == .proceed)
        #expect(log.entries == ["thrower", "AnError"])
    }

    @Test("a catch that throws sends its error on instead of an event")
    func catchThrows() async {
        let log = Log()
        let origin = ResponderPosition.root
            .adding(.handleEvent(.asynchronous { _ in log.append("events") }), name: "events")
            .adding(.handleError(AnError.self, .asynchronous { _ in log.append("AnError") }), name: "AnError")
            .adding(.catchError(.asynchronous { _ in throw AnError() }), name: "catch")
        #expect(await origin.report(ReportedError()) == .proceed)
        #expect(log.entries == ["AnError"])
    }

    @Test("a transform's result is what the handlers further out see; the origin's value is unchanged below it")
    func transformOnlyOutwards() async {
        let log = Log()
        let origin = ResponderPosition.root
            .adding(
                .handleEvent(ItemSelectionEvent.self, .asynchronous { event in log.append("outer \(event.item)") }),
                name: "outer"
            )
            .adding(
                .transformEvent(
                    ItemSelectionEvent.self,
                    .asynchronous { event in
                        ItemSelectionEvent(item: event.item * 2)
                    }), name: "double"
            )
            .adding(
                .receiveEvent(
                    ItemSelectionEvent.self,
                    .asynchronous { event in
                        log.append("inner \(event.item)")
                        return .notHandled
                    }), name: "inner")
        let outcome = await origin.trigger(ItemSelectionEvent(item: 4))
        #expect(log.entries == ["inner 4", "outer 8"])
        #expect((outcome.event as? ItemSelectionEvent)?.item == 8)
    }

    @Test("a typed responder further out sees a transform's error as what it is: a bridged NSError too")
    func transformIntoABridgedNSError() async {
        struct Plain: Error {}
        let log = Log()
        let origin = ResponderPosition.root
            .adding(
                .receiveError(
                    CocoaError.self,
                    .asynchronous { error in
                        log.append("CocoaError \(error.code.rawValue)")
                        return .handled(.retry)
                    }), name: "files"
            )
            .adding(
                .transformError(.asynchronous { _ in NSError(domain: NSCocoaErrorDomain, code: 4) }), name: "bridge")
        #expect(await origin.report(Plain()) == .retry)
        #expect(log.entries == ["CocoaError 4"])
    }

    @Test("cancellations reach no error responder and answer cancel")
    func cancellations() async {
        let log = Log()
        let origin = ResponderPosition.root
            .adding(.handleError(.asynchronous { _ in log.append("errors") }), name: "errors")
            .adding(.handleEvent(.asynchronous { _ in throw CancellationError() }), name: "cancelled work")
        let (results, unhandled) = await UnhandledCapture.run {
            (await origin.report(CancellationError()), await origin.trigger(MyEvent()))
        }
        #expect(results.0 == .cancel)
        #expect(results.1.resolution == .failed(.cancel))
        #expect(log.entries.isEmpty)
        #expect(unhandled.isEmpty)
    }

    @Test("an error reported from a cancelled task answers cancel at once")
    func cancelledTask() async {
        let log = Log()
        let origin = ResponderPosition.root.adding(
            .handleError(.asynchronous { _ in log.append("errors") }), name: "errors")
        let task = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            return await origin.report(ReportedError())
        }
        #expect(await task.value() == .cancel)
        #expect(log.entries.isEmpty)
    }

    @Test("a task cancelled while an async error responder waits asks nobody further out, the terminal included")
    func cancelledDuringAsyncErrorResponder() async {
        let log = Log()
        let origin = ResponderPosition.root
            .handleAlertErrors(queue: PresentationQueue(presenter: ManualPresenter()))
            .adding(.handleError(QuotaAlert.self, .asynchronous { _ in log.append("outer") }), name: "outer")
            .adding(
                .receiveError(
                    .asynchronous { _ in
                        withUnsafeCurrentTask { $0?.cancel() }
                        await Task.yield()
                        return .notHandled
                    }), name: "cancels")
        let (evaluation, unhandled) = await UnhandledCapture.run {
            await Task { @MainActor in await origin.report(QuotaAlert()) }.value
        }
        #expect(evaluation == .cancel)
        #expect(log.entries.isEmpty)
        #expect(unhandled.isEmpty)
    }

    @Test("an event from a cancelled task, or whose task is cancelled in an async responder, ends as cancelled")
    func cancelledEvents() async {
        let log = Log()
        // Were the dispatches not cancelled, the events would pass the outer responder and reach the terminal.
        let outer = ResponderPosition.root.adding(
            .receiveEvent(
                .asynchronous { _ in
                    log.append("outer")
                    return .notHandled
                }), name: "outer")
        let cancelling = outer.adding(
            .receiveEvent(
                .asynchronous { _ in
                    withUnsafeCurrentTask { $0?.cancel() }
                    await Task.yield()
                    return .notHandled
                }), name: "cancels")
        let (outcomes, unhandled) = await UnhandledCapture.run {
            let fromCancelledTask = await Task { @MainActor in
                withUnsafeCurrentTask { $0?.cancel() }
                return await outer.trigger(MyEvent())
            }.value
            let cancelledMidway = await Task { @MainActor in await cancelling.trigger(MyEvent()) }.value
            return (fromCancelledTask, cancelledMidway)
        }
        #expect(outcomes.0.resolution == .cancelled)
        #expect(outcomes.0.responder == nil)
        #expect(outcomes.1.resolution == .cancelled)
        #expect(outcomes.1.responder == "cancels")
        #expect(outcomes.1.evaluation == .cancel)
        #expect(outcomes.1.description == "event MyEvent(): cancelled")
        #expect(log.entries.isEmpty)
        #expect(unhandled.isEmpty)
    }

    @Test("a traced event cancelled in an async responder lists that responder")
    func cancelledEventRoute() async {
        let origin = ResponderPosition.root
            .adding(.handleEvent(.asynchronous { _ in }), name: "outer")
            .adding(
                .receiveEvent(
                    .asynchronous { _ in
                        withUnsafeCurrentTask { $0?.cancel() }
                        await Task.yield()
                        return .notHandled
                    }), name: "cancels")
        let (_, routes) = await DispatchRoute.trace {
            await Task { @MainActor in await origin.trigger(MyEvent()) }.value
        }
        #expect(routes.map(\.hopNames) == [["cancels"]])
        #expect(routes.first?.resolution == .cancelled)
    }

    @Test("a root made with a parent action hands it the errors nobody handled; events still reach the terminal")
    func parentAction() async {
        let log = Log()
        let action = RespondToErrorAction(name: "environment") { _ in
            log.append("environment")
            return .abort
        }
        let origin = ResponderPosition.root.answering(withWritten: action).adding(
            .handleError(
                AnError.self,
                .asynchronous { _ in
                    log.append("AnError")
                }))
        let (results, unhandled) = await UnhandledCapture.run {
            (await origin.report(ReportedError()), await origin.trigger(MyEvent()))
        }
        #expect(results.0 == .abort)
        #expect(results.1.resolution == .unhandled(.endOfChain))
        #expect(log.entries == ["environment"])
        #expect(unhandled.map { $0.value.event is MyEvent } == [true])
    }

    @Test("every responder runs on the caller's task, whatever the depth", arguments: [1, 16, 64])
    func noTaskPerHop(depth: Int) async {
        let tasks = Locked<Set<Int?>>([])
        var position = ResponderPosition.root
            .adding(
                .handleError(.asynchronous { _ in _ = tasks.withLock { $0.insert(currentTaskID()) } }),
                name: "top errors"
            )
            .adding(
                .handleEvent(.asynchronous { _ in _ = tasks.withLock { $0.insert(currentTaskID()) } }),
                name: "top events")
        for level in 0..<depth {
            position = position.adding(
                .receiveEvent(
                    .asynchronous { _ in
                        tasks.withLock { _ = $0.insert(currentTaskID()) }
                        return .notHandled
                    }), name: "level \(level)")
            if level == depth / 2 {
                position = position.adding(.transformEvent(.asynchronous { event in event }), name: "transform")
            }
        }
        let thrower = position.adding(.handleEvent(.asynchronous { _ in throw AnError() }), name: "thrower")
        await position.trigger(MyEvent())
        await thrower.trigger(MyEvent())
        #expect(tasks.withLock { $0 } == [currentTaskID()])
    }

    @Test("the fire-and-forget forms start one task per call, whatever the depth", arguments: [1, 64])
    func oneTaskPerTrigger(depth: Int) async {
        let tasks = Locked<[Int?]>([])
        var position = ResponderPosition.root
            .adding(.handleEvent(.asynchronous { _ in tasks.withLock { $0.append(currentTaskID()) } }), name: "top")
            .adding(
                .handleError(.asynchronous { _ in tasks.withLock { $0.append(currentTaskID()) } }), name: "top errors")
        for level in 0..<depth {
            position = position.adding(
                .receiveEvent(
                    .asynchronous { _ in
                        tasks.withLock { $0.append(currentTaskID()) }
                        return .notHandled
                    }), name: "level \(level)")
        }
        // Both task handles stay alive to the end, so the second task cannot reuse the first one's address.
        let triggering = TriggerEventAction(from: position.head).trigger(MyEvent())
        let outcome = await triggering.value()
        let reporting = ReportErrorAction(from: position.head)(ReportedError())
        let evaluation = await reporting.value()
        let seen = tasks.withLock { $0 }
        defer { _ = (triggering, reporting) }
        #expect(outcome?.isHandled == true)
        #expect(evaluation == .proceed)
        #expect(seen.count == depth + 2)
        #expect(Set(seen[..<(depth + 1)]).count == 1)
        #expect(seen.first != currentTaskID())
        #expect(seen.last != seen.first)
    }

    /// Reported here (`\.reportError`'s walk, which makes its own checks) or raised through the position's action
    /// (`\.respondToError`'s, whose walk takes what the action found).
    @Test("a traced dispatch lists the responders asked, across a crossing", arguments: [false, true])
    func traced(throughAction: Bool) async {
        let origin = ResponderPosition.root
            .adding(.handleError(.asynchronous { _ in }), name: "errors")
            .adding(.handleEvent(ShowSignInEvent.self, .asynchronous { _ in }), name: "sign-in")
            .adding(.catchError(UnauthenticatedError.self, .asynchronous { _ in ShowSignInEvent() }), name: "catch")
            .adding(.handleEvent(MyEvent.self, .asynchronous { _ in }), name: "unrelated")
        let (_, routes) = await DispatchRoute.trace {
            if throughAction {
                return await RespondToErrorAction(hierarchyFrom: origin.head)(UnauthenticatedError())
            }
            return await origin.report(UnauthenticatedError())
        }
        #expect(routes.map(\.hopNames) == [["catch", "sign-in"]])
        #expect(routes.first?.hops.allSatisfy { $0.kind == .hierarchy } == true)
        #expect(routes.first?.evaluation == .proceed)
        #expect(routes.first?.resolution == .answered)
    }

    @Test("an unnamed responder is named by where it was applied")
    func unnamedResponder() async {
        let origin = ResponderPosition.root.adding(.handleEvent(.asynchronous { _ in }))
        let outcome = await origin.trigger(MyEvent())
        #expect(outcome.responder?.hasPrefix("ResponderChainTests/HierarchyDispatchTests.swift:") == true)
    }

    @Test("outcomes describe themselves in one line")
    func descriptions() async {
        let handled = await ResponderPosition.root.adding(.handleEvent(.asynchronous { _ in }), name: "Screen").trigger(
            MyEvent())
        let failed = await ResponderPosition.root
            .adding(.handleError(.asynchronous { _ in }))
            .adding(.handleEvent(.asynchronous { _ in throw AnError() }), name: "Saver")
            .trigger(MyEvent())
        let (unhandled, _) = await UnhandledCapture.run { await ResponderPosition.root.trigger(MyEvent()) }
        #expect(handled.description == "event MyEvent(): handled by Screen")
        #expect(failed.description == "event MyEvent(): Saver threw AnError() → proceed")
        #expect(unhandled.description == "event MyEvent(): unhandled (end of chain)")
        #expect(ReceiveErrorResult.handled(.retry).description == "handled(retry)")
        #expect(ReceiveErrorResult.notHandled.description == "notHandled")
    }
}

/// What an event's end says, and what an error caught into that event receives.
@Suite("An event's outcome: its evaluation for a caught error, and its line")
struct EventOutcomeTests {
    static let screen = ResponderLabel(name: "Screen", fileID: #fileID, line: #line)

    static let cases: [(EventOutcome, ErrorEvaluation, String)] = [
        (EventOutcome(resolution: .handled, event: MyEvent(), responder: screen), .proceed, "handled by Screen"),
        (
            EventOutcome(resolution: .failed(.retry), event: MyEvent(), responder: screen, error: AnError()), .retry,
            "Screen threw AnError() → retry"
        ),
        (
            EventOutcome(resolution: .unhandled(.endOfChain), event: MyEvent(), responder: screen), .cancel,
            "unhandled (end of chain), last responder: Screen"
        ),
        (
            EventOutcome(resolution: .unhandled(.endOfChain), event: MyEvent(), responder: nil), .cancel,
            "unhandled (end of chain)"
        ),
        (EventOutcome(resolution: .cancelled, event: MyEvent(), responder: screen), .cancel, "cancelled"),
    ]

    @Test(arguments: cases)
    func outcome(_ outcome: EventOutcome, evaluation: ErrorEvaluation, line: String) {
        #expect(outcome.evaluation == evaluation)
        #expect(outcome.description == "event MyEvent(): \(line)")
    }
}
