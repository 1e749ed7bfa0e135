import Foundation
import Testing

@_spi(ResponderChainPackage) @testable import ResponderChain

/// The versioned 64-bit fingerprint: its written form, the 48-bit grouping identifier it holds, the forms crash
/// reporters group by, and reading it back.
@Suite("Fingerprints: versioned, 64 bits, the grouping identifier inside, and what crash reporters group by")
struct ErrorFingerprintTests {
    enum Checkout: Error {
        case declined(card: String)
        case offline
    }

    static let errors: [any Error] = [
        URLError(.notConnectedToInternet), NSError(domain: NSURLErrorDomain, code: -1009),
        CocoaError(.fileNoSuchFile), Checkout.declined(card: "4111"), Checkout.offline,
        NSError(
            domain: "com.example", code: 3,
            userInfo: [NSUnderlyingErrorKey: URLError(.timedOut)]),
    ]

    @Test(arguments: errors.indices)
    func theWrittenFormIsVersionedAndHoldsTheGroupingIdentifier(index: Int) throws {
        let error = Self.errors[index]
        let fingerprint = ErrorChain.fingerprint(of: error)
        #expect(fingerprint == ErrorChain(error).fingerprint)
        #expect(fingerprint.version == 1)
        #expect(ErrorFingerprint.currentVersion == fingerprint.version)
        let written = fingerprint.description
        #expect(written.hasPrefix("rc1-"))
        let hex = written.dropFirst(4)
        #expect(hex.count == 16 && hex.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(String(hex.prefix(12)) == ErrorChain(error).groupingID)
        #expect(ErrorChain.groupingID(of: error) == ErrorChain(error).groupingID)
        #expect(ErrorFingerprint(written) == fingerprint)
        // The version tells fingerprints apart, in equality and in the hash: the same value of another version is
        // another fingerprint.
        let nextVersion = ErrorFingerprint(version: fingerprint.version + 1, value: fingerprint.value)
        #expect(nextVersion != fingerprint)
        #expect(nextVersion.hashValue != fingerprint.hashValue)
    }

    /// The values are pinned: a change of the algorithm must come with a new version.
    @Test func theValuesOfVersionOneArePinned() {
        #expect(ErrorChain.fingerprint(of: URLError(.notConnectedToInternet)).description == "rc1-5e3a433c25c94ba2")
        #expect(ErrorChain.fingerprint(of: Checkout.offline).groupingID == ErrorChain(Checkout.offline).groupingID)
        #expect(ErrorChain(URLError(.notConnectedToInternet)).groupingID == "5e3a433c25c9")
        #expect(ErrorChain.fingerprint(of: URLError(.notConnectedToInternet)).nsErrorCode == 790_438_302)
    }

    @Test(
        "only what the description writes is read",
        arguments: [
            "", "rc1-", "rc1-5e3a433c25c9", "rc1-5e3a433c25c94ba20", "rc1-5E3A433C25C9A1F0", "rc0-5e3a433c25c94ba2",
            "rc01-5e3a433c25c94ba2", "rcx-5e3a433c25c94ba2", "xx1-5e3a433c25c94ba2", "rc1-5e3a433c25c9a1fg",
            "rc-1-5e3a433c25c94ba2", "rc1_5e3a433c25c94ba2",
        ])
    func malformedTextIsNoFingerprint(text: String) {
        #expect(ErrorFingerprint(text) == nil)
    }

    @Test(
        "the code crash reporters group by is the top 31 bits: never negative, within 32 bits",
        arguments: [
            (UInt64(0), 0), (UInt64.max, 0x7fff_ffff), (UInt64(1) << 63, 0x4000_0000), ((UInt64(1) << 33) - 1, 0),
            (UInt64(1) << 33, 1),
        ] as [(UInt64, Int)])
    func theCodeIsTheTop31Bits(value: UInt64, code: Int) {
        let fingerprint = ErrorFingerprint(version: 1, value: value)
        #expect(fingerprint.nsErrorCode == code)
        #expect((0...Int(Int32.max)).contains(fingerprint.nsErrorCode))
        #expect(fingerprint.nsErrorDomain == "ResponderChain.\(fingerprint)")
    }

