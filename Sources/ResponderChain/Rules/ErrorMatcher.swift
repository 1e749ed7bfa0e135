/// Decides whether a rule of an ``ErrorHandler`` applies to an error.
///
/// ```swift
/// handler
///     .on(error: .code(NSURLErrorTimedOut), then: .present(alert: timeoutAlert))
///     .on(error: .type(NetworkError.noInternet), then: .present(alert: offlineAlert))
///     .on(error: .type(AuthenticationError.self), then: .perform(action: signIn))
///     .on(error: .domain("remote"), then: .doNothing)
///     .on(error: ErrorMatcher { ($0 as? HTTPError)?.status == 503 }, then: .answer(.retry))
/// ```
///
/// Matching rules:
/// - ``type(_:)-(E.Type)`` uses `is`, so subclasses and errors conforming to a protocol count.
/// - ``type(_:)-(E)`` compares `Equatable` errors with `==`; for other enums it matches the case and ignores its
///   payload; for any other error it matches the type.
/// - ``code(_:)``, ``domain(_:)`` and ``code(_:domain:)`` compare what `error as NSError` would report, so they
///   work for `NSError`, `CustomNSError` and plain Swift errors alike, without bridging.
/// - A matcher sees only the error itself; wrap it in ``unwrapping(_:)`` to look through wrapped errors too.
///
/// Matchers split their work into a check of the error's dynamic type and a check of its value, so that an
/// ``ErrorHandler`` can remember, per dynamic type, which rules can never match and skip them.
public struct ErrorMatcher: Sendable, CustomStringConvertible {
    /// A check that depends only on the error's dynamic type; `nil` lets every type through.
    ///
    /// For an `NSError`, whose casts can depend on its domain and code, the handler remembers this check per
    /// class and domain only when ``typeCheckReadsDomainOnly`` is true, and runs it per error otherwise.
    let typeCheck: ErrorCheck?

    /// A check of the value, run after ``typeCheck`` passed; `nil` when the type alone decides.
    let valueCheck: ErrorCheck?

    /// Whether ``typeCheck`` reads nothing but the error's domain. For an `NSError` only such a check can be
    /// remembered per class and domain: whether an `NSError` casts to a Swift error type can also depend on its
    /// code (an `@objc` error enum bridges only its known codes).
    let typeCheckReadsDomainOnly: Bool

    /// For a matcher of one enum case (``type(_:)-(E)`` with an enum value), that case: the handler files such
    /// rules by case, so that an error of the enum meets only the rules of its own case.
    let enumCase: EnumCase?

    /// What the matcher matches, such as `type(NetworkError)` or `code(-1001)`, as routes show it.
    public let description: String

    /// One case of one enum type, as the runtime tells cases apart (payloads left out).
    struct EnumCase: Sendable {
        /// The enum type.
        let type: ObjectIdentifier
        /// The case's tag.
        let tag: Int
        /// For an `Equatable` enum, `==` with the example, for an error already known to be of ``type`` and of
        /// this case: no cast, no second look at the tag. `nil` when the case alone decides (payload ignored).
        let sameCaseCheck: ErrorCheck?
    }

    init(
        description: String,
        typeCheck: ErrorCheck?,
        typeCheckReadsDomainOnly: Bool = false,
        enumCase: EnumCase? = nil,
        valueCheck: ErrorCheck?
    ) {
        self.description = description
        self.typeCheck = typeCheck
        self.typeCheckReadsDomainOnly = typeCheckReadsDomainOnly
        self.enumCase = enumCase
        self.valueCheck = valueCheck
    }

    /// Creates a matcher from a predicate.
    ///
    /// ```swift
    /// extension ErrorMatcher {
    ///     static let serverBusy = ErrorMatcher { ($0 as? HTTPError)?.status == 503 }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - description: what it matches, as routes show it.
    ///   - matches: returns `true` for the errors the rule applies to. It may be called on any thread, and must not
    ///     change the handler that asks it.
    public init(_ description: String = "custom", _ matches: @escaping @Sendable (any Error) -> Bool) {
        self.init(description: description, typeCheck: nil, valueCheck: ErrorCheck(matches))
    }

