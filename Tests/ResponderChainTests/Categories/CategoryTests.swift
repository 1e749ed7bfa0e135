import Foundation
import ResponderChainTesting
import Testing

@testable import ResponderChain

@Suite(.timeLimit(.minutes(2))) struct CategoryResolutionTests {
    nonisolated static let table: [(NamedError, ErrorCategory)] = [
        (NamedError("categorized", APIError.status(401)), .requiresSignout),
        (NamedError("categorized, recoverable", APIError.status(503)), .recoverable(recoveryOption: .retry)),
        (NamedError("plain error", NetworkError.logout), .nonRecoverable),
        (
            NamedError("one wrapper", RequestFailed(endpoint: "/", underlyingError: APIError.status(401))),
            .requiresSignout
        ),
        (
            NamedError(
                "two levels: WrappingError, then NSUnderlyingErrorKey",
                RequestFailed(endpoint: "/", underlyingError: GatewayError(underlying: APIError.status(401)))
            ), .requiresSignout
        ),
        (
            NamedError(
                "NSError wrapper", NSError(domain: "app", code: 1, userInfo: [NSUnderlyingErrorKey: APIError.draft])),
            .recoverable(recoveryOptions: [.retry, .resubmit, .resave])
        ),
        (NamedError("categorized beats RecoverableError", SyncError()), .requiresSignout),
        (
            NamedError(
                "a RecoverableError without options passes to what it wraps",
                OptionlessRecoverableWrapper(underlyingError: APIError.status(401))), .requiresSignout
        ),
        (NamedError("wrapper loop", SelfWrapping()), .nonRecoverable),
        // At most 16 levels deep, the outermost included.
        (NamedError("level 16", wrapped(APIError.status(401), in: 15)), .requiresSignout),
        (NamedError("level 17", wrapped(APIError.status(401), in: 16)), .nonRecoverable),
    ]

    @Test(arguments: table)
    func categoryResolvesThroughWrappers(_ error: NamedError, _ expected: ErrorCategory) async {
        // On a thread of its own: a walk along wrappers that forgot its bound fails the test instead of hanging.
        let category = await returnValue(orFail: "the category of \(error.name) was never resolved") {
            error.error.resolveCategory()
        }
        #expect(category == expected)
    }

    @Test func recoverableErrorOffersItsOwnOptions() {
        let category = DiskError(recovers: true).resolveCategory()
        #expect(category.kind == .recoverable)
        #expect(category.recoveryOptions.map(\.description) == ["Free space", "Use iCloud"])
    }

    @Test func recoverableCategoryOffersEachOptionOnceAndNoneMeansNonRecoverable() {
        let category = ErrorCategory.recoverable(recoveryOptions: [.retry, .resubmit, .retry])
        #expect(category.recoveryOptions == [.retry, .resubmit])
        #expect(ErrorCategory.recoverable(recoveryOptions: []) == .nonRecoverable)
        #expect(category.description == "recoverable(Retry, Resubmit)")
    }

    @Test func recoveryOptionsAreIdentifiedByTheirID() {
        #expect(RecoveryOption(id: "x", description: "One") == RecoveryOption(id: "x", description: "Two"))
        #expect(RecoveryOption.retry.description == "Retry")
    }
}

