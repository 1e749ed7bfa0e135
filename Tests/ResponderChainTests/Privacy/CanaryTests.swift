import Foundation
import ResponderChainTesting
import Testing

@testable import ResponderChain

/// Errors that carry canaries (an email, a JWT-shaped token, a file path, a URL with a token in its query) in every
/// shape, dispatched answered and unhandled, traced, in every language the package has texts in: under the default
/// policy no output for developers holds a canary, and each still names the error's type, case, domain and code.
@MainActor
@Suite("Canaries: what errors carry never reaches an output for developers", .isolatedResponderChain)
struct CanaryTests {
    /// Everything the core writes for developers about one dispatch of `error`, answered and unhandled.
    private func outputs(of error: any Error) async -> [String] {
        let answering = ErrorResponderChain(name: "Screen")
        let connection = answering.connect(name: "Answers") { _ in .proceed }
        defer { answering.disconnect(connection) }
        let (_, answeredRoutes) = await DispatchRoute.trace { await answering.dispatch(error) }
        let ((_, unhandledRoutes), reports) = await UnhandledCapture.run {
            await DispatchRoute.trace { await ErrorResponderChain(name: "Nobody").dispatch(error) }
        }
        let routes = answeredRoutes + unhandledRoutes
        let chain = ErrorChain(error)
        return routes.flatMap { [$0.description, $0.detailedDescription, $0.value.description] }
            + reports.flatMap { [$0.description] + UnhandledSink.lines(of: $0) }
            + [
                chain.description, chain.summary, RedactedError(error).description,
                ErrorPrivacy.currentPolicy.describe(error),
            ]
            + chain.levels.compactMap(\.detail)
    }

    @Test(arguments: Canary.carriers.indices, ErrorTexts.Language.all)
    func noCanaryInAnyOutputUnderTheDefaultPolicy(carrier: Int, language: ErrorTexts.Language) async {
        let (shape, error, stillShown) = Canary.carriers[carrier]
        let written = await ErrorTexts.withLanguage(language) { await outputs(of: error) }.joined(separator: "\n")
        #expect(Canary.found(in: written).isEmpty, "\(shape) in \(language): \(written)")
        for part in stillShown {
            #expect(written.contains(part), "\(shape): \(part) is not in \(written)")
        }
    }

    @Test(arguments: Canary.carriers.indices)
    func everythingPublicShowsWhatEachErrorCarries(carrier: Int) async {
        let (shape, error, _) = Canary.carriers[carrier]
        let lines = await ErrorPrivacy.withPolicy(.everythingPublic) { await outputs(of: error) }
        let written = lines.joined(separator: "\n")
        #expect(!Canary.found(in: written).isEmpty, "\(shape): \(written)")
    }

