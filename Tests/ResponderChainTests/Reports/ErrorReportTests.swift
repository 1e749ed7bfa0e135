import Foundation
import ResponderChainTesting
import Testing

@testable import ResponderChain

@MainActor
@Suite("ErrorReport: what a user can send, useful and private at once", .isolatedResponderChain)
struct ErrorReportTests {
    nonisolated static let app = ErrorReport.AppInfo(
        version: "1.4", build: "42", system: "Version 18.6 (Build 22G86)", locale: "de_DE")

    /// A report with every field set.
    static func fullReport() async -> ErrorReport {
        let recent = RecentDispatches(capacity: 3)
        let screen = ErrorResponderChain(name: "FeedScreen")
        let connection = screen.connect(name: "Answers") { _ in .proceed }
        defer { screen.disconnect(connection) }
        let error = CanaryWrapper(underlyingError: URLError(.notConnectedToInternet))
        let route = await screen.traceDispatch(error)
        return ErrorReport(
            error, supportCode: SupportCode(grouping: 1, occurrence: 2),
            shown: AlertModel(title: "You're offline", message: "Check your connection.", buttons: []),
            route: route, recent: recent, traceID: "4bf92f3577b34da6a3ce929d0e0e4736", serverRequestID: "req-7",
            comment: "It happened on the train.", app: app)
    }

