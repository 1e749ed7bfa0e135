import Foundation

extension ErrorChain {
    /// A short identifier of "the same error": 12 hexadecimal digits, equal for two chains exactly when their
    /// structure is. It is the first 12 digits of ``fingerprint``, which says which algorithm made it.
    ///
    /// It is computed from each level's module-qualified type and case name, the domain and code of Foundation's
    /// errors (whatever their Swift type: a `URLError` and an `NSError` of the same domain and code group together),
    /// the status of an ``HTTPStatusError``, and how the chain ended. Payloads, user-facing texts, descriptions and
    /// memory addresses take no part, so an error carrying a user's id or a URL groups with every other of its kind.
    ///
    /// The hash is FNV-1a (64 bits), not Swift's `Hasher`, whose seed changes with every process: the identifier is
    /// the same across runs, processes and devices, so a crash reporter's fingerprint or an analytics event can use
    /// it. It changes when a type, a case or a module is renamed, unless the type declares the names it shipped with
    /// (``StablyNamedError``). A type with no name that stays the same, a `private` one say, gets a fallback: see
    /// ``ErrorFingerprint/isFallback``.
    public var groupingID: String {
        fingerprint.groupingID
    }

    /// The versioned, 64-bit identifier of the chain: `rc1-5e3a433c25c94ba2`. See ``ErrorFingerprint``.
    public var fingerprint: ErrorFingerprint {
        Self.fingerprint(keys: levels.map(\.groupingKey), end: end)
    }

    /// The ``groupingID`` of `error`'s chain, worked out without describing its levels: what observers and logs
    /// that only need the identifier use.
    ///
    /// - Parameter error: the outermost error.
    /// - Returns: the identifier, the same as `ErrorChain(error).groupingID`.
    public static func groupingID(of error: any Error) -> String {
        let grouping = typeGrouping(of: error)
        if case .constant(_, let groupingID) = grouping {
            return groupingID
        }
        return fingerprint(of: error, grouping).groupingID
    }

    /// The ``fingerprint`` of `error`'s chain, worked out without describing its levels.
    ///
    /// What it takes from the error's type (its name, and whether it can wrap another error) is worked out once per
    /// type: for most errors of an app, the identifier of a struct that wraps nothing costs one look-up, and that
    /// of an enum case one reflection of the value.
    ///
    /// ```swift
    /// sentryEvent.fingerprint = [ErrorChain.fingerprint(of: error).description]
    /// ```
    ///
    /// - Parameter error: the outermost error.
    /// - Returns: the fingerprint, the same as `ErrorChain(error).fingerprint`.
    public static func fingerprint(of error: any Error) -> ErrorFingerprint {
        fingerprint(of: error, typeGrouping(of: error))
    }

    /// What the type of `error` says of its grouping, from ``typeGroupings``.
    private static func typeGrouping(of error: any Error) -> TypeGrouping {
        typeGroupings.value(for: type(of: error)) { TypeGrouping(error) }
    }

    /// The fingerprint of `error`, whose type says `grouping`.
    private static func fingerprint(of error: any Error, _ grouping: TypeGrouping) -> ErrorFingerprint {
        switch grouping {
        case .constant(let fingerprint, _):
            return fingerprint
        case .enumeration(let typeKey, let caseNames, let cases):
            // A Swift enum's `_code` is its case's number: a case kept before is known without reflecting the value.
            let code = error._code
            if let known = cases.fingerprint(ofCase: code) {
                return known
            }
            let mirror = Mirror(reflecting: error)
            if payloadError(in: mirror) == nil {
                let named = PrivacyRenderer.caseName(ofError: error, mirror: mirror)
                let caseName = caseNames[named] ?? named
                let key = Level.GroupingKey(
                    fallback: typeKey.isFallback || Level.isPositionalCaseName(caseName), "\(typeKey.name).\(caseName)")
                let fingerprint = fingerprint(keys: [key], end: nil)
                if CaseFingerprints.payloadNeverHoldsAnError(mirror) {
                    cases.keep(fingerprint, ofCase: code)
                }
                return fingerprint
            }
        case .walked:
            break
        }
        let walk = walk(from: error)
        return fingerprint(keys: walk.errors.map(Level.groupingKey(of:)), end: walk.end)
    }

    /// How many types the package's memos of error types keep at most: more error types than an app has, fewer than
    /// would make a memo a leak.
    static let typeMemoCapacity = 1_024

