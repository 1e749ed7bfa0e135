#if !canImport(SwiftUI)
    public import SwiftUIStandIn

    /// The stand-in's renderer: it renders a view tree and evaluates bodies as SwiftUI does, so that tests on
    /// platforms without SwiftUI exercise the real modifiers and can count what SwiftUI would evaluate.
    ///
    /// Each pass walks the whole tree to collect what is on screen (texts, buttons, alerts), to run `onAppear` and
    /// `onDisappear` actions and to start or cancel `task(id:)` work. A view's (or a modifier's) `body` runs again
    /// only when one of its inputs changed since it last ran, compared as SwiftUI compares them:
    ///
    /// - its own value, as its parent made it in the parent's latest body;
    /// - a `@State` it owns was set;
    /// - an environment value it reads with `@Environment`.
    ///
    /// Otherwise the host keeps the body's last output and walks on down into it. A modifier's content is a
    /// placeholder: the content's views are evaluated by their own inputs. Setting `@State` renders again soon
    /// after, on the main actor.
    ///
    /// ```swift
    /// let host = ViewHost(ContentView())
    /// host.tap("Trigger error")
    /// await host.settle()
    /// #expect(host.bodyEvaluations(of: RowView.self) == 20)
    /// ```
    @MainActor
    public final class ViewHost {
        /// Something that can be tapped: a button, a tap gesture, or an alert's button.
        struct Tappable {
            let label: String
            let role: ButtonRole?
            /// How many taps in a row it answers: 1 for a button, the `count` of a tap gesture.
            var taps = 1
            let action: () -> Void
        }

        /// A state box whose version tells whether it was set since a body read it.
        protocol VersionedBox: AnyObject {
            var version: Int { get }
        }

        /// A state a body owns, with the version the body saw.
        struct StateRead {
            let box: any VersionedBox
            let version: Int
        }

        /// An environment value a body reads, with the value it saw.
        struct EnvironmentRead {
            let read: (EnvironmentValues) -> Any
            let value: Any
        }

        /// What a body's evaluation depended on, besides the value of the view or modifier itself.
        struct Inputs {
            var states: [StateRead] = []
            var environment: [EnvironmentRead] = []
            var stateKeys: [String] = []
        }

        /// The last evaluation at a place: the value evaluated, its inputs and its output.
        private struct Evaluation {
            let value: Any
            let inputs: Inputs
            let body: any View
            /// For a modifier: where its body finds the content of the current pass.
            let slot: ContentSlot?
        }

        private let root: any View
        private let rootEnvironment: EnvironmentValues
        private var isMounted = false
        private var isRendering = false
        private var isScheduled = false

        private var evaluations: [String: Evaluation] = [:]
        private var touchedPlaces: Set<String> = []
        private var counts: [ObjectIdentifier: Int] = [:]
        private var stateBoxes: [String: AnyObject] = [:]
        private var touchedState: Set<String> = []
        private var disappearActions: [String: [() -> Void]] = [:]
        private var currentAppear: [(path: String, action: () -> Void)] = []
        private var currentDisappear: [String: [() -> Void]] = [:]
        private var tasks: [String: (id: Any, task: Task<Void, Never>)] = [:]
        private var touchedTasks: Set<String> = []
        private var visibleLifecycle: Set<String> = []
        private var touchedLifecycle: Set<String> = []
        /// How deep the pass is inside content SwiftUI keeps but does not show (a tab not selected): its state is
        /// kept, and it has no lifecycle, tasks, texts, buttons or alerts.
        var hiddenDepth = 0
        /// The selection of each `TabView` the pass is inside, innermost last; `nil` for one without a selection.
        var tabSelections: [AnyHashable?] = []
        private var textCollectors: [[String]] = []
        private var buttonCollectors: [[Tappable]] = []

        /// The texts rendered in the last pass, in order.
        public private(set) var texts: [String] = []

        private var tappables: [Tappable] = []

        /// The alerts shown after the last pass, in order.
        public private(set) var alerts: [PresentedAlert] = []

        /// The text fields rendered in the last pass: each one's title and text.
        private var fields: [(title: String, text: Binding<String>)] = []

        /// How each sheet shown after the last pass is dismissed, in order.
        private var sheetDismissals: [() -> Void] = []

        /// Creates a host for `view` and renders it.
        ///
        /// - Parameters:
        ///   - view: the root view.
        ///   - environment: the environment at the root.
        public init<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) {
            root = view
            rootEnvironment = environment
            isMounted = true
            render()
        }

        /// The titles of the buttons and the labels of the tap gestures rendered in the last pass.
        public var tappableLabels: [String] {
            tappables.map(\.label)
        }

        /// How many times the body of a view or modifier of type `type` has run since the host was made (or since
        /// ``resetBodyEvaluations()``).
        ///
        /// - Parameter type: the view's or modifier's type.
        /// - Returns: the count.
        public func bodyEvaluations<T>(of type: T.Type) -> Int {
            counts[ObjectIdentifier(type)] ?? 0
        }

        /// How many bodies have run in all since the host was made (or since ``resetBodyEvaluations()``).
        public var totalBodyEvaluations: Int {
            counts.values.reduce(0, +)
        }

        /// Starts counting body evaluations from zero.
        public func resetBodyEvaluations() {
            counts = [:]
        }

        /// Renders the tree again now. Bodies run only where an input changed.
        public func render() {
            guard isMounted else { return }
            guard !isRendering else {
                setNeedsRender()
                return
            }
            isRendering = true
            texts = []
            tappables = []
            alerts = []
            fields = []
            sheetDismissals = []
            touchedPlaces = []
            touchedState = []
            touchedTasks = []
            touchedLifecycle = []
            currentAppear = []
            currentDisappear = [:]
            RenderContext(host: self, environment: rootEnvironment, path: "root").render(root, key: "0")
            isRendering = false
            finishPass()
        }

        /// Removes the tree: runs every `onDisappear` action and cancels every task.
        public func unmount() {
            guard isMounted else { return }
            isMounted = false
            for path in visibleLifecycle.sorted() {
                for action in disappearActions[path] ?? [] { action() }
            }
            visibleLifecycle = []
            disappearActions = [:]
            for (_, entry) in tasks { entry.task.cancel() }
            tasks = [:]
            stateBoxes = [:]
            evaluations = [:]
        }

        /// Taps `count` times in a row on the first button or tap gesture whose label is `label` that answers that
        /// many taps, as SwiftUI runs the action of `onTapGesture(count:perform:)` only once its count is reached:
        /// a button, and a tap gesture of count 1, answer one tap.
        ///
        /// - Parameters:
        ///   - label: a button's title, or the text inside a view with a tap gesture.
        ///   - count: the number of taps in a row; 1 unless given.
        /// - Returns: whether there was one that answered.
        @discardableResult
        public func tap(_ label: String, count: Int = 1) -> Bool {
            guard let tappable = tappables.first(where: { $0.label == label && $0.taps == count }) else {
                return false
            }
            tappable.action()
            return true
        }

        /// The titles of the text fields rendered in the last pass, in order.
        public var fieldTitles: [String] {
            fields.map(\.title)
        }

        /// The text in the first text field titled `title`, if there is one.
        ///
        /// - Parameter title: the field's title.
        /// - Returns: its text.
        public func text(inField title: String) -> String? {
            fields.first { $0.title == title }?.text.wrappedValue
        }

        /// Enters `text` in the first text field titled `title`, replacing what it held.
        ///
        /// - Parameters:
        ///   - text: the text.
        ///   - title: the field's title.
        /// - Returns: whether there was such a field.
        @discardableResult
        public func enter(_ text: String, into title: String) -> Bool {
            guard let field = fields.first(where: { $0.title == title }) else { return false }
            field.text.wrappedValue = text
            return true
        }

        /// How many sheets are shown after the last pass.
        public var sheetCount: Int {
            sheetDismissals.count
        }

        /// Swipes the last sheet shown away, as a user does: SwiftUI sets its item to `nil`, then runs its
        /// `onDismiss`.
        ///
        /// - Returns: whether a sheet was shown.
        @discardableResult
        public func dismissSheet() -> Bool {
            guard let dismiss = sheetDismissals.last else { return false }
            dismiss()
            return true
        }

        /// Yields until no render is pending, so that state set by actions and tasks is rendered.
        public func settle() async {
            for _ in 0..<64 {
                await Task.yield()
                if isScheduled { continue }
                await Task.yield()
                if !isScheduled { return }
            }
        }

        // MARK: Evaluating bodies

        /// Renders a view with a body at the place `context` names: evaluates its body when an input changed, and
        /// walks into its output.
        func renderComposite(_ view: any View, in context: RenderContext) {
            let body = evaluate(view, slot: nil, in: context) { _ in Self.body(of: view) }
            context.render(body, key: "body")
        }

        /// Applies a modifier with a body to `content`: evaluates the modifier's body when an input of the modifier
        /// changed, and walks into its output, where the placeholder shows the content of this pass.
        func renderModifier<Modifier: ViewModifier>(_ modifier: Modifier, content: any View, in context: RenderContext)
        {
            let place = "\(context.path)/m"
            let slot = evaluations[place]?.slot ?? ContentSlot()
            slot.content = content
            let modifierContext = RenderContext(host: self, environment: context.environment, path: place)
            let body = evaluate(modifier, slot: slot, in: modifierContext) { slot in
                modifier.body(content: _ViewModifier_Content(slot: slot!))
            }
            modifierContext.render(body, key: "body")
        }

        /// The body of `value` at a place: the last one when the value and every input are the same, or a new one.
        private func evaluate(
            _ value: Any,
            slot: ContentSlot?,
            in context: RenderContext,
            body makeBody: (ContentSlot?) -> any View
        ) -> any View {
            let place = context.path
            touchedPlaces.insert(place)
            if let last = evaluations[place], isCurrent(last, for: value, in: context.environment) {
                touchedState.formUnion(last.inputs.stateKeys)
                return last.body
            }
            var inputs = Inputs()
            for child in Mirror(reflecting: value).children {
                guard let property = child.value as? any InstallableProperty else { continue }
                let key = "\(place).\(child.label ?? "?")"
                property.install(in: context, key: key, into: &inputs)
            }
            counts[ObjectIdentifier(type(of: value)), default: 0] += 1
            let body = makeBody(slot)
            evaluations[place] = Evaluation(value: value, inputs: inputs, body: body, slot: slot)
            return body
        }

        /// Whether the last evaluation at a place still holds for `value` in `environment`.
        private func isCurrent(_ last: Evaluation, for value: Any, in environment: EnvironmentValues) -> Bool {
            guard ValueComparison.isSame(last.value, value) else { return false }
            for state in last.inputs.states where state.box.version != state.version {
                return false
            }
            for read in last.inputs.environment where !ValueComparison.isSame(read.value, read.read(environment)) {
                return false
            }
            return true
        }

        private static func body<V: View>(of view: V) -> any View {
            view.body
        }

        // MARK: For the stand-in's views

        func setNeedsRender() {
            guard !isScheduled else { return }
            isScheduled = true
            Task { @MainActor in
                self.isScheduled = false
                self.render()
            }
        }

        func stateBox<Value>(for key: String, initial: StateBox<Value>) -> StateBox<Value> {
            touchedState.insert(key)
            if let existing = stateBoxes[key] as? StateBox<Value> {
                return existing
            }
            initial.observer = self
            stateBoxes[key] = initial
            return initial
        }

        func lifecycle(at path: String, appear: (() -> Void)?, disappear: (() -> Void)?) {
            guard hiddenDepth == 0 else { return }
            touchedLifecycle.insert(path)
            if let appear, !visibleLifecycle.contains(path) {
                currentAppear.append((path, appear))
            }
            if let disappear {
                currentDisappear[path, default: []].append(disappear)
            }
        }

        func task<ID: Equatable>(
            at path: String,
            id: ID,
            priority: TaskPriority,
            action: @escaping @Sendable () async -> Void
        ) {
            guard hiddenDepth == 0 else { return }
            touchedTasks.insert(path)
            if let running = tasks[path], let runningID = running.id as? ID, runningID == id {
                return
            }
            tasks[path]?.task.cancel()
            tasks[path] = (id, Task(priority: priority) { await action() })
        }

        func addText(_ text: String) {
            guard hiddenDepth == 0 else { return }
            if textCollectors.isEmpty {
                texts.append(text)
            } else {
                textCollectors[textCollectors.count - 1].append(text)
            }
        }

        func addButton(title: String, role: ButtonRole?, action: @escaping () -> Void) {
            guard hiddenDepth == 0 else { return }
            let tappable = Tappable(label: title, role: role, action: action)
            if buttonCollectors.isEmpty {
                tappables.append(tappable)
            } else {
                buttonCollectors[buttonCollectors.count - 1].append(tappable)
            }
        }

        func addTappable(label: String, taps: Int, action: @escaping () -> Void) {
            guard hiddenDepth == 0 else { return }
            tappables.append(Tappable(label: label, role: nil, taps: taps, action: action))
        }

        func addField(title: String, text: Binding<String>) {
            guard hiddenDepth == 0 else { return }
            fields.append((title, text))
        }

        func addSheet(dismiss: @escaping () -> Void) {
            guard hiddenDepth == 0 else { return }
            sheetDismissals.append(dismiss)
        }

        func addAlert(_ alert: PresentedAlert) {
            guard hiddenDepth == 0 else { return }
            alerts.append(alert)
        }

        func collectingTexts(_ body: () -> Void) -> [String] {
            textCollectors.append([])
            body()
            return textCollectors.removeLast()
        }

        func collectingButtons(_ body: () -> Void) -> [Tappable] {
            buttonCollectors.append([])
            body()
            return buttonCollectors.removeLast()
        }

        private func finishPass() {
            for place in Set(evaluations.keys).subtracting(touchedPlaces) {
                evaluations[place] = nil
            }
            for key in Set(stateBoxes.keys).subtracting(touchedState) {
                stateBoxes[key] = nil
            }
            for path in Set(tasks.keys).subtracting(touchedTasks) {
                tasks[path]?.task.cancel()
                tasks[path] = nil
            }
            let gone = visibleLifecycle.subtracting(touchedLifecycle)
            for path in gone.sorted() {
                for action in disappearActions[path] ?? [] { action() }
                disappearActions[path] = nil
            }
            visibleLifecycle = touchedLifecycle
            for (path, actions) in currentDisappear {
                disappearActions[path] = actions
            }
            for (_, action) in currentAppear { action() }
        }
    }

    extension ViewHost: StateObserver {
        package func stateDidChange() {
            setNeedsRender()
        }
    }
#endif
