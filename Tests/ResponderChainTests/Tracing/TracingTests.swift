import Foundation
import ResponderChainTesting
import Testing

@testable import ResponderChain

@MainActor
@Suite(.timeLimit(.minutes(2))) struct TracingTests {
    @Test func classChainRouteListsEveryResponderAskedAndWhoAnswered() async {
        let hierarchy = UIKitExampleHierarchy()
        let route = await hierarchy.homePage.traceDispatch(MyError.rootError)
        #expect(
            route.summary
                == RouteSummary(asked: ["Home Page", "Home Tab", "Root"], answeredBy: "Root", evaluation: .proceed))
        #expect(route.hops.allSatisfy { $0.kind == .responder })
        #expect(route.description == "MyError.rootError → Home Page → Home Tab → Root ⇒ proceed")
        #expect(
            route.detailedDescription
                == "error MyError.rootError: Home Page → Home Tab → Root; answered by Root: proceed")
    }

    @Test func routeStartsAtTheFirstResponderEvenWhenTheOriginCallsRespondDirectly() async {
        let hierarchy = UIKitExampleHierarchy()
        let (_, routes) = await DispatchRoute.trace { await hierarchy.homePage.respond(to: MyError.appError) }
        #expect(
            routes.map(\.summary) == [
                RouteSummary(asked: ["Home Page", "Home Tab", "Root", "App"], answeredBy: "App", evaluation: .proceed)
            ])
    }

    @Test func chainRouteListsItsConnectionsNewestFirstThenTheParent() async {
        let parent = RecordingResponder("App", answers: [.abort])
        let chain = ErrorResponderChain(name: "Services", parentResponder: parent)
        _ = chain.connect(name: "Logger") { _ in nil }
        _ = chain.connect { _ in nil }
        let child = RecordingResponder("Service", parent: chain)
        let route = await child.traceDispatch(MyError.appError)
        #expect(route.hopNames == ["Service", "Services", "Services connection 1", "Logger", "App"])
        #expect(route.hops.map(\.kind) == [.responder, .responder, .connection, .connection, .responder])
        #expect(route.answeredBy?.name == "App")
        #expect(route.evaluation == .abort)
    }

    @Test func unhandledAndCycleRoutesSayWhy() async {
        let top = RecordingResponder("Top")
        let bottom = RecordingResponder("Bottom", parent: top)
        let (_, routes) = await UnhandledCapture.run {
            await DispatchRoute.trace {
                await bottom.dispatch(MyError.appError)
                top.parentResponder = bottom
                await bottom.dispatch(MyError.appError)
                top.parentResponder = nil
            }
        }.result
        #expect(
            routes.map(\.summary) == [
                RouteSummary(asked: ["Bottom", "Top"], answeredBy: nil, evaluation: .cancel),
                RouteSummary(
                    asked: [],
                    answeredBy: nil,
                    evaluation: .cancel,
                    resolution: .unhandled(.cycle(ResponderCycle(responders: ["Bottom", "Top"])))
                ),
            ])
    }

    @Test func actionRoutesNameUnnamedActionsByWhereTheyWereMade() async {
        let outer = RespondToErrorAction { _ in .retry }
        let inner = RespondToErrorAction(name: "Inner") { error in await outer(error) }
        let (_, routes) = await DispatchRoute.trace { await inner(MyError.appError) }
        #expect(routes.count == 1)
        #expect(routes.first?.hopNames.first == "Inner")
        #expect(routes.first?.hopNames.last?.hasPrefix("ResponderChainTests/TracingTests.swift:") == true)
        #expect(routes.first?.hops.map(\.kind) == [.action, .action])
    }

    @Test func durationIsMeasuredOnTheInjectedClock() async {
        let clock = ManualClock()
        let slow = RecordingResponder(
            "Slow",
            otherwise: { _ in
                clock.advance(by: .milliseconds(250))
                return .proceed
            })
        let (_, routes) = await DispatchRoute.trace(clock: clock) { await slow.dispatch(MyError.appError) }
        #expect(routes.map(\.duration) == [.milliseconds(250)])
    }

    @Test func nestedDispatchesEachGetARouteInFinishingOrder() async {
        let inner = RecordingResponder("Inner", answers: [.retry])
        let outer = RecordingResponder("Outer", otherwise: { _ in .proceed })
        let relay = RecordingResponder("Relay", parent: outer)
        let (_, routes) = await DispatchRoute.trace {
            await relay.dispatch(MyError.rootError)
            await inner.dispatch(MyError.appError)
        }
        #expect(routes.map(\.hopNames) == [["Relay", "Outer"], ["Inner"]])
    }

    @Test func observersReceiveEveryOutcomeUntilCancelled() async {
        let tag = TaggedError()
        let seen = Locked<[DispatchRoute]>([])
        let observation = DispatchRoute.observe { route in
            if (route.value.error as? TaggedError) == tag { seen.withLock { $0.append(route) } }
        }
        let responder = RecordingResponder("Observed", answers: [.proceed, .abort, .retry])
        await responder.dispatch(tag)
        await responder.dispatch(tag)
        observation.cancel()
        observation.cancel()
        await responder.dispatch(tag)
        #expect(seen.withLock { $0.map(\.evaluation) } == [.proceed, .abort])
        #expect(seen.withLock { $0.map(\.hopNames) } == [["Observed"], ["Observed"]])
    }

    @Test func releasingTheObservationStopsIt() async {
        let tag = TaggedError()
        let count = Locked(0)
        var observation: DispatchObservation? = DispatchRoute.observe { route in
            if (route.value.error as? TaggedError) == tag { count.withLock { $0 += 1 } }
        }
        let responder = RecordingResponder("Observed", otherwise: { _ in .proceed })
        await responder.dispatch(tag)
        _ = observation
        observation = nil
        await responder.dispatch(tag)
        #expect(count.withLock { $0 } == 1)
    }

    @Test func anUnhandledReportCarriesItsRouteSoFarWhileTheDispatchIsRecorded() async throws {
        let hierarchy = UIKitExampleHierarchy()
        let ((_, routes), unhandled) = await UnhandledCapture.run {
            await DispatchRoute.trace { await hierarchy.homePage.dispatch(NotAnExampleError()) }
        }
        let route = try #require(unhandled.first?.route)
        #expect(route.hopNames == ["Home Page", "Home Tab", "Root", "App"])
        #expect(route.resolution == .unhandled(.endOfChain))
        #expect(route.evaluation == .cancel)
        #expect(route.hopNames == routes.first?.hopNames)
    }

    /// A report made by hand, or an error raised where the parent has gone, is a dispatch of its own while
    /// something observes: observers and bridges see every unhandled value, and what is logged is what is counted.
    @Test func aReportOutsideARecordedDispatchHasARouteOfItsOwn() async throws {
        let tag = TaggedError()
        let gone: (any ErrorResponder)? = nil
        let ((_, routes), unhandled) = await UnhandledCapture.run {
            await DispatchRoute.trace {
                UnhandledTerminal.report(tag, reason: .responderReleased, lastResponder: "Screen")
                await gone.dispatch(tag)
            }
        }
        #expect(unhandled.count == 2)
        #expect(routes.map(\.resolution) == [.unhandled(.responderReleased), .unhandled(.endOfChain)])
        #expect(routes.map(\.hopNames) == [["Screen"], []])
        #expect(routes.map(\.evaluation) == [.cancel, .cancel])
        #expect(unhandled.map { $0.route?.hopNames } == [["Screen"], []])
    }

    @Test func eachHopIsTimedFromTheStartOfTheDispatchOnTheScopesClock() async throws {
        let clock = ManualClock()
        let app = RecordingResponder("App", answers: [.proceed])
        let chain = ErrorResponderChain(name: "Chain", parentResponder: app)
        _ = chain.connect(name: "Slow") { _ in
            clock.advance(by: .milliseconds(250))
            return nil
        }
        let (_, routes) = await DispatchRoute.trace(clock: clock) { await chain.dispatch(TaggedError()) }
        let route = try #require(routes.first)
        #expect(route.hopNames == ["Chain", "Slow", "App"])
        #expect(route.hopOffsets == [.zero, .zero, .milliseconds(250)])
        #expect(route.duration == .milliseconds(250))
    }

    @Test("a route that starts at handle(error:onCompleted:) asks its handler at zero, on the scope's clock")
    func aHandlersOwnRouteStartsAtZero() async throws {
        let clock = ManualClock()
        let handler = ErrorHandler(name: "Standalone").on(error: .type(TaggedError.self), then: .doNothing)
        let (_, routes) = await DispatchRoute.trace(clock: clock) {
            _ = handler.handle(error: TaggedError(), onCompleted: nil)
        }
        let route = try #require(routes.first)
        #expect(route.hopNames.first == "Standalone")
        #expect(route.hopOffsets.first == .zero)
    }

    @Test(arguments: [
        (DispatchedValue.error(MyError.rootError), "MyError", "MyError.rootError"),
        (
            .error(TaggedError(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)), "TaggedError",
            "TaggedError(tag: <private>)"
        ),
        (.event(MyEvent()), "MyEvent", "MyEvent()"),
    ])
    func aDispatchedValueNamesItsTypeAndDescribesItself(value: DispatchedValue, typeName: String, described: String) {
        #expect(value.typeName == typeName)
        #expect(value.valueDescription == described)
        #expect(value.description.hasSuffix(" \(described)"))
    }

    @Test func nothingIsRecordedOutsideATraceScope() async {
        let hierarchy = UIKitExampleHierarchy()
        _ = await DispatchRoute.trace {
            #expect(DispatchRecord.isObserving)
        }
        await hierarchy.homePage.dispatch(MyError.appError)
        #expect(DispatchRecord.current == nil)
    }

    /// The uptime clock's nanoseconds become the components `Duration` itself has for them: at the second's
    /// boundaries, and around them.
    @Test(
        arguments: [
            0, 1, 999_999_999, 1_000_000_000, 1_000_000_001, 1_999_999_999, 2_000_000_000, 61_000_000_007,
            UInt64(Int64.max),
        ] as [UInt64])
    func theUptimeTimerSplitsNanosecondsLikeDuration(nanoseconds: UInt64) {
        let components = DispatchTimer.components(nanoseconds: nanoseconds)
        let expected = Duration.nanoseconds(nanoseconds).components
        #expect(components.seconds == expected.seconds)
        #expect(components.attoseconds == expected.attoseconds)
    }

    /// A duration in nanoseconds, as metrics and traces take it: whole nanoseconds, clamped at `Int64`'s ends when
    /// the seconds alone overflow, towards the side of their sign.
    @Test(
        arguments: [
            ((0, 0), 0),
            ((1, 500_000_000_000_000_000), 1_500_000_000),
            ((0, 999_999_999_999_999_999), 999_999_999),
            ((-2, 0), -2_000_000_000),
            ((Int64.max, 0), Int64.max),
            ((Int64.max / 1_000_000_000 + 1, 0), Int64.max),
            ((Int64.min, 0), Int64.min),
            ((Int64.min / 1_000_000_000 - 1, 0), Int64.min),
        ] as [((Int64, Int64), Int64)])
    func aDurationBecomesNanosecondsClampedAtInt64sEnds(components: (Int64, Int64), nanoseconds: Int64) {
        #expect(Nanoseconds.of((seconds: components.0, attoseconds: components.1)) == nanoseconds)
    }

    /// A banner's time in seconds, as the queue's timer takes it: rounded up to whole nanoseconds, so that a
    /// banner never leaves early, and clamped where `Int64` ends.
    @Test(
        arguments: [
            (4, 4_000_000_000), (1.5, 1_500_000_000), (1e-10, 1), (0.000_000_001_5, 2), (1e10, Int64.max),
            // Exactly 2^63 nanoseconds, one past Int64.max: clamped, never converted.
            (0x1p63 / 1_000_000_000, Int64.max),
        ] as [(Double, Int64)])
    func secondsBecomeNanosecondsRoundedUp(seconds: Double, nanoseconds: Int64) {
        #expect(Nanoseconds.of(seconds: seconds) == nanoseconds)
    }

    /// Observers of presentations turn no route recording on; observers of routes and trace scopes do, while they
    /// are registered or run. The count is process-wide, so the check runs in a process of its own, where no other
    /// test observes.
    @Test func onlyRouteObserversTurnRecordingOn() async {
        await #expect(processExitsWith: .success) {
            precondition(!DispatchRecord.isObserving, "nothing observes yet")
            let (inScope, _) = await DispatchRoute.trace { DispatchRecord.isObserving }
            precondition(inScope, "a trace scope records routes while it runs")
            precondition(!DispatchRecord.isObserving, "recording stops when the trace scope ends")
            let presentations = PresentationRecord.observe { _ in }
            precondition(!DispatchRecord.isObserving, "a presentation observer records no route")
            let routes = DispatchRoute.observe { _ in }
            precondition(DispatchRecord.isObserving, "a route observer records routes")
            routes.cancel()
            precondition(!DispatchRecord.isObserving, "recording stops with the last route observer")
            presentations.cancel()
            precondition(!DispatchRecord.isObserving, "cancelling a presentation observer takes no count away")
        }
    }

    /// A route records its hops only while something observes: once the last observer has gone, the responders
    /// asked are not written down, and an observer that arrives later gets the route without them. In a process of
    /// its own, where no other test observes.
    @Test func hopsAreRecordedOnlyWhileSomethingObserves() async {
        await #expect(processExitsWith: .success) {
            let routes = Locked<[[String]]>([])
            let first = Locked<DispatchObservation?>(DispatchRoute.observe { _ in })
            let second = Locked<DispatchObservation?>(nil)
            let chain = await MainActor.run {
                let chain = ErrorResponderChain(name: "Chain")
                // Asked last: an observer arrives, after this connection's hop would have been recorded.
                _ = chain.connect(name: "Last") { _ in
                    second.withLock {
                        $0 = DispatchRoute.observe { route in routes.withLock { $0.append(route.hopNames) } }
                    }
                    return .proceed
                }
                // Asked first: the only observer leaves.
                _ = chain.connect(name: "Leaves") { _ in
                    first.withLock { $0?.cancel() }
                    return nil
                }
                return chain
            }
            _ = await chain.dispatch(TaggedError())
            second.withLock { $0?.cancel() }
            let recorded = routes.withLock { $0 }
            precondition(recorded == [["Chain", "Leaves"]], "recorded: \(recorded)")
        }
    }
}

