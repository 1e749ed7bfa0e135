@MainActor
extension ResponderHop {
    /// The hop for a responder object: its ``NamedResponder/responderName`` or else its type name.
    static func responder(_ object: AnyObject) -> ResponderHop {
        ResponderHop(name: responderName(of: object), kind: .responder)
    }

    /// The name a route or report uses for `object`.
    static func responderName(of object: AnyObject) -> String {
        (object as? any NamedResponder)?.responderName ?? ValueDescription.typeName(of: object)
    }
}
