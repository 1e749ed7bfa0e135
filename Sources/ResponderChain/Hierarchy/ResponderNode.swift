import Foundation

/// One responder of a hierarchy: what it does with the events or errors that reach it, and the node outwards of it.
///
/// A hierarchy is one chain of nodes for events and errors alike, running from the innermost responder outwards.
/// An event is offered to the event responders along it, an error to the error responders and to the actions
/// (`\.respondToError` levels); each skips the nodes of the other kind. An event responder that throws sends the
/// error on from its own node's parent, and a `catchError` sends its event on the same way, so that errors and
/// events meet at a position.
///
/// A SwiftUI modifier keeps its node in `@State`, made once, and on each render gives it the closure of that
/// render and the node above it (``update(_:label:registration:parent:)``): the environment value below stays
/// the same object, which SwiftUI compares equal, while a dispatch always runs the latest closures. Positions
/// built without SwiftUI make a node per responder and never change it.
@MainActor
@usableFromInline
package final class ResponderNode {
    /// What a node does.
    package enum Kind {
        /// An event responder, or a `triggers` declaration.
        case event(EventBody)
        /// An error responder, or a `reports` declaration.
        case error(ErrorBody)
        /// An action, which answers every error that reaches it: a `\.respondToError` level.
        case answer(RespondToErrorAction)
    }

    package private(set) var kind: Kind
    package private(set) var label: ResponderLabel
    package private(set) var registration: TypeRegistration?

    /// The next node outwards. Held strongly: a node only ever points outwards, to nodes that exist as long as the
    /// part of the hierarchy above it.
    package private(set) var parent: ResponderNode?

    /// For a node made by writing an action into the environment (`\.respondToError`): the action and the node it
    /// was written above. Such a node never changes, and is at the same place as another made from an equal action
    /// above the same place, so that writing an equal action again changes nothing below.
    nonisolated let written: (action: RespondToErrorAction, above: ResponderNode?)?

    package nonisolated init(
        _ kind: Kind,
        label: ResponderLabel,
        registration: TypeRegistration? = nil,
        parent: ResponderNode?
    ) {
        self.kind = kind
        self.label = label
        self.registration = registration
        self.parent = parent
        self.written = nil
    }

    /// A node that answers with an action written into the environment above `parent`.
    nonisolated init(written action: RespondToErrorAction, label: ResponderLabel, parent: ResponderNode?) {
        self.kind = .answer(action)
        self.label = label
        self.registration = nil
        self.parent = parent
        self.written = (action, parent)
    }

    /// A node for an adapter to keep before it knows its responder: it passes every value by until its first
    /// ``update(_:label:registration:parent:)``.
    package nonisolated static func unplaced(label: ResponderLabel) -> ResponderNode {
        ResponderNode(.event(.synchronous { _, _ in .skipped }), label: label, parent: nil)
    }

    /// Gives the node the responder of the latest render and the node now above it.
    package func update(
        _ kind: Kind,
        label: ResponderLabel,
        registration: TypeRegistration?,
        parent: ResponderNode?
    ) {
        self.kind = kind
        self.label = label
        self.registration = registration
        self.parent = parent
    }

    /// Whether a dispatch from `lhs` and one from `rhs` reach the same responders: the same node, or two nodes
    /// written from equal actions at the same place.
    nonisolated static func isSamePlace(_ lhs: ResponderNode?, _ rhs: ResponderNode?) -> Bool {
        if lhs === rhs { return true }
        guard let left = lhs?.written, let right = rhs?.written else { return false }
        return left.action == right.action && isSamePlace(left.above, right.above)
    }

    /// The declaration this node makes, if it is one.
    var declaration: Declaration? {
        switch kind {
        case .event(.declaration(let declaration)), .error(.declaration(let declaration)): declaration
        default: nil
        }
    }

    var isEventNode: Bool {
        if case .event = kind { true } else { false }
    }

    var isErrorNode: Bool {
        if case .event = kind { false } else { true }
    }

    /// Whether a typed responder of the same kind as this node, from its parent outwards, registers `type`.
    func hasResponderAbove(for type: any Any.Type) -> Bool {
        let events = isEventNode
        var node = parent
        var hops = 0
        while let current = node, hops < HierarchyDispatch.hopLimit {
            if current.isEventNode == events, current.registration?.accepts(type) == true { return true }
            node = current.parent
            hops += 1
        }
        return false
    }
}