    @Test func aURLKeepsItsSchemeAndHostAndLosesItsPathQueryAndCredentials() {
        let renderer = PrivacyRenderer(.default)
        #expect(renderer.url(URL(string: Canary.urlWithToken)!) == "https://api.example.com/<private>")
        #expect(
            renderer.url(URL(string: "https://bob:secret@api.example.com:8443/a?b=c#d")!)
                == "https://api.example.com:8443/<private>")
        #expect(renderer.url(URL(string: "https://api.example.com")!) == "https://api.example.com")
        // A path that starts with `//` is a path still, not a host.
        let doubleSlash = URL(string: "https://bob@api.example.com//users/alice?token=1#top")!
        #expect(renderer.url(doubleSlash) == "https://api.example.com/<private>")
        #expect(
            PrivacyRenderer(.everythingPublic).url(doubleSlash) == "https://api.example.com//users/alice?token=1#top")
        #expect(renderer.url(URL(fileURLWithPath: Canary.path)) == "file:///<private>")
        #expect(PrivacyRenderer(.everythingPublic).url(URL(string: Canary.urlWithToken)!) == Canary.urlWithToken)
        let hashed = PrivacyRenderer(ErrorPrivacy(urlPaths: .hashed)).url(URL(string: Canary.urlWithToken)!)
        #expect(hashed.hasPrefix("https://api.example.com/<hashed ") && Canary.found(in: hashed).isEmpty)
    }

    @Test func typeNamesCasesDomainsCodesAndStatusesStayPublic() {
        let url = URLError(.timedOut, userInfo: [NSURLErrorFailingURLErrorKey: URL(string: Canary.urlWithToken)!])
        #expect(
            ErrorPrivacy.default.describe(url)
                == "URLError.timedOut [NSURLErrorDomain -1001] {NSErrorFailingURLKey: https://api.example.com/<private>}"
        )
        #expect(
            ErrorPrivacy.default.describe(CanaryError.invalidEmail(Canary.email))
                == "CanaryError.invalidEmail(<private>)")
        #expect(
            ErrorPrivacy.default.describe(CanaryError.sessionExpired(token: Canary.token, path: Canary.path))
                == "CanaryError.sessionExpired(token: <private>, path: <private>)")
        #expect(
            ErrorPrivacy.default.describe(CanaryUploadFailed(path: "a", owner: "b"))
                == "CanaryUploadFailed(path: <private>, owner: <private>)")
        #expect(ErrorChain(APIStatusError(503, retryAfter: 30)).levels[0].detail == "HTTP 503, retry after 30 s")
    }

    /// A value that describes itself for developers names its type once: in front of its own text, unless the text
    /// already starts with it.
    @Test func aSelfDescribingValueNamesItsTypeOnce() {
        let corrupted = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: Canary.email))
        let described = ErrorPrivacy.default.describe(corrupted)
        #expect(described.hasPrefix("DecodingError.dataCorrupted"), "\(described)")
        #expect(!described.contains("DecodingError.DecodingError"), "\(described)")
        #expect(Canary.found(in: described).isEmpty, "\(described)")
    }
}

extension CanaryTests {
    /// The failure the standard sink records for the running test (the message Swift Testing or XCTest shows) holds
    /// no canary, and says what failed.
    @Test(arguments: Canary.carriers.indices)
    func theTestFailureOfAnUnhandledErrorHoldsNoCanary(carrier: Int) async {
        let (shape, error, stillShown) = Canary.carriers[carrier]
        let calls = AlarmTests.Calls()
        let sink = UnhandledSink.standard(
            raisingWith: AlarmTests.alarm(test: true, warnings: false, debug: true, preview: false, calls: calls))
        _ = await DispatchRoute.trace {
            await UnhandledTerminal.withSink(sink) { await ErrorResponderChain(name: "Nobody").dispatch(error) }
        }
        #expect(calls.all.count == 1)
        let message = calls.all.joined(separator: "\n")
        #expect(Canary.found(in: message).isEmpty, "\(shape): \(message)")
        for part in stillShown {
            #expect(message.contains(part), "\(shape): \(part) is not in \(message)")
        }
    }

    /// The package's own texts name the kind of failure and never a value: errors whose only words are the built-in
    /// ones (payloads, a failing URL, a file path, a coding path) give users no canary, in any language.
    @Test(arguments: Canary.carriers.indices.filter { Canary.carriers[$0].shape != "NSError userInfo" })
    func builtInTextsInterpolateNoValue(carrier: Int) {
        let (shape, error, _) = Canary.carriers[carrier]
        for language in ErrorTexts.Language.all {
            let message = UserFacingMessage(for: error, in: language)
            #expect(Canary.found(in: message.description).isEmpty, "\(shape) in \(language): \(message)")
        }
    }

