import Foundation

/// The `on` rules of an ``ErrorHandler``, with a memory per dynamic error type of the rules that can match it.
///
/// Most matchers are decided by the error's type alone (``ErrorMatcher/type(_:)-(E.Type)``, the type part of
/// a value or domain matcher). The first time an error of some type arrives, the index works out which rules
/// can match that type at all, newest first, and stops at the first rule that certainly matches. Later errors of
/// the type walk only that list: with a hundred type rules, an error matched by the newest or by none of them
/// costs one dictionary lookup.
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

    /// How many error types are remembered before the memory starts afresh.
    static let typeMemoryLimit = 128

    /// Oldest first.
    private(set) var rules: [Rule] = []
    private var candidatesByType: [ObjectIdentifier: [Candidate]] = [:]

    /// How many times a type's candidates were worked out; tests check that it stays flat.
    private(set) var typeMisses = 0

    mutating func append(_ rule: Rule) {
        rules.append(rule)
        candidatesByType.removeAll(keepingCapacity: true)
    }

    /// The index of the newest rule that matches `error`, if any.
    mutating func newestMatch(for error: any Error) -> Int? {
        guard !rules.isEmpty else { return nil }
        let key = ObjectIdentifier(type(of: error))
        let candidates: [Candidate]
        if let known = candidatesByType[key] {
            candidates = known
        } else {
            candidates = makeCandidates(for: error)
            if candidatesByType.count >= Self.typeMemoryLimit {
                candidatesByType.removeAll(keepingCapacity: true)
            }
            candidatesByType[key] = candidates
            typeMisses += 1
        }
        for candidate in candidates where candidate.isCertain || rules[candidate.rule].matches(error) {
            return candidate.rule
        }
        return nil
    }

    /// The rules that can match errors of `error`'s type, newest first, up to the first certain one.
    private func makeCandidates(for error: any Error) -> [Candidate] {
        // An NSError can bridge to a Swift error type by its domain, so its type decides nothing.
        let typeDecides = !(type(of: error) is NSError.Type)
        var candidates: [Candidate] = []
        for index in rules.indices.reversed() {
            guard typeDecides else {
                candidates.append(Candidate(rule: index, isCertain: false))
                continue
            }
            var isPossible = false
            var isCertain = false
            for matcher in rules[index].matchers where matcher.typeCheck?(error) ?? true {
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