    /// Creates a matcher from a predicate, in SwiftErrorHandler's spelling.
    ///
    /// - Parameter matcher: returns `true` for the errors the rule applies to.
    public init(matcher: @escaping @Sendable (any Error) -> Bool) {
        self.init("custom", matcher)
    }

    /// Whether the matcher applies to `error`.
    ///
    /// - Parameter error: the error to test.
    /// - Returns: `true` when the rule applies.
    public func matches(_ error: any Error) -> Bool {
        if let typeCheck, !typeCheck(error) {
            return false
        }
        return valueCheck?(error) ?? true
    }

    /// Whether the matcher applies to `error`: SwiftErrorHandler's name for ``matches(_:)``.
    ///
    /// - Parameter error: the error to test.
    /// - Returns: `true` when the rule applies.
    public func catches(_ error: any Error) -> Bool {
        matches(error)
    }
}

extension ErrorMatcher {
    /// Matches errors of a type, its subclasses, or, for a protocol, its conforming types.
    ///
    /// ```swift
    /// .on(error: .type(NetworkError.self), then: ...)
    /// .on(error: .type((any RetryableError).self), then: .answer(.retry))
    /// ```
    ///
    /// - Parameter type: the type, class or protocol existential.
    /// - Returns: a matcher that uses `error is E`.
    public static func type<E>(_ type: E.Type) -> ErrorMatcher {
        ErrorMatcher(
            description: "type(\(ValueDescription.typeName(type)))",
            typeCheck: isOfType(E.self),
            valueCheck: nil
        )
    }

    /// `error is E`, with the exact type compared first: an `is` in generic code builds `Optional<E>`'s metadata
    /// and casts, several hundred instructions, where most errors are of `E` itself.
    private static func isOfType<E>(_: E.Type) -> ErrorCheck {
        ErrorCheck { error in Swift.type(of: error) == E.self || error is E }
    }

    /// Matches errors like `value`.
    ///
    /// - When the error type is `Equatable`, an error matches when it is `==` to `value`; for an enum, when it is
    ///   the same case and `==` (so `==` is asked only about errors of `value`'s case).
    /// - Otherwise, for an enum, an error matches when it is the same case, whatever its payload:
    ///   `.type(NetworkError.http(status: 0))` matches every `.http` error.
    /// - Otherwise an error matches when it is of `value`'s type, like ``type(_:)-(E.Type)``.
    ///
    /// - Parameter value: an example of the errors to match.
    /// - Returns: the matcher.
    public static func type<E: Error>(_ value: E) -> ErrorMatcher {
        let description = "type(\(ValueDescription.of(value)))"
        let typeCheck = isOfType(E.self)
        // An enum's rules are filed by case when `E` is the error's own type (not `any Error`): then the tag read
        // here is the one the handler reads from an error.
        let isEnum = Mirror(reflecting: value).displayStyle == .enum
        let tag = _getDefaultErrorCode(value)
        let isFiled = isEnum && Swift.type(of: value as any Error) == E.self
        if let equatable = dynamicCast(value, to: (any Error & Equatable).self) {
            let (check, sameCaseCheck) = equalityChecks(equatable, tag: isFiled ? tag : nil)
            return ErrorMatcher(
                description: description,
                typeCheck: typeCheck,
                enumCase: isFiled
                    ? EnumCase(type: ObjectIdentifier(E.self), tag: tag, sameCaseCheck: sameCaseCheck) : nil,
                valueCheck: check
            )
        }
        if isEnum {
            return ErrorMatcher(
                description: description,
                typeCheck: typeCheck,
                enumCase: isFiled ? EnumCase(type: ObjectIdentifier(E.self), tag: tag, sameCaseCheck: nil) : nil,
                valueCheck: ErrorCheck { error in
                    guard let candidate = error as? E else { return false }
                    return _getDefaultErrorCode(candidate) == tag
                }
            )
        }
        return ErrorMatcher(description: description, typeCheck: typeCheck, valueCheck: nil)
    }

