/// Where the bridge sends what it records: the crash reporter's SDK, behind a protocol of the app's own, so that a
/// test can read what was sent.
public protocol CrashReporter: Sendable {
    /// Records an error the app survived, grouped with the others of its fingerprint.
    func recordNonFatal(_ nonFatal: NonFatal)

    /// Adds a line to the trail that the next report carries.
    func leaveBreadcrumb(_ message: String)
}
