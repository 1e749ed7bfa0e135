import Foundation
import ResponderChainTesting
import Testing

@testable import ResponderChain

#if canImport(AuthenticationServices) && canImport(StoreKit) && canImport(LocalAuthentication)
    import AuthenticationServices
    import LocalAuthentication
    import StoreKit
#endif

/// The promise on the errors apps write: a cancellation, however it is wrapped, is answered `.cancel` by every style,
/// reaches no presentation and no unhandled report, and stops `withRetry` at once; a failure that only looks like one
/// is shown.
@MainActor
@Suite(.timeLimit(.minutes(2))) struct CancellationCorpusTests {
    @Test func theCorpusHoldsAtLeastFortyOfEach() {
        #expect(CancellationCorpus.cancellations.count >= 40)
        #expect(CancellationCorpus.lookAlikes.count >= 40)
        #expect(CancellationCorpus.lookAlikes.contains { $0.name.contains("-1012") && $0.depth > 0 })
    }

    @Test(arguments: CancellationCorpus.cancellations)
    func everyStyleCancelsItAndNothingShowsIt(shape: CancellationCorpus.Shape) async throws {
        let presenter = ManualPresenter()
        let categories = CategoryResponder(presentingOn: PresentationQueue(presenter: presenter))
        let screen = RecordingResponder("Screen", parent: categories)
        let rules = ErrorHandler(name: "Rules", parentResponder: categories).onNoMatch(.passOn)
        let chain = ErrorResponderChain(name: "Chain", parentResponder: categories)
        let action = RespondToErrorAction(responder: categories)
        let hierarchyLog = Log()
        let hierarchy = ResponderPosition.root.adding(
            .receiveError(
                .asynchronous { _ in
                    hierarchyLog.append("asked")
                    return .notHandled
                }), name: "Screen")
        let error = shape.error

        let (answers, unhandled) = await UnhandledCapture.run {
            [
                await screen.dispatch(error), await screen.passToParent(error), await categories.respond(to: error),
                await rules.respond(to: error), await rules.answer(to: error), await chain.respond(to: error),
                await action(error), await hierarchy.report(error),
            ]
        }
        #expect(hierarchyLog.entries.isEmpty)
        #expect(answers == Array(repeating: .cancel, count: answers.count))
        #expect(rules.handle(error: error, onCompleted: nil) == false)
        #expect(screen.received.isEmpty)
        #expect(presenter.presented.isEmpty, "shown: \(presenter.presented)")
        #expect(unhandled.isEmpty)
        #expect(categories.makeAlert(for: error) != nil, "an alert is still data, for whoever asks")
        #expect(
            await PresentationQueue(presenter: presenter).present(AlertModel(title: "x", buttons: []), for: error)
                == .cancelled)
    }

    @Test(arguments: CancellationCorpus.cancellations)
    func theRouteSaysItWasCancelledAndAtWhichLevel(shape: CancellationCorpus.Shape) async throws {
        let parent = RecordingResponder("App", answers: [.abort])
        let route = await parent.traceDispatch(shape.error)
        #expect(route.resolution == .cancelled)
        #expect(route.evaluation == .cancel)
        #expect(route.cancellationLevel == shape.depth)
        let level = ErrorChain(shape.error).levels[shape.depth]
        #expect(route.description.hasSuffix("⇒ cancelled (level \(shape.depth + 1): \(level.glanceDescription))"))
        #expect(parent.received.isEmpty)
    }

    @Test(arguments: CancellationCorpus.cancellations)
    func withRetryStopsAtOnceWithoutAskingAnyone(shape: CancellationCorpus.Shape) async throws {
        let presenter = ManualPresenter()
        let categories = CategoryResponder(presentingOn: PresentationQueue(presenter: presenter))
        var attempts = 0
        do {
            _ = try await withRetry(asking: categories, clock: ManualClock()) { () async throws -> Int in
                attempts += 1
                throw shape.error
            }
            Issue.record("the operation succeeded")
        } catch {
            #expect(error.reason == .cancelled)
            #expect(error.evaluation == .cancel)
        }
        #expect(attempts == 1)
        #expect(presenter.presented.isEmpty)
    }

    @Test(arguments: CancellationCorpus.lookAlikes)
    func aLookAlikeIsShown(shape: CancellationCorpus.Shape) async throws {
        let presenter = ManualPresenter()
        let categories = CategoryResponder(presentingOn: PresentationQueue(presenter: presenter))
        #expect(!CancellationGate.isCancellation(shape.error))
        let answering = Task { await categories.traceDispatch(shape.error) }
        await presenter.waitForPresentation()
        #expect(presenter.presented.count == 1)
        _ = presenter.dismiss()
        let route = await answering.value
        #expect(route.resolution == .answered)
        #expect(route.cancellationLevel == nil)
    }

    @Test(arguments: CancellationCorpus.cancellations)
    func aCancelledTaskIsNamedAsTheCause(shape: CancellationCorpus.Shape) async throws {
        let parent = RecordingResponder("App", answers: [.abort])
        let route = await Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            return await parent.traceDispatch(MyError.rootError)
        }.value
        #expect(route.resolution == .cancelled)
        #expect(route.cancellationLevel == nil)
        #expect(route.description.hasSuffix("⇒ cancelled (task)"))
    }
}

