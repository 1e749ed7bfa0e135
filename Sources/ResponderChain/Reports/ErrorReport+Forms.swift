public import Foundation

extension ErrorReport {
    /// The report as people read it, in the user's language (``ErrorTexts/currentLanguage``): one line for each
    /// field the report has, a heading above the error's chain and above the recent dispatches, each of their lines
    /// indented.
    ///
    /// ```
    /// Problem report
    /// Support code: K7Q-3M9X-T2ABC
    /// What went wrong:
    ///   FeedError.transport
    ///   URLError.notConnectedToInternet [NSURLErrorDomain -1009]
    /// Error group: rc1-5e3a433c25c94ba2
    /// How the app handled it: FeedError.transport → FeedCoordinator → CategoryResponder ⇒ cancel
    /// What you saw: <private> — <private>
    /// App: 1.4 (42), Version 18.6 (Build 22G86), de_DE
    /// ```
    public var text: String {
        func line(_ key: ErrorTexts.Key, _ value: String) -> String {
            String(format: ErrorTexts.text(key), value)
        }
        var lines = [ErrorTexts.text(.reportTitle)]
        if let supportCode { lines.append(line(.supportCode, supportCode)) }
        lines.append(ErrorTexts.text(.reportError))
        lines += errorChain.map { "  " + $0 }
        lines.append(line(.reportFingerprint, fingerprint))
        if let route { lines.append(line(.reportRoute, route)) }
        if let shown {
            lines.append(line(.reportShown, [shown.title, shown.message].compactMap { $0 }.joined(separator: " — ")))
        }
        if !recentDispatches.isEmpty {
            lines.append(ErrorTexts.text(.reportRecent))
            lines += recentDispatches.map { "  " + $0 }
        }
        lines.append(line(.reportApp, app.line))
        if let traceID { lines.append(line(.reportTrace, traceID)) }
        if let serverRequestID { lines.append(line(.reportServerRequest, serverRequestID)) }
        if let comment { lines.append(line(.reportComment, comment)) }
        return lines.joined(separator: "\n")
    }

    /// The report as JSON for tools: every field of the schema, `null` where the report has no value, keys sorted.
    ///
    /// Version 1 of the schema is an object with exactly these members: `schemaVersion` (1), `supportCode`
    /// (string or null), `fingerprint` (string), `errorChain` (array of strings), `route` (string or null), `shown`
    /// (null, or an object with `title`, a string, and `message`, a string or null), `recentDispatches` (array of
    /// strings), `app` (an object with `version` and `build`, strings or null, and `system` and `locale`, strings),
    /// `traceID`, `serverRequestID` and `comment` (strings or null).
    ///
    /// - Returns: the JSON, encoded as UTF-8.
    /// - Throws: `EncodingError` when a value cannot be encoded; none of the report's can.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Reads a report from its JSON form, strictly: every member of the schema must be there, and no other.
    ///
    /// - Parameter json: the JSON, as ``json()`` writes it.
    /// - Throws: `DecodingError` for a missing, unknown or mistyped member, or a schema version this package does
    ///   not read.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(ErrorReport.self, from: json)
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case schemaVersion, supportCode, fingerprint, errorChain, route, shown, recentDispatches, app, traceID
        case serverRequestID, comment
    }

    /// Reads the report's members, all of them and no others.
    ///
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError` for a missing, unknown or mistyped member, or a schema version this package does
    ///   not read.
    public init(from decoder: any Decoder) throws {
        let container = try StrictKeys.container(CodingKeys.self, of: decoder)
        schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
        guard schemaVersion == Self.currentSchemaVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .schemaVersion, in: container,
                debugDescription: "ErrorReport schema version \(schemaVersion); this package reads version 1")
        }
        supportCode = try container.decode(String?.self, forKey: .supportCode)
        fingerprint = try container.decode(String.self, forKey: .fingerprint)
        errorChain = try container.decode([String].self, forKey: .errorChain)
        route = try container.decode(String?.self, forKey: .route)
        shown = try container.decode(Shown?.self, forKey: .shown)
        recentDispatches = try container.decode([String].self, forKey: .recentDispatches)
        app = try container.decode(AppInfo.self, forKey: .app)
        traceID = try container.decode(String?.self, forKey: .traceID)
        serverRequestID = try container.decode(String?.self, forKey: .serverRequestID)
        comment = try container.decode(String?.self, forKey: .comment)
    }

    /// Writes every member, `null` for a field without a value.
    ///
    /// - Parameter encoder: the encoder.
    /// - Throws: the encoder's errors.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(supportCode, forKey: .supportCode)
        try container.encode(fingerprint, forKey: .fingerprint)
        try container.encode(errorChain, forKey: .errorChain)
        try container.encode(route, forKey: .route)
        try container.encode(shown, forKey: .shown)
        try container.encode(recentDispatches, forKey: .recentDispatches)
        try container.encode(app, forKey: .app)
        try container.encode(traceID, forKey: .traceID)
        try container.encode(serverRequestID, forKey: .serverRequestID)
        try container.encode(comment, forKey: .comment)
    }
}

extension ErrorReport.Shown {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case title, message
    }

    /// Reads `title` and `message`, both of them and nothing else.
    ///
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError` for a missing, unknown or mistyped member.
    public init(from decoder: any Decoder) throws {
        let container = try StrictKeys.container(CodingKeys.self, of: decoder)
        title = try container.decode(String.self, forKey: .title)
        message = try container.decode(String?.self, forKey: .message)
    }

    /// Writes `title` and `message`, `null` when there is none.
    ///
    /// - Parameter encoder: the encoder.
    /// - Throws: the encoder's errors.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(message, forKey: .message)
    }
}

extension ErrorReport.AppInfo {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case version, build, system, locale
    }

    /// Reads `version`, `build`, `system` and `locale`, all of them and nothing else.
    ///
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError` for a missing, unknown or mistyped member.
    public init(from decoder: any Decoder) throws {
        let container = try StrictKeys.container(CodingKeys.self, of: decoder)
        version = try container.decode(String?.self, forKey: .version)
        build = try container.decode(String?.self, forKey: .build)
        system = try container.decode(String.self, forKey: .system)
        locale = try container.decode(String.self, forKey: .locale)
    }

    /// Writes every member, `null` for a version or build the app does not have.
    ///
    /// - Parameter encoder: the encoder.
    /// - Throws: the encoder's errors.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(build, forKey: .build)
        try container.encode(system, forKey: .system)
        try container.encode(locale, forKey: .locale)
    }
}

/// A keyed container that holds exactly the keys of `Keys`: an unknown member is an error, not ignored.
private enum StrictKeys {
    struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    static func container<Keys: CodingKey & CaseIterable>(
        _ keys: Keys.Type, of decoder: any Decoder
    ) throws -> KeyedDecodingContainer<Keys> {
        let known = Set(Keys.allCases.map(\.stringValue))
        let all = try decoder.container(keyedBy: AnyKey.self)
        if let unknown = all.allKeys.map(\.stringValue).sorted().first(where: { !known.contains($0) }) {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath + [AnyKey(stringValue: unknown)],
                    debugDescription: "unknown member \"\(unknown)\""))
        }
        return try decoder.container(keyedBy: Keys.self)
    }
}