@MainActor @Suite(.timeLimit(.minutes(2))) struct CategoryResponderTests {
    @Test func recoverableErrorWithThreeOptionsGetsFourButtonsThatMapAsDescribed() async {
        let responder = CategoryResponder()
        let alert = responder.makeAlert(for: APIError.draft)
        #expect(alert?.title == "Your draft was not saved")
        #expect(alert?.message == "The server refused it. Try again later.")
        #expect(
            alert?.buttons == [
                AlertButton("Retry", evaluation: .retry, identifier: RecoveryOption.retry.id),
                AlertButton("Resubmit", evaluation: .retry, identifier: RecoveryOption.resubmit.id),
                AlertButton("Save again", evaluation: .retry, identifier: RecoveryOption.resave.id),
                AlertButton("Cancel", role: .cancel, evaluation: .cancel),
            ]
        )
        let choices: [(String, ErrorEvaluation, [String])] = [
            ("Retry", .retry, [RecoveryOption.retry.id]), ("Resubmit", .retry, [RecoveryOption.resubmit.id]),
            ("Save again", .retry, [RecoveryOption.resave.id]), ("Cancel", .cancel, []),
        ]
        for (title, expected, expectedRecoveries) in choices {
            let presenter = ManualPresenter()
            let recovered = Log()
            let responder = CategoryResponder(presentingOn: PresentationQueue(presenter: presenter)) { option, _ in
                recovered.append(option.id)
            }
            async let evaluation = responder.respond(to: APIError.draft)
            await presenter.waitForPresentation()
            presenter.choose(title)
            #expect(await evaluation == expected)
            #expect(recovered.entries == expectedRecoveries)
        }
    }

    @Test func nonRecoverableErrorGetsADismissButtonAndAnswersCancel() async {
        let presenter = ManualPresenter()
        let responder = CategoryResponder(presentingOn: PresentationQueue(presenter: presenter))
        #expect(
            responder.makeAlert(for: APIError.status(404))?.buttons == [
                AlertButton("OK", role: .cancel, evaluation: .cancel)
            ])
        async let evaluation = responder.respond(to: APIError.status(404))
        await presenter.waitForPresentation()
        #expect(presenter.showing?.title == "Request failed with status 404")
        presenter.dismiss()
        #expect(await evaluation == .cancel)
    }

    @Test func errorWithoutTextGetsTheDefaultTitleAndOverriddenText() {
        var text = AlertText.standard
        #expect(CategoryResponder(text: text).makeAlert(for: NetworkError.logout)?.title == "Something went wrong")
        text.title = { _ in "Oops" }
        text.dismissTitle = "Got it"
        let alert = CategoryResponder(text: text).makeAlert(for: NetworkError.logout)
        #expect(alert?.title == "Oops")
        #expect(alert?.buttons.map(\.title) == ["Got it"])
        // The message is the generic one, so that the user learns at least what to do.
        #expect(alert?.message == "Please try again. If the problem continues, contact support.")
    }

    @Test func textComesFromTheWrappedErrorAndFromNSErrorUserInfo() {
        let responder = CategoryResponder()
        let wrapped = responder.makeAlert(for: RequestFailed(endpoint: "/", underlyingError: APIError.status(503)))
        #expect(wrapped?.title == "Request failed with status 503")
        #expect(wrapped?.message == "The server refused it. Try again later.")
        let nsError = NSError(
            domain: "app",
            code: 1,
            userInfo: [
                NSLocalizedDescriptionKey: "Upload failed",
                NSLocalizedFailureReasonErrorKey: "The file is too large.",
                NSLocalizedRecoverySuggestionErrorKey: "Choose a smaller file.",
            ]
        )
        let alert = responder.makeAlert(for: nsError)
        #expect(alert?.title == "Upload failed")
        #expect(alert?.message == "The file is too large. Choose a smaller file.")
    }

    @Test func optionsWithTheSameTitleRecoverWithTheOptionChosen() async {
        let presenter = ManualPresenter()
        let recovered = Log()
        var text = AlertText.standard
        text.optionTitle = { option, _ in option == .resave ? "Save" : option.description }
        let responder = CategoryResponder(presentingOn: PresentationQueue(presenter: presenter), text: text) {
            option, _ in
            recovered.append(option.id)
        }
        let twins = TwinOptionsError()
        async let evaluation = responder.respond(to: twins)
        await presenter.waitForPresentation()
        #expect(presenter.showing?.buttons.map(\.title) == ["Save", "Save", "Cancel"])
        presenter.choose(buttonAt: 1)
        #expect(await evaluation == .retry)
        #expect(recovered.entries == ["test.save-copy"])
    }

    @Test func signOutRunsTheHandlerAndAnswersAbort() async {
        let signOuts = Log()
        let responder = CategoryResponder(signOutHandler: { signOuts.append("sign out") })
        #expect(responder.makeAlert(for: APIError.status(401)) == nil)
        #expect(await responder.respond(to: APIError.status(401)) == .abort)
        #expect(signOuts.entries == ["sign out"])
    }

    @Test func withoutAPresenterOrASignOutHandlerTheErrorGoesToTheParent() async {
        let parent = RecordingResponder("Parent", answers: [.proceed, .retry])
        let responder = CategoryResponder(parentResponder: parent)
        #expect(await responder.respond(to: APIError.status(401)) == .proceed)
        #expect(await responder.respond(to: APIError.status(404)) == .retry)
        #expect(parent.received.count == 2)
    }

    @Test(arguments: [(true, ErrorEvaluation.retry), (false, .cancel)])
    func foundationRecoverableErrorRecoversThroughAttemptRecovery(recovers: Bool, expected: ErrorEvaluation) async {
        let presenter = ManualPresenter()
        let handlerCalls = Log()
        let responder = CategoryResponder(presentingOn: PresentationQueue(presenter: presenter)) { _, _ in
            handlerCalls.append("app handler")
        }
        let error = DiskError(recovers: recovers)
        async let evaluation = responder.respond(to: error)
        await presenter.waitForPresentation()
        #expect(presenter.showing?.buttons.map(\.title) == ["Free space", "Use iCloud", "Cancel"])
        presenter.choose("Use iCloud")
        #expect(await evaluation == expected)
        #expect(error.attempts.withLock { $0 } == [1])
        #expect(handlerCalls.entries.isEmpty)
    }

    @Test func recoveryScopeRecoversItsOwnErrors() async {
        let presenter = ManualPresenter()
        let log = Log()
        let responder = CategoryResponder(presentingOn: PresentationQueue(presenter: presenter)) { _, _ in
            log.append("app handler")
        }
        let scope = RecoveryScope(parentResponder: responder) { option, error in
            log.append("scope: \(option.id) for \(error)")
        }
        async let evaluation = scope.emit(APIError.draft)
        await presenter.waitForPresentation()
        presenter.choose("Resubmit")
        #expect(await evaluation == .retry)
        #expect(log.entries == ["scope: test.resubmit for draft"])
    }

    /// A recoverable error of a draft, told apart by its number.
    struct DraftRejected: CategorizedError, Equatable {
        let draft: Int
        var category: ErrorCategory { .recoverable(recoveryOptions: [.retry, .resubmit]) }
    }

    @Test(
        "raised outside any recovery scope, an error recovers through the responder's own handler, with the option chosen and the error",
        arguments: [false, true])
    func errorOutsideAnyScopeRecoversThroughTheRespondersHandler(coalesced: Bool) async {
        let presenter = ManualPresenter()
        let recovered = Locked<[(option: RecoveryOption, error: DraftRejected?)]>([])
        let categories = CategoryResponder(presentingOn: PresentationQueue(presenter: presenter)) { option, error in
            recovered.withLock { $0.append((option, error as? DraftRejected)) }
        }
        if !coalesced {
            _ = categories.coalescing(by: .never)
        }
        // Raised by a screen below the responder, in no scope.
        let screen = RecordingResponder("Screen", parent: categories)
        let raised = Task { await screen.dispatch(DraftRejected(draft: 7)) }
        await presenter.waitForPresentation()
        presenter.choose("Resubmit")
        #expect(await raised.value() == .retry)
        let calls = recovered.withLock { $0 }
        #expect(calls.map(\.option) == [.resubmit])
        #expect(calls.map(\.error) == [DraftRejected(draft: 7)])
        // Dismissed, nothing recovers.
        let dismissed = Task { await screen.dispatch(DraftRejected(draft: 8)) }
        await presenter.waitForPresentation(2)
        presenter.choose("Cancel")
        #expect(await dismissed.value() == .cancel)
        #expect(recovered.withLock { $0 }.count == 1)
    }

    @Test func eachScopeSharingAnAlertRecoversOnceAndACancelledOneDoesNot() async {
        let presenter = ManualPresenter()
        let log = Log()
        let responder = CategoryResponder(presentingOn: PresentationQueue(presenter: presenter)) { _, _ in
            log.append("app handler")
        }
        func scope(_ name: String) -> RecoveryScope {
            RecoveryScope(parentResponder: responder) { option, _ in log.append("\(name): \(option.id)") }
        }
        let (a, b, c) = (scope("A"), scope("B"), scope("C"))
        // A raises the error twice (a double tap): it still recovers once.
        let fromA = Task { await a.emit(APIError.status(503)) }
        let againFromA = Task { await a.emit(APIError.status(503)) }
        let fromB = Task { await b.emit(APIError.status(503)) }
        let fromC = Task { await c.emit(APIError.status(503)) }
        let outside = Task { await responder.dispatch(APIError.status(503)) }
        await presenter.waitForPresentation()
        await waitUntil { responder.coalescer.waitingErrors == 5 }
        fromC.cancel()
        #expect(await fromC.value() == .cancel)
        presenter.choose("Retry")
        #expect(await fromA.value() == .retry)
        #expect(await againFromA.value() == .retry)
        #expect(await fromB.value() == .retry)
        #expect(await outside.value() == .retry)
        #expect(log.entries.sorted() == ["A: ResponderChain.retry", "B: ResponderChain.retry", "app handler"])
        #expect(presenter.presented.count == 1)
        #expect(responder.registeredCallers == 0)
    }

    @Test func recoveryThatFailsTheSameWayRecoversOnlyItsOwnScopeAgain() async {
        let presenter = ManualPresenter()
        let log = Log()
        let responder = CategoryResponder(presentingOn: PresentationQueue(presenter: presenter))
        var scopeA: RecoveryScope?
        var reemitted = false
        scopeA = RecoveryScope(parentResponder: responder) { _, _ in
            log.append("A")
            guard !reemitted else { return }
            reemitted = true
            // The resubmission fails the same way, inside the run that is recovering.
            _ = await scopeA?.emit(APIError.status(503))
        }
        let scopeB = RecoveryScope(parentResponder: responder) { _, _ in log.append("B") }
        let fromA = Task { await scopeA?.emit(APIError.status(503)) }
        let fromB = Task { await scopeB.emit(APIError.status(503)) }
        await presenter.waitForPresentation()
        await waitUntil { responder.coalescer.waitingErrors == 2 }
        presenter.choose("Retry")
        await presenter.waitForPresentation(2)
        presenter.choose("Retry")
        #expect(await fromA.value() == .retry)
        #expect(await fromB.value() == .retry)
        #expect(log.entries == ["A", "A", "B"])
        #expect(responder.registeredCallers == 0)
    }

    @Test func categoryResponderServesAsARuleAction() async {
        let signOuts = Log()
        let categories = CategoryResponder(signOutHandler: { signOuts.append("sign out") })
        let handler = ErrorHandler().on(error: .type(APIError.self), then: .categorized(by: categories))
        #expect(await handler.respond(to: APIError.status(401)) == .abort)
        #expect(signOuts.entries == ["sign out"])
    }
}

