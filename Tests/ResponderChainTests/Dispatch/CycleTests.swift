import PropertyBased
import ResponderChainTesting
import Testing

@testable import ResponderChain

@MainActor
@Suite(.timeLimit(.minutes(2))) struct CycleTests {
    /// Builds `count` pass-through responders, each the parent of the one before, and points the last one's
    /// parent at `loopTarget` (an index), or nowhere.
    ///
    /// The responders share a ``HopBudget``: a loop that the core follows instead of stopping ends there with a
    /// recorded issue, so that a broken cycle check fails the test instead of holding the main actor forever.
    private func chain(count: Int, loopTarget: Int?) -> [RecordingResponder] {
        let budget = HopBudget(limit: 100 * CycleDetector.hopsInFlightLimit)
        let nodes = (0..<count).map { RecordingResponder("N\($0)", otherwise: { _ in budget.spend() }) }
        for index in nodes.indices.dropLast() {
            nodes[index].parentResponder = nodes[index + 1]
        }
        if let loopTarget {
            nodes[count - 1].parentResponder = nodes[loopTarget]
        }
        return nodes
    }

    /// The check before a dispatch reads each link of a well-formed chain once, up to 256 parents; only a longer
    /// walk runs the loop finder, which reads links again.
    @Test(arguments: [1, 255, 256])
    func aWellFormedChainIsWalkedOnceReadingEachLinkOnce(parents: Int) {
        let links = (0...parents).map { _ in CountedLink() }
        for index in links.indices.dropLast() {
            links[index].parent = links[index + 1]
        }
        #expect(CycleDetector.cycle(above: links[0]) == nil)
        #expect(links.map(\.reads) == Array(repeating: 1, count: parents + 1))
    }

    @Test func aChainOfMoreThan256ParentsIsWalkedAgainForALoopAndHasNone() {
        let links = (0...257).map { _ in CountedLink() }
        for index in links.indices.dropLast() {
            links[index].parent = links[index + 1]
        }
        #expect(CycleDetector.cycle(above: links[0]) == nil)
        #expect(links[0].reads > 1)
    }

    @Test func responderThatIsItsOwnParentIsReportedNotFollowed() async {
        let nodes = chain(count: 1, loopTarget: 0)
        let (evaluation, unhandled) = await UnhandledCapture.run { await nodes[0].dispatch(MyError.appError) }
        #expect(evaluation == .cancel)
        #expect(unhandled.first?.reason.cycle == ResponderCycle(responders: ["N0"]))
        #expect(nodes[0].received.isEmpty)
    }

    @Test func loopIsStillReportedWhenTheOriginCallsRespondDirectly() async {
        let nodes = chain(count: 2, loopTarget: 0)
        let (evaluation, unhandled) = await UnhandledCapture.run { await nodes[0].respond(to: MyError.appError) }
        #expect(evaluation == .cancel)
        #expect(unhandled.count == 1)
        // Which member notices depends on where the walk starts, so compare the loop's members, not its rotation.
        #expect(Set(unhandled.first?.reason.cycle?.responders ?? []) == ["N0", "N1"])
        // Without `dispatch` there is no walk up front; the bound on nested hops stops the loop. Other tests'
        // suspended dispatches share the main actor's count, so the exact number of hops may vary below it.
        let hops = nodes.map(\.received.count).reduce(0, +)
        #expect((2...CycleDetector.hopsInFlightLimit + 1).contains(hops))
    }

    /// How many more hops than ``CycleDetector/hopsInFlightLimit`` a loop of two takes before it is reported, when
    /// the origin calls `respond(to:)` directly.
    /// With `observed`, while a route is traced: every hop then goes through the checked path.
    private static func hopsPastTheLimitOfALoopAnsweredDirectly(observed: Bool) async -> Int {
        let nodes = CycleTests().chain(count: 2, loopTarget: 0)
        if observed {
            _ = await DispatchRoute.trace {
                await UnhandledCapture.run { await nodes[0].respond(to: MyError.appError) }
            }
        } else {
            _ = await UnhandledCapture.run { await nodes[0].respond(to: MyError.appError) }
        }
        return nodes.map(\.received.count).reduce(0, +) - CycleDetector.hopsInFlightLimit
    }

    /// In a process of its own, where no other dispatch is in flight, the bound is exact: the hop past
    /// ``CycleDetector/hopsInFlightLimit`` looks for the loop, and nobody is asked after it, traced or not.
    @Test(arguments: [false, true])
    func withNothingElseInFlightALoopIsReportedAtTheHopPastTheLimit(observed: Bool) async {
        await #expect(processExitsWith: .success) { [observed] in
            let pastTheLimit = await CycleTests.hopsPastTheLimitOfALoopAnsweredDirectly(observed: observed)
            precondition(pastTheLimit == 1, "\(pastTheLimit) hops past the limit")
        }
    }

    @Test(arguments: [
        (3, 0, ["N0", "N1", "N2"]),
        (4, 2, ["N2", "N3"]),
        (5, 4, ["N4"]),
    ])
    func loopIsReportedWithItsMembersInParentOrder(count: Int, loopTarget: Int, members: [String]) async {
        let nodes = chain(count: count, loopTarget: loopTarget)
        let (evaluation, unhandled) = await UnhandledCapture.run { await nodes[0].dispatch(MyError.appError) }
        #expect(evaluation == .cancel)
        #expect(unhandled.count == 1)
        #expect(unhandled.first?.reason == .cycle(ResponderCycle(responders: members)))
        // `dispatch` walks the parents before asking anyone, so nobody is asked.
        #expect(nodes.allSatisfy { $0.received.isEmpty })
    }

    @Test func cycleDescriptionClosesTheLoop() {
        #expect(ResponderCycle(responders: ["A", "B"]).description == "cycle in parentResponder links: A → B → A")
    }

    @Test func everyChainTerminatesAndReportsALoopExactlyWhenThereIsOne() async {
        await propertyCheck(input: Gen.int(in: 1...12), Gen.int(in: -1...11)) { count, rawTarget in
            let target = rawTarget < count && rawTarget >= 0 ? rawTarget : nil
            let nodes = chain(count: count, loopTarget: target)
            let (evaluation, unhandled) = await UnhandledCapture.run { await nodes[0].dispatch(MyError.appError) }
            #expect(evaluation == .cancel)
            #expect(unhandled.count == 1)
            if let target {
                #expect(unhandled.first?.reason.cycle?.responders.count == count - target)
                #expect(nodes.allSatisfy { $0.received.isEmpty })
            } else {
                #expect(unhandled.first?.reason == .endOfChain)
                #expect(nodes.allSatisfy { $0.received.count == 1 })
            }
        }
    }
}

/// A count of how often the responders of one chain were asked, with a ceiling far above what the cycle checks
/// allow.
///
/// Every hop of a followed loop is an `await` that never suspends, so nothing else on the main actor, not even a
/// bounded wait, runs until the loop ends. The responders themselves are the only place left to end it.
@MainActor
private final class HopBudget {
    private let limit: Int
    private var spent = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// Passes the error on, until the ceiling: then records an issue and answers `.abort`, which ends the walk.
    func spend() -> ErrorEvaluation? {
        spent += 1
        guard spent > limit else { return nil }
        Issue.record("The responders were asked \(spent) times: a loop of parents was followed, not stopped")
        return .abort
    }
}

/// A responder whose link to its parent counts how often it is read.
@MainActor
private final class CountedLink: ErrorResponder {
    var parent: CountedLink?
    private(set) var reads = 0

    var parentResponder: (any ErrorResponder)? {
        get {
            reads += 1
            return parent
        }
        set { parent = newValue as? CountedLink }
    }

    func respond(to error: any Error) async -> ErrorEvaluation {
        await passToParent(error)
    }
}
