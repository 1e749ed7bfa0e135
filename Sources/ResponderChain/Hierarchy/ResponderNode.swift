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
package final class ResponderNode {
    /// What a node does.
    enum Kind {
        /// An event responder, or a `triggers` declaration.
        case event(EventBody)
        /// An error responder, or a `reports` declaration.
        case error(ErrorBody)
        /// An action, which answers every error that reaches it: a `\.respondToError` level.
        case answer(RespondToErrorAction)
    }

    /// What the node does, as of the latest render: an immutable value that an update replaces whole, so that a
    /// dispatch reads one reference per node, and decides to skip it from plain fields without touching a closure.
    private(set) var responder: PlacedResponder

    /// The next node outwards. Held strongly: a node only ever points outwards, to nodes that exist as long as the
    /// part of the hierarchy above it.
    package private(set) var parent: ResponderNode?

    /// For a node made by writing an action into the environment (`\.respondToError`): the action and the node it
    /// was written above. Such a node never changes, and is at the same place as another made from an equal action
    /// above the same place, so that writing an equal action again changes nothing below.
    nonisolated let written: (action: RespondToErrorAction, above: ResponderNode?)?

    package nonisolated init(_ definition: ResponderDefinition, label: ResponderLabel, parent: ResponderNode?) {
        self.responder = PlacedResponder(definition, label: label)
        self.parent = parent
        self.written = nil
    }

    /// A node that answers with an action written into the environment above `parent`.
    nonisolated init(written action: RespondToErrorAction, label: ResponderLabel, parent: ResponderNode?) {
        self.responder = PlacedResponder(.answer(action), label: label)
        self.parent = parent
        self.written = (action, parent)
    }

    /// A node for an adapter to keep before it knows its responder: it passes every value by until its first
    /// ``update(_:label:parent:)``.
    package nonisolated static func unplaced(label: ResponderLabel) -> ResponderNode {
        ResponderNode(ResponderDefinition(.event(.synchronous { _, _ in .skipped })), label: label, parent: nil)
    }

    /// Gives the node the responder of the latest render and the node now above it.
    package func update(_ definition: ResponderDefinition, label: ResponderLabel, parent: ResponderNode?) {
        self.responder = PlacedResponder(definition, label: label)
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
        switch responder.kind {
        case .event(.declaration(let declaration)), .error(.declaration(let declaration)): declaration
        default: nil
        }
    }

    var isEventNode: Bool {
        responder.role == .events
    }

    /// Whether a typed responder of the same kind as this node, from its parent outwards, registers `type`.
    func hasResponderAbove(for type: any Any.Type) -> Bool {
        let events = isEventNode
        var node = parent
        var hops = 0
        while let current = node, hops < HierarchyDispatch.hopLimit {
            if current.isEventNode == events, current.responder.registration?.accepts(type) == true { return true }
            node = current.parent
            hops += 1
        }
        return false
    }
}

/// What a node does: its responder, the label routes show for it, the type it registers for the safety checks, and
/// what a dispatch needs to skip it without calling it.
final class PlacedResponder: Sendable {
    /// Which values a node is asked about.
    enum Role {
        /// Events (an event responder or a `triggers` declaration).
        case events
        /// Errors (an error responder or a `reports` declaration).
        case errors
        /// Errors, every one of which it answers: an action.
        case answer
    }

    let role: Role
    let kind: ResponderNode.Kind
    let label: ResponderLabel
    let registration: TypeRegistration?

    /// For a responder typed with a plain type (see ``ValueShape``): that type. A value of another plain type is
    /// skipped without calling the responder.
    let plainType: ObjectIdentifier?

    init(_ definition: ResponderDefinition, label: ResponderLabel) {
        switch definition.kind {
        case .event: role = .events
        case .error: role = .errors
        case .answer: role = .answer
        }
        kind = definition.kind
        self.label = label
        registration = definition.registration
        plainType = definition.typed.flatMap { ValueShape.isPlain($0) ? ObjectIdentifier($0) : nil }
    }

