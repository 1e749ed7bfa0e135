import Foundation
import Testing

@testable import ResponderChain

/// The translations shipped with the package: every key in every language, placeholders kept, nothing left in
/// English; and how an app overrides them, and what happens when they are missing.
@Suite(.timeLimit(.minutes(2))) struct TranslationTableTests {
    static let translated = ErrorTexts.Language.all.filter { $0 != .english }

    /// Texts that are the same word in English and in the language, checked one by one.
    static let sameAsEnglish: Set<String> = [
        "de/dismiss", "fr/dismiss", "it/dismiss", "pt-BR/dismiss", "ja/dismiss", "es/alertable.title",
    ]

    @Test func everyLanguageIsFoundInThePackagesResources() {
        #expect(PackageResources.textsDirectory != nil)
        #expect(ErrorTexts.bundledLanguages == ErrorTexts.Language.all)
    }

    @Test(arguments: translated)
    func everyKeyIsTranslatedAndNothingElseIsInTheTable(language: ErrorTexts.Language) throws {
        let table = TextTables.shared.packageTable(for: language)
        let keys = Set(ErrorTexts.Key.allCases.map(\.rawValue))
        #expect(Set(table.keys) == keys)
        for key in ErrorTexts.Key.allCases {
            let text = try #require(table[key.rawValue])
            let blank = text.allSatisfy(\.isWhitespace)
            #expect(!blank, "\(language)/\(key.rawValue) is blank")
        }
    }

    @Test(arguments: translated)
    func eachKeyAppearsOnceInItsFile(language: ErrorTexts.Language) throws {
        let url = try #require(PackageResources.textsDirectory?.appendingPathComponent("\(language).strings"))
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        let keys = lines.filter { $0.hasPrefix("\"") }.map { $0.split(separator: "\"").first.map(String.init) ?? "" }
        #expect(keys == ErrorTexts.Key.allCases.map(\.rawValue))
    }

    @Test(arguments: translated)
    func placeholdersAreTheSameAsInEnglish(language: ErrorTexts.Language) {
        for key in ErrorTexts.Key.allCases {
            let text = ErrorTexts.text(key, in: language)
            #expect(placeholders(in: text) == placeholders(in: key.english), "\(language)/\(key.rawValue): \(text)")
        }
    }

    @Test(arguments: translated)
    func nothingIsLeftInEnglish(language: ErrorTexts.Language) {
        for key in ErrorTexts.Key.allCases where !Self.sameAsEnglish.contains("\(language)/\(key.rawValue)") {
            let text = ErrorTexts.text(key, in: language)
            #expect(text != key.english, "\(language)/\(key.rawValue) is the English text")
        }
    }

    @Test(
        arguments: [
            (ErrorTexts.Language.japanese, ["\u{3040}"..."\u{30FF}", "\u{4E00}"..."\u{9FFF}"]),
            (.korean, ["\u{AC00}"..."\u{D7A3}"]),
            (.simplifiedChinese, ["\u{4E00}"..."\u{9FFF}"]),
            (.arabic, ["\u{0600}"..."\u{06FF}"]),
        ] as [(ErrorTexts.Language, [ClosedRange<Unicode.Scalar>])])
    func textsInOtherScriptsAreWrittenInThem(language: ErrorTexts.Language, scripts: [ClosedRange<Unicode.Scalar>]) {
        let exceptions = ["dismiss", "alertable.dismiss"]
        for key in ErrorTexts.Key.allCases where !exceptions.contains(key.rawValue) || language != .japanese {
            let text = ErrorTexts.text(key, in: language)
            let written = text.unicodeScalars.contains { scalar in scripts.contains { $0.contains(scalar) } }
            #expect(written, "\(language)/\(key.rawValue): \(text)")
        }
    }

    @Test(arguments: ErrorTexts.Language.all)
    func titlesEndWithoutAFullStopAndMessagesWithOne(language: ErrorTexts.Language) {
        let stops: Set<Character> = [".", "。", "!", "！", "?", "？", "؟"]
        for key in ErrorTexts.Key.allCases {
            let text = ErrorTexts.text(key, in: language)
            if key.rawValue.hasSuffix(".title") || key == .title {
                #expect(text.last.map(stops.contains) == false, "\(language)/\(key.rawValue): \(text)")
            } else if key.rawValue.hasSuffix(".message") || key == .message {
                #expect(text.last.map(stops.contains) == true, "\(language)/\(key.rawValue): \(text)")
            }
        }
    }

    @Test(
        arguments: [
            ("de-CH", ErrorTexts.Language.german), ("de_AT", .german), ("fr-CA", .french), ("es-419", .spanish),
            ("it", .italian), ("pt", .brazilianPortuguese), ("pt-PT", .brazilianPortuguese),
            ("pt_BR", .brazilianPortuguese),
            ("ja-JP", .japanese), ("ko_KR", .korean), ("zh-Hans-CN", .simplifiedChinese), ("zh_CN", .simplifiedChinese),
            ("zh", .simplifiedChinese), ("ar-SA", .arabic), ("en-GB", .english), ("EN", .english),
        ] as [(String, ErrorTexts.Language)])
    func aLanguageTagFindsTheLanguageThatServesItBest(tag: String, expected: ErrorTexts.Language) {
        #expect(ErrorTexts.Language(matching: tag) == expected)
    }

    @Test(arguments: ["zh-Hant", "zh-TW", "zh_HK", "zh-Hant-MO", "zh-MO", "zh_MO", "ru", "nl-NL", "Base", ""])
    func aLanguageWithoutTextsIsNotMatched(tag: String) {
        #expect(ErrorTexts.Language(matching: tag) == nil)
    }

    @Test func theAppsOwnTableOverridesAKeyInItsLanguage() throws {
        let app = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: app) }
        try write(#""retry" = "Nochmal";"#, to: app.appendingPathComponent("de.lproj/ResponderChain.strings"))
        // Xcode compiles strings tables into binary property lists.
        let binary = try PropertyListSerialization.data(
            fromPropertyList: ["retry": "Again", "title": ""], format: .binary, options: 0)
        try write(binary, to: app.appendingPathComponent("en.lproj/ResponderChain.strings"))
        try write(#""retry" = "Tentar"#, to: app.appendingPathComponent("pt-BR.lproj/ResponderChain.strings"))
        let tables = TextTables(packageTexts: PackageResources.textsDirectory, appBundle: app)
        #expect(tables.text(.retry, in: .german) == "Nochmal")
        #expect(tables.text(.cancel, in: .german) == ErrorTexts.text(.cancel, in: .german))
        #expect(tables.text(.retry, in: .english) == "Again")
        // An empty override is no override.
        #expect(tables.text(.title, in: .english) == ErrorTexts.Key.title.english)
        // A table that does not parse is ignored, whole.
        #expect(tables.text(.retry, in: .brazilianPortuguese) == ErrorTexts.text(.retry, in: .brazilianPortuguese))
    }

    @Test(
        "an app's table is read from the .lproj folder its language has, in the spellings Xcode and apps use",
        arguments: [
            (ErrorTexts.Language.brazilianPortuguese, "pt_BR"), (.simplifiedChinese, "zh-Hans"),
            (.simplifiedChinese, "zh_CN"), (.english, "Base"), (.japanese, "ja"),
        ])
    func theAppsTableIsFoundUnderEachSpelling(language: ErrorTexts.Language, folder: String) throws {
        let app = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: app) }
        try write(#""retry" = "Override";"#, to: app.appendingPathComponent("\(folder).lproj/ResponderChain.strings"))
        let tables = TextTables(packageTexts: PackageResources.textsDirectory, appBundle: app)
        #expect(tables.text(.retry, in: language) == "Override")
        let other: ErrorTexts.Language = language == .german ? .french : .german
        #expect(tables.text(.retry, in: other) == ErrorTexts.text(.retry, in: other))
    }

    @Test func withoutThePackagesResourcesEveryTextIsEnglishNeverAKey() {
        let tables = TextTables(packageTexts: nil, appBundle: nil)
        for language in ErrorTexts.Language.all {
            #expect(tables.hasTable(for: language) == (language == .english))
            for key in ErrorTexts.Key.allCases {
                #expect(tables.text(key, in: language) == key.english)
            }
        }
    }

    @Test func theResourceBundleIsFoundFlatOrInMacOSLayoutAndNotElsewhere() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let flat = root.appendingPathComponent("flat")
        let mac = root.appendingPathComponent("mac")
        let empty = root.appendingPathComponent("empty")
        try write("", to: flat.appendingPathComponent("ResponderChain_ResponderChain.resources/Texts/de.strings"))
        try write(
            "",
            to: mac.appendingPathComponent("ResponderChain_ResponderChain.bundle/Contents/Resources/Texts/de.strings"))
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(PackageResources.locateTexts(in: [empty, flat])?.path.hasSuffix(".resources/Texts") == true)
        #expect(PackageResources.locateTexts(in: [mac])?.path.hasSuffix("Contents/Resources/Texts") == true)
        #expect(PackageResources.locateTexts(in: [empty]) == nil)
        // A file named Texts is no folder of tables: the macOS layout beside it is found instead.
        let file = root.appendingPathComponent("file")
        try write("", to: file.appendingPathComponent("ResponderChain_ResponderChain.bundle/Texts"))
        try write(
            "",
            to: file.appendingPathComponent("ResponderChain_ResponderChain.bundle/Contents/Resources/Texts/de.strings"))
        #expect(PackageResources.locateTexts(in: [file])?.path.hasSuffix("Contents/Resources/Texts") == true)
    }

    private func placeholders(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let percent = rest.firstIndex(of: "%") {
            let tail = rest[percent...].dropFirst()
            let token = tail.prefix { "0123456789$l".contains($0) }
            let conversion = tail.dropFirst(token.count).first.map(String.init) ?? ""
            found.append("%" + token + conversion)
            rest = tail.dropFirst(token.count + 1)
        }
        return found.sorted()
    }

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("texts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func write(_ text: String, to url: URL) throws {
        try write(Data(text.utf8), to: url)
    }

    private func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}
