/// How strictly `triggers` and `reports` declarations are checked.
///
/// Set it for a view and everything inside with the SwiftUI adapter's `responderSafetyLevel(_:)`. The checks
/// run only while ``ResponderSafety/isEnabled`` is `true`, which by default means debug builds; a release build
/// never pays for them.
public enum ResponderSafetyLevel: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// No checks.
    case disabled

    /// Each finding goes to the ``ResponderSafety/sink`` as a warning. The default.
    case relaxed

    /// Each finding goes to the ``ResponderSafety/sink`` marked strict; the standard sink then stops the process
    /// with `fatalError`, except while Xcode renders SwiftUI previews.
    case strict

    /// ``relaxed``.
    public static let `default`: ResponderSafetyLevel = .relaxed

    /// The case name, such as `relaxed`.
    public var description: String {
        switch self {
        case .disabled: "disabled"
        case .relaxed: "relaxed"
        case .strict: "strict"
        }
    }
}
