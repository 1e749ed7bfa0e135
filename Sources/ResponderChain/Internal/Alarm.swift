import Foundation

#if canImport(os) && canImport(Darwin)
    import os
#endif

/// How the standard sinks make a problem hard to miss, by the kind of process: a failure of the running test in a
/// test process, a runtime warning in a debug build of an app on Apple platforms, a stop where neither exists.
///
/// The three ways are functions, so that the package's tests can watch what a sink chose without failing or
/// stopping.
struct Alarm: Sendable {
    /// What raising a problem came to.
    enum Outcome: Equatable, Sendable {
        /// The running test failed with it.
        case failedTest
        /// A runtime warning shows it.
        case warned
        /// It was written to standard error only, and the process goes on.
        case wentOn
        /// The caller must stop the process.
        case stopsProcess
    }

    /// Records a failure of the test running on this task, at the caller's line when it is known; `false` outside
    /// a test process.
    var recordTestFailure: @Sendable (String, CallSite?) -> Bool
    /// Shows a runtime warning in the debugger's issue list; `false` where there is none.
    var showRuntimeWarning: @Sendable (String) -> Bool
    /// Whether this is a debug build.
    var isDebugBuild: Bool
    /// Whether Xcode is rendering SwiftUI previews in this process, where nothing may stop.
    var isPreview: Bool

    /// The process's own: the test libraries found at run time, the runtime-issue log on Apple platforms.
    static let process = Alarm(
        recordTestFailure: { TestingLibraries.recordFailure($0, at: $1) },
        showRuntimeWarning: RuntimeWarning.show,
        isDebugBuild: ProcessEnvironment.assertionsEnabled,
        isPreview: ProcessEnvironment.isRunningForPreviews
    )

    /// Raises `message`: as a failure of the test running on this task; else, in a debug build, as a runtime
    /// warning where there is one; a strict problem outside tests and previews by asking the caller to stop.
    ///
    /// - Parameters:
    ///   - message: what went wrong.
    ///   - site: the line in the caller's code that a test failure points at, when it is known.
    ///   - stopsEverywhere: whether the problem stops every build outside tests and previews, without a runtime
    ///     warning (a strict safety check).
    /// - Returns: what it came to. A test process never gets ``Outcome/stopsProcess``.
    func raise(_ message: String, at site: CallSite?, stopsEverywhere: Bool = false) -> Outcome {
        if recordTestFailure(message, site) { return .failedTest }
        if isPreview { return .wentOn }
        if stopsEverywhere { return .stopsProcess }
        guard isDebugBuild else { return .wentOn }
        // Where no runtime warning exists (a server or tool in development), the caller's written lines are the
        // warning: nothing stops.
        return showRuntimeWarning(message) ? .warned : .wentOn
    }
}

/// Xcode's runtime warnings: a fault logged to the `com.apple.runtime-issues` subsystem from a system image, which
/// Xcode lists as a purple issue while the app goes on. Apple documents no API for it; the subsystem is what its own
/// frameworks log such warnings to. Only Apple platforms have it.
enum RuntimeWarning {
    /// Logs `message` as a runtime warning.
    ///
    /// - Parameter message: the warning.
    /// - Returns: whether this platform has runtime warnings.
    static func show(_ message: String) -> Bool {
        #if canImport(os) && canImport(Darwin)
            // The sender must be a system image for Xcode to list the warning: os_log's own library is one.
            var image = Dl_info()
            let logCreate = dlsym(UnsafeMutableRawPointer(bitPattern: -2), "os_log_create")
            guard let logCreate, dladdr(logCreate, &image) != 0, let systemImage = image.dli_fbase else {
                return false
            }
            let log = OSLog(subsystem: "com.apple.runtime-issues", category: "ResponderChain")
            os_log(.fault, dso: UnsafeRawPointer(systemImage), log: log, "%{public}@", message as NSString)
            return true
        #else
            return false
        #endif
    }
}