    /// What ``fingerprint(of:)`` knows of each error type met so far, up to ``typeMemoCapacity`` types.
    static let typeGroupings = TypeMemo<TypeGrouping>(capacity: typeMemoCapacity)

    /// What an error's type alone says of its grouping key and of the errors it wraps.
    enum TypeGrouping: Sendable {
        /// Every error of the type is a chain of one level, of this fingerprint and grouping identifier: a value
        /// type that is no enum, wraps nothing through the package's protocols or `CustomNSError`, and is neither
        /// one of Foundation's errors nor an ``HTTPStatusError``.
        case constant(ErrorFingerprint, groupingID: String)

        /// An enum that wraps nothing but through its payload: the case and the payload, read from one reflection of
        /// the value, make its chain when the payload holds no error. `typeKey` is the type's part of the grouping
        /// key, `caseNames` its ``StablyNamedError/stableCaseNames``, `cases` the fingerprints of the cases whose
        /// payload can never hold an error.
        case enumeration(
            typeKey: (name: String, isFallback: Bool), caseNames: [String: String], cases: CaseFingerprints)

        /// Any other type: a class, a type that describes its own reflection (`CustomReflectable`), one of
        /// Foundation's errors, a decoding or encoding error, an error that wraps another through a protocol or
        /// carries an HTTP status. Its chain is walked for every error.
        case walked

        /// What the type of `error` says, read from `error`.
        ///
        /// - Parameter error: an error of the type.
        init(_ error: any Error) {
            let errorType = type(of: error)
            guard !(errorType is AnyClass), !(errorType is any CustomReflectable.Type),
                FoundationErrorCode(error) == nil,
                errorType != DecodingError.self, errorType != EncodingError.self,
                !(errorType is any WrappingError.Type), !(errorType is any DeveloperFacingError.Type),
                !(errorType is any CustomNSError.Type), !(errorType is any HTTPStatusError.Type)
            else {
                self = .walked
                return
            }
            let typeKey = Level.typeKey(of: errorType)
            if Mirror(reflecting: error).displayStyle == .enum {
                self = .enumeration(
                    typeKey: typeKey, caseNames: (errorType as? any StablyNamedError.Type)?.stableCaseNames ?? [:],
                    cases: CaseFingerprints())
            } else {
                let key = Level.GroupingKey(fallback: typeKey.isFallback, typeKey.name)
                let fingerprint = ErrorChain.fingerprint(keys: [key], end: nil)
                self = .constant(fingerprint, groupingID: fingerprint.groupingID)
            }
        }
    }

    /// The fingerprints of an enum's cases whose payload can never hold an error, by the case's number (the enum's
    /// `_code`): one per case of the type at most.
    final class CaseFingerprints: Sendable {
        private let fingerprints = Locked<[Int: ErrorFingerprint]>([:])

        func fingerprint(ofCase code: Int) -> ErrorFingerprint? {
            fingerprints.withLock { $0[code] }
        }

        func keep(_ fingerprint: ErrorFingerprint, ofCase code: Int) {
            fingerprints.withLock { $0[code] = fingerprint }
        }

        /// Whether the payload of the case `mirror` reflects can hold no error, whatever its values: no value of it
        /// is an error or an optional (which may hold one another time), nor is any element of a tuple of values.
        /// A payload whose declared type is `Any` is judged by what it holds.
        static func payloadNeverHoldsAnError(_ mirror: Mirror) -> Bool {
            guard let payload = mirror.children.first?.value else { return true }
            func cannotBeError(_ value: Any) -> Bool {
                !(value is any Error) && Mirror(reflecting: value).displayStyle != .optional
            }
            let values = Mirror(reflecting: payload)
            guard values.displayStyle == .tuple else { return cannotBeError(payload) }
            return values.children.allSatisfy { cannotBeError($0.value) }
        }
    }

    /// FNV-1a over the keys, each followed by a separator no type name holds (so that `["ab", "c"]` and
    /// `["a", "bc"]` differ), then over how the chain ended: version 1 of ``ErrorFingerprint``.
    private static func fingerprint(keys: [Level.GroupingKey], end: End?) -> ErrorFingerprint {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ text: String) {
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            hash ^= 0x1f
            hash = hash &* 0x0000_0100_0000_01b3
        }
        for key in keys {
            add(key.text)
        }
        switch end {
        case nil: break
        case .depthLimit: add("…depth")
        case .cycle(let index): add("…cycle\(index)")
        }
        return ErrorFingerprint(
            version: ErrorFingerprint.currentVersion, value: hash, isFallback: keys.contains(where: \.isFallback))
    }
}
