/// The dispatch of events and errors along the nodes of a hierarchy.
///
/// Each dispatch is one loop on the caller's task: no task is created, a typed responder skips a value of another
/// type without an await, and nothing is allocated per hop. A crossing (a thrown error, a caught event) is one
/// nested call from the crossing node's parent, so it always moves outwards.
@MainActor
enum HierarchyDispatch {
    /// How many nodes a dispatch visits at most. A hierarchy is built from the top down, so its nodes never form a
    /// loop; the bound only keeps a broken one (a SwiftUI node given a node below it as its parent) from looping
    /// for ever.
    static let hopLimit = 100_000

    /// Triggers `event` at `head`: an origin, with a route of its own when something observes.
    static func trigger(_ event: any Event, from head: ResponderNode?) async -> EventOutcome {
        guard DispatchCore.isObserving else {
            return await self.event(event, from: head)
        }
        return await DispatchCore.origin(.event(event)) {
            await self.event(event, from: head)
        }
    }

    /// Reports `error` at `head`: an origin, with a route of its own when something observes.
    static func report(_ error: any Error, from head: ResponderNode?) async -> ErrorEvaluation {
        guard DispatchCore.isObserving else {
            return await self.error(error, from: head)
        }
        return await DispatchCore.origin(.error(error)) {
            await self.error(error, from: head)
        }
    }

    /// Dispatches `event` from `start` outwards.
    static func event(_ event: any Event, from start: ResponderNode?) async -> EventOutcome {
        var event = event
        var eventType: any Any.Type = type(of: event)
        var shape = ValueShape(of: eventType)
        var node = start
        var declared = false
        var lastAsked: PlacedResponder?
        var hops = 0
        if Task.isCancelled {
            return cancelled(event, lastAsked: nil)
        }
        while let current = node {
            node = current.parent
            hops += 1
            if hops > hopLimit { break }
            let responder = current.responder
            // Most nodes are skipped here, from plain fields: another kind, or a typed responder of another type.
            guard responder.role == .events, !responder.skips(eventType, shape: shape),
                case .event(let body) = responder.kind
            else { continue }
            let step: EventStep
            do {
                switch body {
                case .synchronous(let respond):
                    step = try respond(&event, shape)
                case .asynchronous(let respond):
                    step = try await respond(&event, shape)
                    // The task may have been cancelled while the responder waited: then nobody further out is asked.
                    if Task.isCancelled, step != .handled {
                        DispatchCore.record(responder.label.hop)
                        return cancelled(event, lastAsked: responder)
                    }
                case .declaration(let declaration):
                    declared = vet(event, crossing: declaration, declaredBelow: declared, kind: .undeclaredEvent)
                    continue
                }
            } catch {
                DispatchCore.record(responder.label.hop)
                let evaluation = await Self.error(error, from: current.parent)
                return EventOutcome(
                    resolution: .failed(evaluation),
                    event: event,
                    responder: responder.label,
                    error: error
                )
            }
            switch step {
            case .skipped:
                continue
            case .notHandled:
                break
            case .transformed:
                eventType = type(of: event)
                shape = ValueShape(of: eventType)
                declared = false
            case .handled:
                DispatchCore.record(responder.label.hop)
                return EventOutcome(resolution: .handled, event: event, responder: responder.label)
            }
            DispatchCore.record(responder.label.hop)
            lastAsked = responder
        }
        let reason = unhandledReason(afterHops: hops, next: node)
        DispatchCore.unhandled(.event(event), reason: reason, lastResponder: lastAsked?.label.name)
        return EventOutcome(resolution: .unhandled(reason), event: event, responder: lastAsked?.label)
    }

    /// The outcome of an event whose task was cancelled before a responder handled it.
    private static func cancelled(_ event: any Event, lastAsked: PlacedResponder?) -> EventOutcome {
        DispatchCore.markCancelled()
        return EventOutcome(resolution: .cancelled, event: event, responder: lastAsked?.label)
    }

    /// Dispatches `error` from `start` outwards and returns its evaluation, after the cancellation gate.
    static func error(_ error: any Error, from start: ResponderNode?) async -> ErrorEvaluation {
        var walk = ErrorWalk(start: start)
        let traced = DispatchCore.isObserving
        return await DispatchCore.pastGate(error) {
            await DispatchCore.walk(error, traced: traced, &walk)
        }
    }

