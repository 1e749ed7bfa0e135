import Foundation
import PropertyBased
import ResponderChainTesting
import Testing

@testable import ResponderChain

/// Random chains of 0 to 64 levels that mix every kind of responder the class-chain side offers, dispatched and
/// compared with a reference model: who was asked and in what order, the answer, and what reached the unhandled
/// terminal (exactly once when nobody answers, never otherwise).
@MainActor
@Suite("Mixed chains match the reference model", .timeLimit(.minutes(2)))
struct MixedChainPropertyTests {
    struct ErrorA: Error {}
    struct ErrorB: Error {}

    /// One level of a generated chain, from the top.
    enum Level: Equatable {
        /// Asks nobody and passes the error on.
        case passes
        /// Answers with its evaluation.
        case answers(ErrorEvaluation)
        /// Passes on the other error type: A becomes B, B becomes A.
        case transforms
        /// Passes on a `CancellationError` instead: the dispatch ends with `.cancel` and reaches nobody further.
        case cancels
        /// An `ErrorResponderChain` with these connections, oldest first.
        case chain([Connection])
    }

    /// A connection of a generated `ErrorResponderChain`.
    enum Connection: Equatable {
        /// A closure that answers `nil`.
        case passes
        /// A closure that answers `.abort`.
        case answers
        /// An `ErrorHandler` whose one rule answers `.retry` to `ErrorA`; anything else is not its business.
        case rules
        /// A closure that disconnects the connection just older than itself, then answers `nil`.
        case disconnectsOlder
    }

    nonisolated static let levelCodes = Gen.int(in: 0...7).array(of: 0...64)
    nonisolated static let connectionCodes = Gen.int(in: 0...3).array(of: 0...64)

    /// Builds the levels from the codes, top first; chains take their connections from `connections` in turn.
    static func levels(_ codes: [Int], _ connections: [Int]) -> [Level] {
        var next = 0
        return codes.map { code in
            switch code {
            case 0, 1: return .passes
            case 2: return .answers(.retry)
            case 3: return .answers(.abort)
            case 4: return .transforms
            case 5: return .cancels
            default:
                let count = connections.isEmpty ? 0 : connections[next % connections.count] % 4
                let chosen = (0..<count).map { offset -> Connection in
                    let code = connections.isEmpty ? 0 : connections[(next + 1 + offset) % connections.count]
                    return [.passes, .answers, .rules, .disconnectsOlder][code]
                }
                next += count + 1
                return .chain(chosen)
            }
        }
    }

    /// The model: what a dispatch at the bottom asks, answers and reports.
    struct Expected: Equatable {
        var asked: [String] = []
        var answer: ErrorEvaluation = .cancel
        /// The type of error the terminal receives, or `nil` when nothing reaches it.
        var unhandled: String?
    }

    static func model(_ levels: [Level], startsWithA: Bool) -> Expected {
        var expected = Expected()
        var isA = startsWithA
        for (index, level) in levels.enumerated().reversed() {
            switch level {
            case .passes:
                expected.asked.append("L\(index)")
            case .answers(let evaluation):
                expected.asked.append("L\(index)")
                expected.answer = evaluation
                return expected
            case .transforms:
                expected.asked.append("L\(index)")
                isA.toggle()
            case .cancels:
                expected.asked.append("L\(index)")
                expected.answer = .cancel
                return expected
            case .chain(let connections):
                var disconnected: Set<Int> = []
                for position in connections.indices.reversed() where !disconnected.contains(position) {
                    switch connections[position] {
                    case .passes:
                        expected.asked.append("L\(index).c\(position)")
                    case .answers:
                        expected.asked.append("L\(index).c\(position)")
                        expected.answer = .abort
                        return expected
                    case .rules:
                        if isA {
                            expected.asked.append("L\(index).c\(position)")
                            expected.answer = .retry
                            return expected
                        }
                    case .disconnectsOlder:
                        expected.asked.append("L\(index).c\(position)")
                        if position > 0 { disconnected.insert(position - 1) }
                    }
                }
            }
        }
        expected.unhandled = isA ? "ErrorA" : "ErrorB"
        return expected
    }

    /// A class-chain level that logs being asked, then does what its kind says.
    final class ModelLevel: ErrorResponder {
        weak var parentResponder: (any ErrorResponder)?
        let name: String
        let level: Level
        let log: Log

        init(name: String, level: Level, log: Log) {
            self.name = name
            self.level = level
            self.log = log
        }

        func respond(to error: any Error) async -> ErrorEvaluation {
            log.append(name)
            switch level {
            case .answers(let evaluation): return evaluation
            case .transforms: return await passToParent(error is ErrorA ? ErrorB() : ErrorA())
            case .cancels: return await passToParent(CancellationError())
            case .passes, .chain: return await passToParent(error)
            }
        }
    }

    /// Builds the chain of `levels` and dispatches `error` at its bottom.
    static func dispatch(_ levels: [Level], _ error: any Error, log: Log) async -> (ErrorEvaluation, [UnhandledReport])
    {
        var responders: [any ErrorResponder] = []
        for (index, level) in levels.enumerated() {
            let parent = responders.last
            guard case .chain(let connections) = level else {
                let responder = ModelLevel(name: "L\(index)", level: level, log: log)
                responder.parentResponder = parent
                responders.append(responder)
                continue
            }
            let chain = ErrorResponderChain(name: "L\(index)", parentResponder: parent)
            var ids: [UUID] = []
            for (position, connection) in connections.enumerated() {
                let name = "L\(index).c\(position)"
                switch connection {
                case .passes:
                    ids.append(
                        chain.connect { _ in
                            log.append(name)
                            return nil
                        })
                case .answers:
                    ids.append(
                        chain.connect { _ in
                            log.append(name)
                            return .abort
                        })
                case .rules:
                    let handler = ErrorHandler(name: name)
                        .on(
                            error: ErrorMatcher { $0 is ErrorA },
                            then: .perform { _ in
                                log.append(name)
                                return .retry
                            })
                    ids.append(chain.connect { error in await handler.answer(to: error) })
                case .disconnectsOlder:
                    let older = ids.last
                    ids.append(
                        chain.connect { [weak chain] _ in
                            log.append(name)
                            if let older { chain?.disconnect(older) }
                            return nil
                        })
                }
            }
            responders.append(chain)
        }
        let bottom = responders.last
        let (answer, unhandled) = await UnhandledCapture.run { await bottom.dispatch(error) }
        withExtendedLifetime(responders) {}
        return (answer, unhandled)
    }

    @Test("10,000 random mixed chains: who is asked, the answer and the terminal match the model")
    func randomChainsMatchTheModel() async {
        await propertyCheck(count: 10_000, input: Self.levelCodes, Self.connectionCodes, Gen.bool) {
            codes, connections, startsWithA in
            let levels = Self.levels(codes, connections)
            let expected = Self.model(levels, startsWithA: startsWithA)
            let log = Log()
            let error: any Error = startsWithA ? ErrorA() : ErrorB()
            let (answer, unhandled) = await Self.dispatch(levels, error, log: log)
            #expect(log.entries == expected.asked, "\(levels)")
            #expect(answer == expected.answer, "\(levels)")
            #expect(unhandled.count == (expected.unhandled == nil ? 0 : 1), "\(levels)")
            if let report = unhandled.first, case .error(let reached) = report.value {
                #expect(String(describing: type(of: reached)) == expected.unhandled)
            }
        }
    }
}
