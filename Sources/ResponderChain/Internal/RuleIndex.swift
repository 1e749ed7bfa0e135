import Foundation

/// The `on` rules of an ``ErrorHandler``, with a memory per dynamic error type of the rules that can match it.
///
/// Most matchers are decided by the error's type alone (``ErrorMatcher/type(_:)-(E.Type)``, the type part of
/// a value or domain matcher). The first time an error of some type arrives, the index works out which rules
/// can match that type at all, newest first, and stops at the first rule that certainly matches. Later errors of
/// the type walk only that list: with a hundred type rules, an error matched by the newest or by none of them
/// costs one dictionary lookup.
///
/// An enum whose cases rules match (`.type(NetworkError.noInternet)`) is remembered per case: an error meets only the
/// rules of its own case, and `==`, for an `Equatable` enum, is applied to those alone. So a hundred case rules cost
/// what one does.
///
/// For `NSError` classes the memory is kept per class and domain, and only checks that read nothing but the
/// domain are decided from it: whether an `NSError` casts to a Swift error type can depend on its domain and
/// code, so type matchers stay to be checked per error. The class Swift uses on Apple platforms to box a Swift
/// error in an `NSError` is not remembered at all: its casts depend on the boxed value.
struct RuleIndex {
    struct Rule {
        let matchers: [ErrorMatcher]
        let action: ErrorAction

        func matches(_ error: any Error) -> Bool {
            matchers.contains { $0.matches(error) }
        }
    }

    /// A rule that can match a type: `isCertain` when the type alone decides that it matches.
    private struct Candidate {
        let rule: Int
        let isCertain: Bool
    }

    /// What the index remembers about one dynamic error type.
    private enum TypeMemory {
        /// A Swift error type: its candidates.
        case swiftError([Candidate])
        /// An enum that rules match case by case (``ErrorMatcher/type(_:)-(E)`` with a case): candidates per case
        /// tag, so that an error meets only the rules of its own case.
        case swiftEnum([Int: [Candidate]])
        /// An `NSError` class: candidates per domain.
        case nsError([String: [Candidate]])
        /// A class whose instances must be checked against every rule.
        case unremembered
    }

    /// How many candidate lists are remembered before the memory starts afresh.
    static let memoryLimit = 128

    /// Oldest first.
    private(set) var rules: [Rule] = []
    private var memory: [ObjectIdentifier: TypeMemory] = [:]
    private var rememberedLists = 0

    /// How many times a candidate list was worked out; tests check that it stays flat.
    private(set) var typeMisses = 0

    mutating func append(_ rule: Rule) {
        rules.append(rule)
        forget()
    }

    /// The index of the newest rule that matches `error`, if any.
    mutating func newestMatch(for error: any Error) -> Int? {
        guard !rules.isEmpty else { return nil }
        let errorType = type(of: error)
        let key = ObjectIdentifier(errorType)
        switch memory[key] {
        case .swiftError(let candidates):
            return firstMatch(among: candidates, for: error)
        case .swiftEnum(let byCase):
            let tag = enumCaseTag(of: error)
            if let candidates = byCase[tag] {
                return firstMatch(among: candidates, for: error)
            }
            let candidates = rememberCase(tag, of: error, key: key)
            return firstMatch(among: candidates, for: error)
        case .nsError(let byDomain):
            let domain = error._domain
            if let candidates = byDomain[domain] {
                return firstMatch(among: candidates, for: error)
            }
            let candidates = remember(makeCandidates(for: error, isNSError: true)) { memory, candidates in
                // The memory may have started afresh to make room.
                var byDomain: [String: [Candidate]] = [:]
                if case .nsError(let remembered) = memory[key] {
                    byDomain = remembered
                }
                byDomain[domain] = candidates
                memory[key] = .nsError(byDomain)
            }
            return firstMatch(among: candidates, for: error)
        case .unremembered:
            return rules.indices.last { rules[$0].matches(error) }
        case nil:
            guard errorType is NSError.Type else {
                if rules.contains(where: { $0.matchers.contains { $0.enumCase?.type == key } }) {
                    let candidates = rememberCase(enumCaseTag(of: error), of: error, key: key)
                    return firstMatch(among: candidates, for: error)
                }
                let candidates = remember(makeCandidates(for: error, isNSError: false)) { $0[key] = .swiftError($1) }
                return firstMatch(among: candidates, for: error)
            }
            if Self.boxesSwiftErrors(errorType) {
                memory[key] = .unremembered
                return rules.indices.last { rules[$0].matches(error) }
            }
            let domain = error._domain
            let candidates = remember(makeCandidates(for: error, isNSError: true)) { $0[key] = .nsError([domain: $1]) }
            return firstMatch(among: candidates, for: error)
        }
    }

