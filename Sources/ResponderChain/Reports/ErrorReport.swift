import Foundation

/// What a user can send about an error they met: enough for a developer to find it and see what happened, and
/// nothing the app's ``ErrorPrivacy`` policy keeps private.
///
/// ```swift
/// let report = ErrorReport(error, supportCode: code, shown: alert, route: route, recent: recent, comment: words)
/// showPreview(report.text)          // what the user reads before anything leaves the device
/// try await send(report.json())     // the same fields, for tools
/// ```
///
/// It keeps the structure of the error (types, cases, domains, codes, statuses, problem types), how the app
/// handled it (responders, answers), and where it happened (the app's version and build, the system, the locale),
/// each written as the policy allows:
/// - ``errorChain``: the error and every error it wraps, as ``ErrorChain`` writes them under the policy;
/// - ``route`` and ``recentDispatches``: ``DispatchRoute``'s one-line descriptions, which hold no value;
/// - ``shown``: the title and message the user saw, as the policy writes free text (``ErrorPrivacy/descriptions``,
///   `private` by default);
/// - ``comment``: the user's own words, as they wrote them: they read the report before it is sent.
///
/// ``text`` is the form people read, in the user's language; ``json()`` carries the same fields and nothing more,
/// under a versioned schema (``schemaVersion``), and ``init(json:)`` reads it back strictly.
public struct ErrorReport: Hashable, Sendable, Codable {
    /// The version of the JSON form this package writes: 1.
    public static let currentSchemaVersion = 1

    /// The version of the JSON form: the same fields with the same meanings for one version.
    public let schemaVersion: Int

    /// The support code the user was shown, ``SupportCode``'s description; `nil` when the app shows none.
    public let supportCode: String?

    /// The error's ``ErrorFingerprint``, such as `rc1-5e3a433c25c94ba2`.
    public let fingerprint: String

    /// The error and every error it wraps, outermost first, one level each, as the policy writes them; a chain cut
    /// short ends with a line that says why.
    public let errorChain: [String]

    /// How the app handled the error: the route of its dispatch, on one line; `nil` when none was recorded. The report
    /// a ``PresentationQueue`` makes while its presentation waits has the route so far, ending `⇒ under way`.
    public let route: String?

    /// What the user was shown.
    public let shown: Shown?

    /// The app's last dispatches, oldest first, when it keeps them (``RecentDispatches``); empty otherwise.
    public let recentDispatches: [String]

    /// Where it happened.
    public let app: AppInfo

    /// The trace id of the error's dispatch, when the app traces it.
    public let traceID: String?

    /// The server's id for the request that failed, when the app has one it may share (a problem member it marks
    /// public).
    public let serverRequestID: String?

    /// The user's own words.
    public internal(set) var comment: String?

    /// The title and message of the presentation the user saw, as the privacy policy writes free text.
    public struct Shown: Hashable, Sendable, Codable {
        /// The title.
        public let title: String
        /// The message, if there was one.
        public let message: String?

        /// Creates what the user saw, from texts already written as the policy allows.
        ///
        /// - Parameters:
        ///   - title: the title.
        ///   - message: the message.
        public init(title: String, message: String?) {
            self.title = title
            self.message = message
        }
    }

    /// The app, the system and the locale a report was made on.
    public struct AppInfo: Hashable, Sendable, Codable {
        /// The app's version, `CFBundleShortVersionString`.
        public let version: String?
        /// The app's build, `CFBundleVersion`.
        public let build: String?
        /// The operating system and its version, such as `Version 18.6 (Build 22G86)`.
        public let system: String
        /// The user's locale, such as `de_DE`.
        public let locale: String

        /// Creates a description of an app and where it runs.
        ///
        /// - Parameters:
        ///   - version: the app's version.
        ///   - build: the app's build.
        ///   - system: the operating system and its version.
        ///   - locale: the user's locale.
        public init(version: String?, build: String?, system: String, locale: String) {
            self.version = version
            self.build = build
            self.system = system
            self.locale = locale
        }