@MainActor @Suite(.timeLimit(.minutes(2))) struct CoalescingTests {
    @Test func stormOfConcurrentUnauthorizedErrorsSignsOutOnceAndAllAnswerAbort() async {
        let signOuts = Log()
        let gate = ManualGate()
        let responder = CategoryResponder(signOutHandler: {
            signOuts.append("sign out")
            await gate.wait()
        })
        let answers = await withTaskGroup(of: ErrorEvaluation.self) { group in
            for _ in 0..<20 {
                group.addTask { await responder.respond(to: APIError.status(401)) }
            }
            // Every error joins the one sign-out under way before it ends.
            await waitUntil { responder.coalescer.waitingErrors == 20 && gate.waiterCount == 1 }
            gate.open()
            var answers: [ErrorEvaluation] = []
            for await answer in group {
                answers.append(answer)
            }
            return answers
        }
        #expect(answers.count == 20)
        #expect(Set(answers) == [.abort])
        #expect(signOuts.entries == ["sign out"])
        #expect(responder.coalescer.handlerRuns == 1)
        #expect(responder.registeredCallers == 0)

        // After the shared run has finished, the next error is handled afresh.
        gate.open()
        #expect(await responder.respond(to: APIError.status(401)) == .abort)
        #expect(signOuts.entries == ["sign out", "sign out"])
        #expect(responder.coalescer.handlerRuns == 2)
    }

    @Test func identicalRecoverableErrorsShareOneAlertAndOneAnswer() async {
        let presenter = ManualPresenter()
        let recovered = Log()
        let responder = CategoryResponder(presentingOn: PresentationQueue(presenter: presenter)) { option, _ in
            recovered.append(option.id)
        }
        let callers = (0..<5).map { _ in Task { await responder.respond(to: APIError.status(503)) } }
        await presenter.waitForPresentation()
        await waitUntil { responder.coalescer.waitingErrors == 5 }
        presenter.choose("Retry")
        var answers: [ErrorEvaluation] = []
        for caller in callers { answers.append(await caller.value() ?? .cancel) }
        #expect(answers == Array(repeating: .retry, count: 5))
        #expect(presenter.presented.count == 1)
        #expect(recovered.entries == ["ResponderChain.retry"])
    }

    /// Pairs of errors in flight at the same time, and whether the standard key makes them one failure.
    nonisolated static let pairs: [(NamedError, NamedError, Bool)] = [
        (NamedError("401", APIError.status(401)), NamedError("401", APIError.status(401)), true),
        (NamedError("401", APIError.status(401)), NamedError("404", APIError.status(404)), false),
        (NamedError("quota 1", QuotaExceeded(limit: 1)), NamedError("quota 1", QuotaExceeded(limit: 1)), true),
        (NamedError("quota 1", QuotaExceeded(limit: 1)), NamedError("quota 2", QuotaExceeded(limit: 2)), false),
        (NamedError("logout", NetworkError.logout), NamedError("timeout", NetworkError.timeout), false),
        (
            NamedError("NSError -1001", NSError(domain: NSURLErrorDomain, code: -1001)),
            NamedError("NSError -1001", NSError(domain: NSURLErrorDomain, code: -1001)), true
        ),
        (
            NamedError("HTTP 500 'a'", HTTPFailure.status(500, body: "a")),
            NamedError("HTTP 500 'b'", HTTPFailure.status(500, body: "b")), true
        ),
        (NamedError("storage", StorageError()), NamedError("disk full", DiskFullError()), false),
        // Equatable errors of two types with one domain and code: their hashes meet, and `==` tells them apart.
        (
            NamedError("sync rejected", SyncRejected(reason: "quota")),
            NamedError("sync expired", SyncExpired(reason: "quota")), false
        ),
        // Foundation's own errors by domain and code, whatever URL or path they carry (and without hashing their user
        // info, which stops the process on Linux).
        (
            NamedError(
                "offline /a",
                URLError(
                    .notConnectedToInternet, userInfo: [NSURLErrorFailingURLErrorKey: URL(string: "https://a.example")!]
                )),
            NamedError(
                "offline /b",
                URLError(
                    .notConnectedToInternet, userInfo: [NSURLErrorFailingURLErrorKey: URL(string: "https://b.example")!]
                )),
            true
        ),
        (NamedError("offline", URLError(.notConnectedToInternet)), NamedError("timed out", URLError(.timedOut)), false),
        (
            NamedError("no file", CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "/a"])),
            NamedError("no file", CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "/b"])), true
        ),
    ]

    @Test(arguments: pairs)
    func standardKeyCoalescesOnlyTheSameFailure(_ first: NamedError, _ second: NamedError, _ coalesced: Bool) async {
        let gate = ManualGate()
        let coalescer = ErrorCoalescer()
        let handler: @MainActor (any Error) async -> ErrorEvaluation? = { _ in
            await gate.wait()
            return .retry
        }
        let tasks = [first, second].map { error in Task { await coalescer.answer(error.error, with: handler) } }
        await waitUntil { coalescer.waitingErrors == 2 }
        #expect(coalescer.handlerRuns == (coalesced ? 1 : 2))
        gate.open()
        for task in tasks {
            #expect(await task.value() == .retry)
        }
    }

    @Test func neverKeyRunsEveryErrorOnItsOwnEvenWhenConcurrent() async {
        let gate = ManualGate()
        let coalescer = ErrorCoalescer(key: .never)
        let handler: @MainActor (any Error) async -> ErrorEvaluation? = { _ in
            await gate.wait()
            return .abort
        }
        let tasks = (0..<3).map { _ in Task { await coalescer.answer(APIError.status(401), with: handler) } }
        await waitUntil { gate.waiterCount == 3 }
        #expect(coalescer.handlerRuns == 3)
        #expect(coalescer.waitingErrors == 0)
        gate.open()
        for task in tasks {
            #expect(await task.value() == .abort)
        }
    }

    @Test func errorRaisedAgainInsideItsOwnRunIsHandledAfreshInsteadOfWaitingForItself() async {
        let coalescer = ErrorCoalescer()
        let runs = Log()
        var inner: ErrorEvaluation?
        let outer = await coalescer.answer(APIError.status(401)) { error in
            runs.append("outer")
            inner = await coalescer.answer(error) { _ in
                runs.append("inner")
                return .abort
            }
            return .abort
        }
        #expect(outer == .abort)
        #expect(inner == .abort)
        #expect(runs.entries == ["outer", "inner"])
        #expect(coalescer.runsUnderWay == 0)
        #expect(await coalescer.answer(APIError.status(401)) { _ in .retry } == .retry)
    }

    @Test func errorsOfDifferentCategoriesAreNeverCoalescedEvenWhenTheirKeysMatch() async {
        let presenter = ManualPresenter()
        let signOuts = Log()
        let responder = CategoryResponder(
            presentingOn: PresentationQueue(presenter: presenter),
            signOutHandler: { signOuts.append("sign out") }
        )
        // ErrorHandling's ResponseCodeError: not Equatable, so its key is its type and case whatever the status.
        let notFound = Task { await responder.respond(to: ResponseCodeError.invalidResponseCode(404, nil)) }
        await presenter.waitForPresentation()
        #expect(await responder.respond(to: ResponseCodeError.invalidResponseCode(401, nil)) == .abort)
        #expect(signOuts.entries == ["sign out"])
        presenter.dismiss()
        #expect(await notFound.value() == .cancel)
    }

    @Test func wrappersAreCoalescedByTheErrorThatDecidesTheirCategory() async {
        let gate = ManualGate()
        let responder = CategoryResponder(signOutHandler: { await gate.wait() })
        let first = Task {
            await responder.respond(to: RequestFailed(endpoint: "/a", underlyingError: APIError.status(401)))
        }
        let second = Task {
            await responder.respond(to: RequestFailed(endpoint: "/b", underlyingError: APIError.status(401)))
        }
        await waitUntil { responder.coalescer.waitingErrors == 2 }
        #expect(responder.coalescer.handlerRuns == 1)
        gate.open()
        #expect(await first.value() == .abort)
        #expect(await second.value() == .abort)
    }

    /// The caller that started the run, or the one that joined it once it was under way, is cancelled: it alone
    /// is answered `.cancel`, and the other gets the run's answer.
    @Test(arguments: [0, 1])
    func cancelledWaiterIsAnsweredCancelWhileTheOthersKeepWaiting(cancelled: Int) async {
        let gate = ManualGate()
        let coalescer = ErrorCoalescer(key: ErrorCoalescer.Key { _ in "same" })
        let handler: @MainActor (any Error) async -> ErrorEvaluation? = { _ in
            await gate.wait()
            return .retry
        }
        let first = Task { await coalescer.answer(NetworkError.logout, with: handler) }
        await waitUntil { gate.waiterCount == 1 }
        let second = Task { await coalescer.answer(NetworkError.timeout, with: handler) }
        await waitUntil { coalescer.waitingErrors == 2 }
        let callers = [first, second]
        callers[cancelled].cancel()
        #expect(await callers[cancelled].value() == .cancel)
        gate.open()
        #expect(await callers[1 - cancelled].value() == .retry)
        #expect(coalescer.handlerRuns == 1)
    }

    @Test func abandonedRunThatKeepsGoingIsWaitedForBeforeAnIdenticalErrorIsHandledAfresh() async {
        let gate = ManualGate()
        let coalescer = ErrorCoalescer()
        var running = 0
        var mostRunning = 0
        var cancelledAtTheEnd: [Bool] = []
        let signOut: @MainActor (any Error) async -> ErrorEvaluation? = { _ in
            running += 1
            mostRunning = max(mostRunning, running)
            await gate.wait()  // ignores cancellation, as a sign-out request might
            running -= 1
            cancelledAtTheEnd.append(Task.isCancelled)
            return .abort
        }
        let first = Task { await coalescer.answer(APIError.status(401), with: signOut) }
        await waitUntil { gate.waiterCount == 1 }
        first.cancel()
        #expect(await first.value() == .cancel)
        // The abandoned sign-out is still running: an identical error waits for it instead of starting another.
        let second = Task { await coalescer.answer(APIError.status(401), with: signOut) }
        await waitUntil { coalescer.waitingErrors == 1 }
        #expect(coalescer.handlerRuns == 1)
        gate.open()
        #expect(await second.value() == .abort)
        #expect(coalescer.handlerRuns == 2)
        #expect(mostRunning == 1)
        // The abandoned run was cancelled; the one started afresh for the waiting error is not.
        #expect(cancelledAtTheEnd == [true, false])
        await waitUntil { coalescer.runsUnderWay == 0 }
    }

    @Test func runNobodyWaitsForAnyMoreIsCancelled() async {
        let coalescer = ErrorCoalescer()
        let sawCancellation = Log()
        let caller = Task {
            await coalescer.answer(NetworkError.logout) { _ in
                while !Task.isCancelled { await Task.yield() }
                sawCancellation.append("cancelled")
                return .proceed
            }
        }
        await waitUntil { coalescer.runsUnderWay == 1 }
        caller.cancel()
        #expect(await caller.value() == .cancel)
        await waitUntil { sawCancellation.entries == ["cancelled"] }
        await waitUntil { coalescer.runsUnderWay == 0 }
    }
}

/// Two `Equatable` errors that are not `Hashable`, of different types that give the same domain and code.
struct SyncRejected: Error, Equatable, CustomNSError {
    static let errorDomain = "sync"
    var errorCode: Int { 1 }
    let reason: String
}

struct SyncExpired: Error, Equatable, CustomNSError {
    static let errorDomain = "sync"
    var errorCode: Int { 1 }
    let reason: String
}
