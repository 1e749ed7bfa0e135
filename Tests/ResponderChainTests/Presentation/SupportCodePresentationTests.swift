import Foundation
import ResponderChainTesting
import Testing

@testable import ResponderChain

/// An app's error around a failure of its network layer.
private enum SyncFailure: Error {
    case transport(any Error)
}

@MainActor @Suite(.isolatedResponderChain, .timeLimit(.minutes(1))) struct SupportCodePresentationTests {
    nonisolated static let offline = AlertModel(
        title: "You're offline", message: "Check your connection.",
        buttons: [AlertButton("OK", role: .cancel, evaluation: .cancel)])

    /// Offline failures as apps meet them: bare, with different payloads, in an app's enum, under
    /// `NSUnderlyingErrorKey`.
    nonisolated static let failures: [any Error] = [
        URLError(.notConnectedToInternet, userInfo: ["request": "GET /feed"]),
        URLError(.notConnectedToInternet, userInfo: ["request": "GET /inbox"]),
        SyncFailure.transport(URLError(.notConnectedToInternet)),
        NSError(domain: "Sync", code: 3, userInfo: [NSUnderlyingErrorKey: URLError(.notConnectedToInternet)]),
    ]

    /// The records of presentations of `failures`, as they are delivered.
    private static func observingRecords() -> (Locked<[PresentationRecord]>, DispatchObservation) {
        let records = Locked<[PresentationRecord]>([])
        let observation = PresentationRecord.observe { record in
            if record.error is URLError || record.error is SyncFailure || (record.error as NSError).domain == "Sync" {
                records.withLock { $0.append(record) }
            }
        }
        return (records, observation)
    }

    @Test("a queue shows no support code unless the app asks for them")
    func offByDefault() async {
        let (records, observation) = Self.observingRecords()
        defer { observation.cancel() }
        let presenter = ManualPresenter()
        let queue = PresentationQueue(presenter: presenter)
        #expect(!queue.showsSupportCodes)
        let shown = Task { await queue.present(Self.offline, for: Self.failures[0]) }
        await presenter.waitForPresentation()
        #expect(presenter.showing == Self.offline)
        presenter.choose("OK")
        _ = await shown.value
        #expect(records.withLock { $0.map(\.supportCode) } == [nil])
    }

    @Test("the code shows under the message, finds the error's fingerprint, and is the one the record carries")
    func shownAndRecorded() async throws {
        let (records, observation) = Self.observingRecords()
        defer { observation.cancel() }
        let presenter = ManualPresenter()
        let queue = PresentationQueue(presenter: presenter)
        queue.showsSupportCodes = true
        let error = Self.failures[2]
        let shown = Task { await queue.present(Self.offline, for: error) }
        await presenter.waitForPresentation()
        let message = try #require(presenter.showing?.message)
        let lines = message.components(separatedBy: "\n\n")
        #expect(lines.count == 2)
        #expect(lines.first == "Check your connection.")
        let line = try #require(lines.last)
        #expect(line.hasPrefix("Support code: "))
        let code = try #require(SupportCode(String(line.dropFirst("Support code: ".count))))
        #expect(code.groups(ErrorChain.fingerprint(of: error)))
        #expect(presenter.showing?.title == Self.offline.title)
        #expect(presenter.showing?.buttons == Self.offline.buttons)
        presenter.choose("OK")
        #expect(await shown.value == .chosen(Self.offline.buttons[0]))
        #expect(records.withLock { $0.map(\.supportCode) } == [code])
    }

    @Test("equal alerts for errors of every shape, a moment apart, join one presentation that shows the first code")
    func equalAlertsStillJoin() async throws {
        let (records, observation) = Self.observingRecords()
        defer { observation.cancel() }
        let presenter = ManualPresenter()
        let queue = PresentationQueue(presenter: presenter)
        queue.showsSupportCodes = true
        let first = Task { await queue.present(Self.offline, for: Self.failures[0]) }
        await presenter.waitForPresentation()
        let shownMessage = presenter.showing?.message
        let others = Self.failures.dropFirst().map { error in
            Task { await queue.present(Self.offline, for: error) }
        }
        while queue.waiterCount < Self.failures.count { await Task.yield() }
        #expect(presenter.presented.count == 1)
        #expect(queue.pending.isEmpty)
        #expect(presenter.showing?.message == shownMessage)
        presenter.choose("OK")
        #expect(await first.value == .chosen(Self.offline.buttons[0]))
        for other in others {
            #expect(await other.value == .chosen(Self.offline.buttons[0]))
        }
        #expect(presenter.presented.count == 1)
        let recorded = records.withLock { $0 }
        #expect(recorded.count == 1)
        let code = try #require(recorded.first?.supportCode)
        #expect(shownMessage?.hasSuffix(code.description) == true)
        #expect(code.groups(ErrorChain.fingerprint(of: Self.failures[0])))
    }

    @Test("a presentation without an error, or with no message, gets the code only when it has an error")
    func withoutAnErrorOrAMessage() async throws {
        let presenter = ManualPresenter()
        let queue = PresentationQueue(presenter: presenter)
        queue.showsSupportCodes = true
        let bare = AlertModel(title: "Saved", buttons: [AlertButton("OK", role: .cancel, evaluation: .cancel)])
        let withoutError = Task { await queue.present(bare) }
        await presenter.waitForPresentation()
        #expect(presenter.showing == bare)
        presenter.choose("OK")
        _ = await withoutError.value
        let withError = Task { await queue.present(bare, for: Self.failures[0]) }
        await presenter.waitForPresentation(2)
        let message = try #require(presenter.showing?.message)
        #expect(message.hasPrefix("Support code: ") && !message.contains("\n"))
        presenter.choose("OK")
        _ = await withError.value
    }

    nonisolated static let lines: [(ErrorTexts.Language, String)] = [
        (.english, "Support code: "), (.german, "Support-Code: "), (.french, "Code d'assistance\u{A0}: "),
        (.spanish, "Código de soporte: "), (.italian, "Codice di assistenza: "),
        (.brazilianPortuguese, "Código de suporte: "), (.japanese, "サポートコード："), (.korean, "지원 코드: "),
        (.simplifiedChinese, "支持代码："), (.arabic, "رمز الدعم: "),
    ]

    @Test("the code's line is in the user's language", arguments: lines)
    func inTheUsersLanguage(language: ErrorTexts.Language, prefix: String) {
        let code = SupportCode(grouping: 1, occurrence: 2)
        let shown = ErrorTexts.withLanguage(language) { Self.offline.showing(code) }
        #expect(shown.message == "Check your connection.\n\n" + prefix + code.description)
        #expect(shown.title == Self.offline.title && shown.buttons == Self.offline.buttons)
    }
}
