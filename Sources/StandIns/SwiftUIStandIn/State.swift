#if !canImport(SwiftUI)
    /// Stand-in for SwiftUI's `State`: https://developer.apple.com/documentation/swiftui/state (`init(wrappedValue:)`,
    /// `init(initialValue:)`, `wrappedValue` with a nonmutating setter, `projectedValue`).
    ///
    /// The renderer keeps the value while the view stays at the same place in the tree; setting it renders the
    /// tree again soon after.
    @propertyWrapper
    public struct State<Value>: DynamicProperty {
        private let location: StateLocation<Value>

        /// Creates state with an initial value.
        ///
        /// - Parameter value: the initial value.
        public init(wrappedValue value: Value) {
            location = StateLocation(value)
        }

        /// Creates state with an initial value.
        ///
        /// - Parameter value: the initial value.
        public init(initialValue value: Value) {
            self.init(wrappedValue: value)
        }

        /// The current value.
        @MainActor
        public var wrappedValue: Value {
            get { location.box.value }
            nonmutating set { location.box.set(newValue) }
        }

        /// A binding to the value.
        @MainActor
        public var projectedValue: Binding<Value> {
            let location = self.location
            return Binding(get: { location.box.value }, set: { location.box.set($0) })
        }
    }

    extension State where Value: ExpressibleByNilLiteral {
        /// Creates state that starts as `nil`.
        public init() {
            self.init(wrappedValue: nil)
        }
    }

    final class StateBox<Value> {
        var value: Value
        weak var host: ViewHost?

        init(_ value: Value) {
            self.value = value
        }

        @MainActor
        func set(_ newValue: Value) {
            value = newValue
            host?.setNeedsRender()
        }
    }

    final class StateLocation<Value> {
        /// The value the view was created with: where the renderer has no state for the place yet (the first
        /// render, or a new identity), it starts from this, as SwiftUI does.
        let initial: Value
        var box: StateBox<Value>

        init(_ value: Value) {
            initial = value
            box = StateBox(value)
        }
    }

    extension State: InstallableProperty {
        func install(in context: RenderContext, key: String) {
            location.box = context.host.stateBox(for: key, initial: StateBox(location.initial))
        }
    }

    /// Stand-in for SwiftUI's `Binding`: https://developer.apple.com/documentation/swiftui/binding (`init(get:set:)`,
    /// `wrappedValue`, `projectedValue`, `constant(_:)`).
    @propertyWrapper
    public struct Binding<Value> {
        private let get: () -> Value
        private let set: (Value) -> Void

        /// Creates a binding from a getter and a setter.
        ///
        /// - Parameters:
        ///   - get: reads the value.
        ///   - set: writes the value.
        public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
            self.get = get
            self.set = set
        }

        /// The value.
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }

        /// The binding itself.
        public var projectedValue: Binding<Value> { self }

        /// A binding to a value that never changes.
        ///
        /// - Parameter value: the value.
        /// - Returns: the binding.
        public static func constant(_ value: Value) -> Binding<Value> {
            Binding(get: { value }, set: { _ in })
        }
    }
#endif
