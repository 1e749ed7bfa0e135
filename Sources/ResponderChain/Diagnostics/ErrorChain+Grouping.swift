extension ErrorChain {
    /// A short identifier of "the same error": 12 hexadecimal digits, equal for two chains exactly when their
    /// structure is.
    ///
    /// It is computed from each level's module-qualified type and case name, the domain and code of Foundation's
    /// errors (whatever their Swift type: a `URLError` and an `NSError` of the same domain and code group together),
    /// the status of an ``HTTPStatusError``, and how the chain ended. Payloads, user-facing texts, descriptions and
    /// memory addresses take no part, so an error carrying a user's id or a URL groups with every other of its kind.
    ///
    /// The hash is FNV-1a (64 bits), not Swift's `Hasher`, whose seed changes with every process: the identifier is
    /// the same across runs, processes and devices, so a crash reporter's fingerprint or an analytics event can use
    /// it. It changes when a type, a case or a module is renamed.
    public var groupingID: String {
        Self.groupingID(keys: levels.map(\.groupingKey), end: end)
    }

    /// The ``groupingID`` of `error`'s chain, worked out without describing its levels: what observers and logs
    /// that only need the identifier use.
    ///
    /// ```swift
    /// crashReporter.setFingerprint(ErrorChain.groupingID(of: error))
    /// ```
    ///
    /// - Parameter error: the outermost error.
    /// - Returns: the identifier, the same as `ErrorChain(error).groupingID`.
    public static func groupingID(of error: any Error) -> String {
        let walk = walk(from: error)
        return groupingID(keys: walk.errors.map(Level.groupingKey(of:)), end: walk.end)
    }

    /// FNV-1a over the keys, each followed by a separator no type name holds (so that `["ab", "c"]` and
    /// `["a", "bc"]` differ), then over how the chain ended; the top 48 bits, as 12 hexadecimal digits.
    private static func groupingID(keys: [String], end: End?) -> String {
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
            add(key)
        }
        switch end {
        case nil: break
        case .depthLimit: add("…depth")
        case .cycle(let index): add("…cycle\(index)")
        }
        let hex = String(hash >> 16, radix: 16)
        return String(repeating: "0", count: 12 - hex.count) + hex
    }
}
