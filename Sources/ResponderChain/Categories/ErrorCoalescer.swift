import Foundation

/// Lets concurrent identical errors share one handling: one run of the handler, one answer for all.
///
/// When twenty requests fail with 401 at once, the first error starts the handler (say, a sign-out) and the
/// other nineteen wait for its answer instead of signing out nineteen more times. Once the run has finished,
/// the next error with the same key is handled afresh.
///
/// ```swift
/// let coalescer = ErrorCoalescer()
/// let evaluation = await coalescer.answer(error) { error in
///     await signOut()
///     return .abort
/// }
/// ```
///
/// Errors are identical when their ``Key`` is equal; see ``Key/standard`` for the default.
///
/// The shared run happens in a task of its own, so a waiter that is cancelled gets ``ErrorEvaluation/cancel`` at
/// once while the others keep waiting. When every waiter is gone, the run's task is cancelled, but the run stays
/// registered until the task returns: an identical error arriving meanwhile waits for it and is then handled
/// afresh, so a handler that does not stop when cancelled (a sign-out) never runs twice at once.
///
/// An identical error raised from inside the run itself (the sign-out request fails with 401) is handled afresh
/// at once instead of waiting for the run it is part of.
@MainActor package final class ErrorCoalescer {
    /// What makes two errors identical for coalescing.
    package struct Key: Sendable {
        private let makeKey: @Sendable (any Error) -> (any Hashable & Sendable)?

        /// Creates a key from a function; errors for which it returns `nil` are never coalesced.
        ///
        /// - Parameter make: the key of an error; keys of any types are compared as `AnyHashable` compares them.
        package init(_ make: @escaping @Sendable (any Error) -> (any Hashable & Sendable)?) {
            self.makeKey = make
        }

        /// The key of `error`, or `nil` when it is never coalesced.
        func make(_ error: any Error) -> SendableKey? {
            makeKey(error).map(SendableKey.init)
        }

        /// This key applied to the error that decides the category (which may be wrapped), together with the
        /// category: errors of different categories are never the same failure, and wrappers are told apart by
        /// what they wrap.
        func refinedByCategory(transient: ErrorCategory? = nil) -> Key {
            let makeKey = self.makeKey
            return Key { error in
                let resolution = FoundCategory(of: error, transient: transient)
                return makeKey(resolution.source).map {
                    CategorizedKey(key: SendableKey($0), category: resolution.category)
                }
            }
        }

        /// The default: the same failure, as precisely as the error can say.
        ///
        /// 1. A ``CoalescableError``'s ``CoalescableError/coalescingKey`` (HTTP problems use their type, status,
        ///    title and detail, so that twenty 401s with different `instance` members are one failure).
        /// 2. An `NSError`'s domain and code, and those of Foundation's own errors (`URLError`, `CocoaError`,
        ///    `POSIXError`): ten requests that fail offline are one failure, whatever URL each failed for.
        /// 3. A `Hashable` or `Equatable` error's value, type included: `.status(401)` and `.status(404)` are
        ///    different failures.
        /// 4. Otherwise the domain and code Swift gives the error: its type, and for an enum its case, whatever its
        ///    payload. Make such an error `Equatable` or a ``CoalescableError`` when its payload matters.
        package static let standard = Key { error in
            if let coalescable = error as? any CoalescableError {
                return coalescable.coalescingKey
            }
            if type(of: error) is NSError.Type {
                return DomainAndCode(domain: error._domain, code: error._code)
            }
            // Before their `Hashable` values, which hash their user info (and on Linux stop the process).
            if let foundation = FoundationErrorCode(error), foundation.isFoundationDomain {
                return DomainAndCode(domain: foundation.domain, code: foundation.code)
            }
            if let hashable = dynamicCast(error, to: (any Hashable & Sendable).self) {
                return hashable
            }
            if dynamicCast(error, to: (any Equatable).self) != nil {
                return EqualValue(error: error)
            }
            return DomainAndCode(domain: error._domain, code: error._code)
        }

        /// The error's `NSError` domain and code: a Swift enum's type and case (whatever its payload), a
        /// `CustomNSError`'s domain and code, an `NSError`'s own.
        package static let domainAndCode = Key { error in
            DomainAndCode(domain: error._domain, code: error._code)
        }

        /// Never coalesce.
        package static let never = Key { _ in nil }
    }

    /// A coalescing key as `AnyHashable`.
    ///
    /// `@unchecked Sendable` is sound: it is only ever made from an `any Hashable & Sendable`, and `AnyHashable`
    /// adds no state of its own.
    struct SendableKey: Hashable, @unchecked Sendable {
        let base: AnyHashable

        init(_ key: any Hashable & Sendable) {
            self.base = AnyHashable(key)
        }
    }

    /// A key together with the category of the error it was made from.
    private struct CategorizedKey: Hashable, Sendable {
        let key: SendableKey
        let category: ErrorCategory
    }

    /// Whether the run for `key` is the one the current task is part of: an error raised inside its own run.
    func isUnderWayOnThisTask(_ key: SendableKey) -> Bool {
        Self.runsOfThisTask.contains(RunMark(coalescer: self, key: key))
    }

    /// Starts the task of a run: it handles `error` and gives every waiter the answer, or, when the run was
    /// abandoned and errors joined it since, handles the first of them afresh.
    private func start(
        key: SendableKey,
        error: any Error,
        handler: @escaping @MainActor (any Error) async -> ErrorEvaluation?
    ) {
        handlerRuns += 1
        let state = self.state
        let mark = RunMark(coalescer: self, key: key)
        let task = Task { @MainActor in
            // The run serves every waiter: what it dispatches starts routes of its own rather than joining the
            // route of the error that happened to start it.
            let answer = await DispatchCore.outsideRoutes {
                await Self.$runsOfThisTask.withValue(Self.runsOfThisTask.union([mark])) {
                    await handler(error)
                }
            }
            switch state.withLock({ $0.finish(key, answer: answer) }) {
            case .resume(let resumptions):
                for (continuation, answer) in resumptions {
                    continuation.resume(returning: answer)
                }
            case .restart(let error, let handler):
                start(key: key, error: error, handler: handler)
            }
        }
        if !state.withLock({ $0.attach(task, to: key) }) {
            task.cancel()
        }
    }

    /// A run under way on the current task, so that an error raised inside it is not coalesced with it.
    private struct RunMark: Hashable, Sendable {
        let coalescer: ObjectIdentifier
        let key: SendableKey

        init(coalescer: ErrorCoalescer, key: SendableKey) {
            self.coalescer = ObjectIdentifier(coalescer)
            self.key = key
        }
    }

    @TaskLocal private static var runsOfThisTask: Set<RunMark> = []

    private struct DomainAndCode: Hashable, Sendable {
        let domain: String
        let code: Int
    }

    /// An `Equatable` error that is not `Hashable`: equal by `==`, hashed by its type and case.
    private struct EqualValue: Hashable, Sendable {
        let error: any Error

        static func == (lhs: EqualValue, rhs: EqualValue) -> Bool {
            areEqual(lhs.error, rhs.error)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(error._domain)
            hasher.combine(error._code)
        }
    }

    /// What makes two errors identical.
    package let key: Key

    /// How many times a handler has run, shared runs counted once.
    package private(set) var handlerRuns = 0

    private let state = Locked(CoalescerState())

    /// Creates a coalescer.
    ///
    /// - Parameter key: what makes two errors identical; ``Key/standard`` unless given.
    package init(key: Key = .standard) {
        self.key = key
    }

    /// How many shared runs are under way.
    package var runsUnderWay: Int {
        state.withLock { $0.runCount }
    }

    /// How many errors wait for the answer of a shared run, the one that started it included.
    package var waitingErrors: Int {
        state.withLock { $0.waiterCount }
    }

    /// Answers `error` with `handler`, or with the answer of the run already under way for an identical error.
    ///
    /// - Parameters:
    ///   - error: the error.
    ///   - handler: handles the error; `nil` passes it on. It runs on the main actor, in a task of its own. A run
    ///     restarted after being abandoned uses the handler of the first error that joined it, even if that
    ///     error's caller has been cancelled since.
    /// - Returns: the handler's answer, shared by every error that joined its run; ``ErrorEvaluation/cancel``
    ///   when the calling task is cancelled.
    package func answer(
        _ error: any Error,
        with handler: @escaping @MainActor (any Error) async -> ErrorEvaluation?
    ) async -> ErrorEvaluation? {
        // An error raised again from inside its own shared run (a sign-out request that fails with 401) must not
        // wait for that run: it would wait for itself. It is handled afresh.
        guard let key = key.make(error), !isUnderWayOnThisTask(key) else {
            handlerRuns += 1
            return await handler(error)
        }
        let state = self.state
        let waiter = state.withLock { $0.announce() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let joined = state.withLock {
                    $0.join(key, waiter: waiter, continuation: continuation, error: error, handler: handler)
                }
                switch joined {
                case .cancelled:
                    continuation.resume(returning: .cancel)
                case .joined:
                    break
                case .starts:
                    start(key: key, error: error, handler: handler)
                }
            }
        } onCancel: {
            let (resumption, abandoned) = state.withLock { $0.cancel(waiter) }
            abandoned?.cancel()
            resumption?.continuation.resume(returning: resumption?.answer)
        }
    }
}
