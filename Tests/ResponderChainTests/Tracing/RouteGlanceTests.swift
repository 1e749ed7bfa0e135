import Foundation
import Testing

@testable import ResponderChain

/// A route's one line says which error it was: an `NSError` whose code has no name by its domain and code, as the
/// detailed form does, and never by the values it carries.
@Suite("A route's one line names a bare NSError's domain and code")
struct RouteGlanceTests {
    static let glances: [(error: NSError, line: String)] = [
        (
            NSError(domain: "com.example.auth", code: 7, userInfo: ["Email": "alice@example.com"]),
            "NSError [com.example.auth 7] → Screen ⇒ unhandled (end of chain)"
        ),
        (
            NSError(
                domain: "com.example.sync", code: -3,
                userInfo: [NSUnderlyingErrorKey: NSError(domain: "com.example.disk", code: 28)]),
            "NSError [com.example.sync -3] (from NSError [com.example.disk 28]) → Screen ⇒ unhandled (end of chain)"
        ),
        (
            NSError(domain: NSCocoaErrorDomain, code: 99_999, userInfo: [NSFilePathErrorKey: "/Users/alice/tax.pdf"]),
            "NSError [NSCocoaErrorDomain 99999] → Screen ⇒ unhandled (end of chain)"
        ),
        (
            NSError(domain: NSURLErrorDomain, code: -1001),
            "NSError.timedOut → Screen ⇒ unhandled (end of chain)"
        ),
    ]

    @Test(arguments: glances)
    func theLineNamesTheDomainAndCode(error: NSError, line: String) async throws {
        let (_, routes) = await DispatchRoute.trace {
            await UnhandledTerminal.withSink(UnhandledSink { _ in }) {
                _ = await ErrorResponderChain(name: "Screen").dispatch(error)
            }
        }
        let route = try #require(routes.first)
        #expect(route.description == line)
        // The values it carries are the detailed form's business, and private there too.
        #expect(!route.description.contains("alice"))
        #expect(!route.detailedDescription.contains("alice"))
    }
}