/// An error that no level of the Error Responder Chain example's UIKit hierarchy handles.
private struct NotAnExampleError: Error {}

/// The one-line form of a route, by what was dispatched and how it ended.
@Suite("A route's line: the value, the responders asked, what the last one answered")
struct RouteLineTests {
    struct Tap: Event {}
    struct Wrapper: WrappingError {
        let underlyingError: (any Error)?
    }
    struct Unavailable: HTTPStatusError {
        var httpStatus: Int? { 503 }
    }

    static func route(
        _ value: DispatchedValue,
        _ hops: [ResponderHop],
        _ resolution: DispatchRoute.Resolution,
        _ evaluation: ErrorEvaluation?,
        cancellationLevel: Int? = nil
    ) -> DispatchRoute {
        DispatchRoute(
            value: value,
            timedHops: hops.map { DispatchRoute.TimedHop(hop: $0, offset: (0, 0)) },
            resolution: resolution,
            evaluation: evaluation,
            durationComponents: (0, 0),
            cancellationLevel: cancellationLevel
        )
    }

    static let cases: [(DispatchRoute, String)] = [
        (
            route(
                .error(URLError(.timedOut)),
                [
                    ResponderHop(name: "DefaultRules", kind: .responder),
                    ResponderHop(name: "DefaultRules: on code(-1001)", kind: .rule),
                ],
                .answered, .retry),
            "URLError.timedOut → DefaultRules (on code(-1001)) ⇒ retry"
        ),
        (
            route(
                .error(Wrapper(underlyingError: URLError(.notConnectedToInternet))),
                [ResponderHop(name: "Profile", kind: .responder), ResponderHop(name: "App", kind: .responder)],
                .unhandled(.endOfChain), .cancel),
            "Wrapper (from URLError.notConnectedToInternet) → Profile → App ⇒ unhandled (end of chain)"
        ),
        (
            route(.error(Unavailable()), [ResponderHop(name: "Feed", kind: .responder)], .answered, .retry),
            "Unavailable HTTP 503 → Feed ⇒ retry"
        ),
        (route(.error(CancellationError()), [], .cancelled, .cancel), "CancellationError ⇒ cancelled (task)"),
        (
            route(.error(CancellationError()), [], .cancelled, .cancel, cancellationLevel: 0),
            "CancellationError ⇒ cancelled (level 1: CancellationError)"
        ),
        (
            route(
                .error(RequestFailed(endpoint: "/feed", underlyingError: URLError(.cancelled))), [], .cancelled,
                .cancel,
                cancellationLevel: 1),
            "RequestFailed (from URLError.cancelled) ⇒ cancelled (level 2: URLError.cancelled)"
        ),
        (
            route(.error(MyError.rootError), [], .answered, .proceed, cancellationLevel: 0),
            "MyError.rootError ⇒ proceed"
        ),
        (
            route(.event(Tap()), [ResponderHop(name: "Grid", kind: .hierarchy)], .answered, nil),
            "event Tap() → Grid ⇒ handled"
        ),
        (
            route(
                .error(CocoaError(.fileNoSuchFile)), [ResponderHop(name: "Other: on code(4)", kind: .rule)], .answered,
                .proceed),
            "CocoaError.fileNoSuchFile → Other: on code(4) ⇒ proceed"
        ),
        (
            // A rule's hop is folded only into its own handler's.
            route(
                .error(CocoaError(.fileNoSuchFile)),
                [ResponderHop(name: "Feed", kind: .responder), ResponderHop(name: "Other: on code(4)", kind: .rule)],
                .answered, .proceed),
            "CocoaError.fileNoSuchFile → Feed → Other: on code(4) ⇒ proceed"
        ),
    ]

