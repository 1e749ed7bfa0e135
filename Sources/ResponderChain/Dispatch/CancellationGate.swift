import Foundation

/// Resolves a dispatch early when its error is a cancellation, however deeply it is wrapped, or when its task has
/// been cancelled: a cancellation is not a user-facing error, so no responder is asked, no alert shows it, and a
/// dispatch from a cancelled task resolves at once.
///
/// The gate looks at every level of the error's ``ErrorChain`` (see ``cancellationLevel(of:)``), once per dispatch:
/// an error found not to be a cancellation is remembered for the rest of the dispatch on its task (``Passed``), and a
/// later hop that passes the same error on asks nothing more. A hop that passes on another error has it checked in
/// full.
enum CancellationGate {
    /// An error that a dispatch on this task found not to be a cancellation.
    final class Passed: Sendable {
        let error: any Error

        init(_ error: any Error) {
            self.error = error
        }

        /// Whether `other` is the error this dispatch already checked: the same object, or an equal value of the same
        /// type. A value that is not `Equatable` is never taken for another, so it is checked again.
        func holds(_ other: any Error) -> Bool {
            let checkedType = type(of: error)
            guard checkedType == type(of: other) else { return false }
            if checkedType is AnyClass {
                return (error as AnyObject) === (other as AnyObject)
            }
            guard let equatable = CancellationGate.equatable(error) else { return false }
            return equatable.isEqual(to: other)
        }
    }

    /// The error that the dispatch under way on this task found not to be a cancellation.
    @TaskLocal static var passed: Passed?

    /// `value` as an `Equatable` value, if its type is one.
    fileprivate static func equatable(_ value: Any) -> (any Equatable)? {
        value as? any Equatable
    }

    /// What the gate decided for one error.
    enum Decision {
        /// The dispatch stops here with ``ErrorEvaluation/cancel``.
        case cancel
        /// The dispatch goes on. When the error was checked here rather than earlier in the dispatch, `passed` holds
        /// it, for ``goOn(_:isolation:_:)`` to remember for the hops it reaches.
        case goOn(Passed?)
    }

    /// The gate for `error`: ``Decision/cancel`` when the task is cancelled or `error` is a cancellation, after
    /// marking the route under way, if any, as cancelled unless `marksRoute` is `false`.
    static func decide(_ error: any Error, marksRoute: Bool = true) -> Decision {
        if Task.isCancelled {
            if marksRoute { markCancelled(level: nil) }
            return .cancel
        }
        if let passed, passed.holds(error) {
            return .goOn(nil)
        }
        if isPlainLeaf(error) {
            return .goOn(nil)
        }
        if let level = cancellationLevel(of: error) {
            if marksRoute { markCancelled(level: level) }
            return .cancel
        }
        return .goOn(Passed(error))
    }

    /// Runs the rest of a dispatch that the gate let through, with the error it checked remembered, if any.
    static func goOn<Result>(
        _ passed: Passed?,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async -> Result
    ) async -> Result {
        guard let passed else { return await body() }
        return await $passed.withValue(passed, operation: body)
    }

    /// Runs the synchronous rest of a dispatch that the gate let through, with the error it checked remembered, if
    /// any: the tasks it starts inherit it.
    static func goOn<Result>(_ passed: Passed?, _ body: () -> Result) -> Result {
        guard let passed else { return body() }
        return $passed.withValue(passed, operation: body)
    }

    /// `.cancel` when the dispatch of `error` must stop here, after marking the route under way as cancelled; `nil`
    /// when it goes on. For a responder that passes nothing on itself.
    static func cancellationAnswer(for error: any Error) -> ErrorEvaluation? {
        if case .cancel = decide(error) {
            return .cancel
        }
        return nil
    }

    private static func markCancelled(level: Int?) {
        if DispatchRecord.isObserving {
            DispatchRecord.markCancelled(atLevel: level)
        }
    }

    // MARK: What a cancellation is

    /// Whether `error` is a cancellation, without walking its chain again when the dispatch under way on this task
    /// already found it not to be one.
    static func isCancellationInDispatch(_ error: any Error) -> Bool {
        if let passed, passed.holds(error) {
            return false
        }
        if isPlainLeaf(error) {
            return false
        }
        return isCancellation(error)
    }

    /// Whether `error` says that work was cancelled rather than that it failed, at any level of its chain.
    static func isCancellation(_ error: any Error) -> Bool {
        cancellationLevel(of: error) != nil
    }

