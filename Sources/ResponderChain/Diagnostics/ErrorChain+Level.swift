import Foundation

extension ErrorChain {
    /// One error of a chain, as a developer reads it: its type, its case, and, for Foundation's errors, its domain
    /// and code.
    public struct Level: Hashable, Sendable, CustomStringConvertible {
        /// The error's type, without its module: `ProfileError`, `URLError`, `NSError`. An `NSError` of a class whose
        /// name starts with an underscore, a platform's private subclass, is written `NSError`.
        public let typeName: String

        /// The enum case (`load`), or the name of a Foundation error's code (`notConnectedToInternet`, `ENOENT`),
        /// where there is one.
        ///
        /// An enum case without a payload whose type describes itself (`CustomStringConvertible`) has no name that
        /// can be read: it is given as its position among the cases, `#2`.
        public let caseName: String?

        /// The `NSError` domain of an `NSError`, a `URLError`, a `CocoaError` or a `POSIXError`.
        public let domain: String?

        /// The `NSError` code of an `NSError`, a `URLError`, a `CocoaError` or a `POSIXError`.
        public let code: Int?

        /// The HTTP status of an ``HTTPStatusError``; its problem type is in ``detail``.
        public let httpStatus: Int?

        /// What else a developer needs: a decoding error's coding path and description, an HTTP error's status,
        /// problem type and wait, an `NSError`'s debug description, and, for the innermost error, the value with its
        /// payload (`NetworkError.http(status: <private>)`) where it says more than the type and case; each value as the
        /// current ``ErrorPrivacy`` marks it.
        public let detail: String?

        /// What the grouping identifier is computed from: no payload, no text.
        let groupingKey: GroupingKey

        init(_ error: any Error, isInnermost: Bool) {
            let foundation = FoundationErrorCode(error)
            let isObject = type(of: error) is NSError.Type
            let name = ValueDescription.typeName(type(of: error))
            typeName = isObject && name.hasPrefix("_") ? "NSError" : name
            caseName = foundation?.name ?? Self.caseName(of: error)
            domain = foundation?.domain
            code = foundation?.code
            let http = error as? any HTTPStatusError
            httpStatus = http?.httpStatus
            detail = Self.detail(
                of: error, isInnermost: isInnermost && foundation == nil, shortForm: "\(name)", PrivacyRenderer())
            groupingKey = Self.groupingKey(of: error, foundation: foundation, caseName: caseName, http: http)
        }

        /// What a level contributes to the grouping identifier: its key, and whether a part of it is a fallback.
        struct GroupingKey: Hashable, Sendable {
            /// The type's (or the domain's) name, the case, the HTTP status and the problem type; a fallback starts
            /// with `?`.
            let text: String

            /// Whether the type, the domain or the case had no name that stays the same from build to build and
            /// from edit to edit, so that ``text`` holds a fallback: the part of the name that is stable, after `?`.
            let isFallback: Bool
        }

        /// What the grouping identifier is computed from for `error`, worked out without describing it.
        static func groupingKey(of error: any Error) -> GroupingKey {
            let foundation = FoundationErrorCode(error)
            return groupingKey(
                of: error,
                foundation: foundation,
                caseName: foundation == nil ? caseName(of: error) : nil,
                http: error as? any HTTPStatusError
            )
        }

        /// A Foundation error's domain and code; otherwise the type's stable name (``StablyNamedError``) or
        /// module-qualified name, the case's stable name or name, the HTTP status and the problem type.
        ///
        /// A fallback, marked with a leading `?`, where a part has no name that stays the same: a type (or the domain
        /// of a Swift error bridged to `NSError`) that the runtime names with `(unknown context at $…)`, because it
        /// is `private` or `fileprivate`, or local to a function or a closure, and no stable name; or a case known
        /// only by its position (`#2`), because its type describes itself. The key then holds the rest of the name.
        private static func groupingKey(
            of error: any Error,
            foundation: FoundationErrorCode?,
            caseName: String?,
            http: (any HTTPStatusError)?
        ) -> GroupingKey {
            if let foundation {
                // A bridged Swift error's domain is its type's name, with the runtime's address for a private one and
                // Foundation's module as this platform names it: written as its type's stable name is.
                let domain = stableDomains.value(for: foundation.domain) { normalizedName(foundation.domain) }
                return GroupingKey(fallback: domain.isFallback, "\(domain.name)#\(foundation.code)")
            }
            let named = type(of: error) as? any StablyNamedError.Type
            let typeKey = typeKey(of: type(of: error))
            let caseKey = caseName.map { named?.stableCaseNames[$0] ?? $0 }
            let isPositional = caseKey.map(isPositionalCaseName) ?? false
            return GroupingKey(
                fallback: typeKey.isFallback || isPositional,
                typeKey.name + (caseKey.map { ".\($0)" } ?? "") + (http?.httpStatus.map { "#HTTP\($0)" } ?? "")
                    + (http?.problemType.map { "#\($0)" } ?? "")
            )
        }

