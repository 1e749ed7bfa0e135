import Foundation
import ResponderChainTesting
import Testing

@testable import ResponderChain

/// The gate's own promises: one walk of an error's chain per dispatch, nothing left behind, a cancelled task stops
/// every hop, and an app's own declaration decides.
@MainActor
@Suite(.timeLimit(.minutes(2))) struct CancellationGateTests {
    /// How often an error's `underlyingError` was read: how often a chain was walked through it.
    final class Reads: Sendable {
        private let count = Locked(0)
        func increment() { count.withLock { $0 += 1 } }
        var value: Int { count.withLock { $0 } }
    }

    /// A wrapper that is an object: the same error from level to level by identity.
    final class CountingWrapperObject: WrappingError {
        let reads: Reads
        init(reads: Reads) { self.reads = reads }
        var underlyingError: (any Error)? {
            reads.increment()
            return MyError.rootError
        }
    }

    /// A wrapper that is a value, `Equatable` by its identifier: the same error from level to level by equality.
    struct CountingWrapperValue: WrappingError, Equatable {
        let id = UUID()
        let reads: Reads
        var underlyingError: (any Error)? {
            reads.increment()
            return MyError.rootError
        }
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    }

    /// Five levels that pass everything on, under an `ErrorResponderChain` that answers `.proceed`.
    static func fiveLevels(log: Log) -> (bottom: LevelResponder, keep: [AnyObject]) {
        let top = ErrorResponderChain(name: "Top")
        _ = top.connect { _ in .proceed }
        var levels: [LevelResponder] = []
        var parent: any ErrorResponder = top
        for index in 0..<5 {
            let level = LevelResponder("Level \(index)", handles: nil, parent: parent, log: log)
            levels.append(level)
            parent = level
        }
        return (levels[levels.count - 1], [top] + levels)
    }

    /// How often one dispatch reads the wrapper's `underlyingError`, for an object and for an `Equatable` value, in a
    /// process of its own: while another test traces, routes describe the error too.
    @Test func aDispatchWalksItsErrorsChainOnceHoweverManyLevelsPassItOn() async {
        await #expect(processExitsWith: .success) {
            for asValue in [false, true] {
                if let failure = await walkCounts(asValue: asValue) {
                    fatalError(failure)
                }
            }
        }
    }

    /// The core's own responders asked directly with `respond(to:)`, in a process of its own where nothing observes
    /// (in the shared process, other tests' observers make every walk a traced one): every shape of the cancellation
    /// corpus answers `.cancel` without a rule or a connection being asked, and every look-alike reaches them.
    @Test func theCoresRespondersAskedDirectlyStopEveryCancellationAtTheGate() async {
        await #expect(processExitsWith: .success) {
            endProcessWhenItHangs()
            await Self.askTheCoresRespondersDirectly()
        }
    }

    /// The body of the exit test above: stops the process at the first answer that is not the expected one.
    private static func askTheCoresRespondersDirectly() async {
        let handler = ErrorHandler(name: "Rules").onNoMatch(.answer(.abort))
        let chain = ErrorResponderChain(name: "Connections")
        _ = chain.connect { _ in .abort }
        let responders: [any ErrorResponder] = [handler, chain]
        for (shapes, expected) in [
            (CancellationCorpus.cancellations, ErrorEvaluation.cancel), (CancellationCorpus.lookAlikes, .abort),
        ] {
            for shape in shapes {
                for responder in responders {
                    let answer = await responder.respond(to: shape.error)
                    precondition(answer == expected, "\(responder) answered \(answer) to \(shape.name)")
                }
            }
        }
    }

    /// Errors equal by value but of another type, and objects that are not the same, are checked again: a level
    /// that passes on a new error never rides on the old one's check.
    @Test func anotherErrorOfTheSameTypeIsCheckedInFull() {
        let checked = CancellationGate.Passed(CancellationCorpus.RequestFailed(endpoint: "/a", underlyingError: nil))
        #expect(!checked.holds(CancellationCorpus.RequestFailed(endpoint: "/a", underlyingError: CancellationError())))
        let object = NSError(domain: "App", code: 1)
        #expect(CancellationGate.Passed(object).holds(object))
        #expect(!CancellationGate.Passed(object).holds(NSError(domain: "App", code: 1)))
        #expect(CancellationGate.Passed(MyError.rootError).holds(MyError.rootError))
        #expect(!CancellationGate.Passed(MyError.rootError).holds(MyError.appError))
        #expect(!CancellationGate.Passed(MyError.rootError).holds(URLError(.cancelled)))
    }

    struct PlainStruct: Error {}
    struct DeclaringStruct: CancellationDeclaringError {
        var isCancellation: Bool? { true }
    }
    struct WrappingStruct: WrappingError {
        var underlyingError: (any Error)? { CancellationError() }
    }
    struct PresentingStruct: DeveloperFacingError {
        var userFacingError: (any Error)? { CancellationError() }
    }
    struct DomainStruct: CustomNSError {
        static var errorDomain: String { NSURLErrorDomain }
        var errorCode: Int { NSURLErrorCancelled }
    }
    struct MirroredStruct: Error, CustomReflectable {
        var customMirror: Mirror { Mirror(self, unlabeledChildren: [CancellationError()], displayStyle: .enum) }
    }
    final class ClassError: Error {}
    enum NoPayload: Error { case a }

    /// (the error, whether its type alone says it is no cancellation and wraps nothing): only a plain struct does.
    nonisolated static let leaves: [(any Error, Bool)] = [
        (PlainStruct(), true), (DeclaringStruct(), false), (WrappingStruct(), false), (PresentingStruct(), false),
        (DomainStruct(), false), (MirroredStruct(), false), (ClassError(), false), (NoPayload.a, false),
        (CancellationError(), false), (URLError(.cancelled), false), (CocoaError(.userCancelled), false),
        (POSIXError(.ECANCELED), false), (NSError(domain: "App", code: 1), false),
        (
            DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "", underlyingError: CancellationError())),
            false
        ),
    ]

    /// A type that the gate takes, from the type alone, for one that is never a cancellation must be one whose every
    /// value the full walk finds none; each other shape is walked.
    @Test(arguments: leaves.indices)
    nonisolated func onlyAPlainStructIsAnsweredFromItsType(index: Int) {
        let (error, isPlainLeaf) = Self.leaves[index]
        #expect(CancellationGate.isPlainLeaf(error) == isPlainLeaf)
        // Asked twice: the second answer comes from the memo, and is the same.
        #expect(CancellationGate.isPlainLeaf(error) == isPlainLeaf)
        if isPlainLeaf {
            #expect(CancellationGate.cancellationLevel(of: error) == nil)
        }
    }

    @Test func aHopInACancelledTaskStopsAtOnceWithoutAskingTheParent() async {
        let log = Log()
        let (bottom, keep) = Self.fiveLevels(log: log)
        let answer = await Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            return await bottom.passToParent(MyError.rootError)
        }.value
        withExtendedLifetime(keep) {}
        #expect(answer == .cancel)
        #expect(log.entries.isEmpty)
    }

    /// The hops in flight are process-wide: checked in a process of its own, where no other test hops meanwhile.
    @Test func aHopToAParentLeavesNothingBehindWhenItEnds() async {
        await #expect(processExitsWith: .success) {
            let left = await hopOnceToAParent()
            precondition(left.evaluation == .proceed, "the parent did not answer")
            precondition(left.hopsInFlight == 0, "a hop that ended is still counted")
            precondition(left.checked == nil, "the error the hop checked is still remembered")
        }
    }

    @Test(
        "the first level that declares decides",
        arguments: [
            (CancellationCorpus.SearchError.cancelled as any Error, 0 as Int?),
            (CancellationCorpus.SearchError.abandonedByServer(URLError(.cancelled)), nil),
            (
                CancellationCorpus.APIClientError.transport(
                    CancellationCorpus.SearchError.abandonedByServer(URLError(.cancelled))), nil
            ),
            (
                CancellationCorpus.RequestFailed(
                    endpoint: "/", underlyingError: CancellationCorpus.SearchError.cancelled), 1
            ),
            (DeclaresNothing(underlyingError: CancellationError()), 1),
        ])
    func aDeclarationDecides(error: any Error, level: Int?) {
        #expect(CancellationGate.cancellationLevel(of: error) == level)
    }

    /// A `URLError.userCancelledAuthentication` is a 401 in disguise: a failure, with the text of one.
    @Test func userCancelledAuthenticationIsAFailureWithTheTextOfASignIn() {
        let error = CancellationCorpus.APIClientError.transport(URLError(.userCancelledAuthentication))
        #expect(!CancellationGate.isCancellation(error))
        #expect(UserFacingMessage(for: URLError(.userCancelledAuthentication)).title == "Please sign in again")
    }
}

