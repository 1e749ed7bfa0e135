/// What one dispatch did: every responder it asked, in order, how it ended, and how long it took.
///
/// Get routes by tracing a scope with ``trace(isolation:operation:)``, by asking for one dispatch's route with
/// ``ErrorResponder/traceDispatch(_:fileID:filePath:line:column:)``, or by observing every dispatch with
/// ``observe(writesUnhandled:_:)``. Nothing is recorded while nobody traces or observes.
///
/// ```swift
/// let route = await homePage.traceDispatch(MyError.homeTabError)
/// print(route)
/// // error MyError.homeTabError: HomePageViewController → HomeTabViewController;
/// //   answered by HomeTabViewController: proceed
/// ```
public struct DispatchRoute: Sendable, CustomStringConvertible {
    /// How a dispatch ended.
    ///
    /// It can gain cases: a `switch` over it outside this package needs an `@unknown default`.
    #if hasAttribute(nonexhaustive)
        @nonexhaustive
    #endif
    public enum Resolution: Hashable, Sendable {
        /// The last responder in ``DispatchRoute/hops`` answered.
        case answered

        /// Nothing answered; the value reached the ``UnhandledTerminal`` for this reason.
        case unhandled(UnhandledReason)

        /// The error was a cancellation, or the dispatching task was cancelled, so the dispatch resolved early
        /// with ``ErrorEvaluation/cancel`` without asking further responders.
        case cancelled
    }

    /// The error or event that was dispatched, as it was when the dispatch started.
    public let value: DispatchedValue

    /// A responder asked, and how long after the start it was asked.
    struct TimedHop: Sendable {
        let hop: ResponderHop
        let offset: (seconds: Int64, attoseconds: Int64)
    }

    /// Every responder asked, in the order they were asked.
    public var hops: [ResponderHop] {
        timedHops.map(\.hop)
    }

    let timedHops: [TimedHop]

    /// How the dispatch ended.
    public let resolution: Resolution

    /// What the origin received, for an error; `nil` for an event.
    public let evaluation: ErrorEvaluation?

    let durationComponents: (seconds: Int64, attoseconds: Int64)

    /// For a dispatch resolved as ``Resolution/cancelled`` because its error is a cancellation, the index in the
    /// error's ``ErrorChain/levels`` of the cancellation: 0 for the error itself, 2 for a `URLError.cancelled` inside
    /// an error inside the dispatched one. `nil` when the dispatch was not cancelled, or was cancelled because its
    /// task was.
    public let cancellationLevel: Int?

    let heldComponents: (seconds: Int64, attoseconds: Int64)?

    /// The support code made for the error when a ``PresentationQueue`` that shows them presented it during this
    /// dispatch: the one the user saw, or, when the presentation joined an equal one already shown, this
    /// occurrence's own. `nil` when nothing was presented with a code.
    public let supportCode: SupportCode?

    init(
        value: DispatchedValue,
        timedHops: [TimedHop],
        resolution: Resolution,
        evaluation: ErrorEvaluation?,
        durationComponents: (seconds: Int64, attoseconds: Int64),
        cancellationLevel: Int? = nil,
        held: (seconds: Int64, attoseconds: Int64)? = nil,
        supportCode: SupportCode? = nil
    ) {
        self.value = value
        self.timedHops = timedHops
        self.resolution = resolution
        self.evaluation = evaluation
        self.durationComponents = durationComponents
        self.cancellationLevel = resolution == .cancelled ? cancellationLevel : nil
        self.heldComponents = held
        self.supportCode = supportCode
    }