        /// Whether `name` is a case's position, `#2`, which ``caseName`` gives for a case without a payload whose
        /// type describes itself: reordering the cases, or adding one, changes it.
        static func isPositionalCaseName(_ name: String) -> Bool {
            name.first == "#" && name.dropFirst().allSatisfy(\.isNumber) && name.count > 1
        }

        /// What a grouping key starts with for an error of `type`: its stable name (``StablyNamedError``), else its
        /// module-qualified name, which may be a fallback (see ``stableTypeName(_:)``).
        static func typeKey(of type: any Error.Type) -> (name: String, isFallback: Bool) {
            if let named = type as? any StablyNamedError.Type {
                return (named.stableName, false)
            }
            return stableTypeName(type)
        }

        /// `ProfileError.load`, `CocoaError.fileReadCorruptFile [NSCocoaErrorDomain 259]`,
        /// `DatabaseError.locked(table: <private>)`,
        /// `DecodingError.keyNotFound: user.address.zip: No value associated with key "zip".`
        public var description: String {
            var text = caseName.map { "\(typeName).\($0)" } ?? typeName
            if let domain, let code {
                text += " [\(domain) \(code)]"
            }
            if let detail {
                // The innermost value written with its payload starts with the type and case: written once.
                text = detail.hasPrefix(text + "(") ? detail : "\(text): \(detail)"
            }
            return text
        }

        /// The type and case, with an HTTP error's status: `URLError.timedOut`, `HTTPErrorResponse HTTP 503`; a
        /// Foundation error whose code has no name with its domain and code, `NSError [com.example.auth 7]`, since
        /// its type alone does not say which error it was.
        var glanceDescription: String {
            var name = caseName.map { "\(typeName).\($0)" } ?? typeName
            if caseName == nil, let domain, let code {
                name += " [\(domain) \(code)]"
            }
            return httpStatus.map { "\(name) HTTP \($0)" } ?? name
        }

        /// The case of an enum value (see ``PrivacyRenderer/caseName(ofError:mirror:)``), or `nil` for another value.
        static func caseName(of error: any Error) -> String? {
            let mirror = Mirror(reflecting: error)
            guard mirror.displayStyle == .enum else { return nil }
            return PrivacyRenderer.caseName(ofError: error, mirror: mirror)
        }

        private static func detail(
            of error: any Error, isInnermost: Bool, shortForm: String, _ renderer: PrivacyRenderer
        ) -> String? {
            switch error {
            case let error as DecodingError:
                let context = error.context
                return codingDetail(
                    context.codingPath + [error.missingKey].compactMap { $0 }, context.debugDescription, renderer)
            case let error as EncodingError:
                return codingDetail(error.context.codingPath, error.context.debugDescription, renderer)
            case let error as any HTTPStatusError:
                let parts = [
                    error.httpStatus.map { "HTTP \($0)" },
                    error.problemType.map { "type \($0)" },
                    error.retryAfter.flatMap { $0.isFinite ? "retry after \(Int($0.rounded(.up))) s" : nil },
                ]
                let detail = parts.compactMap { $0 }.joined(separator: ", ")
                return detail.isEmpty ? nil : detail
            default:
                if type(of: error) is NSError.Type {
                    return renderer.userInfoValue(NSDebugDescriptionErrorKey, of: error)
                }
                guard isInnermost else { return nil }
                // The value with its payload, where it says more than the type and the case.
                let value = renderer.value(error)
                let bare = [shortForm, "\(shortForm)()", caseName(of: error).map { "\(shortForm).\($0)" }]
                return bare.contains(value) ? nil : value
            }
        }