/// Dispatches one wrapper twice through five levels, and says what went wrong, if anything.
@MainActor
private func walkCounts(asValue: Bool) async -> String? {
    let reads = CancellationGateTests.Reads()
    let error: any Error =
        asValue
        ? CancellationGateTests.CountingWrapperValue(reads: reads)
        : CancellationGateTests.CountingWrapperObject(reads: reads)
    let log = Log()
    let (bottom, keep) = CancellationGateTests.fiveLevels(log: log)
    let first = await bottom.dispatch(error)
    guard first == .proceed, log.entries.count == 5 else { return "the levels did not pass the error on" }
    guard reads.value == 1 else { return "the chain was walked \(reads.value) times in one dispatch" }
    _ = await bottom.dispatch(error)
    withExtendedLifetime(keep) {}
    guard reads.value == 2 else { return "a second dispatch of the same error did not check it again" }
    guard CancellationGate.passed == nil else { return "the checked error outlived its dispatch" }
    return nil
}

/// A wrapper that declares nothing: what it wraps decides.
private struct DeclaresNothing: WrappingError, CancellationDeclaringError {
    let underlyingError: (any Error)?
    var isCancellation: Bool? { nil }
}

/// Passes an error from a rule handler to its parent, and returns the answer and what the hop left behind.
@MainActor
private func hopOnceToAParent() async -> (
    evaluation: ErrorEvaluation, hopsInFlight: Int, checked: CancellationGate.Passed?
) {
    let parent = ErrorResponderChain(name: "Parent")
    _ = parent.connect { _ in .proceed }
    let child = ErrorHandler(name: "Child", parentResponder: parent)
    let evaluation = await child.respond(to: MyError.rootError)
    return (evaluation, CycleDetector.hopsInFlight, CancellationGate.passed)
}
