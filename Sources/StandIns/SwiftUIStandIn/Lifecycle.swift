#if !canImport(SwiftUI)
    package struct AppearModifier: ViewModifier {
        /// Primitive: the host applies it.
        package typealias Body = Never

        package let appear: (() -> Void)?
        package let disappear: (() -> Void)?
    }

    package struct TaskModifier<ID: Equatable>: ViewModifier {
        /// Primitive: the host applies it.
        package typealias Body = Never

        package let id: ID
        package let priority: TaskPriority
        package let action: @Sendable () async -> Void
    }

    package struct TapGestureModifier: ViewModifier {
        /// Primitive: the host applies it.
        package typealias Body = Never

        package let count: Int
        package let action: () -> Void
    }

    extension View {
        /// Stand-in for SwiftUI's `onAppear(perform:)`:
        /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:).
        ///
        /// - Parameter action: runs when the view appears.
        /// - Returns: the view.
        public func onAppear(perform action: (() -> Void)? = nil) -> some View {
            modifier(AppearModifier(appear: action, disappear: nil))
        }

        /// Stand-in for SwiftUI's `onDisappear(perform:)`:
        /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:).
        ///
        /// - Parameter action: runs when the view disappears.
        /// - Returns: the view.
        public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
            modifier(AppearModifier(appear: nil, disappear: action))
        }

        /// Stand-in for SwiftUI's `task(id:priority:_:)`:
        /// https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:).
        ///
        /// - Parameters:
        ///   - value: the task restarts, cancelling the previous one, whenever this changes. The action inherits the
        ///     isolation of the place it is written, as SwiftUI's does: in `body`, the main actor.
        ///   - priority: the task's priority.
        ///   - action: the work, started when the view appears and cancelled when it disappears.
        /// - Returns: the view.
        public func task<T: Equatable>(
            id value: T,
            priority: TaskPriority = .userInitiated,
            @_inheritActorContext _ action: @escaping @Sendable () async -> Void
        ) -> some View {
            modifier(TaskModifier(id: value, priority: priority, action: action))
        }

        /// Stand-in for SwiftUI's `task(priority:_:)`:
        /// https://developer.apple.com/documentation/swiftui/view/task(priority:_:).
        ///
        /// The action inherits the isolation of the place it is written, as SwiftUI's does: in `body`, the main
        /// actor.
        ///
        /// - Parameters:
        ///   - priority: the task's priority.
        ///   - action: the work, started when the view appears and cancelled when it disappears.
        /// - Returns: the view.
        public func task(
            priority: TaskPriority = .userInitiated,
            @_inheritActorContext _ action: @escaping @Sendable () async -> Void
        ) -> some View {
            modifier(TaskModifier(id: true, priority: priority, action: action))
        }

        /// Stand-in for SwiftUI's `onTapGesture(count:perform:)`:
        /// https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:).
        ///
        /// - Parameters:
        ///   - count: the number of taps.
        ///   - action: runs on a tap; ``ViewHost/tap(_:)`` taps it by the text inside the view.
        /// - Returns: the view.
        public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
            modifier(TapGestureModifier(count: count, action: action))
        }
    }
#endif
