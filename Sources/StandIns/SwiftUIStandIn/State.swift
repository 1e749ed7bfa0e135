#if !canImport(SwiftUI)
    /// Stand-in for SwiftUI's `State`: https://developer.apple.com/documentation/swiftui/state (`init(wrappedValue:)`,
    /// `init(initialValue:)`, `wrappedValue` with a nonmutating setter, `projectedValue`).
    ///
    /// The host keeps the value while the view stays at the same place in the tree; setting it makes the host
    /// evaluate the view that owns it again soon after.
    @propertyWrapper
    public struct State<Value>: DynamicProperty {
        package let location: StateLocation<Value>

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
            let box = location.box
            return Binding(location: box, snapshot: box.value, get: { box.value }, set: { box.set($0) })
        }
    }

    extension State where Value: ExpressibleByNilLiteral {
        /// Creates state that starts as `nil`.
        public init() {
            self.init(wrappedValue: nil)
        }
    }

    /// Something that evaluates views again when their state changes: the test host.
    @MainActor
    package protocol StateObserver: AnyObject {
        /// A state value changed: the view that owns it must be evaluated again.
        func stateDidChange()
    }

    /// Where a state value lives once the host has given it a place in the tree.
    package final class StateBox<Value> {
        package var value: Value

        /// How many times the value was set: the host evaluates the owning view again when it differs from what
        /// the last evaluation saw.
        package private(set) var version = 0

        package weak var observer: (any StateObserver)?

        package init(_ value: Value) {
            self.value = value
        }

        @MainActor
        package func set(_ newValue: Value) {
            value = newValue
            version += 1
            observer?.stateDidChange()
        }
    }

    /// A state property's initial value and the box the host gave it.
    package final class StateLocation<Value> {
        /// The value the view was created with: where the host has no state for the place yet (the first render, or
        /// a new identity), it starts from this, as SwiftUI does.
        package let initial: Value
        package var box: StateBox<Value>

        package init(_ value: Value) {
            initial = value
            box = StateBox(value)
        }
    }

    /// Stand-in for SwiftUI's `Binding`: https://developer.apple.com/documentation/swiftui/binding (`init(get:set:)`,
    /// `wrappedValue`, `projectedValue`, `constant(_:)`).
    ///
    /// As SwiftUI's, a binding is compared by where it reads and writes (a state's box, or a new place for each
    /// binding made from closures) and the value it held when it was made.
    @propertyWrapper
    public struct Binding<Value> {
        /// What the binding reads and writes: a state's box, or an object of its own.
        package let location: AnyObject
        /// The value when the binding was made, for comparisons; `nil` for bindings made from closures.
        package let snapshot: Value?
        private let get: () -> Value
        private let set: (Value) -> Void

        package init(location: AnyObject, snapshot: Value?, get: @escaping () -> Value, set: @escaping (Value) -> Void)
        {
            self.location = location
            self.snapshot = snapshot
            self.get = get
            self.set = set
        }

        /// Creates a binding from a getter and a setter.
        ///
        /// - Parameters:
        ///   - get: reads the value.
        ///   - set: writes the value.
        public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
            self.init(location: FunctionalLocation(), snapshot: nil, get: get, set: set)
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

    /// The place of a binding made from closures: a new one for each, so that two such bindings never compare
    /// equal, as in SwiftUI.
    package final class FunctionalLocation {}
#endif