    @Test(arguments: cases)
    func line(route: DispatchRoute, expected: String) {
        #expect(route.description == expected)
        #expect(!route.description.contains("(null)"))
    }

    @Test("the answering responder's name folds a rule into its own handler only")
    func answeringResponderName() {
        let own = Self.route(
            .error(URLError(.timedOut)),
            [
                ResponderHop(name: "DefaultRules", kind: .responder),
                ResponderHop(name: "DefaultRules: on code(-1001)", kind: .rule),
            ],
            .answered, .retry)
        let other = Self.route(
            .error(URLError(.timedOut)),
            [ResponderHop(name: "Feed", kind: .responder), ResponderHop(name: "Other: on code(-1001)", kind: .rule)],
            .answered, .retry)
        #expect(own.answeringResponderName == "DefaultRules")
        #expect(other.answeringResponderName == "Other: on code(-1001)")
    }

    /// The long form, by how the route ended; a route answered before any responder was recorded names nobody.
    static let detailedCases: [(DispatchRoute, String)] = [
        (
            route(.error(Unavailable()), [ResponderHop(name: "Feed", kind: .responder)], .answered, .retry),
            "error Unavailable: HTTP 503: Feed; answered by Feed: retry"
        ),
        (
            route(.error(Unavailable()), [], .answered, .retry),
            "error Unavailable: HTTP 503: no responder; answered by nobody: retry"
        ),
        (route(.event(Tap()), [], .unhandled(.endOfChain), nil), "event Tap(): no responder; unhandled (end of chain)"),
        (
            route(.error(CancellationError()), [ResponderHop(name: "Feed", kind: .responder)], .cancelled, .cancel),
            "error CancellationError: Feed; cancelled (task): cancel"
        ),
    ]

    @Test(arguments: detailedCases)
    func detailedLine(route: DispatchRoute, expected: String) {
        #expect(route.detailedDescription == expected)
    }
}
