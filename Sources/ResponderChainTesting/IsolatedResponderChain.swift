#if canImport(Testing)
    import ResponderChain
    public import Testing

    /// A Swift Testing trait that gives each test ResponderChain's process-wide defaults of its own.
    ///
    /// ```swift
    /// @Suite(.isolatedResponderChain)
    /// struct CheckoutTests {
    ///     @Test func signInLogsUnhandledErrors() async {
    ///         LoggingBridge.install(logger)   // sets the process-wide sinks, for this test only
    ///         …
    ///     }
    /// }
    /// ```
    ///
    /// Inside each test, each case of a parameterized test, and the tasks they start (not detached ones):
    /// - `UnhandledTerminal.sink`, `ResponderSafety.sink`, `ResponderSafety.isEnabled`, `ErrorTexts.language` and
    ///   `ErrorTexts.mappers` start at their launch values, whatever another test set, and what the test sets
    ///   stays in the test. So the standard unhandled sink fails the test for what it leaves unhandled.
    /// - An observer that the test registers (`DispatchRoute.observe`, the bridges' installers) receives the routes
    ///   of the test's own dispatches only.
    ///
    /// The rest needs no trait: sign-outs belong to each hierarchy's own `SignOutCoordinator`, and a
    /// `PresentationQueue.shared(for:)` to its presenter.
    public struct IsolatedResponderChain: TestTrait, SuiteTrait, TestScoping {
        /// Applies to every test in a suite, and to suites inside it.
        public var isRecursive: Bool { true }

        /// The scope of each test case, where the defaults are the test's own.
        public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
            testCase == nil ? nil : self
        }

        /// Runs one test case with defaults of its own.
        public func provideScope(
            for test: Test,
            testCase: Test.Case?,
            performing function: @Sendable () async throws -> Void
        ) async throws {
            try await IsolatedDefaults.run(isolation: nil) {
                try await function()
            }
        }
    }

    extension Trait where Self == IsolatedResponderChain {
        /// Gives each test ResponderChain's process-wide defaults of its own: the unhandled and safety sinks, the
        /// safety switch, the texts' language and mappers, and the route observers it registers.
        public static var isolatedResponderChain: Self { Self() }
    }
#endif