    /// How long the error was held before it was answered (an ``OfflineResponder`` waits for the network to come
    /// back, then answers ``ErrorEvaluation/retry``), measured on the responder's clock; `nil` when it was not held.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public var held: Duration? {
        heldComponents.map { Duration(secondsComponent: $0.seconds, attosecondsComponent: $0.attoseconds) }
    }

    /// ``held`` in nanoseconds, on every OS version: for metrics bridges.
    public var heldNanoseconds: Int64? {
        heldComponents.map(Nanoseconds.of)
    }

    /// How long the dispatch took, from its first hop to the answer, measured on the tracing scope's clock.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public var duration: Duration {
        Duration(secondsComponent: durationComponents.seconds, attosecondsComponent: durationComponents.attoseconds)
    }

    /// ``duration`` in nanoseconds, on every OS version: for metrics bridges.
    public var durationNanoseconds: Int64 {
        Nanoseconds.of(durationComponents)
    }

    /// How long after the dispatch started each responder in ``hops`` was asked, in the same order, on the same
    /// clock as ``duration``. The responders a dispatch starts with are asked at zero.
    ///
    /// Tracing bridges place each hop at its own time inside the dispatch's span.
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public var hopOffsets: [Duration] {
        timedHops.map { Duration(secondsComponent: $0.offset.seconds, attosecondsComponent: $0.offset.attoseconds) }
    }

    /// The responder that answered, or `nil` when the dispatch went unhandled or was cancelled.
    public var answeredBy: ResponderHop? {
        resolution == .answered ? timedHops.last?.hop : nil
    }

    /// The name of the responder that answered, with a rule of an ``ErrorHandler`` folded into its handler's name
    /// (`DefaultRules`, not `DefaultRules: on code(-1001)`): a name that is the same for every answer of that
    /// responder, whatever its rules match; `nil` when nothing answered.
    public var answeringResponderName: String? {
        guard resolution == .answered, let last = timedHops.last?.hop else { return nil }
        // The last hop that is no rule: a rule's handler, or, when the last hop is no rule, that hop itself.
        guard let handler = timedHops.last(where: { $0.hop.kind != .rule })?.hop.name else { return last.name }
        return last.name.hasPrefix(handler + ": ") ? handler : last.name
    }

    /// The ``ErrorChain/groupingID`` of the dispatched error, for a crash reporter's fingerprint or an analytics
    /// event: equal for every error of the same structure, whatever its payload. `nil` for an event.
    public var groupingID: String? {
        value.groupingID
    }

    /// The names of the responders asked, in order.
    public var hopNames: [String] {
        timedHops.map(\.hop.name)
    }

    /// One line a person reads at a glance: the value, the responders asked in order, and what the last one
    /// answered, without timing.
    ///
    /// ```
    /// URLError.timedOut → DefaultRules (on code(-1001)) ⇒ retry
    /// ProfileError.load (from URLError.notConnectedToInternet) → Profile → App ⇒ unhandled (end of chain)
    /// event ItemTapped(item: 2) → Grid → Library ⇒ handled
    /// ```
    ///
    /// - An error is its type and case (an enum case, or the name of a Foundation error's code; for a code without
    ///   a name, such as an app's own `NSError`, its domain and code: `NSError [com.example.auth 7]`), with the HTTP
    ///   status of an HTTP error, and the innermost error it wraps, if any. ``detailedDescription`` has the rest.
    /// - A rule of an ``ErrorHandler`` is shown in parentheses after its handler.
    /// - After `⇒`: the evaluation the last responder answered (`handled` for an event), or `unhandled (reason)`, or
    ///   `cancelled` with what cancelled it: the level of the error's chain that is a cancellation
    ///   (`cancelled (level 3: URLError.cancelled)`), or the task (`cancelled (task)`).
    /// - An error held before its answer says for how long: `⇒ retry (held 12.5 s)`.
    public var description: String {
        var line = Self.asked(value, timedHops.map(\.hop))
        switch resolution {
        case .answered:
            line += " ⇒ " + (evaluation.map { "\($0)" } ?? "handled")
            if let heldNanoseconds {
                line += " (held \(Self.seconds(heldNanoseconds)))"
            }
        case .unhandled(let reason):
            line += " ⇒ unhandled (\(reason))"
        case .cancelled:
            line += " ⇒ cancelled (\(cancellationCause))"
        }
        return line
    }

    /// What cancelled a cancelled dispatch: `level 3: URLError.cancelled`, counting levels from 1 as
    /// ``ErrorChain/End`` does, or `task`.
    private var cancellationCause: String {
        guard let cancellationLevel, let error = value.error else { return "task" }
        let levels = ErrorChain(error).levels
        guard levels.indices.contains(cancellationLevel) else { return "task" }
        return "level \(cancellationLevel + 1): \(levels[cancellationLevel].glanceDescription)"
    }

    /// The long form, for logs: the value with everything known about it (its error chain, domains, codes and
    /// payload), every responder asked, how it ended, and the evaluation.
    ///
    /// `error URLError.timedOut [NSURLErrorDomain -1001]: DefaultRules → DefaultRules: on code(-1001); answered by
    /// DefaultRules: on code(-1001): retry`
    public var detailedDescription: String {
        let asked = timedHops.isEmpty ? "no responder" : hopNames.joined(separator: " → ")
        let answer = evaluation.map { ": \($0)" } ?? ""
        let value = "\(self.value.kindName) \(self.value.detailedValueDescription)"
        switch resolution {
        case .answered:
            return "\(value): \(asked); answered by \(timedHops.last?.hop.name ?? "nobody")\(answer)"
        case .unhandled(let reason):
            return "\(value): \(asked); unhandled (\(reason))\(answer)"
        case .cancelled:
            return "\(value): \(asked); cancelled (\(cancellationCause))\(answer)"
        }
    }

    /// `12.5 s`: nanoseconds as seconds, to the millisecond, without trailing zeros.
    private static func seconds(_ nanoseconds: Int64) -> String {
        let milliseconds = nanoseconds / 1_000_000
        let whole = milliseconds / 1_000
        let fraction = milliseconds % 1_000
        guard fraction > 0 else { return "\(whole) s" }
        var digits = String(fraction + 1_000).dropFirst()
        while digits.last == "0" { digits = digits.dropLast() }
        return "\(whole).\(digits) s"
    }

    /// The start of a route's one-line description, before `⇒`: the value and the responders asked.
    static func asked(_ value: DispatchedValue, _ hops: [ResponderHop]) -> String {
        ([value.glanceDescription] + glance(hops)).joined(separator: " → ")
    }

    /// The hops' names, a rule folded into its handler: `DefaultRules (on code(-1001))`.
    private static func glance(_ hops: [ResponderHop]) -> [String] {
        var names: [String] = []
        // Set from the second hop on, when `names` has the previous hop's name last.
        var previous: ResponderHop?
        for hop in hops {
            if hop.kind == .rule, let handler = previous, hop.name.hasPrefix(handler.name + ": ") {
                names[names.count - 1] += " (\(hop.name.dropFirst(handler.name.count + 2)))"
            } else {
                names.append(hop.name)
            }
            previous = hop
        }
        return names
    }
}
