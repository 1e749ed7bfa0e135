/// An error and every error it wraps, outermost first: what a developer reads in a log, and what a crash reporter
/// groups by.
///
/// ```swift
/// let chain = ErrorChain(ProfileError.load(DatabaseError.read(CocoaError(.fileReadCorruptFile))))
/// print(chain)
/// // ProfileError.load
/// // └─ DatabaseError.read
/// //    └─ CocoaError.fileReadCorruptFile [NSCocoaErrorDomain 259]
/// print(chain.groupingID)    // the same 12 characters on every run, device and platform
/// print(chain.fingerprint)   // rc1- and 16 characters: the same, versioned, with 64 bits
/// ```
///
/// The chain follows, from each error to the one it wraps:
/// - a ``WrappingError``'s `underlyingError`;
/// - the `NSUnderlyingErrorKey` of an `NSError`'s or a `CustomNSError`'s user info;
/// - the payload of an enum case that holds an error, as typed throws wrap errors (`case load(DatabaseError)`), also
///   as one element of a payload of several values;
/// - the `underlyingError` in the context of a `DecodingError` or an `EncodingError`.
///
/// It stops after 16 levels, and where an `NSError` (or any error that is an object) comes round again,
/// and says so in ``end``: a loop of underlying errors never hangs it.
///
/// The unhandled terminal's standard sink, ``DispatchRoute``'s description and the logging and tracing bridges describe errors with it.
public struct ErrorChain: Sendable, CustomStringConvertible {
    /// How a chain that did not end by itself was cut short.
    public enum End: Hashable, Sendable, CustomStringConvertible {
        /// It had more than 16 levels; the rest are left out.
        case depthLimit
        /// The error after the last level is the one at this index of ``ErrorChain/levels`` again.
        case cycle(backTo: Int)

        /// `more than 16 levels, the rest left out` or `cycle: back to level 2` (levels counted from 1).
        public var description: String {
            switch self {
            case .depthLimit: "more than \(ErrorChain.depthLimit) levels, the rest left out"
            case .cycle(let index): "cycle: back to level \(index + 1)"
            }
        }
    }

    /// How many levels a chain holds at most: as many as matchers and category resolution look through.
    package static let depthLimit = ErrorUnwrapping.limit

    /// The errors, outermost first, as developers read them.
    public let levels: [Level]

    /// How the chain was cut short, or `nil` when its innermost error wraps nothing.
    public let end: End?

    /// The chain of `error`.
    ///
    /// - Parameter error: the outermost error.
    public init(_ error: any Error) {
        let walk = Self.walk(from: error)
        levels = walk.errors.indices.map { index in
            Level(walk.errors[index], isInnermost: index == walk.errors.count - 1 && walk.end == nil)
        }
        end = walk.end
    }

    /// The levels on one line, joined by arrows:
    /// `ProfileError.load → DatabaseError.read → CocoaError.fileReadCorruptFile [NSCocoaErrorDomain 259]`.
    public var summary: String {
        let text = levels.map(\.description).joined(separator: " → ")
        return end.map { "\(text) → … (\($0))" } ?? text
    }

    /// The levels as a tree, one per line, outermost first; a cut-short chain ends with a line that says why.
    public var description: String {
        var lines: [String] = []
        for (index, level) in levels.enumerated() {
            let indent = String(repeating: "   ", count: max(index - 1, 0))
            lines.append(index == 0 ? level.description : "\(indent)└─ \(level)")
        }
        if let end {
            lines.append(String(repeating: "   ", count: max(levels.count - 1, 0)) + "└─ … (\(end))")
        }
        return lines.joined(separator: "\n")
    }

    /// The errors of a chain and how it ended, without describing them: what ``UserFacingMessage`` walks.
    struct Walk {
        var errors: [any Error] = []
        var end: End?
    }

    static func walk(from error: any Error) -> Walk {
        var walk = Walk()
        var objects: [ObjectIdentifier: Int] = [:]
        var current: (any Error)? = error
        while let candidate = current {
            if type(of: candidate) is AnyClass {
                let identity = ObjectIdentifier(candidate as AnyObject)
                if let index = objects[identity] {
                    walk.end = .cycle(backTo: index)
                    break
                }
                objects[identity] = walk.errors.count
            }
            guard walk.errors.count < depthLimit else {
                walk.end = .depthLimit
                break
            }
            walk.errors.append(candidate)
            current = wrapped(by: candidate)
        }
        return walk
    }

    /// The error that `error` wraps directly, as the chain follows it (see above), or `nil` when it wraps none.
    ///
    /// - Parameter error: any error.
    /// - Returns: the error one level in.
    public static func wrapped(by error: any Error) -> (any Error)? {
        if let wrapped = ErrorUnwrapping.wrapped(by: error) {
            return wrapped
        }
        switch error {
        case let error as DecodingError:
            return error.context.underlyingError
        case let error as EncodingError:
            return error.context.underlyingError
        default:
            return payloadError(of: error)
        }
    }

    /// The error in the payload of an enum case: the payload itself, or the first error among its values.
    private static func payloadError(of error: any Error) -> (any Error)? {
        payloadError(in: Mirror(reflecting: error))
    }

    /// The error in the payload of the enum case `mirror` reflects, as ``payloadError(of:)`` finds it.
    static func payloadError(in mirror: Mirror) -> (any Error)? {
        guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else { return nil }
        if let wrapped = payload as? any Error {
            return wrapped
        }
        let values = Mirror(reflecting: payload)
        guard values.displayStyle == .tuple else { return nil }
        return values.children.lazy.compactMap { $0.value as? any Error }.first
    }
}

extension DecodingError {
    /// The context every case carries.
    var context: Context {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            context
        @unknown default:
            Context(codingPath: [], debugDescription: "")
        }
    }
}

extension EncodingError {
    /// The context every case carries.
    var context: Context {
        switch self {
        case .invalidValue(_, let context): context
        @unknown default: Context(codingPath: [], debugDescription: "")
        }
    }
}
