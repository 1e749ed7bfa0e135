import ResponderChainTesting
import Testing

@testable import ResponderChain

@MainActor
@Suite("Safety declarations: triggers and reports", .timeLimit(.minutes(2)))
struct SafetyTests {
    @Test("a declared event with no typed responder above is reported where it was declared")
    func missingEventResponder() {
        let line: UInt = #line + 2
        let (_, diagnostics) = SafetyCapture.run {
            ResponderPosition.root.adding(.handleEvent(.asynchronous { _ in })).triggers(
                ShowPostEvent.self, ShowProfileEvent.self)
        }
        #expect(diagnostics.map(\.kind) == [.missingEventResponder, .missingEventResponder])
        #expect(diagnostics.map(\.typeName) == ["ShowPostEvent", "ShowProfileEvent"])
        #expect(diagnostics.allSatisfy { $0.line == line && $0.fileID.hasSuffix("SafetyTests.swift") })
        #expect(diagnostics.first?.declaredTypes == ["ShowPostEvent", "ShowProfileEvent"])
        #expect(diagnostics.first?.level == .relaxed)
    }

    /// Error responders that count for a `reports(T.self)` declaration, and some that do not.
    static let errorRegistrations: [(String, @Sendable (ResponderPosition) -> ResponderPosition, Bool)] = [
        ("handleError(T)", { $0.adding(.handleError(AuthenticationError.self, .asynchronous { _ in })) }, true),
        (
            "receiveError(T)", { $0.adding(.receiveError(AuthenticationError.self, .asynchronous { _ in .handled })) },
            true
        ),
        (
            "transformError(T)",
            { $0.adding(.transformError(AuthenticationError.self, .asynchronous { _ in AnError() })) }, true
        ),
        (
            "catchError(T)",
            { $0.adding(.catchError(AuthenticationError.self, .asynchronous { _ in ShowSignInEvent() })) }, true
        ),
        ("untyped handleError", { $0.adding(.handleError(.asynchronous { _ in })) }, false),
        ("handleError of another type", { $0.adding(.handleError(AnError.self, .asynchronous { _ in })) }, false),
    ]

    @Test("every typed error responder, catchError included, counts as a responder", arguments: 0..<6)
    func errorRegistration(index: Int) {
        let (name, register, counts) = Self.errorRegistrations[index]
        let (_, diagnostics) = SafetyCapture.run {
            register(.root).reports(AuthenticationError.self)
        }
        #expect(diagnostics.isEmpty == counts, "\(name)")
    }

    @Test("event responders count as registrations by `is`: a superclass handler answers for a subclass")
    func eventRegistrationBySubtype() {
        let (_, diagnostics) = SafetyCapture.run {
            ResponderPosition.root
                .adding(.handleEvent(NavigationEvent.self, .asynchronous { _ in }))
                .adding(.transformEvent(LikeEvent.self, .asynchronous { _ in MyEvent() }))
                .adding(.receiveEvent(ShowPostEvent.self, .asynchronous { _ in .notHandled }))
                .triggers(PushEvent.self, LikeEvent.self, ShowPostEvent.self)
        }
        #expect(diagnostics.isEmpty)
    }

    @Test("handleAlertErrors counts as the responder of every alertable error type, and of no other")
    func alertHandlerRegistration() {
        let queue = PresentationQueue()
        let (_, diagnostics) = SafetyCapture.run {
            ResponderPosition.root.handleAlertErrors(queue: queue).reports(
                QuotaAlert.self, PlainAlert.self, AnError.self)
        }
        #expect(diagnostics.map(\.typeName) == ["AnError"])
    }

    /// A type that travels both ways: as an error and as an event.
    struct ErrorAndEvent: Error, Event {}

    @Test("for a type that is both an error and an event, a responder counts only for its own kind")
    func responderKindsDoNotMix() {
        let (_, diagnostics) = SafetyCapture.run {
            _ = ResponderPosition.root.adding(.handleEvent(ErrorAndEvent.self, .asynchronous { _ in })).reports(
                ErrorAndEvent.self)
            _ = ResponderPosition.root.adding(.handleError(ErrorAndEvent.self, .asynchronous { _ in })).triggers(
                ErrorAndEvent.self)
        }
        #expect(diagnostics.map(\.kind) == [.missingErrorResponder, .missingEventResponder])
    }

