import Foundation
import ResponderChain
import ResponderChainTesting
import Testing

private struct Lost: Error, Equatable {
    let test: Int
}

/// Ten tests at once, each setting the process-wide defaults its own way inside the trait: every one sees only
/// what it set itself, and the observers it registers see only its own dispatches.
@MainActor
@Suite("isolatedResponderChain: each test's process-wide defaults are its own", .isolatedResponderChain)
struct IsolatedResponderChainTests {
    @Test(
        "a test's process-wide unhandled sink, mappers and language reach its work and no other test's",
        arguments: 0..<10)
    func processWideSettingsStayInTheTest(test: Int) async {
        let capture = UnhandledCapture()
        UnhandledTerminal.sink = capture.sink
        let language = ErrorTexts.Language.all[test % ErrorTexts.Language.all.count]
        ErrorTexts.language = language
        await Task.yield()
        _ = await Task { await ErrorResponderChain().dispatch(Lost(test: test)) }.value
        #expect(capture.reports.compactMap { $0.value.error as? Lost } == [Lost(test: test)])
        #expect(ErrorTexts.language == language)
        #expect(ErrorTexts.currentLanguage == language)
    }

    @Test("each test starts from the launch values, whatever the others set", arguments: 0..<10)
    func startsFromLaunchValues(test: Int) async {
        #expect(ErrorTexts.language == nil)
        #expect(ErrorTexts.mappers.isEmpty)
        ErrorTexts.mappers = [StaticMapper(test: test)]
        await Task.yield()
        #expect(ErrorTexts.mappers.count == 1)
    }

    @Test("an observer a test registers sees the routes of that test's dispatches only", arguments: 0..<10)
    func observersSeeTheirOwnTest(test: Int) async {
        let seen = RouteLog()
        let observation = DispatchRoute.observe { route in seen.append(route) }
        defer { observation.cancel() }
        let chain = ErrorResponderChain()
        _ = chain.connect { _ in .proceed }
        for _ in 0..<3 {
            _ = await chain.dispatch(Lost(test: test))
            await Task.yield()
        }
        #expect(seen.errors == Array(repeating: Lost(test: test), count: 3))
    }
}

/// A mapper that knows no error: only whose it is matters.
private struct StaticMapper: ErrorMessageMapper {
    let test: Int

    func message(for error: any Error, in language: ErrorTexts.Language) -> UserFacingMessage? {
        nil
    }
}

/// The routes an observer received, from any task.
private final class RouteLog: @unchecked Sendable {
    private let lock = NSLock()
    private var routes: [DispatchRoute] = []

    func append(_ route: DispatchRoute) { lock.withLock { routes.append(route) } }

    var errors: [Lost] { lock.withLock { routes.compactMap { $0.value.error as? Lost } } }
}
