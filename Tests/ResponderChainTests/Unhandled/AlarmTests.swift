import Foundation
import Testing

@testable import ResponderChain

/// What the standard sinks do, by the kind of process: the decision, with the test libraries and the runtime warning
/// replaced by recorders.
@Suite("The standard sinks: a failed test in tests, a runtime warning in debug apps, never a stop in tests")
struct AlarmTests {
    /// What an alarm was asked to do, and what it did.
    final class Calls: @unchecked Sendable {
        private let lock = Locked<[String]>([])
        var all: [String] { lock.withLock { $0 } }
        func append(_ call: String) { lock.withLock { $0.append(call) } }
    }

    static func alarm(test: Bool, warnings: Bool, debug: Bool, preview: Bool, calls: Calls) -> Alarm {
        Alarm(
            recordTestFailure: { message, site in
                calls.append("test\(site.map { " at \($0)" } ?? ""): \(message)")
                return test
            },
            showRuntimeWarning: { message in
                calls.append("warning: \(message)")
                return warnings
            },
            isDebugBuild: debug,
            isPreview: preview
        )
    }

    /// (in a test, has runtime warnings, debug build, preview) → outcome of an unhandled report, of a strict check.
    static let table: [((Bool, Bool, Bool, Bool), Alarm.Outcome, Alarm.Outcome)] = [
        ((true, true, true, false), .failedTest, .failedTest),
        ((true, false, false, false), .failedTest, .failedTest),
        ((true, false, true, true), .failedTest, .failedTest),
        ((false, true, true, false), .warned, .stopsProcess),
        ((false, false, true, false), .wentOn, .stopsProcess),
        ((false, true, false, false), .wentOn, .stopsProcess),
        ((false, false, false, false), .wentOn, .stopsProcess),
        ((false, true, true, true), .wentOn, .wentOn),
        ((false, false, true, true), .wentOn, .wentOn),
    ]

    @Test(arguments: table)
    func decides(_ process: (Bool, Bool, Bool, Bool), unhandled: Alarm.Outcome, strict: Alarm.Outcome) {
        let calls = Calls()
        let (test, warnings, debug, preview) = process
        let alarm = Self.alarm(test: test, warnings: warnings, debug: debug, preview: preview, calls: calls)
        #expect(alarm.raise("lost", at: nil) == unhandled)
        #expect(alarm.raise("strict", at: nil, stopsEverywhere: true) == strict)
        // The test library is always asked first; a runtime warning only for an unhandled report in a debug app.
        #expect(calls.all.first == "test: lost")
        #expect(calls.all.contains("warning: lost") == (!test && !preview && debug))
        #expect(!calls.all.contains("warning: strict"))
    }

    @Test("the standard unhandled sink hands the test library the report, its route and its error chain")
    func unhandledSinkMessage() async throws {
        let calls = Calls()
        let sink = UnhandledSink.standard(
            raisingWith: Self.alarm(test: true, warnings: false, debug: true, preview: false, calls: calls))
        struct Leaf: Error {}
        struct Wrapper: Error, WrappingError {
            var underlyingError: (any Error)? { Leaf() }
        }
        let (_, routes) = await DispatchRoute.trace {
            await UnhandledTerminal.withSink(sink) {
                await ErrorResponderChain().dispatch(Wrapper())
            }
        }
        #expect(routes.count == 1)
        #expect(calls.all.count == 1)
        let message = try #require(calls.all.first)
        #expect(message.hasPrefix("test at ResponderChainTests/AlarmTests.swift:"))
        #expect(message.contains(": ResponderChain: unhandled error Wrapper"))
        #expect(message.contains("  route: "))
        #expect(message.contains("└─ Leaf"))
    }

    @Test("a strict safety diagnostic fails the running test instead of stopping the process")
    func strictDiagnosticFailsTheTest() {
        let calls = Calls()
        let sink = SafetyDiagnosticSink.standard(
            raisingWith: Self.alarm(test: true, warnings: false, debug: true, preview: false, calls: calls),
            write: { calls.append("written: \($0.level)") })
        for level in [ResponderSafetyLevel.strict, .relaxed] {
            sink(
                SafetyDiagnostic(
                    kind: .missingEventResponder, typeName: "Tap", level: level, fileID: "App/A.swift", line: 1))
        }
        #expect(calls.all.count == 2)
        #expect(calls.all.first?.hasPrefix("test: ResponderChain safety: ") == true)
        #expect(calls.all.last == "written: relaxed")
    }

