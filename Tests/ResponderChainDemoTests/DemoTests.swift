import Foundation
import ResponderChain
import Testing

@testable import ResponderChainDemoSupport

private func demoOutput(_ options: DemoOptions) async -> [String] {
    let lines = Locked<[String]>([])
    await Demo(options: options) { line in lines.withLock { $0.append(line) } }.run()
    return lines.withLock { $0 }
}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct DemoTests {
    /// `default.txt` is what the README's `swift run responder-chain-demo` prints, built without traits (CI compares
    /// the two); `server.txt` is what a build with the Hummingbird trait prints in place of the server scenario's
    /// note. Regenerate them with `swift run responder-chain-demo > Tests/ResponderChainDemoTests/Golden/default.txt`
    /// and `swift run --traits Hummingbird responder-chain-demo --scenario server | tail -n +2 > …/server.txt`.
    @Test func defaultRunMatchesTheGoldenOutput() async throws {
        var golden = try Self.golden("default")
        #if Hummingbird
            let note = DemoScenario.server.notBuiltNote + "\n"
            #expect(golden.contains(note))
            golden = golden.replacingOccurrences(of: note, with: try Self.golden("server"))
        #endif
        let output = await demoOutput(DemoOptions())
        #expect(output.joined(separator: "\n") + "\n" == golden)
    }

    private static func golden(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Golden"))
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The email the unhandled scenario's sign-up error carries appears nowhere the demo writes, its log and its
    /// spans included; the report still names the error's type and case, and the hashed form writes a digest.
    @Test func theDemoWritesNoValueAnErrorCarries() async {
        var options = DemoOptions()
        options.scenarios = [.unhandled, .retry, .rules]
        options.showsLog = true
        options.showsTrace = true
        let output = await demoOutput(options)
        #expect(!output.contains { $0.contains(UnhandledExample.typedEmail) })
        #expect(
            output.contains { $0.hasPrefix("Unhandled terminal: unhandled error SignUpError.emailTaken(<private>)") })
        let digests = output.compactMap { line in
            line.hasPrefix("Unhandled terminal: unhandled error SignUpError.emailTaken(<hashed ") ? line : nil
        }
        #expect(digests.count == 1)
    }

    @Test func optionsWhoseBridgeThisBuildLeavesOutSayHowToBuildIt() async {
        var options = DemoOptions()
        options.scenarios = [.retry]
        options.showsLog = true
        options.showsTrace = true
        let output = await demoOutput(options)
        var expected: [String] = []
        #if !Logging
            expected.append(
                "--log (the swift-log bridge) needs the Logging trait, which the default build leaves out so that it "
                    + "builds no third-party package: swift run --traits Logging responder-chain-demo --log")
        #endif
        #if !Tracing
            expected.append(
                "--trace (the swift-distributed-tracing bridge) needs the Tracing trait, which the default build leaves "
                    + "out so that it builds no third-party package: swift run --traits Tracing responder-chain-demo "
                    + "--trace")
        #endif
        #expect(Array(output.prefix(expected.count)) == expected)
        #expect(output.dropFirst(expected.count).first?.hasPrefix("== ") == true)
    }

    @Test(arguments: [DemoScenario.swiftui, .uikit])
    func everyExampleLevelHandlesItsError(scenario: DemoScenario) async {
        var options = DemoOptions()
        options.scenarios = [scenario]
        let output = await demoOutput(options)
        for level in ["App", "Root", "Home Tab", "Home Page"] {
            #expect(output.filter { $0 == "Error handled at \(level) level" }.count == 1)
        }
        #expect(!output.contains { $0.hasPrefix("Unhandled terminal") })
    }

    @Test func theBannerScenarioShowsTheBannerThenLetsItGoByItself() async {
        var options = DemoOptions()
        options.scenarios = [.banner]
        let output = await demoOutput(options)
        let screens = output.filter { $0.hasPrefix("  on screen:") }
        #expect(screens.count == 4)
        #expect(screens[1].contains("\"Couldn't refresh the feed\""))
        #expect(screens[2] == screens[1])
        #expect(screens[3] == screens[0])
        #expect(output.contains("  VoiceOver announces: \"Couldn't refresh the feed. You're offline.\""))
        #expect(!output.contains { $0.hasPrefix("  alert:") })
    }

    @Test func theBoundaryScenarioSwapsTheChartAndRetryMakesItAnew() async {
        var options = DemoOptions()
        options.scenarios = [.boundary]
        let output = await demoOutput(options).filter { $0.hasPrefix("  on screen:") }
        #expect(
            output == [
                "  on screen: \"Chart, zoom 3×\" · \"Inbox: 3 unread\"",
                "  on screen: \"The chart's data is unavailable\" · \"Try again in a moment.\" · \"Inbox: 3 unread\"",
                "  on screen: \"Chart, zoom 1×\" · \"Inbox: 3 unread\"",
            ]
        )
    }

    @Test func seedChangesTheOrderButNotWhatIsHandled() async {
        var first = DemoOptions()
        first.scenarios = [.uikit]
        var second = first
        second.seed = 7
        let a = await demoOutput(first)
        let b = await demoOutput(second)
        #expect(a != b)
        #expect(a.sorted() == b.sorted())
        #expect(await demoOutput(second) == b)
    }

    @Test func serviceScenarioProceedsOnNonCriticalAndRestartsOnCritical() async throws {
        var options = DemoOptions()
        options.scenarios = [.service]
        let output = await demoOutput(options)
        #expect(output.contains("Non-critical error handled by BackgroundService: proceed"))
        let critical = try #require(
            output.firstIndex(of: "Critical error handled by ServiceCoordinator: restart the background service")
        )
        #expect(
            Array(output[(critical + 2)...].prefix(2)) == [
                "Background service stopped (disconnected from ServiceChain)",
                "Background service started (connected to ServiceChain)",
            ])
    }

    @Test func retryScenarioSucceedsOnTheThirdAttempt() async {
        var options = DemoOptions()
        options.scenarios = [.retry]
        let output = await demoOutput(options)
        #expect(
            output.filter { $0.hasPrefix("Attempt") } == [
                "Attempt 1 failed: timedOut", "Attempt 2 failed: timedOut", "Attempt 3 succeeded: profile of user 42",
            ])
    }

    @Test func problemsScenarioAnswersEachResponseByItsKind() async {
        var options = DemoOptions()
        options.scenarios = [.problems]
        let output = await demoOutput(options)
        #expect(
            output.filter { $0.hasPrefix("Answer") || $0.hasPrefix("HTTP") } == [
                "HTTP 403 application/problem+json; charset=utf-8 → HTTPAPIProblem<OutOfCredit>", "Answer: cancel",
                "HTTP 422 application/problem+json → HTTPAPIProblem<OpaqueProblemExtras>", "Answer: proceed",
                "HTTP 503 text/html → HTTPErrorResponse", "Answer: retry",
                "HTTP 500 application/problem+json → ProblemDecodingError", "Answer: cancel",
            ])
        #expect(output.contains("TopUpOffer: balance 30, offer a top-up, answer cancel"))
        #expect(output.filter { $0.hasPrefix("Unhandled terminal: unhandled error ProblemDecodingError") }.count == 1)
    }
}

