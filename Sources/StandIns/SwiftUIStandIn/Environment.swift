#if !canImport(SwiftUI)
    /// Stand-in for SwiftUI's `EnvironmentKey`: https://developer.apple.com/documentation/swiftui/environmentkey.
    public protocol EnvironmentKey {
        /// The type of the value.
        associatedtype Value

        /// The value where none is set.
        static var defaultValue: Value { get }
    }

    /// Stand-in for SwiftUI's `EnvironmentValues`: https://developer.apple.com/documentation/swiftui/environmentvalues.
    public struct EnvironmentValues: @unchecked Sendable {
        private var values: [ObjectIdentifier: Any] = [:]

        /// Creates the default environment.
        public init() {}

        /// The value for `key`, or its default.
        public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
            get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
            set { values[ObjectIdentifier(key)] = newValue }
        }
    }

    /// Stand-in for SwiftUI's `Environment` property wrapper:
    /// https://developer.apple.com/documentation/swiftui/environment (`init(_:)` with a key path, `wrappedValue`).
    @propertyWrapper
    public struct Environment<Value>: DynamicProperty {
        package let keyPath: KeyPath<EnvironmentValues, Value>
        package let storage = EnvironmentStorage()

        /// Reads the value at `keyPath` of the environment the view is rendered in.
        ///
        /// - Parameter keyPath: the value's key path.
        public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
            self.keyPath = keyPath
        }

        /// The value, from the environment the view was last evaluated in (the default before that).
        @MainActor
        public var wrappedValue: Value {
            (storage.values ?? EnvironmentValues())[keyPath: keyPath]
        }
    }

    /// The environment a view was last evaluated in, which the host fills before it evaluates the view's body.
    @MainActor
    package final class EnvironmentStorage {
        package var values: EnvironmentValues?
    }

    /// The modifier behind `environment(_:_:)`.
    package struct EnvironmentWritingModifier<Value>: ViewModifier {
        /// Primitive: the host renders the content in the changed environment.
        package typealias Body = Never

        package let keyPath: WritableKeyPath<EnvironmentValues, Value>
        package let value: Value
    }

    /// The modifier behind `transformEnvironment(_:transform:)`.
    package struct EnvironmentTransformingModifier<Value>: ViewModifier {
        /// Primitive: the host renders the content in the changed environment.
        package typealias Body = Never

        package let keyPath: WritableKeyPath<EnvironmentValues, Value>
        package let transform: (inout Value) -> Void
    }

    extension View {
        /// Stand-in for SwiftUI's `transformEnvironment(_:transform:)`:
        /// https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:).
        ///
        /// - Parameters:
        ///   - keyPath: the value's key path.
        ///   - transform: changes the value for this view and the views inside it.
        /// - Returns: the view with the value changed.
        public func transformEnvironment<V>(
            _ keyPath: WritableKeyPath<EnvironmentValues, V>,
            transform: @escaping (inout V) -> Void
        ) -> some View {
            modifier(EnvironmentTransformingModifier(keyPath: keyPath, transform: transform))
        }

        /// Stand-in for SwiftUI's `environment(_:_:)`:
        /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:).
        ///
        /// - Parameters:
        ///   - keyPath: the value's key path.
        ///   - value: the value for this view and the views inside it.
        /// - Returns: the view with the value set.
        public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
            modifier(EnvironmentWritingModifier(keyPath: keyPath, value: value))
        }
    }
#endif
