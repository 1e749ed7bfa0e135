import Foundation

/// Facts about the running process that change how unhandled values are reported.
enum ProcessEnvironment {
    /// Whether Xcode is rendering SwiftUI previews in this process; read once.
    static let isRunningForPreviews = isRunningForPreviews(ProcessInfo.processInfo.environment)

    /// Whether `environment` is that of an Xcode previews process (`XCODE_RUNNING_FOR_PREVIEWS=1`).
    static func isRunningForPreviews(_ environment: [String: String]) -> Bool {
        environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1"
    }

    /// Whether this module was compiled with assertions enabled (a debug build).
    static var assertionsEnabled: Bool {
        var enabled = false
        assert(
            {
                enabled = true
                return true
            }()
        )
        return enabled
    }
}
