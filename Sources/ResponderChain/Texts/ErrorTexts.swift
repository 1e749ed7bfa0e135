/// The texts the package shows users, in the language of the app, and the mappers that give errors their text.
///
/// Every default text the package shows (an alert's title and buttons, a banner's message, an error boundary's
/// fallback) comes from here, and every error gets its text through ``UserFacingMessage/init(for:in:)``. The texts
/// ship translated into ten languages (see ``Language``).
///
/// - **Language.** By default the texts follow the app's own interface language (``Language/appPreferred``). Set
///   ``language`` to fix one for the whole process, or run work under ``withLanguage(_:operation:)``
///   so that a test or a preview sees one language without touching the rest of the process.
/// - **Overriding a text.** Add a strings table named `ResponderChain` to the app (`ResponderChain.strings` in each
///   `.lproj` folder, or a `ResponderChain.xcstrings` catalog) with the keys you want to change (the article "Texts
///   users read, and what developers see" lists them, and the package's own tables are its `Texts/<language>.strings`
///   resources): the app's text wins over the package's in that language.
/// - **Texts for your own errors and for other libraries' errors.** Give an error type its own text with
///   `LocalizedError` or ``AlertableError``; for types that are not yours, register an ``ErrorMessageMapper`` in
///   ``mappers``.
///
/// ```swift
/// ErrorTexts.mappers = [PaymentsSDKMessages()]   // at launch
/// let message = UserFacingMessage(for: error)      // "You're offline", "Keine Internetverbindung", …
/// ```
public enum ErrorTexts {
    private static let languages = ScopedSetting<Language?>(nil)
    private static let registeredMappers = ScopedSetting<[any ErrorMessageMapper]>([])

    /// The process-wide language of every text, used where no task-scoped language is set; `nil` (the default)
    /// follows the app's interface language, ``Language/appPreferred``.
    ///
    /// Set it once at launch. Reading and writing are thread-safe.
    public static var language: Language? {
        get { languages.processWide }
        set { languages.processWide = newValue }
    }

    /// The language in force on this task: the innermost ``withLanguage(_:operation:)`` scope's, else
    /// ``language``, else ``Language/appPreferred``.
    public static var currentLanguage: Language {
        languages.current ?? .appPreferred
    }

    /// Runs synchronous work with `language` in force in it and in its child tasks.
    ///
    /// - Parameters:
    ///   - language: the language.
    ///   - operation: the work.
    /// - Returns: what `operation` returns.
    /// - Throws: what `operation` throws.
    public static func withLanguage<Result>(_ language: Language, operation: () throws -> Result) rethrows -> Result {
        try languages.with(language, operation: operation)
    }

    /// Runs asynchronous work with `language` in force in it and in its child tasks.
    ///
    /// ```swift
    /// @Test func refreshOfflineShowsAGermanAlert() async {
    ///     await ErrorTexts.withLanguage(.german) {
    ///         await viewModel.refresh()
    ///     }
    ///     #expect(presenter.showing?.title == "Keine Internetverbindung")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - language: the language.
    ///   - isolation: the caller's isolation, inherited by `operation`.
    ///   - operation: the work.
    /// - Returns: what `operation` returns.
    /// - Throws: what `operation` throws.
    public static func withLanguage<Result>(
        _ language: Language,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await languages.with(language, isolation: isolation, operation: operation)
    }

    /// The process-wide mappers, used where no task-scoped mappers are set: asked in order before the package's
    /// own, for every error that has no text of its own. Empty by default.
    ///
    /// Set it once at launch. Reading and writing are thread-safe.
    public static var mappers: [any ErrorMessageMapper] {
        get { registeredMappers.processWide }
        set { registeredMappers.processWide = newValue }
    }

    /// The mappers in force on this task: the innermost ``withMappers(_:operation:)`` scope's, else ``mappers``.
    static var currentMappers: [any ErrorMessageMapper] {
        registeredMappers.current
    }

    /// Runs synchronous work with `mappers` in force in it and in its child tasks.
    ///
    /// - Parameters:
    ///   - mappers: the mappers for this scope, asked in order.
    ///   - operation: the work.
    /// - Returns: what `operation` returns.
    /// - Throws: what `operation` throws.
    public static func withMappers<Result>(
        _ mappers: [any ErrorMessageMapper],
        operation: () throws -> Result
    ) rethrows -> Result {
        try registeredMappers.with(mappers, operation: operation)
    }

    /// Runs asynchronous work with `mappers` in force in it and in its child tasks.
    ///
    /// - Parameters:
    ///   - mappers: the mappers for this scope, asked in order.
    ///   - isolation: the caller's isolation, inherited by `operation`.
    ///   - operation: the work.
    /// - Returns: what `operation` returns.
    /// - Throws: what `operation` throws.
    public static func withMappers<Result>(
        _ mappers: [any ErrorMessageMapper],
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await registeredMappers.with(mappers, isolation: isolation, operation: operation)
    }

    /// The text of `key` in `language`: the app's own `ResponderChain` table's, else the package's, else English.
    ///
    /// - Parameters:
    ///   - key: the text.
    ///   - language: the language; ``currentLanguage`` unless given.
    /// - Returns: the text.
    package static func text(_ key: Key, in language: Language? = nil) -> String {
        TextTables.shared.text(key, in: language ?? currentLanguage)
    }

    /// The languages whose translations the package found in its resources, English included (it needs none).
    ///
    /// All of ``Language/all`` when the package's resource bundle was installed with the app, as SwiftPM and Xcode
    /// do. Where it is missing (a binary copied without its `ResponderChain_ResponderChain` bundle) only English is
    /// here, and every text is English rather than a key or a crash.
    static var bundledLanguages: [Language] {
        Language.all.filter { TextTables.shared.hasTable(for: $0) }
    }
}