    /// `error == example` for errors of `example`'s type, and of its case `tag` for an enum, then the same check
    /// for an error known to be of that type and case. The `Equatable` existential is opened here, once, when the
    /// matcher is made, not on every check; an error of the example's own type is compared without a cast.
    private static func equalityChecks<T: Error & Equatable>(
        _ example: T,
        tag: Int?
    ) -> (check: ErrorCheck, sameCaseCheck: ErrorCheck) {
        let check = ErrorCheck { error in
            if let isEqual = error.isEqual(ifOfTypeOf: example, case: tag) {
                return isEqual
            }
            guard let error = error as? T else { return false }
            if let tag, _getDefaultErrorCode(error) != tag {
                return false
            }
            return error == example
        }
        return (check, ErrorCheck { error in error.isEqual(ifOfTypeOf: example, case: nil) ?? false })
    }

    /// Matches errors whose `NSError` code is `code`: an `NSError`'s code, a `CustomNSError`'s `errorCode`, or
    /// the code Swift gives a plain error when it bridges it.
    ///
    /// - Parameter code: the code, such as `NSURLErrorTimedOut` or `404`.
    /// - Returns: the matcher.
    public static func code(_ code: Int) -> ErrorMatcher {
        ErrorMatcher(description: "code(\(code))", typeCheck: nil, valueCheck: ErrorCheck { $0._code == code })
    }

    /// Matches errors whose `NSError` domain is `domain`: an `NSError`'s domain, a `CustomNSError`'s
    /// `errorDomain`, or the type name Swift uses as the domain of a plain error.
    ///
    /// - Parameter domain: the domain, such as `NSURLErrorDomain`.
    /// - Returns: the matcher.
    public static func domain(_ domain: String) -> ErrorMatcher {
        ErrorMatcher(
            description: "domain(\(domain))",
            typeCheck: ErrorCheck { $0._domain == domain },
            typeCheckReadsDomainOnly: true,
            valueCheck: nil
        )
    }

    /// Matches errors with both an `NSError` code and domain.
    ///
    /// - Parameters:
    ///   - code: the code.
    ///   - domain: the domain.
    /// - Returns: the matcher.
    public static func code(_ code: Int, domain: String) -> ErrorMatcher {
        ErrorMatcher(
            description: "code(\(code), domain: \(domain))",
            typeCheck: ErrorCheck { $0._domain == domain },
            typeCheckReadsDomainOnly: true,
            valueCheck: ErrorCheck { $0._code == code }
        )
    }

    /// Matches an error when `matcher` matches it or any error it wraps: a ``WrappingError``'s
    /// `underlyingError`, or an `NSError`'s `NSUnderlyingErrorKey`, outermost first, at most 16 levels deep.
    ///
    /// ```swift
    /// // Matches URLError.timedOut inside RequestFailed inside a CustomNSError's NSUnderlyingErrorKey.
    /// .on(error: .unwrapping(.code(NSURLErrorTimedOut, domain: NSURLErrorDomain)), then: ...)
    /// ```
    ///
    /// - Parameter matcher: the matcher to apply at each level.
    /// - Returns: the matcher.
    public static func unwrapping(_ matcher: ErrorMatcher) -> ErrorMatcher {
        ErrorMatcher(
            description: "unwrapping(\(matcher.description))",
            typeCheck: nil,
            valueCheck: ErrorCheck { error in
                ErrorUnwrapping.first(in: error) { matcher.matches($0) ? true : nil } ?? false
            }
        )
    }
}

/// A check of an error, one half of an ``ErrorMatcher``.
///
/// The closure is kept in a struct so that it keeps its own calling convention wherever it is stored: a closure kept
/// in an `Optional` or an enum's payload is wrapped in a conversion thunk each time it moves between them, and the
/// thunks pile up on every call.
struct ErrorCheck: Sendable {
    private let check: @Sendable (any Error) -> Bool

    init(_ check: @escaping @Sendable (any Error) -> Bool) {
        self.check = check
    }

    func callAsFunction(_ error: any Error) -> Bool {
        check(error)
    }
}