/// A responder's name and where it was applied, turned into a ``ResponderHop`` only when a route records it.
package struct ResponderLabel: Sendable {
    let givenName: String?
    let fileID: StaticString
    let filePath: StaticString?
    let line: UInt

    package init(name: String?, fileID: StaticString, filePath: StaticString? = nil, line: UInt) {
        self.givenName = name
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
    }

    var hop: ResponderHop {
        ResponderHop(name: name, kind: .hierarchy)
    }

    /// The name given, or where the responder was applied, as `#fileID` and line (`MyApp/FeedView.swift:12`).
    var name: String {
        givenName ?? "\(fileID):\(line)"
    }

    /// Where the responder was applied, for a ``SafetyDiagnostic``.
    var site: SafetyDiagnostic.Site {
        SafetyDiagnostic.Site(fileID: fileID, filePath: filePath ?? fileID, line: line)
    }
}

/// What an event responder did with an event. Payload-free, so that returning it copies one byte; a transform
/// writes its result into the event it was passed `inout`.
package enum EventStep: Sendable {
    /// A typed responder saw an event of another type; it was not asked.
    case skipped

    /// It was asked and passed the event on unchanged.
    case notHandled

    /// It replaced the event for everything further out.
    case transformed

    /// It handled the event; propagation stops.
    case handled
}

/// What an error responder did with an error.
package enum ErrorStep: Sendable {
    /// A typed responder saw an error of another type; it was not asked.
    case skipped

    /// It was asked and passed the error on unchanged.
    case notHandled

    /// It replaced the error for everything further out.
    case transformed(any Error)

    /// It handled the error with this evaluation; propagation stops.
    case answered(ErrorEvaluation)

    /// It turned the error into this event, which continues outwards from the responder's parent.
    case caught(any Event)
}

/// An event node's work: a responder closure, or a declaration to check.
///
/// An `async` responder may come with a filter that decides without waiting whether it is asked at all: a typed
/// responder skips an event of another type without an `await`.
package enum EventBody {
    case synchronous(@MainActor (inout any Event, EventShape) throws -> EventStep)
    case asynchronous(
        filter: (@MainActor (any Event, EventShape) -> Bool)?,
        respond: @MainActor (inout any Event) async throws -> EventStep
    )
    case declaration(Declaration)
}

/// An error node's work; see ``EventBody``.
package enum ErrorBody {
    case synchronous(@MainActor (any Error) throws -> ErrorStep)
    case asynchronous(
        filter: (@MainActor (any Error) -> Bool)?, respond: @MainActor (any Error) async throws -> ErrorStep)
    case declaration(Declaration)
}

extension EventBody {
    /// A responder asked for every event.
    static func any(_ respond: @escaping @MainActor (inout any Event) async throws -> EventStep) -> EventBody {
        .asynchronous(filter: nil, respond: respond)
    }

    /// A responder asked only for events of type `Typed`, with the answer of `is` but mostly without its cost.
    static func typed<Typed: Event>(
        _: Typed.Type,
        _ respond: @escaping @MainActor (Typed, inout any Event) async throws -> EventStep
    ) -> EventBody {
        let check = EventTypeCheck<Typed>()
        // A check, then `as!`: `as?` to a generic type looks up `Optional<Typed>`'s metadata on every call, which
        // costs more than both.
        return .asynchronous(
            filter: { check.matches($0, shape: $1) },
            respond: { event in try await respond(event as! Typed, &event) }
        )
    }
}

extension ErrorBody {
    /// A responder asked for every error.
    static func any(_ respond: @escaping @MainActor (any Error) async throws -> ErrorStep) -> ErrorBody {
        .asynchronous(filter: nil, respond: respond)
    }

    /// A responder asked only for errors of type `Typed`, as `is` decides.
    static func typed<Typed: Error>(
        _: Typed.Type,
        _ respond: @escaping @MainActor (Typed) async throws -> ErrorStep
    ) -> ErrorBody {
        .asynchronous(filter: { $0 is Typed }, respond: { try await respond($0 as! Typed) })
    }
}

