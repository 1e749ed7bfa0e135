#if Logging
    import InMemoryLogging
    import Logging
    @testable import ResponderChain
    import ResponderChainLogging
    import Testing

    /// In a release build the logging bridge is where an unhandled error is written: once, not also to standard error.
    @Suite("The logging bridge in a release build: each unhandled error written once, by the bridge")
    struct LoggingBridgeReleaseTests {
        /// The standard sink as a release build outside tests has it, writing to `written` instead of standard error.
        static func releaseSink(_ written: Locked<[String]>) -> UnhandledSink {
            let release = Alarm(
                recordTestFailure: { _, _ in false }, showRuntimeWarning: { _ in false }, isDebugBuild: false,
                isPreview: false)
            return UnhandledSink.standard(raisingWith: release, write: { lines in written.withLock { $0 += lines } })
        }

        /// (the levels the bridge is installed with) → lines on standard error, records in the log.
        static let cases: [(DispatchLogLevels, Int, Int)] = [
            (DispatchLogLevels(), 0, 1),
            (DispatchLogLevels(unhandled: .warning), 0, 1),
            // A bridge that leaves unhandled errors out is not their writer: standard error keeps them.
            (DispatchLogLevels(unhandled: nil), 1, 0),
        ]

        /// Installs the bridge with `levels` and leaves an error unhandled; returns the lines the standard sink
        /// wrote and the records the bridge logged.
        static func writtenAndLogged(levels: DispatchLogLevels) async -> (written: Int, logged: Int) {
            let handler = InMemoryLogHandler()
            let observation = LoggingBridge.install(Logger(label: "release") { _ in handler }, levels: levels)
            defer { observation.cancel() }
            let written = Locked<[String]>([])
            let lost = TaggedError()
            _ = await UnhandledTerminal.withSink(Self.releaseSink(written)) {
                await ErrorResponderChain(name: "Server").dispatch(lost)
            }
            let logged = handler.entries.filter {
                $0.metadata[DispatchLogMetadata.value]?.description.contains(lost.tag) == true
            }
            return (written.withLock { $0 }.filter { $0.hasPrefix("ResponderChain: unhandled") }.count, logged.count)
        }

        @Test func writtenOnce() async throws {
            // A process of its own: in this one, other tests install bridges that see every dispatch.
            let result = try await #require(processExitsWith: .success, observing: [\.standardOutputContent]) {
                for (levels, _, _) in Self.cases {
                    let (written, logged) = await Self.writtenAndLogged(levels: levels)
                    print("written \(written), logged \(logged)")
                }
            }
            let lines = String(decoding: result.standardOutputContent, as: UTF8.self).split(separator: "\n")
            #expect(lines.map(String.init) == Self.cases.map { "written \($0.1), logged \($0.2)" })
        }
    }
#endif