    @Test func theRedactedNSErrorGroupsByStructureAndHoldsNoValue() {
        let first = RedactedError(Checkout.declined(card: "4111 1111 1111 1111")).nsError
        let second = RedactedError(Checkout.declined(card: "5500 0000 0000 0004")).nsError
        #expect(first.domain == second.domain && first.code == second.code)
        #expect(first.domain == ErrorChain.fingerprint(of: Checkout.declined(card: "")).nsErrorDomain)
        #expect(first.localizedDescription == "Checkout.declined(card: <private>)")
        #expect(!first.localizedDescription.contains("4111"))
        let other = RedactedError(Checkout.offline).nsError
        #expect(other.domain != first.domain)
    }

    // A type as it shipped, and the same type renamed, with a case renamed, declaring the names it shipped with.
    enum Shipped: Error {
        case declined(reason: String)
        case offline
    }

    enum Renamed: StablyNamedError {
        case cardDeclined(reason: String)
        case offline
        case expired

        static let stableName = String(reflecting: Shipped.self)
        static let stableCaseNames = ["cardDeclined": "declined"]
    }

    @Test func aStableNameKeepsTheIdentifiersOfARenamedTypeAndCase() {
        #expect(
            ErrorChain.fingerprint(of: Renamed.cardDeclined(reason: "a"))
                == ErrorChain.fingerprint(of: Shipped.declined(reason: "b")))
        #expect(ErrorChain.fingerprint(of: Renamed.offline) == ErrorChain.fingerprint(of: Shipped.offline))
        #expect(ErrorChain.fingerprint(of: Renamed.expired) != ErrorChain.fingerprint(of: Renamed.offline))
        #expect(ErrorChain(Renamed.offline).groupingID == ErrorChain(Shipped.offline).groupingID)
        // Wrapped, the renamed level keeps the chain's identifier too.
        #expect(
            ErrorChain.fingerprint(of: NSError(domain: "d", code: 1, userInfo: [NSUnderlyingErrorKey: Renamed.offline]))
                == ErrorChain.fingerprint(
                    of: NSError(domain: "d", code: 1, userInfo: [NSUnderlyingErrorKey: Shipped.offline])))
    }

    /// The package's own errors name themselves as they are named today: declaring the names changed no identifier.
    @Test(
        arguments: [
            (RetryFailure.self, "ResponderChain.RetryFailure"),
            (ResponderCycle.self, "ResponderChain.ResponderCycle"),
            (RedactedError.self, "ResponderChain.RedactedError"),
        ] as [(any StablyNamedError.Type, String)])
    func thePackagesErrorsDeclareTheNamesTheyHave(type: any StablyNamedError.Type, name: String) {
        #expect(type.stableName == name)
        #expect(String(reflecting: type) == name)
    }

    // Errors whose types decide their identifiers alone, and errors whose identifiers depend on their values.
    struct Plain: Error {
        let id: Int
    }

    struct Generic<Value>: Error {}

    struct Wrapper: WrappingError {
        let underlyingError: (any Error)?
    }

    struct Status: HTTPStatusError {
        let httpStatus: Int?
    }

    /// Reflects itself as an enum whose case is its kind.
    struct Reflected: Error, CustomReflectable {
        let kind: String
        var customMirror: Mirror {
            Mirror(self, children: [(label: kind as String?, value: 0 as Any)], displayStyle: .enum)
        }
    }

    final class Object: Error {}

    /// An enum whose cases may hold an error in an optional payload, or hold none.
    enum Maybe: Error {
        case failed((any Error)?)
        case tupled(code: Int, cause: (any Error)?)
        case named(String)
        case none
    }

    enum Outer: Error {
        case failed(any Error)
        case failedWith(code: Int, cause: any Error)
    }

    /// A value type that wraps nothing is worked out once; a type whose values differ in what the identifier takes
    /// from them is worked out for every value, and every identifier is the chain's.
    @Test func whatATypeSaysOfTheIdentifierIsKeptAndWhatAValueSaysIsNot() {
        let errors: [any Error] = [
            Plain(id: 1), Plain(id: 2), Generic<Int>(), Generic<String>(),
            Wrapper(underlyingError: URLError(.timedOut)),
            Wrapper(underlyingError: Checkout.offline), Status(httpStatus: 404), Status(httpStatus: 500),
            Reflected(kind: "a"), Reflected(kind: "b"), Object(), Checkout.declined(card: "1"), Checkout.offline,
            Renamed.cardDeclined(reason: ""), Shipped.declined(reason: ""), URLError(.timedOut),
            Outer.failed(URLError(.timedOut)), Outer.failed(Checkout.offline),
            Outer.failedWith(code: 1, cause: Plain(id: 1)),
            // A case met first without an error in its optional payload, then with one: never kept by case.
            Maybe.failed(nil), Maybe.failed(URLError(.timedOut)), Maybe.failed(nil),
            Maybe.tupled(code: 1, cause: nil), Maybe.tupled(code: 1, cause: Checkout.offline),
            Maybe.named("a"), Maybe.named("b"), Maybe.none,
            DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "")),
        ]
        // Once with the types unknown, once with what they say kept.
        for _ in 0..<2 {
            for error in errors {
                #expect(ErrorChain.fingerprint(of: error) == ErrorChain(error).fingerprint, "\(error)")
                #expect(ErrorChain.groupingID(of: error) == ErrorChain(error).groupingID, "\(error)")
            }
        }
        #expect(ErrorChain.typeGroupings.contains(Plain.self))
        #expect(ErrorChain.TypeGrouping(Plain(id: 3)).constantGroupingID == ErrorChain(Plain(id: 4)).groupingID)
        #expect(
            ErrorChain.TypeGrouping(Generic<Int>()).constantGroupingID
                != ErrorChain.TypeGrouping(Generic<String>()).constantGroupingID)
        let valueDependent: [any Error] = [
            Wrapper(underlyingError: Checkout.offline), Status(httpStatus: 404), Reflected(kind: "a"), Object(),
            Checkout.offline, URLError(.timedOut), Outer.failed(Checkout.offline),
        ]
        for error in valueDependent {
            #expect(ErrorChain.TypeGrouping(error).constantGroupingID == nil, "\(error)")
        }
        #expect(
            ErrorChain.fingerprint(of: Status(httpStatus: 404)) != ErrorChain.fingerprint(of: Status(httpStatus: 500)))
        #expect(ErrorChain.fingerprint(of: Reflected(kind: "a")) != ErrorChain.fingerprint(of: Reflected(kind: "b")))
        #expect(
            ErrorChain.fingerprint(of: Outer.failed(URLError(.timedOut)))
                != ErrorChain.fingerprint(of: Outer.failed(Checkout.offline)))
        #expect(ErrorChain.fingerprint(of: Maybe.failed(nil)) != ErrorChain.fingerprint(of: Maybe.failed(Plain(id: 1))))
        #expect(ErrorChain.fingerprint(of: Maybe.named("a")) != ErrorChain.fingerprint(of: Maybe.none))
    }

    @Test func aMemoOfTypesKeepsAtMostItsCapacityAndWorksOutTheOthersEachTime() {
        let memo = TypeMemo<Int>(capacity: 2)
        var made = 0
        func value(of type: Any.Type, _ value: Int) -> Int {
            memo.value(for: type) {
                made += 1
                return value
            }
        }
        #expect(value(of: Int.self, 1) == 1)
        #expect(value(of: String.self, 2) == 2)
        #expect(value(of: Double.self, 3) == 3)
        #expect(value(of: Int.self, 10) == 1)
        #expect(value(of: Double.self, 30) == 30)
        #expect(made == 4)
        #expect(memo.count == 2)
        #expect(memo.contains(Int.self) && memo.contains(String.self) && !memo.contains(Double.self))
        #expect(ErrorChain.typeGroupings.capacity == ErrorChain.typeMemoCapacity)
        #expect(ErrorChain.typeMemoCapacity == 1_024)  // as "How ResponderChain is built" says
    }

    /// A client library's wrapper, as the `DeveloperFacingError` documentation writes one: a struct whose cause is
    /// stored under another name.
    private struct GatewayFailure: DeveloperFacingError {
        let operation: String
        let cause: any Error
        var userFacingError: (any Error)? { cause }
    }

    /// The chain goes on into the error a developer-facing wrapper holds, so wrappers of different errors group
    /// apart, and wrappers of the same error group together.
    @Test func aDeveloperFacingWrapperIsGroupedWithTheErrorItWraps() {
        let offline = ErrorChain.fingerprint(
            of: GatewayFailure(operation: "load", cause: URLError(.notConnectedToInternet)))
        let timedOut = ErrorChain.fingerprint(of: GatewayFailure(operation: "load", cause: URLError(.timedOut)))
        #expect(offline != timedOut)
        #expect(
            offline
                == ErrorChain(GatewayFailure(operation: "save", cause: URLError(.notConnectedToInternet))).fingerprint)
        #expect(ErrorChain(GatewayFailure(operation: "load", cause: URLError(.timedOut))).levels.count == 2)
    }

    /// An enum wrapped in nothing, kept for this test alone: its cases' memo starts empty.
    private enum Upload: Error {
        case tooLarge(bytes: Int)
        case failed(underlying: any Error)
    }

    /// A case whose payload can hold no error is worked out once and then known by its number, with the fingerprint
    /// its first value had; a case whose payload may hold an error is never kept, since its chain goes on.
    @Test func anEnumsCasesThatWrapNothingAreKeptByTheirNumber() throws {
        let tooLarge = ErrorChain.fingerprint(of: Upload.tooLarge(bytes: 12))
        let failed = ErrorChain.fingerprint(of: Upload.failed(underlying: URLError(.timedOut)))
        let grouping = ErrorChain.typeGroupings.value(for: Upload.self) { .walked }
        guard case .enumeration(_, _, let cases) = grouping else {
            Issue.record("Upload is grouped as \(grouping), not as an enumeration")
            return
        }
        #expect(cases.fingerprint(ofCase: Upload.tooLarge(bytes: 1)._code) == tooLarge)
        #expect(cases.fingerprint(ofCase: Upload.failed(underlying: URLError(.timedOut))._code) == nil)
        #expect(ErrorChain.fingerprint(of: Upload.tooLarge(bytes: 99)) == tooLarge)
        #expect(ErrorChain.fingerprint(of: Upload.failed(underlying: CocoaError(.fileNoSuchFile))) != failed)
    }

    /// Two callers may work out the same type's value at once; the first value kept stays, so that every caller
    /// after it gets the same one. Here the second caller is the first one's `make`, which runs without the lock.
    @Test func aValueOnceKeptIsNeverReplaced() {
        let memo = TypeMemo<String>(capacity: 4)
        let outer = memo.value(for: Int.self) {
            #expect(memo.value(for: Int.self) { "inner" } == "inner")
            return "outer"
        }
        #expect(outer == "outer")
        #expect(memo.value(for: Int.self) { "later" } == "inner")
        #expect(memo.count == 1)
    }
}

extension ErrorChain.TypeGrouping {
    /// The grouping identifier every error of the type has, when the type alone decides it; `nil` otherwise.
    fileprivate var constantGroupingID: String? {
        if case .constant(_, let groupingID) = self {
            return groupingID
        }
        return nil
    }
}
