import Foundation
import PropertyBased
import Testing

@testable import ResponderChain

/// Where a user-facing message comes from: the error's own text, the app's mappers, the built-in mappings, the
/// generic text; through wrapped errors; and in which language.
@Suite(.timeLimit(.minutes(2))) struct UserFacingMessageTests {
    struct Described: LocalizedError {
        var errorDescription: String?
        var failureReason: String?
        var recoverySuggestion: String?
    }

    struct Alertable: AlertableError, LocalizedError {
        var title: String? { "Alertable title" }
        var message: String { "Alertable message" }
        var errorDescription: String? { "Localized title" }
    }

    struct Wrapper: WrappingError {
        let underlyingError: (any Error)?
    }

    enum ProfileError: Error {
        case load(DatabaseError)
        case save(id: Int, cause: any Error)
    }

    enum DatabaseError: Error {
        case read(any Error)
    }

    struct ValidationFailure: CustomNSError {
        var errorUserInfo: [String: Any] {
            [NSLocalizedDescriptionKey: "Email taken", NSLocalizedRecoverySuggestionErrorKey: "Choose another one."]
        }
    }

    /// Messages compare and hash by what they read, not where they came from (equal hashes by chance: one in
    /// 2^64).
    @Test func messagesThatReadAlikeAreEqualAndHashAlike() {
        let message = UserFacingMessage(title: "Offline", message: "Check your connection.")
        let fromAnError = UserFacingMessage(
            for: Described(errorDescription: "Offline", recoverySuggestion: "Check your connection."), in: .english)
        #expect(fromAnError.source != message.source)
        #expect(fromAnError == message)
        #expect(fromAnError.hashValue == message.hashValue)
        for other in [
            UserFacingMessage(title: "Offline"), UserFacingMessage(title: "Offline", message: "Try again."),
            UserFacingMessage(title: "Online", message: "Check your connection."),
        ] {
            #expect(other != message)
            #expect(other.hashValue != message.hashValue, "\(other)")
        }
    }

    @Test func theErrorsOwnTextComesFirst() {
        let message = UserFacingMessage(
            for: Described(
                errorDescription: "Couldn't save", failureReason: "The disk is full.",
                recoverySuggestion: "Free some space."), in: .english)
        #expect(message.title == "Couldn't save")
        #expect(message.message == "The disk is full. Free some space.")
        #expect(message.source == .error)
    }

    /// A client library's wrapper, whose description is for developers.
    struct ClientFailure: LocalizedError, DeveloperFacingError {
        let userFacingError: (any Error)?
        var errorDescription: String? { "Client encountered an error invoking the operation \"getAccount\"" }
    }

    @Test func aDeveloperFacingWrapperLetsTheErrorItWrapsSpeak() {
        let inner = Described(errorDescription: "You do not have enough credit.", failureReason: "Top up to go on.")
        let message = UserFacingMessage(for: ClientFailure(userFacingError: inner), in: .english)
        #expect(message.title == "You do not have enough credit.")
        #expect(message.message == "Top up to go on.")
        // With nothing inside, its own text is still not shown: the generic text is.
        #expect(
            UserFacingMessage(for: ClientFailure(userFacingError: nil), in: .english).title == "Something went wrong")
    }

    @Test func anAlertableErrorsTextWinsOverItsLocalizedErrorText() {
        let message = UserFacingMessage(for: Alertable(), in: .english)
        #expect(message == UserFacingMessage(title: "Alertable title", message: "Alertable message"))
    }

    @Test func userInfoTextsOfNSErrorsAndCustomNSErrorsAreTheirOwn() {
        let nsError = NSError(
            domain: "com.example.sync", code: 2,
            userInfo: [
                NSLocalizedDescriptionKey: "Sync paused",
                NSLocalizedFailureReasonErrorKey: "Another device is syncing.",
            ])
        #expect(UserFacingMessage(for: nsError, in: .english).title == "Sync paused")
        #expect(UserFacingMessage(for: nsError, in: .english).message == "Another device is syncing.")
        #expect(UserFacingMessage(for: ValidationFailure(), in: .english).message == "Choose another one.")
    }

    @Test func foundationsOwnDescriptionsAreNotTakenForTheAppsText() {
        let fromURLSession = NSError(
            domain: NSURLErrorDomain, code: -1009,
            userInfo: [
                NSLocalizedDescriptionKey: "The operation could not be completed. (NSURLErrorDomain error -1009.)"
            ])
        #expect(UserFacingMessage(for: fromURLSession, in: .english).title == ErrorTexts.Key.offlineTitle.english)
    }

    @Test(arguments: ["", "   ", "\n\t"])
    func blankTextsFallThroughToTheNextSource(blank: String) {
        let blankOwn = Described(errorDescription: blank, failureReason: blank, recoverySuggestion: nil)
        #expect(UserFacingMessage(for: blankOwn, in: .english).source == .generic)
        // A blank wrapper lets the error inside speak.
        let wrapped = UserFacingMessage(
            for: Wrapper(underlyingError: URLError(.timedOut)), in: .english)
        #expect(wrapped.title == ErrorTexts.Key.timedOutTitle.english)
        // A mapper's blank title counts as no answer.
        let blankMapper = RecordingMapper { _, _ in UserFacingMessage(title: blank, message: "ignored") }
        ErrorTexts.withMappers([blankMapper]) {
            #expect(UserFacingMessage(for: URLError(.timedOut), in: .english).source == .builtIn)
        }
        #expect(!blankMapper.questions.isEmpty)
    }

    /// An error of a library the app does not own: no text of its own, and none built in.
    struct PaymentsSDKError: Error {}

    @Test(
        "a mapper's message that is empty or only white space is never shown: a blank title gives the next source's text, a blank message none",
        arguments: ["", " ", "   ", "\n\t", "\u{00A0}\u{2003}"])
    func aMappersBlankTextIsNeverShown(blank: String) {
        let blankTitle = RecordingMapper { _, _ in UserFacingMessage(title: blank, message: "Never shown.") }
        ErrorTexts.withMappers([blankTitle]) {
            let message = UserFacingMessage(for: PaymentsSDKError(), in: .english)
            #expect(message.title == ErrorTexts.Key.title.english)
            #expect(message.message == ErrorTexts.Key.message.english)
            #expect(message.source == .generic)
        }
        let blankMessage = RecordingMapper { _, _ in UserFacingMessage(title: "Card declined", message: blank) }
        ErrorTexts.withMappers([blankMessage]) {
            let message = UserFacingMessage(for: PaymentsSDKError(), in: .english)
            #expect(message == UserFacingMessage(title: "Card declined"))
            #expect(message.message == nil)
            #expect(message.description == "Card declined")
            #expect(AlertText.standard.message(PaymentsSDKError()) == nil)
        }
    }

    @Test func aMessageWithoutATitleGetsTheGenericTitle() {
        let message = UserFacingMessage(
            for: Described(errorDescription: nil, failureReason: "The disk is full."), in: .english)
        #expect(message.title == ErrorTexts.Key.title.english)
        #expect(message.message == "The disk is full.")
    }

    @Test func theAppsMappersComeBeforeTheBuiltInOnesAndNilPassesTheErrorOn() {
        let passing = RecordingMapper { _, _ in nil }
        let timeouts = RecordingMapper { error, _ in
            (error as? URLError)?.code == .timedOut ? UserFacingMessage(title: "Our server is slow today") : nil
        }
        ErrorTexts.withMappers([passing, timeouts]) {
            let timedOut = UserFacingMessage(for: URLError(.timedOut), in: .english)
            #expect(timedOut.title == "Our server is slow today")
            #expect(timedOut.message == nil)
            #expect(timedOut.source == .mapper)
            let offline = UserFacingMessage(for: URLError(.notConnectedToInternet), in: .english)
            #expect(offline.source == .builtIn)
        }
        #expect(passing.questions == ["URLError in en", "URLError in en"])
        #expect(UserFacingMessage(for: URLError(.timedOut), in: .english).source == .builtIn)
    }

    @Test func mappersAreAskedInTheLanguageOfTheMessage() {
        let mapper = RecordingMapper { _, language in UserFacingMessage(title: "title in \(language)") }
        ErrorTexts.withMappers([mapper]) {
            ErrorTexts.withLanguage(.korean) {
                #expect(UserFacingMessage(for: PlainAppError.offline).title == "title in ko")
            }
            #expect(UserFacingMessage(for: PlainAppError.offline, in: .arabic).title == "title in ar")
        }
    }

    @Test func aScopesMappersReplaceTheProcessWideOnesOnlyInThatScopeAndItsChildTasks() async {
        let mapper = RecordingMapper { _, _ in UserFacingMessage(title: "scoped") }
        await ErrorTexts.withMappers([mapper]) {
            #expect(ErrorTexts.currentMappers.count == 1)
            let child = await Task { UserFacingMessage(for: PlainAppError.offline).title }.value
            #expect(child == "scoped")
        }
        #expect(UserFacingMessage(for: PlainAppError.offline).title != "scoped")
    }

    @Test func wrappedErrorsSpeakThroughWrappersWithoutText() {
        let cases: [(any Error, ErrorTexts.Key)] = [
            (Wrapper(underlyingError: URLError(.notConnectedToInternet)), .offlineTitle),
            (ProfileError.load(.read(CocoaError(.fileReadCorruptFile))), .fileCorruptTitle),
            (ProfileError.save(id: 7, cause: POSIXError(.ENOSPC)), .outOfSpaceTitle),
            (
                NSError(domain: "com.example", code: 1, userInfo: [NSUnderlyingErrorKey: URLError(.timedOut)]),
                .timedOutTitle
            ),
            (realKeyNotFound(), .unreadableDataTitle),
        ]
        for (error, title) in cases {
            #expect(UserFacingMessage(for: error, in: .english).title == title.english)
        }
    }

    @Test func aWrapperWithItsOwnTextSpeaksForWhatItWraps() {
        struct SyncFailed: LocalizedError, WrappingError {
            let underlyingError: (any Error)?
            var errorDescription: String? { "Sync failed" }
        }
        let message = UserFacingMessage(for: SyncFailed(underlyingError: URLError(.timedOut)), in: .english)
        #expect(message.title == "Sync failed")
        #expect(message.source == .error)
    }

    @Test func aCycleOrAChainBeyondTheLimitEndsWithTheGenericText() async {
        let loops = ErrorLoops()
        defer { loops.unlink() }
        var deep: any Error = URLError(.timedOut)
        for _ in 0..<(ErrorChain.depthLimit + 4) {
            deep = Wrapper(underlyingError: deep)
        }
        for (name, error): (String, any Error) in [("a loop", loops.first), ("itself", loops.itself), ("deep", deep)] {
            // On a thread of its own: a walk along wrappers that forgot its bound fails the test instead of hanging.
            let source = await returnValue(orFail: "no text was found for \(name)") {
                UserFacingMessage(for: error, in: .english).source
            }
            #expect(source == .generic)
        }
    }

    @Test func theLanguageFollowsTheScopeThenTheProcessSettingThenTheApp() async {
        let english = UserFacingMessage(for: URLError(.notConnectedToInternet), in: .english)
        let german = UserFacingMessage(for: URLError(.notConnectedToInternet), in: .german)
        #expect(german.title != english.title)
        await ErrorTexts.withLanguage(.german) {
            #expect(ErrorTexts.currentLanguage == .german)
            #expect(UserFacingMessage(for: URLError(.notConnectedToInternet)) == german)
            #expect(UserFacingMessage(for: URLError(.notConnectedToInternet), in: .english) == english)
            let inChild = await Task { UserFacingMessage(for: URLError(.notConnectedToInternet)) }.value
            #expect(inChild == german)
        }
        // On Linux, with no localization of the test runner, the app's language is English.
        #expect(ErrorTexts.Language.appPreferred == .english)
    }

    @MainActor @Test func theDefaultsOfAlertsButtonsAndRecoveryAreInTheScopesLanguage() {
        ErrorTexts.withLanguage(.japanese) {
            let category = AlertText.standard
            #expect(category.dismissTitle == ErrorTexts.text(.dismiss, in: .japanese))
            #expect(category.cancelTitle == ErrorTexts.text(.cancel, in: .japanese))
            #expect(category.title(PlainAppError.offline) == ErrorTexts.text(.title, in: .japanese))
            #expect(RecoveryOption.retry.description == ErrorTexts.text(.retry, in: .japanese))
            #expect(
                AlertText.alertable.title(PlainAlert(message: "m")) == ErrorTexts.text(.alertableTitle, in: .japanese))
            #expect(AlertText.alertable.dismissTitle == ErrorTexts.text(.alertableDismiss, in: .japanese))
            let alert = CategoryResponder().makeAlert(for: URLError(.notConnectedToInternet))
            #expect(alert?.title == ErrorTexts.text(.offlineTitle, in: .japanese))
            // Offline is transient: Retry, then Cancel.
            #expect(
                alert?.buttons.map(\.title)
                    == [ErrorTexts.text(.retry, in: .japanese), ErrorTexts.text(.cancel, in: .japanese)])
        }
        #expect(RecoveryOption.retry == RecoveryOption(id: "ResponderChain.retry", description: "anything"))
    }

    @Test func theDescriptionIsTheTitleAndTheMessageOnTwoLines() {
        #expect(UserFacingMessage(title: "A", message: "B").description == "A\nB")
        #expect(UserFacingMessage(title: "A").description == "A")
    }

    /// The generic text never shows what the user cannot act on: no type name, no domain, no code.
    @Test func theGenericTextNeverShowsATypeADomainOrACode() async {
        await propertyCheck(
            count: 200, input: Gen.int(in: 0...9), Gen.int(in: 1000...99_999), Gen.int(in: 0...3)
        ) { languageIndex, code, kind in
            let language = ErrorTexts.Language.all[languageIndex]
            let domain = "com.example.domain\(code)"
            let error: any Error =
                switch kind {
                case 0: NSError(domain: domain, code: code)
                case 1: PlainAppError.quota(limit: code)
                case 2: POSIXError(.E2BIG)
                default: Wrapper(underlyingError: NSError(domain: domain, code: code))
                }
            let message = UserFacingMessage(for: error, in: language)
            for secret in [domain, "\(code)", "PlainAppError", "quota", "POSIX", "E2BIG", "Wrapper", "NSError"] {
                #expect(!message.title.contains(secret))
                #expect(message.message?.contains(secret) != true)
            }
        }
    }
}
