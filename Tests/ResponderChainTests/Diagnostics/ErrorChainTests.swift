import Foundation
import PropertyBased
import Testing

@testable import ResponderChain

/// What developers read of an error (the chain of wrapped errors) and what groups "the same error".
@Suite(.timeLimit(.minutes(2))) struct ErrorChainTests {
    enum ProfileError: Error {
        case load(DatabaseError)
        case sync(attempt: Int, cause: any Error)
        case missing
    }

    enum DatabaseError: Error {
        case read(any Error)
        case locked(table: String)
    }

    enum Described: Error, CustomStringConvertible {
        case first, second
        var description: String { "described" }
    }

    struct Wrapper: WrappingError {
        let label: String
        let underlyingError: (any Error)?
    }

    struct Envelope: WrappingError {
        let underlyingError: (any Error)?
    }

    @Test func aChainReadsOutermostFirstThroughTypedThrowsWrappersToFoundationsError() {
        let chain = ErrorChain(ProfileError.load(.read(CocoaError(.fileReadCorruptFile))))
        #expect(
            chain.description == """
                ProfileError.load
                └─ DatabaseError.read
                   └─ CocoaError.fileReadCorruptFile [NSCocoaErrorDomain 259]
                """)
        #expect(
            chain.summary
                == "ProfileError.load → DatabaseError.read → CocoaError.fileReadCorruptFile [NSCocoaErrorDomain 259]")
        #expect(chain.end == nil)
        #expect(chain.levels.map(\.caseName) == ["load", "read", "fileReadCorruptFile"])
        #expect(chain.levels.last?.domain == NSCocoaErrorDomain)
        #expect(chain.levels.last?.code == 259)
    }

    /// A payload's own value that holds an error among its properties: not a wrapping, so the chain ends there.
    @Test func anErrorHeldInsideAPayloadValueIsNotFollowed() {
        struct Attempt {
            let number: Int
            let cause: any Error
        }
        enum SyncError: Error {
            case failed(Attempt)
        }
        let chain = ErrorChain(SyncError.failed(Attempt(number: 2, cause: POSIXError(.EIO))))
        #expect(chain.levels.map(\.caseName) == ["failed"])
        #expect(chain.end == nil)
    }

    @Test func everyKindOfWrappingIsFollowed() {
        let nsWrapped = NSError(
            domain: "com.example.sync", code: 4,
            userInfo: [NSUnderlyingErrorKey: POSIXError(.ECONNRESET), NSDebugDescriptionErrorKey: "socket closed"])
        let chain = ErrorChain(
            Wrapper(label: "outer", underlyingError: ProfileError.sync(attempt: 3, cause: nsWrapped)))
        #expect(
            chain.levels.map(\.description) == [
                "Wrapper",
                "ProfileError.sync",
                "NSError [com.example.sync 4]",
                "POSIXError.ECONNRESET [NSPOSIXErrorDomain \(POSIXErrorCode.ECONNRESET.rawValue)]",
            ])
    }

    @Test func theInnermostErrorShowsItsPayloadAsThePolicyMarksIt() {
        #expect(
            ErrorChain(DatabaseError.locked(table: "users")).levels.map(\.description) == [
                "DatabaseError.locked(table: <private>)"
            ])
        #expect(ErrorChain(ProfileError.missing).levels.map(\.description) == ["ProfileError.missing"])
        #expect(ErrorChain(Described.second).levels.map(\.description) == ["Described.#1"])
        ErrorPrivacy.withPolicy(.everythingPublic) {
            #expect(
                ErrorChain(DatabaseError.locked(table: "users")).levels.map(\.description) == [
                    "DatabaseError.locked(table: \"users\")"
                ])
            #expect(ErrorChain(Described.second).levels.map(\.description) == ["Described.#1: Described.described"])
            let nsError = NSError(domain: "com.example.sync", code: 4, userInfo: [NSDebugDescriptionErrorKey: "closed"])
            #expect(ErrorChain(nsError).levels.map(\.description) == ["NSError [com.example.sync 4]: closed"])
        }
        // The debug description's own mark wins over the policy's for every other user-info value.
        let nsError = NSError(domain: "com.example.sync", code: 4, userInfo: [NSDebugDescriptionErrorKey: "closed"])
        ErrorPrivacy.withPolicy(ErrorPrivacy.default.marking(userInfoKey: NSDebugDescriptionErrorKey, as: .public)) {
            #expect(ErrorChain(nsError).levels.map(\.description) == ["NSError [com.example.sync 4]: closed"])
        }
        ErrorPrivacy.withPolicy(.everythingPublic.marking(userInfoKey: NSDebugDescriptionErrorKey, as: .private)) {
            #expect(ErrorChain(nsError).levels.map(\.description) == ["NSError [com.example.sync 4]"])
        }
    }

    @Test func aDecodingErrorShowsItsCodingPathAndAnHTTPErrorItsStatus() {
        let decoding = ErrorChain(realKeyNotFound()).levels[0]
        #expect(decoding.caseName == "keyNotFound")
        #expect(decoding.detail?.hasPrefix("user.address.zip") == true)
        let http = ErrorChain(APIStatusError(429, retryAfter: 29.5)).levels[0]
        #expect(http.httpStatus == 429)
        #expect(http.detail == "HTTP 429, retry after 30 s")
    }

    @Test("an HTTP error that says nothing of its status, type or wait has no detail")
    func anHTTPErrorWithNothingToSayHasNoDetail() {
        #expect(ErrorChain(APIStatusError(nil)).levels[0].detail == nil)
    }

    @Test(
        "a case name is a position when it is # and a number",
        arguments: [("#2", true), ("#12", true), ("#", false), ("#a", false), ("2", false), ("offline", false)])
    func positionalCaseNames(name: String, isPositional: Bool) {
        #expect(ErrorChain.Level.isPositionalCaseName(name) == isPositional)
    }

    @Test("a retry-after that is no number of seconds is left out of the detail", arguments: [Double.infinity, .nan])
    func anEndlessRetryAfterIsLeftOut(retryAfter: Double) {
        #expect(ErrorChain(APIStatusError(503, retryAfter: retryAfter)).levels[0].detail == "HTTP 503")
    }

    @Test func aLoopOfUnderlyingErrorsEndsWithAMarker() {
        let loops = ErrorLoops()
        defer { loops.unlink() }
        let (first, itself) = (loops.first, loops.itself)

        let loop = ErrorChain(first)
        #expect(loop.levels.map(\.code) == [1, 2])
        #expect(loop.end == .cycle(backTo: 0))
        #expect(loop.description.hasSuffix("   └─ … (cycle: back to level 1)"))
        #expect(ErrorChain(itself).levels.count == 1)
        #expect(ErrorChain(itself).end == .cycle(backTo: 0))
        #expect(ErrorChain(first).groupingID != ErrorChain(NSError(domain: "com.example.loop", code: 1)).groupingID)
    }

    @Test func theUnhandledSinkPrintsTheLoopOfAnErrorThatWrapsItself() {
        let loops = ErrorLoops()
        defer { loops.unlink() }
        let lines = UnhandledSink.lines(of: UnhandledReport(value: .error(loops.itself), reason: .endOfChain))
        #expect(lines.count == 4)
        #expect(lines.last?.hasSuffix("└─ … (cycle: back to level 1)") == true)
    }

    @Test func aChainDeeperThanTheLimitIsCut() {
        var error: any Error = URLError(.timedOut)
        for index in 0..<40 {
            error = Wrapper(label: "\(index)", underlyingError: error)
        }
        let chain = ErrorChain(error)
        #expect(chain.levels.count == ErrorChain.depthLimit)
        #expect(chain.end == .depthLimit)
        #expect(chain.summary.hasSuffix("→ … (more than 16 levels, the rest left out)"))
    }

    /// Fixed values: the identifier may never depend on the process (Swift's `Hasher` is seeded per process) or the
    /// platform. A change here changes every user's crash groups; make it only on purpose. The values are FNV-1a of
    /// `NSURLErrorDomain#-1009`, `NSCocoaErrorDomain#4` and `ResponderChainTests.PlainAppError.offline`, each followed
    /// by the separator 0x1f, shifted right by 16 bits, as an independent implementation computes them.
    @Test func theGroupingIDIsAFixedFunctionOfTheStructure() {
        #expect(ErrorChain(URLError(.notConnectedToInternet)).groupingID == "5e3a433c25c9")
        #expect(ErrorChain(NSError(domain: NSURLErrorDomain, code: -1009)).groupingID == "5e3a433c25c9")
        #expect(ErrorChain(CocoaError(.fileNoSuchFile)).groupingID == "7a775dd2089b")
        #expect(ErrorChain(PlainAppError.offline).groupingID == "eccb735c8d47")
        #expect(
            ErrorChain(PlainAppError.quota(limit: 1)).groupingID == ErrorChain(PlainAppError.quota(limit: 2)).groupingID
        )
        #expect(ErrorChain(PlainAppError.quota(limit: 1)).groupingID.count == 12)
    }

    @Test func anNSErrorOfAPrivateSubclassIsWrittenAsNSError() {
        let level = ErrorChain(_PlatformPrivateError(domain: "com.example", code: 1)).levels[0]
        #expect(level.typeName == "NSError")
        #expect(ErrorChain(SDKError(domain: "com.example", code: 1)).levels[0].typeName == "SDKError")
    }

    @Test func typeNamesInTheGroupingHoldNoAddressAndOneFoundationModule() {
        let name = ErrorChain.Level.stableTypeName(PrivateError.self)
        #expect(!name.name.contains("$"))
        #expect(name.name.hasSuffix("PrivateError"))
        #expect(name.isFallback && name.name.hasPrefix("?"))
        #expect(ErrorChain.Level.stableTypeName(CocoaError.self) == ("Foundation.CocoaError", false))
    }

    @MainActor @Test func routesAndReportsCarryTheChainAndItsGroupingID() async {
        let error = ProfileError.load(.read(URLError(.timedOut)))
        let log = Log()
        let parent = LevelResponder("Parent", handles: nil, parent: nil, log: log)
        let child = LevelResponder("Child", handles: nil, parent: parent, log: log)
        let (_, routes) = await DispatchRoute.trace {
            await UnhandledTerminal.withSink(UnhandledSink { _ in }) { _ = await child.dispatch(error) }
        }
        #expect(routes.first?.groupingID == ErrorChain(error).groupingID)
        #expect(
            routes.first?.description
                == "ProfileError.load (from URLError.timedOut) → Child → Parent ⇒ unhandled (end of chain)")
        #expect(
            routes.first?.detailedDescription.hasPrefix(
                "error ProfileError.load → DatabaseError.read → URLError.timedOut [NSURLErrorDomain -1001]: Child → Parent"
            )
                == true)
        let lines = UnhandledSink.lines(of: UnhandledReport(value: .error(error), reason: .endOfChain))
        #expect(
            lines == [
                "ResponderChain: unhandled error ProfileError.load → DatabaseError.read → URLError.timedOut "
                    + "[NSURLErrorDomain -1001] (end of chain) → cancel",
                "  grouping id: \(ErrorChain(error).groupingID)",
                "  ProfileError.load",
                "  └─ DatabaseError.read",
                "     └─ URLError.timedOut [NSURLErrorDomain -1001]",
            ])
        #expect(DispatchedValue.event(ItemSelectionEvent(item: 1)).groupingID == nil)
    }

    /// Errors built from random structures, with random payloads at every level, group together exactly when their
    /// structures are the same.
    @Test func errorsGroupExactlyByTheirStructureWhateverTheirPayloads() async {
        let level = Gen.int(in: 0...5)
        let leaf = Gen.int(in: 0...4)
        await propertyCheck(
            count: 300,
            input: level.array(of: 0...4), leaf, level.array(of: 0...4), leaf, Gen.int(in: 0...1_000_000)
        ) { firstLevels, firstLeaf, secondLevels, secondLeaf, seed in
            let first = makeError(levels: firstLevels, leaf: firstLeaf, payload: seed)
            let again = makeError(levels: firstLevels, leaf: firstLeaf, payload: seed &+ 7919)
            let second = makeError(levels: secondLevels, leaf: secondLeaf, payload: seed &+ 104_729)
            #expect(ErrorChain(first).groupingID == ErrorChain(again).groupingID)
            #expect(ErrorChain.groupingID(of: second) == ErrorChain(second).groupingID)
            let sameStructure = firstLevels == secondLevels && firstLeaf == secondLeaf
            #expect((ErrorChain(first).groupingID == ErrorChain(second).groupingID) == sameStructure)
        }
    }

    /// An error of a given structure: wrapping levels around a leaf, each carrying `payload` somewhere.
    private func makeError(levels: [Int], leaf: Int, payload: Int) -> any Error {
        var error: any Error =
            switch leaf {
            case 0: DatabaseError.locked(table: "t\(payload)")
            case 1: ProfileError.missing
            case 2: URLError(.timedOut, userInfo: ["request": payload])
            case 3: NSError(domain: "com.example.leaf", code: 1, userInfo: ["user": "u\(payload)"])
            default: APIStatusError(503, retryAfter: Double(payload % 600))
            }
        for kind in levels.reversed() {
            error =
                switch kind {
                case 0: Wrapper(label: "w\(payload)", underlyingError: error)
                case 1: ProfileError.sync(attempt: payload, cause: error)
                case 2: DatabaseError.read(error)
                case 3:
                    NSError(
                        domain: "com.example.outer", code: 7, userInfo: [NSUnderlyingErrorKey: error, "id": payload])
                case 4: NSError(domain: "com.example.outer", code: 8, userInfo: [NSUnderlyingErrorKey: error])
                default: Envelope(underlyingError: error)
                }
        }
        return error
    }
}

private enum PrivateError: Error {
    case failed
}