    @Test("a declaration below a loop of nodes, which only a broken hierarchy can have, ends its check and reports")
    func declarationBelowALoopOfNodes() async {
        // In a process of its own, with a watchdog: a check that never ends fails the test instead of holding the main
        // actor, and the whole run, forever.
        await #expect(processExitsWith: .success) {
            endProcessWhenItHangs()
            let kinds = await MainActor.run {
                let step = ResponderDefinition.receiveEvent(.synchronous { _ in .notHandled })
                let label = ResponderLabel(name: "node", fileID: #fileID, line: #line)
                let first = ResponderNode(step, label: label, parent: nil)
                let second = ResponderNode(step, label: label, parent: first)
                first.update(step, label: label, parent: second)
                defer { first.update(step, label: label, parent: nil) }
                return SafetyCapture.run { _ = ResponderPosition(head: second).reports(AnError.self) }.1.map(\.kind)
            }
            precondition(kinds == [.missingErrorResponder], "\(kinds)")
        }
    }

    @Test("without explicit responders required, a declaration needs none above it")
    func explicitNotRequired() {
        let (_, diagnostics) = SafetyCapture.run {
            ResponderPosition.root.requireExplicitResponders(false).triggers(ShowPostEvent.self).reports(AnError.self)
        }
        #expect(diagnostics.isEmpty)
    }

    @Test("an event of a type the declaration does not list is reported as it crosses; listed ones are not")
    func undeclaredEvent() async {
        let screen = SafetyCapture.run { ResponderPosition.root.adding(.handleEvent(.asynchronous { _ in })) }.result
        // The declaration's own check (no responder for either listed type above the screen) is not this test's.
        let line: UInt = #line + 1
        let feed = SafetyCapture.run { screen.triggers(ShowPostEvent.self, NavigationEvent.self) }.result
        let (_, diagnostics) = await SafetyCapture.run {
            await feed.trigger(ShowPostEvent())
            await feed.trigger(PushEvent())
            await feed.trigger(LikeEvent())
        }
        #expect(diagnostics.map(\.kind) == [.undeclaredEvent])
        #expect(diagnostics.map(\.typeName) == ["LikeEvent"])
        #expect(diagnostics.map(\.line) == [line])
    }

    @Test("an error of a type the declaration does not list is reported as it crosses")
    func undeclaredError() async {
        let feed = ResponderPosition.root.adding(.handleError(.asynchronous { _ in })).requireExplicitResponders(false)
            .reports(AuthenticationError.self)
        let (_, diagnostics) = await SafetyCapture.run {
            await feed.report(AuthenticationError())
            await feed.report(AnError())
        }
        #expect(diagnostics.map(\.kind) == [.undeclaredError])
        #expect(diagnostics.map(\.typeName) == ["AnError"])
    }

    @Test("nested declarations combine, for events and for errors alike")
    func nestedDeclarationsCombine() async {
        let (_, diagnostics) = await SafetyCapture.run {
            let outer = ResponderPosition.root
                .adding(.handleEvent(.asynchronous { _ in }))
                .adding(.handleError(.asynchronous { _ in }))
                .requireExplicitResponders(false)
                .triggers(ShowPostEvent.self)
                .reports(AuthenticationError.self)
            let inner = outer.triggers(LikeEvent.self).reports(AnError.self)
            await inner.trigger(LikeEvent())
            await inner.report(AnError())
        }
        #expect(diagnostics.isEmpty)
    }

    @Test("a transform's new value is checked again by the declarations further out")
    func transformResetsDeclaration() async {
        let (_, diagnostics) = await SafetyCapture.run {
            let outer = ResponderPosition.root
                .adding(.handleEvent(.asynchronous { _ in }))
                .requireExplicitResponders(false)
                .triggers(ShowPostEvent.self)
            let inner = outer.adding(.transformEvent(LikeEvent.self, .asynchronous { _ in MyEvent() })).triggers(
                LikeEvent.self)
            await inner.trigger(LikeEvent())
        }
        #expect(diagnostics.map(\.typeName) == ["MyEvent"])
    }

