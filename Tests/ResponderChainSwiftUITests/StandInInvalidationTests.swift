#if !canImport(SwiftUI)
    import SwiftUIStandIn
    import SwiftUIStandInHost
    import Testing

    // The stand-in's renderer on its own: a body runs again only when the view's value, a state it owns or an
    // environment value it reads compares unequal, as SwiftUI compares them.

    struct Counter: EnvironmentKey {
        static let defaultValue = 0
    }

    struct Label: EnvironmentKey {
        static let defaultValue = "none"
    }

    extension EnvironmentValues {
        var counter: Int {
            get { self[Counter.self] }
            set { self[Counter.self] = newValue }
        }

        var label: String {
            get { self[Label.self] }
            set { self[Label.self] = newValue }
        }
    }

    final class Token: Sendable {}

    /// A leaf with a plain value.
    struct ValueLeaf: View {
        let value: Int

        var body: some View {
            Text("value \(value)")
        }
    }

    /// A leaf that reads `\.counter`.
    struct CounterReader: View {
        @Environment(\.counter) private var counter

        var body: some View {
            Text("counter \(counter)")
        }
    }

    /// A leaf that reads `\.label`.
    struct LabelReader: View {
        @Environment(\.label) private var label

        var body: some View {
            Text("label \(label)")
        }
    }

    /// A leaf that holds a closure.
    struct ClosureLeaf: View {
        let action: @MainActor () -> Void

        var body: some View {
            Button("Act", action: action)
        }
    }

    /// A leaf that holds an object.
    struct ObjectLeaf: View {
        let token: Token

        var body: some View {
            Text("object")
        }
    }

    /// A leaf with state of its own.
    struct StatefulLeaf: View {
        @State private var taps = 0

        var body: some View {
            VStack {
                Text("taps \(taps)")
                Button("Tap leaf") { taps += 1 }
                ValueLeaf(value: 7)
            }
        }
    }

    /// A modifier that shows a number beside its content.
    struct NumberModifier: ViewModifier {
        let number: Int

        func body(content: Content) -> some View {
            VStack {
                Text("number \(number)")
                content
            }
        }
    }

    /// How the root builds its children on a re-render.
    enum ChildKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case capturingNothing
        case capturingALocal
        case sameObject
        case newObject

        var testDescription: String { rawValue }
    }

    let sharedToken = Token()

    /// A root whose state changes with each "Bump", over children whose inputs do or do not change with it.
    struct InvalidationRoot: View {
        @State private var bumps = 0
        let kind: ChildKind

        var body: some View {
            VStack {
                Button("Bump") { bumps += 1 }
                ValueLeaf(value: 1)
                ValueLeaf(value: bumps)
                CounterReader()
                LabelReader()
                child
                ValueLeaf(value: 2).modifier(NumberModifier(number: bumps))
                StatefulLeaf()
            }
            .environment(\.counter, bumps)
            .environment(\.label, "fixed")
        }

        @ViewBuilder
        private var child: some View {
            switch kind {
            case .capturingNothing:
                ClosureLeaf(action: {})
            case .capturingALocal:
                ClosureLeaf(action: { _ = bumps })
            case .sameObject:
                ObjectLeaf(token: sharedToken)
            case .newObject:
                ObjectLeaf(token: Token())
            }
        }
    }

    @MainActor
    @Suite("The stand-in evaluates bodies as SwiftUI does", .timeLimit(.minutes(2)))
    struct StandInInvalidationTests {
        /// Bumps the root's state once and waits for the pass it schedules.
        private func bump(_ host: ViewHost) async {
            host.resetBodyEvaluations()
            #expect(host.tap("Bump"))
            await host.settle()
        }

        @Test func theFirstPassEvaluatesEveryBodyOnce() {
            let host = ViewHost(InvalidationRoot(kind: .capturingNothing))
            #expect(host.bodyEvaluations(of: InvalidationRoot.self) == 1)
            #expect(host.bodyEvaluations(of: ValueLeaf.self) == 4)
            #expect(host.bodyEvaluations(of: CounterReader.self) == 1)
            #expect(host.bodyEvaluations(of: StatefulLeaf.self) == 1)
            #expect(host.bodyEvaluations(of: NumberModifier.self) == 1)
        }

        @Test func aViewGivenANewValueIsEvaluatedAndAnUnchangedSiblingIsNot() async {
            let host = ViewHost(InvalidationRoot(kind: .capturingNothing))
            await bump(host)
            #expect(host.bodyEvaluations(of: InvalidationRoot.self) == 1)
            // `ValueLeaf(value: bumps)` changed; `ValueLeaf(value: 1)`, the leaf inside the stateful leaf and the
            // modified leaf did not.
            #expect(host.bodyEvaluations(of: ValueLeaf.self) == 1)
            #expect(host.texts.contains("value 1"))
            #expect(host.bodyEvaluations(of: StatefulLeaf.self) == 0)
        }

        @Test func aReaderOfAChangedEnvironmentValueIsEvaluatedAndAReaderOfAnotherIsNot() async {
            let host = ViewHost(InvalidationRoot(kind: .capturingNothing))
            await bump(host)
            #expect(host.bodyEvaluations(of: CounterReader.self) == 1)
            #expect(host.texts.contains("counter 1"))
            #expect(host.bodyEvaluations(of: LabelReader.self) == 0)
            #expect(host.texts.contains("label fixed"))
        }

        @Test func aModifierGivenANewValueIsEvaluatedWithoutItsContent() async {
            let host = ViewHost(InvalidationRoot(kind: .capturingNothing))
            await bump(host)
            #expect(host.bodyEvaluations(of: NumberModifier.self) == 1)
            #expect(host.texts.contains("number 1"))
            // Its content, `ValueLeaf(value: 2)`, is evaluated by its own inputs, and it is still on screen.
            #expect(host.bodyEvaluations(of: ValueLeaf.self) == 1)
            #expect(host.texts.contains("value 2"))
        }

        @Test func settingStateEvaluatesTheViewThatOwnsItAndNoOther() async {
            let host = ViewHost(InvalidationRoot(kind: .capturingNothing))
            host.resetBodyEvaluations()
            #expect(host.tap("Tap leaf"))
            await host.settle()
            #expect(host.bodyEvaluations(of: StatefulLeaf.self) == 1)
            #expect(host.texts.contains("taps 1"))
            #expect(host.totalBodyEvaluations == 1)
        }

        @Test(arguments: [
            (ChildKind.capturingNothing, 0),
            (.capturingALocal, 1),
            (.sameObject, 0),
            (.newObject, 1),
        ])
        func closuresCompareByFunctionAndContextAndObjectsByIdentity(kind: ChildKind, evaluations: Int) async {
            let host = ViewHost(InvalidationRoot(kind: kind))
            await bump(host)
            let leafEvaluations =
                host.bodyEvaluations(of: ClosureLeaf.self) + host.bodyEvaluations(of: ObjectLeaf.self)
            #expect(leafEvaluations == evaluations)
        }

        @Test func anUnchangedTreeRendersWithoutEvaluatingAnyBody() {
            let host = ViewHost(InvalidationRoot(kind: .capturingNothing))
            host.resetBodyEvaluations()
            host.render()
            #expect(host.totalBodyEvaluations == 0)
            #expect(host.texts.contains("counter 0"))
            #expect(host.tappableLabels.contains("Act"))
        }
    }

    @MainActor
    @Suite("How the stand-in compares values")
    struct ValueComparisonTests {
        struct Plain {
            var number: Int
            var token: Token
        }

        enum Payload {
            case none
            case some(Int)
            case other(Int)
        }

        struct Case: CustomTestStringConvertible, @unchecked Sendable {
            let name: String
            let make: () -> Any
            let equal: Bool

            var testDescription: String { name }
        }

        static let closure: @Sendable () -> Void = {}

        nonisolated static let cases: [Case] = [
            Case(name: "equatable values", make: { 42 }, equal: true),
            Case(name: "the same object", make: { sharedToken }, equal: true),
            Case(name: "new objects", make: { Token() }, equal: false),
            Case(name: "fields with the same object", make: { Plain(number: 1, token: sharedToken) }, equal: true),
            Case(name: "fields with new objects", make: { Plain(number: 1, token: Token()) }, equal: false),
            Case(name: "an enum case without a payload", make: { Payload.none }, equal: true),
            Case(name: "an enum case with the same payload", make: { Payload.some(3) }, equal: true),
            Case(name: "a stored closure", make: { Plain?.none as Any }, equal: true),
            Case(name: "a metatype", make: { Token.self }, equal: true),
            Case(name: "a tuple of equal parts", make: { (1, sharedToken) }, equal: true),
        ]

        @Test(arguments: cases)
        func valuesMadeTheSameWayCompare(_ testCase: Case) {
            #expect(ValueComparison.isSame(testCase.make(), testCase.make()) == testCase.equal)
        }

        @Test func differentCasesOrPayloadsAreUnequal() {
            #expect(!ValueComparison.isSame(Payload.some(1), Payload.other(1)))
            #expect(!ValueComparison.isSame(Payload.some(1), Payload.some(2)))
            #expect(!ValueComparison.isSame(Payload.none, Payload.some(0)))
            #expect(!ValueComparison.isSame(1, "1"))
        }

        @Test func closuresCompareByFunctionAndContext() {
            struct Holder {
                let action: () -> Void
            }
            let stored = Self.closure
            #expect(ValueComparison.isSame(Holder(action: stored), Holder(action: stored)))
            func capturing(_ value: Int) -> Holder { Holder(action: { _ = value }) }
            #expect(!ValueComparison.isSame(capturing(1), capturing(1)))
        }

        @Test func bindingsCompareByTheirPlaceAndTheValueTheyHeld() {
            struct Holder {
                let binding: Binding<Int>
            }
            let state = State(wrappedValue: 1)
            #expect(
                ValueComparison.isSame(Holder(binding: state.projectedValue), Holder(binding: state.projectedValue)))
            let before = Holder(binding: state.projectedValue)
            state.projectedValue.wrappedValue = 2
            #expect(!ValueComparison.isSame(before, Holder(binding: state.projectedValue)))
            func made() -> Holder { Holder(binding: Binding(get: { 1 }, set: { _ in })) }
            #expect(!ValueComparison.isSame(made(), made()))
        }

        @Test func statesCompareByTheirInitialValueAndEnvironmentPropertiesByTheirKeyPath() {
            struct Holder {
                @State var count: Int
                @Environment(\.counter) var counter
            }
            #expect(ValueComparison.isSame(Holder(count: 1), Holder(count: 1)))
            #expect(!ValueComparison.isSame(Holder(count: 1), Holder(count: 2)))
        }
    }

    /// A tab's content: a count it keeps in its state, and what its lifecycle did.
    struct CountingTab: View {
        @State private var count = 0
        let log: TabLog

        var body: some View {
            VStack {
                Text("count \(count)")
                Button("Add") { count += 1 }
            }
            .onAppear { log.lines.append("appear") }
            .onDisappear { log.lines.append("disappear") }
        }
    }

    @MainActor
    final class TabLog {
        var lines: [String] = []
    }

    /// `first` in a tab, a text in a second one, and a button outside the tabs for each: "First" and "Second".
    struct TwoTabs<First: View>: View {
        @State private var tab = 0
        let first: First

        var body: some View {
            VStack {
                Button("First") { tab = 0 }
                Button("Second") { tab = 1 }
                TabView(selection: $tab) {
                    first.tag(0)
                    Text("second tab").tag(1)
                }
            }
        }
    }

    @MainActor
    @Suite("The stand-in's tabs: a tab not selected keeps its state and is off screen")
    struct StandInTabTests {
        @Test("switching away runs onDisappear and hides the tab; switching back runs onAppear with the state kept")
        func aTabKeepsItsStateWhileAway() async {
            let log = TabLog()
            let host = ViewHost(TwoTabs(first: CountingTab(log: log)))
            host.tap("Add")
            host.tap("Add")
            await host.settle()
            #expect(host.texts == ["count 2"])
            #expect(log.lines == ["appear"])
            host.tap("Second")
            await host.settle()
            #expect(host.texts == ["second tab"])
            #expect(log.lines == ["appear", "disappear"])
            host.tap("First")
            await host.settle()
            #expect(host.texts == ["count 2"])
            #expect(log.lines == ["appear", "disappear", "appear"])
        }

        @Test("without a selection every tab is shown, tagged or not")
        func withoutASelectionEveryTabShows() {
            let host = ViewHost(
                TabView {
                    Text("first").tag(0)
                    Text("second").tag(1)
                })
            #expect(host.texts == ["first", "second"])
        }
    }
#endif
