import Foundation

/// Walks from an error to the errors it wraps: a ``WrappingError``'s `underlyingError`, a
/// ``DeveloperFacingError``'s `userFacingError`, and the `NSUnderlyingErrorKey` of an `NSError` or `CustomNSError`.
enum ErrorUnwrapping {
    /// How many errors a walk visits at most, the outermost included: wrappers can form a loop.
    static let limit = 16

    /// The error wrapped directly by `error`, if any.
    static func wrapped(by error: any Error) -> (any Error)? {
        if let wrapper = error as? any WrappingError {
            return wrapper.underlyingError
        }
        if let wrapper = error as? any DeveloperFacingError {
            return wrapper.userFacingError
        }
        if type(of: error) is NSError.Type {
            return (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error
        }
        if let custom = error as? any CustomNSError {
            return custom.errorUserInfo[NSUnderlyingErrorKey] as? any Error
        }
        return nil
    }

    /// The first error, from `error` itself inwards, for which `body` returns a value; at most ``limit`` errors.
    static func first<Result>(in error: any Error, _ body: (any Error) -> Result?) -> Result? {
        var current: (any Error)? = error
        var visited = 0
        while let candidate = current, visited < limit {
            if let result = body(candidate) {
                return result
            }
            visited += 1
            current = wrapped(by: candidate)
        }
        return nil
    }
}