    /// Whether the responder is typed and skips, without being asked, a value of dynamic type `valueType` and `shape`.
    func skips(_ valueType: any Any.Type, shape: ValueShape) -> Bool {
        guard let plainType, shape.isPlain else { return false }
        return plainType != ObjectIdentifier(valueType)
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
    var site: CallSite {
        CallSite(fileID: fileID, filePath: filePath ?? fileID, line: line)
    }
}

/// What an event responder did with an event. Payload-free, so that returning it copies one byte; a transform
/// writes its result into the event it was passed `inout`.
enum EventStep: Sendable {
    /// A typed responder saw an event of another type; it was not asked.
    case skipped

    /// It was asked and passed the event on unchanged.
    case notHandled

    /// It replaced the event for everything further out.
    case transformed

    /// It handled the event; the dispatch stops.
    case handled
}

/// What an error responder did with an error.
enum ErrorStep: Sendable {
    /// A typed responder saw an error of another type; it was not asked.
    case skipped

    /// It was asked and passed the error on unchanged.
    case notHandled

    /// It replaced the error for everything further out.
    case transformed(any Error)

    /// It answered the error with this evaluation; the dispatch stops.
    case answered(ErrorEvaluation)

    /// It turned the error into this event, which continues outwards from the responder's parent.
    case caught(any Event)
}

/// An event node's work: a responder closure (called synchronously when it decides at once, awaited only when it
/// may wait), or a declaration to check. A typed closure checks the event's type itself and answers
/// ``EventStep/skipped`` for another type; the dispatch skips most of those without calling it (see
/// ``PlacedResponder/skips(_:shape:)``).
enum EventBody {
    case synchronous(@MainActor (inout any Event, ValueShape) throws -> EventStep)
    case asynchronous(@MainActor (inout any Event, ValueShape) async throws -> EventStep)
    case declaration(Declaration)
}

/// An error node's work; see ``EventBody``.
enum ErrorBody {
    case synchronous(@MainActor (any Error, ValueShape) throws -> ErrorStep)
    case asynchronous(@MainActor (any Error, ValueShape) async throws -> ErrorStep)
    case declaration(Declaration)
}

/// What a dispatch learns about its value once (and again after a transform), so that typed responders can skip
/// a value of another type without a runtime cast.
///
/// A value of a struct or enum type can be cast (`is`) only to its own type unless one of the two types is a
/// class (subclassing, bridging), `Optional`, a collection (covariant casts), `AnyHashable` (which wraps other
/// values) or an existential (`any Error`, of which every error is a value). A *plain* type is none of those.
struct ValueShape: Sendable {
    /// Whether the value's dynamic type is plain: a cast to another plain type cannot succeed.
    let isPlain: Bool

    init(of valueType: any Any.Type) {
        isPlain = Self.isPlain(valueType)
    }

    static func isPlain(_ type: any Any.Type) -> Bool {
        !(type is AnyClass) && !(type is any CastsAcrossTypes.Type) && type != (any Error).self
    }
}

/// Whether a value is of type `Typed`, with the answer of `is` but mostly without its cost.
///
/// Values of exactly `Typed` match after one pointer comparison. Between two plain types (see ``ValueShape``) no
/// cast can succeed, so a value of another plain type is skipped without one. Everything else gets the runtime's
/// `is`.
struct TypeCheck<Typed>: Sendable {
    private let typedIsPlain = ValueShape.isPlain(Typed.self)

    func matches(_ event: any Event, shape: ValueShape) -> Bool {
        if type(of: event) == Typed.self { return true }
        if typedIsPlain && shape.isPlain { return false }
        return event is Typed
    }

    func matches(_ error: any Error, shape: ValueShape) -> Bool {
        if type(of: error) == Typed.self { return true }
        if typedIsPlain && shape.isPlain { return false }
        return error is Typed
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
struct TypeRegistration: Sendable {
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
final class Declaration: Sendable {
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
        level != .disabled && ResponderSafety.currentIsEnabled
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
