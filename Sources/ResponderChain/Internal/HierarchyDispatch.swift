/// The dispatch of events and errors along the node lists of a ``ResponderPosition``.
///
/// Each dispatch is one loop on the caller's task: no task is created, a synchronous responder is called without
/// an await, and nothing is allocated per hop. A crossing (a thrown error, a caught event) is one nested call,
/// and it always moves outwards, so the dispatch ends.
@MainActor
enum HierarchyDispatch {
    /// Dispatches `event` from `start` outwards.
    ///
    /// - Parameters:
    ///   - event: the event.
    ///   - start: the innermost event node to ask.
    ///   - outer: where errors go past the last error node, or `nil` for the unhandled terminal.
    static func event(_ event: any Event, from start: EventNode?, outer: RespondToErrorAction?) async -> EventOutcome {
        var event = event
        var shape = EventShape(of: event)
        var node = start
        var declared = false
        var lastAsked: ResponderLabel?
        if Task.isCancelled {
            return cancelled(event, lastAsked: nil)
        }
        while let current = node {
            node = current.next
            let step: EventStep
            do {
                switch current.body {
                case .synchronous(let respond):
                    step = try respond(&event, shape)
                case .asynchronous(let respond):
                    step = try await respond(&event, shape)
                    // The task may have been cancelled while the responder waited: then nobody further out is asked.
                    if Task.isCancelled, step != .handled {
                        guard step != .skipped else { return cancelled(event, lastAsked: lastAsked) }
                        DispatchRecord.active?.append(current.label.hop)
                        return cancelled(event, lastAsked: current.label)
                    }
                case .declaration(let declaration):
                    declared = vet(event, crossing: declaration, declaredBelow: declared, kind: .undeclaredEvent)
                    continue
                }
            } catch {
                DispatchRecord.active?.append(current.label.hop)
                let evaluation = await Self.error(error, from: current.errors, outer: outer)
                return EventOutcome(
                    resolution: .failed(evaluation),
                    event: event,
                    responder: current.label,
                    error: error
                )
            }
            switch step {
            case .skipped:
                continue
            case .notHandled:
                break
            case .transformed:
                shape = EventShape(of: event)
                declared = false
            case .handled:
                DispatchRecord.active?.append(current.label.hop)
                return EventOutcome(resolution: .handled, event: event, responder: current.label)
            }
            DispatchRecord.active?.append(current.label.hop)
            lastAsked = current.label
        }
        UnhandledTerminal.report(
            UnhandledReport(value: .event(event), reason: .endOfChain, lastResponder: lastAsked?.name)
        )
        return EventOutcome(resolution: .unhandled(.endOfChain), event: event, responder: lastAsked)
    }

    /// The outcome of an event whose task was cancelled before a responder handled it.
    private static func cancelled(_ event: any Event, lastAsked: ResponderLabel?) -> EventOutcome {
        if DispatchRecord.isObserving {
            DispatchRecord.markCancelled()
        }
        return EventOutcome(resolution: .cancelled, event: event, responder: lastAsked)
    }

    /// Dispatches `error` from `start` outwards and returns its evaluation.
    ///
    /// - Parameters:
    ///   - error: the error.
    ///   - start: the innermost error node to ask.
    ///   - outer: where the error goes past the last node, or `nil` for the unhandled terminal.
    static func error(_ error: any Error, from start: ErrorNode?, outer: RespondToErrorAction?) async -> ErrorEvaluation
    {
        var error = error
        var node = start
        var declared = false
        var lastAsked: ResponderLabel?
        if let early = CancellationGate.earlyEvaluation(for: error) {
            return early
        }
        while let current = node {
            node = current.next
            let step: ErrorStep
            do {
                switch current.body {
                case .synchronous(let respond):
                    step = try respond(error)
                case .asynchronous(let respond):
                    step = try await respond(error)
                case .declaration(let declaration):
                    declared = vet(error, crossing: declaration, declaredBelow: declared, kind: .undeclaredError)
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
                if Task.isCancelled, case .asynchronous = current.body {
                    DispatchRecord.active?.append(current.label.hop)
                    return CancellationGate.earlyEvaluation(for: error) ?? .cancel
                }
            case .transformed(let transformed):
                error = transformed
                declared = false
                // A cancellation thrown or returned, or a task cancelled while the responder waited.
                if let early = CancellationGate.earlyEvaluation(for: error) {
                    DispatchRecord.active?.append(current.label.hop)
                    return early
                }
            case .answered(let evaluation):
                DispatchRecord.active?.append(current.label.hop)
                return evaluation
            case .caught(let event):
                DispatchRecord.active?.append(current.label.hop)
                return await Self.event(event, from: current.events, outer: outer).evaluation
            }
            DispatchRecord.active?.append(current.label.hop)
            lastAsked = current.label
        }
        if let outer {
            return await outer(error)
        }
        return UnhandledTerminal.report(error, reason: .endOfChain, lastResponder: lastAsked?.name)
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
        guard !declaredBelow, ResponderSafety.isEnabledHere else {
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
