import Foundation

/// A setting that cannot take effect, refused where it was written instead of being ignored: a privacy mark that
/// names nothing, a mark the renderer never reads.
///
/// It goes through the same ``Alarm`` as an unhandled error: a failure of the running test at the setting's line, a
/// runtime warning in a debug app on Apple platforms; elsewhere a line on standard error. It never stops the
/// process: a setting that does nothing is a mistake to fix, not a state the app cannot go on from.
package enum IneffectiveSetting {
    /// What was refused already, by key: a refusal found when a value is written is raised once, not on every write.
    private static let raised = Locked<Set<String>>([])

    /// Refuses a setting: `message` as a test failure at `site`, a runtime warning, or a line on standard error.
    ///
    /// - Parameters:
    ///   - message: what does nothing, why, and what to write instead; `ResponderChain: ` is put in front.
    ///   - site: where the setting was written, when it is known.
    ///   - key: when given, the refusal is raised the first time only.
    ///   - alarm: how it is raised; the process's own unless a test gives another.
    package static func refuse(_ message: String, at site: CallSite?, once key: String? = nil) {
        refuse(message, at: site, once: key, alarm: .process)
    }

    static func refuse(_ message: String, at site: CallSite?, once key: String?, alarm: Alarm) {
        if let key, !raised.withLock({ $0.insert(key).inserted }) { return }
        let text = "ResponderChain: " + message
        switch alarm.raise(text, at: site) {
        case .failedTest, .warned:
            return
        case .wentOn, .stopsProcess:
            let line = (site.map { "\($0): " } ?? "") + text + "\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
    }
}