    /// The index in `error`'s ``ErrorChain`` of the level that makes it a cancellation, or `nil` when it is none.
    ///
    /// From the outermost level inwards, to the chain's depth limit, the first level that decides is:
    /// - an error that says so itself (``CancellationDeclaringError``): a cancellation when it says `true`, none when
    ///   it says `false`, whatever it wraps;
    /// - a `CancellationError`;
    /// - an `NSError`, or an error bridged to one (`URLError`, `CocoaError`, `POSIXError`, a `CustomNSError`), whose
    ///   domain and code are one of the platform's cancellations (``platformCancellations``).
    static func cancellationLevel(of error: any Error) -> Int? {
        var current = error
        for level in 0..<ErrorUnwrapping.limit {
            if let isCancellation = decidingAnswer(of: current) {
                return isCancellation ? level : nil
            }
            guard let wrapped = ErrorChain.wrapped(by: current) else { return nil }
            current = wrapped
        }
        return nil
    }

    /// Whether `error`'s type alone says that it is no cancellation and wraps nothing, so that its chain need not be
    /// walked: a value type that is not an enum (only an enum's payload is read for a wrapped error) and that none of
    /// the protocols and types the walk reads is, worked out once per type.
    static func isPlainLeaf(_ error: any Error) -> Bool {
        let errorType = type(of: error)
        if errorType is AnyClass { return false }
        return plainLeafTypes.value(for: errorType) {
            !(error is any CancellationDeclaringError) && !(error is any WrappingError)
                && !(error is any DeveloperFacingError) && !(error is any CustomNSError)
                && !(error is any CustomReflectable) && errorType != CancellationError.self
                && errorType != EncodingError.self && errorType != DecodingError.self
                && Mirror(reflecting: error).displayStyle != .enum
        }
    }

    /// What ``isPlainLeaf(_:)`` found for each error type met so far.
    private static let plainLeafTypes = TypeMemo<Bool>(capacity: ErrorChain.typeMemoCapacity)

    /// Whether `error`, on its own, is a cancellation (`true`), is not one whatever it wraps (`false`), or leaves the
    /// question to the error it wraps (`nil`).
    private static func decidingAnswer(of error: any Error) -> Bool? {
        if let declaring = error as? any CancellationDeclaringError, let answer = declaring.isCancellation {
            return answer
        }
        // Foundation's own error types are compared by type, not cast to: a cast may bridge any `NSError` to them.
        // Off Apple platforms they bridge to `NSError` under their Swift names, so their codes are read here.
        let errorType = type(of: error)
        if errorType == CancellationError.self {
            return true
        } else if errorType == URLError.self, (error as? URLError)?.code == .cancelled {
            return true
        } else if errorType == CocoaError.self, (error as? CocoaError)?.code == .userCancelled {
            return true
        } else if errorType == POSIXError.self, (error as? POSIXError)?.code == .ECANCELED {
            return true
        }
        let domainCode: DomainCode
        if type(of: error) is NSError.Type {
            let nsError = error as NSError
            domainCode = DomainCode(domain: nsError.domain, code: nsError.code)
        } else if let custom = error as? any CustomNSError {
            domainCode = DomainCode(domain: type(of: custom).errorDomain, code: custom.errorCode)
        } else {
            return nil
        }
        return platformCancellations.contains(domainCode) ? true : nil
    }

    /// A domain and code of `NSError`.
    struct DomainCode: Hashable {
        let domain: String
        let code: Int
    }

    /// The cancellations the platform's frameworks report, by domain and code, so that the core imports none of
    /// those frameworks.
    ///
    /// `URLError.userCancelledAuthentication` (-1012) is not among them: it usually means that a server asked for
    /// credentials (a 401), which is a failure.
    static let platformCancellations: Set<DomainCode> = [
        // URLError.cancelled
        DomainCode(domain: NSURLErrorDomain, code: NSURLErrorCancelled),
        // CocoaError.userCancelled
        DomainCode(domain: NSCocoaErrorDomain, code: NSUserCancelledError),
        // POSIXError.ECANCELED
        DomainCode(domain: NSPOSIXErrorDomain, code: Int(POSIXErrorCode.ECANCELED.rawValue)),
        // CancellationError, bridged to NSError
        DomainCode(domain: (CancellationError() as NSError).domain, code: (CancellationError() as NSError).code),
        // AuthenticationServices: ASAuthorizationError.canceled (Sign in with Apple)
        DomainCode(domain: "com.apple.AuthenticationServices.AuthorizationError", code: 1001),
        // AuthenticationServices: ASWebAuthenticationSessionError.canceledLogin
        DomainCode(domain: "com.apple.AuthenticationServices.WebAuthenticationSession", code: 1),
        // StoreKit: SKError.paymentCancelled
        DomainCode(domain: "SKErrorDomain", code: 2),
        // LocalAuthentication: LAError.userCancel, .systemCancel and .appCancel
        DomainCode(domain: "com.apple.LocalAuthentication", code: -2),
        DomainCode(domain: "com.apple.LocalAuthentication", code: -4),
        DomainCode(domain: "com.apple.LocalAuthentication", code: -9),
    ]
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}