        /// The app this runs in: the main bundle's version and build, the process's system and the current locale.
        public static var current: AppInfo {
            let info = Bundle.main.infoDictionary
            return AppInfo(
                version: info?["CFBundleShortVersionString"] as? String,
                build: info?["CFBundleVersion"] as? String,
                system: ProcessInfo.processInfo.operatingSystemVersionString,
                locale: Locale.current.identifier)
        }

        /// `1.4 (42), Version 18.6 (Build 22G86), de_DE`.
        var line: String {
            let release = [version, build.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
            return [release, system, locale].filter { !$0.isEmpty }.joined(separator: ", ")
        }
    }

    /// Makes the report of `error`, written as `privacy` allows.
    ///
    /// - Parameters:
    ///   - error: the error the user met.
    ///   - supportCode: the code the user was shown with it, if any.
    ///   - shown: the presentation the user saw, if any.
    ///   - route: the route of the error's dispatch, if one was recorded.
    ///   - recent: the app's recent dispatches, if it keeps them.
    ///   - traceID: the trace id of the error's dispatch, if the app traces it.
    ///   - serverRequestID: the server's id for the failed request, if the app may share it.
    ///   - comment: the user's own words.
    ///   - app: where it happened; the running app unless given.
    ///   - privacy: the policy; the current one unless given.
    public init(
        _ error: any Error,
        supportCode: SupportCode? = nil,
        shown: AlertModel? = nil,
        route: DispatchRoute? = nil,
        recent: RecentDispatches? = nil,
        traceID: String? = nil,
        serverRequestID: String? = nil,
        comment: String? = nil,
        app: AppInfo = .current,
        privacy: ErrorPrivacy = .currentPolicy
    ) {
        self.init(
            error, supportCode: supportCode, shown: shown, routeLine: route?.description, recent: recent,
            traceID: traceID, serverRequestID: serverRequestID, comment: comment, app: app, privacy: privacy)
    }

    /// Makes the report of `error` with its route already written on one line: the public initializer's, or the
    /// route so far of a dispatch under way.
    init(
        _ error: any Error,
        supportCode: SupportCode?,
        shown: AlertModel?,
        routeLine: String?,
        recent: RecentDispatches?,
        traceID: String?,
        serverRequestID: String?,
        comment: String? = nil,
        app: AppInfo,
        privacy: ErrorPrivacy = .currentPolicy
    ) {
        let chain = ErrorPrivacy.withPolicy(privacy) { ErrorChain(error) }
        schemaVersion = Self.currentSchemaVersion
        self.supportCode = supportCode?.description
        fingerprint = chain.fingerprint.description
        errorChain = chain.levels.map(\.description) + (chain.end.map { ["… (\($0))"] } ?? [])
        route = routeLine.map(RecentDispatches.cut)
        self.shown = shown.map { alert in
            Shown(
                title: Self.written(alert.title, privacy), message: alert.message.map { Self.written($0, privacy) })
        }
        recentDispatches = recent?.lines ?? []
        self.app = app
        self.traceID = traceID
        self.serverRequestID = serverRequestID
        self.comment = comment
    }

    /// This report with the user's own words, as they wrote them in its preview.
    ///
    /// - Parameter comment: the user's words; `nil` or empty for none.
    /// - Returns: the report with ``comment`` set.
    public func adding(comment: String?) -> ErrorReport {
        var report = self
        report.comment = comment.flatMap { $0.isEmpty ? nil : $0 }
        return report
    }

    /// Free text as `privacy` writes it: as it is when descriptions are public, else `<private>` or its digest.
    private static func written(_ text: String, _ privacy: ErrorPrivacy) -> String {
        privacy.descriptions == .public ? text : privacy.written(text, as: privacy.descriptions)
    }
}