    /// What users read is theirs: an alert shows the error's own words, canaries included, while the route of the
    /// same dispatch holds none.
    @Test(.timeLimit(.minutes(2)))
    func anAlertShowsTheErrorsOwnWords() async throws {
        struct NoAccount: LocalizedError {
            var errorDescription: String? { "No account for \(Canary.email)" }
            var recoverySuggestion: String? { "Check \(Canary.path)." }
        }
        let presenter = ManualPresenter()
        let chain = ErrorResponderChain(name: "Screen")
        let categories = CategoryResponder(presentingOn: PresentationQueue(presenter: presenter))
        _ = chain.connect(name: "Categories") { await categories.respond(to: $0) }
        async let dispatched = DispatchRoute.trace { await chain.dispatch(NoAccount()) }
        await presenter.waitForPresentation()
        let alert = try #require(presenter.showing)
        #expect(alert.title == "No account for \(Canary.email)")
        #expect(alert.message?.contains(Canary.path) == true)
        #expect(presenter.dismiss())
        let (evaluation, routes) = await dispatched
        #expect(evaluation == .cancel)
        let written = routes.map(\.detailedDescription).joined(separator: "\n")
        #expect(written.contains("NoAccount") && Canary.found(in: written).isEmpty, "\(written)")
        // HierarchyResponder's alertable texts are the error's own as well.
        struct Alertable: AlertableError {
            var title: String? { "Locked: \(Canary.email)" }
            var message: String { "Token \(Canary.token) expired." }
        }
        #expect(AlertText.alertable.title(Alertable()) == "Locked: \(Canary.email)")
        #expect(AlertText.alertable.message(Alertable()) == "Token \(Canary.token) expired.")
    }
}

@Suite("The policy an app sets: its marks, the type's own, scopes and tests apart")
struct ErrorPrivacyTests {
    enum Account: Error, PrivacyMarked {
        case locked(accountID: String, email: String)
        case closed(String)
        static let privacyMarks: [String: PrivacyMark] = ["accountID": .public]
    }

    struct Order: Error {
        let number: String
        let card: String
    }

    @Test func aTypeMarksItsOwnValuesAndTheAppsMarksWin() {
        let error = Account.locked(accountID: "A-17", email: Canary.email)
        #expect(ErrorPrivacy.default.describe(error) == #"Account.locked(accountID: "A-17", email: <private>)"#)
        let app = ErrorPrivacy.default.marking(Account.self, ["accountID": .private, "closed": .public])
        #expect(app.describe(error) == "Account.locked(accountID: <private>, email: <private>)")
        #expect(app.describe(Account.closed("for fraud")) == #"Account.closed("for fraud")"#)
        let byCaseAndLabel = ErrorPrivacy.default.marking(Account.self, ["locked.email": .hashed])
        let written = byCaseAndLabel.describe(error)
        #expect(
            written.hasPrefix(#"Account.locked(accountID: "A-17", email: <hashed "#) && !written.contains(Canary.email))
    }

    @Test func aPayloadOfSeveralValuesIsWrittenWithItsOwnLabelsOnly() {
        enum Transfer: Error {
            case rejected(Int, String)
            case held(amount: Int, String)
        }
        let policy = ErrorPrivacy.default.marking(Transfer.self, as: .public)
        #expect(policy.describe(Transfer.rejected(402, "limit")) == #"Transfer.rejected(402, "limit")"#)
        #expect(policy.describe(Transfer.held(amount: 5, "review")) == #"Transfer.held(amount: 5, "review")"#)
        #expect(
            ErrorPrivacy.default.describe(Transfer.rejected(402, Canary.email))
                == "Transfer.rejected(<private>, <private>)")
    }

    @Test func aURLIsWrittenByItsPartsUnlessItsMarkIsGiven() {
        struct Download: Error {
            let link: URL
        }
        let error = Download(link: URL(string: Canary.urlWithToken)!)
        #expect(ErrorPrivacy.default.describe(error) == "Download(link: https://api.example.com/<private>)")
        let hidden = ErrorPrivacy.default.marking(Download.self, ["link": .private])
        #expect(hidden.describe(error) == "Download(link: <private>)")
    }

