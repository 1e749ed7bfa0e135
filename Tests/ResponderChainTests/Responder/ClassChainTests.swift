import ResponderChain
import ResponderChainTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(2))) struct ClassChainTests {
    @Test(arguments: exampleLevels)
    func errorIsAnsweredByTheClosestResponderThatHandlesIt(error: MyError, asked: [String]) async {
        let hierarchy = UIKitExampleHierarchy()
        let (evaluation, unhandled) = await UnhandledCapture.run {
            await hierarchy.homePage.dispatch(error)
        }
        #expect(evaluation == .proceed)
        #expect(hierarchy.log.entries == asked)
        #expect(unhandled.isEmpty)
    }

    @Test func answerFromUpTheChainReachesTheOriginUnchanged() async {
        let log = Log()
        let app = LevelResponder("App", handles: .appError, answer: .abort, parent: nil, log: log)
        let page = LevelResponder("Page", handles: nil, parent: app, log: log)
        #expect(await page.dispatch(MyError.appError) == .abort)
    }

    @Test func errorNobodyHandlesReachesTheTerminalOnceWithTheDefaultEvaluation() async {
        let hierarchy = UIKitExampleHierarchy()
        struct Unknown: Error {}
        let (evaluation, unhandled) = await UnhandledCapture.run {
            await hierarchy.homePage.dispatch(Unknown())
        }
        #expect(evaluation == .cancel)
        #expect(evaluation == .cancel)
        #expect(hierarchy.log.entries == ["Home Page", "Home Tab", "Root", "App"])
        #expect(unhandled.count == 1)
        #expect(unhandled.first?.reason == .endOfChain)
        #expect(unhandled.first?.lastResponder == "App")
        #expect(unhandled.first?.value.error is Unknown)
    }

    @Test func defaultRespondPassesEverythingToTheParent() async {
        final class PassThrough: ErrorResponder {
            weak var parentResponder: (any ErrorResponder)?
        }
        let log = Log()
        let app = LevelResponder("App", handles: .appError, parent: nil, log: log)
        let middle = PassThrough()
        middle.parentResponder = app
        #expect(await middle.respond(to: MyError.appError) == .proceed)
        #expect(log.entries == ["App"])
    }

    @Test func optionalResponderThatIsNilReportsUnhandled() async {
        let nobody: (any ErrorResponder)? = nil
        let (evaluation, unhandled) = await UnhandledCapture.run {
            await nobody.dispatch(MyError.rootError)
        }
        #expect(evaluation == .cancel)
        #expect(unhandled.map(\.reason) == [.endOfChain])
        #expect(unhandled.first?.lastResponder == nil)
    }

    @Test func childDoesNotKeepItsParentAlive() async {
        let log = Log()
        let child = LevelResponder("Child", handles: nil, parent: nil, log: log)
        weak var weakParent: LevelResponder?
        do {
            let parent = LevelResponder("Parent", handles: .appError, parent: nil, log: log)
            child.parentResponder = parent
            weakParent = parent
            #expect(await child.dispatch(MyError.appError) == .proceed)
        }
        #expect(weakParent == nil)
        #expect(child.parentResponder == nil)
        let (evaluation, unhandled) = await UnhandledCapture.run { await child.dispatch(MyError.appError) }
        #expect(evaluation == .cancel)
        #expect(unhandled.first?.lastResponder == "Child")
    }

    @Test func hierarchyIsReleasedAfterADispatch() async {
        weak var weakApp: LevelResponder?
        weak var weakPage: LevelResponder?
        do {
            let hierarchy = UIKitExampleHierarchy()
            weakApp = hierarchy.app
            weakPage = hierarchy.homePage
            _ = await hierarchy.homePage.traceDispatch(MyError.appError)
        }
        #expect(weakApp == nil)
        #expect(weakPage == nil)
    }
}
