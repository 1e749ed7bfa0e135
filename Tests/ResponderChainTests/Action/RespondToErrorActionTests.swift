import ResponderChain
import ResponderChainTesting
import Testing

/// The Error Responder Chain example's SwiftUI hierarchy as actions: App ← Root ← Home Tab ← Home Page.
private func swiftUIExampleActions(log: Log) -> RespondToErrorAction {
    func level(_ name: String, handles: MyError, outer: RespondToErrorAction) -> RespondToErrorAction {
        RespondToErrorAction(name: name) { error in
            log.append(name)
            if let error = error as? MyError, error == handles { return .proceed }
            return await outer(error)
        }
    }
    let app = level("App", handles: .appError, outer: .unhandled)
    let root = level("Root", handles: .rootError, outer: app)
    let homeTab = level("Home Tab", handles: .homeTabError, outer: root)
    return level("Home Page", handles: .homePageError, outer: homeTab)
}

@Suite(.timeLimit(.minutes(2))) struct RespondToErrorActionTests {
    @Test(arguments: exampleLevels)
    func exampleHierarchyAnswersAtTheLevelThatHandlesTheError(error: MyError, asked: [String]) async {
        let log = Log()
        let homePage = swiftUIExampleActions(log: log)
        let (route, unhandled) = await UnhandledCapture.run {
            await DispatchRoute.trace { await homePage(error) }.routes.first
        }
        #expect(log.entries == asked)
        #expect(unhandled.isEmpty)
        #expect(route?.summary == RouteSummary(asked: asked, answeredBy: asked.last, evaluation: .proceed))
    }

    @Test func unhandledActionReportsAndAnswersTheDefault() async {
        struct Unknown: Error {}
        let homePage = swiftUIExampleActions(log: Log())
        let (evaluation, unhandled) = await UnhandledCapture.run { await homePage(Unknown()) }
        #expect(evaluation == .cancel)
        #expect(unhandled.count == 1)
        #expect(unhandled.first?.reason == .endOfChain)
    }

    @Test func actionCalledFromACancelledTaskAnswersCancelWithoutRunningItsClosure() async {
        let log = Log()
        let asynchronous = RespondToErrorAction(name: "Async") { _ async in
            log.append("async ran")
            return .retry
        }
        let synchronous = RespondToErrorAction(name: "Sync") { _ in
            log.append("sync ran")
            return .retry
        }
        // Many times: while another test traces, every action takes the traced path, which checks the task too.
        // The untraced path is the one an app takes; most of these calls take it.
        var answers: Set<ErrorEvaluation> = []
        for _ in 0..<200 {
            let pair = await Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return [await asynchronous(MyError.rootError), await synchronous(MyError.rootError)]
            }.value(orFail: "an action called from a cancelled task never answered")
            answers.formUnion(pair ?? [])
        }
        #expect(answers == [.cancel], "an action called from a cancelled task must answer .cancel")
        #expect(log.entries.isEmpty, "an action called from a cancelled task ran its closure")
    }

    @Test func synchronousActionAnswersWithoutAwaitingItsClosure() async {
        let action = RespondToErrorAction(name: "Sync") { error in error is MyError ? .retry : .abort }
        #expect(await action(MyError.rootError) == .retry)
        #expect(action.name == "Sync")
    }

    @MainActor
    @Test func actionAskingAResponderReturnsItsAnswerAndDoesNotRetainIt() async {
        var responder: RecordingResponder? = RecordingResponder("Hosting", answers: [.retry])
        weak let weakResponder = responder
        let action = RespondToErrorAction(responder: responder!)
        #expect(await action(MyError.rootError) == .retry)
        #expect(responder?.received.count == 1)
        responder = nil
        #expect(weakResponder == nil)
        let (evaluation, unhandled) = await UnhandledCapture.run { await action(MyError.rootError) }
        #expect(evaluation == .cancel)
        #expect(unhandled.map(\.reason) == [.responderReleased])
    }

    @MainActor
    @Test func responderBuiltFromAnActionAnswersWithItAsAParent() async {
        let log = Log()
        let parent = ActionErrorResponder(swiftUIExampleActions(log: log))
        let child = RecordingResponder("Child", parent: parent)
        #expect(await child.dispatch(MyError.rootError) == .proceed)
        #expect(log.entries == ["Home Page", "Home Tab", "Root"])
        parent.parentResponder = child
        #expect(parent.parentResponder == nil)
    }
}
