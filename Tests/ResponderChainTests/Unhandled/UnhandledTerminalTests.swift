import Foundation
import ResponderChainTesting
import Testing

@testable import ResponderChain

/// Every entry point that can end a chain, so one table checks they agree.
enum EntryPoint: String, CaseIterable, Sendable {
    case classChain, optionalResponder, errorResponderChain, action, actionBridge, retryHelper

    @MainActor
    func dispatchUnhandled(_ error: any Error) async -> ErrorEvaluation {
        switch self {
        case .classChain:
            return await RecordingResponder("Only").dispatch(error)
        case .optionalResponder:
            let nobody: (any ErrorResponder)? = nil
            return await nobody.dispatch(error)
        case .errorResponderChain:
            return await ErrorResponderChain().respond(to: error)
        case .action:
            return await RespondToErrorAction.unhandled(error)
        case .actionBridge:
            let responder = RecordingResponder("Bridged")
            return await RespondToErrorAction(responder: responder)(error)
        case .retryHelper:
            do {
                _ = try await withRetry(asking: nil, clock: ManualClock()) { () async throws -> Int in throw error }
                return .proceed
            } catch {
                return error.evaluation
            }
        }
    }
}

@Suite(.timeLimit(.minutes(2))) struct UnhandledTerminalTests {
    @MainActor
    @Test(arguments: EntryPoint.allCases)
    func everyEntryPointReportsOnceAndAnswersTheSameDefault(entryPoint: EntryPoint) async {
        let (evaluation, unhandled) = await UnhandledCapture.run {
            await entryPoint.dispatchUnhandled(MyError.appError)
        }
        #expect(evaluation == ErrorEvaluation.cancel)
        #expect(unhandled.count == 1)
        #expect(unhandled.first?.evaluation == .cancel)
        #expect(unhandled.first?.value.error as? MyError == .appError)
    }

    @Test func scopedSinkReachesChildTasksAndNestedScopesWin() async {
        let outer = UnhandledCapture()
        let inner = UnhandledCapture()
        await UnhandledTerminal.withSink(outer.sink) {
            UnhandledTerminal.report(MyError.homePageError)
            await withTaskGroup(of: Void.self) { group in
                group.addTask { UnhandledTerminal.report(MyError.homeTabError) }
            }
            UnhandledTerminal.withSink(inner.sink) {
                _ = UnhandledTerminal.report(MyError.rootError)
            }
        }
        #expect(outer.reports.compactMap { $0.value.error as? MyError } == [.homePageError, .homeTabError])
        #expect(inner.reports.compactMap { $0.value.error as? MyError } == [.rootError])
    }

    @Test("a setting's process value reaches detached tasks; a scope overrides it for its own tasks only")
    func processAndScopedValues() async {
        let setting = ScopedSetting("launch")
        setting.processWide = "process"
        await setting.with("scoped", isolation: #isolation) {
            #expect(setting.current == "scoped")
            #expect(await Task { setting.current }.value == "scoped")
            #expect(await Task.detached { setting.current }.value == "process")
        }
        #expect(setting.current == "process")
    }

    @Test("inside isolated defaults, the process value starts at launch and what is set there stays there")
    func isolatedProcessValues() async {
        let setting = ScopedSetting("launch")
        setting.processWide = "process"
        await IsolatedDefaults.run {
            #expect(setting.processWide == "launch")
            setting.processWide = "test"
            #expect(await Task { setting.current }.value == "test")
            // A detached task is not the test's: it sees the whole process.
            #expect(await Task.detached { setting.current }.value == "process")
            await IsolatedDefaults.run {
                #expect(setting.current == "launch")
            }
        }
        #expect(setting.processWide == "process")
    }

    @Test("an observer registered in isolated defaults sees the routes of its isolation only")
    @MainActor
    func observersOfAnIsolationSeeItsRoutesOnly() async {
        struct Seen: Error, Equatable { let place: String }
        let routes = Locked<[String]>([])
        await IsolatedDefaults.run {
            let observation = DispatchRoute.observe { route in
                if let seen = route.value.error as? Seen { routes.withLock { $0.append(seen.place) } }
            }
            let chain = ErrorResponderChain()
            _ = chain.connect { _ in .proceed }
            _ = await chain.dispatch(Seen(place: "inside"))
            await IsolatedDefaults.run { _ = await chain.dispatch(Seen(place: "another isolation")) }
            await Task.detached { _ = await chain.dispatch(Seen(place: "outside")) }.value
            observation.cancel()
        }
        #expect(routes.withLock { $0 } == ["inside"])
    }

    @Test(arguments: [
        (["XCODE_RUNNING_FOR_PREVIEWS": "1"], true),
        (["XCODE_RUNNING_FOR_PREVIEWS": "0"], false),
        ([:], false),
    ])
    func previewsAreDetectedFromTheEnvironment(environment: [String: String], expected: Bool) {
        #expect(ProcessEnvironment.isRunningForPreviews(environment) == expected)
    }

    @Test func reportDescriptionSaysWhatWhyWhereAndTheAnswer() {
        let report = UnhandledReport(value: .error(MyError.appError), reason: .endOfChain, lastResponder: "App")
        #expect(report.description == "unhandled error MyError.appError (end of chain, last responder: App) → cancel")
        struct Tap: Event {}
        let event = UnhandledReport(value: .event(Tap()), reason: .endOfChain)
        #expect(event.evaluation == nil)
        #expect(event.description == "unhandled event Tap() (end of chain)")
    }
}

@Suite struct UnhandledHistoryTests {
    /// Whether reports are kept is process-wide (the testing product's helpers keep the history going while they
    /// exist): checked in a process of its own, where no helper exists.
    @Test func reportsAreKeptOnlyWhileAKeeperExists() async {
        await #expect(processExitsWith: .success) {
            let report = UnhandledReport(value: .error(MyError.rootError), reason: .endOfChain)
            let mark = UnhandledHistory.mark
            UnhandledHistory.append(report)
            precondition(UnhandledHistory.reports(after: mark).isEmpty, "kept without a keeper")
            var keeper: UnhandledHistory.Keeper? = UnhandledHistory.Keeper()
            UnhandledHistory.append(report)
            precondition(UnhandledHistory.reports(after: mark).count == 1, "not kept while a keeper exists")
            withExtendedLifetime(keeper) { keeper = nil }
            UnhandledHistory.append(report)
            precondition(UnhandledHistory.reports(after: mark).count == 1, "kept after the last keeper went")
        }
    }
}
