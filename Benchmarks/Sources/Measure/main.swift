import BenchmarkScenarios

// Runs one scenario: `Measure <id> <count> [--time]` (with `--time`, prints how long the run took), or lists them:
// `Measure --list`, one line each:
// `id<TAB>subject<TAB>variant<TAB>baseline|library<TAB>iterations`.

let arguments = CommandLine.arguments.dropFirst()
let scenarios = Scenarios.all()
if arguments.first == "--list" {
    for scenario in scenarios {
        let kind = scenario.isBaseline ? "baseline" : "library"
        print(
            [scenario.id, scenario.subject, scenario.variant, kind, "\(scenario.iterations)"].joined(separator: "\t"))
    }
} else if let id = arguments.first, let scenario = scenarios.first(where: { $0.id == id }) {
    let count = arguments.dropFirst().first.flatMap { Int($0) } ?? scenario.iterations
    let clock = ContinuousClock()
    let elapsed = await clock.measure { await scenario.run(count) }
    if arguments.dropFirst(2).first == "--time" {
        let (seconds, attoseconds) = elapsed.components
        print("nanoseconds: \(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)")
    }
} else {
    print("usage: Measure --list | Measure <id> [count]")
}
