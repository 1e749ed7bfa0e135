import Foundation
import ResponderChainTesting
import Testing

@testable import ResponderChain

enum CheckoutError: Error {
    case declined(reason: String)
    case offline
}

private struct ProfileError: StablyNamedError {
    static let stableName = "App.ProfileError"
}

/// Another type that declares the stable name `ProfileError` has.
private struct AccountError: StablyNamedError {
    static let stableName = "App.ProfileError"
}

/// A generic type whose stable name stands for every specialization.
private struct Box<Value>: StablyNamedError {
    static var stableName: String { "App.Box" }
}

/// Two types nested in one generic type, each declaring the same stable name.
struct Generic<Value> {
    struct Loading: StablyNamedError {
        static var stableName: String { "App.Generic" }
    }

    struct Saving: StablyNamedError {
        static var stableName: String { "App.Generic" }
    }
}

private struct Wrapper: WrappingError {
    let underlyingError: (any Error)?
}

/// A fixture file of its own in a new temporary folder, removed at the end.
private struct TemporaryFixture: ~Copyable {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fingerprints-\(UUID().uuidString)")
    var url: URL { folder.appendingPathComponent("Fingerprints.txt") }

    var text: String? { try? String(contentsOf: url, encoding: .utf8) }

    func write(_ text: String) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }
}

/// `expectFingerprints(_:matchFixture:)`: the fixture, its rewriting, and what fails. Most tests call the check
/// with a failure recorder of their own; those of the public function capture the issue it records.
@Suite("Fingerprint fixtures: an app's errors keep their groups")
struct FingerprintFixtureTests {
    static let errors: [(label: String, error: any Error)] = [
        ("checkout.declined", CheckoutError.declined(reason: "card")),
        ("checkout.offline", CheckoutError.offline),
        ("profile", ProfileError()),
        ("feed.timeout", URLError(.timedOut)),
    ]

    /// Runs the check with a recorder of its own: what it returned and the failures.
    private func check(
        _ fixture: borrowing TemporaryFixture,
        errors: [(label: String, error: any Error)] = FingerprintFixtureTests.errors,
        rewrite: Bool = false
    ) -> (passed: Bool, failures: [String]) {
        var failures: [String] = []
        let passed = FingerprintFixture.check(errors, fixture: fixture.url, rewrite: rewrite) { failures.append($0) }
        return (passed, failures)
    }

    private func recorded(_ errors: [(label: String, error: any Error)] = errors) -> String {
        FingerprintFixture.text(
            of: errors.map { example in
                let fingerprint = ErrorChain.fingerprint(of: example.error)
                return FingerprintFixture.Entry(
                    label: example.label, fingerprint: fingerprint, isFallback: fingerprint.isFallback)
            })
    }

    @Test func fingerprintsThatMatchTheFixturePass() throws {
        let fixture = TemporaryFixture()
        try fixture.write(recorded())
        #expect(expectFingerprints(Self.errors, matchFixture: fixture.url))
        #expect(fixture.text == recorded())
    }

