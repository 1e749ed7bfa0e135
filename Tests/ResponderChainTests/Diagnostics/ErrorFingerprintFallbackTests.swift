import Foundation
import Testing

@testable import ResponderChain

// Types the runtime names without a name that stays the same, and types it names well, at the top level of a file.

private struct Hidden: Error {}

private enum PrivateFailure: Error {
    case offline
    case declined(reason: String)
}

private struct PrivateNamed: StablyNamedError {
    static let stableName = "Tests.PrivateNamed"
}

private struct PrivateHolder {
    struct Nested: Error {}
}

struct Described: Error, CustomStringConvertible {
    var description: String { "described" }
}

enum DescribedCases: Error, CustomStringConvertible {
    case first
    case withPayload(Int)
    case second

    var description: String { "a case" }
}

enum PlainCases: Error {
    case first
    case second
}

extension URLError {
    /// A type declared in an extension of another module's type.
    struct InExtension: Error {}
}

extension Calendar {
    /// A type declared in an extension of a type that swift-foundation keeps in FoundationEssentials.
    struct InExtension: Error {}
}

private func localError() -> any Error {
    struct Local: Error {}
    return Local()
}

private let closureLocalError: @Sendable () -> any Error = {
    struct InClosure: Error {}
    return InClosure()
}

/// Which errors get a fallback fingerprint, what it hashes, and why.
@Suite("Fingerprints: a fallback, flagged, for a type or a case without a name that stays the same")
struct ErrorFingerprintFallbackTests {
    /// One error, the grouping key of its level, and whether the fingerprint is a fallback.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let error: @Sendable () -> any Error
        let key: String
        let isFallback: Bool

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a private type", error: { Hidden() }, key: "?ResponderChainTests.Hidden", isFallback: true),
        Case(
            name: "a private enum's case", error: { PrivateFailure.offline },
            key: "?ResponderChainTests.PrivateFailure.offline", isFallback: true),
        Case(
            name: "a private enum's case with a payload", error: { PrivateFailure.declined(reason: "card") },
            key: "?ResponderChainTests.PrivateFailure.declined", isFallback: true),
        Case(
            name: "a type inside a private one", error: { PrivateHolder.Nested() },
            key: "?ResponderChainTests.PrivateHolder.Nested", isFallback: true),
        Case(
            name: "a type local to a function", error: { localError() }, key: "?ResponderChainTests.Local",
            isFallback: true),
        Case(
            name: "a type local to a closure", error: { closureLocalError() }, key: "?ResponderChainTests.InClosure",
            isFallback: true),
        Case(
            name: "a private type bridged to NSError: its domain is the type's name",
            error: { Hidden() as NSError }, key: "?ResponderChainTests.Hidden#1", isFallback: true),
        Case(
            name: "a case of an enum that describes itself, known by its position", error: { DescribedCases.second },
            key: "?ResponderChainTests.DescribedCases.#2", isFallback: true),
        Case(
            name: "a private type with a stable name", error: { PrivateNamed() }, key: "Tests.PrivateNamed",
            isFallback: false),
        Case(
            name: "a case with a payload of an enum that describes itself",
            error: { DescribedCases.withPayload(1) }, key: "ResponderChainTests.DescribedCases.withPayload",
            isFallback: false),
        Case(
            name: "a case of an enum that does not describe itself", error: { PlainCases.second },
            key: "ResponderChainTests.PlainCases.second", isFallback: false),
        Case(
            name: "a struct that describes itself", error: { Described() }, key: "ResponderChainTests.Described",
            isFallback: false),
        Case(
            name: "a type in an extension of another module's type", error: { URLError.InExtension() },
            key: "(extension in ResponderChainTests):Foundation.URLError.InExtension", isFallback: false),
        Case(
            name: "a type in an extension of another module's type, bridged to NSError",
            error: { Calendar.InExtension() as NSError },
            key: "(extension in ResponderChainTests):Foundation.Calendar.InExtension#1", isFallback: false),
        Case(
            name: "an internal type bridged to NSError", error: { Described() as NSError },
            key: "ResponderChainTests.Described#1", isFallback: false),
        Case(
            name: "an NSError", error: { NSError(domain: "com.example", code: 7) }, key: "com.example#7",
            isFallback: false),
    ]

    @Test(arguments: cases)
    func theKeyAndTheFlag(_ example: Case) {
        let error = example.error()
        let key = ErrorChain.Level.groupingKey(of: error)
        #expect(key.text == example.key)
        #expect(key.isFallback == example.isFallback)
        #expect(!key.text.contains("$"))
        let fingerprint = ErrorChain.fingerprint(of: error)
        #expect(fingerprint.isFallback == example.isFallback)
        #expect(ErrorChain(error).fingerprint.isFallback == example.isFallback)
        // The flag takes no part in equality: read back from its text, the fingerprint is the same.
        #expect(ErrorFingerprint(fingerprint.description) == fingerprint)
        #expect(ErrorFingerprint(fingerprint.description)?.isFallback == false)
    }

    /// The fallback hashes what is stable, so it is the same from run to run; and what the runtime leaves out (the
    /// file, the function) cannot set apart two types of one module with the same name.
    @Test(arguments: ["private types of two files", "types local to two functions"])
    func twoTypesWithTheSameNameShareTheFallback(_ what: String) {
        let first: any Error
        let second: any Error
        if what == "private types of two files" {
            first = Hidden()
            second = hiddenErrorOfAnotherFile()
        } else {
            first = localError()
            second = localErrorOfAnotherFunction()
        }
        #expect(String(reflecting: type(of: first)) != String(reflecting: type(of: second)))
        #expect(ErrorChain.fingerprint(of: first) == ErrorChain.fingerprint(of: second))
        #expect(ErrorChain.fingerprint(of: first).isFallback)
    }

    @Test func aFallbackInsideAChainMakesTheChainsFingerprintAFallback() {
        let wrapped = NSError(domain: "com.example", code: 1, userInfo: [NSUnderlyingErrorKey: Hidden()])
        #expect(ErrorChain.fingerprint(of: wrapped).isFallback)
        let named = NSError(domain: "com.example", code: 1, userInfo: [NSUnderlyingErrorKey: PlainCases.first])
        #expect(!ErrorChain.fingerprint(of: named).isFallback)
    }

    @Test func theMarkKeepsAFallbackApartFromANamedTypeOfTheSameName() {
        struct Shipped: StablyNamedError {
            static let stableName = "ResponderChainTests.Hidden"
        }
        #expect(ErrorChain.fingerprint(of: Shipped()) != ErrorChain.fingerprint(of: Hidden()))
    }
}
