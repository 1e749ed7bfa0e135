import ResponderChain

/// Runs the demo's scenarios and writes what happens, line by line.
@MainActor
public struct Demo {
    let options: DemoOptions
    let write: @Sendable (String) -> Void
    private let bridges: BridgesOutput

    /// Creates a demo run.
    ///
    /// - Parameters:
    ///   - options: what to run.
    ///   - write: receives each line of output.
    public init(options: DemoOptions, write: @escaping @Sendable (String) -> Void) {
        self.options = options
        self.write = write
        self.bridges = BridgesOutput(options: options)
    }

    /// Runs every chosen scenario. Unhandled reports go to the output too, never to an assertion.
    public func run() async {
        let write = self.write
        let sink = bridges.unhandledSink(wrapping: UnhandledSink { write("Unhandled terminal: \($0)") })
        for line in BridgesOutput.notBuilt(for: options) {
            write(line)
        }
        await UnhandledTerminal.withSink(sink) {
            var generator = SeededGenerator(seed: options.seed)
            for (index, scenario) in options.scenarios.enumerated() {
                if index > 0 { write("") }
                write("== \(scenario.summary)")
                await bridges.scenario(scenario.rawValue, write: write) {
                    await run(scenario, generator: &generator)
                }
            }
        }
    }

    private func run(_ scenario: DemoScenario, generator: inout SeededGenerator) async {
        switch scenario {
        case .swiftui: await SwiftUIExample(demo: self).run(generator.shuffled(MyError.allCases))
        case .uikit: await UIKitExample(demo: self).run(generator.shuffled(MyError.allCases))
        case .service: await BackgroundServiceExample(demo: self).run()
        case .retry: await RetryExample(demo: self).run()
        case .problems: await ProblemDetailsExample(demo: self).run()
        case .rules: await RulesExample(demo: self).run()
        case .storm: await CategoriesExample(demo: self).runStorm()
        case .recovery: await CategoriesExample(demo: self).runRecovery()
        case .server:
            #if Hummingbird
                await ServerToScreenExample(demo: self).run()
            #else
                write(scenario.notBuiltNote)
            #endif
        case .events: await EventsExample(demo: self).run()
        case .unhandled: await UnhandledExample(demo: self).run()
        case .banner: await ShowingErrorsExample(demo: self).runBanner()
        case .inline: await ShowingErrorsExample(demo: self).runInline()
        case .boundary: await ShowingErrorsExample(demo: self).runBoundary()
        case .texts: TextsExample(demo: self).run()
        case .appkit: await AppKitExample(demo: self).run()
        case .offline: await OfflineExample(demo: self).run()
        case .report: await ReportExample(demo: self).run()
        }
    }

    /// Runs `dispatch`, then prints the route of every dispatch it made.
    @discardableResult
    func traced<Result>(_ dispatch: () async -> Result) async -> Result {
        let (result, routes) = await DispatchRoute.trace(operation: dispatch)
        // Identical lines in a row (twenty requests failing alike) are printed once, with their count.
        var lines: [(text: String, count: Int)] = []
        for route in routes {
            var line = "  route: \(route)"
            if options.showsTimings, #available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *) {
                line += " (\(route.duration))"
            }
            if lines.last?.text == line {
                lines[lines.count - 1].count += 1
            } else {
                lines.append((line, 1))
            }
        }
        for (text, count) in lines {
            write(count > 1 ? "\(text) (× \(count))" : text)
        }
        bridges.record(routes, write: write)
        return result
    }
}

/// The errors of the Error Responder Chain example.
enum MyError: Error, CaseIterable {
    case homePageError
    case homeTabError
    case rootError
    case appError
}
