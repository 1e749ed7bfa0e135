import Foundation

/// What a ``ResponderPosition``'s responders are made of: two linked lists of immutable nodes, one for events and
/// one for errors, each running from the innermost responder outwards.
///
/// Applying a responder to a position adds one node in front of its list; the node keeps the head of the other
/// list at the parent position, which is where a thrown error (for an event responder) or a caught event (for an
/// error responder) continues. Every link points to a node that existed before the node holding it, so following
/// links always ends: no cycle can be built.

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
enum EventStep: Sendable {
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
enum ErrorStep: Sendable {
    /// A typed responder saw an error of another type; it was not asked.
    case skipped

    /// It was asked and passed the error on unchanged.
    case notHandled

    /// It replaced the error for everything further out.
    case transformed(any Error)

    /// It handled the error with this evaluation; propagation stops.
    case answered(ErrorEvaluation)

    /// It turned the error into this event, which continues in the event list at the responder's position.
    case caught(any Event)
}

/// An event node's work: a responder closure (called synchronously when it cannot wait, awaited only when it
/// can), or a declaration to check. Concrete rather than generic, so that a hop copies one pointer and needs no
/// generic metadata.
enum EventBody: Sendable {
    case synchronous(@MainActor (inout any Event, EventShape) throws -> EventStep)
    case asynchronous(@MainActor (inout any Event, EventShape) async throws -> EventStep)
    case declaration(Declaration)
}

/// What a dispatch learns about its event once (and again after a transform), so that typed responders can skip
/// an event of another type without a runtime cast.
///
/// A value of a struct or enum type can be cast (`is`) only to its own type unless one of the two types is a
/// class (subclassing, bridging), `Optional`, a collection (covariant casts) or `AnyHashable` (which wraps other
/// values). A *plain* type is none of those.
struct EventShape: Sendable {
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

/// An error node's work; see ``EventBody``.
enum ErrorBody: Sendable {
    case synchronous(@MainActor (any Error) throws -> ErrorStep)
    case asynchronous(@MainActor (any Error) async throws -> ErrorStep)
    case declaration(Declaration)
}

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

/// A `triggers` or `reports` declaration: the types it lists and the settings in force where it was made. A class,
/// so that a node's body stays one pointer wide.
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

/// A node of the event list.
final class EventNode: HierarchyListNode {
    let body: EventBody
    let label: ResponderLabel
    let registration: TypeRegistration?

    /// The next node outwards.
    let next: EventNode?

    /// The head of the other list at the parent position: where an error thrown by this responder goes.
    let errors: ErrorNode?

    var declaration: Declaration? {
        if case .declaration(let declaration) = body { declaration } else { nil }
    }

    init(body: EventBody, label: ResponderLabel, registration: TypeRegistration?, next: EventNode?, errors: ErrorNode?)
    {
        self.body = body
        self.label = label
        self.registration = registration
        self.next = next
        self.errors = errors
    }
}

/// A node of the error list.
final class ErrorNode: HierarchyListNode {
    let body: ErrorBody
    let label: ResponderLabel
    let registration: TypeRegistration?

    /// The next node outwards.
    let next: ErrorNode?

    /// The head of the other list at the parent position: where an event caught by this responder goes.
    let events: EventNode?

    var declaration: Declaration? {
        if case .declaration(let declaration) = body { declaration } else { nil }
    }

    init(body: ErrorBody, label: ResponderLabel, registration: TypeRegistration?, next: ErrorNode?, events: EventNode?)
    {
        self.body = body
        self.label = label
        self.registration = registration
        self.next = next
        self.events = events
    }
}

/// What the two node types share: a registration, and the next node outwards.
protocol HierarchyListNode: AnyObject, Sendable {
    var registration: TypeRegistration? { get }
    var next: Self? { get }
    var declaration: Declaration? { get }
}

extension HierarchyListNode {
    /// Whether a typed responder from this node outwards registers `type`.
    func hasResponder(for type: any Any.Type) -> Bool {
        var node: Self? = self
        while let current = node {
            if current.registration?.accepts(type) == true { return true }
            node = current.next
        }
        return false
    }
}
