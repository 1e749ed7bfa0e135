/// The safety settings a position passes down, as SwiftUI passes environment values.
struct SafetySettings: Sendable {
    var level = ResponderSafetyLevel.default
    var requiresExplicitResponders = true
}

extension ResponderPosition {
    /// The position with `level` for the safety checks of every declaration made below it.
    ///
    /// - Parameter level: how strictly to check.
    /// - Returns: the position below the setting.
    public func responderSafetyLevel(_ level: ResponderSafetyLevel) -> ResponderPosition {
        var child = self
        child.safety.level = level
        return child
    }

    /// The position where declarations made below it do, or do not, require a typed responder above them for
    /// each type they list. Required by default.
    ///
    /// - Parameter required: whether each declared type needs a typed responder above the declaration.
    /// - Returns: the position below the setting.
    public func requireExplicitResponders(_ required: Bool = true) -> ResponderPosition {
        var child = self
        child.safety.requiresExplicitResponders = required
        return child
    }

    /// Declares the events that come out of this position: its API, in HierarchyResponder's words.
    ///
    /// While ``ResponderSafety/isEnabled`` (debug builds, by default) and the safety level is not
    /// ``ResponderSafetyLevel/disabled``:
    /// - when explicit responders are required, each listed type without a typed event responder above the
    ///   declaration is reported now as ``SafetyDiagnostic/Kind/missingEventResponder``;
    /// - an event that crosses the declaration is reported as ``SafetyDiagnostic/Kind/undeclaredEvent`` unless it
    ///   is of a listed type (`is`, so subclasses count) or a declaration closer to its origin listed it: nested
    ///   declarations combine.
    ///
    /// Every finding carries this call's file and line. Nothing is checked in release builds.
    ///
    /// ```swift
    /// let feed = screen.triggers(ShowPostEvent.self, ShowProfileEvent.self)
    /// ```
    ///
    /// - Parameters:
    ///   - types: the event types that may come out.
    ///   - fileID: where the declaration is made; filled in for you.
    ///   - filePath: the declaration's full path; filled in for you.
    ///   - line: the line of the declaration; filled in for you.
    /// - Returns: the position below the declaration.
    public func triggers(
        _ types: any Event.Type...,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line
    ) -> ResponderPosition {
        let child = declaringEvents(
            types, label: ResponderLabel(name: nil, fileID: fileID, filePath: filePath, line: line))
        child.checkEventDeclaration()
        return child
    }

    /// Declares the errors that come out of this position; the counterpart of
    /// ``triggers(_:fileID:filePath:line:)`` for errors.
    ///
    /// Typed `receiveError`, `handleError`, `transformError` and `catchError` responders above the declaration,
    /// and ``handleAlertErrors(queue:text:name:fileID:line:)`` for ``AlertableError`` types, count as responders.
    ///
    /// ```swift
    /// let feed = screen.reports(AuthenticationError.self)
    /// ```
    ///
    /// - Parameters:
    ///   - types: the error types that may come out.
    ///   - fileID: where the declaration is made; filled in for you.
    ///   - filePath: the declaration's full path; filled in for you.
    ///   - line: the line of the declaration; filled in for you.
    /// - Returns: the position below the declaration.
    public func reports(
        _ types: any Error.Type...,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line
    ) -> ResponderPosition {
        let child = declaringErrors(
            types, label: ResponderLabel(name: nil, fileID: fileID, filePath: filePath, line: line))
        child.checkErrorDeclaration()
        return child
    }

    /// The position below a `triggers` declaration, without checking for responders: for adapters that check
    /// when a view appears rather than each time it is built.
    package func declaringEvents(_ types: [any Event.Type], label: ResponderLabel) -> ResponderPosition {
        let declaration = Declaration(types: types.map { .of($0) }, level: safety.level, label: label)
        var child = self
        child.events = EventNode(
            body: .declaration(declaration),
            label: label,
            registration: nil,
            next: events,
            errors: errors
        )
        return child
    }

    /// The position below a `reports` declaration, without checking for responders.
    package func declaringErrors(_ types: [any Error.Type], label: ResponderLabel) -> ResponderPosition {
        let declaration = Declaration(types: types.map { .of($0) }, level: safety.level, label: label)
        var child = self
        child.errors = ErrorNode(
            body: .declaration(declaration),
            label: label,
            registration: nil,
            next: errors,
            events: events
        )
        return child
    }

    /// Reports every type listed by the `triggers` declaration made last at this position that has no typed
    /// event responder above it, when explicit responders are required and checks run.
    package func checkEventDeclaration() {
        checkDeclaration(at: events, missing: .missingEventResponder)
    }

    /// Reports every type listed by the `reports` declaration made last at this position that has no typed
    /// error responder above it, when explicit responders are required and checks run.
    package func checkErrorDeclaration() {
        checkDeclaration(at: errors, missing: .missingErrorResponder)
    }

    private func checkDeclaration<Node: HierarchyListNode>(at head: Node?, missing kind: SafetyDiagnostic.Kind) {
        guard safety.requiresExplicitResponders, let head, let declaration = head.declaration, declaration.isChecked
        else { return }
        for listed in declaration.types where head.next?.hasResponder(for: listed.metatype) != true {
            declaration.diagnose(kind, typeName: listed.name)
        }
    }
}
