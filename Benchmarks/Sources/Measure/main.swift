import BenchmarkScenarios

// Runs one scenario: `Measure <id> <count>`, or lists them: `Measure --list`, one line each:
// `id<TAB>subject<TAB>variant<TAB>baseline|library<TAB>iterations`.

let arguments = CommandLine.arguments.dropFirst()
let scenarios = Scenarios.all()
if arguments.first == "--list" {
    for scenario in scenarios {
        let kind = scenario.isBaseline ? "baseline" : "library"
        print([scenario.id, scenario.subject, scenario.variant, kind, "\(scenario.iterations)"].joined(separator: "\t"))
    }
} else if let id = arguments.first, let scenario = scenarios.first(where: { $0.id == id }) {
    let count = arguments.dropFirst().first.flatMap { Int($0) } ?? scenario.iterations
    await scenario.run(count)
} else {
    print("usage: Measure --list | Measure <id> [count]")
}
