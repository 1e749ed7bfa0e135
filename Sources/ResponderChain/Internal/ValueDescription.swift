/// Short, readable descriptions of dispatched values and responders for reports and routes.
enum ValueDescription {
    /// `MyError.rootError` for an enum case, `Point(x: 1)` for a struct, the object's own description for a
    /// class instance; types are named without their module or enclosing context.
    static func of(_ value: Any) -> String {
        let described = String(describing: value)
        let valueType = type(of: value)
        if valueType is AnyClass {
            return described
        }
        let typeName = String(describing: valueType)
        return described.hasPrefix(typeName) ? described : "\(typeName).\(described)"
    }

    /// The unqualified type name of a responder, such as `HomeTabViewController`.
    static func typeName(of object: AnyObject) -> String {
        String(describing: type(of: object))
    }

    /// The unqualified name of a type, such as `NetworkError` or `any RetryableError`.
    static func typeName(_ type: Any.Type) -> String {
        String(describing: type)
    }
}
