import Foundation
import ProblemDetails
import ResponderChain
import ResponderChainTesting
import Testing

/// An app's errors that carry what users typed or servers said.
private enum SignUpFailure: Error {
    case invalidEmail(String)
    case invalidName(first: String, last: String)
}

private struct SessionFailure: Error {
    let token: String
    let attempt: Int
}

private struct ConnectionFailed: Error {
    let host: String
    let port: Int
}

private enum FeedFailure: Error {
    case transport(any Error)
}

/// 200 secrets of ten kinds, planted in errors, the texts users saw (in all ten languages) and the routes of the
/// app's recent dispatches: none may appear in a report, text or JSON, while the report keeps the error's structure.
@MainActor
@Suite("Reports: 200 secrets in, none out; the structure kept", .isolatedResponderChain)
struct ReportLeakTests {
    /// A secret, the error that carries it, and what a developer needs that is not secret.
    struct Seeded {
        let secret: String
        let error: any Error
        let diagnostics: [String]
    }

    static let problemType = "https://example.com/probs/payment-declined"

    /// Secret number `index` of kind `index % 10`, in the error that carries it.
    static func seeded(_ index: Int) throws -> Seeded {
        let n = index / 10
        switch index % 10 {
        case 0:
            let secret = "leak.user\(n)@example.org"
            return Seeded(
                secret: secret, error: SignUpFailure.invalidEmail(secret),
                diagnostics: ["SignUpFailure", "invalidEmail"])
        case 1:
            let secret = "sk_live_\(String(n, radix: 16))a7f3c9e1b2d4f6a8c0e2"
            return Seeded(
                secret: secret,
                error: NSError(domain: "com.example.auth", code: 401, userInfo: ["Authorization": "Bearer \(secret)"]),
                diagnostics: ["NSError", "com.example.auth", "401"])
        case 2:
            let secret = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJsZWFrLTEifQ.\(n)c2lnbmF0dXJlLWxlYWs"
            return Seeded(
                secret: secret, error: SessionFailure(token: secret, attempt: n),
                diagnostics: ["SessionFailure"])
        case 3:
            let secret = "qv\(n)queryleak"
            let url = try #require(URL(string: "https://api.example.com/v1/feed?token=\(secret)"))
            return Seeded(
                secret: secret, error: URLError(.badServerResponse, userInfo: [NSURLErrorFailingURLErrorKey: url]),
                diagnostics: ["URLError", "badServerResponse", "NSURLErrorDomain", "-1011", "api.example.com"])
        case 4:
            let secret = "/Users/leak\(n)/Documents/statement-\(n).pdf"
            return Seeded(
                secret: secret, error: CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: secret]),
                diagnostics: ["CocoaError", "fileReadNoPermission", "NSCocoaErrorDomain", "257"])
        case 5:
            let secret = "10.\(n).23.\(100 + n)"
            return Seeded(
                secret: secret, error: FeedFailure.transport(ConnectionFailed(host: secret, port: 443)),
                diagnostics: ["FeedFailure", "transport", "ConnectionFailed"])
        case 6:
            let secret = "Leakwood\(n)"
            return Seeded(
                secret: secret, error: SignUpFailure.invalidName(first: "Josephine", last: secret),
                diagnostics: ["SignUpFailure", "invalidName"])
        case 7:
            let secret = "card 42\(n)00 of Marta Leak\(n)"
            let problem = try OpaqueHTTPAPIProblem(
                type: problemType, title: "Payment declined", status: 402, detail: "Declined: \(secret)",
                instance: "/payments/\(n)/leak-instance-\(n)", extras: OpaqueProblemExtras())
            return Seeded(secret: secret, error: problem, diagnostics: ["HTTPAPIProblem", "402", problemType])
        case 8:
            let secret = "DE89370400440532\(n)013"
            let problem = try OpaqueHTTPAPIProblem(
                type: problemType, title: "Payment declined", status: 402,
                extras: OpaqueProblemExtras(["iban": .string(secret), "attempts": 3]))
            return Seeded(secret: secret, error: problem, diagnostics: ["HTTPAPIProblem", "402", problemType])
        default:
            let secret = "ssn-\(n)-userinfo-leak"
            let error = NSError(
                domain: "com.example.sync", code: 9,
                userInfo: [
                    NSLocalizedDescriptionKey: "Sync failed for \(secret)", "record": secret,
                    NSUnderlyingErrorKey: URLError(.timedOut),
                ])
            return Seeded(
                secret: secret, error: error,
                diagnostics: ["NSError", "com.example.sync", "9", "URLError", "timedOut", "-1001"])
        }
    }

    @Test("0 of 200 secrets in the reports; at least 95% of the diagnostic fields; no line only <private>")
    func noSecretOut() async throws {
        let corpus = try (0..<200).map(Self.seeded)
        let secrets = corpus.map(\.secret)
        #expect(Set(secrets).count == 200)
        let recent = RecentDispatches(capacity: 5)
        let chain = ErrorResponderChain(name: "CheckoutScreen")
        let connection = chain.connect(name: "CheckoutRules") { _ in .proceed }
        defer { chain.disconnect(connection) }
        let app = ErrorReport.AppInfo(
            version: "1.4", build: "42", system: "Version 18.6 (Build 22G86)", locale: "de_DE")
        var leaks: [String] = []
        var diagnosticsFound = 0
        var diagnosticsListed = 0
        var onlyPrivate: [String] = []
        for (index, seeded) in corpus.enumerated() {
            let route = await chain.traceDispatch(seeded.error)
            let language = ErrorTexts.Language.all[index % ErrorTexts.Language.all.count]
            // What the user saw: the package's text in their language, with the secret in it, as a mapper may write.
            let shown = AlertModel(
                title: ErrorTexts.text(.title, in: language) + " (\(seeded.secret))",
                message: ErrorTexts.text(.message, in: language) + " \(seeded.secret)", buttons: [])
            let report = ErrorTexts.withLanguage(language) {
                ErrorReport(
                    seeded.error, supportCode: SupportCode(fingerprint: ErrorChain.fingerprint(of: seeded.error)),
                    shown: shown, route: route, recent: recent, app: app)
            }
            let text = ErrorTexts.withLanguage(language) { report.text }
            let written = text + "\n" + String(decoding: try report.json(), as: UTF8.self)
            leaks += secrets.filter { written.contains($0) }.map { "\(index): \($0)" }
            diagnosticsListed += seeded.diagnostics.count + 2
            diagnosticsFound += seeded.diagnostics.filter { text.contains($0) }.count
            // The responder names and the evaluation, from the route.
            diagnosticsFound += ["CheckoutScreen", "⇒ proceed"].filter { text.contains($0) }.count
            onlyPrivate += text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0 == ErrorPrivacy.privateText }
        }
        #expect(leaks.isEmpty, "\(leaks.count) secrets out: \(leaks.prefix(10))")
        let share = Double(diagnosticsFound) / Double(diagnosticsListed)
        #expect(share >= 0.95, "diagnostic fields kept: \(diagnosticsFound) of \(diagnosticsListed)")
        #expect(onlyPrivate.isEmpty)
        print(
            "report leak test: \(leaks.count) of 200 secrets out; diagnostic fields kept: \(diagnosticsFound) of \(diagnosticsListed)"
        )
    }

    @Test("the check finds what it looks for: with everything public, the reports hold secrets of every kind")
    func everythingPublicShowsThem() async throws {
        let corpus = try (0..<10).map(Self.seeded)
        let app = ErrorReport.AppInfo(version: nil, build: nil, system: "test", locale: "en")
        let out = try corpus.filter { seeded in
            let shown = AlertModel(title: "Hello \(seeded.secret)", buttons: [])
            let report = ErrorReport(seeded.error, shown: shown, app: app, privacy: .everythingPublic)
            return (report.text + String(decoding: try report.json(), as: UTF8.self)).contains(seeded.secret)
        }
        #expect(out.count == 10)
    }
}
