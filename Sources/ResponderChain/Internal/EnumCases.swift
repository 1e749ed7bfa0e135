/// Every case of an enum type, with the labels of its payload, read from the type's metadata.
///
/// A value shows only its own case, and no API lists the cases of a type that is not `CaseIterable`, yet a privacy
/// mark that names a case or a label must be checked against all of them when the first value is written. The
/// runtime keeps each enum's cases in the field records of its type descriptor, the same records `Mirror` reads;
/// this reads them, once per marked type. The layout is the Swift ABI's, stable since Swift 5 on every platform:
/// metadata (kind, descriptor), the descriptor's relative pointer to its fields, and the records (flags, payload
/// type, name). Anything that does not look as expected gives `nil`, and the marks are then not checked.
enum EnumCases {
    /// One case: its name, and its payload's labels (empty when it has no payload or an unlabelled one); `nil`
    /// labels when the payload's type could not be resolved.
    struct Case: Equatable {
        let name: String
        let labels: [String]?
    }

    /// The cases of `type`, in declaration order of the payload cases and then the others, as the runtime keeps
    /// them; `nil` when `type` is not an enum or its metadata cannot be read.
    static func of(_ type: Any.Type) -> [Case]? {
        let word = MemoryLayout<UInt>.size
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        // MetadataKind: 0x201 an enum, 0x202 `Optional`.
        guard [0x201, 0x202].contains(metadata.load(as: UInt.self)) else { return nil }
        let descriptor = metadata.load(fromByteOffset: word, as: UnsafeRawPointer.self)
        // ContextDescriptorFlags: the kind in the low five bits, 18 for an enum.
        guard descriptor.load(as: UInt32.self) & 0x1F == 18 else { return nil }
        // TypeContextDescriptor: flags, parent, name, access function, then the fields, each 4 bytes.
        let fieldsOffset = Int(descriptor.load(fromByteOffset: 16, as: Int32.self))
        guard fieldsOffset != 0 else { return nil }
        let fields = descriptor + 16 + fieldsOffset
        // FieldDescriptor: type name, superclass, kind (2 bytes), record size (2 bytes), count, then the records.
        let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
        let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
        guard recordSize >= 12 else { return nil }
        // A generic enum's arguments follow its kind and descriptor, for the payload types that use them.
        let arguments = metadata + 2 * word
        return (0..<count).map { index in
            // FieldRecord: flags, the payload type's mangled name, the case's name, as relative pointers.
            let record = fields + 16 + index * recordSize
            let typeOffset = Int(record.load(fromByteOffset: 4, as: Int32.self))
            let nameOffset = Int(record.load(fromByteOffset: 8, as: Int32.self))
            let name = String(cString: (record + 8 + nameOffset).assumingMemoryBound(to: CChar.self))
            guard typeOffset != 0 else { return Case(name: name, labels: []) }
            let payload = Self.type(
                mangledAt: (record + 4 + typeOffset).assumingMemoryBound(to: UInt8.self),
                context: descriptor, arguments: arguments)
            return Case(name: name, labels: payload.map(labels(of:)))
        }
    }

    /// The labels of a payload of `type`: a tuple's labelled elements; none for any other type.
    private static func labels(of type: Any.Type) -> [String] {
        let word = MemoryLayout<UInt>.size
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        // A tuple (MetadataKind 0x301): kind, element count, then its labels, each followed by a space.
        guard metadata.load(as: UInt.self) == 0x301,
            let labels = metadata.load(fromByteOffset: 2 * word, as: UnsafePointer<CChar>?.self)
        else { return [] }
        let count = metadata.load(fromByteOffset: word, as: Int.self)
        return String(cString: labels).split(separator: " ", omittingEmptySubsequences: false).prefix(count)
            .filter { !$0.isEmpty }.map(String.init)
    }

    /// The type a field record's mangled name stands for, in the enum's context; `nil` when the runtime cannot
    /// resolve it.
    private static func type(
        mangledAt name: UnsafePointer<UInt8>, context: UnsafeRawPointer, arguments: UnsafeRawPointer
    ) -> Any.Type? {
        guard let resolve = typeByMangledName else { return nil }
        // The name ends at a zero byte; a symbolic reference (a control byte, then its 4-byte relative offset or a
        // pointer) may hold zeros, and is stepped over whole.
        var length = 0
        while name[length] != 0 {
            switch name[length] {
            case 0x01...0x17: length += 5
            case 0x18...0x1F: length += 1 + MemoryLayout<UInt>.size
            default: length += 1
            }
        }
        let function = unsafeBitCast(
            resolve.pointer,
            to: (@convention(thin) (UnsafePointer<UInt8>, UInt, UnsafeRawPointer?, UnsafeRawPointer?)
                -> UnsafeRawPointer?).self)
        return function(name, UInt(length), context, arguments).map { unsafeBitCast($0, to: Any.Type.self) }
    }

    /// The runtime's `swift_getTypeByMangledNameInContext`, which `Mirror` uses too: found at run time, as the test
    /// libraries' entry points are, since the compiler reserves the name.
    private static let typeByMangledName = TestingLibraries.Symbol("swift_getTypeByMangledNameInContext")
}
