import Foundation

/// The `on` rules of an ``ErrorHandler``, with a memory per dynamic error type of the rules that can match it.
///
/// Most matchers are decided by the error's type alone (``ErrorMatcher/type(_:)-(E.Type)``, the type part of
/// a value or domain matcher). The first time an error of some type arrives, the index works out which rules
/// can match that type at all, newest first, and stops at the first rule that certainly matches. Later errors of
/// the type walk only that list: with a hundred type rules, an error matched by the newest or by none of them
/// costs one lookup of its type (a few comparisons for up to eight types, one hash beyond).
///
/// An enum whose cases rules match (`.type(NetworkError.noInternet)`) is remembered per case, in a table indexed by
/// the case's tag: an error meets only the rules of its own case, and `==`, for an `Equatable` enum, is applied to
/// those alone, without a cast (the type and case are already known). So a hundred case rules cost what one does.
///
/// Each candidate keeps only what is left to check per error (nothing, when the type decides), and the lookup
/// copies nothing: the memories are positions in the index's tables. The path allocates nothing once a type is
/// remembered.
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

    /// A rule that can match a type, and what is left to check per error.
    private struct Candidate {
        let rule: Int
        /// The type (and case) alone decide: it matches.
        let isCertain: Bool
        /// Otherwise, the one check left: the value check of the only matcher that can match, whose type part is
        /// known to pass; `nil` to check every matcher of the rule in full.
        let check: ErrorCheck?

        static func certain(_ rule: Int) -> Candidate {
            Candidate(rule: rule, isCertain: true, check: nil)
        }
    }

    /// What the index remembers about one dynamic error type: positions in the index's tables, so that looking it
    /// up copies nothing.
    private enum TypeMemory {
        /// A Swift error type: the position of its candidates in ``lists``.
        case swiftError(list: Int)
        /// An enum that rules match case by case (``ErrorMatcher/type(_:)-(E)`` with a case): the position in
        /// ``caseTables`` of its candidates by case tag, so that an error meets only the rules of its own case.
        case swiftEnum(table: Int)
        /// An `NSError` class: the position in ``domainTables`` of its candidates by domain.
        case nsError(table: Int)
        /// A class whose instances must be checked against every rule.
        case unremembered
    }

    /// How many candidate lists are remembered before the memory starts afresh.
    static let memoryLimit = 128
    /// Up to this many types, a type's memory is found by comparing identifiers in turn: cheaper than hashing.
    private static let linearSearchLimit = 8
    /// Case tags up to this one are remembered; an enum with more cases has its further cases worked out per error.
    private static let caseTagLimit = 4096

    /// Oldest first.
    private(set) var rules: [Rule] = []
    /// The types remembered, with their memories at the same positions.
    private var types: [ObjectIdentifier] = []
    private var memories: [TypeMemory] = []
    /// Positions in ``types``, once there are more than ``linearSearchLimit``.
    private var positions: [ObjectIdentifier: Int] = [:]
    /// Every candidate list worked out.
    private var lists: [[Candidate]] = []
    /// Per enum remembered case by case: the position in ``lists`` for each case tag, -1 for a case not seen yet.
    private var caseTables: [[Int]] = []
    /// Per `NSError` class: the position in ``lists`` for each domain seen.
    private var domainTables: [[String: Int]] = []

    /// How many times a candidate list was worked out; tests check that it stays flat.
    private(set) var typeMisses = 0

    mutating func append(_ rule: Rule) {
        rules.append(rule)
        forget()
    }

    /// The index of the newest rule that matches `error`, of the dynamic type `errorType`, if any.
    mutating func newestMatch(for error: any Error, of errorType: any Error.Type) -> Int? {
        guard !rules.isEmpty else { return nil }
        let key = ObjectIdentifier(errorType)
        guard let position = position(of: key) else {
            return firstSight(of: error, type: errorType, key: key)
        }
        switch memories[position] {
        case .swiftError(let list):
            return firstMatch(inList: list, for: error)
        case .swiftEnum(let table):
            let tag = enumCaseTag(of: error)
            if caseTables[table].indices.contains(tag), caseTables[table][tag] >= 0 {
                return firstMatch(inList: caseTables[table][tag], for: error)
            }
            return rememberCase(tag, of: error, key: key)
        case .nsError(let table):
            let domain = error._domain
            if let list = domainTables[table][domain] {
                return firstMatch(inList: list, for: error)
            }
            return rememberDomain(domain, of: error, key: key)
        case .unremembered:
            return rules.indices.last { rules[$0].matches(error) }
        }
    }

    /// The newest match for an error of a type not remembered yet, remembering what can be.
    private mutating func firstSight(of error: any Error, type errorType: any Error.Type, key: ObjectIdentifier) -> Int?
    {
        guard errorType is NSError.Type else {
            if rules.contains(where: { $0.matchers.contains { $0.enumCase?.type == key } }) {
                return rememberCase(enumCaseTag(of: error), of: error, key: key)
            }
            let list = remember(makeCandidates(for: error, isNSError: false))
            store(.swiftError(list: list), for: key)
            return firstMatch(inList: list, for: error)
        }
        if Self.boxesSwiftErrors(errorType) {
            store(.unremembered, for: key)
            return rules.indices.last { rules[$0].matches(error) }
        }
        return rememberDomain(error._domain, of: error, key: key)
    }

    /// Works out and remembers the candidates for the case `tag` of the enum type `key`; the newest match among them.
    private mutating func rememberCase(_ tag: Int, of error: any Error, key: ObjectIdentifier) -> Int? {
        let candidates = makeCandidates(for: error, isNSError: false, case: tag)
        guard (0...Self.caseTagLimit).contains(tag) else { return firstMatch(among: candidates, for: error) }
        let list = remember(candidates)
        // The memory may have started afresh to make room: the type's table is looked up after remembering.
        let table: Int
        if let position = position(of: key), case .swiftEnum(let remembered) = memories[position] {
            table = remembered
        } else {
            table = caseTables.count
            caseTables.append([])
            store(.swiftEnum(table: table), for: key)
        }
        if caseTables[table].count <= tag {
            caseTables[table] += repeatElement(-1, count: tag + 1 - caseTables[table].count)
        }
        caseTables[table][tag] = list
        return firstMatch(inList: list, for: error)
    }

    /// Works out and remembers the candidates for the domain `domain` of the `NSError` class `key`; the newest match
    /// among them.
    private mutating func rememberDomain(_ domain: String, of error: any Error, key: ObjectIdentifier) -> Int? {
        let list = remember(makeCandidates(for: error, isNSError: true))
        if let position = position(of: key), case .nsError(let table) = memories[position] {
            domainTables[table][domain] = list
        } else {
            domainTables.append([domain: list])
            store(.nsError(table: domainTables.count - 1), for: key)
        }
        return firstMatch(inList: list, for: error)
    }

    // `mutating` only so that the index is passed by reference: from `newestMatch`, a non-mutating call would copy
    // the whole index (every table retained and released), since the checks it runs are opaque to the compiler. For
    // the same reason the list is read in place, not passed.
    private mutating func firstMatch(inList list: Int, for error: any Error) -> Int? {
        for index in lists[list].indices {
            if lists[list][index].isCertain {
                return lists[list][index].rule
            }
            // Called in place: binding the check to a name would copy it, and retain its context, per candidate.
            if let matches = lists[list][index].check?(error) {
                if matches { return lists[list][index].rule }
            } else if rules[lists[list][index].rule].matches(error) {
                return lists[list][index].rule
            }
        }
        return nil
    }

    /// The newest match among candidates that are not remembered.
    private func firstMatch(among candidates: [Candidate], for error: any Error) -> Int? {
        for candidate in candidates {
            if candidate.isCertain {
                return candidate.rule
            }
            let matches = if let check = candidate.check { check(error) } else { rules[candidate.rule].matches(error) }
            if matches {
                return candidate.rule
            }
        }
        return nil
    }

    /// Where the memory of `key` is kept, if anywhere.
    private func position(of key: ObjectIdentifier) -> Int? {
        if types.count <= Self.linearSearchLimit {
            return types.firstIndex(of: key)
        }
        return positions[key]
    }

    /// Keeps `memory` for `key`, in place of what was kept for it.
    private mutating func store(_ memory: TypeMemory, for key: ObjectIdentifier) {
        if let position = position(of: key) {
            memories[position] = memory
            return
        }
        types.append(key)
        memories.append(memory)
        if types.count > Self.linearSearchLimit {
            if positions.isEmpty {
                for (position, type) in types.enumerated() { positions[type] = position }
            } else {
                positions[key] = types.count - 1
            }
        }
    }

    /// Keeps a new candidate list, starting the memory afresh first when it is full; the list's position.
    private mutating func remember(_ candidates: [Candidate]) -> Int {
        if lists.count >= Self.memoryLimit {
            forget()
        }
        lists.append(candidates)
        typeMisses += 1
        return lists.count - 1
    }

    private mutating func forget() {
        types.removeAll()
        memories.removeAll()
        positions.removeAll()
        lists.removeAll()
        caseTables.removeAll()
        domainTables.removeAll()
    }

    /// Whether `type` is the class that boxes a Swift error in an `NSError` on Apple platforms.
    private static func boxesSwiftErrors(_ type: Any.Type) -> Bool {
        String(describing: type).contains("SwiftNativeNSError")
    }

    /// The rules that can match errors like `error`, newest first, up to the first certain one, each with what is
    /// left to check per error. For an `NSError`, type checks that read more than the domain leave their rule
    /// possible, to be checked in full per error.
    ///
    /// With `errorCase`, the case of an enum error, a matcher of one case of that enum is decided by the case: it
    /// cannot match another case, and matches this one for certain unless `==` decides.
    private func makeCandidates(for error: any Error, isNSError: Bool, case errorCase: Int? = nil) -> [Candidate] {
        let errorType = ObjectIdentifier(type(of: error))
        var candidates: [Candidate] = []
        for index in rules.indices.reversed() {
            // What is left to check of each matcher that can match; `nil` for one that matches for certain.
            var checks: [ErrorCheck?] = []
            var needsWholeRule = false
            for matcher in rules[index].matchers {
                if let typeCheck = matcher.typeCheck {
                    if isNSError, !matcher.typeCheckReadsDomainOnly {
                        needsWholeRule = true
                        continue
                    }
                    if !typeCheck(error) {
                        continue
                    }
                }
                if let errorCase, let enumCase = matcher.enumCase, enumCase.type == errorType {
                    guard enumCase.tag == errorCase else { continue }
                    checks.append(enumCase.sameCaseCheck)
                } else {
                    checks.append(matcher.valueCheck)
                }
            }
            if checks.contains(where: { $0 == nil }) {
                candidates.append(.certain(index))
                break
            }
            if !needsWholeRule, checks.count == 1, let check = checks[0] {
                candidates.append(Candidate(rule: index, isCertain: false, check: check))
            } else if needsWholeRule || !checks.isEmpty {
                candidates.append(Candidate(rule: index, isCertain: false, check: nil))
            }
        }
        return candidates
    }
}