extension DemoTests {
    @Test func rulesScenarioShowsEachAlertAndTheEvaluationItLedTo() async {
        var options = DemoOptions()
        options.scenarios = [.rules]
        let output = await demoOutput(options)
        #expect(
            output.filter { $0.hasPrefix("  ┌ alert") || $0.hasPrefix("Evaluation") } == [
                "  ┌ alert: Timeout occurred", "Evaluation: retry",
                "  ┌ alert: Did you turn off the internet?", "Evaluation: proceed",
                "  ┌ alert: Are you sure you want to logout?", "Evaluation: abort",
                "Evaluation: proceed",
                "  ┌ alert: Something went wrong", "Evaluation: proceed",
                "Evaluation: cancel",
                "  ┌ alert: Did you turn off the internet?",
            ])
        #expect(output.filter { $0.hasPrefix("Analytics: tracked") }.count == 6)
        #expect(output.contains("start authentication ..."))
        #expect(output.contains("Resolved: value none, evaluation proceed"))
    }
}

extension DemoTests {
    @Test func stormScenarioSignsOutOnceForTwentyConcurrentUnauthorizedProblems() async {
        var options = DemoOptions()
        options.scenarios = [.storm]
        let output = await demoOutput(options)
        #expect(output.contains("Category: requiresSignout"))
        #expect(output.contains("Answers: 20 × abort"))
        #expect(output.contains("Sign-outs: 1, handler runs: 1"))
        #expect(output.filter { $0.hasPrefix("Session: signing out") } == ["Session: signing out (sign-out 1)"])
    }

