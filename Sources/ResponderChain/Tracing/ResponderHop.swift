/// One responder that a dispatch asked, as a ``DispatchRoute`` lists it.
public struct ResponderHop: Hashable, Sendable, CustomStringConvertible {
    /// What kind of responder was asked.
    ///
    /// It can gain cases: a `switch` over it outside this package needs an `@unknown default`.
    #if hasAttribute(nonexhaustive)
        @nonexhaustive
    #endif
    public enum Kind: Hashable, Sendable {
        /// An object conforming to ``ErrorResponder`` (``ErrorResponderChain`` included).
        case responder

        /// A closure connected to an ``ErrorResponderChain`` with `connect(_:)`.
        case connection

        /// A ``RespondToErrorAction``.
        case action

        /// The rule of an ``ErrorHandler`` that decided, or its ``ErrorHandler/onNoMatch(_:)`` action.
        case rule

        /// A responder of a view hierarchy (a modifier of the SwiftUI adapter), or a subscriber of an ``EventPublisher``.
        case hierarchy
    }

    /// The responder's name: its ``NamedResponder/responderName``, its type name, a connection's or an action's
    /// name, or where an unnamed action was created (`File.swift:12`).
    public let name: String

    /// What kind of responder it is.
    public let kind: Kind

    /// Creates a hop.
    ///
    /// - Parameters:
    ///   - name: the responder's name.
    ///   - kind: what kind of responder it is.
    package init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// The name.
    public var description: String { name }
}
