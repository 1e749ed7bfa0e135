import Foundation

/// A decoder over a JSON object whose keyed container was already made: every keyed container asked of it is a
/// view of that one container.
///
/// A `JSONDecoder` indexes all of an object's members each time a keyed container is made of it. A problem object
/// is read twice, for the standard members and then for the extras, so handing the extras a view of the container
/// the standard members were read from saves indexing the object a second time.
///
/// The view reads the same values a container of the wrapped decoder would: each call goes to the shared
/// container, with the key as an ``AnyCodingKey`` of the same name. A `DecodingError` it throws names the key the
/// caller gave, in its coding path and as the missing key, as a container of its own would have. One difference
/// remains: a nested `Decodable` sees the key as an ``AnyCodingKey`` in its decoder's `codingPath`. Nested containers and super
/// decoders, which few extras ask for, come from a container of the wrapped decoder, made for the purpose.
///
/// Keys are passed on by name: only for decoders that, like `JSONDecoder`, look members up by `stringValue`.
///
/// A class, so that handing it on as `any Decoder` and keeping it in each view copies a reference.
final class ObjectSharingDecoder: Decoder {
    /// The decoder of the object.
    let base: any Decoder
    /// The container made of the object.
    let object: KeyedDecodingContainer<AnyCodingKey>

    init(base: any Decoder, object: KeyedDecodingContainer<AnyCodingKey>) {
        self.base = base
        self.object = object
    }

    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        if Key.self == AnyCodingKey.self {
            // The shared container itself, which is of the very type asked for.
            return unsafeBitCast(object, to: KeyedDecodingContainer<Key>.self)
        }
        return KeyedDecodingContainer(SharedObjectContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try base.unkeyedContainer()
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        try base.singleValueContainer()
    }
}

/// A keyed container of one key type that reads a shared container keyed by ``AnyCodingKey``; see
/// ``ObjectSharingDecoder``.
private struct SharedObjectContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ObjectSharingDecoder

    @inline(__always)
    init(decoder: ObjectSharingDecoder) {
        self.decoder = decoder
    }

    /// The shared container.
    private var object: KeyedDecodingContainer<AnyCodingKey> { decoder.object }

    var codingPath: [any CodingKey] { object.codingPath }

    var allKeys: [Key] {
        object.allKeys.compactMap { Key(stringValue: $0.stringValue) }
    }

    func contains(_ key: Key) -> Bool {
        object.contains(AnyCodingKey(key.stringValue))
    }

    /// Runs `read` with the shared key for `key`, and puts `key` back into a `DecodingError` it throws.
    @inline(__always)
    private func reading<T>(_ key: Key, _ read: (AnyCodingKey) throws -> T) throws -> T {
        let shared = AnyCodingKey(key.stringValue)
        do {
            return try read(shared)
        } catch let error as DecodingError {
            throw restoring(key, replacing: shared, in: error)
        }
    }

    /// `error` as a container keyed by `Key` would have thrown it: with `key` for `shared` right below this
    /// container in its coding path, and as the missing key.
    private func restoring(_ key: Key, replacing shared: AnyCodingKey, in error: DecodingError) -> DecodingError {
        let depth = object.codingPath.count
        func restored(_ context: DecodingError.Context) -> DecodingError.Context {
            var path = context.codingPath
            guard path.count > depth, let name = path[depth] as? AnyCodingKey, name == shared else { return context }
            path[depth] = key
            return DecodingError.Context(
                codingPath: path,
                debugDescription: context.debugDescription,
                underlyingError: context.underlyingError
            )
        }
        switch error {
        case .keyNotFound(let missing, let context):
            guard context.codingPath.count == depth, let name = missing as? AnyCodingKey, name == shared else {
                return .keyNotFound(missing, restored(context))
            }
            let description = context.debugDescription.replacingOccurrences(of: "\(shared)", with: "\(key)")
            return .keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: context.codingPath,
                    debugDescription: description,
                    underlyingError: context.underlyingError
                )
            )
        case .typeMismatch(let type, let context):
            return .typeMismatch(type, restored(context))
        case .valueNotFound(let type, let context):
            return .valueNotFound(type, restored(context))
        case .dataCorrupted(let context):
            return .dataCorrupted(restored(context))
        @unknown default:
            return error
        }
    }

    /// A container of the wrapped decoder, for what the shared container cannot give with the caller's keys.
    private func ownContainer() throws -> KeyedDecodingContainer<Key> {
        try decoder.base.container(keyedBy: Key.self)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try reading(key) { try object.decodeNil(forKey: $0) }
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try reading(key) { try object.decode(type, forKey: $0) }
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try reading(key) { try object.decode(type, forKey: $0) }
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try reading(key) { try object.decode(type, forKey: $0) }
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try reading(key) { try object.decode(type, forKey: $0) }
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try reading(key) { try object.decode(type, forKey: $0) }
    }

    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try reading(key) { try object.decode(type, forKey: $0) }
    }

    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try reading(key) { try object.decode(type, forKey: $0) }
    }

    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try reading(key) { try object.decode(type, forKey: $0) }
    }

    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try reading(key) { try object.decode(type, forKey: $0) }
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 {
        try reading(key) { try object.decode(type, forKey: $0) }
    }

    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try reading(key) { try object.decode(type, forKey: $0) }
    }

    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try reading(key) { try object.decode(type, forKey: $0) }
    }

    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try reading(key) { try object.decode(type, forKey: $0) }
    }

    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try reading(key) { try object.decode(type, forKey: $0) }
    }

    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try reading(key) { try object.decode(type, forKey: $0) }
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
        try reading(key) { try object.decode(type, forKey: $0) }
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try reading(key) { try object.decode(type, forKey: $0) }
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try reading(key) { try object.decodeIfPresent(type, forKey: $0) }
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try reading(key) { try object.decodeIfPresent(type, forKey: $0) }
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try reading(key) { try object.decodeIfPresent(type, forKey: $0) }
    }

    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try reading(key) { try object.decodeIfPresent(type, forKey: $0) }
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try reading(key) { try object.decodeIfPresent(type, forKey: $0) }
    }

    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try reading(key) { try object.decodeIfPresent(type, forKey: $0) }
    }

    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try reading(key) { try object.decodeIfPresent(type, forKey: $0) }
    }

    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try reading(key) { try object.decodeIfPresent(type, forKey: $0) }
    }

    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try reading(key) { try object.decodeIfPresent(type, forKey: $0) }
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? {
        try reading(key) { try object.decodeIfPresent(type, forKey: $0) }
    }

    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try reading(key) { try object.decodeIfPresent(type, forKey: $0) }
    }

    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try reading(key) { try object.decodeIfPresent(type, forKey: $0) }
    }

    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try reading(key) { try object.decodeIfPresent(type, forKey: $0) }
    }

    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try reading(key) { try object.decodeIfPresent(type, forKey: $0) }
    }

    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try reading(key) { try object.decodeIfPresent(type, forKey: $0) }
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? {
        try reading(key) { try object.decodeIfPresent(type, forKey: $0) }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try reading(key) { try object.decodeIfPresent(type, forKey: $0) }
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type,
        forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try ownContainer().nestedContainer(keyedBy: type, forKey: key)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ownContainer().nestedUnkeyedContainer(forKey: key)
    }

    func superDecoder() throws -> any Decoder {
        try ownContainer().superDecoder()
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try ownContainer().superDecoder(forKey: key)
    }
}
