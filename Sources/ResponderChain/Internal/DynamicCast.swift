/// `value as? T`, spelled generically: with Foundation on Linux the compiler wrongly warns that a cast from an
/// error to `any Equatable` or `any Hashable` always succeeds, although at run time it succeeds only for errors
/// that conform.
func dynamicCast<T>(_ value: Any, to type: T.Type) -> T? {
    value as? T
}

/// Whether `lhs`, an `Equatable` error, is `==` to `rhs`.
func areEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
    guard let lhs = dynamicCast(lhs, to: (any Equatable).self) else { return false }
    return lhs.isEqual(toError: rhs)
}

extension Equatable {
    /// `self == other` when `other` is of this type; opens an `any Equatable`.
    fileprivate func isEqual(toError other: any Error) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// The runtime's tag for the case of an enum error (what `_getDefaultErrorCode` reports for the error's own type).
///
/// `any Error` conforms to `Error` itself, so passing it to a generic function does not open it; calling a member
/// of a protocol extension does, so that the tag is the dynamic type's.
func enumCaseTag(of error: any Error) -> Int {
    error.runtimeCaseTag
}

extension Error {
    /// `_getDefaultErrorCode` of this error's own type.
    fileprivate var runtimeCaseTag: Int {
        _getDefaultErrorCode(self)
    }
}

extension Error {
    /// `self == example` when this error is of `T` itself (and, with `tag`, of that case); `nil` when it is of
    /// another type, for a cast to decide (a subclass, a bridged `NSError`).
    ///
    /// Called on an `any Error`, it opens the existential, so `Self` is the error's dynamic type.
    func isEqual<T: Equatable>(ifOfTypeOf example: T, case tag: Int?) -> Bool? {
        guard Self.self == T.self else { return nil }
        if let tag, _getDefaultErrorCode(self) != tag {
            return false
        }
        // The same type, checked above: the cast cannot fail, and bridges nothing.
        guard let value = self as? T else { return nil }
        return value == example
    }
}
