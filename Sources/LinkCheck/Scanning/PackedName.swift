/// A tag or attribute name, lower-cased, packed into two words so that names are compared and looked up without
/// making a `String` of each: the first sixteen bytes as they are, any further bytes folded into the second word.
///
/// Every tag and every attribute name of every page passes through here; a `String` for each would cost an
/// allocation and a UTF-8 validation per name.
struct PackedName: Hashable, Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// The number of bytes of the name.
    private(set) var count = 0

    /// An empty name, to be filled by ``append(_:)``.
    init() {}

    /// The packed form of `name`.
    init(_ name: String) {
        for byte in name.utf8 { append(byte) }
    }

    /// The packed form of the NUL-terminated `name`.
    init(cString name: UnsafePointer<CChar>) {
        var cursor = name
        while cursor.pointee != 0 {
            append(UInt8(bitPattern: cursor.pointee))
            cursor += 1
        }
    }

    /// Adds the next byte of the name, lower-cased if it is an ASCII capital letter.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        let lowered = byte &- 0x41 < 26 ? byte | 0x20 : byte
        if count < 8 {
            low |= UInt64(lowered) << UInt64(8 * count)
        } else if count < 16 {
            high |= UInt64(lowered) << UInt64(8 * (count - 8))
        } else {
            high = (high ^ UInt64(lowered)) &* 0x100_0000_01B3
        }
        count += 1
    }

    /// A number from 0 to 255 that spreads names over ``PackedNameTable``'s slots.
    var slot: Int {
        Int(truncatingIfNeeded: ((low ^ (high &* 31) ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15) >> 56)
    }
}

/// A few names, each with a small value, looked up by ``PackedName`` in constant time: a 256-slot table with
/// linear probing, filled once.
struct PackedNameTable<Value: Sendable>: Sendable {
    private var names: [PackedName?] = Array(repeating: nil, count: 256)
    private var values: [Value?] = Array(repeating: nil, count: 256)

    /// A table of `entries` (at most 200 names).
    init(_ entries: [(String, Value)]) {
        precondition(entries.count <= 200, "a packed name table holds at most 200 names")
        for (name, value) in entries {
            let packed = PackedName(name)
            var slot = packed.slot
            while let taken = names[slot], taken != packed { slot = (slot + 1) & 255 }
            names[slot] = packed
            values[slot] = value
        }
    }

    /// The value of `name`, or `nil` when the table does not have it.
    @inline(__always)
    func value(for name: PackedName) -> Value? {
        var slot = name.slot
        while let taken = names[slot] {
            if taken == name { return values[slot] }
            slot = (slot + 1) & 255
        }
        return nil
    }
}
