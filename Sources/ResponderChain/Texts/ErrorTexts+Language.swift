package import Foundation

extension ErrorTexts {
    /// A language the package's texts are translated into.
    ///
    /// The package ships ten: English, German, French, Spanish, Italian, Portuguese (Brazil), Japanese, Korean,
    /// Simplified Chinese and Arabic. The package finds the one that serves a language identifier best, so
    /// `de-AT` gets German and `pt` Brazilian Portuguese; a language without a translation gets `nil`, and the texts
    /// then stay English.
    ///
    /// ```swift
    /// ErrorTexts.withLanguage(.japanese) {
    ///     UserFacingMessage(for: URLError(.notConnectedToInternet)).title   // "オフラインです"
    /// }
    /// ```
    public struct Language: Hashable, Sendable, CustomStringConvertible {
        /// The language's identifier, as its translation table is named: `en`, `de`, `pt-BR`, `zh-Hans`, …
        public let identifier: String

        private init(_ identifier: String) {
            self.identifier = identifier
        }

        /// English, the texts written in the package's code.
        public static let english = Language("en")
        /// German.
        public static let german = Language("de")
        /// French.
        public static let french = Language("fr")
        /// Spanish.
        public static let spanish = Language("es")
        /// Italian.
        public static let italian = Language("it")
        /// Portuguese as written in Brazil.
        public static let brazilianPortuguese = Language("pt-BR")
        /// Japanese.
        public static let japanese = Language("ja")
        /// Korean.
        public static let korean = Language("ko")
        /// Chinese in simplified characters.
        public static let simplifiedChinese = Language("zh-Hans")
        /// Arabic.
        public static let arabic = Language("ar")

        /// Every language the package has texts in, English first.
        public static let all: [Language] = [
            .english, .german, .french, .spanish, .italian, .brazilianPortuguese, .japanese, .korean,
            .simplifiedChinese, .arabic,
        ]

        /// The language that serves `identifier` best, or `nil` when the package has no texts in it.
        ///
        /// `identifier` is a BCP 47 language tag or an Apple localization name (`de`, `de-CH`, `de_CH`, `pt-PT`,
        /// `zh-Hans-CN`, `zh_CN`). The language must match; a region narrows nothing, except that Chinese written in
        /// traditional characters (`zh-Hant`, or Taiwan, Hong Kong, Macao) is not taken for simplified Chinese.
        ///
        /// - Parameter identifier: the language tag.
        package init?(matching identifier: String) {
            let parts = identifier.replacingOccurrences(of: "_", with: "-").lowercased()
                .split(separator: "-").map(String.init)
            guard let primary = parts.first else { return nil }
            switch primary {
            case "zh":
                let traditional = ["hant", "tw", "hk", "mo"]
                guard !parts.dropFirst().contains(where: traditional.contains) else { return nil }
                self = .simplifiedChinese
            case "pt":
                self = .brazilianPortuguese
            default:
                guard let language = Language.all.first(where: { $0.identifier == primary }) else { return nil }
                self = language
            }
        }

        /// The language the app shows its own interface in: the first of the main bundle's preferred localizations
        /// that the package has texts in, else of the user's preferred languages, else English.
        ///
        /// An app localized only in English gets English texts even on a device set to German, so that an alert
        /// is never in another language than the screen behind it.
        public static let appPreferred: Language = {
            let candidates = Bundle.main.preferredLocalizations + Locale.preferredLanguages
            return candidates.lazy.compactMap(Language.init(matching:)).first ?? .english
        }()

        /// The locale that formats numbers and durations inside the texts.
        package var locale: Locale {
            Locale(identifier: identifier)
        }

        /// The identifier.
        public var description: String {
            identifier
        }
    }
}
