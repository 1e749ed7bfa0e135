public import Foundation

/// A copy of a raw body, cut to a bounded size, kept by errors so that a failure loses nothing you need to see.
public struct BoundedBody: Sendable, Hashable, CustomStringConvertible {
    /// The number of bytes kept when no other limit is given: 16 KiB.
    public static let defaultLimit = 16 * 1024

    /// The first bytes of the body, at most the limit given when the copy was made.
    public let data: Data
    /// The size of the whole body in bytes.
    public let totalByteCount: Int

    /// Copies at most `limit` bytes of `body` (a negative limit counts as zero).
    public init(_ body: Data, limit: Int = BoundedBody.defaultLimit) {
        data = Data(body.prefix(max(0, limit)))
        totalByteCount = body.count
    }

    /// Whether bytes were cut off.
    public var isTruncated: Bool { data.count < totalByteCount }

    /// The kept bytes as text, with invalid UTF-8 replaced by U+FFFD.
    public var text: String { String(decoding: data, as: UTF8.self) }

    /// The text, noting how much was cut off.
    public var description: String {
        isTruncated ? "\(text)… (\(totalByteCount - data.count) more bytes)" : text
    }
}
