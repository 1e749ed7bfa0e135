import Foundation

/// The one path by which the package writes a value that errors and events carry for developers: through a policy.
///
/// It reads a value's structure (its type, its case, the names of its payload's labels and stored properties) by
/// reflection, and writes each value inside as its mark says. It asks a value for its `description` only when the
/// policy makes that value public, and hashes only what is marked hashed.
package struct PrivacyRenderer {
    /// The policy it writes by.
    package let policy: ErrorPrivacy

    /// How deep values inside values are written; deeper ones are `…`.
    private static let depthLimit = 4

    /// The most of a value's text that is hashed: a longer one is cut first.
    static let hashedByteLimit = 1 << 20

    /// A renderer for `policy`, the current one unless given.
    package init(_ policy: ErrorPrivacy = .currentPolicy) {
        self.policy = policy
    }

    /// Written for `private` values: ``ErrorPrivacy/privateText``.
    package static let privateText = ErrorPrivacy.privateText

    /// What a hashed value's text starts with: ``ErrorPrivacy/hashedPrefix``.
    package static let hashedPrefix = ErrorPrivacy.hashedPrefix

    // MARK: - Values

    /// A value as developers read it: `MyError.load(path: <private>)`, `Point(x: <private>, y: <private>)`,
    /// `URLError.timedOut [NSURLErrorDomain -1001]`; for a type whose values are all public, its own description, as
    /// `ValueDescription` writes it.
    package func value(_ value: Any) -> String {
        describe(value, depth: 0)
    }

    private func describe(_ value: Any, depth: Int) -> String {
        guard depth < Self.depthLimit else { return "…" }
        guard let value = Self.unwrapped(value) else { return "nil" }
        let valueType = type(of: value)
        let typeName = ValueDescription.typeName(valueType)
        if let own = ownDescription(of: value) {
            refuseOwnMarks(of: valueType)
            return Self.prefixed(own, typeName: typeName)
        }
        if let error = value as? any Error, let foundation = FoundationErrorCode(error) {
            refuseOwnMarks(of: valueType)
            return foundationError(error, foundation, typeName: typeName)
        }
        checkNamedMarks(of: value, type: valueType)
        if isWhollyPublic(valueType) {
            return ValueDescription.of(value)
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .enum:
            let caseName = Self.caseName(of: value, mirror: mirror)
            let name = caseName.map { "\(typeName).\($0)" } ?? typeName
            guard let payload = mirror.children.first?.value else { return name }
            let members = Self.members(of: payload)
            let written = members.map { label, member in
                let text = self.member(member, mark: mark(of: label, caseName: caseName, in: valueType), depth: depth)
                return label.map { "\($0): \(text)" } ?? text
            }
            return "\(name)(\(written.joined(separator: ", ")))"
        case .struct, .class:
            let written = mirror.children.map { label, member in
                let text = self.member(member, mark: mark(of: label, caseName: nil, in: valueType), depth: depth)
                return label.map { "\($0): \(text)" } ?? text
            }
            // As Swift writes them: a struct always with its parentheses, an object without when it holds nothing.
            return written.isEmpty && mirror.displayStyle == .class
                ? typeName : "\(typeName)(\(written.joined(separator: ", ")))"
        default:
            return "\(typeName)(\(Self.privateText))"
        }
    }

    /// One value inside another, by its mark: a URL by its parts unless the mark was given to it, an error as a value of
    /// its own, anything else as it is, hashed or left out.
    private func member(_ value: Any, mark: (PrivacyMark, given: Bool), depth: Int) -> String {
        guard let value = Self.unwrapped(value) else { return "nil" }
        if !mark.given, let url = value as? URL {
            return self.url(url)
        }
        // A value of a type that has marks of its own is written by them, as an error is.
        if value is any Error || Self.writesItself(type(of: value)) || hasMarks(type(of: value)) {
            return describe(value, depth: depth + 1)
        }
        return written(value, mark: mark.0)
    }

    /// What a value that writes itself writes through the policy (see ``writesItself(_:)``), without its type's name;
    /// `nil` for any other value.
    private func ownDescription(of value: Any) -> String? {
        if let redactable = value as? any PrivacyRedactable {
            return redactable.redactedDescription(policy)
        }
        // A decoding or encoding error as its level of a chain writes it: the coding path, which names the schema's
        // keys, and the description as the policy marks free text.
        guard Self.isCodingError(type(of: value)), let error = value as? any Error else { return nil }
        return ErrorPrivacy.withPolicy(policy) { ErrorChain.Level(error, isInnermost: false).description }
    }

    /// Whether values of `type` write themselves through the policy, whatever marks their type is given: a
    /// ``PrivacyRedactable`` type, `DecodingError` and `EncodingError`.
    static func writesItself(_ type: Any.Type) -> Bool {
        type is any PrivacyRedactable.Type || isCodingError(type)
    }

    /// Whether `type` is `DecodingError` or `EncodingError`.
    private static func isCodingError(_ type: Any.Type) -> Bool {
        type == DecodingError.self || type == EncodingError.self
    }

    /// Whether the app or the type itself marked values of `type`.
    private func hasMarks(_ type: Any.Type) -> Bool {
        policy.typeMarks[ObjectIdentifier(type)] != nil || type is any PrivacyMarked.Type
    }

    /// The value an optional holds, through any number of optionals; `nil` when there is none. Any other value is
    /// returned as it is.
    static func unwrapped(_ value: Any) -> Any? {
        var value = value
        while Mirror(reflecting: value).displayStyle == .optional {
            guard let wrapped = Mirror(reflecting: value).children.first?.value else { return nil }
            value = wrapped
        }
        return value
    }

    /// `value` as `mark` says: as it is (its debug description, as Swift writes a payload), hashed or left out.
    package func written(_ value: Any, mark: PrivacyMark) -> String {
        switch mark {
        case .public: String(reflecting: value)
        case .private: Self.privateText
        case .hashed: hashed(String(describing: value))
        }
    }

    /// Free text, such as a description or a body, as the policy's ``ErrorPrivacy/descriptions`` mark says.
    package func text(_ text: String) -> String {
        switch policy.descriptions {
        case .public: text
        case .private: Self.privateText
        case .hashed: hashed(text)
        }
    }

    /// `<hashed 3f9a0c1e22b47d15>`: the first 8 bytes of HMAC-SHA-256 of the text's UTF-8 (its first megabyte).
    package func hashed(_ text: String) -> String {
        let bytes = text.utf8.prefix(Self.hashedByteLimit)
        return
            "\(Self.hashedPrefix)\(KeyedHash.hex(KeyedHash.hmacSHA256(key: policy.hashKey.bytes, message: bytes).prefix(8)))>"
    }

    // MARK: - URLs

    /// A URL with its scheme, host and port, and its path, query and fragment as ``ErrorPrivacy/urlPaths`` says:
    /// `https://api.example.com/<private>`. A user name and password are never written.
    func url(_ url: URL) -> String {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false), components.host != nil else {
            return written(url.absoluteString, mark: policy.urlPaths)
        }
        var origin = URLComponents()
        origin.scheme = components.scheme
        origin.host = components.host
        origin.port = components.port
        // Put together by hand: without its host, a path that starts with `//` is not a valid URL of its own.
        var path = components.percentEncodedPath
        if let query = components.percentEncodedQuery {
            path += "?" + query
        }
        if let fragment = components.percentEncodedFragment {
            path += "#" + fragment
        }
        let base = origin.string ?? ""
        guard policy.urlPaths != .public, !path.isEmpty, path != "/" else { return base + path }
        return base + "/" + urlPath(path)
    }

    /// A URL's path (with its query), as ``ErrorPrivacy/urlPaths`` says: as it is, `<private>` or hashed.
    package func urlPath(_ path: String) -> String {
        switch policy.urlPaths {
        case .public: path
        case .private: Self.privateText
        case .hashed: hashed(path)
        }
    }

    // MARK: - Foundation's errors

    /// `URLError.timedOut [NSURLErrorDomain -1001]`, then the `userInfo` values the policy shows, by key:
    /// `{NSErrorFailingURLKey: https://api.example.com/<private>}`. Private values are left out; the underlying error is
    /// the next level of the error's chain.
    private func foundationError(_ error: any Error, _ code: FoundationErrorCode, typeName: String) -> String {
        let name = type(of: error) is NSError.Type && typeName.hasPrefix("_") ? "NSError" : typeName
        var text = code.name.map { "\(name).\($0)" } ?? name
        text += " [\(code.domain) \(code.code)]"
        let entries = userInfo(of: error)
        return entries.isEmpty ? text : "\(text) {\(entries.joined(separator: ", "))}"
    }

    /// The `userInfo` entries of a Foundation error that the policy shows, sorted by key.
    package func userInfo(of error: any Error) -> [String] {
        let userInfo = (error as NSError).userInfo
        return userInfo.keys.sorted().compactMap { key in
            guard key != NSUnderlyingErrorKey, let value = userInfo[key] else { return nil }
            let given = policy.userInfoKeyMarks[key]
            if given == nil, let url = value as? URL {
                return "\(key): \(self.url(url))"
            }
            let mark = given ?? policy.userInfoValues
            return mark == .private ? nil : "\(key): \(written(value, mark: mark))"
        }
    }

    /// The text of a `userInfo` value as the policy marks its key, or `nil` when it is private.
    func userInfoValue(_ key: String, of error: any Error) -> String? {
        guard let value = (error as NSError).userInfo[key] else { return nil }
        let mark = policy.userInfoKeyMarks[key] ?? policy.userInfoValues
        return mark == .private ? nil : (mark == .public ? "\(value)" : hashed("\(value)"))
    }

    // MARK: - Marks

    /// The mark of the value named `label` (a payload's label or a stored property), of case `caseName` if it is a
    /// payload, in a value of `type`, and whether it was given (by the app or the type) rather than the default:
    /// the app's marks for the type, then the type's own, then the app's mark of the whole type, then the policy's.
    private func mark(of label: String?, caseName: String?, in type: Any.Type) -> (PrivacyMark, given: Bool) {
        let keys = [caseName.flatMap { name in label.map { "\(name).\($0)" } }, label, caseName].compactMap { $0 }
        let appMarks = policy.typeMarks[ObjectIdentifier(type)]
        let ownMarks = (type as? any PrivacyMarked.Type)?.privacyMarks ?? [:]
        for marks in [appMarks?.named ?? [:], ownMarks] {
            for key in keys {
                if let mark = marks[key] {
                    return (mark, true)
                }
            }
        }
        if let all = appMarks?.all {
            return (all, true)
        }
        return (policy.values, false)
    }

    /// Whether every value of `type` is public, so that the type's own description is written: the app marked the
    /// type public, or the policy makes values and descriptions public and neither the app nor the type marks a value
    /// otherwise; and the app marks no other type's values otherwise, since one may be inside.
    func isWhollyPublic(_ type: Any.Type) -> Bool {
        if Self.writesItself(type) {
            // Written by the marks of free text and of problem members, whatever their type.
            return policy.values == .public && policy.descriptions == .public && policy.problemMembers == .public
                && policy.problemMemberMarks.values.allSatisfy { $0 == .public }
        }
        let appMarks = policy.typeMarks[ObjectIdentifier(type)]
        let named =
            Array(appMarks?.named.values ?? [:].values)
            + Array(((type as? any PrivacyMarked.Type)?.privacyMarks ?? [:]).values)
        guard named.allSatisfy({ $0 == .public }) else { return false }
        // A value of a type the app marked otherwise may be inside: written through the marks, it is found.
        let othersMarked = policy.typeMarks.values.contains { marks in
            (marks.all ?? .public) != .public || marks.named.values.contains { $0 != .public }
        }
        guard !othersMarked else { return false }
        if let all = appMarks?.all {
            return all == .public
        }
        return policy.values == .public && policy.descriptions == .public
    }

    // MARK: - Marks that name nothing

    /// The names checked against their types so far, with where each was given: each is checked once.
    private static let checkedNames = Locked<Set<String>>([])

    /// The sets of marks (a type, its names and where each was given) checked already: what a write of a value of
    /// a marked type looks up, without making the names' keys again.
    private static let checkedMarks = Locked<Set<Int>>([])

    /// Refuses, the first time a value of `type` is written, each mark of it that names nothing the type has: not a
    /// stored property of a struct or class, nor a case, a payload's label or a `case.label` of an enum. Such a mark
    /// would leave the value it was meant for under the policy's mark, silently.
    private func checkNamedMarks(of value: Any, type: Any.Type) {
        let appMarks = policy.typeMarks[ObjectIdentifier(type)]
        let ownMarks = (type as? any PrivacyMarked.Type)?.privacyMarks ?? [:]
        guard !(appMarks?.named.isEmpty ?? true) || !ownMarks.isEmpty else { return }
        // The names and their sites, whatever order the dictionary gives them in; a type's own marks never change.
        let names = (appMarks?.sites ?? [:]).reduce(into: 0) { names, entry in
            let file = entry.value.fileID.hasPointerRepresentation ? Int(bitPattern: entry.value.fileID.utf8Start) : 0
            names ^= entry.key.hashValue &+ 31 &* (file &+ 31 &* Int(entry.value.line))
        }
        var signature = Hasher()
        signature.combine(ObjectIdentifier(type))
        signature.combine(names)
        signature.combine(ownMarks.count)
        guard Self.checkedMarks.withLock({ $0.insert(signature.finalize()).inserted }) else { return }
        let given =
            (appMarks?.named ?? [:]).keys.map { name in (name, appMarks?.sites[name]) }.map { ($0, $1, false) }
            + ownMarks.keys.map { ($0, CallSite?.none, true) }
        let typeID = "\(ObjectIdentifier(type))"
        let unchecked = Self.checkedNames.withLock { checked in
            given.filter { name, site, own in
                checked.insert("\(typeID) \(name) \(own ? "own" : site.map { "\($0)" } ?? "")").inserted
            }
        }
        guard !unchecked.isEmpty, let structure = Structure(of: type, mirror: Mirror(reflecting: value)) else { return }
        let typeName = ValueDescription.typeName(type)
        for (name, site, own) in unchecked.sorted(by: { $0.0 < $1.0 }) where !structure.has(name) {
            let mark = own ? "\(typeName).privacyMarks names \"\(name)\"" : "The mark \"\(name)\" given to \(typeName)"
            IneffectiveSetting.refuse(
                """
                ErrorPrivacy: \(mark), which \(typeName) does not have, so it does nothing and the value it was \
                meant for keeps the policy's mark. \(structure.summary(typeName)).
                """,
                at: site ?? CallSite.origin)
        }
    }

    /// Refuses, once, the ``PrivacyMarked/privacyMarks`` of a type whose values are written without them:
    /// Foundation's errors, by domain, code and `userInfo` key, and the types that write themselves.
    private func refuseOwnMarks(of type: Any.Type) {
        guard let marked = type as? any PrivacyMarked.Type, !marked.privacyMarks.isEmpty else { return }
        let typeName = ValueDescription.typeName(type)
        IneffectiveSetting.refuse(
            """
            ErrorPrivacy: \(typeName).privacyMarks does nothing: values of \(typeName) are written by the marks of \
            userInfo keys, problem members and descriptions, whatever the type marks.
            """,
            at: CallSite.origin, once: "own marks \(ObjectIdentifier(type))")
    }

    /// The names a type's marks can give: a struct's or class's stored properties. An enum's cases cannot all be
    /// read from a value, which shows only its own, so its marks are not checked.
    private struct Structure {
        /// The stored properties.
        var properties: [String]

        init?(of type: Any.Type, mirror: Mirror) {
            switch mirror.displayStyle {
            case .struct, .class: properties = mirror.children.compactMap(\.label)
            default: return nil
            }
        }

        /// Whether `name` names a stored property of the type: a label a mark is looked up by.
        func has(_ name: String) -> Bool {
            properties.contains(name)
        }

        /// `Checkout's stored properties: email, card`.
        func summary(_ typeName: String) -> String {
            properties.isEmpty
                ? "\(typeName) has no stored properties"
                : "\(typeName)'s stored properties: \(properties.joined(separator: ", "))"
        }
    }

    // MARK: - Structure

    /// The case of an enum value: the label of a case with a payload, the description of one without, unless the
    /// type describes itself; then, for an error, its position among the cases, `#2`, and for another value `nil`: a
    /// description is never asked for the case's name.
    static func caseName(of value: Any, mirror: Mirror) -> String? {
        if let error = value as? any Error {
            return caseName(ofError: error, mirror: mirror)
        }
        if let label = mirror.children.first?.label {
            return label
        }
        return describesItself(value) ? nil : String(describing: value)
    }

    /// The case of an enum error, as ``caseName(of:mirror:)`` names it: an error always has one.
    static func caseName(ofError error: any Error, mirror: Mirror) -> String {
        if let label = mirror.children.first?.label {
            return label
        }
        return describesItself(error) ? "#\(enumCaseTag(of: error))" : String(describing: error)
    }

    /// Whether `value`'s type writes its own description, which may hold anything.
    ///
    /// Asked of the value as `Any`: asked of an `any Error`, the compiler counts the `NSError` it could be bridged
    /// to, which describes itself.
    private static func describesItself(_ value: Any) -> Bool {
        value is any CustomStringConvertible || value is any CustomDebugStringConvertible
            || value is any TextOutputStreamable
    }

    /// The values of a payload, with their labels: a tuple's elements (unlabelled ones without), or the payload itself.
    private static func members(of payload: Any) -> [(label: String?, value: Any)] {
        let mirror = Mirror(reflecting: payload)
        guard mirror.displayStyle == .tuple else { return [(nil, payload)] }
        return mirror.children.map { child in
            (child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, child.value)
        }
    }

    /// `text` as a value of `typeName`: as it is when it starts with the type's name, else after it and a dot.
    private static func prefixed(_ text: String, typeName: String) -> String {
        text.hasPrefix(typeName) ? text : "\(typeName).\(text)"
    }
}

extension ErrorPrivacy {
    /// `value` as this policy writes it for developers: what routes, reports and the bridges write for it.
    ///
    /// An app's own observer or log line uses it to write an error as the package does:
    ///
    /// ```swift
    /// analytics.track("error", ["value": ErrorPrivacy.currentPolicy.describe(error)])
    /// // OrderError.declined(orderNumber: "A-1042", card: <private>)
    /// ```
    ///
    /// - Parameter value: an error or event.
    /// - Returns: its type and case, with each value it carries as its mark says.
    public func describe(_ value: Any) -> String {
        PrivacyRenderer(self).value(value)
    }
}