    @Test("the text form has a line for each field, its labels in the user's language")
    func textForm() async {
        let report = await Self.fullReport()
        #expect(
            report.text == """
                Problem report
                Support code: \(SupportCode(grouping: 1, occurrence: 2))
                What went wrong:
                  CanaryWrapper
                  URLError.notConnectedToInternet [NSURLErrorDomain -1009]
                Error group: \(report.fingerprint)
                How the app handled it: CanaryWrapper (from URLError.notConnectedToInternet) → FeedScreen → Answers ⇒ proceed
                What you saw: <private> — <private>
                Just before:
                  CanaryWrapper (from URLError.notConnectedToInternet) → FeedScreen → Answers ⇒ proceed
                App: 1.4 (42), Version 18.6 (Build 22G86), de_DE
                Trace: 4bf92f3577b34da6a3ce929d0e0e4736
                Server request: req-7
                Your words: It happened on the train.
                """)
        let german = ErrorTexts.withLanguage(.german) { report.text }
        #expect(
            german.hasPrefix(
                "Problembericht\nSupport-Code: \(SupportCode(grouping: 1, occurrence: 2))\nWas schiefging:\n"))
        #expect(german.contains("\nDeine Worte: It happened on the train."))
    }

    @Test("a report without optional fields leaves their lines out")
    func minimalText() {
        let report = ErrorReport(CocoaError(.fileNoSuchFile), app: Self.app)
        #expect(
            report.text == """
                Problem report
                What went wrong:
                  CocoaError.fileNoSuchFile [NSCocoaErrorDomain 4]
                Error group: \(ErrorChain.fingerprint(of: CocoaError(.fileNoSuchFile)))
                App: 1.4 (42), Version 18.6 (Build 22G86), de_DE
                """)
    }

    @Test("the JSON form has exactly the schema's members, null where a field has no value, and reads back equal")
    func jsonRoundTrip() async throws {
        for report in [await Self.fullReport(), ErrorReport(CocoaError(.fileNoSuchFile), app: Self.app)] {
            let json = try report.json()
            let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
            #expect(
                Set(object.keys) == [
                    "schemaVersion", "supportCode", "fingerprint", "errorChain", "route", "shown", "recentDispatches",
                    "app", "traceID", "serverRequestID", "comment",
                ])
            #expect(object["schemaVersion"] as? Int == 1)
            #expect(
                Set((object["app"] as? [String: Any])?.keys ?? [:].keys) == ["version", "build", "system", "locale"])
            #expect(try ErrorReport(json: json) == report)
        }
    }

    /// Each member of the JSON form, with its path: `app.locale` is `locale` inside `app`.
    nonisolated static let members = [
        "schemaVersion", "supportCode", "fingerprint", "errorChain", "route", "shown", "recentDispatches", "app",
        "traceID", "serverRequestID", "comment", "shown.title", "shown.message", "app.version", "app.build",
        "app.system", "app.locale",
    ]

    @Test("reading is strict: a missing member is refused", arguments: members)
    func aMissingMemberIsRefused(member: String) async throws {
        var object = try #require(
            try JSONSerialization.jsonObject(with: try await Self.fullReport().json()) as? [String: Any])
        let path = member.split(separator: ".").map(String.init)
        if path.count == 1 {
            object[path[0]] = nil
        } else {
            var inner = try #require(object[path[0]] as? [String: Any])
            inner[path[1]] = nil
            object[path[0]] = inner
        }
        let json = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: DecodingError.self) { try ErrorReport(json: json) }
    }

    @Test(
        "reading is strict: an unknown member, a wrong type or another schema version is refused",
        arguments: [
            ("extra", #""hello""#), ("app", #"{"version":null,"build":null,"system":"x","locale":"y","model":"z"}"#),
            ("errorChain", #""not a list""#), ("schemaVersion", "2"), ("fingerprint", "null"),
            ("shown", #"{"title":"t","message":null,"button":"OK"}"#),
        ])
    func anUnknownOrMistypedMemberIsRefused(member: String, value: String) async throws {
        var object = try #require(
            try JSONSerialization.jsonObject(with: try await Self.fullReport().json()) as? [String: Any])
        object[member] = try JSONSerialization.jsonObject(with: Data(value.utf8), options: .fragmentsAllowed)
        let json = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: DecodingError.self) { try ErrorReport(json: json) }
    }

    @Test("the ring keeps the latest dispatches, at most its capacity, oldest first, each cut to its length")
    func ringIsBounded() async {
        let recent = RecentDispatches(capacity: 4)
        let chain = ErrorResponderChain(name: "Screen")
        let connection = chain.connect(name: "Answers") { _ in .proceed }
        defer { chain.disconnect(connection) }
        for code in 1...10 {
            _ = await chain.dispatch(NSError(domain: "Sync", code: code))
        }
        #expect(recent.lines == (7...10).map { "NSError [Sync \($0)] → Screen → Answers ⇒ proceed" })
        let long = String(repeating: "Level", count: 60)
        let named = ErrorResponderChain(name: long)
        let answers = named.connect(name: "Answers") { _ in .proceed }
        defer { named.disconnect(answers) }
        _ = await named.dispatch(NSError(domain: "Sync", code: 11))
        let last = recent.lines.last ?? ""
        #expect(last.count == RecentDispatches.maximumLength && last.hasSuffix("…"))
        #expect(recent.lines.count == 4)
    }

    @Test("a ring that goes away is released: nothing else holds it")
    func ringIsReleased() async {
        weak var released: RecentDispatches?
        do {
            let recent = RecentDispatches(capacity: 2)
            released = recent
            let chain = ErrorResponderChain(name: "Screen")
            let connection = chain.connect(name: "Answers") { _ in .proceed }
            _ = await chain.dispatch(NSError(domain: "Sync", code: 1))
            chain.disconnect(connection)
            #expect(recent.lines.count == 1)
        }
        #expect(released == nil)
    }

    @Test(
        "no canary an error, its route or its text carries is in the report; its structure is",
        arguments: Canary.carriers.indices)
    func noCanaryInTheReport(carrier: Int) async throws {
        let (shape, error, stillShown) = Canary.carriers[carrier]
        let recent = RecentDispatches(capacity: 5)
        let chain = ErrorResponderChain(name: "Screen")
        let connection = chain.connect(name: "Answers") { _ in .proceed }
        defer { chain.disconnect(connection) }
        let route = await chain.traceDispatch(error)
        let shown = AlertModel(
            title: "Hello \(Canary.email)", message: "Your link \(Canary.urlWithToken) expired", buttons: [])
        let report = ErrorReport(error, shown: shown, route: route, recent: recent, app: Self.app)
        let written = report.text + "\n" + String(decoding: try report.json(), as: UTF8.self)
        #expect(Canary.found(in: written).isEmpty, "\(shape): \(written)")
        // The report names types, cases, domains and codes; it leaves out user info, a failing URL's host included.
        for part in stillShown where !part.hasPrefix("https://") {
            #expect(report.text.contains(part), "\(shape): \(part) is not in \(report.text)")
        }
        for line in report.text.split(separator: "\n") {
            #expect(line.trimmingCharacters(in: .whitespaces) != ErrorPrivacy.privateText, "\(shape): \(line)")
        }
    }
}
