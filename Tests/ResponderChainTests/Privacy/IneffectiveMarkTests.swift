import Foundation
import Testing

@testable import ResponderChain

/// A privacy mark that cannot take effect fails where it was written: a `marking` call the renderer never reads at
/// once, a name the type does not have when its first value is written, once; a debug app gets a warning and goes on.
@Suite("Privacy marks that would do nothing are refused where they are written", .timeLimit(.minutes(1)))
struct IneffectiveMarkTests {
    /// A `marking` call that can never take effect, the line it is written on, and what its failure says.
    struct Refused: Sendable, CustomTestStringConvertible {
        let line: Int
        let mark: @Sendable () -> ErrorPrivacy
        let says: String
        var testDescription: String { says }
    }

    static let refusedAtOnce: [Refused] = [
        Refused(
            line: #line, mark: { .default.marking(problemMember: "type", as: .private) },
            says: #"marking(problemMember: "type", as: .private) does nothing: a problem's type and status"#),
        Refused(
            line: #line, mark: { .default.marking(problemMember: "status", as: .hashed) },
            says: #"marking(problemMember: "status", as: .hashed) does nothing"#),
        Refused(
            line: #line, mark: { .default.marking(userInfoKey: NSUnderlyingErrorKey, as: .public) },
            says: "marking(userInfoKey: NSUnderlyingErrorKey, as: .public) does nothing: the underlying error"),
        Refused(
            line: #line, mark: { .default.marking(URLError.self, as: .public) },
            says: "marking(URLError.self, as: .public) does nothing: Foundation's errors are written as their domain"),
        Refused(
            line: #line, mark: { .default.marking(NSError.self, ["code": .public]) },
            says: #"marking(NSError.self, ["code"]) does nothing: Foundation's errors"#),
        Refused(
            line: #line, mark: { .default.marking(CocoaError.self, as: .hashed) },
            says: "marking(CocoaError.self, as: .hashed) does nothing"),
        Refused(
            line: #line, mark: { .default.marking(DecodingError.self, ["context": .public]) },
            says: #"marking(DecodingError.self, ["context"]) does nothing: its values are marked by name"#),
    ]

    @Test(
        "a mark the renderer never reads fails at its line at once, and the policy goes on without it",
        arguments: refusedAtOnce)
    func refusesAtOnce(_ refused: Refused) throws {
        let (policy, failures) = TestingLibraries.recordingFailures { refused.mark() }
        let failure = try #require(failures.count == 1 ? failures.first : nil, "\(failures)")
        #expect(failure.message.hasPrefix("ResponderChain: ErrorPrivacy: " + refused.says), "\(failure.message)")
        #expect(failure.location?.hasPrefix("\(#fileID):\(refused.line):") == true, "\(failure.location ?? "-")")
        #expect(policy.typeMarks.isEmpty && policy.userInfoKeyMarks.isEmpty && policy.problemMemberMarks.isEmpty)
    }

    @Test("marks that can take effect are taken without a failure")
    func marksThatWorkFailNothing() {
        let (_, failures) = TestingLibraries.recordingFailures {
            ErrorPrivacy.default
                .marking(problemMember: "title", as: .private)
                .marking(problemMember: "balance", as: .public)
                .marking(userInfoKey: NSFilePathErrorKey, as: .hashed)
                .marking(Declined.self, ["declined": .public, "card": .hashed, "declined.orderNumber": .public])
                .marking(Upload.self, ["owner": .hashed])
                .describe(Declined.declined(orderNumber: "A-1", card: "4242"))
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    // MARK: - Names a type does not have

    enum Declined: Error {
        case declined(orderNumber: String, card: String)
        case offline
        case retried(Int, after: Double)
    }

    struct Upload: Error {
        let path: String
        let owner: String
    }

    @Test("a name a struct does not have fails at the marking's line when its first value is written, once")
    func unknownPropertyOnce() throws {
        struct Moved: Error {
            let path: String
            let owner: String
        }
        let (line, policy) = (#line, ErrorPrivacy.default.marking(Moved.self, ["ownr": .public, "path": .hashed]))
        let failures = TestingLibraries.recordingFailures {
            for _ in 0..<3 { _ = policy.describe(Moved(path: "/a", owner: "alice")) }
        }.failures
        let failure = try #require(failures.count == 1 ? failures.first : nil, "\(failures)")
        #expect(
            failure.message == """
                ResponderChain: ErrorPrivacy: The mark "ownr" given to Moved, which Moved does not have, so it does \
                nothing and the value it was meant for keeps the policy's mark. Moved's stored properties: path, owner.
                """)
        #expect(failure.location?.hasPrefix("\(#fileID):\(line):") == true, "\(failure.location ?? "-")")
    }

    /// An enum's marks are not checked: a value shows only its own case, and reading every case from the type's
    /// metadata would take unsafe code. A misspelt name leaves the default mark, as before.
    @Test func anEnumsMarksAreNotChecked() {
        enum Order: Error {
            case declined(orderNumber: String, card: String)
            case offline
        }
        let policy = ErrorPrivacy.default.marking(Order.self, ["orderNumbr": .public])
        let (written, failures) = TestingLibraries.recordingFailures {
            policy.describe(Order.declined(orderNumber: "A-1", card: "4242"))
        }
        #expect(failures.isEmpty)
        #expect(written == "Order.declined(orderNumber: <private>, card: <private>)")
    }

    enum Pending<Item: Sendable>: Error {
        case waiting(item: Item, position: Int)
    }

    @Test("a generic enum's labels are read with its arguments")
    func genericEnumLabels() {
        let policy = ErrorPrivacy.default.marking(Pending<[String]>.self, ["position": .public, "item": .private])
        let (written, failures) = TestingLibraries.recordingFailures {
            policy.describe(Pending.waiting(item: ["a"], position: 3))
        }
        #expect(failures.isEmpty, "\(failures)")
        #expect(written == "Pending<Array<String>>.waiting(item: <private>, position: 3)")
    }

    struct Locked: Error, PrivacyMarked {
        let accountID: String
        static let privacyMarks: [String: PrivacyMark] = ["acountID": .public]
    }

    @Test("a type's own privacyMarks naming nothing fail when its first value is written")
    func ownMarksNamingNothing() throws {
        let failures = TestingLibraries.recordingFailures {
            _ = ErrorPrivacy.default.describe(Locked(accountID: "a-1"))
            _ = ErrorPrivacy.default.describe(Locked(accountID: "a-2"))
        }.failures
        let failure = try #require(failures.count == 1 ? failures.first : nil, "\(failures)")
        #expect(failure.message.contains(#"Locked.privacyMarks names "acountID", which Locked does not have"#))
    }

    final class MarkedNSError: NSError, PrivacyMarked, @unchecked Sendable {
        static let privacyMarks: [String: PrivacyMark] = ["code": .public]
    }

    @Test("privacyMarks on a Foundation error, written by domain, code and userInfo key, fail when it is first written")
    func ownMarksOfAFoundationError() throws {
        let failures = TestingLibraries.recordingFailures {
            _ = ErrorPrivacy.default.describe(MarkedNSError(domain: "app", code: 1))
            _ = ErrorPrivacy.default.describe(MarkedNSError(domain: "app", code: 2))
        }.failures
        let failure = try #require(failures.count == 1 ? failures.first : nil, "\(failures)")
        #expect(failure.message.contains("MarkedNSError.privacyMarks does nothing"), "\(failure.message)")
    }

    // MARK: - Values of marked types inside others

    struct Card {
        let number: String
        let last4: String
    }

    enum Charge: Error {
        case failed(card: Card)
    }

    @Test("a value of a marked type inside an error is written by its type's marks, not as a whole")
    func nestedMarkedValues() {
        let policy = ErrorPrivacy.default.marking(Card.self, ["last4": .public])
        let written = policy.describe(Charge.failed(card: Card(number: "4242424242424242", last4: "4242")))
        #expect(written == #"Charge.failed(card: Card(number: <private>, last4: "4242"))"#)
        let everything = ErrorPrivacy.everythingPublic.marking(Card.self, ["number": .private])
        #expect(
            !everything.describe(Charge.failed(card: Card(number: "4242424242424242", last4: "4242")))
                .contains("4242424242424242"))
    }

    // MARK: - Outside tests

    @Test(
        "outside tests a refusal is a runtime warning in a debug app, a line on standard error elsewhere, never a stop",
        arguments: [(true, true), (false, true), (true, false), (false, false)])
    func outsideTests(warnings: Bool, debug: Bool) {
        let calls = AlarmTests.Calls()
        let alarm = AlarmTests.alarm(test: false, warnings: warnings, debug: debug, preview: false, calls: calls)
        IneffectiveSetting.refuse("ErrorPrivacy: a mark that does nothing", at: nil, once: nil, alarm: alarm)
        // Reached: the process goes on whatever the alarm answered.
        let warned = calls.all.contains("warning: ResponderChain: ErrorPrivacy: a mark that does nothing")
        #expect(warned == debug)
        #expect(calls.all.first == "test: ResponderChain: ErrorPrivacy: a mark that does nothing")
    }
}
