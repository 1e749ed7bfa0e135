import Foundation
import ResponderChain
import ResponderChainTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(2))) struct CancellationTests {
    nonisolated static let cancellations: [any Error] = [
        CancellationError(),
        URLError(.cancelled),
        NSError(domain: NSURLErrorDomain, code: NSURLErrorCancelled),
        CancellationError() as NSError,
        SDKError(domain: NSURLErrorDomain, code: NSURLErrorCancelled),
        CocoaError(.userCancelled),
        NSError(domain: NSCocoaErrorDomain, code: NSUserCancelledError),
    ]

    @Test(arguments: 0..<cancellations.count)
    func cancellationErrorsNeverReachAResponder(index: Int) async {
        let error = Self.cancellations[index]
        let parent = RecordingResponder("Parent", answers: [.abort])
        let child = RecordingResponder("Child", parent: parent)
        let chain = ErrorResponderChain(parentResponder: parent)
        _ = chain.connect(name: "Connection", parent.connection)
        let action = RespondToErrorAction(responder: parent)

        let (answers, unhandled) = await UnhandledCapture.run {
            [
                await child.dispatch(error), await child.passToParent(error), await chain.respond(to: error),
                await action(error),
            ]
        }
        #expect(answers == [.cancel, .cancel, .cancel, .cancel])
        #expect(child.received.isEmpty)
        #expect(parent.received.isEmpty)
        #expect(unhandled.isEmpty)
    }

    /// A rule handler's or an `ErrorResponderChain`'s `respond(to:)`, which anyone may call, makes the gate's check
    /// itself: untraced with its one question to the dispatch core, traced inside the route's hop.
    @Test(arguments: [false, true], [false, true])
    func respondToAskedDirectlyAnswersACancellationWithoutAskingAnyone(traced: Bool, rules: Bool) async {
        let log = Log()
        let parent = RecordingResponder("Parent", answers: [.abort])
        let handler = ErrorHandler(parentResponder: parent)
            .onNoMatch(log.action("catch-all"))
            .always(log.action("always"))
        let chain = ErrorResponderChain(parentResponder: parent)
        _ = chain.connect { _ in
            log.append("connection")
            return .abort
        }
        let responder: any ErrorResponder = rules ? handler : chain
        let answer: ErrorEvaluation
        if traced {
            let (traced, routes) = await DispatchRoute.trace { await responder.respond(to: CancellationError()) }
            answer = traced
            #expect(routes.map(\.evaluation) == [.cancel])
            #expect(routes.first?.resolution == .cancelled)
        } else {
            answer = await responder.respond(to: CancellationError())
        }
        #expect(answer == .cancel)
        #expect(log.entries.isEmpty)
        #expect(parent.received.isEmpty)
    }

    @Test(arguments: 0..<cancellations.count)
    func levelPassingOnACancellationInsteadOfItsErrorStopsTheDispatch(index: Int) async {
        // Each level after the first only compares the error it is given with the one already checked; a level
        // that passes on a different error, here a cancellation, must be checked in full.
        let cancellation = Self.cancellations[index]
        let parent = RecordingResponder("Parent", answers: [.abort, .abort])
        let converting = ConvertingResponder(parent: parent, passing: cancellation)
        let child = RecordingResponder("Child", parent: converting)
        let top = RespondToErrorAction(responder: parent)
        let convertingAction = RespondToErrorAction { _ in await top(cancellation) }
        let bottom = RespondToErrorAction { error in await convertingAction(error) }

        #expect(await child.dispatch(MyError.rootError) == .cancel)
        #expect(await bottom(MyError.rootError) == .cancel)
        #expect(child.received.count == 1)
        #expect(parent.received.isEmpty)
    }

    @Test("a cancellation sent where there is no responder is a cancel, reported nowhere", arguments: [false, true])
    func cancellationToNoResponder(packageCall: Bool) async {
        let nobody: (any ErrorResponder)? = nil
        for cancellation in Self.cancellations {
            let (answer, unhandled) = await UnhandledCapture.run {
                packageCall ? await nobody.dispatchHere(cancellation) : await nobody.dispatch(cancellation)
            }
            #expect(answer == .cancel)
            #expect(unhandled.isEmpty)
        }
    }

    @Test func otherURLErrorsAreNotCancellations() async {
        let parent = RecordingResponder("Parent", answers: [.retry, .retry, .retry])
        #expect(await parent.dispatch(URLError(.timedOut)) == .retry)
        #expect(await parent.dispatch(SDKError(domain: NSURLErrorDomain, code: NSURLErrorTimedOut)) == .retry)
        #expect(await parent.dispatch(CocoaError(.fileNoSuchFile)) == .retry)
    }

    @Test func dispatchFromACancelledTaskResolvesAtOnceWithoutAskingAnyone() async {
        let parent = RecordingResponder("Parent", answers: [.abort])
        let task = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            return await parent.dispatch(MyError.rootError)
        }
        #expect(await task.value() == .cancel)
        #expect(parent.received.isEmpty)
    }

    @Test func cancellationDuringAnAwaitedConnectionStopsTheRestOfTheDispatch() async {
        let parent = RecordingResponder("Parent", answers: [.abort])
        let chain = ErrorResponderChain(parentResponder: parent)
        let log = Log()
        _ = chain.connect { _ in
            log.append("older")
            return nil
        }
        _ = chain.connect { _ async -> ErrorEvaluation? in
            log.append("cancelling")
            withUnsafeCurrentTask { $0?.cancel() }
            return nil
        }
        let route = await DispatchRoute.trace { await chain.respond(to: MyError.rootError) }.routes.first
        #expect(log.entries == ["cancelling"])
        #expect(parent.received.isEmpty)
        #expect(route?.resolution == .cancelled)
        #expect(route?.evaluation == .cancel)
    }
}

/// A level that passes a different error than the one it was given: `passing`.
@MainActor
private final class ConvertingResponder: ErrorResponder {
    weak var parentResponder: (any ErrorResponder)?
    let passing: any Error

    init(parent: any ErrorResponder, passing: any Error) {
        self.parentResponder = parent
        self.passing = passing
    }

    func respond(to error: any Error) async -> ErrorEvaluation {
        await passToParent(passing)
    }
}
