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
        fingerprint(of: error).groupingID
    }

    /// The ``fingerprint`` of `error`'s chain, worked out without describing its levels.
    ///
    /// ```swift
    /// sentryEvent.fingerprint = [ErrorChain.fingerprint(of: error).description]
    /// ```
    ///
    /// - Parameter error: the outermost error.
    /// - Returns: the fingerprint, the same as `ErrorChain(error).fingerprint`.
    public static func fingerprint(of error: any Error) -> ErrorFingerprint {
        let walk = walk(from: error)
        return fingerprint(keys: walk.errors.map(Level.groupingKey(of:)), end: walk.end)
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
        return ErrorFingerprint(version: 1, value: hash, isFallback: keys.contains(where: \.isFallback))
    }
}