#if canImport(AuthenticationServices) && canImport(StoreKit) && canImport(LocalAuthentication)
    /// On Apple platforms, the frameworks' cancellations as their typed values, which the corpus has as `NSError`s.
    @Suite struct AppleCancellationTests {
        static let typed: [any Error] = [
            ASAuthorizationError(.canceled), ASWebAuthenticationSessionError(.canceledLogin),
            SKError(.paymentCancelled), LAError(.userCancel), LAError(.systemCancel), LAError(.appCancel),
        ]

        @Test func theFrameworksTypedCancellationsAreCancellationsAtAnyDepth() {
            for error in Self.typed {
                #expect(CancellationGate.isCancellation(error), "\(error)")
                #expect(CancellationGate.isCancellation(CancellationCorpus.APIClientError.transport(error)))
            }
            #expect(!CancellationGate.isCancellation(ASAuthorizationError(.failed)))
            #expect(!CancellationGate.isCancellation(LAError(.authenticationFailed)))
        }
    }
#endif

/// The docs' table of the corpus, computed: which shapes each way of telling a cancellation catches.
@Suite struct CancellationCorpusTableTests {
    static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Sources/ResponderChain/Documentation.docc/Cancellations.md")

    /// The three ways, as the table's columns name them.
    static let approaches: [(name: String, catches: @Sendable (any Error) -> Bool)] = [
        ("ResponderChain", { CancellationGate.isCancellation($0) }),
        ("`error is CancellationError`", { $0 is CancellationError }),
        ("`(error as? URLError)?.code == .cancelled`", { ($0 as? URLError)?.code == .cancelled }),
    ]

    /// The table's lines, as the article must show them.
    static func computedTable() -> [String] {
        let header = "| wrapping | cancellations | " + approaches.map(\.name).joined(separator: " | ") + " |"
        let rule = "|---|---:|" + String(repeating: "---:|", count: approaches.count)
        var lines = [header, rule]
        for wrapping in CancellationCorpus.wrappings {
            let shapes = CancellationCorpus.cancellations.filter { $0.wrapping == wrapping.name }
            let caught = approaches.map { approach in shapes.filter { approach.catches($0.error) }.count }
            lines.append(
                "| \(wrapping.name) | \(shapes.count) | " + caught.map(String.init).joined(separator: " | ") + " |")
        }
        let all = CancellationCorpus.cancellations
        let caught = approaches.map { approach in all.filter { approach.catches($0.error) }.count }
        lines.append("| **all** | \(all.count) | " + caught.map(String.init).joined(separator: " | ") + " |")
        let lookAlikes = CancellationCorpus.lookAlikes
        let filtered = approaches.map { approach in lookAlikes.filter { approach.catches($0.error) }.count }
        lines.append(
            "| look-alikes wrongly taken for cancellations (of \(lookAlikes.count)) | – | "
                + filtered.map(String.init).joined(separator: " | ") + " |")
        return lines
    }

    @Test func theArticleShowsTheTableAsComputed() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let after = try #require(text.components(separatedBy: "<!-- cancellation-corpus-table -->").last)
        let shown = after.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("|") }
            .prefix { $0.hasPrefix("|") }.map(String.init)
        let computed = Self.computedTable()
        #expect(shown == computed, "the article's table should read:\n\(computed.joined(separator: "\n"))")
    }

    @Test func thePackageCatchesEveryCancellationAndNoLookAlike() {
        #expect(CancellationCorpus.cancellations.allSatisfy { CancellationGate.isCancellation($0.error) })
        #expect(CancellationCorpus.lookAlikes.allSatisfy { !CancellationGate.isCancellation($0.error) })
    }
}
