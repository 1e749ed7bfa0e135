import Foundation

/// The translation tables: the package's own, read from its resources, and the app's overrides, read from the
/// main bundle's `ResponderChain` strings tables. Each is read once per language and kept.
final class TextTables: Sendable {
    /// The tables of the process: the package's resources, the main bundle's overrides.
    static let shared = TextTables(
        packageTexts: PackageResources.textsDirectory,
        appBundle: Bundle.main.bundleURL
    )

    /// The name of the strings table in which an app overrides the package's texts.
    static let overrideTableName = "ResponderChain"

    private let packageTexts: URL?
    private let appBundle: URL?
    private let packageTables = Locked<[String: [String: String]]>([:])
    private let appTables = Locked<[String: [String: String]]>([:])

    /// Creates tables read from `packageTexts` (a folder of `<language>.strings` files) and from the `.lproj`
    /// folders of the bundle at `appBundle`.
    init(packageTexts: URL?, appBundle: URL?) {
        self.packageTexts = packageTexts
        self.appBundle = appBundle
    }

    /// The text of `key` in `language`: the app's override, else the package's translation, else English.
    func text(_ key: ErrorTexts.Key, in language: ErrorTexts.Language) -> String {
        if let override = appTable(for: language)[key.rawValue], !override.isEmpty {
            return override
        }
        if language != .english, let translated = packageTable(for: language)[key.rawValue], !translated.isEmpty {
            return translated
        }
        return key.english
    }

    /// Whether the package's resources have a table for `language`; English needs none.
    func hasTable(for language: ErrorTexts.Language) -> Bool {
        language == .english || !packageTable(for: language).isEmpty
    }

    /// The package's translations into `language`, keyed by ``ErrorTexts/Key`` raw values; empty when missing.
    func packageTable(for language: ErrorTexts.Language) -> [String: String] {
        cached(language, in: packageTables) {
            packageTexts.flatMap { Self.read($0.appendingPathComponent("\(language.identifier).strings")) } ?? [:]
        }
    }

    private func appTable(for language: ErrorTexts.Language) -> [String: String] {
        cached(language, in: appTables) {
            guard let appBundle else { return [:] }
            let resources = Bundle(url: appBundle)?.resourceURL ?? appBundle
            // The app's folder may be named `pt-BR` or `pt_BR`, `zh-Hans` or `zh_CN`; the first that exists wins.
            for folder in Self.localizationFolders(of: language) {
                let table = resources.appendingPathComponent("\(folder).lproj")
                    .appendingPathComponent("\(Self.overrideTableName).strings")
                if let entries = Self.read(table) {
                    return entries
                }
            }
            return [:]
        }
    }

    private func cached(
        _ language: ErrorTexts.Language,
        in cache: Locked<[String: [String: String]]>,
        load: () -> [String: String]
    ) -> [String: String] {
        if let table = cache.withLock({ $0[language.identifier] }) {
            return table
        }
        // Read outside the lock; two first readers may both read, and both get the same table.
        let table = load()
        cache.withLock { $0[language.identifier] = table }
        return table
    }

    /// The names an app's `.lproj` folder for `language` may have.
    static func localizationFolders(of language: ErrorTexts.Language) -> [String] {
        switch language {
        case .english: ["en", "Base"]
        case .brazilianPortuguese: ["pt-BR", "pt_BR", "pt"]
        case .simplifiedChinese: ["zh-Hans", "zh_CN", "zh-CN", "zh"]
        default: [language.identifier]
        }
    }

    /// The entries of a strings file (text, or the binary property list Xcode compiles it into), or `nil` when
    /// there is no such file or it is not a table of strings.
    static func read(_ url: URL) -> [String: String]? {
        guard let data = try? Data(contentsOf: url),
            let entries = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        return entries.compactMapValues { $0 as? String }
    }
}