    /// The walk of an error through a hierarchy: from a node outwards, skipping event responders and typed
    /// responders of other types. A responder's step says what its answer means: answered, not handled (the walk
    /// goes on), replaced by another error (the core checks it, and the walk goes on with it), or caught as an
    /// event (which walks on as an event).
    struct ErrorWalk: ResponderWalk {
        /// Where the walk starts; read on the first turn.
        let start: ResponderNode?

        /// Where the walk stands, once it has begun: `nil` until the first turn, which sets it up.
        var place: Place?

        /// The walk's state between turns.
        struct Place {
            var node: ResponderNode?
            var errorType: any Any.Type
            var shape: ValueShape
            var declared = false
            var lastAsked: PlacedResponder?
            var hops = 0
        }

        mutating func askNext(about error: any Error, traced: Bool) async -> WalkTurn {
            let errorType: any Any.Type = type(of: error)
            var place = self.place ?? Place(node: start, errorType: errorType, shape: ValueShape(of: errorType))
            defer { self.place = place }
            var replacement: (any Error)?
            while let current = place.node {
                place.node = current.parent
                place.hops += 1
                if place.hops > hopLimit { break }
                let responder = current.responder
                // Most nodes are skipped here, from plain fields: another kind, or a typed responder of another type.
                if responder.role == .events || responder.skips(place.errorType, shape: place.shape) { continue }
                if case .event = responder.kind { continue }
                if let replacement {
                    // This node is asked about the error that replaced the walk's: it passes the gate first.
                    place.node = current
                    place.hops -= 1
                    return .replaced(replacement)
                }
                let body: ErrorBody
                switch responder.kind {
                case .event:
                    continue
                case .answer(let action):
                    return .answered(await action.answerChecked(error))
                case .error(let errorBody):
                    body = errorBody
                }
                let step: ErrorStep
                do {
                    switch body {
                    case .synchronous(let respond):
                        step = try respond(error, place.shape)
                    case .asynchronous(let respond):
                        step = try await respond(error, place.shape)
                        if Task.isCancelled, case .notHandled = step {
                            if traced { DispatchCore.record(responder.label.hop) }
                            return .cancelled
                        }
                    case .declaration(let declaration):
                        place.declared = vet(
                            error, crossing: declaration, declaredBelow: place.declared, kind: .undeclaredError)
                        continue
                    }
                } catch let thrown {
                    // A responder that throws replaces the error, like a transform.
                    step = .transformed(thrown)
                }
                switch step {
                case .skipped:
                    continue
                case .notHandled:
                    break
                case .transformed(let transformed):
                    replacement = transformed
                    place.errorType = type(of: transformed)
                    place.shape = ValueShape(of: place.errorType)
                    place.declared = false
                case .answered(let evaluation):
                    if traced { DispatchCore.record(responder.label.hop) }
                    return .answered(evaluation)
                case .caught(let event):
                    if traced { DispatchCore.record(responder.label.hop) }
                    return .answered(await HierarchyDispatch.event(event, from: current.parent).evaluation)
                }
                if traced { DispatchCore.record(responder.label.hop) }
                place.lastAsked = responder
            }
            return .ended(
                WalkEnd(
                    replacement: replacement,
                    reason: unhandledReason(afterHops: place.hops, next: place.node),
                    lastResponder: .named(place.lastAsked?.label.name)
                )
            )
        }
    }

    /// Why a dispatch that visited `hops` nodes ended unhandled: the end of the chain, or a loop of nodes that only
    /// a broken hierarchy can have, named after `next`, the node on the loop the walk stopped before.
    private static func unhandledReason(afterHops hops: Int, next: ResponderNode?) -> UnhandledReason {
        guard hops > hopLimit, let next else { return .endOfChain }
        return .cycle(ResponderCycle(responders: [next.responder.label.name]))
    }

    /// Checks a value crossing a declaration, and returns whether it counts as declared from here outwards.
    ///
    /// A value listed by a declaration closer to its origin counts as declared by every declaration further out:
    /// nested declarations combine. Where checks are off (release builds), nothing is checked.
    private static func vet(
        _ value: Any,
        crossing declaration: Declaration,
        declaredBelow: Bool,
        kind: SafetyDiagnostic.Kind
    ) -> Bool {
        guard !declaredBelow, ResponderSafety.currentIsEnabled else {
            return declaredBelow
        }
        if declaration.lists(value) {
            return true
        }
        // A declaration whose level is `disabled` reports nothing, and declares nothing for those further out.
        declaration.diagnose(kind, typeName: ValueDescription.typeName(type(of: value)))
        return false
    }
}
