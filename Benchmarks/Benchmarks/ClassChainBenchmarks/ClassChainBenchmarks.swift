import Benchmark
import ResponderChain

// The class chain: a seed-style chain of objects whose top level answers, measured with the library's forwarding
// helper (`passToParent`) against the seed's hand-written forwarding, at depth 1, 4, 16 and 64.

struct Boom: Error {}

/// One level of a chain; `forwarding` picks how it passes an error on, so both variants pay for the same branch.
final class Level: ErrorResponder {
    enum Forwarding { case handWritten, helper }

    weak var parentResponder: (any ErrorResponder)?
    let answers: Bool
    let forwarding: Forwarding

    init(answers: Bool, forwarding: Forwarding, parent: (any ErrorResponder)?) {
        self.answers = answers
        self.forwarding = forwarding
        self.parentResponder = parent
    }

    func respond(to error: any Error) async -> ErrorEvaluation {
        if answers { return .proceed }
        switch forwarding {
        case .handWritten: return await parentResponder?.respond(to: error) ?? .cancel
        case .helper: return await passToParent(error)
        }
    }
}

/// A chain of `depth` levels; the first element is the top, which answers; the last is where errors start.
@MainActor
func chain(depth: Int, forwarding: Level.Forwarding) -> [Level] {
    var levels = [Level(answers: true, forwarding: forwarding, parent: nil)]
    for _ in 1..<depth {
        levels.append(Level(answers: false, forwarding: forwarding, parent: levels.last))
    }
    return levels
}

let metrics: [BenchmarkMetric] = [.instructions, .mallocCountTotal, .wallClock]

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: metrics, scalingFactor: .one, maxDuration: .seconds(1), maxIterations: 20_000)
    for depth in [1, 4, 16, 64] {
        for forwarding in [Level.Forwarding.handWritten, .helper] {
            let name = forwarding == .handWritten ? "baseline: hand-written forwarding" : "passToParent"
            Benchmark("class chain depth \(depth): \(name)") { @MainActor benchmark in
                let levels = chain(depth: depth, forwarding: forwarding)
                let origin = levels[levels.count - 1]
                let error: any Error = Boom()
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(await origin.respond(to: error))
                }
            }
        }
    }
}