    @Test func aWholeTypeMarkedPublicIsWrittenAsItDescribesItself() {
        let policy = ErrorPrivacy.default.marking(CanaryDescribed.self, as: .public)
        #expect(policy.describe(CanaryDescribed()) == "CanaryDescribed.\(CanaryDescribed().description)")
        #expect(ErrorPrivacy.default.describe(CanaryDescribed()) == "CanaryDescribed()")
        // Without marks, the policy must make both values and descriptions public for the description to be written.
        #expect(ErrorPrivacy(values: .public).describe(CanaryDescribed()) == "CanaryDescribed()")
        #expect(ErrorPrivacy(descriptions: .public).describe(CanaryDescribed()) == "CanaryDescribed()")
        #expect(
            ErrorPrivacy(values: .public, descriptions: .public).describe(CanaryDescribed())
                == "CanaryDescribed.\(CanaryDescribed().description)")
        #expect(
            ErrorPrivacy.default.marking(Order.self, as: .hashed).describe(Order(number: "1", card: "4111"))
                .components(separatedBy: "<hashed ").count == 3)
    }

    /// Self-describing errors whose own marks make a member public, or keep one private.
    struct Tagged: Error, PrivacyMarked, CustomStringConvertible {
        let tag: String
        static let privacyMarks: [String: PrivacyMark] = ["tag": .public]
        var description: String { "tagged \(tag)" }
    }

    struct Sealed: Error, PrivacyMarked, CustomStringConvertible {
        let secret: String
        static let privacyMarks: [String: PrivacyMark] = ["secret": .private]
        var description: String { "sealed \(secret)" }
    }

    @Test("under a public policy, a type describes itself only when none of its own or the app's marks is otherwise")
    func aMarkThatIsNotPublicKeepsTheTypesDescriptionOut() {
        let open = ErrorPrivacy(values: .public, descriptions: .public)
        #expect(open.describe(Tagged(tag: "beta")) == "Tagged.tagged beta")
        #expect(open.describe(Sealed(secret: Canary.token)) == "Sealed(secret: <private>)")
        #expect(
            open.marking(Tagged.self, ["tag": .hashed]).describe(Tagged(tag: Canary.email)).contains("<hashed "))
        #expect(open.handOver(Tagged(tag: "beta")) is Tagged)
        #expect(open.handOver(Sealed(secret: Canary.token)) is RedactedError)
    }

    @Test func anOptionalIsWrittenAsWhatItHolds() {
        struct Upload: Error {
            let owner: String?
            let cause: (any Error)?
            let link: URL??
        }
        let failed = Upload(
            owner: Canary.email, cause: URLError(.timedOut), link: URL(string: Canary.urlWithToken))
        #expect(
            ErrorPrivacy.default.describe(failed)
                == "Upload(owner: <private>, cause: URLError.timedOut [NSURLErrorDomain -1001], "
                + "link: https://api.example.com/<private>)")
        #expect(
            ErrorPrivacy.default.describe(Upload(owner: nil, cause: nil, link: .some(nil)))
                == "Upload(owner: nil, cause: nil, link: nil)")
    }

    @Test func userInfoKeysAreMarkedByName() {
        let error = NSError(domain: "com.example", code: 1, userInfo: ["RequestID": "r-99", "Email": Canary.email])
        #expect(ErrorPrivacy.default.describe(error) == "NSError [com.example 1]")
        #expect(
            ErrorPrivacy.default.marking(userInfoKey: "RequestID", as: .public).describe(error)
                == #"NSError [com.example 1] {RequestID: "r-99"}"#)
        // A URL is written as the policy writes URLs, unless its key is marked: then the key's mark decides.
        let linked = NSError(domain: "com.example", code: 2, userInfo: ["Link": URL(string: Canary.urlWithToken)!])
        #expect(
            ErrorPrivacy.default.describe(linked) == "NSError [com.example 2] {Link: https://api.example.com/<private>}"
        )
        #expect(
            ErrorPrivacy.default.marking(userInfoKey: "Link", as: .private).describe(linked)
                == "NSError [com.example 2]")
    }

    @Test func aPrivateValueIsNeverDescribed() {
        let asked = Locked(0)
        struct Touchy: CustomStringConvertible, CustomDebugStringConvertible {
            let asked: Locked<Int>
            var description: String {
                asked.withLock { $0 += 1 }
                return "touched"
            }
            var debugDescription: String { description }
        }
        struct Holder: Error { let value: Touchy }
        let error = Holder(value: Touchy(asked: asked))
        _ = ErrorPrivacy.default.describe(error)
        _ = ErrorChain(error).description
        _ = RedactedError(error).description
        #expect(asked.withLock { $0 } == 0)
        _ = ErrorPrivacy.everythingPublic.describe(error)
        #expect(asked.withLock { $0 } > 0)
    }

    @Test("an event of an enum that describes itself is named by its type alone: its description is never asked")
    func aSelfDescribingEnumEventIsNamedByItsType() {
        enum Command: Event, CustomStringConvertible {
            case open
            var description: String { Canary.email }
        }
        enum Plain: Event {
            case open
        }
        #expect(PrivacyRenderer(.default).value(Command.open) == "Command")
        #expect(PrivacyRenderer(.default).value(Plain.open) == "Plain.open")
    }

    @Test func valuesInsideValuesEndAtFourLevels() {
        indirect enum Nested: Error {
            case level(Nested)
            case bottom
        }
        var error = Nested.bottom
        for _ in 0..<6 { error = .level(error) }
        #expect(ErrorPrivacy.default.describe(error) == "Nested.level(Nested.level(Nested.level(Nested.level(…))))")
    }

    @Test func aScopeSetsThePolicyForItsTasksAndTheProcessValueStaysAsItWas() async {
        let error = CanaryError.invalidEmail(Canary.email)
        await ErrorPrivacy.withPolicy(.everythingPublic) {
            #expect(ErrorChain(error).summary.contains(Canary.email))
            await Task {
                #expect(ErrorPrivacy.currentPolicy.values == .public)
            }.value
        }
        #expect(!ErrorChain(error).summary.contains(Canary.email))
    }

    @Test func aTestsProcessPolicyIsItsOwnUnderTheIsolationTrait() async {
        await IsolatedDefaults.run {
            ErrorPrivacy.policy = .everythingPublic
            #expect(ErrorPrivacy.currentPolicy.values == .public)
        }
        #expect(ErrorPrivacy.policy.values == .private)
    }

    @Test func theHandedOverErrorIsTheErrorOnlyWhenEveryLevelIsPublic() {
        let error = CanaryWrapper(underlyingError: CanaryError.invalidEmail(Canary.email))
        #expect(ErrorPrivacy.default.handOver(error) is RedactedError)
        #expect(ErrorPrivacy.default.marking(CanaryWrapper.self, as: .public).handOver(error) is RedactedError)
        let both = ErrorPrivacy.default.marking(CanaryWrapper.self, as: .public).marking(CanaryError.self, as: .public)
        #expect(both.handOver(error) is CanaryWrapper)
        #expect(ErrorPrivacy.everythingPublic.handOver(error) is CanaryWrapper)
    }

    @Test func groupingIdentifiersNeverDependOnAValueOrThePolicy() {
        let one = ErrorChain(CanaryError.invalidEmail("a@example.com")).groupingID
        #expect(ErrorChain(CanaryError.invalidEmail(Canary.email)).groupingID == one)
        #expect(
            ErrorPrivacy.withPolicy(.everythingPublic) { ErrorChain(CanaryError.invalidEmail(Canary.email)).groupingID }
                == one)
        #expect(RedactedError(CanaryError.invalidEmail(Canary.email)).groupingID == one)
    }
}