    @Test("an error's transform is checked again by the declarations further out, though an inner one listed it")
    func errorTransformResetsDeclaration() async {
        let (_, diagnostics) = await SafetyCapture.run {
            let outer = ResponderPosition.root
                .adding(.handleError(.asynchronous { _ in }))
                .requireExplicitResponders(false)
                .reports(AuthenticationError.self)
            let inner = outer.adding(.transformError(AnError.self, .asynchronous { _ in UnauthenticatedError() }))
                .reports(
                    AnError.self)
            await inner.report(AnError())
        }
        #expect(diagnostics.map(\.kind) == [.undeclaredError])
        #expect(diagnostics.map(\.typeName) == ["UnauthenticatedError"])
    }

    @Test("each level of nested declarations checks what crosses it", arguments: 0..<3)
    func eachLevel(undeclaredAt level: Int) async {
        // Three nested declarations; the event is listed by all but `level`, counting from the outermost.
        let lines = Locked<[UInt]>([])
        let (_, diagnostics) = await SafetyCapture.run {
            var position = ResponderPosition.root.adding(.handleEvent(.asynchronous { _ in }))
                .requireExplicitResponders(false)
            for index in 0..<3 {
                lines.withLock { $0.append(#line + 1) }
                position = index == level ? position.triggers(LikeEvent.self) : position.triggers(MyEvent.self)
            }
            await position.trigger(MyEvent())
        }
        #expect(diagnostics.map(\.line) == (level == 2 ? [lines.withLock { $0[level] }] : []))
        #expect(diagnostics.map(\.kind) == (level == 2 ? [.undeclaredEvent] : []))
    }

    @Test("the level in force at a declaration decides its diagnostics", arguments: ResponderSafetyLevel.allCases)
    func levels(level: ResponderSafetyLevel) async {
        let (_, diagnostics) = await SafetyCapture.run {
            let position = ResponderPosition.root.responderSafetyLevel(level).triggers(ShowPostEvent.self)
            _ = await UnhandledCapture.run { await position.trigger(LikeEvent()) }
        }
        let expected: [SafetyDiagnostic.Kind] = level == .disabled ? [] : [.missingEventResponder, .undeclaredEvent]
        #expect(diagnostics.map(\.kind) == expected)
        #expect(diagnostics.allSatisfy { $0.level == level })
    }

    @Test(
        "a subscriber without a publisher is reported at every level but disabled",
        arguments: ResponderSafetyLevel.allCases)
    func subscriberLevels(level: ResponderSafetyLevel) {
        let (_, diagnostics) = SafetyCapture.run {
            _ = ResponderPosition.root.responderSafetyLevel(level).subscribe(to: MenuCommand.self) { _ in }
        }
        #expect(diagnostics.map(\.kind) == (level == .disabled ? [] : [.subscriberWithoutPublisher]))
        #expect(diagnostics.allSatisfy { $0.level == level })
    }

    @Test("nothing is checked where checks are off, as in a release build")
    func releaseBuild() async {
        let (_, diagnostics) = await SafetyCapture.run {
            await ResponderSafety.withIsEnabled(false) {
                let position = ResponderPosition.root
                    .adding(.handleEvent(.asynchronous { _ in }))
                    .responderSafetyLevel(.strict)
                    .triggers(ShowPostEvent.self)
                _ = ResponderPosition.root.subscribe(to: MenuCommand.self) { _ in }
                // Crosses the declaration without being listed: nothing is reported.
                await position.trigger(LikeEvent())
            }
        }
        #expect(diagnostics.isEmpty)
        #expect(ResponderSafety.isEnabled == true)  // tests build in debug
    }

    @Test("a declaration whose checks are disabled declares nothing for the declarations further out")
    func disabledInnerDeclaration() async {
        let (_, diagnostics) = await SafetyCapture.run {
            let outer = ResponderPosition.root.adding(.handleEvent(.asynchronous { _ in })).requireExplicitResponders(
                false
            )
            .triggers(ShowPostEvent.self)
            let inner = outer.responderSafetyLevel(.disabled).triggers(MyEvent.self)
            await inner.trigger(LikeEvent())
        }
        #expect(diagnostics.map(\.kind) == [.undeclaredEvent])
        #expect(diagnostics.map(\.declaredTypes) == [["ShowPostEvent"]])
    }

    @Test("a typed responder for any Error answers for every declared error type")
    func anyErrorRegistration() {
        let (_, diagnostics) = SafetyCapture.run {
            ResponderPosition.root.adding(.handleError((any Error).self, .asynchronous { _ in })).reports(
                AnError.self, StoreFullError.self)
        }
        #expect(diagnostics.isEmpty)
    }

    @Test("a subscriber without a publisher above is reported, and its subscription is inactive")
    func subscriberWithoutPublisher() {
        let line: UInt = #line + 2
        let (subscription, diagnostics) = SafetyCapture.run {
            ResponderPosition.root.subscribe(to: MenuCommand.self) { _ in }
        }
        #expect(!subscription.isActive)
        #expect(diagnostics.map(\.kind) == [.subscriberWithoutPublisher])
        #expect(diagnostics.map(\.line) == [line])
        #expect(
            diagnostics.first?.description.hasSuffix("subscriber to MenuCommand has no publisher above it (relaxed)")
                == true)
    }

    @Test("a diagnostic describes where and what in one line")
    func description() {
        let diagnostic = SafetyDiagnostic(
            kind: .undeclaredEvent,
            typeName: "LikeEvent",
            declaredTypes: ["ShowPostEvent"],
            level: .strict,
            fileID: "App/FeedView.swift",
            line: 14
        )
        #expect(
            diagnostic.description
                == "App/FeedView.swift:14: event LikeEvent crossed triggers(ShowPostEvent) without being declared (strict)"
        )
    }
}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct SafetyDiagnosticSiteTests {
    @Test("a finding keeps its declaration's #fileID, #filePath and line as the compiler gave them")
    func findingsKeepTheirSite() throws {
        let line: UInt = #line + 2
        let (_, diagnostics) = SafetyCapture.run {
            ResponderPosition.root.adding(.handleEvent(.asynchronous { _ in })).triggers(ShowPostEvent.self)
        }
        let site = try #require(diagnostics.first?.site)
        #expect("\(site.fileID)" == diagnostics.first?.fileID)
        #expect("\(site.filePath)".hasSuffix("Tests/ResponderChainTests/Safety/SafetyTests.swift"))
        #expect(site.line == line)
    }

    @Test("the site takes no part in equality: a diagnostic made by hand equals the one the checks made")
    func siteIsNotCompared() throws {
        let (_, diagnostics) = SafetyCapture.run {
            ResponderPosition.root.adding(.handleEvent(.asynchronous { _ in })).triggers(ShowPostEvent.self)
        }
        let found = try #require(diagnostics.first)
        let byHand = SafetyDiagnostic(
            kind: found.kind,
            typeName: found.typeName,
            declaredTypes: found.declaredTypes,
            level: found.level,
            fileID: found.fileID,
            line: found.line
        )
        #expect(byHand.site == nil)
        #expect(byHand == found)
        #expect(Set([byHand, found]).count == 1)
    }

    /// A finding, an undeclared `LikeEvent` at App/FeedView.swift:14, with any of its fields given otherwise.
    nonisolated static func finding(
        kind: SafetyDiagnostic.Kind = .undeclaredEvent, typeName: String = "LikeEvent",
        declaredTypes: [String] = ["ShowPostEvent"], level: ResponderSafetyLevel = .strict,
        fileID: String = "App/FeedView.swift", line: UInt = 14
    ) -> SafetyDiagnostic {
        SafetyDiagnostic(
            kind: kind, typeName: typeName, declaredTypes: declaredTypes, level: level, fileID: fileID, line: line)
    }

    /// Each field of ``finding(kind:typeName:declaredTypes:level:fileID:line:)`` changed alone.
    nonisolated static let oneFieldChanged: [(String, SafetyDiagnostic)] = [
        ("kind", finding(kind: .undeclaredError)),
        ("type", finding(typeName: "ShareEvent")),
        ("declared types", finding(declaredTypes: [])),
        ("level", finding(level: .relaxed)),
        ("file", finding(fileID: "App/PostView.swift")),
        ("line", finding(line: 15)),
    ]

    @Test("findings that differ in any one field are different findings", arguments: oneFieldChanged)
    func everyFieldTakesPartInEquality(field: String, other: SafetyDiagnostic) {
        let finding = Self.finding()
        #expect(other != finding, "\(field)")
        #expect(finding != other, "\(field)")
        #expect(Set([finding, other]).count == 2, "\(field)")
    }
}
