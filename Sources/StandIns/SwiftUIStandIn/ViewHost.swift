#if !canImport(SwiftUI)
    /// The stand-in's renderer: it renders a view tree the way SwiftUI would, as far as the adapters need, so that
    /// tests on platforms without SwiftUI can exercise the real modifiers.
    ///
    /// Rendering evaluates each view's `body` after installing its `@Environment` and `@State` properties,
    /// applies modifiers, propagates the environment, and afterwards runs the `onAppear` actions of views that
    /// appeared and the `onDisappear` actions of views that are gone, and starts or cancels `task(id:)` work.
    /// Setting `@State` renders again soon after, on the main actor.
    ///
    /// ```swift
    /// let host = ViewHost(ContentView())
    /// host.tap("Trigger error")
    /// await host.settle()
    /// ```
    @MainActor
    public final class ViewHost {
        /// Something that can be tapped: a button, a tap gesture, or an alert's button.
        struct Tappable {
            let label: String
            let role: ButtonRole?
            let action: () -> Void
        }

        private let root: any View
        private let rootEnvironment: EnvironmentValues
        private var isMounted = false
        private var isRendering = false
        private var isScheduled = false

        private var stateBoxes: [String: AnyObject] = [:]
        private var touchedState: Set<String> = []
        private var disappearActions: [String: [() -> Void]] = [:]
        private var currentAppear: [(path: String, action: () -> Void)] = []
        private var currentDisappear: [String: [() -> Void]] = [:]
        private var tasks: [String: (id: Any, task: Task<Void, Never>)] = [:]
        private var touchedTasks: Set<String> = []
        private var visibleLifecycle: Set<String> = []
        private var touchedLifecycle: Set<String> = []
        private var textCollectors: [[String]] = []
        private var buttonCollectors: [[Tappable]] = []

        /// The texts rendered in the last pass, in order.
        public private(set) var texts: [String] = []

        private var tappables: [Tappable] = []

        /// The alerts shown after the last pass, in order.
        public private(set) var alerts: [PresentedAlert] = []

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

        /// Renders the tree again now.
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
        }

        /// Taps the first button or tap gesture whose label is `label`.
        ///
        /// - Parameter label: a button's title, or the text inside a view with a tap gesture.
        /// - Returns: whether there was one.
        @discardableResult
        public func tap(_ label: String) -> Bool {
            guard let tappable = tappables.first(where: { $0.label == label }) else { return false }
            tappable.action()
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
            initial.host = self
            stateBoxes[key] = initial
            return initial
        }

        func lifecycle(at path: String, appear: (() -> Void)?, disappear: (() -> Void)?) {
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
            touchedTasks.insert(path)
            if let running = tasks[path], let runningID = running.id as? ID, runningID == id {
                return
            }
            tasks[path]?.task.cancel()
            tasks[path] = (id, Task(priority: priority) { await action() })
        }

        func addText(_ text: String) {
            if textCollectors.isEmpty {
                texts.append(text)
            } else {
                textCollectors[textCollectors.count - 1].append(text)
            }
        }

        func addButton(title: String, role: ButtonRole?, action: @escaping () -> Void) {
            let tappable = Tappable(label: title, role: role, action: action)
            if buttonCollectors.isEmpty {
                tappables.append(tappable)
            } else {
                buttonCollectors[buttonCollectors.count - 1].append(tappable)
            }
        }

        func addTappable(label: String, action: @escaping () -> Void) {
            tappables.append(Tappable(label: label, role: nil, action: action))
        }

        func addAlert(_ alert: PresentedAlert) {
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

    /// Where a view is rendered: its host, its environment and its path in the tree.
    @MainActor
    struct RenderContext {
        /// A view to render later, with its type erased: a modifier's content.
        struct Content {
            let view: any View

            init(_ view: any View) {
                self.view = view
            }
        }

        let host: ViewHost
        let environment: EnvironmentValues
        let path: String

        func with(environment: EnvironmentValues) -> RenderContext {
            RenderContext(host: host, environment: environment, path: path)
        }

        func render(_ content: Content, key: String) {
            render(content.view, key: key)
        }

        /// Renders `view` as the child `key` of this place.
        func render(_ view: any View, key: String) {
            let child = RenderContext(host: host, environment: environment, path: "\(path)/\(key):\(type(of: view))")
            if let primitive = view as? any PrimitiveView {
                primitive.render(in: child)
            } else {
                child.install(view, key: "view")
                child.render(Self.body(of: view), key: "body")
            }
        }

        /// Installs the dynamic properties of `value`, a view or a modifier.
        func install(_ value: Any, key: String) {
            for child in Mirror(reflecting: value).children {
                guard let property = child.value as? any InstallableProperty else { continue }
                property.install(in: self, key: "\(path).\(key).\(child.label ?? "?")")
            }
        }

        private static func body<V: View>(of view: V) -> any View {
            view.body
        }
    }
#endif