    @Test("outside tests and previews a strict safety diagnostic is written, then stops the process")
    func strictDiagnosticStopsTheProcess() async throws {
        let result = try await #require(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) {
            let sink = SafetyDiagnosticSink.standard(
                raisingWith: Self.alarm(test: false, warnings: true, debug: true, preview: false, calls: Calls()),
                write: { _ in FileHandle.standardError.write(Data("written before the stop\n".utf8)) })
            sink(
                SafetyDiagnostic(
                    kind: .missingEventResponder, typeName: "Tap", level: .strict, fileID: "App/A.swift", line: 1))
            // Reached only when the sink lets the process go on.
            exit(0)
        }
        let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(standardError.contains("written before the stop"))
        #expect(standardError.contains("ResponderChain safety: "))
    }

    @Test(
        "in a debug build without runtime warnings (a server in development), an unhandled error is written and the process goes on"
    )
    func unhandledErrorGoesOnWithoutRuntimeWarnings() async throws {
        let result = try await #require(
            processExitsWith: .success, observing: [\.standardErrorContent]
        ) {
            struct Lost: Error {}
            let sink = UnhandledSink.standard(
                raisingWith: Self.alarm(test: false, warnings: false, debug: true, preview: false, calls: Calls()),
                write: { lines in
                    FileHandle.standardError.write(
                        Data((lines + ["written, and the process goes on"]).joined(separator: "\n").utf8))
                })
            _ = await UnhandledTerminal.withSink(sink) {
                await ErrorResponderChain().dispatch(Lost())
            }
            // Reached only when the sink lets the process go on.
            exit(0)
        }
        let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(standardError.contains("written, and the process goes on"))
        #expect(standardError.contains("unhandled error Lost"))
    }

    /// (debug build, the observer writes unhandled routes, the observer is in another test's isolation) → whether
    /// the standard sink writes an unhandled error outside a test, on a platform without runtime warnings.
    static let writers: [((Bool, Bool, Bool), Bool)] = [
        ((false, true, false), false),  // release, a writer: written once, by it
        ((false, false, false), true),  // release, an observer that only counts
        ((true, true, false), true),  // debug: the written lines are the warning
        ((false, true, true), true),  // release, a writer that never sees this dispatch
    ]

    /// Dispatches an unhandled error to the standard sink of a process without runtime warnings, with one observer
    /// registered; returns how many times the sink wrote and the observer saw it.
    static func writtenAndObserved(debug: Bool, writes: Bool, elsewhere: Bool) async -> (written: Int, observed: Int) {
        let calls = Calls()
        struct Lost: Error {}
        let sink = UnhandledSink.standard(
            raisingWith: Self.alarm(test: false, warnings: false, debug: debug, preview: false, calls: calls),
            write: { _ in calls.append("written") })
        let observed = Locked(0)
        let register = {
            DispatchRoute.observe(writesUnhandled: writes) { route in
                if case .error(let error) = route.value, error is Lost { observed.withLock { $0 += 1 } }
            }
        }
        await IsolatedDefaults.run {
            // A writer registered in another isolation (another test) receives none of this dispatch's routes.
            let observation = elsewhere ? await IsolatedDefaults.run { register() } : register()
            _ = await UnhandledTerminal.withSink(sink) { await ErrorResponderChain().dispatch(Lost()) }
            observation.cancel()
        }
        return (calls.all.filter { $0 == "written" }.count, observed.withLock { $0 })
    }

    @Test("in a release build an observer that writes unhandled routes is where the error is written, once")
    func releaseWrittenOnceByTheWriter() async throws {
        // A process of its own: in this one, other tests register observers that see every dispatch.
        let result = try await #require(processExitsWith: .success, observing: [\.standardOutputContent]) {
            for ((debug, writes, elsewhere), _) in Self.writers {
                let (written, observed) = await Self.writtenAndObserved(
                    debug: debug, writes: writes, elsewhere: elsewhere)
                print("\(debug) \(writes) \(elsewhere): written \(written), observed \(observed)")
            }
        }
        let lines = String(decoding: result.standardOutputContent, as: UTF8.self).split(separator: "\n")
        let expected = Self.writers.map { process, written in
            let (debug, writes, elsewhere) = process
            return "\(debug) \(writes) \(elsewhere): written \(written ? 1 : 0), observed \(elsewhere ? 0 : 1)"
        }
        #expect(lines.map(String.init) == expected)
    }

    @Test("while Xcode renders previews, a strict safety diagnostic is written to standard error and nothing stops")
    func strictDiagnosticInPreviewsIsWritten() {
        let calls = Calls()
        let sink = SafetyDiagnosticSink.standard(
            raisingWith: Self.alarm(test: false, warnings: true, debug: true, preview: true, calls: calls),
            write: { calls.append("written: \($0.level)") })
        sink(
            SafetyDiagnostic(
                kind: .missingEventResponder, typeName: "Tap", level: .strict, fileID: "App/A.swift", line: 1))
        #expect(calls.all.count == 2)
        #expect(calls.all.first?.hasPrefix("test: ResponderChain safety: ") == true)
        #expect(calls.all.last == "written: strict")
    }
}