    /// Works out and remembers the candidates for the case `tag` of the enum type `key`.
    private mutating func rememberCase(_ tag: Int, of error: any Error, key: ObjectIdentifier) -> [Candidate] {
        remember(makeCandidates(for: error, isNSError: false, case: tag)) { memory, candidates in
            // The memory may have started afresh to make room.
            var byCase: [Int: [Candidate]] = [:]
            if case .swiftEnum(let remembered) = memory[key] {
                byCase = remembered
            }
            byCase[tag] = candidates
            memory[key] = .swiftEnum(byCase)
        }
    }

    private func firstMatch(among candidates: [Candidate], for error: any Error) -> Int? {
        for candidate in candidates where candidate.isCertain || rules[candidate.rule].matches(error) {
            return candidate.rule
        }
        return nil
    }

    /// Stores a new candidate list with `store`, starting the memory afresh when it is full.
    private mutating func remember(
        _ candidates: [Candidate],
        _ store: (inout [ObjectIdentifier: TypeMemory], [Candidate]) -> Void
    ) -> [Candidate] {
        if rememberedLists >= Self.memoryLimit {
            forget()
        }
        store(&memory, candidates)
        rememberedLists += 1
        typeMisses += 1
        return candidates
    }

    private mutating func forget() {
        memory.removeAll(keepingCapacity: true)
        rememberedLists = 0
    }

    /// Whether `type` is the class that boxes a Swift error in an `NSError` on Apple platforms.
    private static func boxesSwiftErrors(_ type: Any.Type) -> Bool {
        String(describing: type).contains("SwiftNativeNSError")
    }

    /// The rules that can match errors like `error`, newest first, up to the first certain one. For an `NSError`,
    /// type checks that read more than the domain leave their rule possible, to be checked per error.
    ///
    /// With `errorCase`, the case of an enum error, a matcher of one case of that enum is decided by the case: it
    /// cannot match another case, and matches this one for certain unless `==` decides.
    private func makeCandidates(for error: any Error, isNSError: Bool, case errorCase: Int? = nil) -> [Candidate] {
        let errorType = ObjectIdentifier(type(of: error))
        var candidates: [Candidate] = []
        for index in rules.indices.reversed() {
            var isPossible = false
            var isCertain = false
            for matcher in rules[index].matchers {
                if let typeCheck = matcher.typeCheck {
                    if isNSError, !matcher.typeCheckReadsDomainOnly {
                        isPossible = true
                        continue
                    }
                    if !typeCheck(error) {
                        continue
                    }
                }
                if let errorCase, let enumCase = matcher.enumCase, enumCase.type == errorType {
                    guard enumCase.tag == errorCase else { continue }
                    isPossible = true
                    if enumCase.decides {
                        isCertain = true
                        break
                    }
                    continue
                }
                isPossible = true
                if matcher.valueCheck == nil {
                    isCertain = true
                    break
                }
            }
            if isCertain {
                candidates.append(Candidate(rule: index, isCertain: true))
                break
            }
            if isPossible {
                candidates.append(Candidate(rule: index, isCertain: false))
            }
        }
        return candidates
    }
}