/// Whether an event is of type `Typed`, with the answer of `is` but mostly without its cost.
///
/// Events of exactly `Typed` match after one pointer comparison. Between two plain types (see ``EventShape``) no
/// cast can succeed, so an event of another plain type is skipped without one. Everything else (classes,
/// optionals, collections, `AnyHashable`) gets the runtime's `is`.
struct EventTypeCheck<Typed: Event>: Sendable {
    private let typedIsPlain = EventShape.isPlain(Typed.self)

    func matches(_ event: any Event, shape: EventShape) -> Bool {
        if type(of: event) == Typed.self { return true }
        if typedIsPlain && shape.isPlain { return false }
        return event is Typed
    }
}

extension ReceiveEventResult {
    var step: EventStep {
        switch self {
        case .handled: .handled
        case .notHandled: .notHandled
        }
    }
}

/// What a dispatch learns about its event once (and again after a transform), so that typed responders can skip
/// an event of another type without a runtime cast.
///
/// A value of a struct or enum type can be cast (`is`) only to its own type unless one of the two types is a
/// class (subclassing, bridging), `Optional`, a collection (covariant casts) or `AnyHashable` (which wraps other
/// values). A *plain* type is none of those.
package struct EventShape: Sendable {
    /// Whether the event's dynamic type is plain: a cast to another plain type cannot succeed.
    let isPlain: Bool

    init(of event: any Event) {
        isPlain = Self.isPlain(type(of: event))
    }

    static func isPlain(_ type: any Any.Type) -> Bool {
        !(type is AnyClass) && !(type is any CastsAcrossTypes.Type)
    }
}

/// The standard library types that a cast can reach from values of other types.
protocol CastsAcrossTypes {}
extension Optional: CastsAcrossTypes {}
extension Array: CastsAcrossTypes {}
extension ContiguousArray: CastsAcrossTypes {}
extension Set: CastsAcrossTypes {}
extension Dictionary: CastsAcrossTypes {}
extension AnyHashable: CastsAcrossTypes {}

/// A type that a typed responder registers, for the explicit-responder check: it accepts a declared type when
/// values of the declared type are values of the registered type (`is`, so subclasses count).
package struct TypeRegistration: Sendable {
    let accepts: @Sendable (any Any.Type) -> Bool

    static func type<Registered>(_: Registered.Type) -> TypeRegistration {
        // `any Error` is the one existential a typed responder can name (it conforms to `Error`); every error type
        // is one of its values, which a metatype cast to `(any Error).Type` would not say.
        if Registered.self == (any Error).self {
            return TypeRegistration { $0 is any Error.Type }
        }
        #if canImport(ObjectiveC)
            // With Objective-C interop, every Swift error is an `NSError` to `is`.
            if Registered.self == NSError.self {
                return TypeRegistration { $0 is any Error.Type }
            }
        #endif
        return TypeRegistration { $0 is Registered.Type }
    }
}

/// A `triggers` or `reports` declaration: the types it lists and the settings in force where it was made.
package final class Declaration: Sendable {
    /// One listed type: its name, and whether a value is of it.
    struct ListedType: Sendable {
        let name: String
        let metatype: any Any.Type
        let contains: @Sendable (Any) -> Bool

        static func of<Listed>(_: Listed.Type) -> ListedType {
            ListedType(name: ValueDescription.typeName(Listed.self), metatype: Listed.self) { $0 is Listed }
        }
    }

    let types: [ListedType]
    let level: ResponderSafetyLevel
    let label: ResponderLabel

    init(types: [ListedType], level: ResponderSafetyLevel, label: ResponderLabel) {
        self.types = types
        self.level = level
        self.label = label
    }

    var typeNames: [String] {
        types.map(\.name)
    }

    /// Whether `value` is of a listed type.
    func lists(_ value: Any) -> Bool {
        types.contains { $0.contains(value) }
    }

    /// Whether this declaration's checks run here: its level is not `disabled`, and checks are enabled.
    var isChecked: Bool {
        level != .disabled && ResponderSafety.isEnabledHere
    }

    /// Reports a diagnostic of `kind` about `typeName`, if this declaration's checks run.
    func diagnose(_ kind: SafetyDiagnostic.Kind, typeName: String) {
        guard isChecked else { return }
        ResponderSafety.report(
            SafetyDiagnostic(
                kind: kind,
                typeName: typeName,
                declaredTypes: typeNames,
                level: level,
                site: label.site
            )
        )
    }
}
