import Foundation

extension ErrorChain {
    /// One error of a chain, as a developer reads it: its type, its case, and, for Foundation's errors, its domain
    /// and code.
    public struct Level: Hashable, Sendable, CustomStringConvertible {
        /// The error's type, without its module: `ProfileError`, `URLError`, `NSError`.
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
        let groupingKey: String

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

        /// What the grouping identifier is computed from for `error`, worked out without describing it.
        static func groupingKey(of error: any Error) -> String {
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
        private static func groupingKey(
            of error: any Error,
            foundation: FoundationErrorCode?,
            caseName: String?,
            http: (any HTTPStatusError)?
        ) -> String {
            if let foundation {
                return "\(foundation.domain)#\(foundation.code)"
            }
            let named = type(of: error) as? any StablyNamedError.Type
            return typeKey(of: type(of: error)) + (caseName.map { ".\(named?.stableCaseNames[$0] ?? $0)" } ?? "")
                + (http?.httpStatus.map { "#HTTP\($0)" } ?? "") + (http?.problemType.map { "#\($0)" } ?? "")
        }

        /// What a grouping key starts with for an error of `type`: its stable name (``StablyNamedError``), else its
        /// module-qualified name.
        static func typeKey(of type: any Error.Type) -> String {
            (type as? any StablyNamedError.Type)?.stableName ?? stableTypeName(type)
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

        /// The type and case, with an HTTP error's status: `URLError.timedOut`, `HTTPErrorResponse HTTP 503`.
        var glanceDescription: String {
            let name = caseName.map { "\(typeName).\($0)" } ?? typeName
            return httpStatus.map { "\(name) HTTP \($0)" } ?? name
        }

        /// The case of an enum value (see ``PrivacyRenderer/caseName(of:mirror:)``), or `nil` for another value.
        static func caseName(of error: any Error) -> String? {
            let mirror = Mirror(reflecting: error)
            guard mirror.displayStyle == .enum else { return nil }
            return PrivacyRenderer.caseName(of: error, mirror: mirror)
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
        static func stableTypeName(_ type: Any.Type) -> String {
            stableTypeNames.value(for: type) { Self.normalizedName(String(reflecting: type)) }
        }

        /// Foundation's modules on Linux, each named `Foundation` in a stable name.
        private static let foundationModules = [
            "FoundationEssentials.", "FoundationInternationalization.", "FoundationNetworking.",
        ]

        /// The stable names of the error types met so far, up to ``ErrorChain/typeMemoCapacity`` types.
        private static let stableTypeNames = TypeMemo<String>(capacity: ErrorChain.typeMemoCapacity)

        /// `name` without `(unknown context at $…).` parts, and with `FoundationEssentials.`,
        /// `FoundationInternationalization.` and `FoundationNetworking.` written `Foundation.`.
        private static func normalizedName(_ name: String) -> String {
            var result = ""
            var rest = Substring(name)
            while !rest.isEmpty {
                if rest.hasPrefix("(unknown context at $"), let close = rest.firstIndex(of: ")") {
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
            return result
        }
    }
}

extension DecodingError {
    /// The key of a `keyNotFound`, which its context's coding path does not hold.
    fileprivate var missingKey: (any CodingKey)? {
        if case .keyNotFound(let key, _) = self { key } else { nil }
    }
}