    @Test func recoveryScenarioRetriesAServiceUnavailableProblemUntilItSucceeds() async {
        var options = DemoOptions()
        options.scenarios = [.recovery]
        let output = await demoOutput(options)
        #expect(output.filter { $0.hasPrefix("Answer") } == ["Answer: retry", "Answer: retry"])
        #expect(
            output.filter { $0.hasPrefix("Backing off") } == [
                "Backing off 0.005 seconds before attempt 2", "Backing off 0.01 seconds before attempt 3",
            ])
        #expect(output.last == "Attempt 3 succeeded: profile of user 42")
    }
}

@Suite(.timeLimit(.minutes(2))) struct DemoOptionsTests {
    @Test(arguments: [
        ([], DemoOptions.Command.run(DemoOptions())),
        (["--help"], .help),
        (["-h"], .help),
        (["--list"], .list),
    ])
    func parsesCommands(arguments: [String], expected: DemoOptions.Command) throws {
        #expect(try DemoOptions.parse(arguments) == expected)
    }

    @Test func parsesSeedScenariosAndTimings() throws {
        var expected = DemoOptions()
        expected.seed = 42
        expected.scenarios = [.retry, .uikit]
        expected.showsTimings = true
        expected.interactive = true
        expected.showsLog = true
        expected.showsTrace = true
        #expect(
            try DemoOptions.parse([
                "--seed", "42", "--scenario", "retry", "--scenario", "uikit", "--timings", "--interactive", "--log",
                "--trace",
            ]) == .run(expected))
    }

    #if Logging
        @Test func logPrintsEachDispatchOnceUnhandledOnesAtErrorWithTheirHops() async {
            var options = DemoOptions()
            options.scenarios = [.unhandled, .retry]
            options.showsLog = true
            let logs = await demoOutput(options).filter { $0.hasPrefix("  log ") }
            let routes = await demoOutput(
                {
                    var plain = options
                    plain.showsLog = false
                    return plain
                }()
            )
            .filter { $0.hasPrefix("  route: ") }
            #expect(logs.count == routes.count)
            #expect(
                logs.filter { $0.hasPrefix("  log error: unhandled error UnknownError.diskFull (end of chain") }.count
                    == 1)
            #expect(
                logs.filter { $0.hasPrefix("  log error: unhandled error UnknownError.diskFull (cycle in") }.count == 1)
            #expect(
                logs.filter { $0.hasPrefix("  log error: unhandled error SignUpError.emailTaken(<private>) (end") }
                    .count
                    == 1)
            #expect(
                logs.filter { $0.hasPrefix("  log error: unhandled error SignUpError.emailTaken(<hashed ") }.count == 1)
            #expect(!logs.contains { $0.contains(UnhandledExample.typedEmail) })
            #expect(logs.first?.contains(#"responder_chain.hops=["SettingsScreen", "SettingsCoordinator"]"#) == true)
            #expect(logs.dropFirst(4).allSatisfy { $0.hasPrefix("  log debug: error ") })
            #expect(!logs.contains { $0.contains("duration_ms") })
        }

    #endif

    #if Tracing
        @Test func traceNestsEachDispatchsSpanUnderItsScenarioSpan() async {
            var options = DemoOptions()
            options.scenarios = [.unhandled]
            options.showsTrace = true
            let spans = await demoOutput(options).filter { $0.hasPrefix("  span ") || $0.hasPrefix("    event ") }
            #expect(
                spans.map { $0.components(separatedBy: " [").first ?? "" } == [
                    "  span span-2 UnknownError, parent span-1, status error: unhandled: end of chain",
                    "    event SettingsScreen",
                    "    event SettingsCoordinator",
                    "  span span-3 UnknownError, parent span-1, status error: unhandled: cycle in parentResponder links: "
                        + "SettingsScreen → SettingsCoordinator → SettingsScreen",
                    "  span span-4 SignUpError, parent span-1, status error: unhandled: end of chain",
                    "    event SettingsScreen",
                    "    event SettingsCoordinator",
                    "  span span-5 SignUpError, parent span-1, status error: unhandled: end of chain",
                    "    event SettingsScreen",
                    "    event SettingsCoordinator",
                    "  span span-1 scenario unhandled, parent none",
                ])
            #expect(spans.first?.contains("error.type=UnknownError") == true)
            #expect(spans.first?.contains("responder_chain.hop_count=2") == true)
        }
    #endif

    @Test(arguments: [
        (["--seed"], "--seed needs a value"),
        (["--seed", "-1"], "--seed needs a non-negative integer, got '-1'"),
        (
            ["--scenario", "android"],
            "unknown scenario 'android'; choose one of: swiftui, uikit, service, retry, problems, rules, storm, recovery, "
                + "server, events, unhandled, banner, inline, boundary, texts, appkit, offline, report"
        ),
        (["--verbose"], "unknown argument '--verbose'; see --help"),
    ])
    func rejectsBadArgumentsWithAReason(arguments: [String], reason: String) {
        #expect(
            performing: { try DemoOptions.parse(arguments) },
            throws: { ($0 as? DemoOptions.ParseError)?.description == reason })
    }
}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct EventsScenarioTests {
    @Test func selectionTransformCaughtFailureAndMenuCommandLandWhereTheScenarioSays() async {
        var options = DemoOptions()
        options.scenarios = [.events]
        let output = await demoOutput(options)
        #expect(output.contains("Library selects item 2 (Photos)"))
        #expect(
            output.contains("  route: event ItemTapped(item: <private>) → Grid → Library ⇒ handled"))
        #expect(output.contains("App shows the upgrade offer for item 3 (Premium)"))
        #expect(
            output.contains {
                $0.hasPrefix("  outcome:") && $0.hasSuffix("Library threw ItemLocked(item: <private>) → proceed")
            })
        #expect(output.contains("  published MenuCommand.refresh to Detail (level 2)"))
        #expect(output.contains("  published MenuCommand.refresh to Library (level 1)"))
        #expect(!output.contains { $0.hasPrefix("Unhandled terminal") || $0.hasPrefix("Safety") })
    }
}

@Suite struct InteractiveChoiceTests {
    static let alert = AlertModel(
        title: "Save?", message: nil,
        buttons: [AlertButton("Save", evaluation: .proceed), AlertButton("Cancel", role: .cancel, evaluation: .cancel)])
    static let single = AlertModel(title: "Saved", message: nil, buttons: [AlertButton("OK", evaluation: .proceed)])

    @Test(
        "a typed line picks a button by number or title; Return picks the only one",
        arguments: [
            ("2", alert, "Cancel"), (" 1 ", alert, "Save"), ("save", alert, "Save"), ("3", alert, nil),
            ("", alert, nil), ("x", alert, nil), ("", single, "OK"), ("1", single, "OK"),
        ] as [(String, AlertModel, String?)]
    )
    @MainActor
    func choice(line: String, alert: AlertModel, expected: String?) {
        #expect(TerminalPresenter.button(for: line, in: alert)?.title == expected)
    }
}