        /// `user.address.zip: <private>` (or `user.address.zip: No value associated with key "zip".` where descriptions
        /// are public), or `top level: …` for an empty path. The path's keys are the schema's names, and public.
        private static func codingDetail(
            _ codingPath: [any CodingKey], _ debugDescription: String, _ renderer: PrivacyRenderer
        ) -> String {
            let path = codingPath.reduce(into: "") { path, key in
                if let index = key.intValue {
                    path += "[\(index)]"
                } else {
                    path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
                }
            }
            let place = path.isEmpty ? "top level" : path
            return debugDescription.isEmpty ? place : "\(place): \(renderer.text(debugDescription))"
        }

        /// The module-qualified name of `type`, the same on every run and platform: without the addresses Swift
        /// writes for private and local types, and with Foundation's modules named `Foundation` everywhere. Worked out
        /// once per type.
        ///
        /// The runtime writes a `private` or `fileprivate` type, and a type local to a function or a closure, with
        /// an `(unknown context at $…)` part in place of its file or function, holding an address that changes from
        /// run to run: `App.(unknown context at $55fb2ab9b210).Hidden`. What stays is the rest, `App.Hidden`, which two
        /// such types of one module with the same name share: the name is then a fallback. A type declared in an
        /// extension of another module's type, `(extension in App):Foundation.URLError.Retry`, is named the same on
        /// every run, and is no fallback.
        ///
        /// - Returns: the name, and whether it is a fallback.
        static func stableTypeName(_ type: Any.Type) -> (name: String, isFallback: Bool) {
            stableTypeNames.value(for: type) { Self.normalizedName(String(reflecting: type)) }
        }

        /// Foundation's modules on Linux, each named `Foundation` in a stable name.
        private static let foundationModules = [
            "FoundationEssentials.", "FoundationInternationalization.", "FoundationNetworking.",
        ]

        /// The stable names of the error types met so far, up to ``ErrorChain/typeMemoCapacity`` types.
        private static let stableTypeNames = TypeMemo<(name: String, isFallback: Bool)>(
            capacity: ErrorChain.typeMemoCapacity)

        /// The stable names of the error domains met so far, up to ``ErrorChain/typeMemoCapacity`` domains.
        private static let stableDomains = BoundedMemo<String, (name: String, isFallback: Bool)>(
            capacity: ErrorChain.typeMemoCapacity)

        /// `name` without `(unknown context at $…).` parts, and with `FoundationEssentials.`,
        /// `FoundationInternationalization.` and `FoundationNetworking.` written `Foundation.`; a fallback, written
        /// after `?`, when it had such a part.
        private static func normalizedName(_ name: String) -> (name: String, isFallback: Bool) {
            var result = ""
            var isFallback = false
            var rest = Substring(name)
            while !rest.isEmpty {
                if rest.hasPrefix("(unknown context at $"), let close = rest.firstIndex(of: ")") {
                    isFallback = true
                    rest = rest[rest.index(after: close)...]
                    if rest.first == "." {
                        rest = rest.dropFirst()
                    }
                } else if !(result.last.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false),
                    let module = foundationModules.first(where: { rest.hasPrefix($0) })
                {
                    result += "Foundation."
                    rest = rest.dropFirst(module.count)
                } else {
                    result.append(rest.removeFirst())
                }
            }
            return isFallback ? ("?" + result, true) : (result, false)
        }
    }
}

extension ErrorChain.Level.GroupingKey {
    init(fallback: Bool, _ text: String) {
        self.init(text: fallback && !text.hasPrefix("?") ? "?" + text : text, isFallback: fallback)
    }
}

extension DecodingError {
    /// The key of a `keyNotFound`, which its context's coding path does not hold.
    fileprivate var missingKey: (any CodingKey)? {
        if case .keyNotFound(let key, _) = self { key } else { nil }
    }
}
