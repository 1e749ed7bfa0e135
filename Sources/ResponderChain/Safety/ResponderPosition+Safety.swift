@MainActor
extension ResponderPosition {
    /// The position with `level` for the safety checks of every declaration made below it.
    ///
    /// - Parameter level: how strictly to check.
    /// - Returns: the position below the setting.
    package func responderSafetyLevel(_ level: ResponderSafetyLevel) -> ResponderPosition {
        var child = self
        child.safety.level = level
        return child
    }

    /// The position where declarations made below it do, or do not, require a typed responder above them for
    /// each type they list. Required by default.
    ///
    /// - Parameter required: whether each declared type needs a typed responder above the declaration.
    /// - Returns: the position below the setting.
    package func requireExplicitResponders(_ required: Bool = true) -> ResponderPosition {
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
    package func triggers(
        _ types: any Event.Type...,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line
    ) -> ResponderPosition {
        let child = declaringEvents(
            types, label: ResponderLabel(name: nil, fileID: fileID, filePath: filePath, line: line))
        child.checkDeclaration()
        return child
    }

    /// Declares the errors that come out of this position; the counterpart of
    /// ``triggers(_:fileID:filePath:line:)`` for errors.
    ///
    /// Typed `receiveError`, `handleError`, `transformError` and `catchError` responders above the declaration,
    /// and `handleAlertErrors` for ``AlertableError`` types, count as responders.
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
    package func reports(
        _ types: any Error.Type...,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line
    ) -> ResponderPosition {
        let child = declaringErrors(
            types, label: ResponderLabel(name: nil, fileID: fileID, filePath: filePath, line: line))
        child.checkDeclaration()
        return child
    }

    /// A `triggers` declaration of `types` made here, with this position's safety level.
    package func eventDeclaration(_ types: [any Event.Type], label: ResponderLabel) -> ResponderDefinition {
        ResponderDefinition(
            .event(.declaration(Declaration(types: types.map { .of($0) }, level: safety.level, label: label))))
    }

    /// A `reports` declaration of `types` made here, with this position's safety level.
    package func errorDeclaration(_ types: [any Error.Type], label: ResponderLabel) -> ResponderDefinition {
        ResponderDefinition(
            .error(.declaration(Declaration(types: types.map { .of($0) }, level: safety.level, label: label))))
    }

    /// The position below a `triggers` declaration, without checking for responders: for adapters that check
    /// when a view appears rather than each time it is built.
    func declaringEvents(_ types: [any Event.Type], label: ResponderLabel) -> ResponderPosition {
        adding(eventDeclaration(types, label: label), label: label)
    }

    /// The position below a `reports` declaration, without checking for responders.
    func declaringErrors(_ types: [any Error.Type], label: ResponderLabel) -> ResponderPosition {
        adding(errorDeclaration(types, label: label), label: label)
    }

    /// Reports every type listed by the declaration at the head of this position that has no typed responder of
    /// its kind above it, when explicit responders are required and checks run.
    package func checkDeclaration() {
        guard safety.requiresExplicitResponders, let head, let declaration = head.declaration, declaration.isChecked
        else { return }
        let missing: SafetyDiagnostic.Kind = head.isEventNode ? .missingEventResponder : .missingErrorResponder
        for listed in declaration.types where !head.hasResponderAbove(for: listed.metatype) {
            declaration.diagnose(missing, typeName: listed.name)
        }
    }
}