    @Test func theFixtureIsOneLinePerLabelAfterAComment() throws {
        let text = recorded()
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines.count == 4)
        #expect(lines[1] == "checkout.offline \(ErrorChain.fingerprint(of: CheckoutError.offline))")
        #expect(text.contains("RESPONDER_CHAIN_RECORD_FINGERPRINTS=1"))
    }

    @Test func aChangedFingerprintFailsAtTheCallNamingTheLabelAndBothFingerprints() throws {
        let fixture = TemporaryFixture()
        let stale = "rc1-0123456789abcdef"
        try fixture.write(
            recorded().replacingOccurrences(
                of: "checkout.offline \(ErrorChain.fingerprint(of: CheckoutError.offline))",
                with: "checkout.offline \(stale)"))
        let before = fixture.text
        let (line, failures) = TestingLibraries.recordingFailures {
            (#line, #expect(!expectFingerprints(Self.errors, matchFixture: fixture.url))).0
        }
        let failure = try #require(failures.only)
        #expect(failure.message.contains("The fingerprints of 1 error differ from the fixture Fingerprints.txt"))
        #expect(
            failure.message.contains(
                "checkout.offline: \(stale) in the fixture, now \(ErrorChain.fingerprint(of: CheckoutError.offline))"))
        #expect(!failure.message.contains("checkout.declined"))
        #expect(failure.message.contains("RESPONDER_CHAIN_RECORD_FINGERPRINTS=1"))
        #expect(failure.location?.hasPrefix(here(line)) == true)
        #expect(fixture.text == before)
    }

    @Test func labelsAddedOrRemovedFailToo() throws {
        let fixture = TemporaryFixture()
        try fixture.write(recorded())
        let changed = Array(Self.errors.dropFirst()) + [("search.empty", CheckoutError.offline)]
        let (passed, failures) = check(fixture, errors: changed)
        #expect(!passed)
        #expect(failures.count == 1)
        #expect(failures.first?.contains("search.empty: not in the fixture, now rc1-") == true)
        #expect(failures.first?.contains("checkout.declined: rc1-") == true)
        #expect(failures.first?.contains("in the fixture, no longer listed") == true)
        #expect(failures.first?.contains("(a fallback)") == false, "none of these is a fallback")
    }

    @Test func rewritingWritesTheListedFingerprintsAndPasses() throws {
        let fixture = TemporaryFixture()
        try fixture.write("stale rc1-0123456789abcdef\n")
        let (passed, failures) = check(fixture, rewrite: true)
        #expect(passed && failures.isEmpty)
        #expect(fixture.text == recorded())
        #expect(check(fixture) == (true, []))
    }

    @Test func aMissingFixtureIsWrittenAndFailsOnce() throws {
        let fixture = TemporaryFixture()
        let (passed, failures) = check(fixture)
        #expect(!passed)
        #expect(failures.count == 1 && failures[0].contains("did not exist: it is written now, with 4 errors"))
        #expect(fixture.text == recorded())
        #expect(check(fixture) == (true, []))
        // Asked to rewrite, a missing fixture is written without a failure.
        let other = TemporaryFixture()
        #expect(check(other, rewrite: true) == (true, []))
        #expect(other.text == recorded())
    }

    @Test func twoTypesThatDeclareOneStableNameFailNamingBoth() throws {
        let fixture = TemporaryFixture()
        let errors: [(label: String, error: any Error)] = [
            ("profile", ProfileError()), ("account", Wrapper(underlyingError: AccountError())),
        ]
        try fixture.write(recorded(errors))
        let (passed, failures) = check(fixture, errors: errors, rewrite: true)
        #expect(!passed)
        #expect(failures.count == 1)
        let failure = failures.first ?? ""
        #expect(failure.contains("Two types declare the stable name \"App.ProfileError\""))
        #expect(
            failure.contains("ResponderChainTestingTests.ProfileError (in \"profile\")")
                && failure.contains("ResponderChainTestingTests.AccountError (in \"account\")"))
        #expect(!failure.contains("$"))
    }

    @Test func typesNestedInOneGenericTypeAreTwoTypes() throws {
        let fixture = TemporaryFixture()
        let errors: [(label: String, error: any Error)] = [
            ("loading", Generic<Int>.Loading()), ("saving", Generic<Int>.Saving()),
        ]
        try fixture.write(recorded(errors))
        let (passed, failures) = check(fixture, errors: errors)
        #expect(!passed)
        #expect(
            failures.count == 1
                && failures[0].contains("ResponderChainTestingTests.Generic.Loading (in \"loading\")")
                && failures[0].contains("ResponderChainTestingTests.Generic.Saving (in \"saving\")"))
    }

    @Test func aTypeWrappedBeyondTheChainsDepthIsNotChecked() throws {
        // Level 17, past the 16 levels a fingerprint reads: its stable name cannot group anything.
        var deep: any Error = AccountError()
        for _ in 0..<ErrorChain.depthLimit { deep = Wrapper(underlyingError: deep) }
        let fixture = TemporaryFixture()
        let errors: [(label: String, error: any Error)] = [("profile", ProfileError()), ("deep", deep)]
        try fixture.write(recorded(errors))
        #expect(check(fixture, errors: errors) == (true, []))
        // One level up, it is checked.
        let shallower = try #require(deep as? Wrapper).underlyingError ?? deep
        let near: [(label: String, error: any Error)] = [("profile", ProfileError()), ("deep", shallower)]
        try fixture.write(recorded(near))
        #expect(check(fixture, errors: near).1.count == 1)
    }

    @Test func theSpecializationsOfAGenericTypeShareItsStableName() throws {
        let fixture = TemporaryFixture()
        let errors: [(label: String, error: any Error)] = [("int", Box<Int>()), ("string", Box<String>())]
        try fixture.write(recorded(errors))
        #expect(check(fixture, errors: errors) == (true, []))
    }

    @Test(
        "a malformed line fails, names the line, and leaves the fixture as it is",
        arguments: [
            ("checkout.offline\n", 1), ("# a comment\n\ncheckout.offline rc1-xyz\n", 3),
            ("a rc1-0123456789abcdef\nb rc1-0123456789abcdef extra\n", 2),
            ("a rc1-0123456789abcdef\na rc1-0123456789abcdef\n", 2),
        ])
    func aMalformedLine(text: String, line: Int) throws {
        let fixture = TemporaryFixture()
        try fixture.write(text)
        for rewrite in [false, true] {
            let (passed, failures) = check(fixture, rewrite: rewrite)
            #expect(!passed)
            #expect(failures.count == 1 && failures[0].hasPrefix("Line \(line) of the fingerprint fixture"))
            #expect(failures.first?.contains("left as it is") == true)
            #expect(fixture.text == text)
        }
    }

    @Test func aFixtureThatCannotBeReadFails() throws {
        let fixture = TemporaryFixture()
        try FileManager.default.createDirectory(at: fixture.url, withIntermediateDirectories: true)
        let (passed, failures) = check(fixture, rewrite: true)
        #expect(!passed)
        #expect(failures.count == 1 && failures[0].contains("is a folder, not a file"))
    }

    @Test(
        "a label that cannot be a fixture's fails",
        arguments: [["", "a"], ["two words", "a"], ["#a", "b"], ["a", "a"]])
    func aBadLabel(labels: [String]) {
        let fixture = TemporaryFixture()
        let (passed, failures) = check(fixture, errors: labels.map { ($0, CheckoutError.offline) })
        #expect(!passed)
        #expect(failures.count == 1 && failures[0].hasPrefix("The label"))
        #expect(fixture.text == nil)
    }

    @Test func aFallbackIsMarkedInTheFixture() throws {
        struct Local: Error {}
        let fixture = TemporaryFixture()
        #expect(check(fixture, errors: [("local", Local())], rewrite: true) == (true, []))
        let fingerprint = ErrorChain.fingerprint(of: Local())
        #expect(fingerprint.isFallback)
        #expect(fixture.text?.hasSuffix("\nlocal \(fingerprint) fallback\n") == true)
        #expect(
            FingerprintFixture.read(fixture.url)
                == .entries([FingerprintFixture.Entry(label: "local", fingerprint: fingerprint, isFallback: true)]))
        #expect(check(fixture, errors: [("local", Local())]) == (true, []))
        // A failure names a new fallback as one too.
        let (passed, failures) = check(fixture, errors: [("local", Local()), ("another", Local())])
        #expect(!passed)
        #expect(failures.first?.contains("another: not in the fixture, now \(fingerprint) (a fallback)") == true)
    }
}
