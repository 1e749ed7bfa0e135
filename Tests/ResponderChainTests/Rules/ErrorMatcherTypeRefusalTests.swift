import Foundation
import Testing

@testable import ResponderChain

/// A type matcher for a type no error can be fails where it is written, and matches nothing; a type some error can
/// be is taken without a word.
@Suite("A type matcher that can match no error is refused where it is written")
struct ErrorMatcherTypeRefusalTests {
    struct Account {}
    enum Screen { case feed }
    enum Failure: Error { case offline }
    class Base {}
    final class Derived: Base, Error, @unchecked Sendable {}

    /// A type given to `.type(_:)`, whether the matcher can ever match, and an error it matches.
    struct Case: Sendable, CustomTestStringConvertible {
        let line: Int
        let matcher: @Sendable () -> ErrorMatcher
        let refused: Bool
        let matches: (any Error)?
        // Not the matcher's own description: making it outside the test's recorder would refuse it for real.
        var testDescription: String { "line \(line)\(refused ? ", refused" : "")" }
    }

    static let cases: [Case] = [
        Case(line: #line, matcher: { .type(Account.self) }, refused: true, matches: nil),
        Case(line: #line, matcher: { .type(Screen.self) }, refused: true, matches: nil),
        Case(line: #line, matcher: { .type(String.self) }, refused: true, matches: nil),
        Case(line: #line, matcher: { .type((Int, Int).self) }, refused: true, matches: nil),
        Case(line: #line, matcher: { .type(Failure.self) }, refused: false, matches: Failure.offline),
        Case(line: #line, matcher: { .type(Base.self) }, refused: false, matches: Derived()),
        Case(line: #line, matcher: { .type((any Error).self) }, refused: false, matches: Failure.offline),
        Case(line: #line, matcher: { .type((any Sendable).self) }, refused: false, matches: Failure.offline),
        Case(line: #line, matcher: { .type(AnyHashable.self) }, refused: false, matches: Failure.offline),
        Case(line: #line, matcher: { .type(Failure?.self) }, refused: false, matches: Failure.offline),
        Case(line: #line, matcher: { .type(NSError.self) }, refused: false, matches: NSError(domain: "d", code: 1)),
    ]

    @Test(arguments: cases)
    func refusedOnlyWhenNoErrorCanBeOfTheType(_ item: Case) throws {
        let (matcher, failures) = TestingLibraries.recordingFailures { item.matcher() }
        #expect(failures.count == (item.refused ? 1 : 0), "\(failures)")
        if let failure = failures.first {
            #expect(failure.message.hasPrefix("ResponderChain: ErrorMatcher: type("), "\(failure.message)")
            #expect(failure.message.contains("matches no error"))
            #expect(failure.location?.hasPrefix("\(#fileID):\(item.line):") == true, "\(failure.location ?? "-")")
        }
        if let error = item.matches {
            #expect(matcher.matches(error))
        }
    }
}
